// The recorder's own time: the wall clock's readings made safe for a record of stretches.
// The wall clock can be set back or forward under a stretch (by the person, by NTP); the
// ticker's timer cannot: it counts the time that passed. So while a stretch is recorded (or
// a window is becoming one) the record's time moves on by what the wall clock moved, but
// never back (set back, the clock adds nothing: the stretch grows on from where it was,
// never ends before it starts, and the next one begins after it) and never further than the
// timer allows (set forward, the stretch does not take the jump, and no date of the future
// is written). From tick to tick it moves at least the timer's length: the time lost at a
// jump back is given back at the next tick. With nothing being recorded it is the wall
// clock again, though never before the end of what was recorded (`floor`): a stretch never
// lies over one already on disk. Pure.

/** How late a timer may fire (a busy machine) and still count as on time. */
export const TIMER_LATE_MS = 5_000;

export interface RecordTime {
  /** The wall clock's last reading. */
  readonly wall: number;
  /** The instant the record gave it. */
  readonly at: number;
  /** How far the record's time moved since the last tick. */
  readonly sinceTick: number;
}

/** The record's time at its start: the wall clock, after the end of what is recorded. */
export function beginTime(wall: number, floor: number): RecordTime {
  return { wall, at: Math.max(wall, floor), sinceTick: 0 };
}

/**
 * The instant of a reading at `wall` between two ticks; `recording`: a stretch is open or a
 * window is becoming one; `longestSleep`: the longest the ticker's timer runs.
 */
export function readTime(t: RecordTime, wall: number, recording: boolean, floor: number, longestSleep: number): RecordTime {
  const moved = Math.max(0, wall - t.wall);
  if (!recording) return { wall, at: Math.max(wall, floor), sinceTick: t.sinceTick + moved };
  // No more than the timer's length (and its lateness) can pass before it fires.
  const step = Math.max(0, Math.min(moved, longestSleep + TIMER_LATE_MS - t.sinceTick));
  return { wall, at: t.at + step, sinceTick: t.sinceTick + step };
}

/** The instant of a tick at `wall`, after the ticker's timer ran `slept` ms (time that passed, whatever the wall clock did). */
export function tickTime(t: RecordTime, wall: number, slept: number, recording: boolean, floor: number): RecordTime {
  if (!recording) return { wall, at: Math.max(wall, floor), sinceTick: 0 };
  const moved = Math.max(0, wall - t.wall);
  const step = Math.max(0, Math.min(Math.max(moved, slept - t.sinceTick), slept + TIMER_LATE_MS - t.sinceTick));
  return { wall, at: t.at + step, sinceTick: 0 };
}

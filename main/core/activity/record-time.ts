// The recorder's own time: the wall clock's readings made safe for a record of stretches.
// The wall clock can be set back under a stretch (by the person, by NTP); the ticker's timer
// cannot: it counts the time that passed. So while a stretch is recorded (or a window is
// becoming one) the record's time moves on by what the wall clock moved, but never back: set
// back, the clock adds nothing, the stretch grows on from where it was (never ending before
// it starts), and the next stretch begins after it. From tick to tick it moves at least the
// timer's length, so the time the clock took back is counted all the same. With nothing
// being recorded it is the wall clock again, though never before the end of what was
// recorded (`floor`): a stretch never lies over one already on disk.
//
// A step forward counts as time that passed, as a clock's jump does in the project's clocks
// (main/time/offset-clock.ts): without a monotonic clock the record cannot tell it from a
// stall; retention removes a date written ahead (activity-dates.ts). Pure.

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

/** The instant of a reading at `wall` between two ticks; `recording`: a stretch is open or a window is becoming one. */
export function readTime(t: RecordTime, wall: number, recording: boolean, floor: number): RecordTime {
  const moved = Math.max(0, wall - t.wall);
  if (!recording) return { wall, at: Math.max(wall, floor), sinceTick: t.sinceTick + moved };
  return { wall, at: t.at + moved, sinceTick: t.sinceTick + moved };
}

/** The instant of a tick at `wall`, after the ticker's timer ran `slept` ms (time that passed, whatever the wall clock did). */
export function tickTime(t: RecordTime, wall: number, slept: number, recording: boolean, floor: number): RecordTime {
  if (!recording) return { wall, at: Math.max(wall, floor), sinceTick: 0 };
  const moved = Math.max(0, wall - t.wall);
  return { wall, at: t.at + Math.max(moved, slept - t.sinceTick), sinceTick: 0 };
}

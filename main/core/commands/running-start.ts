// "I forgot to start the timer": the running timer's start moved to when the work began, as
// a pure plan. The person says it one of four ways (5, 10 or 15 minutes ago; from the end of
// today's previous entry; a time of day; a duration ago) and gets the op to queue, or a
// refusal that names the field and says what to do instead.
//
// The entry as the person sees it is one block from its start to now when it held nothing
// before this run, or when its stored time fills the gap to the run's stopwatch (a fresh timer, whose late start the sender credited,
// or one continued right after it stopped): then its start moves and it holds the run from
// there. An entry continued after a pause is refused: what it held before the run cannot be
// told apart from the time a late start credited to the run. The sender (Sender.setStart)
// makes the service hold exactly that, whatever an update does to a running stopwatch.

import { formatHms, localDate, localTime } from '../time/local-time.ts';
import { formatClockText, formatInstantClock } from '../time/clock-format.ts';
import { startOfLocalDate } from '../time/local-calendar.ts';
import { parseClock } from './manual-entry.ts';
import { FALLBACK_LOCALE } from '../time/locale-display.ts';
import { askWords, readTypedHours } from '../time/typed-hours.ts';
import { readTypedTime } from '../time/typed-time.ts';
import type { SetStartOp } from './ops.ts';
import { askedUnder, frozen, refused, refOf, type Plan, type TrackerView } from './tracker.ts';
import { overlapNames } from './overlap.ts';
import type { EntryView } from '../snapshot.ts';
import type { RunningStartInput } from '../stint-api.ts';
import { lockedEntry, noTimerRunning, viewWords } from './plan-words.ts';

function clockSeconds(hms: string): number {
  return parseClock(hms) ?? 0;
}

/** The field every refusal of this form names. */
const FIELD = 'start';

function refuse(message: string, field = message): Plan {
  return { refuse: refused(message, { [FIELD]: field }) };
}

/** Epoch ms an entry of `date` ends (its stored start plus what it holds). */
function endOf(v: EntryView, offsetMinutes: number): number {
  return startOfLocalDate(v.date, offsetMinutes) + (clockSeconds(v.timeStart) + v.totalSeconds) * 1000;
}

/**
 * The last stop before now: the end of the latest entry of today that has ended, one that
 * ended after this timer began included (an entry added on the phone meanwhile, one the person
 * moved this run back over), so the run starts after it rather than over it. An entry that
 * began before the run and is stored as ending after now ended, as the person saw it, where the
 * run began at the latest (one stopwatch runs at a time): the entry this start stopped is
 * stored a second or a few past the switch, even past now, by the whole seconds its start and
 * total are kept in, or by the seconds a late start's answer spent on its way back (the sender
 * credits up to then). Skipped, the stop before it was taken and the run moved back over it
 * (the chaos run's seed 7).
 */
function lastStopBefore(t: TrackerView, now: number, runFrom: number): number | null {
  const today = localDate(t.now, t.offsetMinutes);
  let best: number | null = null;
  // The person's last stop: an entry of their other account ended later counts too.
  for (const v of [...t.entries, ...(t.others ?? [])]) {
    if (v.runningSince !== null || v.date !== today) continue;
    const stored = endOf(v, t.offsetMinutes);
    const began = startOfLocalDate(v.date, t.offsetMinutes) + clockSeconds(v.timeStart) * 1000;
    // The run's whole second: a switch clicked within the second now is in has ended the entry by now.
    const end = began < runFrom && stored > now ? Math.floor(runFrom / 1000) * 1000 : stored;
    if (end <= now && (best === null || end > best)) best = end;
  }
  return best;
}

/**
 * How far a fresh timer's stored block may end from its stopwatch's start and still be one
 * block: a late start is credited from the send, and the stopwatch starts when the request
 * arrives, seconds later on a slow network. A pause shorter than this is taken as no pause.
 */
const ONE_BLOCK_SLACK_MS = 60_000;

/** The running entry as one block (`base` 0, from its stored start) or as earlier runs plus this one. */
function runOf(t: TrackerView, running: EntryView & { runningSince: number }): { readonly from: number; readonly base: number } {
  const dayStart = startOfLocalDate(running.date, t.offsetMinutes);
  const blockEnd = dayStart + (clockSeconds(running.timeStart) + running.totalSeconds) * 1000;
  // Nothing held before the run: the entry is the run, whatever its stored start says.
  if (running.totalSeconds === 0) return { from: running.runningSince, base: 0 };
  if (Math.abs(blockEnd - running.runningSince) <= ONE_BLOCK_SLACK_MS) return { from: dayStart + clockSeconds(running.timeStart) * 1000, base: 0 };
  return { from: running.runningSince, base: running.totalSeconds };
}

/** The instant the person means, or why it cannot be read. */
function resolve(t: TrackerView, runStart: number, input: RunningStartInput): number | string {
  const given = [input.minutesAgo !== undefined, input.fromLastStop === true, input.at !== undefined, input.ago !== undefined].filter(Boolean).length;
  const i18n = viewWords(t);
  if (given !== 1) return i18n._({ id: 'started.sayOne', message: 'Say one thing: minutes ago, from the last stop, a time or a duration.' });
  const now = Math.floor(t.now / 1000) * 1000;
  if (input.minutesAgo !== undefined) {
    if (!Number.isInteger(input.minutesAgo) || input.minutesAgo < 1) return i18n._({ id: 'started.minutesAgo', message: 'Minutes ago must be a whole number of minutes, 1 or more.' });
    return now - input.minutesAgo * 60_000;
  }
  if (input.fromLastStop === true) {
    const end = lastStopBefore(t, now, runStart);
    return end ?? i18n._({ id: 'started.noStop', message: 'No entry of today has ended yet: type a time instead.' });
  }
  if (input.at !== undefined) {
    // A start: on a 12-hour clock `3:30` typed at 3:37 PM is 3:30 PM, the latest such time not in the future.
    const read = readTypedTime(input.at, { now, offsetMinutes: t.offsetMinutes, hourCycle: t.hourCycle, words: i18n }, { kind: 'latest-not-after', limit: now });
    return read.ok ? read.at : read.message;
  }
  const ago = readTypedHours(input.ago!, t.locale ?? FALLBACK_LOCALE, i18n);
  if (!ago.ok && ago.ask !== undefined) return askWords(input.ago!, ago.ask, i18n);
  if (!ago.ok || ago.seconds <= 0) return i18n._({ id: 'started.howLongAgo', message: 'Type how long ago, such as 25m or 1h10m.' });
  return now - ago.seconds * 1000;
}

/** Moves the running timer's start to the instant the person names ("started 10 minutes ago", "at 9:40"). */
export function planRunningStart(t: TrackerView, input: RunningStartInput): Plan {
  const running = t.entries.find((v): v is EntryView & { runningSince: number } => v.runningSince !== null) ?? null;
  const i18n = viewWords(t);
  if (!running) return { refuse: refused(noTimerRunning(i18n)) };
  if (frozen(running)) return { refuse: refused(lockedEntry(i18n)) };
  const run = runOf(t, running);
  const at = resolve(t, run.from, input);
  if (typeof at === 'string') return refuse(at);
  const startAt = Math.floor(at / 1000) * 1000;
  if (startAt > t.now) return refuse(i18n._({ id: 'started.later', message: 'That is later than now ({now}).', values: { now: formatInstantClock(t.now, t.offsetMinutes, t.hourCycle) } }));
  const dayStart = startOfLocalDate(running.date, t.offsetMinutes);
  if (startAt < dayStart) {
    return refuse(
      i18n._({ id: 'started.beforeMidnight', message: 'That is before midnight: this entry is of today. Add the time before midnight with Quick entry.' }),
      i18n._({ id: 'started.beforeMidnightField', message: 'Before midnight: add that part with Quick entry.' }),
    );
  }
  // An entry continued after a pause: what it held before this run cannot be told apart from
  // what a late start credited to the run, so a new start could count time twice.
  if (run.base > 0) {
    return refuse(i18n._({ id: 'started.holdsTime', message: "This entry already holds time from {start}: stop it and change its times, or start a new timer and move that one's start.", values: { start: formatClockText(running.timeStart, t.hourCycle) } }));
  }
  if (startAt === Math.floor(run.from / 1000) * 1000) return { noop: true };
  // The time the run now takes in (before its old start) lies over other entries: counted
  // twice unless the person means it (what an entry added over others asks too).
  if (input.confirmOverlap !== true && startAt < run.from) {
    const taken = { date: running.date, timeStart: localTime(startAt, t.offsetMinutes), timeTotal: formatHms(Math.round((run.from - startAt) / 1000)) };
    const hits = askedUnder(t, [taken], [running.key]);
    if (hits.length > 0) {
      const from = formatInstantClock(startAt, t.offsetMinutes, t.hourCycle);
      const asked = i18n._({ id: 'started.overlapAsk', message: 'From {from} the timer would overlap {entries}. Start it there anyway?', values: { from, entries: overlapNames(hits, t.hourCycle, i18n) } });
      return { refuse: Object.freeze({ ...refused(asked, { [FIELD]: i18n._({ id: 'started.overlapField', message: 'It would overlap another entry.' }) }), confirm: 'overlap' as const }) };
    }
  }
  const op: SetStartOp = {
    kind: 'set_start',
    opId: t.makeId(),
    at: t.now,
    entry: refOf(running),
    startAt,
    baseSeconds: run.base,
    // One block starts where its run now does; an entry continued after a pause keeps its first start.
    timeStart: run.base === 0 ? localTime(startAt, t.offsetMinutes) : running.timeStart,
  };
  return { op };
}


// The start and end a person typed for an entry (quick entry, an edit), read as they mean
// them (time/typed-time.ts) and written `HH:MM:SS` for the service's arithmetic in
// commands/manual-entry.ts. On a 12-hour clock a time without AM/PM is read against the other time:
// an end is the next such time after the start, a start kept before an end that stays. A
// start alone is read against what there is to be near: an edited entry's own times (4:15 for
// an entry at 4 PM to 5 PM is 4:15 PM, on any day: it does not jump twelve hours); else, on
// today, the latest such time not in the future; on an earlier day, the time of day nearest
// the clock's now (at 2:31 PM, 9:00 yesterday is 9:00 AM; at 1:00 AM, 11:30 yesterday is
// 11:30 PM). The confirmation says the reading with AM/PM, so a wrong guess shows at once.

// The reader is passed in: the engine's reads phrases too (typed-time.ts), the window's
// previews read clock forms alone (typed-clock.ts) and leave phrases to the engine.

import type { EntryView } from '../snapshot.ts';
import { notTimeOfDay, type TimeReader, type TimeRule, type TypedTime, type TypedTimeContext } from './typed-clock.ts';
import { formatHms, localDate, parseHms } from './local-time.ts';
import { startOfLocalDate } from './local-calendar.ts';
import type { HourCycle } from '../snapshot.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export interface TypedEntryTimes {
  readonly start?: string | null;
  readonly end?: string | null;
}

export interface EntryTimesContext {
  readonly now: number;
  readonly offsetMinutes: number;
  readonly hourCycle: HourCycle;
  /** The entry's day (`YYYY-MM-DD`). */
  readonly date: string;
  /** An edit: the entry's own start and end, seconds of its day; a time typed alone is read nearest them. */
  readonly near?: { readonly from: number; readonly to: number };
  /** The words a time that cannot be read is refused in; English when absent. */
  readonly words?: I18n;
}

export type ReadEntryTimes = { readonly ok: true; readonly start: string | null; readonly end: string | null } | { readonly ok: false; readonly fields: Record<string, string> };

const given = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** `start` and `end` as `HH:MM:SS` of `date` (null when not given), or the field that cannot be read and why. */
/**
 * A working day's middle (seconds into the day): a time of an earlier day typed without AM or
 * PM is read in the twelve hours round it, 7:00 AM to 6:59 PM (7:00 itself as typed).
 */
export const MIDDAY_S = 13 * 3600;

export function readEntryTimes(typed: TypedEntryTimes, ctx: EntryTimesContext, reader: TimeReader): ReadEntryTimes {
  const dayStart = startOfLocalDate(ctx.date, ctx.offsetMinutes);
  const i18n = ctx.words ?? sourceWords();
  const on: TypedTimeContext = { now: ctx.now, offsetMinutes: ctx.offsetMinutes, hourCycle: ctx.hourCycle, day: ctx.date, words: i18n };
  const today = localDate(ctx.now, ctx.offsetMinutes) === ctx.date;
  const fields: Record<string, string> = {};
  const read = (field: 'start' | 'end', text: string, rule: TimeRule): number | null => {
    const r = reader(text, on, rule);
    if (r === undefined) {
      fields[field] = notTimeOfDay(text.trim(), ctx.hourCycle, i18n);
      return null;
    }
    if (!r.ok) {
      fields[field] = r.message;
      return null;
    }
    const seconds = (r.at - dayStart) / 1000;
    if (seconds < 0 || seconds >= 86_400) {
      fields[field] = i18n._({ id: 'typed.time.otherDay', message: '"{typed}" is not on {date}: change the date, or type a time of that day.', values: { typed: text.trim(), date: ctx.date } });
      return null;
    }
    return seconds;
  };
  // An earlier day: the reading of a working day (nearest its 1 PM: 7:00 AM to 6:59 PM), not
  // of the hour it is now, which says nothing of when yesterday's work was (at 3 PM, `8:00`
  // nearest now would be 8 PM).
  const byNow: TimeRule = today ? { kind: 'latest-not-after', limit: ctx.now, sameDay: true } : { kind: 'nearest-clock', at: dayStart + MIDDAY_S * 1000 };
  const alone: TimeRule = ctx.near === undefined ? byNow : { kind: 'near', from: dayStart + ctx.near.from * 1000, to: dayStart + ctx.near.to * 1000, tie: byNow };
  // A time already `HH:MM:SS` is the entry's own (kept from the entry): read as it is.
  const kept = (v: string): number | undefined => (/^\d{2}:\d{2}:\d{2}$/.test(v) && parseHms(v) < 86_400 ? parseHms(v) : undefined);
  let start: number | null = null;
  let end: number | null = null;
  if (given(typed.start) && given(typed.end) && kept(typed.start) !== undefined && kept(typed.end) !== undefined) {
    start = kept(typed.start)!;
    end = kept(typed.end)!;
  } else if (given(typed.start) && given(typed.end) && kept(typed.start) !== undefined) {
    start = kept(typed.start)!;
    end = read('end', typed.end, { kind: 'after', from: dayStart + start * 1000 });
  } else if (given(typed.start) && given(typed.end) && kept(typed.end) !== undefined) {
    end = kept(typed.end)!;
    start = read('start', typed.start, { kind: 'before', to: dayStart + end * 1000 });
  } else {
    if (given(typed.start)) start = read('start', typed.start, alone);
    if (given(typed.end)) end = read('end', typed.end, start === null ? alone : { kind: 'after', from: dayStart + start * 1000 });
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, start: start === null ? null : formatHms(start), end: end === null ? null : formatHms(end) };
}

/** An edited entry's own times (seconds of its day), for its typed times to be read near: `near` of EntryTimesContext. */
export function entryNear(entry: Pick<EntryView, 'timeStart' | 'totalSeconds'>): { readonly from: number; readonly to: number } | undefined {
  const from = parseHms(entry.timeStart);
  return Number.isNaN(from) ? undefined : { from, to: Math.min(from + entry.totalSeconds, 86_400) };
}

export type ReadCut = { readonly ok: true; readonly day: string; readonly seconds: number } | { readonly ok: false; readonly message: string };

/**
 * A time typed to split an entry at, read as a time within it (on a 12-hour clock `3:30`
 * inside 9 AM to 5 PM is 3:30 PM): seconds of its day, or why not. The running timer is cut
 * within its run so far: today, or on the day it started when it ran past midnight and the
 * time is not yet come today (`11:55 PM` typed at 00:30 is last night's). The split's plan
 * and the command line's confirmation read it here alike.
 */
export function readCut(
  typed: string,
  entry: Pick<EntryView, 'date' | 'timeStart' | 'totalSeconds' | 'runningSince'>,
  ctx: Omit<EntryTimesContext, 'date' | 'near'>,
  reader: (text: string, on: TypedTimeContext, rule: TimeRule) => TypedTime,
): ReadCut {
  const on = (day: string, span: { from: number; to: number }): ReadCut => {
    const dayStart = startOfLocalDate(day, ctx.offsetMinutes);
    const read = reader(typed, { now: ctx.now, offsetMinutes: ctx.offsetMinutes, hourCycle: ctx.hourCycle, day, ...(ctx.words ? { words: ctx.words } : {}) }, { kind: 'within', ...span });
    return read.ok ? { ok: true, day, seconds: Math.floor((read.at - dayStart) / 1000) } : { ok: false, message: read.message };
  };
  if (entry.runningSince === null) {
    const start = parseHms(entry.timeStart);
    const from = startOfLocalDate(entry.date, ctx.offsetMinutes) + (Number.isNaN(start) ? 0 : start) * 1000;
    return on(entry.date, { from, to: from + entry.totalSeconds * 1000 });
  }
  const span = { from: entry.runningSince, to: ctx.now };
  const today = localDate(ctx.now, ctx.offsetMinutes);
  const read = on(today, span);
  const first = localDate(entry.runningSince, ctx.offsetMinutes);
  if (first >= today || (read.ok && startOfLocalDate(today, ctx.offsetMinutes) + read.seconds * 1000 <= ctx.now)) return read;
  // Still to come today: the day the run began (a time before the run is refused as such).
  const earlier = on(first, span);
  return earlier.ok ? earlier : read;
}

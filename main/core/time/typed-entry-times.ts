// The start and end a person typed for an entry (quick entry, an edit), read as they mean
// them (time/typed-time.ts) and written `HH:MM:SS` for the service's arithmetic in
// commands/manual-entry.ts. On a 12-hour clock a time without AM/PM is read against the other time:
// an end is the next such time after the start, a start kept before an end that stays; a
// start alone on today is the latest such time not in the future.

// The reader is passed in: the engine's reads phrases too (typed-time.ts), the window's
// previews read clock forms alone (typed-clock.ts) and leave phrases to the engine.

import { timeExample, type TimeReader, type TimeRule, type TypedTimeContext } from './typed-clock.ts';
import { formatHms, localDate, parseHms } from './local-time.ts';
import { startOfLocalDate } from './local-calendar.ts';
import type { HourCycle } from '../snapshot.ts';

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
}

export type ReadEntryTimes = { readonly ok: true; readonly start: string | null; readonly end: string | null } | { readonly ok: false; readonly fields: Record<string, string> };

const given = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** `start` and `end` as `HH:MM:SS` of `date` (null when not given), or the field that cannot be read and why. */
export function readEntryTimes(typed: TypedEntryTimes, ctx: EntryTimesContext, reader: TimeReader): ReadEntryTimes {
  const dayStart = startOfLocalDate(ctx.date, ctx.offsetMinutes);
  const on: TypedTimeContext = { now: ctx.now, offsetMinutes: ctx.offsetMinutes, hourCycle: ctx.hourCycle, day: ctx.date };
  const today = localDate(ctx.now, ctx.offsetMinutes) === ctx.date;
  const fields: Record<string, string> = {};
  const read = (field: 'start' | 'end', text: string, rule: TimeRule): number | null => {
    const r = reader(text, on, rule);
    if (r === undefined) {
      fields[field] = `"${text.trim()}" is not a time of day: type one such as ${timeExample(ctx.hourCycle)}.`;
      return null;
    }
    if (!r.ok) {
      fields[field] = r.message;
      return null;
    }
    const seconds = (r.at - dayStart) / 1000;
    if (seconds < 0 || seconds >= 86_400) {
      fields[field] = `"${text.trim()}" is not on ${ctx.date}: change the date, or type a time of that day.`;
      return null;
    }
    return seconds;
  };
  const alone: TimeRule = today ? { kind: 'latest-not-after', limit: ctx.now, sameDay: true } : { kind: 'as-typed' };
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

// A manual entry checked before anything is sent: any two of start, end and duration, the
// third computed by the service's own rule (contract.md section 4), so the preview the
// window shows is exactly what the service will store.
//   total = duration if given, else end - start (an end before the start is the next day's);
//   start = start if given, else end - total;
//   end   = start + total.
// The service stores no entry across midnight (nothing before 00:00:00 or past 23:59:59 of
// its day), so an entry that crosses it is saved as the entries the person means: one per
// day, in the account's zone, the first up to 23:59:59 (the second before midnight cannot be
// recorded, as when a folded run is split: collapse.ts), the next from 00:00:00.
// Refused, each at the field the person typed: a date after today or more than a year back,
// an end equal to the start, a duration of 24 hours or more, three times that disagree. An
// entry that ends later than now is not refused: the person confirms it.

import { addDays, formatHms } from '../time/local-time.ts';
import { formatClockTime } from '../time/clock-format.ts';
import { FALLBACK_LOCALE } from '../time/locale-display.ts';
import { askWords, readTypedHours } from '../time/typed-hours.ts';
import { dayParts } from './day-parts.ts';
import type { HourCycle } from '../snapshot.ts';
import type { I18n } from '../../i18n/words.ts';

export interface ManualEntryInput {
  readonly date: string;
  readonly projectId: number;
  readonly taskId: number | null;
  readonly description: string;
  /** `HH:MM` or `HH:MM:SS`; empty or absent when not given. */
  readonly start?: string | null;
  readonly end?: string | null;
  /** `H:MM`, `H:MM:SS`, `1h30m`, `90m`, `1.5h`, `1,5` (time/typed-hours.ts); empty or absent when not given. */
  readonly duration?: string | null;
}

/** One entry of the day it falls on: what the service will store, and what is sent for it. */
export interface ManualPart {
  readonly date: string;
  readonly timeStart: string;
  readonly timeEnd: string;
  readonly timeTotal: string;
  /** A single-day entry sends only the fields the person gave (the service computes the third); a part of a split one sends its start and total. */
  readonly sent: { timeStart?: string; timeEnd?: string; timeTotal?: string };
}

export interface ManualTimes {
  /** The whole entry as the person typed it (a start on the day given, the end perhaps on the next). */
  readonly timeStart: string;
  readonly timeEnd: string;
  readonly timeTotal: string;
  /** What is sent for a single-day entry (the first part's). */
  readonly sent: ManualPart['sent'];
  /** One part per day the entry covers, in order: one, or two across midnight. */
  readonly parts: readonly ManualPart[];
}

/** The account's today and the time of day now there, for the checks that depend on them. */
export interface ManualNow {
  readonly today: string;
  readonly nowSeconds: number;
}

export type ManualCheck =
  | { ok: true; times: ManualTimes; /** It ends later than now: the person must confirm. */ endsInFuture: boolean }
  | { ok: false; fields: Record<string, string> };

const DAY = 86_400;
/** The longest entry: one that crosses midnight is split into at most two parts. */
const MAX_TOTAL = DAY - 1;

const LAST = 86_399;

/** `HH:MM[:SS]` to seconds of the day, or undefined. */
export function parseClock(text: string): number | undefined {
  const m = /^(\d{1,2}):([0-5]\d)(?::([0-5]\d))?$/.exec(text.trim());
  if (!m) return undefined;
  const h = Number(m[1]);
  if (h > 23) return undefined;
  return h * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}

/**
 * A duration in the forms people type, to seconds, or undefined (also when it reads two ways
 * in `locale`: `checkManualEntry` asks which). time/typed-hours.ts reads it; English by default,
 * as the engine read before it knew the person's locale.
 */
export function parseDurationInput(text: string, locale: string = FALLBACK_LOCALE): number | undefined {
  const read = readTypedHours(text, locale);
  return read.ok ? read.seconds : undefined;
}

const given = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** The same calendar day a year before `date` (29 February falls to 1 March). */
export function aYearBefore(date: string): string {
  const sameDay = `${String(Number(date.slice(0, 4)) - 1).padStart(4, '0')}${date.slice(4)}`;
  return isDate(sameDay) ? sameDay : addDays(`${sameDay.slice(0, 8)}28`, 1);
}

/** A real calendar date as `YYYY-MM-DD` (not 2026-02-30). */
function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const t = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(t) && addDays(text, 0) === text;
}

/** The date's own errors: its form, and (when today is known) a day the person could have worked. */
export function checkManualDate(date: string, now: ManualNow | undefined, i18n: I18n): string | undefined {
  if (!isDate(date)) return i18n._({ id: 'manual.dateForm', message: 'Enter a date as YYYY-MM-DD.' });
  if (!now) return undefined;
  if (date > now.today) return i18n._({ id: 'manual.dateFuture', message: '{date} has not come yet: enter the day the work was done (today, {today}, or earlier).', values: { date, today: now.today } });
  const earliest = aYearBefore(now.today);
  if (date < earliest) return i18n._({ id: 'manual.dateOld', message: '{date} is more than a year ago: check the year (the earliest day is {earliest}).', values: { date, earliest } });
  return undefined;
}

/** The parts of an entry from `start` (seconds into `date`, negative: the day before) lasting `total`. */
function partsOf(date: string, start: number, total: number, sent: ManualPart['sent']): ManualPart[] {
  const end = start + total;
  if (start >= 0 && end <= LAST) {
    return [{ date, timeStart: formatHms(start), timeEnd: formatHms(end), timeTotal: formatHms(total), sent }];
  }
  const firstDate = start < 0 ? addDays(date, -1) : date;
  const from = start < 0 ? start + DAY : start;
  return dayParts(firstDate, from, total).map((p) => ({
    date: p.date,
    timeStart: formatHms(p.start),
    timeEnd: formatHms(p.start + p.total),
    timeTotal: formatHms(p.total),
    sent: { timeStart: formatHms(p.start), timeTotal: formatHms(p.total) },
  }));
}

/**
 * Checks a manual entry. `now` (the account's today and time of day) adds the checks that
 * depend on them: the date's range, and whether the entry ends later than now. `hourCycle`
 * is the clock its messages name times in (the display settings').
 */
export function checkManualEntry(input: ManualEntryInput, now: ManualNow | undefined, hourCycle: HourCycle, i18n: I18n, locale: string = FALLBACK_LOCALE): ManualCheck {
  const fields: Record<string, string> = {};
  const dateError = checkManualDate(input.date, now, i18n);
  if (dateError) fields.date = dateError;
  if (!Number.isInteger(input.projectId) || input.projectId <= 0) fields.project = i18n._({ id: 'manual.chooseProject', message: 'Choose a project.' });
  const start = given(input.start) ? parseClock(input.start) : undefined;
  const end = given(input.end) ? parseClock(input.end) : undefined;
  const duration = given(input.duration) ? readTypedHours(input.duration, locale, i18n) : undefined;
  const total = duration?.ok === true ? duration.seconds : undefined;
  if (given(input.start) && start === undefined) fields.start = i18n._({ id: 'manual.startForm', message: 'Enter the start as HH:MM.' });
  if (given(input.end) && end === undefined) fields.end = i18n._({ id: 'manual.endForm', message: 'Enter the end as HH:MM.' });
  // A form that reads two ways in the person's locale (`1.500` in German) is asked, never guessed.
  if (given(input.duration) && duration?.ok === false) {
    fields.duration = duration.ask !== undefined ? askWords(input.duration, duration.ask, i18n) : i18n._({ id: 'manual.durationForm', message: 'Enter the duration as H:MM, 1h30m or minutes.' });
  }
  const count = [input.start, input.end, input.duration].filter(given).length;
  if (count < 2 && Object.keys(fields).length === 0) {
    const missing = !given(input.start) ? 'start' : !given(input.end) ? 'end' : 'duration';
    fields[missing] = i18n._({ id: 'manual.giveTwo', message: 'Give two of start, end and duration.' });
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };

  // contract.md 4, on create: total first, then start, then end. An end before the start
  // (no duration given) is on the next day: 23:00 to 04:00 is five hours.
  const t = total !== undefined ? total : (end! - start! + DAY) % DAY;
  const s = start !== undefined ? start : end! - t;
  const e = s + t;
  if (total === undefined && t === 0) return { ok: false, fields: { end: i18n._({ id: 'manual.endIsStart', message: 'The end is the same as the start: enter a later end, or a duration.' }) } };
  if (count === 3 && end !== ((e % DAY) + DAY) % DAY) {
    return { ok: false, fields: { duration: i18n._({ id: 'manual.threeDisagree', message: 'Start plus duration ends at {end}, not at the end given: change one of the three, or clear one.', values: { end: formatClockTime(e, hourCycle, 'if-any') } }) } };
  }
  if (t <= 0) return { ok: false, fields: { duration: i18n._({ id: 'manual.durationZero', message: 'The duration must be more than zero.' }) } };
  if (t > MAX_TOTAL) return { ok: false, fields: { duration: i18n._({ id: 'manual.durationDay', message: 'An entry lasts less than 24 hours: enter longer work as one entry per day.' }) } };
  const sent: ManualPart['sent'] = {};
  if (start !== undefined) sent.timeStart = formatHms(start);
  if (end !== undefined) sent.timeEnd = formatHms(end);
  if (total !== undefined) sent.timeTotal = formatHms(total);
  const parts = partsOf(input.date, s, t, sent);
  const last = parts.at(-1)!;
  const endsInFuture = now !== undefined && (last.date > now.today || (last.date === now.today && parseClock(last.timeEnd)! > now.nowSeconds));
  return {
    ok: true,
    times: { timeStart: formatHms(((s % DAY) + DAY) % DAY), timeEnd: formatHms(((e % DAY) + DAY) % DAY), timeTotal: formatHms(t), sent: parts[0]!.sent, parts },
    endsInFuture,
  };
}

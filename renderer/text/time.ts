// Dates, times and durations for the window. Every "today" and every time of day is in the
// account's time zone, known only as an offset from UTC (snapshot.zone): the instant is
// shifted by that offset and then read or formatted as UTC, so the machine's zone never
// enters. The words and digits come from Intl in the locale of the window's words
// (renderer/i18n/words.ts `wordsLocale`) unless a caller names one; the clock (12- or
// 24-hour) from the display settings (`snapshot.display.hourCycle`), the same the engine
// writes its own times in, whatever the browser's locale would choose.

import type { HourCycle } from '../../main/core/snapshot.ts';
import { i18n, wordsLocale } from '../i18n/words.ts';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Epoch ms of 00:00 UTC on `YYYY-MM-DD`; NaN when it is not such a date. */
export function dateToUtcMs(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
}

/** `YYYY-MM-DD` of the instant in a zone `offsetMinutes` east of UTC. */
export function localDate(epochMs: number, offsetMinutes: number): string {
  const d = new Date(epochMs + offsetMinutes * MS_PER_MINUTE);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** The date `days` days after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return localDate(dateToUtcMs(date) + days * MS_PER_DAY, 0);
}

function clampSeconds(seconds: number): number {
  return Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
}

/** `H:MM:SS`, hours not wrapped (27:05:09): the timer and the totals. */
export function formatElapsed(seconds: number): string {
  const s = clampSeconds(seconds);
  return `${Math.floor(s / 3600)}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
}

/** `H:MM` (minutes truncated): compact totals. */
export function formatHoursMinutes(seconds: number): string {
  const s = clampSeconds(seconds);
  return `${Math.floor(s / 3600)}:${pad2(Math.floor((s % 3600) / 60))}`;
}

// Intl formatters are costly to make and the window formats on every tick: keep one per kind.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(key: string, make: (locale: string) => T, locale = wordsLocale()): T {
  key = `${key}|${locale}`;
  let f = cache.get(key) as T | undefined;
  if (f === undefined) {
    f = make(locale);
    cache.set(key, f);
  }
  return f;
}

function timeFormat(hourCycle: HourCycle, locale: string | undefined): Intl.DateTimeFormat {
  // Two-digit hours in 24-hour ("09:05") in every locale, as the engine writes them.
  const hour = hourCycle === 'h23' ? '2-digit' : 'numeric';
  return cached(`time|${hourCycle}`, (l) => new Intl.DateTimeFormat(l, { hour, minute: '2-digit', hourCycle, timeZone: 'UTC' }), locale);
}

/** The time of day of an instant in the account's zone, in `hourCycle` ("14:05", "2:05 PM"). */
export function formatInstantTime(epochMs: number, offsetMinutes: number, hourCycle: HourCycle, locale?: string): string {
  return timeFormat(hourCycle, locale).format(new Date(epochMs + offsetMinutes * MS_PER_MINUTE));
}

/** A time of day `HH:MM[:SS]` (already in the account's zone) in `hourCycle`; the text itself when unreadable. */
export function formatTimeOfDay(hms: string, hourCycle: HourCycle, locale?: string): string {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(hms);
  if (!m) return hms;
  return timeFormat(hourCycle, locale).format(new Date(Date.UTC(1970, 0, 1, Number(m[1]), Number(m[2]), Number(m[3] ?? 0))));
}

/** Short weekday of a date ("Mon"). */
export function formatWeekday(date: string, locale?: string): string {
  const ms = dateToUtcMs(date);
  if (Number.isNaN(ms)) return date;
  return cached(`wd`, (l) => new Intl.DateTimeFormat(l, { weekday: 'short', timeZone: 'UTC' }), locale).format(new Date(ms));
}

/** The name of a day of the week, 0 Sunday .. 6 Saturday ("Monday"). */
export function formatDayName(weekday: number, locale?: string): string {
  // 4 January 1970 was a Sunday.
  return cached(`dn`, (l) => new Intl.DateTimeFormat(l, { weekday: 'long', timeZone: 'UTC' }), locale).format(new Date(Date.UTC(1970, 0, 4 + weekday)));
}

/** A date for a label ("Monday 17 November"). */
export function formatLongDate(date: string, locale?: string): string {
  const ms = dateToUtcMs(date);
  if (Number.isNaN(ms)) return date;
  return cached(`ld`, (l) => new Intl.DateTimeFormat(l, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }), locale).format(new Date(ms));
}

/** A duration in words for screen readers and labels ("1 hour, 5 minutes", "45 seconds"). */
export function formatDurationWords(seconds: number, locale?: string): string {
  const s = clampSeconds(seconds);
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const unitOf = (u: 'hour' | 'minute' | 'second', n: number) =>
    cached(`u|${u}`, (l) => new Intl.NumberFormat(l, { style: 'unit', unit: u, unitDisplay: 'long' }), locale).format(n);
  // Under a minute, the seconds: "0 minutes" would read as nothing at all.
  if (s < 60) return s === 0 ? unitOf('minute', 0) : unitOf('second', s);
  const parts: string[] = [];
  if (hours > 0) parts.push(unitOf('hour', hours));
  if (minutes > 0) parts.push(unitOf('minute', minutes));
  return cached(`l`, (l) => new Intl.ListFormat(l, { style: 'long', type: 'unit' }), locale).format(parts);
}

/** A count in the locale's digits and grouping ("4,980"). */
export function formatCount(n: number, locale?: string): string {
  return cached(`n`, (l) => new Intl.NumberFormat(l), locale).format(n);
}

/** Names joined as the language joins them ("Demo and Studio", "Demo und Studio"). */
export function formatNameList(names: readonly string[], locale?: string): string {
  return cached(`and`, (l) => new Intl.ListFormat(l, { style: 'long', type: 'conjunction' }), locale).format(names);
}

/** Why a typed date cannot be used, or null: `YYYY-MM-DD` and a day the calendar has. */
export function dateProblem(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return i18n._({ id: 'export.dateCheck', message: 'Type a date as {format}, such as {example}.', values: { format: 'YYYY-MM-DD', example: '2026-11-02' } });
  const d = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text ? i18n._({ id: 'export.notADay', message: '{text} is not a day of the calendar.', values: { text } }) : null;
}

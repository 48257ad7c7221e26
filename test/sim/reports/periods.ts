// Calendar keys of the grouped report (contract.md 5b) and the day/month ranges of its
// templates. Dates are `YYYY-MM-DD` strings in the account's time zone; the arithmetic on
// them runs on UTC midnights, where no zone applies.
import { DAY_MS, isoDate, parseDate } from '../format.ts';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 week `YYYY-Www`: the week (Monday first) belongs to the year of its Thursday. */
export function isoWeek(date: string): string {
  const ms = parseDate(date) ?? 0;
  const mondayBased = (new Date(ms).getUTCDay() + 6) % 7;
  const thursday = ms + (3 - mondayBased) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${String(year).padStart(4, '0')}-W${pad2(week)}`;
}

export const monthOf = (date: string) => date.slice(0, 7);
export const yearOf = (date: string) => date.slice(0, 4);

/** Every day from start to end inclusive (empty when end is before start). */
export function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  const last = parseDate(end) ?? 0;
  for (let ms = parseDate(start) ?? 0; ms <= last; ms += DAY_MS) out.push(isoDate(ms));
  return out;
}

/** Every month `YYYY-MM` touched by the range start..end inclusive. */
export function monthsBetween(start: string, end: string): string[] {
  const out: string[] = [];
  if (end < start) return out;
  let y = Number(start.slice(0, 4));
  let m = Number(start.slice(5, 7));
  const last = monthOf(end);
  for (;;) {
    const key = `${String(y).padStart(4, '0')}-${pad2(m)}`;
    if (key > last) return out;
    out.push(key);
    if (++m > 12) [m, y] = [1, y + 1];
  }
}

/**
 * A template's date range: the dates sent, else from the first of today's month (months:
 * from 1 January) to today. With only an end date, the default start is taken from the
 * end date's month (or year), so the range is never empty by accident.
 */
export function templateRange(template: 'days' | 'months' | 'users_and_days', today: string, start?: string, end?: string): { start: string; end: string } {
  const last = end ?? today;
  const first = start ?? (template === 'months' ? `${yearOf(last)}-01-01` : `${monthOf(last)}-01`);
  return { start: first, end: last };
}

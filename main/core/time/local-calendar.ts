// Calendar arithmetic in the account's zone for the pure policies (working hours, totals,
// reminders, tray): the start of a local day, the weekday of a date, times of day as seconds.
// Like local-time.ts, only UTC fields are read after shifting by the account's offset; the
// machine's zone never enters.

export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;
export const SECONDS_PER_DAY = 86_400;

function dateToUtcMs(date: string): number {
  const known = utcMsOfDate.get(date);
  if (known !== undefined) return known;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`not a date YYYY-MM-DD: ${date}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Every snapshot reads the same few weeks of dates many times over; kept, within a bound.
  if (utcMsOfDate.size >= 4096) utcMsOfDate.clear();
  utcMsOfDate.set(date, ms);
  return ms;
}

const utcMsOfDate = new Map<string, number>();

/** Epoch ms of 00:00 on `date` in a zone `offsetMinutes` east of UTC. */
export function startOfLocalDate(date: string, offsetMinutes: number): number {
  return dateToUtcMs(date) - offsetMinutes * MS_PER_MINUTE;
}

/** Day of the week of a calendar date, 0 Sunday .. 6 Saturday (the service's `work_days`). */
export function weekdayOf(date: string): number {
  return new Date(dateToUtcMs(date)).getUTCDay();
}

/**
 * Seconds since midnight of `HH:MM` or `HH:MM:SS`; null when it is not a time of day.
 * `allowEndOfDay` also accepts `24:00` (a window that ends at midnight).
 */
export function parseTimeOfDay(text: string, allowEndOfDay = false): number | null {
  // Every snapshot reads the start of each entry and of the working windows: the same few
  // texts many times over, so each answer is kept, within a bound.
  const kept = allowEndOfDay ? endOfDayTimes : dayTimes;
  const known = kept.get(text);
  if (known !== undefined) return known;
  const seconds = readTimeOfDay(text, allowEndOfDay);
  if (kept.size >= 4096) kept.clear();
  kept.set(text, seconds);
  return seconds;
}

const dayTimes = new Map<string, number | null>();
const endOfDayTimes = new Map<string, number | null>();

function readTimeOfDay(text: string, allowEndOfDay: boolean): number | null {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  const s = m[3] === undefined ? 0 : Number(m[3]);
  if (min > 59 || s > 59) return null;
  if (h === 24 && allowEndOfDay && min === 0 && s === 0) return SECONDS_PER_DAY;
  if (h > 23) return null;
  return h * 3600 + min * 60 + s;
}

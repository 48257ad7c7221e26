// Dates and times in the account's time zone, which is not the machine's. The zone is known
// only as an offset from UTC (minutes east), so every helper shifts the epoch by that offset
// and reads the UTC fields: Date's local-time methods would answer in the machine's zone.

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function shifted(epochMs: number, offsetMinutes: number): Date {
  return new Date(epochMs + offsetMinutes * MS_PER_MINUTE);
}

/** `YYYY-MM-DD` of the instant in the account's zone. */
export function localDate(epochMs: number, offsetMinutes: number): string {
  const d = shifted(epochMs, offsetMinutes);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** `HH:MM:SS` of the instant in the account's zone. */
export function localTime(epochMs: number, offsetMinutes: number): string {
  const d = shifted(epochMs, offsetMinutes);
  return `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
}

/** Seconds since local midnight of the instant in the account's zone. */
export function secondsOfDay(epochMs: number, offsetMinutes: number): number {
  const d = shifted(epochMs, offsetMinutes);
  return d.getUTCHours() * 3600 + d.getUTCMinutes() * 60 + d.getUTCSeconds();
}

/** Seconds of `HH:MM:SS` (or `HH:MM`; hours may exceed 23 for totals); NaN when unreadable. */
export function parseHms(text: string): number {
  const m = /^(\d{1,3}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return Number.NaN;
  const min = Number(m[2]);
  const s = m[3] === undefined ? 0 : Number(m[3]);
  if (min > 59 || s > 59) return Number.NaN;
  return Number(m[1]) * 3600 + min * 60 + s;
}

/** `HH:MM:SS` of a number of seconds (hours are not wrapped at 24). */
export function formatHms(seconds: number): string {
  const s = Math.max(0, Math.trunc(seconds));
  return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
}

/**
 * A change of time, signed: "+0:45", "−0:10", "±0:00"; the seconds said where there are some
 * ("+0:44:30"), so changes said one by one add up to the one said in all.
 */
export function formatSignedDuration(seconds: number): string {
  if (seconds === 0) return '±0:00';
  const s = Math.abs(Math.round(seconds));
  const hm = `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;
  return `${seconds > 0 ? '+' : '−'}${hm}${s % 60 === 0 ? '' : `:${String(s % 60).padStart(2, '0')}`}`;
}

/**
 * The end the service stores for an entry from `timeStart` holding `totalSeconds` (end = start
 * + total, modulo a day: contract.md 4), or null when the start cannot be read.
 */
export function storedEnd(timeStart: string, totalSeconds: number): string | null {
  const start = parseHms(timeStart);
  return Number.isNaN(start) ? null : formatHms((start + totalSeconds) % 86_400);
}

/**
 * Epoch ms of a local datetime `YYYY-MM-DD HH:MM:SS` (or with `T`) in a zone `offsetMinutes`
 * east of UTC; NaN when unreadable.
 */
export function localToEpoch(text: string, offsetMinutes: number): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), s === undefined ? 0 : Number(s));
  return ms - offsetMinutes * MS_PER_MINUTE;
}

/** The date `days` days after `date` (`YYYY-MM-DD`; negative: before). */
export function addDays(date: string, days: number): string {
  const key = `${date}|${days}`;
  const known = datesAdded.get(key);
  if (known !== undefined) return known;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`not a date YYYY-MM-DD: ${date}`);
  const sum = localDate(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + days * MS_PER_DAY, 0);
  // Every snapshot walks the same weeks day by day (the week, the timeline, working hours); kept, within a bound.
  if (datesAdded.size >= 4096) datesAdded.clear();
  datesAdded.set(key, sum);
  return sum;
}

const datesAdded = new Map<string, string>();

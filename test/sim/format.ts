// Wire formats of the service (spec "Conventions"). The account's time zone is UTC.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD HH:MM:SS`: most resources' datetimes. */
export function spaceDateTime(ms: number): string {
  const d = new Date(ms);
  return `${isoDate(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** ISO 8601 with a numeric offset without colon: users, detailed-row date_created/changed. */
export function isoDateTime(ms: number): string {
  return `${spaceDateTime(ms).replace(' ', 'T')}+0000`;
}

/** `YYYY-MM-DD` */
export function isoDate(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Seconds to `HH:MM:SS`; hours may exceed two digits (report totals). */
export function duration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Seconds since midnight to a time of day `HH:MM:SS`. */
export function timeOfDay(seconds: number): string {
  return duration(((seconds % 86400) + 86400) % 86400);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2}):(\d{2})$/;
const DURATION = /^(\d{2,}):(\d{2}):(\d{2})$/;

/** Parses `YYYY-MM-DD` to the UTC midnight in ms, or null when malformed or not a real day. */
export function parseDate(value: string): number | null {
  const m = DATE.exec(value);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return isoDate(ms) === value ? ms : null;
}

/** Parses `HH:MM:SS` (00:00:00..23:59:59) to seconds since midnight. */
export function parseTime(value: string): number | null {
  const m = TIME.exec(value);
  if (!m) return null;
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (h > 23 || mi > 59 || s > 59) return null;
  return h * 3600 + mi * 60 + s;
}

/** Parses a duration `HH:MM:SS` (hours may have more digits) to seconds. */
export function parseDuration(value: string): number | null {
  const m = DURATION.exec(value);
  if (!m) return null;
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mi > 59 || s > 59) return null;
  return h * 3600 + mi * 60 + s;
}

/** Parses `YYYY-MM-DD HH:MM:SS` or ISO 8601 (offset optional, UTC assumed) to ms. */
export function parseDateTime(value: string): number | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:Z|([+-])(\d{2}):?(\d{2}))?$/.exec(value);
  if (!m) return null;
  const day = parseDate(m[1]!);
  const time = parseTime(m[2]!);
  if (day === null || time === null) return null;
  const offset = m[3] ? (m[3] === '-' ? -1 : 1) * (Number(m[4]) * 60 + Number(m[5])) * 60_000 : 0;
  return day + time * 1000 - offset;
}

export const DAY_MS = 86_400_000;

/** UTC midnight of the day containing ms. */
export function startOfDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

export function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

export function money(n: number): string {
  return round2(n).toFixed(2);
}

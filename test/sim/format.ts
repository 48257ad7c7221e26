// Wire formats of the service (spec "Conventions"). Datetimes without an offset are in the
// account's time zone: an offset from UTC in minutes east, fixed or changing on given
// instants (account-zone.ts), which every function that renders or reads local time takes
// explicitly, so none can silently fall back to UTC or to the machine's zone. Calendar arithmetic on plain dates (isoDate,
// parseDate, DAY_MS steps) runs on UTC midnights, where no zone applies.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const MS_PER_MINUTE = 60_000;

/** A zone: one offset, or the offset in force at each instant (a zone with daylight saving). */
export type Zone = number | ((ms: number) => number);

const offsetOf = (ms: number, zone: Zone): number => (typeof zone === 'number' ? zone : zone(ms));

/** The account's wall clock at an instant, to be read with the UTC getters only. */
const wallClock = (ms: number, zone: Zone) => ms + offsetOf(ms, zone) * MS_PER_MINUTE;

/** `YYYY-MM-DD HH:MM:SS` in the account's zone: most resources' datetimes. */
export function spaceDateTime(ms: number, zone: Zone): string {
  const wall = wallClock(ms, zone);
  const d = new Date(wall);
  return `${isoDate(wall)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** `+HHMM` / `-HHMM` for an offset in minutes east of UTC. */
export function offsetSuffix(offsetMinutes: number): string {
  const abs = Math.abs(offsetMinutes);
  return `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/**
 * ISO 8601 in the account's zone with its numeric offset without colon: users, detailed-row
 * date_created/changed. The same instant as spaceDateTime(ms, zone), with the offset in force then.
 */
export function isoDateTime(ms: number, zone: Zone): string {
  return `${spaceDateTime(ms, zone).replace(' ', 'T')}${offsetSuffix(offsetOf(ms, zone))}`;
}

/** `YYYY-MM-DD` of a UTC instant: calendar arithmetic (see localDate for "today"). */
export function isoDate(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** `YYYY-MM-DD` of the instant in the account's zone (`date_execution`'s "today"). */
export function localDate(ms: number, zone: Zone): string {
  return isoDate(wallClock(ms, zone));
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

/**
 * Parses `YYYY-MM-DD HH:MM:SS` or ISO 8601 to ms. A value with an offset (`Z`, `+HHMM`,
 * `+HH:MM`) names its instant; one without is local time at `offsetMinutes` (the account's).
 */
export function parseDateTime(value: string, offsetMinutes: number): number | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(Z|([+-])(\d{2}):?(\d{2}))?$/.exec(value);
  if (!m) return null;
  const day = parseDate(m[1]!);
  const time = parseTime(m[2]!);
  if (day === null || time === null) return null;
  const sent = m[3] === undefined ? offsetMinutes
    : m[3] === 'Z' ? 0 : (m[4] === '-' ? -1 : 1) * (Number(m[5]) * 60 + Number(m[6]));
  return day + time * 1000 - sent * MS_PER_MINUTE;
}

export const DAY_MS = 86_400_000;

/** UTC midnight of the day containing ms (the demo data's layout; calendar arithmetic). */
export function startOfDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

export function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

export function money(n: number): string {
  return round2(n).toFixed(2);
}

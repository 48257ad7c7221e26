// The account's time zone, as a UTC offset learned from the service's own answers (the
// machine's zone says nothing about the account's):
//   - exact: a detailed report row carries the same instant twice, `created_at` in the
//     account's local time and `date_created` as ISO 8601 with an offset; their difference
//     is the account's offset at that instant;
//   - rounded: a stopwatch answer's `stopwatch_date_start` (local) against the clock when
//     the request was sent, rounded to 15 minutes (the granularity of real zones), which
//     absorbs latency and a few minutes of clock skew;
//   - a hint: the offset of the user record's ISO dates, read at sign-in, so that a first
//     day without any entry is not dated in UTC (a service could write those in UTC: the
//     first report row or stopwatch answer overrides it).
// Until one of them is seen, UTC is assumed and the snapshot says so.

import { localToEpoch } from './local-time.ts';
import type { ZoneView } from '../snapshot.ts';

const QUARTER = 15;
const MAX_OFFSET = 14 * 60;

function plausible(minutes: number): boolean {
  return Number.isFinite(minutes) && Math.abs(minutes) <= MAX_OFFSET;
}

/** Offset from one report row, or undefined when its fields cannot tell. */
export function offsetFromRow(row: { created_at?: unknown; date_created?: unknown }): number | undefined {
  if (typeof row.created_at !== 'string' || typeof row.date_created !== 'string') return undefined;
  const localAsUtc = localToEpoch(row.created_at, 0);
  const instant = Date.parse(row.date_created.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(localAsUtc) || Number.isNaN(instant)) return undefined;
  const minutes = Math.round((localAsUtc - instant) / 60_000);
  return plausible(minutes) ? minutes : undefined;
}

/** Offset from a stopwatch start answer and the instant the request was sent. */
export function offsetFromStopwatch(stopwatchDateStart: string | null, sentAt: number): number | undefined {
  if (stopwatchDateStart === null) return undefined;
  const localAsUtc = localToEpoch(stopwatchDateStart, 0);
  if (Number.isNaN(localAsUtc)) return undefined;
  const minutes = Math.round((localAsUtc - sentAt) / 60_000 / QUARTER) * QUARTER;
  return plausible(minutes) ? minutes : undefined;
}

export const ASSUMED_ZONE: ZoneView = Object.freeze({ offsetMinutes: 0, source: 'assumed' });

/** Offset of an ISO 8601 datetime with a numeric offset (`+0530`, `-08:00`), or undefined. */
export function offsetFromIso(iso: unknown): number | undefined {
  if (typeof iso !== 'string') return undefined;
  const m = /T\d{2}:\d{2}:\d{2}(?:\.\d+)?([+-])(\d{2}):?(\d{2})$/.exec(iso.trim());
  if (!m) return undefined;
  const minutes = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  return plausible(minutes) ? minutes : undefined;
}

const RANK: Record<ZoneView['source'], number> = { assumed: 0, user: 1, stopwatch: 2, report: 3 };

/** The better of what we knew and what we just learned: a weaker source never overrides a stronger one. */
export function learnZone(current: ZoneView, learned: number | undefined, source: Exclude<ZoneView['source'], 'assumed'>): ZoneView {
  if (learned === undefined) return current;
  if (RANK[source] < RANK[current.source]) return current;
  if (current.offsetMinutes === learned && current.source === source) return current;
  return Object.freeze({ offsetMinutes: learned, source });
}

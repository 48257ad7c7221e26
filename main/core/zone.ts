// The account's time zone, as a UTC offset learned from the service's own answers (the
// machine's zone says nothing about the account's):
//   - exact: a detailed report row carries the same instant twice, `created_at` in the
//     account's local time and `date_created` as ISO 8601 with an offset; their difference
//     is the account's offset at that instant;
//   - rounded: a stopwatch answer's `stopwatch_date_start` (local) against the clock when
//     the request was sent, rounded to 15 minutes (the granularity of real zones), which
//     absorbs latency and a few minutes of clock skew.
// Until one of them is seen, UTC is assumed and the snapshot says so.

import { localToEpoch } from './local-time.ts';
import type { ZoneView } from './snapshot.ts';

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

/** The better of what we knew and what we just learned: an exact reading always wins. */
export function learnZone(current: ZoneView, learned: number | undefined, source: 'report' | 'stopwatch'): ZoneView {
  if (learned === undefined) return current;
  if (source === 'stopwatch' && current.source === 'report') return current;
  if (current.offsetMinutes === learned && current.source === source) return current;
  return Object.freeze({ offsetMinutes: learned, source });
}

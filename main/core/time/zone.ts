// The account's time zone, as a UTC offset learned from the service's own answers (the
// machine's zone says nothing about the account's):
//   - exact: a detailed report row carries the same instant twice, `created_at` in the
//     account's local time and `date_created` as ISO 8601 with an offset; their difference
//     is the account's offset at that instant;
//   - rounded: a stopwatch answer's `stopwatch_date_start` (local) against the clock when
//     the request was sent and when it was answered (put on the service's clock by its answers'
//     `Date` header when they carry one), rounded to 15 minutes (the granularity
//     of real zones), which absorbs latency and a few minutes of clock skew; a reading the
//     two ends round apart (a trip of more than minutes) says nothing;
//   - a hint: the offset of the user record's ISO dates, read at sign-in, so that a first
//     day without any entry is not dated in UTC (a service could write those in UTC: the
//     first report row or stopwatch answer overrides it).
// Until one of them is seen, UTC is assumed and the snapshot says so.
//
// The zone may have daylight saving, and the service never names it, so its rules are not
// known: each reading holds for the instant it was seen at (a row's creation, a request's
// send), and the newest reading wins (learnZoneAt). A row created before the clocks moved
// tells the old offset; the first answer written after (a create's `date_created`, a
// stopwatch's start) tells the new one, to 15 minutes.

const QUARTER = 15;

import { localToEpoch } from './local-time.ts';
import type { ZoneView } from '../snapshot.ts';
const MAX_OFFSET = 14 * 60;

function plausible(minutes: number): boolean {
  return Number.isFinite(minutes) && Math.abs(minutes) <= MAX_OFFSET;
}

/** The instant of an ISO 8601 datetime whose offset may lack its colon (`+0530`), or undefined. */
export function instantOfIso(iso: unknown): number | undefined {
  if (typeof iso !== 'string') return undefined;
  const ms = Date.parse(iso.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(ms) ? undefined : ms;
}

/** Offset from one report row, or undefined when its fields cannot tell. */
export function offsetFromRow(row: { created_at?: unknown; date_created?: unknown }): number | undefined {
  if (typeof row.created_at !== 'string') return undefined;
  const localAsUtc = localToEpoch(row.created_at, 0);
  const instant = instantOfIso(row.date_created);
  if (Number.isNaN(localAsUtc) || instant === undefined) return undefined;
  const minutes = Math.round((localAsUtc - instant) / 60_000);
  return plausible(minutes) ? minutes : undefined;
}

/**
 * Offset from a local datetime the service wrote for "now" (a stopwatch answer's start, a
 * create answer's `date_created`), for a request sent at `sentAt` and answered at
 * `answeredAt`: the service wrote it somewhere between the two. Only a trip that reads as
 * one offset from either end tells it: one that spanned a laptop's sleep or the clock set
 * forward (sent before, handled after) would take that gap, rounded, for the zone, and
 * every running time read with it after (a timer shown at 3:25 for 1:40).
 */
export function offsetFromStopwatch(stopwatchDateStart: string | null, sentAt: number, answeredAt: number): number | undefined {
  if (stopwatchDateStart === null) return undefined;
  const localAsUtc = localToEpoch(stopwatchDateStart, 0);
  if (Number.isNaN(localAsUtc)) return undefined;
  const quarters = (at: number) => Math.round((localAsUtc - at) / 60_000 / QUARTER) * QUARTER;
  const minutes = quarters(sentAt);
  if (quarters(answeredAt) !== minutes) return undefined;
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

/**
 * A rounded reading unlike an exact one by less than this is taken for the clock being off,
 * not for the zone moving: the smallest change of offset in use is 30 minutes (Lord Howe
 * Island). The engine reads the trip on the service's own clock when its answers carry a
 * `Date` header (engine-state.ts learnZoneFromServiceNow), so this machine's clock does not
 * count; without one, a clock more than 22 minutes off reads as a zone 30 minutes away.
 */
const SMALLEST_CHANGE = 30;

/** What is known of the zone: the offset and the instant it was last seen in force (null: unknown). */
export interface ZoneKnowledge {
  readonly zone: ZoneView;
  readonly seenAt: number | null;
}

/**
 * The zone after a reading of `learned` in force at `at`. A newer reading than the one held
 * wins, so a change of offset (daylight saving) is followed; an older one only confirms or
 * ranks (learnZone). A rounded reading does not move an exact offset by less than a real
 * change could, and the user record's hint moves none learned from entries.
 */
export function learnZoneAt(known: ZoneKnowledge, learned: number | undefined, at: number, source: Exclude<ZoneView['source'], 'assumed'>): ZoneKnowledge {
  if (learned === undefined || !Number.isFinite(at)) return known;
  const { zone, seenAt } = known;
  if (learned === zone.offsetMinutes) {
    const ranked = learnZone(zone, learned, source);
    const newest = seenAt === null ? at : Math.max(seenAt, at);
    return ranked === zone && newest === seenAt ? known : Object.freeze({ zone: ranked, seenAt: newest });
  }
  // An older reading of another offset was true then, not now.
  if (seenAt !== null && at <= seenAt) return known;
  // The user record's dates are a hint only (a service may write them in UTC).
  if (source === 'user' && RANK[zone.source] > RANK.user) return known;
  if (source === 'stopwatch' && zone.source === 'report' && Math.abs(learned - zone.offsetMinutes) < SMALLEST_CHANGE) return known;
  return Object.freeze({ zone: Object.freeze({ offsetMinutes: learned, source }), seenAt: at });
}

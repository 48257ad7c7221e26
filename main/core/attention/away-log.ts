// The away stretches kept on this computer for the timeline and the gaps: when the person
// was idle, locked or asleep, as the idle policy saw it (only absences longer than the idle
// threshold). Never sent anywhere, and only instants and a kind: no window titles, no
// applications. Kept 14 days; the stored record is `unknown` until `parseAwayLog` says so.

import type { AwayKind, AwayStretch } from '../snapshot.ts';
import { isRecord } from '../json-guard.ts';

export const AWAY_KEEP_DAYS = 14;
const KEEP_MS = AWAY_KEEP_DAYS * 86_400_000;
/** Far more than 14 days of locks and lunches; a bound on a file that grows by itself. */
const MAX_STRETCHES = 5_000;
const KINDS: ReadonlySet<string> = new Set<AwayKind>(['idle', 'lock', 'suspend']);

/** What the durable store holds: whose log it is, and the stretches, oldest first. */
export interface AwayLogRecord {
  readonly ownerKey: string;
  readonly stretches: readonly AwayStretch[];
}

/** The stretches still kept at `now`: ended within the last 14 days. */
export function keptAway(stretches: readonly AwayStretch[], now: number): AwayStretch[] {
  return stretches.filter((a) => a.end >= now - KEEP_MS);
}

/** The log with one more stretch, oldest first; the same stretch twice is kept once. */
export function addAway(stretches: readonly AwayStretch[], added: AwayStretch, now: number): AwayStretch[] {
  if (!(added.end > added.start)) return keptAway(stretches, now);
  if (stretches.some((a) => a.start === added.start && a.end === added.end)) return keptAway(stretches, now);
  const all = [...keptAway(stretches, now), Object.freeze({ start: added.start, end: added.end, kind: added.kind })];
  all.sort((a, b) => a.start - b.start);
  return all.slice(-MAX_STRETCHES);
}

function isStretch(v: unknown): v is AwayStretch {
  return (
    isRecord(v) &&
    typeof v.start === 'number' &&
    typeof v.end === 'number' &&
    Number.isFinite(v.start) &&
    Number.isFinite(v.end) &&
    v.end > v.start &&
    typeof v.kind === 'string' &&
    KINDS.has(v.kind)
  );
}

/** The owner's stretches from a stored record; none when it is another's or unreadable (a bad stretch alone is dropped). */
export function parseAwayLog(value: unknown, ownerKey: string): AwayStretch[] {
  if (!isRecord(value) || value.ownerKey !== ownerKey || !Array.isArray(value.stretches)) return [];
  return value.stretches.filter(isStretch).map((a) => Object.freeze({ start: a.start, end: a.end, kind: a.kind }));
}

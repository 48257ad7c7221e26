// What the engine last learned from the service, kept in the durable store between runs so
// that the tray shows the right projects, week and zone at once after a restart, before
// the first read. It belongs to one user of one account: another user starts empty.

import type { DurableStore } from '../ports.ts';
import type { ServerEntry } from './server-entry.ts';
import { parseWeekReads, type WeekReads } from './week-cache.ts';
import { parseTallies, type BudgetTallies } from './budget-tally.ts';
import type { DayTotal, ProjectView, TaskView, ZoneView } from '../snapshot.ts';
import { ASSUMED_ZONE } from '../time/zone.ts';
import { isRecord } from '../json-guard.ts';
import { parseCapacity, type UserCapacity } from './user-capacity.ts';

export interface Known {
  entries: Map<number, ServerEntry>;
  projects: readonly ProjectView[];
  /** Epoch ms of the last project read. */
  projectsAt: number | null;
  tasks: Readonly<Record<string, readonly TaskView[]>>;
  week: readonly DayTotal[];
  /** The date `week` was read for. */
  weekFor: string | null;
  zone: ZoneView;
  /** When `zone` was last seen in force (the newest reading wins: zone.ts learnZoneAt); null: unknown. */
  zoneSeenAt: number | null;
  /** The calendar weeks read (the one holding today among them), by first day. */
  weeks: WeekReads;
  /** What was recorded on each budgeted project since its figure was read (budget-tally.ts). */
  budgets: BudgetTallies;
  /** Runs whose start was moved here, by entry id (overlay.ts shows them from the new start). */
  movedRuns: Readonly<Record<string, MovedRun>>;
  /** The user's capacity on the service, for the day's target (user-capacity.ts). */
  capacity: UserCapacity | null;
}

/**
 * A run whose start "started … ago" moved: the service then holds the moved part in the
 * entry's total (the stopwatch cannot start in the past), so the entry is shown from
 * `startAt` holding `baseSeconds` for as long as the service holds exactly what the move left.
 */
export interface MovedRun {
  readonly stopwatchStartLocal: string;
  readonly totalSeconds: number;
  readonly startAt: number;
  readonly baseSeconds: number;
}

function parseMovedRuns(v: unknown): Record<string, MovedRun> {
  const out: Record<string, MovedRun> = {};
  if (!isRecord(v)) return out;
  for (const [id, m] of Object.entries(v)) {
    if (isRecord(m) && typeof m.stopwatchStartLocal === 'string' && typeof m.totalSeconds === 'number' && typeof m.startAt === 'number' && typeof m.baseSeconds === 'number') {
      out[id] = { stopwatchStartLocal: m.stopwatchStartLocal, totalSeconds: m.totalSeconds, startAt: m.startAt, baseSeconds: m.baseSeconds };
    }
  }
  return out;
}

export const CACHE_KEY = 'cache';
const KEY = CACHE_KEY;

export function emptyKnown(): Known {
  return { entries: new Map(), projects: [], projectsAt: null, tasks: {}, week: [], weekFor: null, zone: ASSUMED_ZONE, zoneSeenAt: null, weeks: Object.freeze({}), budgets: Object.freeze({}), movedRuns: Object.freeze({}), capacity: null };
}


/** The cache of `ownerKey`, or an empty one (missing, damaged, or another user's). */
export async function loadKnown(store: DurableStore, ownerKey: string): Promise<Known> {
  if (ownerKey === '') return emptyKnown();
  const r = await store.read(KEY);
  if (r.status !== 'ok' || !isRecord(r.value) || r.value.ownerKey !== ownerKey) return emptyKnown();
  return knownOf(r.value);
}

/** The cache on disk and whose it is (the last person signed in here; '' and an empty one when none), read once. */
export async function loadLastKnown(store: DurableStore): Promise<{ readonly owner: string; readonly known: Known }> {
  const r = await store.read(KEY);
  if (r.status !== 'ok' || !isRecord(r.value) || typeof r.value.ownerKey !== 'string' || r.value.ownerKey === '') return { owner: '', known: emptyKnown() };
  return { owner: r.value.ownerKey, known: knownOf(r.value) };
}

function knownOf(c: Record<string, unknown>): Known {
  const known = emptyKnown();
  // A cache is only a head start: anything odd in it is dropped, the next read fills it.
  if (Array.isArray(c.projects)) known.projects = Object.freeze(c.projects as ProjectView[]);
  if (typeof c.projectsAt === 'number') known.projectsAt = c.projectsAt;
  if (isRecord(c.tasks)) known.tasks = c.tasks as Record<string, TaskView[]>;
  if (Array.isArray(c.week)) known.week = Object.freeze(c.week as DayTotal[]);
  if (typeof c.weekFor === 'string') known.weekFor = c.weekFor;
  if (isRecord(c.zone) && typeof c.zone.offsetMinutes === 'number') known.zone = Object.freeze(c.zone as unknown as ZoneView);
  if (typeof c.zoneSeenAt === 'number') known.zoneSeenAt = c.zoneSeenAt;
  known.weeks = parseWeekReads(c.weeks);
  if (Array.isArray(c.entries)) for (const e of c.entries as ServerEntry[]) if (isRecord(e) && typeof e.id === 'number') known.entries.set(e.id, e);
  known.movedRuns = parseMovedRuns(c.movedRuns);
  known.capacity = parseCapacity(c.capacity);
  // Kept before the billable defaults and the week's billable time were read: read them again.
  if (c.billableRead !== true) {
    known.projectsAt = null;
    known.weekFor = null;
  }
  const budgets = parseTallies(c.budgets);
  if (budgets) known.budgets = budgets;
  // Budget figures without their tallies cannot say what was recorded since: read them again.
  else if (known.projects.some((p) => isRecord(p) && p.budget)) known.projectsAt = null;
  return known;
}

export async function saveKnown(store: DurableStore, ownerKey: string, k: Known): Promise<void> {
  await store.write(KEY, {
    ownerKey,
    projects: k.projects,
    projectsAt: k.projectsAt,
    tasks: k.tasks,
    week: k.week,
    weekFor: k.weekFor,
    zone: k.zone,
    zoneSeenAt: k.zoneSeenAt,
    entries: [...k.entries.values()],
    weeks: k.weeks,
    budgets: k.budgets,
    movedRuns: k.movedRuns,
    capacity: k.capacity,
    billableRead: true,
  });
}

// What Stint knows was recorded on a budgeted project since the service's figure for it
// (`budget_progress`) was read. The figure holds every stopped second on the project as of
// its read, everyone's; what the person records afterwards (runs stopped, entries made, here
// or elsewhere and read since) it holds only at the next read. Without this tally the bar
// started again from the morning's figure at every start and forgot the day's earlier runs.
//
// Each of the person's entries counts by how far it moved since the figure, never by its
// whole total: the figure already holds what an entry held when it was read (a fresher
// figure holds a run stopped before it, and counting that run again would count it twice).
// The figure is read together with the person's recent entries (engine-reads.ts), dates
// `from` to `to`, so the tally starts from what those entries held then; an entry that was not
// among them and is dated within those dates, or was created after the figure, is new: the
// figure holds none of it. One dated outside them (before, or after: tomorrow's, read once the
// day turns) was not known then: the figure may hold it, by how much is unknown, so it counts
// only when created after the figure. An entry that a later read no longer holds was deleted,
// or moved to a date that read does not cover: Stint cannot tell which, so it keeps what it
// last held (the figure's next read settles it) and the bar does not go backwards by it.
//
// Pure: the engine keeps the tallies in `Known` (on disk with it) and passes everything in.

import type { ServerEntry } from './server-entry.ts';
import type { EntryView, ProjectView } from '../snapshot.ts';
import { isRecord } from '../json-guard.ts';
import { addDays } from '../time/local-time.ts';

/**
 * The bound on a figure: once Stint has recorded time on a budgeted project and its figure is
 * older than this, the figure is read again (one request for that project). What the person
 * records counts to the second meanwhile; what others record on the project, and the
 * service's own rounding, show within this long. A working day: the Free plan's 50 requests a
 * day afford it (its scripted day in `npm run bench:workday` needs no such read).
 */
export const BUDGET_FIGURE_MAX_AGE_MS = 8 * 3_600_000;

/** One of the person's entries as the tally counts it. */
export interface TalliedEntry {
  /** Its date when last known. */
  readonly date: string;
  /** Seconds of it the figure holds: what it held on the project when the figure was read (0 for one made since). */
  readonly held: number;
  /** Seconds it holds on the project as last known (0 once moved to another project or deleted). */
  readonly now: number;
}

export interface BudgetTally {
  /** Epoch ms (the engine's clock) at which the figure was read. */
  readonly at: number;
  /** The first date the entries read with the figure covered. */
  readonly from: string;
  /** The last date they covered: every entry of the person dated `from` to `to` was among them. */
  readonly to: string;
  /** By entry id. */
  readonly entries: Readonly<Record<string, TalliedEntry>>;
}

/** By project id: every project with a budget when its figure was read. */
export type BudgetTallies = Readonly<Record<string, BudgetTally>>;

/**
 * The last date a read from `from` surely covered, when it is not said: the day after, the
 * fewest dates a read covers (the day before today, and today). A later date is taken as not
 * read, so nothing such a read may have missed counts in full.
 */
function fewestTo(from: string): string {
  return addDays(from, 1);
}

/** Whether an entry's date was among those the tally's read covered. */
function covered(t: BudgetTally, date: string): boolean {
  return date >= t.from && date <= t.to;
}

/**
 * The tally of a figure read at `at`, with the person's entries as read then, dates `from` to
 * `to` (others Stint still keeps may have changed since they were read: not counted on).
 */
export function startTally(projectId: number, known: Iterable<ServerEntry>, at: number, from: string, to: string = fewestTo(from)): BudgetTally {
  const entries: Record<string, TalliedEntry> = {};
  for (const e of known) if (e.projectId === projectId && e.date >= from && e.date <= to) entries[String(e.id)] = Object.freeze({ date: e.date, held: e.totalSeconds, now: e.totalSeconds });
  return Object.freeze({ at, from, to, entries: Object.freeze(entries) });
}

/** A tally for every project of a list just read that has a budget. */
export function startTallies(projects: readonly ProjectView[], known: Iterable<ServerEntry>, at: number, from: string, to: string): BudgetTallies {
  const entries = [...known];
  const out: Record<string, BudgetTally> = {};
  for (const p of projects) if (p.budget) out[String(p.id)] = startTally(p.id, entries, at, from, to);
  return Object.freeze(out);
}

/**
 * Entries learned (a read, an answer to a command): each one the tally counts takes what it
 * holds now on the project. `createdAt`: when the service made an entry (epoch ms), where an
 * answer says; it tells a new entry dated before the figure's read (one typed in for last
 * week) from an old one.
 */
export function noteEntries(t: BudgetTally, projectId: number, learned: Iterable<ServerEntry>, createdAt: (e: ServerEntry) => number | null = () => null): BudgetTally {
  let entries: Record<string, TalliedEntry> | null = null;
  for (const e of learned) {
    const key = String(e.id);
    const was = t.entries[key];
    const now = e.projectId === projectId ? e.totalSeconds : 0;
    if (was) {
      if (was.now === now && was.date === e.date) continue;
      entries ??= { ...t.entries };
      entries[key] = Object.freeze({ date: e.date, held: was.held, now });
      continue;
    }
    if (e.projectId !== projectId) continue;
    const born = createdAt(e);
    if (!covered(t, e.date) && !(born !== null && born > t.at)) continue;
    entries ??= { ...t.entries };
    entries[key] = Object.freeze({ date: e.date, held: 0, now });
  }
  return entries ? Object.freeze({ ...t, entries: Object.freeze(entries) }) : t;
}

/**
 * A read of the person's entries: those it holds are noted. A counted entry of its dates that
 * it no longer holds was deleted or moved to a date it does not cover (elsewhere): not told
 * apart, it keeps what it last held rather than taking the bar backwards.
 */
export function noteRead(t: BudgetTally, projectId: number, read: { readonly entries: readonly ServerEntry[] }): BudgetTally {
  return noteEntries(t, projectId, read.entries);
}

/**
 * Seconds recorded on the project since its figure, as Stint knows them now: the entries as
 * shown (queued commands applied: a stop not sent yet already counts), those no longer shown
 * (older than the recent days kept) as last known. A running entry's current run is not
 * in it (the caller adds it: it grows with the clock). Negative when time the figure held
 * has left the project.
 */
export function recordedSince(t: BudgetTally, projectId: number, views: readonly EntryView[]): number {
  let sum = 0;
  const shown = new Set<string>();
  for (const v of views) {
    const on = v.projectId === projectId ? v.totalSeconds : 0;
    // A create still queued: the service holds none of it yet.
    if (v.id === null) {
      sum += on;
      continue;
    }
    const key = String(v.id);
    shown.add(key);
    const c = t.entries[key];
    if (c) sum += on - c.held;
    else if (covered(t, v.date)) sum += on;
  }
  for (const [key, c] of Object.entries(t.entries)) if (!shown.has(key)) sum += c.now - c.held;
  return sum;
}

/**
 * A budgeted project read again on its own, for a check before a change is sent (not to
 * renew its figure): it keeps the figure its tally counts from, since the fresh figure
 * already holds what the tally counts on top of the old one (a run stopped since, counted
 * twice: 2:00 shown for 1:00). A budget changed or taken away on the web meanwhile: the fresh
 * project, and `readAgain` (the list read again starts every tally afresh).
 */
export function checkedProject(fresh: ProjectView, known: ProjectView | undefined, tallied: boolean): { readonly project: ProjectView; readonly readAgain: boolean } {
  if (!tallied) return { project: fresh, readAgain: false };
  const was = known?.budget;
  const now = fresh.budget;
  if (was && now && was.by === now.by && was.amount === now.amount) return { project: { ...fresh, budget: was }, readAgain: false };
  return { project: fresh, readAgain: true };
}

/** Whether the figure is out of date by what Stint recorded and older than the bound: time to read it again. */
export function figureDue(t: BudgetTally, recorded: number, now: number): boolean {
  return recorded !== 0 && now - t.at >= BUDGET_FIGURE_MAX_AGE_MS;
}

/** Tallies from the durable cache; null when there are none to trust (a cache from an older Stint, or damaged). */
export function parseTallies(value: unknown): BudgetTallies | null {
  if (!isRecord(value)) return null;
  const out: Record<string, BudgetTally> = {};
  for (const [id, t] of Object.entries(value)) {
    if (!isRecord(t) || typeof t.at !== 'number' || typeof t.from !== 'string' || !(t.to === undefined || typeof t.to === 'string') || !isRecord(t.entries)) return null;
    const entries: Record<string, TalliedEntry> = {};
    for (const [key, c] of Object.entries(t.entries)) {
      if (!isRecord(c) || typeof c.date !== 'string' || typeof c.held !== 'number' || typeof c.now !== 'number') return null;
      entries[key] = Object.freeze({ date: c.date, held: c.held, now: c.now });
    }
    // Saved by a Stint that kept no `to`.
    const to = typeof t.to === 'string' ? t.to : fewestTo(t.from);
    out[id] = Object.freeze({ at: t.at, from: t.from, to, entries: Object.freeze(entries) });
  }
  return Object.freeze(out);
}

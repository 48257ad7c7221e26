// The day's target and the billable split from the state, for the snapshot (engine-views.ts)
// and the target's notices (engine-target.ts): functions of the state only, like
// engine-views.ts, so no part imports another.

import type { EngineState } from './engine-state.ts';
import type { BillableTotals, DayTargetView, DayTotal, EntryView } from '../snapshot.ts';
import { computeTotals, dayEntries } from '../views/totals.ts';
import { billableDefault, billableTotals } from '../views/billable-totals.ts';
import { dayTarget, resolveTargetPlan, weekStartOf, type ServiceCapacity, type TargetPlan } from '../views/day-target.ts';
import { withKnownDays } from '../views/known-days.ts';
import { isFresh } from '../reads/week-cache.ts';
import { addDays, localDate } from '../time/local-time.ts';
import { keptPerEngine } from './engine-memo.ts';

/** Whether a new entry of this project and task is billable, from the projects and tasks last read. */
export function billableDefaultOf(s: EngineState): (projectId: number, taskId: number | null) => boolean {
  return (projectId, taskId) => billableDefault(s.known.projects, s.known.tasks, projectId, taskId);
}

interface DayFigures {
  readonly target: DayTargetView | null;
  readonly billable: BillableTotals;
  /** The last seven days as read, the days whose entries are known counted from them. */
  readonly week: readonly DayTotal[];
}

/**
 * The days of this week before today whose entries the engine holds in full and at least as
 * fresh as the grouped report: yesterday from the recent read (made with today's report read),
 * the earlier days from the week's own read when it was made today.
 */
function knownDays(s: EngineState, today: string, weekStart: string): string[] {
  const yesterday = addDays(today, -1);
  const weekRead = isFresh(s.known.weeks[weekStart], today);
  const recentRead = s.known.weekFor === today;
  const out: string[] = [];
  for (let d = weekStart; d < today; d = addDays(d, 1)) if (d >= yesterday ? recentRead : weekRead) out.push(d);
  return out;
}

/** What the day's figures are made of that does not move with the clock within a day. */
interface DayBase {
  readonly todays: readonly EntryView[];
  readonly running: EntryView | null;
  readonly weekStart: string;
  readonly week: readonly DayTotal[];
  readonly plan: TargetPlan | null;
}

const keptBase = keptPerEngine<DayBase>();
const keptFigures = keptPerEngine<DayFigures>();

/**
 * Today's target and the billable split as of now, from the entry views the snapshot is made
 * of; `weekViews` gives the entry views of a calendar week (its read laid over the recent
 * entries, the queue applied), for the earlier days of this week. Made again only when what
 * it is made of changed, or, while an entry runs (counted live), at another instant.
 */
export function dayFiguresOf(s: EngineState, views: readonly EntryView[], firstDayOfWeek: number, weekViews: (start: string) => readonly EntryView[]): DayFigures {
  const now = s.now();
  const offsetMinutes = s.known.zone.offsetMinutes;
  const today = localDate(now, offsetMinutes);
  // With several accounts, the person's day: the hours a day of the account that gives them.
  const capacity = s.opts.otherAccounts?.personHours?.()?.capacity ?? s.known.capacity;
  // `views` is entryViews(s), the same array while the entries, the queue and the names are;
  // `weekViews` is made of those, the week shown and the weeks read.
  const k = s.known;
  const baseInputs = [views, s.record !== null, today, firstDayOfWeek, offsetMinutes, k.week, k.weekFor, k.weeks, k.entries, s.weekShown, capacity, s.settings];
  const base = keptBase(s, baseInputs, () => dayBase(s, views, today, firstDayOfWeek, capacity, weekViews));
  // Only a running entry makes the figures move with the clock (liveEntrySeconds, runSecondsOn).
  const live = base.running !== null || views.some((v) => v.runningSince !== null);
  return keptFigures(s, [base, live ? now : null], () => {
    const { todays, running, week, weekStart, plan } = base;
    const totals = computeTotals({ entries: todays, running, week, today, now, offsetMinutes });
    const billable = billableTotals({ entries: todays, running, week, today, weekStart, now, offsetMinutes });
    return { target: plan === null ? null : dayTarget({ plan, today, firstDayOfWeek, days: totals.week }), billable, week };
  });
}

function dayBase(s: EngineState, views: readonly EntryView[], today: string, firstDayOfWeek: number, capacity: ServiceCapacity | null, weekViews: (start: string) => readonly EntryView[]): DayBase {
  const running = s.record ? (views.find((v) => v.runningSince !== null) ?? null) : null;
  // As the snapshot lists today's: a run begun before midnight counts from it.
  const todays = dayEntries(views, today, s.known.zone.offsetMinutes);
  const weekStart = weekStartOf(today, firstDayOfWeek);
  const known = s.record ? knownDays(s, today, weekStart) : [];
  const week = known.length === 0 ? s.known.week : withKnownDays(s.known.week, known[0]! >= addDays(today, -1) ? views : weekViews(weekStart), known);
  const plan = s.record ? resolveTargetPlan(s.settings.target, s.settings.workingHours?.days ?? null, capacity) : null;
  return { todays, running, weekStart, week, plan };
}

// The day's target and the billable split from the state, for the snapshot (engine-views.ts)
// and the target's notices (engine-target.ts): functions of the state only, like
// engine-views.ts, so no part imports another.

import type { EngineState } from './engine-state.ts';
import type { BillableTotals, DayTargetView, DayTotal, EntryView } from '../snapshot.ts';
import { computeTotals, dayEntries } from '../views/totals.ts';
import { billableDefault, billableTotals } from '../views/billable-totals.ts';
import { dayTarget, resolveTargetPlan, weekStartOf, type ServiceCapacity, type TargetPlan } from '../views/day-target.ts';
import { movedBy, withKnownDays } from '../views/known-days.ts';
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
 * The last seven days by how their figure is made. `recent`: the days whose entries the
 * engine holds in full and at least as fresh as the grouped report, counted from the entries
 * shown (the queue applied, as today's total is): the days the recent read made with the
 * report covered (the report's day and the day before), kept until a later read drops them
 * (it keeps two days before its own), and the days after the report's, which it does not
 * hold; today always. `weekRead`: the earlier days of this week, from the week's own read
 * when it was made today. `asRead`: the others, the report's figure moved by what Stint
 * changed on them since it was read (known-days.ts movedBy).
 */
function dayKinds(s: EngineState, today: string, weekStart: string): { readonly recent: string[]; readonly weekRead: string[]; readonly asRead: string[] } {
  const reportFor = s.known.weekFor;
  const weekRead = isFresh(s.known.weeks[weekStart], today);
  const out = { recent: [] as string[], weekRead: [] as string[], asRead: [] as string[] };
  for (let back = 6; back >= 0; back--) {
    const d = addDays(today, -back);
    const recent = d === today || (reportFor !== null && (d > reportFor || (d >= addDays(reportFor, -1) && d >= addDays(today, -2))));
    if (recent) out.recent.push(d);
    else if (weekRead && d >= weekStart) out.weekRead.push(d);
    else out.asRead.push(d);
  }
  return out;
}

/** The entries the engine holds of the last days, as the service holds them and as shown (the queue applied). */
export interface QueuedEntries {
  readonly served: readonly EntryView[];
  readonly shown: readonly EntryView[];
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
 * entries, the queue applied), for the earlier days of this week; `queuedEntries` the entries
 * Stint holds of the last days with the queue and without, for the days counted as read. Made again only when what
 * it is made of changed, or, while an entry runs (counted live), at another instant.
 */
export function dayFiguresOf(s: EngineState, views: readonly EntryView[], firstDayOfWeek: number, weekViews: (start: string) => readonly EntryView[], queuedEntries: () => QueuedEntries): DayFigures {
  const now = s.now();
  const offsetMinutes = s.known.zone.offsetMinutes;
  const today = localDate(now, offsetMinutes);
  // With several accounts, the person's day: the hours a day of the account that gives them.
  const capacity = s.opts.otherAccounts?.personHours?.()?.capacity ?? s.known.capacity;
  // `views` is entryViews(s), the same array while the entries, the queue and the names are;
  // `weekViews` is made of those, the week shown and the weeks read.
  const k = s.known;
  const baseInputs = [views, s.record !== null, today, firstDayOfWeek, offsetMinutes, k.week, k.weekFor, k.weeks, k.entries, s.weekShown, capacity, s.settings];
  const base = keptBase(s, baseInputs, () => dayBase(s, views, today, firstDayOfWeek, capacity, weekViews, queuedEntries));
  // Only a running entry makes the figures move with the clock (liveEntrySeconds, runSecondsOn).
  const live = base.running !== null || views.some((v) => v.runningSince !== null);
  return keptFigures(s, [base, live ? now : null], () => {
    const { todays, running, week, weekStart, plan } = base;
    const totals = computeTotals({ entries: todays, running, week, today, now, offsetMinutes });
    const billable = billableTotals({ entries: todays, running, week, today, weekStart, now, offsetMinutes });
    return { target: plan === null ? null : dayTarget({ plan, today, firstDayOfWeek, days: totals.week }), billable, week };
  });
}

/** The last seven days as the entries shown count them (dayKinds), without the running part. */
function weekOf(s: EngineState, views: readonly EntryView[], today: string, weekStart: string, weekViews: (start: string) => readonly EntryView[], queuedEntries: () => QueuedEntries): readonly DayTotal[] {
  const { recent, weekRead, asRead } = dayKinds(s, today, weekStart);
  // The queue's changes of the days as read: the entries Stint holds of them, with it and without.
  const queued = asRead.length > 0 && s.outbox.size > 0 ? queuedEntries() : null;
  const moved = queued === null ? s.known.week : movedBy(s.known.week, queued.served, queued.shown, asRead);
  const week = withKnownDays(withKnownDays(moved, weekRead.length > 0 ? weekViews(weekStart) : [], weekRead), views, recent);
  // The seven days ending today: a report of an earlier day holds days before them.
  const first = addDays(today, -6);
  return week.some((d) => d.date < first) ? Object.freeze(week.filter((d) => d.date >= first)) : week;
}

function dayBase(s: EngineState, views: readonly EntryView[], today: string, firstDayOfWeek: number, capacity: ServiceCapacity | null, weekViews: (start: string) => readonly EntryView[], queuedEntries: () => QueuedEntries): DayBase {
  const running = s.record ? (views.find((v) => v.runningSince !== null) ?? null) : null;
  // As the snapshot lists today's: a run begun before midnight counts from it.
  const todays = dayEntries(views, today, s.known.zone.offsetMinutes);
  const weekStart = weekStartOf(today, firstDayOfWeek);
  const week = s.record ? weekOf(s, views, today, weekStart, weekViews, queuedEntries) : s.known.week;
  const plan = s.record ? resolveTargetPlan(s.settings.target, s.settings.workingHours?.days ?? null, capacity) : null;
  return { todays, running, weekStart, week, plan };
}

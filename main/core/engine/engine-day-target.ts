// The day's target and the billable split from the state, for the snapshot (engine-views.ts)
// and the target's notices (engine-target.ts): functions of the state only, like
// engine-views.ts, so no part imports another.

import type { EngineState } from './engine-state.ts';
import type { BillableTotals, DayTargetView, EntryView } from '../snapshot.ts';
import { computeTotals } from '../views/totals.ts';
import { billableDefault, billableTotals } from '../views/billable-totals.ts';
import { dayTarget, resolveTargetPlan, weekStartOf } from '../views/day-target.ts';
import { localDate } from '../time/local-time.ts';

/** Whether a new entry of this project and task is billable, from the projects and tasks last read. */
export function billableDefaultOf(s: EngineState): (projectId: number, taskId: number | null) => boolean {
  return (projectId, taskId) => billableDefault(s.known.projects, s.known.tasks, projectId, taskId);
}

interface DayFigures {
  readonly target: DayTargetView | null;
  readonly billable: BillableTotals;
}

/** Today's target and the billable split as of now, from the entry views the snapshot is made of. */
export function dayFiguresOf(s: EngineState, views: readonly EntryView[], firstDayOfWeek: number): DayFigures {
  const now = s.now();
  const today = localDate(now, s.known.zone.offsetMinutes);
  const running = s.record ? (views.find((v) => v.runningSince !== null) ?? null) : null;
  const todays = views.filter((v) => v.date === today);
  const totals = computeTotals({ entries: todays, running, week: s.known.week, today, now });
  const weekStart = weekStartOf(today, firstDayOfWeek);
  const billable = billableTotals({ entries: todays, running, week: s.known.week, today, weekStart, now });
  const plan = s.record ? resolveTargetPlan(s.settings.target, s.settings.workingHours?.days ?? null, s.known.capacity) : null;
  return { target: plan === null ? null : dayTarget({ plan, today, firstDayOfWeek, days: totals.week }), billable };
}


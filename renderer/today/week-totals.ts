// The shown week's figures: each day's total, the week's, and the week by project, the
// running entry counted live from its start and the current second. The engine's rules
// (main/core/views/week-view.ts, weekTotals), kept as a small copy because the window imports
// nothing from main/ at run time; test/renderer/today/week-totals.test.ts checks that they agree.

import type { DayTotal, WeekDayView } from '../../main/core/snapshot.ts';
import { entrySecondsOn, type ProjectTotal } from './totals.ts';

export interface ShownWeekTotals {
  readonly seconds: number;
  /** The seven days, first to last. */
  readonly days: readonly DayTotal[];
  /** Most time first; ties by name, then id, so the list does not flicker. */
  readonly byProject: readonly ProjectTotal[];
}

/** Each day counts a run past midnight for its own part only, as the stop will store it (totals.ts entrySecondsOn). */
export function shownWeekTotals(days: readonly WeekDayView[], now: number, offsetMinutes: number): ShownWeekTotals {
  const byProject = new Map<number, ProjectTotal>();
  const totals = days.map((d) => {
    let seconds = 0;
    for (const e of d.entries) {
      const s = entrySecondsOn(e, d.date, now, offsetMinutes);
      seconds += s;
      const p = byProject.get(e.projectId);
      byProject.set(e.projectId, { projectId: e.projectId, projectName: e.projectName, seconds: (p?.seconds ?? 0) + s });
    }
    return { date: d.date, seconds };
  });
  const sorted = [...byProject.values()].sort(
    (a, b) => b.seconds - a.seconds || a.projectName.localeCompare(b.projectName) || a.projectId - b.projectId,
  );
  return { seconds: totals.reduce((sum, d) => sum + d.seconds, 0), days: totals, byProject: sorted };
}

// The dates of `export --range this-week|last-week|this-month|last-month`, from the person's
// today and first day of the week, as the window's week view counts them. Pure.

import { addDays } from '../core/time/local-time.ts';
import { weekStart } from '../core/timesheets/sheet-group.ts';
import type { ExportRange } from './export-command.ts';

export interface Dates {
  readonly from: string;
  readonly to: string;
}

/** The last day of the month of `date` (YYYY-MM-DD). */
function monthEnd(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export function rangeDates(range: ExportRange, today: string, weekStartsOn: number): Dates {
  if (!('named' in range)) return range;
  switch (range.named) {
    case 'this-week': {
      const from = weekStart(today, weekStartsOn);
      return { from, to: addDays(from, 6) };
    }
    case 'last-week': {
      const from = addDays(weekStart(today, weekStartsOn), -7);
      return { from, to: addDays(from, 6) };
    }
    case 'this-month': {
      const from = `${today.slice(0, 7)}-01`;
      return { from, to: monthEnd(from) };
    }
    case 'last-month': {
      const from = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
      return { from, to: monthEnd(from) };
    }
  }
}

// The calendar's lane beside a day's timeline: which of the events cover the day all day
// (chips above the lane), and each timed event's row in it, so that meetings at the same
// time sit one under the other instead of hiding each other. Pure: events in, rows out.

import type { CalendarEventView } from '../../main/core/snapshot.ts';
import { dateToUtcMs } from '../text/time.ts';

const DAY_MS = 86_400_000;

/** The all-day events that cover `date` (the account's zone), as they came (by start). */
export function allDayOn(events: readonly CalendarEventView[], date: string, offsetMinutes: number): CalendarEventView[] {
  const dayStart = dateToUtcMs(date) - offsetMinutes * 60_000;
  return events.filter((e) => e.allDay && e.start < dayStart + DAY_MS && e.end > dayStart);
}

/**
 * Each event's row, in the order given (by start): the first row whose last event ended by
 * its start. Events that only touch (9:00–9:15, 9:15–9:30) share a row.
 */
export function laneRows(events: readonly { readonly start: number; readonly end: number }[]): number[] {
  const rowEnds: number[] = [];
  return events.map((e) => {
    let row = rowEnds.findIndex((end) => end <= e.start);
    if (row === -1) row = rowEnds.length;
    rowEnds[row] = Math.max(e.end, e.start);
    return row;
  });
}

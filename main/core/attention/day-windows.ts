// The working hours of one local day as instants, for the gaps of that day: the day's own
// windows and the part of the day before's night shift that runs past midnight into it,
// each clipped to the day (the service keeps no entry across midnight, so neither does a gap).

import { addDays } from '../time/local-time.ts';
import { startOfLocalDate, weekdayOf } from '../time/local-calendar.ts';
import { mergeSpans, type Span } from '../time/entry-span.ts';
import type { WorkSchedule } from './working-hours.ts';

export function workWindowsOn(date: string, offsetMinutes: number, schedule: WorkSchedule): Span[] {
  const dayStart = startOfLocalDate(date, offsetMinutes);
  const dayEnd = startOfLocalDate(addDays(date, 1), offsetMinutes);
  const raw: Span[] = [];
  for (const d of [addDays(date, -1), date]) {
    if (!schedule.days.includes(weekdayOf(d))) continue;
    const midnight = startOfLocalDate(d, offsetMinutes);
    for (const w of schedule.windows) {
      const start = Math.max(dayStart, midnight + w.start * 1000);
      const end = Math.min(dayEnd, midnight + w.end * 1000);
      if (end > start) raw.push({ start, end });
    }
  }
  return mergeSpans(raw);
}

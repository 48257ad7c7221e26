// The record to take away (issue 73, item 4): any range of days as rows, with the person's
// exclusions and rewrites as they stand now applied again (activity-filter.ts): a window
// excluded after it was recorded is not handed over, a title rewritten since is handed over
// rewritten, an address only while addresses are allowed. The filters are checked before: one
// that cannot be read refuses the export (habit 19: it never runs without what guards it).
// Times are the person's local ones with their offset. Pure.

import { localDate, localTime } from '../time/local-time.ts';
import type { Stretch } from './activity-lines.ts';
import { filtered, type Filters } from './activity-filter.ts';

/** One stretch as exported. */
export interface RecordRow {
  readonly date: string;
  /** `2026-03-10T10:00:00+01:00`. */
  readonly start: string;
  readonly end: string;
  readonly seconds: number;
  readonly app: string;
  readonly title: string;
  /** Only where the record has one and addresses are allowed. */
  readonly address?: string;
}

/** The most days one export covers: a year, the most the record keeps. */
export const MAX_EXPORT_DAYS = 366;

/** `+01:00`, `-05:30`, `+00:00`. */
function offsetText(minutes: number): string {
  const m = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

const at = (ms: number, offset: number): string => `${localDate(ms, offset)}T${localTime(ms, offset)}${offsetText(offset)}`;

/** The rows of `days` (each its date's stretches, by start), filtered as the person's filters stand. */
export function recordRows(days: readonly { readonly date: string; readonly stretches: readonly Stretch[] }[], filters: Filters, offsetMinutes: number): RecordRow[] {
  return days.flatMap((d) =>
    d.stretches.flatMap((s): RecordRow[] => {
      const seen = filtered({ app: s.app, title: s.title, ...(s.url === undefined ? {} : { url: s.url }) }, filters);
      if (seen === null) return [];
      const row = { date: d.date, start: at(s.start, offsetMinutes), end: at(s.end, offsetMinutes), seconds: Math.round((s.end - s.start) / 1000), app: seen.app, title: seen.title };
      return [seen.url === undefined ? row : { ...row, address: seen.url }];
    }),
  );
}

/** The columns of the CSV, in order. */
export const RECORD_COLUMNS = ['date', 'start', 'end', 'seconds', 'app', 'title', 'address'] as const;

/** The record as JSON: what it is, the range, and its rows. */
export function recordJson(rows: readonly RecordRow[], range: { readonly from: string; readonly to: string }): string {
  return `${JSON.stringify({ stint: 'activity-record', version: 1, from: range.from, to: range.to, stretches: rows }, null, 2)}\n`;
}

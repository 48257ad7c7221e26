// An entry's times changed in the editor: only what the person typed is sent, and what they
// did not type is kept from the entry exactly as the engine keeps it
// (main/core/commands/entry-edit.ts `timesAsTyped`), so an untouched time keeps its seconds
// and the preview shows what the engine will make:
//   two or three typed: those;
//   a start alone keeps the end; an end alone keeps the start;
//   a duration alone (or nothing, a new date) keeps the start.
// test/renderer/today/entry-edit-times.test.ts checks the window's preview against the engine's plan.

import type { TimeField } from '../quick-entry/manual-preview.ts';
import { formatHms } from '../text/time-input.ts';

/** The entry's own times, as the snapshot has them (`HH:MM:SS`). */
export interface StoredTimes {
  readonly timeStart: string;
  readonly timeEnd: string;
  readonly totalSeconds: number;
}

/** What the person typed in each time field they changed; a field emptied counts as not given. */
export type TypedTimes = Partial<Record<TimeField, string>>;

const given = (v: string | undefined): v is string => v !== undefined && v.trim() !== '';

/** The start, end and duration the engine checks: the typed ones, the rest from the entry. */
export function timesToCheck(entry: StoredTimes, typed: TypedTimes): Record<TimeField, string> {
  const start = given(typed.start) ? typed.start : '';
  const end = given(typed.end) ? typed.end : '';
  const duration = given(typed.duration) ? typed.duration : '';
  const count = [start, end, duration].filter((v) => v !== '').length;
  if (count >= 2) return { start, end, duration };
  if (start !== '') return { start, end: entry.timeEnd, duration: '' };
  if (end !== '') return { start: entry.timeStart, end, duration: '' };
  return { start: entry.timeStart, end: '', duration: duration !== '' ? duration : formatHms(entry.totalSeconds) };
}

/**
 * The times to send: each field the person gave, as the preview normalised it (`HH:MM:SS`,
 * which the engine reads as the window did); none of the others.
 */
export function typedToSend(typed: TypedTimes, normalised: Readonly<Record<TimeField, string | null>>): Partial<Record<TimeField, string>> {
  const out: Partial<Record<TimeField, string>> = {};
  for (const f of ['start', 'end', 'duration'] as const) {
    const value = normalised[f];
    if (given(typed[f]) && value !== null) out[f] = value;
  }
  return out;
}

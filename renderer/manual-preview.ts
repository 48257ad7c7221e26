// The quick entry's checks and live preview: any two of start, end and duration, the third
// computed by the service's rule (contract.md section 4), so the preview is what the service
// will store and nothing invalid is sent. The same arithmetic and messages as the engine's
// main/core/commands/manual-entry.ts, copied because the window imports nothing from main/ at run
// time; test/renderer/manual-preview.test.ts checks that the two agree. The window reads
// more forms than the engine (9am, 9.30pm, 1h30: renderer/time-input.ts), so its messages
// for an unreadable time show both clocks, and it sends the engine only the normalised
// `HH:MM:SS` of each (`send`), which the engine's own check reads as the window did.
//   total = duration if given, else end - start;
//   start = start if given, else end - total;
//   end   = start + total;
// refused: end before start, a start before 00:00:00, an end past 23:59:59.

import { formatHms, parseDurationInput, parseTimeOfDay } from './time-input.ts';

export type TimeField = 'start' | 'end' | 'duration';

export interface ManualForm {
  readonly date: string;
  /** null: no project chosen. */
  readonly projectId: number | null;
  readonly start: string;
  readonly end: string;
  readonly duration: string;
}

export interface ManualPreview {
  /** Errors by field (`date`, `project`, `start`, `end`, `duration`); empty when the entry can be sent. */
  readonly fields: Readonly<Record<string, string>>;
  /** The computed times when the arithmetic holds, as `HH:MM:SS`. */
  readonly times: { readonly start: string; readonly end: string; readonly duration: string } | null;
  /** The field the service will compute (the one left empty), when exactly two are given. */
  readonly computed: TimeField | null;
  /**
   * What to send for the three times when they hold (`times` is not null): each given one as
   * `HH:MM:SS` (the form the engine reads), null for the one left empty.
   */
  readonly send: { readonly start: string | null; readonly end: string | null; readonly duration: string | null } | null;
}

export const TIME_MESSAGES = {
  start: 'Enter the start time, e.g. 9:00 or 9:00 AM.',
  end: 'Enter the end time, e.g. 17:30 or 5:30 PM.',
  duration: 'Enter the duration, e.g. 1:30, 1h 30m or 90 (minutes).',
} as const;

const LAST = 86_399;

const given = (v: string): boolean => v.trim() !== '';

function validDate(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  // 2025-02-30 rolls over to March: not a date a person meant.
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export function previewManualEntry(form: ManualForm): ManualPreview {
  const fields: Record<string, string> = {};
  if (!validDate(form.date)) fields.date = 'Enter a date.';
  if (form.projectId === null) fields.project = 'Choose a project.';
  const start = given(form.start) ? parseTimeOfDay(form.start) : undefined;
  const end = given(form.end) ? parseTimeOfDay(form.end) : undefined;
  const total = given(form.duration) ? parseDurationInput(form.duration) : undefined;
  if (given(form.start) && start === undefined) fields.start = TIME_MESSAGES.start;
  if (given(form.end) && end === undefined) fields.end = TIME_MESSAGES.end;
  if (given(form.duration) && total === undefined) fields.duration = TIME_MESSAGES.duration;
  const present = ([['start', form.start], ['end', form.end], ['duration', form.duration]] as const).filter(([, v]) => given(v));
  const computed: TimeField | null = present.length === 2 ? (['start', 'end', 'duration'] as const).find((f) => !present.some(([p]) => p === f))! : null;
  if (present.length < 2) {
    if (!fields.start && !fields.end && !fields.duration) {
      const missing: TimeField = !given(form.start) ? 'start' : !given(form.end) ? 'end' : 'duration';
      fields[missing] = 'Give two of start, end and duration.';
    }
    return { fields, times: null, computed, send: null };
  }
  if (start === undefined && given(form.start)) return { fields, times: null, computed, send: null };
  if (end === undefined && given(form.end)) return { fields, times: null, computed, send: null };
  if (total === undefined && given(form.duration)) return { fields, times: null, computed, send: null };

  // contract.md 4, on create: total first, then start, then end.
  const t = total !== undefined ? total : end! - start!;
  const s = start !== undefined ? start : end! - t;
  const e = s + t;
  const fail = (field: TimeField, message: string): ManualPreview => ({ fields: { ...fields, [field]: message }, times: null, computed, send: null });
  if (total === undefined && end! < start!) return fail('end', 'The end is before the start.');
  if (present.length === 3 && end !== e) return fail('duration', `Start plus duration ends at ${formatHms(e)}, not at the end given.`);
  if (t <= 0) return fail('duration', 'The duration must be more than zero.');
  if (s < 0) return fail('start', 'The entry would start before midnight: shorten the duration.');
  if (e > LAST) return fail('end', 'The entry would end after 23:59:59: split it at midnight.');
  const send = {
    start: start === undefined ? null : formatHms(start),
    end: end === undefined ? null : formatHms(end),
    duration: total === undefined ? null : formatHms(total),
  };
  return { fields, times: { start: formatHms(s), end: formatHms(e), duration: formatHms(t) }, computed, send };
}

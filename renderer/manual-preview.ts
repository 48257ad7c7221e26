// The quick entry's checks and live preview: any two of start, end and duration, the third
// computed by the service's rule (contract.md section 4), so the preview is what the service
// will store and nothing invalid is sent. The same rules and messages as the engine's
// main/core/manual-entry.ts, copied because the window imports nothing from main/ at run
// time; test/renderer/manual-preview.test.ts checks that the two agree.
//   total = duration if given, else end - start;
//   start = start if given, else end - total;
//   end   = start + total;
// refused: end before start, a start before 00:00:00, an end past 23:59:59.

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
}

const LAST = 86_399;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** `HH:MM:SS` of a number of seconds (hours not wrapped). */
export function formatHms(seconds: number): string {
  const s = Math.max(0, Math.trunc(seconds));
  return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
}

/** `HH:MM[:SS]` to seconds of the day, or undefined. */
export function parseClock(text: string): number | undefined {
  const m = /^(\d{1,2}):([0-5]\d)(?::([0-5]\d))?$/.exec(text.trim());
  if (!m) return undefined;
  const h = Number(m[1]);
  if (h > 23) return undefined;
  return h * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}

/** A duration as people type it (`1:30`, `1:30:00`, `1h30m`, `90m`, `1.5h`, `90`: minutes), or undefined. */
export function parseDurationInput(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  let m = /^(\d+):([0-5]\d)(?::([0-5]\d))?$/.exec(t);
  if (m) return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
  m = /^(?:(\d+(?:\.\d+)?)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?$/.exec(t);
  if (m && (m[1] !== undefined || m[2] !== undefined)) return Math.round(Number(m[1] ?? 0) * 3600) + Number(m[2] ?? 0) * 60;
  m = /^(\d+(?:\.\d+)?)$/.exec(t);
  if (m) return Math.round(Number(m[1]) * 60);
  return undefined;
}

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
  if (!validDate(form.date)) fields.date = 'Enter a date as YYYY-MM-DD.';
  if (form.projectId === null) fields.project = 'Choose a project.';
  const start = given(form.start) ? parseClock(form.start) : undefined;
  const end = given(form.end) ? parseClock(form.end) : undefined;
  const total = given(form.duration) ? parseDurationInput(form.duration) : undefined;
  if (given(form.start) && start === undefined) fields.start = 'Enter the start as HH:MM.';
  if (given(form.end) && end === undefined) fields.end = 'Enter the end as HH:MM.';
  if (given(form.duration) && total === undefined) fields.duration = 'Enter the duration as H:MM, 1h30m or minutes.';
  const present = ([['start', form.start], ['end', form.end], ['duration', form.duration]] as const).filter(([, v]) => given(v));
  const computed: TimeField | null = present.length === 2 ? (['start', 'end', 'duration'] as const).find((f) => !present.some(([p]) => p === f))! : null;
  if (present.length < 2) {
    if (!fields.start && !fields.end && !fields.duration) {
      const missing: TimeField = !given(form.start) ? 'start' : !given(form.end) ? 'end' : 'duration';
      fields[missing] = 'Give two of start, end and duration.';
    }
    return { fields, times: null, computed };
  }
  if (start === undefined && given(form.start)) return { fields, times: null, computed };
  if (end === undefined && given(form.end)) return { fields, times: null, computed };
  if (total === undefined && given(form.duration)) return { fields, times: null, computed };

  // contract.md 4, on create: total first, then start, then end.
  const t = total !== undefined ? total : end! - start!;
  const s = start !== undefined ? start : end! - t;
  const e = s + t;
  const fail = (field: TimeField, message: string): ManualPreview => ({ fields: { ...fields, [field]: message }, times: null, computed });
  if (total === undefined && end! < start!) return fail('end', 'The end is before the start.');
  if (present.length === 3 && end !== e) return fail('duration', `Start plus duration ends at ${formatHms(e)}, not at the end given.`);
  if (t <= 0) return fail('duration', 'The duration must be more than zero.');
  if (s < 0) return fail('start', 'The entry would start before midnight: shorten the duration.');
  if (e > LAST) return fail('end', 'The entry would end after 23:59:59: split it at midnight.');
  return { fields, times: { start: formatHms(s), end: formatHms(e), duration: formatHms(t) }, computed };
}

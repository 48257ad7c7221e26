// A manual entry checked before anything is sent: any two of start, end and duration, the
// third computed by the service's own rule (contract.md section 4), so the preview the
// window shows is exactly what the service will store.
//   total = duration if given, else end - start;
//   start = start if given, else end - total;
//   end   = start + total;
// refused: end before start, a start before 00:00:00, an end past 23:59:59.

import { formatHms } from '../time/local-time.ts';

export interface ManualEntryInput {
  readonly date: string;
  readonly projectId: number;
  readonly taskId: number | null;
  readonly description: string;
  /** `HH:MM` or `HH:MM:SS`; empty or absent when not given. */
  readonly start?: string | null;
  readonly end?: string | null;
  /** `H:MM`, `H:MM:SS`, `1h30m`, `90m`, `1.5h`; empty or absent when not given. */
  readonly duration?: string | null;
}

export interface ManualTimes {
  readonly timeStart: string;
  readonly timeEnd: string;
  readonly timeTotal: string;
  /** What is sent: only the fields the user gave (the service computes the third). */
  readonly sent: { timeStart?: string; timeEnd?: string; timeTotal?: string };
}

export type ManualCheck = { ok: true; times: ManualTimes } | { ok: false; fields: Record<string, string> };

const LAST = 86_399;

/** `HH:MM[:SS]` to seconds of the day, or undefined. */
export function parseClock(text: string): number | undefined {
  const m = /^(\d{1,2}):([0-5]\d)(?::([0-5]\d))?$/.exec(text.trim());
  if (!m) return undefined;
  const h = Number(m[1]);
  if (h > 23) return undefined;
  return h * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}

/** A duration in the forms people type, to seconds, or undefined. */
export function parseDurationInput(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  let m = /^(\d+):([0-5]\d)(?::([0-5]\d))?$/.exec(t);
  if (m) return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
  m = /^(?:(\d+(?:\.\d+)?)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?$/.exec(t);
  if (m && (m[1] !== undefined || m[2] !== undefined)) {
    return Math.round(Number(m[1] ?? 0) * 3600) + Number(m[2] ?? 0) * 60;
  }
  m = /^(\d+(?:\.\d+)?)$/.exec(t);
  if (m) return Math.round(Number(m[1]) * 60); // a bare number is minutes
  return undefined;
}

const given = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

export function checkManualEntry(input: ManualEntryInput, isKnownDate: (d: string) => boolean = () => true): ManualCheck {
  const fields: Record<string, string> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date) || Number.isNaN(Date.parse(`${input.date}T00:00:00Z`)) || !isKnownDate(input.date)) {
    fields.date = 'Enter a date as YYYY-MM-DD.';
  }
  if (!Number.isInteger(input.projectId) || input.projectId <= 0) fields.project = 'Choose a project.';
  const start = given(input.start) ? parseClock(input.start) : undefined;
  const end = given(input.end) ? parseClock(input.end) : undefined;
  const total = given(input.duration) ? parseDurationInput(input.duration) : undefined;
  if (given(input.start) && start === undefined) fields.start = 'Enter the start as HH:MM.';
  if (given(input.end) && end === undefined) fields.end = 'Enter the end as HH:MM.';
  if (given(input.duration) && total === undefined) fields.duration = 'Enter the duration as H:MM, 1h30m or minutes.';
  const count = [input.start, input.end, input.duration].filter(given).length;
  if (count < 2 && Object.keys(fields).length === 0) {
    const missing = !given(input.start) ? 'start' : !given(input.end) ? 'end' : 'duration';
    fields[missing] = 'Give two of start, end and duration.';
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };

  // contract.md 4, on create: total first, then start, then end.
  const t = total !== undefined ? total : end! - start!;
  const s = start !== undefined ? start : end! - t;
  const e = s + t;
  if (total === undefined && end! < start!) return { ok: false, fields: { end: 'The end is before the start.' } };
  if (count === 3 && end !== e) return { ok: false, fields: { duration: `Start plus duration ends at ${formatHms(e)}, not at the end given.` } };
  if (t <= 0) return { ok: false, fields: { duration: 'The duration must be more than zero.' } };
  if (s < 0) return { ok: false, fields: { start: 'The entry would start before midnight: shorten the duration.' } };
  if (e > LAST) return { ok: false, fields: { end: 'The entry would end after 23:59:59: split it at midnight.' } };
  const sent: ManualTimes['sent'] = {};
  if (start !== undefined) sent.timeStart = formatHms(start);
  if (end !== undefined) sent.timeEnd = formatHms(end);
  if (total !== undefined) sent.timeTotal = formatHms(total);
  return { ok: true, times: { timeStart: formatHms(s), timeEnd: formatHms(e), timeTotal: formatHms(t), sent } };
}

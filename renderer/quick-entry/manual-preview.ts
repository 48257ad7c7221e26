// The quick entry's checks and live preview: any two of start, end and duration, the third
// computed by the service's rule (contract.md section 4), so the preview is what the service
// will store and nothing invalid is sent. The same arithmetic and messages as the engine's
// main/core/commands/manual-entry.ts, copied because the window imports nothing from main/ at run
// time; test/renderer/quick-entry/manual-preview.test.ts checks that the two agree. The window reads
// more forms than the engine (9am, 9.30pm, 1h30: renderer/text/time-input.ts), so its messages
// for an unreadable time show both clocks, and it sends the engine only the normalised
// `HH:MM:SS` of each (`send`), which the engine's own check reads as the window did.
//   total = duration if given, else end - start (an end before the start is the next day's);
//   start = start if given, else end - total;
//   end   = start + total.
// An end typed as a length after the start (`+1:30`, as the command line's `<end|+duration>`)
// is the start plus that length: sent as that end time, the duration computed.
// An entry across midnight is the entries the person means, one per day (the first up to
// 23:59:59, the next from 00:00:00), both shown before Save. Refused: a date after today or
// more than a year back, an end equal to the start, 24 hours or more, three that disagree.

import type { HourCycle } from '../../main/core/snapshot.ts';
import { addDays } from '../text/time.ts';
import { formatHms, parseDurationInput, parseTimeOfDay } from '../text/time-input.ts';
import { readTypedHours, type HoursReading } from '../text/typed-hours.ts';
import { MIDDAY_S, timeMeant, type DayRule } from '../text/time-meant.ts';
import { i18n } from '../i18n/words.ts';

export type TimeField = 'start' | 'end' | 'duration';

export interface ManualForm {
  readonly date: string;
  /** null: no project chosen. */
  readonly projectId: number | null;
  readonly start: string;
  readonly end: string;
  readonly duration: string;
  /** The account's today (the snapshot's): the date may be neither after it nor more than a year before it. */
  readonly today?: string;
  /** The clock the messages name times in (the snapshot's `display.hourCycle`); on a 12-hour one `5:00` may be 5 PM. */
  readonly hourCycle: HourCycle;
  /** Seconds into the account's today now: a start of today typed without AM/PM is the latest such time not later; of an earlier day, the one nearest now's time of day. */
  readonly nowSeconds?: number;
  /** An edit: the entry's own start and end (seconds of its day); a time typed without AM/PM is the one nearest them. */
  readonly near?: { readonly from: number; readonly to: number };
  /** The locale lengths are read in (`1,5` hours in German; `1.500` asked there): the snapshot's `display.locale`; English when absent. */
  readonly locale?: string;
}

/** A length typed in Duration, or after `+` in End, that reads two ways in the locale: the field shows both to choose from. */
export interface LengthQuestion {
  readonly field: 'duration' | 'end';
  /** The text as typed. */
  readonly typed: string;
  /** The two readings, with what each writes into the field instead (`1:30`, `1500m`). */
  readonly readings: readonly [HoursReading, HoursReading];
}

/** One entry the form will make, on the day it falls: `HH:MM:SS` times. */
export interface PreviewPart {
  readonly date: string;
  readonly start: string;
  readonly end: string;
  readonly duration: string;
}

export interface ManualPreview {
  /** Errors by field (`date`, `project`, `start`, `end`, `duration`); empty when the entry can be sent. */
  readonly fields: Readonly<Record<string, string>>;
  /** The computed times when the arithmetic holds, as `HH:MM:SS`. */
  readonly times: { readonly start: string; readonly end: string; readonly duration: string } | null;
  /** The entries it makes, one per day (two across midnight), when the times hold. */
  readonly parts: readonly PreviewPart[] | null;
  /** The field the service will compute (the one left empty), when exactly two are given. */
  readonly computed: TimeField | null;
  /**
   * What to send for the three times when they hold (`times` is not null): each given one as
   * `HH:MM:SS` (the form the engine reads), null for the one left empty.
   */
  readonly send: { readonly start: string | null; readonly end: string | null; readonly duration: string | null } | null;
  /** A length that reads two ways: asked, never guessed (issue 72). */
  readonly ask: LengthQuestion | null;
}

/** What each time field asks for when its text cannot be read, worded in the language of the moment. */
export function timeMessages(): Readonly<Record<TimeField, string>> {
  return {
    start: i18n._({ id: 'quick.check.start', message: 'Enter the start time, e.g. 9:00 or 9:00 AM.' }),
    end: i18n._({ id: 'quick.check.end', message: 'Enter the end time, e.g. 17:30 or 5:30 PM, or the length after the start, e.g. +1:30.' }),
    duration: i18n._({ id: 'quick.check.duration', message: 'Enter the duration, e.g. 1:30, 1.5 (hours), 1h 30m or 90 (minutes).' }),
  };
}

const giveTwo = (): string => i18n._({ id: 'quick.check.giveTwo', message: 'Give two of start, end and duration.' });
const LAST = 86_399;
const DAY = 86_400;
const MAX_TOTAL = DAY - 1;

const given = (v: string): boolean => v.trim() !== '';

function validDate(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  // 2025-02-30 rolls over to March: not a date a person meant.
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The same calendar day a year before `date` (29 February falls to 1 March). */
function aYearBefore(date: string): string {
  const sameDay = `${String(Number(date.slice(0, 4)) - 1).padStart(4, '0')}${date.slice(4)}`;
  return validDate(sameDay) ? sameDay : addDays(`${sameDay.slice(0, 8)}28`, 1);
}

/** The date's own error, in the engine's words (main/core/commands/manual-entry.ts). */
function dateError(date: string, today: string | undefined): string | undefined {
  if (!validDate(date)) return i18n._({ id: 'quick.check.date', message: 'Enter a date.' });
  if (today === undefined) return undefined;
  if (date > today) return i18n._({ id: 'quick.check.future', message: '{date} has not come yet: enter the day the work was done (today, {today}, or earlier).', values: { date, today } });
  const earliest = aYearBefore(today);
  if (date < earliest) return i18n._({ id: 'quick.check.yearAgo', message: '{date} is more than a year ago: check the year (the earliest day is {earliest}).', values: { date, earliest } });
  return undefined;
}

function partsOf(date: string, start: number, total: number): PreviewPart[] {
  const part = (d: string, s: number, t: number): PreviewPart => ({ date: d, start: formatHms(s), end: formatHms(s + t), duration: formatHms(t) });
  if (start >= 0 && start + total <= LAST) return [part(date, start, total)];
  const firstDate = start < 0 ? addDays(date, -1) : date;
  const from = start < 0 ? start + DAY : start;
  const first = LAST - from;
  const second = total - first - 1;
  return second > 0 ? [part(firstDate, from, first), part(addDays(firstDate, 1), 0, second)] : [part(firstDate, from, first)];
}

const timeOfDay = (seconds: number): number => ((seconds % DAY) + DAY) % DAY;

/**
 * A time of day in a message, as the engine writes it (main/core/time/clock-format.ts,
 * seconds only when not zero): "10:30 AM" or "10:30", so the window's words and the
 * engine's are the same.
 */
function clockWords(seconds: number, hourCycle: HourCycle): string {
  const s = timeOfDay(Math.trunc(seconds));
  const h = Math.floor(s / 3600);
  const pad2 = (n: number) => String(n).padStart(2, '0');
  const tail = `${pad2(Math.floor((s % 3600) / 60))}${s % 60 !== 0 ? `:${pad2(s % 60)}` : ''}`;
  return hourCycle === 'h23' ? `${pad2(h)}:${tail}` : `${h % 12 === 0 ? 12 : h % 12}:${tail} ${h < 12 ? 'AM' : 'PM'}`;
}

/** An entry's own time, kept by an edit: read as it is. */
const KEPT = /^\d{2}:\d{2}:\d{2}$/;

/**
 * Start and end as the person means them (main/core/time/typed-entry-times.ts): read against
 * each other; a start alone against an edited entry's own times, else against now (of today:
 * not later; of an earlier day: a working day's, nearest its 1 PM).
 */
function meant(form: ManualForm): { start: number | undefined; end: number | undefined } {
  const start = given(form.start) ? parseTimeOfDay(form.start) : undefined;
  const end = given(form.end) && !lengthAfter(form.end) ? parseTimeOfDay(form.end) : undefined;
  const byNow: DayRule =
    form.nowSeconds === undefined ? { kind: 'as-typed' } : form.today !== undefined && form.date === form.today ? { kind: 'not-after', limit: form.nowSeconds } : { kind: 'nearest-clock', at: MIDDAY_S };
  const alone: DayRule = form.near === undefined ? byNow : { kind: 'near', from: form.near.from, to: form.near.to, tie: byNow };
  if (start !== undefined && end !== undefined && KEPT.test(form.start.trim()) && KEPT.test(form.end.trim())) return { start, end };
  if (start !== undefined && end !== undefined && KEPT.test(form.start.trim())) return { start, end: timeMeant(form.end, end, form.hourCycle, { kind: 'after', from: start }) };
  if (start !== undefined && end !== undefined && KEPT.test(form.end.trim())) return { start: timeMeant(form.start, start, form.hourCycle, { kind: 'before', to: end }), end };
  const s = start === undefined ? undefined : timeMeant(form.start, start, form.hourCycle, alone);
  const e = end === undefined ? undefined : timeMeant(form.end, end, form.hourCycle, s === undefined ? alone : { kind: 'after', from: s });
  if (s !== undefined && lengthAfter(form.end)) {
    const length = parseDurationInput(form.end, form.locale);
    // Under a day: a longer one is refused as any entry of 24 hours or more is.
    return { start: s, end: length === undefined || length > MAX_TOTAL ? undefined : timeOfDay(s + length) };
  }
  return { start: s, end: e };
}

/** An end typed as a length after the start: `+1:30`, `+45m`. */
const lengthAfter = (end: string): boolean => end.trim().startsWith('+');

// Here, not in time-input.ts, which the first screen loads: only Quick entry and Edit read a range.
// Two times of day joined by a dash (hyphen, en or em dash) or "to": "9:30-10:15", "9am to 10".
const RANGE = /^(.+?)\s*(?:-|–|—|\bto\b)\s*(.+)$/i;

/**
 * A range of two times of day typed in one field ("9:30-10:15", "9:30 – 10:15", "9am to
 * 10am"), as its two halves as typed; null when `text` is not two readable times so joined.
 */
export function splitTimeRange(text: string): { readonly from: string; readonly to: string } | null {
  const m = RANGE.exec(text.trim());
  if (!m) return null;
  const from = m[1]!.trim();
  const to = m[2]!.trim();
  return parseTimeOfDay(from) !== undefined && parseTimeOfDay(to) !== undefined ? { from, to } : null;
}

/**
 * A range typed as the start ("9:30-10:15", as Toggl and Clockify take one) is the start and
 * the end, when neither End nor Duration is given; with one of them given it is refused in
 * words (which of the three would the person keep?).
 */
function withRange(form: ManualForm): { form: ManualForm; refused?: string } {
  const range = given(form.start) ? splitTimeRange(form.start) : null;
  if (range === null) return { form };
  if (!given(form.end) && !given(form.duration)) return { form: { ...form, start: range.from, end: range.to } };
  return { form, refused: i18n._({ id: 'quick.check.range', message: '"{typed}" is a range: with End or Duration given, type the start alone ({from}), or clear them.', values: { typed: form.start.trim(), from: range.from } }) };
}

export function previewManualEntry(typed: ManualForm): ManualPreview {
  const fields: Record<string, string> = {};
  const { form, refused: rangeRefused } = withRange(typed);
  const badDate = dateError(form.date, form.today);
  if (badDate) fields.date = badDate;
  if (form.projectId === null) fields.project = i18n._({ id: 'start.chooseProject', message: 'Choose a project.' });
  const { start, end } = meant(form);
  const total = given(form.duration) ? parseDurationInput(form.duration, form.locale) : undefined;
  const ask = lengthQuestion(form);
  const messages = timeMessages();
  if (given(form.start) && start === undefined) fields.start = rangeRefused ?? messages.start;
  if (given(form.end) && end === undefined) {
    if (!lengthAfter(form.end)) fields.end = messages.end;
    else if (!given(form.start)) fields.end = i18n._({ id: 'quick.check.lengthNeedsStart', message: '{typed} is a length after the start: give the start time too.', values: { typed: form.end.trim() } });
    // After a start that cannot be read, the start's own message says what to fix.
    else if (start !== undefined) fields.end = messages.end;
  }
  if (given(form.duration) && total === undefined) fields.duration = ask?.field === 'duration' ? askedWords(ask) : messages.duration;
  if (ask?.field === 'end' && start !== undefined) fields.end = askedWords(ask);
  const present = ([['start', form.start], ['end', form.end], ['duration', form.duration]] as const).filter(([, v]) => given(v));
  const computed: TimeField | null = present.length === 2 ? (['start', 'end', 'duration'] as const).find((f) => !present.some(([p]) => p === f))! : null;
  const none = { times: null, parts: null, computed, send: null, ask };
  if (present.length < 2) {
    if (!fields.start && !fields.end && !fields.duration) {
      const missing: TimeField = !given(form.start) ? 'start' : !given(form.end) ? 'end' : 'duration';
      fields[missing] = giveTwo();
    }
    return { fields, ...none };
  }
  if (start === undefined && given(form.start)) return { fields, ...none };
  if (end === undefined && given(form.end)) return { fields, ...none };
  if (total === undefined && given(form.duration)) return { fields, ...none };

  // contract.md 4, on create: total first, then start, then end; 23:00 to 04:00 is five hours.
  const t = total !== undefined ? total : (end! - start! + DAY) % DAY;
  const s = start !== undefined ? start : end! - t;
  const e = s + t;
  const fail = (field: TimeField, message: string): ManualPreview => ({ fields: { ...fields, [field]: message }, ...none });
  if (total === undefined && t === 0) return fail('end', i18n._({ id: 'quick.check.sameEnd', message: 'The end is the same as the start: enter a later end, or a duration.' }));
  if (present.length === 3 && end !== timeOfDay(e)) {
    return fail('duration', i18n._({ id: 'quick.check.threeDisagree', message: 'Start plus duration ends at {end}, not at the end given: change one of the three, or clear one.', values: { end: clockWords(e, form.hourCycle) } }));
  }
  if (t <= 0) return fail('duration', i18n._({ id: 'quick.check.zero', message: 'The duration must be more than zero.' }));
  if (t > MAX_TOTAL) return fail('duration', i18n._({ id: 'quick.check.tooLong', message: 'An entry lasts less than 24 hours: enter longer work as one entry per day.' }));
  const send = {
    start: start === undefined ? null : formatHms(start),
    end: end === undefined ? null : formatHms(end),
    duration: total === undefined ? null : formatHms(total),
  };
  return {
    fields,
    times: { start: formatHms(timeOfDay(s)), end: formatHms(timeOfDay(e)), duration: formatHms(t) },
    parts: validDate(form.date) ? partsOf(form.date, s, t) : null,
    computed,
    send,
    ask: null,
  };
}

/** The length in Duration, or after `+` in End, that reads two ways in the form's locale; null when none does. */
function lengthQuestion(form: ManualForm): LengthQuestion | null {
  const locale = form.locale ?? 'en-US';
  for (const field of ['duration', 'end'] as const) {
    if (!given(form[field]) || (field === 'end' && !lengthAfter(form.end))) continue;
    const read = readTypedHours(form[field], locale);
    if (!read.ok && read.ask !== undefined) return { field, typed: form[field].trim(), readings: read.ask };
  }
  return null;
}

/** The field's message while a question stands: what the choice below it is for. */
function askedWords(q: LengthQuestion): string {
  const [a, b] = q.readings;
  return i18n._({ id: 'quick.check.twoWays', message: '"{typed}" reads two ways: choose {a} or {b} below, or type {writeA} or {writeB}.', values: { typed: q.typed, a: a.says, b: b.says, writeA: a.write, writeB: b.write } });
}

/**
 * While typing, before the first Save shows errors at the fields: why the preview is empty
 * though a time field holds text (`+1:3` half typed, `soon`), in its field's words; '' when
 * there is a preview or nothing to say.
 */
export function whyNoPreview(p: ManualPreview, typed: Readonly<Record<TimeField, string>>): string {
  if (p.times !== null) return '';
  const f = (['start', 'end', 'duration'] as const).find((k) => given(typed[k]) && p.fields[k] !== undefined && p.fields[k] !== giveTwo());
  return f === undefined ? '' : p.fields[f]!;
}

// A time a person typed, read as they mean it: the one reading the window and the command
// line share (both send the text as typed; the engine reads it here). On a 12-hour clock a time
// without AM or PM is the nearest sensible one, which depends on what it is for (`TimeRule`):
// at 3:37 PM a start of `3:30` is 3:30 PM, not a run of twelve hours from 3:30 AM. A 24-hour
// clock reads a time as typed. Clock forms are read by hand (`9:40`, `9:40 pm`, `9pm`,
// `21.30`); phrases by chrono-node (`10 minutes ago`, `yesterday 17:00`, `noon`), whose own
// guess at a missing AM/PM is replaced by the rule. A bare number and words left over are
// refused rather than guessed at: `17` could be a time or minutes.

import * as chrono from 'chrono-node';
import type { HourCycle } from '../snapshot.ts';
import { formatClockTime } from './clock-format.ts';
import { addDays, localDate } from './local-time.ts';
import { startOfLocalDate } from './local-calendar.ts';

/** Which of the readings of a time without AM/PM the person means. */
export type TimeRule =
  /** A start: the latest reading not later than `limit` (now), the day before included. */
  | { readonly kind: 'latest-not-after'; readonly limit: number }
  /** A time inside an entry: the reading between `from` and `to`. */
  | { readonly kind: 'within'; readonly from: number; readonly to: number }
  /** An end after a start that stays: the earliest reading later than `from`. */
  | { readonly kind: 'after'; readonly from: number }
  /** A start before an end that stays: the latest reading earlier than `to`. */
  | { readonly kind: 'before'; readonly to: number }
  /** No context: as typed. */
  | { readonly kind: 'as-typed' };

export interface TypedTimeContext {
  /** Epoch ms; chrono-node's relative phrases count from it. */
  readonly now: number;
  readonly offsetMinutes: number;
  /** The person's clock: only a 12-hour one makes `3:30` ambiguous. */
  readonly hourCycle: HourCycle;
  /** The local day (`YYYY-MM-DD`) a time of day alone falls on; today when absent. */
  readonly day?: string;
}

/** The instant meant (epoch ms, whole seconds), or a sentence saying what to type instead. */
export type TypedTime = { readonly ok: true; readonly at: number } | { readonly ok: false; readonly message: string };

const HOUR = 3600;
// Hours, then minutes after `:` or `.` (and seconds), then AM/PM in any common spelling; or hours and AM/PM alone.
const CLOCK = /^(\d{1,2})(?:[:.](\d{2})(?:[:.](\d{2}))?)?\s*(?:([ap])\.?\s*m?\.?)?$/i;

/** A time of day as read: seconds after midnight, and whether its half of the day was said. */
interface TimeOfDay {
  readonly seconds: number;
  /** Hours 1 to 12 with no AM/PM: the other half of the day is a reading too. */
  readonly open: boolean;
}

function example(hourCycle: HourCycle): string {
  return formatClockTime(9 * HOUR + 40 * 60, hourCycle);
}

function clockForm(text: string): TimeOfDay | 'bad' | undefined {
  const m = CLOCK.exec(text);
  if (!m || (m[2] === undefined && m[4] === undefined)) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  const sec = Number(m[3] ?? 0);
  if (min > 59 || sec > 59) return 'bad';
  if (m[4] !== undefined) {
    if (h < 1 || h > 12) return 'bad';
    return { seconds: ((h % 12) + (m[4].toLowerCase() === 'p' ? 12 : 0)) * HOUR + min * 60 + sec, open: false };
  }
  if (h > 23) return 'bad';
  // A leading zero ("03:30") is the 24-hour way of writing it: read as typed.
  return { seconds: h * HOUR + min * 60 + sec, open: h >= 1 && h <= 12 && !m[1]!.startsWith('0') };
}

/** The instants a time of day may mean on `day`, as typed first. */
function readings(tod: TimeOfDay, ctx: TypedTimeContext, rule: TimeRule): number[] {
  const day = ctx.day ?? localDate(ctx.now, ctx.offsetMinutes);
  const open = tod.open && ctx.hourCycle === 'h12';
  const seconds = open ? [tod.seconds, (tod.seconds + 12 * HOUR) % (24 * HOUR)] : [tod.seconds];
  // Only an open reading reaches back a day: at 1 AM a start of `11:30` is 11:30 PM yesterday.
  const days = open && rule.kind === 'latest-not-after' ? [day, addDays(day, -1)] : [day];
  return days.flatMap((d) => seconds.map((s) => startOfLocalDate(d, ctx.offsetMinutes) + s * 1000));
}

function pick(candidates: readonly number[], rule: TimeRule): number {
  const typed = candidates[0]!;
  const sorted = [...candidates].sort((a, b) => a - b);
  switch (rule.kind) {
    case 'latest-not-after':
      return sorted.filter((c) => c <= rule.limit).at(-1) ?? typed;
    case 'within':
      return sorted.find((c) => c >= rule.from && c <= rule.to) ?? typed;
    case 'after':
      return sorted.find((c) => c > rule.from) ?? typed;
    case 'before':
      return sorted.filter((c) => c < rule.to).at(-1) ?? typed;
    case 'as-typed':
      return typed;
  }
}

/** A phrase chrono-node reads whole, or why not. */
function phrase(text: string, ctx: TypedTimeContext, rule: TimeRule): TypedTime {
  const found = chrono.parse(text, { instant: new Date(ctx.now), timezone: ctx.offsetMinutes });
  const hit = found[0];
  const unread = hit === undefined ? text : `${text.slice(0, hit.index)} ${text.slice(hit.index + hit.text.length)}`.trim();
  if (hit === undefined || found.length > 1 || unread !== '') {
    const words = hit === undefined ? `"${text}"` : `"${unread}" in "${text}"`;
    return { ok: false, message: `${words} is not a time Stint can place: type a time of day such as ${example(ctx.hourCycle)}, or how long ago, such as 10 minutes ago.` };
  }
  const start = hit.start;
  if (start.isCertain('day') || start.isCertain('weekday') || start.tags().has('result/relativeDate')) {
    return { ok: true, at: Math.floor(start.date().getTime() / 1000) * 1000 };
  }
  const h = start.get('hour') ?? 0;
  const seconds = h * HOUR + (start.get('minute') ?? 0) * 60 + (start.get('second') ?? 0);
  const named = /noon|midnight|morning|afternoon|evening|night/i.test(text);
  return { ok: true, at: pick(readings({ seconds, open: !start.isCertain('meridiem') && !named && h >= 1 && h <= 12 }, ctx, rule), rule) };
}

/** Reads `text` as the instant the person means by it under `rule`. */
export function readTypedTime(text: string, ctx: TypedTimeContext, rule: TimeRule): TypedTime {
  // \s covers the narrow no-break space Intl puts before "AM", so a pasted time reads too.
  const t = text.trim().replace(/\s+/g, ' ');
  if (t === '') return { ok: false, message: `Type a time such as ${example(ctx.hourCycle)}.` };
  if (/^\d+$/.test(t)) {
    return { ok: false, message: `"${t}" is a number, not a time: type a time of day with its minutes, such as ${example(ctx.hourCycle)}.` };
  }
  const tod = clockForm(t);
  if (tod === 'bad') return { ok: false, message: `"${t}" is not a time of day: type one such as ${example(ctx.hourCycle)}.` };
  if (tod !== undefined) return { ok: true, at: pick(readings(tod, ctx, rule), rule) };
  return phrase(t, ctx, rule);
}

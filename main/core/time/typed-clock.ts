// A time of day as a person types it on a clock (`9:40`, `9:40 pm`, `9pm`, `21.30`, `14h30`), read as
// they mean it: on a 12-hour clock a time without AM or PM is the nearest sensible one for
// what it is for (`TimeRule`): at 3:37 PM a start of `3:30` is 3:30 PM, not a run of twelve
// hours from 3:30 AM. A 24-hour clock, a leading zero (`03:30`) or seconds read as typed. A bare
// number is refused: `17` could be a time or minutes. No library: the window reads its
// previews with this alone; phrases (`10 minutes ago`) are typed-time.ts's, in the engine.

import type { HourCycle } from '../snapshot.ts';
import { formatClockTime } from './clock-format.ts';
import { addDays, localDate } from './local-time.ts';
import { startOfLocalDate } from './local-calendar.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

/** Which of the readings of a time without AM/PM the person means. */
export type TimeRule =
  /** A start: the latest reading not later than `limit` (now), the day before included unless `sameDay` (an entry's own day is given). */
  | { readonly kind: 'latest-not-after'; readonly limit: number; readonly sameDay?: boolean }
  /** A time inside an entry: the reading between `from` and `to`. */
  | { readonly kind: 'within'; readonly from: number; readonly to: number }
  /** An end after a start that stays: the earliest reading later than `from`. */
  | { readonly kind: 'after'; readonly from: number }
  /** A start before an end that stays: the latest reading earlier than `to`. */
  | { readonly kind: 'before'; readonly to: number }
  /**
   * An edit: the reading nearest the entry's own times (`from` its start `to` its end), so
   * `4:15` for an entry at 4 PM to 5 PM is 4:15 PM on any day; as near either way, by `tie`.
   */
  | { readonly kind: 'near'; readonly from: number; readonly to: number; readonly tie: TimeRule }
  /**
   * A start of an earlier day, with no entry to be near: the reading whose time of day is
   * nearest `at`'s, round the clock (typed-entry-times.ts gives that day's 1 PM: `9:00` is
   * 9:00 AM, `4:00` is 4:00 PM). Six hours either way: as typed.
   */
  | { readonly kind: 'nearest-clock'; readonly at: number }
  /** No context: as typed. */
  | { readonly kind: 'as-typed' };

export interface TypedTimeContext {
  /** Epoch ms. */
  readonly now: number;
  readonly offsetMinutes: number;
  /** The person's clock: only a 12-hour one makes `3:30` ambiguous. */
  readonly hourCycle: HourCycle;
  /** The local day (`YYYY-MM-DD`) a time of day alone falls on; today when absent. */
  readonly day?: string;
  /** The words a time that cannot be read is refused in; English when absent. */
  readonly words?: I18n;
}

/** The instant meant (epoch ms, whole seconds), or a sentence saying what to type instead. */
export type TypedTime = { readonly ok: true; readonly at: number } | { readonly ok: false; readonly message: string };

/** A reading of typed text; undefined when it is no clock form (a phrase, perhaps). */
export type TimeReader = (text: string, ctx: TypedTimeContext, rule: TimeRule) => TypedTime | undefined;

const HOUR = 3600;
// Hours, then minutes after `:`, `.` or `h` (`14h30`, as French and Brazilian people write a
// time; issue 72) and seconds, then AM/PM in any common spelling; or hours and AM/PM alone.
const CLOCK = /^(\d{1,2})(?:[:.h](\d{2})(?:[:.](\d{2}))?)?\s*(?:([ap])\.?\s*m?\.?)?$/i;

/** A time of day as read: seconds after midnight, and whether its half of the day was left open. */
export interface TimeOfDay {
  readonly seconds: number;
  /** Hours 1 to 12 with no AM/PM: the other half of the day is a reading too (on a 12-hour clock). */
  readonly open: boolean;
}

/** Why `typed` is refused where a time of day goes. */
export function notTimeOfDay(typed: string, hourCycle: HourCycle, i18n: I18n): string {
  return i18n._({ id: 'typed.time.notTimeOfDay', message: '"{typed}" is not a time of day: type one such as {example}.', values: { typed, example: timeExample(hourCycle) } });
}

/** The example every message names, in the person's clock. */
export function timeExample(hourCycle: HourCycle): string {
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
  // A leading zero ("03:30") is the 24-hour way of writing it, and a time to the second
  // (`HH:MM:SS`) is an entry's own or the window's as it meant it: read as typed.
  return { seconds: h * HOUR + min * 60 + sec, open: h >= 1 && h <= 12 && !m[1]!.startsWith('0') && m[3] === undefined };
}

/** The instants a time of day may mean, as typed first. */
function readings(tod: TimeOfDay, ctx: TypedTimeContext, rule: TimeRule): number[] {
  const day = ctx.day ?? localDate(ctx.now, ctx.offsetMinutes);
  const open = tod.open && ctx.hourCycle === 'h12';
  const seconds = open ? [tod.seconds, (tod.seconds + 12 * HOUR) % (24 * HOUR)] : [tod.seconds];
  // Only an open reading reaches back a day: at 1 AM a start of `11:30` is 11:30 PM yesterday.
  const days = open && rule.kind === 'latest-not-after' && rule.sameDay !== true ? [day, addDays(day, -1)] : [day];
  return days.flatMap((d) => seconds.map((s) => startOfLocalDate(d, ctx.offsetMinutes) + s * 1000));
}

const DAY_MS = 86_400_000;

/** How far apart two instants' times of day are, round the clock (at most twelve hours). */
function clockDistance(a: number, b: number): number {
  const d = (((a - b) % DAY_MS) + DAY_MS) % DAY_MS;
  return Math.min(d, DAY_MS - d);
}

/** The candidates nearest by `distance` (both, when as near), in their order. */
function nearest(candidates: readonly number[], distance: (c: number) => number): number[] {
  const least = Math.min(...candidates.map(distance));
  return candidates.filter((c) => distance(c) === least);
}

function pick(candidates: readonly number[], rule: TimeRule): number {
  const typed = candidates[0]!;
  const sorted = [...candidates].sort((a, b) => a - b);
  switch (rule.kind) {
    case 'near':
      // The tie's rule sees only the nearest, as typed first.
      return pick(nearest(candidates, (c) => Math.max(0, rule.from - c, c - rule.to)), rule.tie);
    case 'nearest-clock': {
      const best = nearest(candidates, (c) => clockDistance(c, rule.at));
      return best.length === 1 ? best[0]! : typed;
    }
    case 'latest-not-after':
      return sorted.filter((c) => c <= rule.limit).at(-1) ?? typed;
    case 'within':
      return sorted.find((c) => c >= rule.from && c <= rule.to) ?? typed;
    case 'after':
      // The same time as the start, typed again, is that time (an entry of no length, refused as such), not twelve hours.
      return typed === rule.from ? typed : (sorted.find((c) => c > rule.from) ?? typed);
    case 'before':
      return sorted.filter((c) => c < rule.to).at(-1) ?? typed;
    case 'as-typed':
      return typed;
  }
}

/** The instant a time of day read elsewhere (a phrase's) means under `rule`. */
export function nearestReading(tod: TimeOfDay, ctx: TypedTimeContext, rule: TimeRule): number {
  return pick(readings(tod, ctx, rule), rule);
}

/** Reads a clock form under `rule`: the instant, why not, or undefined when `text` is no clock form. */
export const readTypedClock: TimeReader = (text, ctx, rule) => {
  // \s covers the narrow no-break space Intl puts before "AM", so a pasted time reads too.
  const t = text.trim().replace(/\s+/g, ' ');
  const i18n = ctx.words ?? sourceWords();
  const values = { typed: t, example: timeExample(ctx.hourCycle) };
  if (t === '') return { ok: false, message: i18n._({ id: 'typed.time.empty', message: 'Type a time such as {example}.', values }) };
  if (/^\d+$/.test(t)) {
    return { ok: false, message: i18n._({ id: 'typed.time.number', message: '"{typed}" is a number, not a time: type a time of day with its minutes, such as {example}.', values }) };
  }
  // `9h` alone stays no clock form: at `started` it could be a length without its `ago`. `14h30` is a time.
  const tod = clockForm(t);
  if (tod === 'bad') return { ok: false, message: notTimeOfDay(t, ctx.hourCycle, i18n) };
  return tod === undefined ? undefined : { ok: true, at: nearestReading(tod, ctx, rule) };
};

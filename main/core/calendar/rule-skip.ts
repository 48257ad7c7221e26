// A repeating event read from near the days asked, not from its first start: a daily standup
// since 1990 is 13,000 occurrences before today, and ical.js can only walk to today one by
// one. A rule whose pattern repeats with a fixed period of wall time (SECONDLY to WEEKLY,
// with no part that depends on the month or the year, and no COUNT, which counts from the
// first start) has the same occurrences after its start moved by whole periods; ical.js
// takes that moved start through Event.iterator(startTime). Other rules (monthly, yearly,
// COUNT) are walked from their start, within the calendar's work (rule-guard.ts).
import ICAL from 'ical.js';
import { instantOf } from './calendar-instant.ts';

const DAY_S = 86_400;
const WEEK_S = 7 * DAY_S;
const UNIT_S: Readonly<Record<string, number>> = { SECONDLY: 1, MINUTELY: 60, HOURLY: 3600, DAILY: DAY_S, WEEKLY: WEEK_S };
/** Parts whose match depends on where in the month or the year a time falls. */
const CALENDAR_BOUND = ['BYMONTH', 'BYWEEKNO', 'BYYEARDAY', 'BYMONTHDAY', 'BYSETPOS'];

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;

/** How far a start may move with every later occurrence kept: whole wall seconds, or whole months. */
export type Period = { readonly seconds: number } | { readonly months: number };

/** The rule's period, or null when it has none Stint relies on. */
export function periodOf(rule: ICAL.Recur): Period | null {
  if (rule.count !== null || !Number.isInteger(rule.interval) || rule.interval < 1) return null;
  const parts: Record<string, unknown[] | undefined> = rule.parts;
  // Within a month every part is read against that month alone (its length, its weekdays).
  if (rule.freq === 'MONTHLY') return 'BYWEEKNO' in parts || 'BYYEARDAY' in parts ? null : { months: rule.interval };
  const unit = UNIT_S[rule.freq];
  if (unit === undefined || CALENDAR_BOUND.some((p) => p in parts)) return null;
  // An ordinal weekday (2TU) counts within a month or a year.
  if ((parts.BYDAY ?? []).some((d) => typeof d !== 'string' || /\d/.test(d))) return null;
  let period = unit * rule.interval;
  if ('BYHOUR' in parts || 'BYMINUTE' in parts || 'BYSECOND' in parts) period = lcm(period, DAY_S);
  if ('BYDAY' in parts || rule.freq === 'WEEKLY') period = lcm(period, WEEK_S);
  return { seconds: period };
}

/** The period of all the event's rules together; null when one has none, or the event has no rule. */
export function eventPeriod(event: ICAL.Component): Period | null {
  const periods = event.getAllProperties('rrule').map((p) => p.getFirstValue()).map((rule) => (rule instanceof ICAL.Recur ? periodOf(rule) : null));
  if (periods.length === 0 || periods.some((p) => p === null)) return null;
  if (periods.every((p) => p !== null && 'seconds' in p)) return { seconds: periods.reduce((a, p) => lcm(a, (p as { seconds: number }).seconds), 1) };
  if (periods.every((p) => p !== null && 'months' in p)) return { months: periods.reduce((a, p) => lcm(a, (p as { months: number }).months), 1) };
  return null;
}

/**
 * The event's start moved on by whole periods to the last such time at or before `beforeMs`,
 * or null when no whole period fits (or the move cannot keep the pattern). Wall time is
 * moved, as ical.js steps in it: the clocks' changes keep the period's meaning.
 */
export function startNear(event: ICAL.Component, start: ICAL.Time, period: Period, beforeMs: number, floatingOffsetMinutes: number): ICAL.Time | null {
  const gapMs = beforeMs - instantOf(start, floatingOffsetMinutes);
  if (!(gapMs > 0)) return null;
  if ('seconds' in period) {
    if (start.isDate && period.seconds % DAY_S !== 0) return null;
    const seconds = Math.floor(gapMs / 1000 / period.seconds) * period.seconds;
    if (seconds < period.seconds || !Number.isSafeInteger(seconds)) return null;
    const moved = start.clone();
    moved.adjust(Math.floor(seconds / DAY_S), 0, 0, seconds % DAY_S);
    // A change of the clocks between the two can put the moved start past `beforeMs`: one period less.
    if (instantOf(moved, floatingOffsetMinutes) > beforeMs) moved.adjust(-Math.floor(period.seconds / DAY_S), 0, 0, -(period.seconds % DAY_S));
    return instantOf(moved, floatingOffsetMinutes) <= beforeMs && moved.compare(start) > 0 ? moved : null;
  }
  // A month's occurrences are found from its first day when a part names the days; else on
  // the start's own day, which every month has only up to the 28th.
  const named = event.getAllProperties('rrule').some((p) => {
    const parts: Record<string, unknown> = (p.getFirstValue() as ICAL.Recur).parts;
    return 'BYDAY' in parts || 'BYMONTHDAY' in parts;
  });
  if (!named && start.day > 28) return null;
  const before = new Date(beforeMs);
  const months = (before.getUTCFullYear() - start.year) * 12 + (before.getUTCMonth() + 1 - start.month);
  // The month `beforeMs` falls in, or one period earlier when its wall time is read past it.
  for (let periods = Math.floor(months / period.months); periods >= 1 && periods >= Math.floor(months / period.months) - 1; periods--) {
    const moved = start.clone();
    if (named) moved.day = 1;
    const month = start.month - 1 + periods * period.months;
    moved.year = start.year + Math.floor(month / 12);
    moved.month = (month % 12) + 1;
    if (instantOf(moved, floatingOffsetMinutes) <= beforeMs) return moved;
  }
  return null;
}

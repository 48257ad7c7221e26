// The day's and the week's target: the hours a working day is meant to hold (the user's
// `capacity_per_day` on the service, or the settings' own), on the working days (the
// settings' target days, else the days of the settings' working hours, else the user's
// `work_days`), against what was tracked. Pure: the engine passes the figures in, and the
// tray, the status bars and the command line write the same line from it.
//
// Minutes add up in the words: what is shown as done is whole minutes (as the totals show
// it), and what is left is the target less those, so "7:59 of 8:00, 0:01 left" never reads
// "0:00 left" while something is.

import type { DayTargetView, DayTotal } from '../snapshot.ts';
import { addDays } from '../time/local-time.ts';
import { weekdayOf } from '../time/local-calendar.ts';
import { formatDuration } from './totals.ts';
import { wordsFor, type I18n } from '../../i18n/words.ts';

// English's words (the default below) are asked for on a call given none, not at import: a
// person who uses another language never has English's catalog parsed (main/i18n/catalogs.ts).

/** The settings' `target` group, as far as the plan reads it. */
export interface TargetChoice {
  readonly hoursPerDay: number | null;
  readonly workDays: readonly number[] | null;
}

/** What the user's record on the service says; null fields: it did not say. */
export interface ServiceCapacity {
  readonly capacityPerDay: number | null;
  readonly workDays: readonly number[] | null;
}

export interface TargetPlan {
  /** Whole minutes, in seconds. */
  readonly secondsPerDay: number;
  readonly workDays: readonly number[];
  readonly hoursFrom: DayTargetView['hoursFrom'];
  readonly daysFrom: DayTargetView['daysFrom'];
}

const DEFAULT_DAYS: readonly number[] = [1, 2, 3, 4, 5];

function days(list: readonly number[]): number[] {
  return [...new Set(list.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6))].sort((a, b) => a - b);
}

function usableHours(h: number | null | undefined): h is number {
  return typeof h === 'number' && Number.isFinite(h) && h >= 0 && h <= 24;
}

/**
 * The plan, or null when no hours are known or they are 0 (no target). The settings' days of
 * working hours come before the service's days: a person who set Monday to Thursday there
 * works those days, whatever the account says.
 */
export function resolveTargetPlan(choice: TargetChoice, workingHoursDays: readonly number[] | null, service: ServiceCapacity | null): TargetPlan | null {
  const own = usableHours(choice.hoursPerDay);
  const hours = own ? choice.hoursPerDay : service?.capacityPerDay;
  if (!usableHours(hours) || hours === 0) return null;
  const secondsPerDay = Math.round(hours * 60) * 60;
  if (secondsPerDay === 0) return null;
  const hoursFrom = own ? 'settings' : 'user';
  if (choice.workDays !== null && days(choice.workDays).length > 0) return { secondsPerDay, workDays: days(choice.workDays), hoursFrom, daysFrom: 'settings' };
  if (workingHoursDays !== null && days(workingHoursDays).length > 0) return { secondsPerDay, workDays: days(workingHoursDays), hoursFrom, daysFrom: 'working_hours' };
  // An empty list on the record is an account nobody set up, not a person who never works.
  if (service?.workDays && days(service.workDays).length > 0) return { secondsPerDay, workDays: days(service.workDays), hoursFrom, daysFrom: 'user' };
  return { secondsPerDay, workDays: DEFAULT_DAYS, hoursFrom, daysFrom: 'default' };
}

/** The first day of the calendar week holding `date`. */
export function weekStartOf(date: string, firstDayOfWeek: number): string {
  return addDays(date, -((weekdayOf(date) - firstDayOfWeek + 7) % 7));
}

export interface DayTargetInput {
  readonly plan: TargetPlan;
  readonly today: string;
  readonly firstDayOfWeek: number;
  /** The seven days ending today with the running entry counted (views/totals.ts `computeTotals().week`). */
  readonly days: readonly DayTotal[];
}

export function dayTarget(i: DayTargetInput): DayTargetView {
  const { plan, today } = i;
  const workingDay = plan.workDays.includes(weekdayOf(today));
  const targetSeconds = workingDay ? plan.secondsPerDay : 0;
  const doneSeconds = i.days.find((d) => d.date === today)?.seconds ?? 0;
  const start = weekStartOf(today, i.firstDayOfWeek);
  const end = addDays(start, 6);
  let workingDays = 0;
  for (let d = 0; d < 7; d++) if (plan.workDays.includes(weekdayOf(addDays(start, d)))) workingDays++;
  const weekTarget = workingDays * plan.secondsPerDay;
  const weekDone = i.days.filter((d) => d.date >= start && d.date <= today).reduce((sum, d) => sum + d.seconds, 0);
  return Object.freeze({
    date: today,
    workingDay,
    targetSeconds,
    doneSeconds,
    leftSeconds: Math.max(0, targetSeconds - doneSeconds),
    hoursFrom: plan.hoursFrom,
    daysFrom: plan.daysFrom,
    workDays: Object.freeze([...plan.workDays]),
    week: Object.freeze({ start, end, workingDays, targetSeconds: weekTarget, doneSeconds: weekDone, leftSeconds: Math.max(0, weekTarget - weekDone) }),
  });
}

/** Whole minutes of `seconds`, truncated as the totals show them. */
function shownMinutes(seconds: number): number {
  return Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds / 60)) : 0;
}

/**
 * "6:12 of 8:00, 1:48 left"; "8:00 of 8:00, reached"; "8:30 of 8:00, 0:30 over". English
 * unless given other words: the command line's and the window's copy
 * (renderer/text/target-words.ts, held to this one) are English until converted.
 */
export function progressWords(doneSeconds: number, targetSeconds: number, i18n: I18n = wordsFor('en')): string {
  const done = shownMinutes(doneSeconds);
  const target = shownMinutes(targetSeconds);
  const values = { done: formatDuration(done * 60), target: formatDuration(target * 60) };
  if (done < target) return i18n._({ id: 'target.progress.left', message: '{done} of {target}, {left} left', values: { ...values, left: formatDuration((target - done) * 60) } });
  return done === target
    ? i18n._({ id: 'target.progress.reached', message: '{done} of {target}, reached', values })
    : i18n._({ id: 'target.progress.over', message: '{done} of {target}, {over} over', values: { ...values, over: formatDuration((done - target) * 60) } });
}

/**
 * Today's line with `doneSeconds` counted now (the tray's own total): null on a day off or
 * without a target (the tray then shows the total alone), or when the target is of another day.
 */
export function targetLine(target: DayTargetView | null | undefined, today: string, doneSeconds: number, i18n: I18n = wordsFor('en')): string | null {
  if (!target || !target.workingDay || target.targetSeconds <= 0 || target.date !== today) return null;
  return progressWords(doneSeconds, target.targetSeconds, i18n);
}

/**
 * The week's line with today's total counted now: the other days as of the snapshot plus
 * today's live total (with several accounts, both every account's: accounts/person-target.ts;
 * the window adds them the same way, renderer/text/target-words.ts `weekDoneNow`). Null
 * without a target, or when the week has no working day.
 */
export function weekTargetLine(target: DayTargetView | null | undefined, today: string, todayDoneSeconds: number, i18n: I18n = wordsFor('en')): string | null {
  if (!target || target.date !== today || target.week.targetSeconds <= 0) return null;
  return progressWords(target.week.doneSeconds - target.doneSeconds + todayDoneSeconds, target.week.targetSeconds, i18n);
}

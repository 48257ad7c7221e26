// When the person works, in the account's zone: from the settings' override when there is
// one (several windows a day make a lunch break), else from the user's record on the
// service. Reminders use it so that nobody is reminded at 22:00 on a Sunday.

import { localDate, addDays } from '../time/local-time.ts';
import { SECONDS_PER_DAY, parseTimeOfDay, startOfLocalDate, weekdayOf } from '../time/local-calendar.ts';
import type { ServiceWorkingHours } from '../snapshot.ts';

/** The hours fields of the user's record (`work_start_at`/`work_end_at` are `HH:MM:SS`). */
export interface UserHours {
  readonly workDays: readonly number[];
  readonly workStartAt: string | null;
  readonly workEndAt: string | null;
}

/** The settings' override: the same windows (`HH:MM`, end up to `24:00`) on each of `days`. */
export interface HoursOverride {
  readonly days: readonly number[];
  readonly windows: readonly { readonly start: string; readonly end: string }[];
}

export interface WorkWindowSeconds {
  /** Seconds after local midnight. */
  readonly start: number;
  /** Seconds after the same midnight; past 86 400 when the window ends the next day. */
  readonly end: number;
}

export interface WorkSchedule {
  /** `default` when neither the settings nor the user's record say (Monday-Friday 09:00-17:00 assumed). */
  readonly source: 'settings' | 'user' | 'default';
  /** Days a window starts on, 0 Sunday .. 6 Saturday. */
  readonly days: readonly number[];
  readonly windows: readonly WorkWindowSeconds[];
}

const DEFAULT_DAYS: readonly number[] = [1, 2, 3, 4, 5];
const DEFAULT_START = 9 * 3600;
const DEFAULT_END = 17 * 3600;

function validDays(days: readonly number[]): number[] {
  return [...new Set(days.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6))].sort((a, b) => a - b);
}

/** A window whose end is not after its start runs past midnight (a night shift). */
function window(start: number, end: number): WorkWindowSeconds | null {
  if (end === start) return null;
  return { start, end: end > start ? end : end + SECONDS_PER_DAY };
}

export function resolveWorkSchedule(user: UserHours | null, override: HoursOverride | null): WorkSchedule {
  // The engine asks at every tick and every snapshot, nearly always with the same hours (an
  // engine per account: a few sets of them): the last answers are kept with a copy of what
  // each was made of, compared value by value.
  const known = keptSchedules.find((k) => sameHours(k.user, user) && sameOverride(k.override, override));
  if (known !== undefined) return known.schedule;
  const schedule = resolveAnew(user, override);
  keptSchedules.unshift({
    user: user === null ? null : { workDays: [...user.workDays], workStartAt: user.workStartAt, workEndAt: user.workEndAt },
    override: override === null ? null : { days: [...override.days], windows: override.windows.map((w) => ({ start: w.start, end: w.end })) },
    schedule,
  });
  keptSchedules.length = Math.min(keptSchedules.length, KEPT_SCHEDULES);
  return schedule;
}

const KEPT_SCHEDULES = 4;
const keptSchedules: { readonly user: UserHours | null; readonly override: HoursOverride | null; readonly schedule: WorkSchedule }[] = [];

/** Strict equality element by element (a day given as the text "1" is not the number 1, which validDays treats differently). */
function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameHours(a: UserHours | null, b: UserHours | null): boolean {
  if (a === null || b === null) return a === b;
  return a.workStartAt === b.workStartAt && a.workEndAt === b.workEndAt && sameList(a.workDays, b.workDays);
}

function sameOverride(a: HoursOverride | null, b: HoursOverride | null): boolean {
  if (a === null || b === null) return a === b;
  if (!sameList(a.days, b.days) || a.windows.length !== b.windows.length) return false;
  return a.windows.every((w, i) => w.start === b.windows[i]!.start && w.end === b.windows[i]!.end);
}

function resolveAnew(user: UserHours | null, override: HoursOverride | null): WorkSchedule {
  if (override !== null) {
    const windows = override.windows.flatMap((w) => {
      const start = parseTimeOfDay(w.start);
      const end = parseTimeOfDay(w.end, true);
      const win = start === null || end === null ? null : window(start, end);
      return win === null ? [] : [win];
    });
    // The settings schema refuses unreadable windows; should one slip through, the user's
    // hours are a better guess than no working time at all.
    if (windows.length > 0 || override.windows.length === 0) {
      return { source: 'settings', days: validDays(override.days), windows };
    }
  }
  const start = user?.workStartAt == null ? null : parseTimeOfDay(user.workStartAt);
  const end = user?.workEndAt == null ? null : parseTimeOfDay(user.workEndAt, true);
  if (user === null || (start === null && end === null)) {
    // The record's work_days is still meaningful without hours (a part-time week).
    const days = user !== null && user.workDays.length > 0 ? validDays(user.workDays) : [...DEFAULT_DAYS];
    return { source: 'default', days, windows: [{ start: DEFAULT_START, end: DEFAULT_END }] };
  }
  const win = window(start ?? DEFAULT_START, end ?? DEFAULT_END);
  return { source: 'user', days: validDays(user.workDays), windows: win === null ? [] : [win] };
}

/** The schedule the service's hours of another account give (the person's, set once for every account). */
export function scheduleOfServiceHours(h: ServiceWorkingHours): WorkSchedule {
  return { ...resolveWorkSchedule(null, { days: h.days, windows: h.windows }), source: h.source };
}

/** `HH:MM` of seconds after midnight; `24:00` for the midnight that ends the day, later ones wrapped (a night shift). */
function hhmm(seconds: number): string {
  const minutes = seconds === SECONDS_PER_DAY ? 24 * 60 : Math.floor((seconds % SECONDS_PER_DAY) / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The hours reminders follow when the settings have none, in the settings' shape, so the
 * window can show them and start the person's own hours from them: the schedule resolved
 * from the user's record alone (seconds dropped: the settings hold whole minutes).
 */
export function serviceWorkingHours(user: UserHours): ServiceWorkingHours {
  const s = resolveWorkSchedule(user, null);
  return Object.freeze({
    source: s.source === 'user' ? 'user' : 'default',
    days: Object.freeze([...s.days]),
    windows: Object.freeze(s.windows.map((w) => Object.freeze({ start: hhmm(w.start), end: hhmm(w.end) }))),
  });
}

interface Interval {
  start: number;
  end: number;
}

/**
 * The working intervals (epoch ms) from the day before `at` to eight days after, with
 * touching or overlapping windows merged, so that 09:00-12:00 and 12:00-17:00 is one stretch.
 */
function intervalsAround(at: number, offsetMinutes: number, schedule: WorkSchedule): readonly Interval[] {
  const today = localDate(at, offsetMinutes);
  // The engine asks at every tick and every snapshot (the reminder, focus, the read plan),
  // always about the same day: the last answers are kept, keyed by everything each is made of.
  // The same schedule object (resolveWorkSchedule keeps its last few) needs no key made.
  const same = keptIntervals.find((k) => k.schedule === schedule && k.today === today && k.offsetMinutes === offsetMinutes);
  if (same !== undefined) return same.intervals;
  const key = `${today}|${offsetMinutes}|${schedule.days.join(',')}|${schedule.windows.map((w) => `${w.start}-${w.end}`).join(',')}`;
  // A schedule made anew each time (scheduleOfServiceHours) is found by its key, not kept again.
  const alike = keptIntervals.find((k) => k.key === key);
  if (alike !== undefined) return alike.intervals;
  const raw: Interval[] = [];
  for (let d = -1; d <= 8; d++) {
    const date = addDays(today, d);
    if (!schedule.days.includes(weekdayOf(date))) continue;
    const midnight = startOfLocalDate(date, offsetMinutes);
    for (const w of schedule.windows) raw.push({ start: midnight + w.start * 1000, end: midnight + w.end * 1000 });
  }
  raw.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const r of raw) {
    const last = merged[merged.length - 1];
    if (last !== undefined && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  keep({ key, schedule, today, offsetMinutes, intervals: merged });
  return merged;
}

interface KeptIntervals {
  readonly key: string;
  readonly schedule: WorkSchedule;
  readonly today: string;
  readonly offsetMinutes: number;
  readonly intervals: readonly Interval[];
}

/** The last few answers (an engine per account asks, each about its own schedule), the newest first. */
const keptIntervals: KeptIntervals[] = [];

function keep(k: KeptIntervals): void {
  keptIntervals.unshift(k);
  keptIntervals.length = Math.min(keptIntervals.length, KEPT_SCHEDULES);
}

/** The working stretch that holds `now` (epoch ms), or null outside working hours. */
export function currentWindow(now: number, offsetMinutes: number, schedule: WorkSchedule): { start: number; end: number } | null {
  const hit = intervalsAround(now, offsetMinutes, schedule).find((i) => i.start <= now && now < i.end);
  return hit === undefined ? null : { start: hit.start, end: hit.end };
}

export function isWorkingTime(now: number, offsetMinutes: number, schedule: WorkSchedule): boolean {
  return currentWindow(now, offsetMinutes, schedule) !== null;
}

/** Epoch ms when the current working stretch ends; null outside working hours. */
export function endOfCurrentWindow(now: number, offsetMinutes: number, schedule: WorkSchedule): number | null {
  return currentWindow(now, offsetMinutes, schedule)?.end ?? null;
}

/** Epoch ms of the first working stretch that starts strictly after `now`; null when none within a week. */
export function nextWorkingStart(now: number, offsetMinutes: number, schedule: WorkSchedule): number | null {
  return intervalsAround(now, offsetMinutes, schedule).find((i) => i.start > now)?.start ?? null;
}

/**
 * Epoch ms of the first working stretch that starts on a later local day than `now`'s
 * ("until tomorrow" on a Friday is Monday morning); local midnight of tomorrow when the
 * schedule has no working time at all.
 */
export function firstWorkingStartAfterToday(now: number, offsetMinutes: number, schedule: WorkSchedule): number {
  const tomorrow = startOfLocalDate(addDays(localDate(now, offsetMinutes), 1), offsetMinutes);
  return intervalsAround(now, offsetMinutes, schedule).find((i) => i.start >= tomorrow)?.start ?? tomorrow;
}

/** The working day's length: from its first window's start to its last window's end (a lunch break inside counts). */
export function workingDaySeconds(schedule: WorkSchedule): number | undefined {
  if (schedule.windows.length === 0) return undefined;
  return Math.max(...schedule.windows.map((w) => w.end)) - Math.min(...schedule.windows.map((w) => w.start));
}

// What the person is told of a setting Stint could not read as it was stored (habit 19):
// entries dropped from a list ("1 entry of 'Titles never recorded' was dropped: the 201st (a
// list keeps at most 200)"), or a setting read as its default because its value was of no
// use. Each in words naming the setting as Settings does, and what to do. Pure.

import type { DroppedFrom } from './settings-lists.ts';

/** A stored setting not read as it stands. */
export interface SettingsProblem {
  /** The dotted field name (`activity.excludedTitles`). */
  readonly field: string;
  /** `dropped`: some entries of a list were dropped, the rest is in use; `unreadable`: the whole setting is its default. */
  readonly kind: 'dropped' | 'unreadable';
  /** One or two sentences for the person. */
  readonly message: string;
}

/**
 * The settings that guard what the activity record keeps: when one of them cannot be read,
 * recording pauses until the person saves it again (never an empty list in its place).
 */
export const RECORD_GUARDS: ReadonlySet<string> = new Set(['activity.excludedApps', 'activity.excludedTitles', 'activity.rewrites', 'activity.keepDays']);

const LABELS: Readonly<Record<string, string>> = {
  'idle.enabled': 'Ask about time away while a timer runs',
  'idle.thresholdMinutes': 'Away after (minutes)',
  'idle.stopOnLock': 'Stop the timer when the screen locks',
  'idle.stopOnSleep': 'Stop the timer when the computer sleeps',
  'idle.stopOnShutdown': 'Stop the timer when the computer shuts down',
  'idle.stillWorkingMinutes': 'Ask "Still working?" after working hours',
  'reminders.enabled': 'Remind me when no timer runs in working hours',
  'reminders.intervalMinutes': 'Remind every (minutes)',
  workingHours: 'Working hours',
  shortcut: 'Shortcut',
  launchAtLogin: 'Launch at login',
  windowMode: 'Show as a window',
  compactTimer: 'Compact timer',
  theme: 'Theme',
  language: 'Language',
  'display.clock': 'Clock',
  'display.weekStart': 'First day of the week',
  'display.decimalHours': 'Decimal hours',
  'display.showAmounts': 'Show amounts',
  'timesheets.currency': 'Timesheets: Currency',
  'timesheets.rounding': 'Timesheets: Rounding rules',
  'updates.enabled': 'Updates',
  'updates.channel': 'Update channel',
  'focus.enabled': 'Focus sessions',
  'focus.focusMinutes': 'Focus length (minutes)',
  'focus.shortBreakMinutes': 'Short break (minutes)',
  'focus.longBreakMinutes': 'Long break (minutes)',
  'focus.longBreakEvery': 'Long break every (focus sessions)',
  'focus.stopOnBreak': 'Stop the timer for a break',
  'target.hoursPerDay': 'Daily target: Hours per day',
  'target.workDays': 'Daily target: work days',
  'target.notify': 'Say when the day’s target is reached',
  'target.passedMarginMinutes': 'Daily target: And when passed by (minutes)',
  'activity.enabled': 'Keep an activity record',
  'activity.keepDays': 'Days kept',
  'activity.addresses': 'Record browser addresses',
  'activity.excludedApps': 'Applications never recorded',
  'activity.excludedTitles': 'Titles never recorded',
  'activity.rewrites': 'Title rewrites',
  'activity.switchQuestion': 'The switch question',
  'activity.switchMinutes': 'Ask after (minutes)',
  'activity.shortestEntrySeconds': 'Shortest entry from the record (seconds)',
  'activity.bridgeMinutes': 'Longest break bridged (minutes)',
  'lastSignIn.serviceAddress': 'Service address',
  'lastSignIn.email': 'Email',
  'lastSignIn.accountId': 'Account ID',
};

/** The setting's name as Settings shows it (its dotted name where Settings shows none). */
export const settingLabel = (field: string): string => LABELS[field] ?? field;

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 101st, 111th. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "the 2nd", "the 2nd and 5th", "the 201st to 250th, and the 300th": places counted from 1, runs of three or more as a range. */
export function placesWords(places: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const p of [...places].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && p === last[1] + 1) last[1] = p;
    else runs.push([p, p]);
  }
  const parts = runs.flatMap(([a, b]) => (b - a >= 2 ? [`${ordinal(a)} to ${ordinal(b)}`] : a === b ? [ordinal(a)] : [ordinal(a), ordinal(b)]));
  const joined = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
  return `the ${joined}`;
}

/** "1 entry of 'Titles never recorded' was dropped: the 201st (a list keeps at most 200)." and what to do. */
export function droppedProblem(d: DroppedFrom): SettingsProblem {
  const n = d.entries.length;
  const byWhy = new Map<string, number[]>();
  for (const e of d.entries) byWhy.set(e.why, [...(byWhy.get(e.why) ?? []), e.index + 1]);
  const which = [...byWhy].map(([why, places]) => `${placesWords(places)} (${why})`).join('; ');
  return {
    field: d.field,
    kind: 'dropped',
    message:
      `${n} ${n === 1 ? 'entry' : 'entries'} of '${d.label}' ${n === 1 ? 'was' : 'were'} dropped: ${which}. ` +
      `The rest of the list is in use; the settings file keeps the list as it was until you save it in Settings.`,
  };
}

/** A setting read as its default: why, and (for a guard of the activity record) that recording waits for it. */
export function unreadableProblem(field: string, why: string): SettingsProblem {
  const label = settingLabel(field);
  const then = RECORD_GUARDS.has(field)
    ? 'The activity record is paused until you save it again in Settings → Activity record (or mend it in the settings file): nothing is recorded without it.'
    : 'Its default is in use until you set it again in Settings.';
  return { field, kind: 'unreadable', message: `'${label}' could not be read as stored (it ${why}). ${then}` };
}

// Each setting's name as the Settings screen shows it, in the language in use: what the
// engine's words about a setting (a problem reading it, an entry dropped from its list) call
// it, so the person finds it on the screen. Pure.

import { sourceWords, type I18n } from '../../i18n/words.ts';

/** Each setting's name as Settings shows it, in the language of `i18n`. */
function labels(i18n: I18n): Readonly<Record<string, string>> {
  return {
    'idle.enabled': i18n._({ id: 'settings.label.idle.enabled', message: 'Ask about time away while a timer runs' }),
    'idle.thresholdMinutes': i18n._({ id: 'settings.label.idle.thresholdMinutes', message: 'Away after (minutes)' }),
    'idle.stopOnLock': i18n._({ id: 'settings.label.idle.stopOnLock', message: 'Stop the timer when the screen locks' }),
    'idle.stopOnSleep': i18n._({ id: 'settings.label.idle.stopOnSleep', message: 'Stop the timer when the computer sleeps' }),
    'idle.stopOnShutdown': i18n._({ id: 'settings.label.idle.stopOnShutdown', message: 'Stop the timer when the computer shuts down' }),
    'idle.stillWorkingMinutes': i18n._({ id: 'settings.label.idle.stillWorkingMinutes', message: 'Ask "Still working?" after working hours' }),
    'reminders.enabled': i18n._({ id: 'settings.label.reminders.enabled', message: 'Remind me when no timer runs in working hours' }),
    'reminders.intervalMinutes': i18n._({ id: 'settings.label.reminders.intervalMinutes', message: 'Remind every (minutes)' }),
    workingHours: i18n._({ id: 'settings.label.workingHours', message: 'Working hours' }),
    'workingHours.days': i18n._({ id: 'settings.label.workingHours.days', message: 'Working hours: days' }),
    'workingHours.windows': i18n._({ id: 'settings.label.workingHours.windows', message: 'Working hours: times' }),
    shortcut: i18n._({ id: 'settings.label.shortcut', message: 'Shortcut' }),
    launchAtLogin: i18n._({ id: 'settings.label.launchAtLogin', message: 'Launch at login' }),
    windowMode: i18n._({ id: 'settings.label.windowMode', message: 'Show as a window' }),
    compactTimer: i18n._({ id: 'settings.label.compactTimer', message: 'Compact timer' }),
    theme: i18n._({ id: 'settings.label.theme', message: 'Theme' }),
    language: i18n._({ id: 'settings.label.language', message: 'Language' }),
    'display.clock': i18n._({ id: 'settings.label.display.clock', message: 'Clock' }),
    'display.weekStart': i18n._({ id: 'settings.label.display.weekStart', message: 'First day of the week' }),
    'display.decimalHours': i18n._({ id: 'settings.label.display.decimalHours', message: 'Decimal hours' }),
    'display.showAmounts': i18n._({ id: 'settings.label.display.showAmounts', message: 'Show amounts' }),
    'timesheets.currency': i18n._({ id: 'settings.label.timesheets.currency', message: 'Timesheets: Currency' }),
    'timesheets.rounding': i18n._({ id: 'settings.label.timesheets.rounding', message: 'Timesheets: Rounding rules' }),
    'updates.enabled': i18n._({ id: 'settings.label.updates.enabled', message: 'Updates' }),
    'updates.channel': i18n._({ id: 'settings.label.updates.channel', message: 'Update channel' }),
    'focus.enabled': i18n._({ id: 'settings.label.focus.enabled', message: 'Focus sessions' }),
    'focus.focusMinutes': i18n._({ id: 'settings.label.focus.focusMinutes', message: 'Focus length (minutes)' }),
    'focus.shortBreakMinutes': i18n._({ id: 'settings.label.focus.shortBreakMinutes', message: 'Short break (minutes)' }),
    'focus.longBreakMinutes': i18n._({ id: 'settings.label.focus.longBreakMinutes', message: 'Long break (minutes)' }),
    'focus.longBreakEvery': i18n._({ id: 'settings.label.focus.longBreakEvery', message: 'Long break every (focus sessions)' }),
    'focus.stopOnBreak': i18n._({ id: 'settings.label.focus.stopOnBreak', message: 'Stop the timer for a break' }),
    'target.hoursPerDay': i18n._({ id: 'settings.label.target.hoursPerDay', message: 'Daily target: Hours per day' }),
    'target.workDays': i18n._({ id: 'settings.label.target.workDays', message: 'Daily target: work days' }),
    'target.notify': i18n._({ id: 'settings.label.target.notify', message: 'Say when the day’s target is reached' }),
    'target.passedMarginMinutes': i18n._({ id: 'settings.label.target.passedMarginMinutes', message: 'Daily target: And when passed by (minutes)' }),
    'activity.enabled': i18n._({ id: 'settings.label.activity.enabled', message: 'Keep an activity record' }),
    'activity.keepDays': i18n._({ id: 'settings.label.activity.keepDays', message: 'Days kept' }),
    'activity.addresses': i18n._({ id: 'settings.label.activity.addresses', message: 'Record browser addresses' }),
    'activity.excludedApps': i18n._({ id: 'settings.label.activity.excludedApps', message: 'Applications never recorded' }),
    'activity.excludedTitles': i18n._({ id: 'settings.label.activity.excludedTitles', message: 'Titles never recorded' }),
    'activity.rewrites': i18n._({ id: 'settings.label.activity.rewrites', message: 'Title rewrites' }),
    'activity.switchQuestion': i18n._({ id: 'settings.label.activity.switchQuestion', message: 'The switch question' }),
    'activity.switchMinutes': i18n._({ id: 'settings.label.activity.switchMinutes', message: 'Ask after (minutes)' }),
    'activity.shortestEntrySeconds': i18n._({ id: 'settings.label.activity.shortestEntrySeconds', message: 'Shortest entry from the record (seconds)' }),
    'activity.bridgeMinutes': i18n._({ id: 'settings.label.activity.bridgeMinutes', message: 'Longest break bridged (minutes)' }),
    'lastSignIn.serviceAddress': i18n._({ id: 'settings.label.lastSignIn.serviceAddress', message: 'Service address' }),
    'lastSignIn.email': i18n._({ id: 'settings.label.lastSignIn.email', message: 'Email' }),
    'lastSignIn.accountId': i18n._({ id: 'settings.label.lastSignIn.accountId', message: 'Account ID' }),
  };
}

/** The setting's name as Settings shows it (its dotted name where Settings shows none), in the language of `i18n` (English when none is given). */
export const settingLabel = (field: string, i18n: I18n = sourceWords()): string => labels(i18n)[field] ?? field;

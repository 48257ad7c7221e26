// The refusals several plans share (tracker.ts, entry-edit.ts, entry-split.ts, running-start.ts),
// worded once in the language in use: the TrackerView's words, English when it has none.

import { sourceWords, type I18n } from '../../i18n/words.ts';

/** The words a plan refuses in: the view's (the language in use), else English. */
export function viewWords(t: { readonly words?: I18n | undefined }): I18n {
  return t.words ?? sourceWords();
}

export function noTimerRunning(i18n: I18n): string {
  return i18n._({ id: 'plan.noTimer', message: 'No timer is running.' });
}

export function noLongerListed(i18n: I18n): string {
  return i18n._({ id: 'plan.noLongerListed', message: 'This entry is no longer in the list.' });
}

/** A locked entry the timer or a description change meets. */
export function lockedEntry(i18n: I18n): string {
  return i18n._({ id: 'plan.locked', message: 'This entry is locked on the service and cannot be changed.' });
}

/** A locked entry whose times an edit or a split would change: who can unlock it. */
export function lockedPeriod(i18n: I18n): string {
  return i18n._({ id: 'plan.lockedPeriod', message: 'This entry is locked on the service (its period is closed): ask whoever manages the account to unlock it.' });
}

export function checkFields(i18n: I18n): string {
  return i18n._({ id: 'plan.checkFields', message: 'Check the highlighted fields.' });
}

/**
 * An entry that would end later than now, asked first. `day`: its last day said against
 * today (`today`, `tomorrow`, or the date); `edited`: an edit's ("would end").
 */
export function endsLaterAsk(i18n: I18n, v: { readonly end: string; readonly day: 'today' | 'tomorrow' | string; readonly now: string; readonly edited: boolean }): string {
  const when = v.day === 'today' || v.day === 'tomorrow' ? v.day : 'date';
  const values = { end: v.end, when, date: v.day, now: v.now };
  return v.edited
    ? i18n._({ id: 'plan.wouldEndLater', message: '{when, select, today {This entry would end at {end} today, later than now ({now}). Save it anyway?} tomorrow {This entry would end at {end} tomorrow, later than now ({now}). Save it anyway?} other {This entry would end at {end} on {date}, later than now ({now}). Save it anyway?}}', values })
    : i18n._({ id: 'plan.endsLater', message: '{when, select, today {This entry ends at {end} today, later than now ({now}). Save it anyway?} tomorrow {This entry ends at {end} tomorrow, later than now ({now}). Save it anyway?} other {This entry ends at {end} on {date}, later than now ({now}). Save it anyway?}}', values });
}

/** A command that needs a session, asked while signed out. */
export function signInFirst(i18n: I18n): string {
  return i18n._({ id: 'plan.signInFirst', message: 'Sign in first.' });
}

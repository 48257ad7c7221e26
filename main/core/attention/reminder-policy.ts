// Whether to remind the person to track time now. A reminder is shown only when it is
// right: reminders on, signed in, not snoozed, inside working hours, the person at the
// machine, no timer running, and a full interval since the last reminder, the last stop,
// the person's last command and the start of the working stretch (nobody wants a nudge at
// 09:00:00 sharp). It never acts on a stale state: when the last read is older than a fresh
// one (or older than the person's last local change), the answer is to read first and decide
// again.

import type { I18n } from '../../i18n/words.ts';
import type { NotificationRequest } from '../ports.ts';
import type { ReminderView } from '../snapshot.ts';
import type { Presence } from './idle-policy.ts';
import { entryLabel, type LabelledEntry } from '../views/entry-label.ts';
import { MS_PER_HOUR, MS_PER_MINUTE } from '../time/local-calendar.ts';
import { currentWindow, firstWorkingStartAfterToday, nextWorkingStart, type WorkSchedule } from './working-hours.ts';

/** A read older than this is not fresh enough to remind on. */
export const FRESH_READ_MS = 60_000;

export const REMINDER_NOTIFICATION_ID = 'stint.reminder';
export const REMINDER_ACTION_CONTINUE = 'continue';
export const REMINDER_ACTION_PICK = 'pick';

export type ReminderEntry = LabelledEntry & { readonly key: string };

export interface ReminderInput {
  /** The words of the language in use, for the notification. */
  readonly i18n: I18n;
  readonly now: number;
  readonly offsetMinutes: number;
  readonly enabled: boolean;
  readonly intervalMinutes: number;
  readonly schedule: WorkSchedule;
  readonly signedIn: boolean;
  /** A timer runs per the snapshot (optimistic commands applied). */
  readonly timerRunning: boolean;
  /** Epoch ms of the last successful read of the running entry. */
  readonly lastReadAt: number | null;
  /** Epoch ms of the person's last command that changed the running state here. */
  readonly lastLocalChangeAt: number | null;
  readonly presence: Presence;
  readonly snoozedUntil: number | null;
  readonly lastShownAt: number | null;
  /** Epoch ms the last timer stopped. */
  readonly lastStoppedAt: number | null;
  /**
   * Epoch ms the person last gave a command here (answered the away prompt, started,
   * stopped): they were present then, whatever instant the command set (a discard stops the
   * entry back when the absence began).
   */
  readonly lastActedAt: number | null;
  /** The entry the reminder offers to continue. */
  readonly lastEntry: ReminderEntry | null;
  readonly freshReadMs?: number;
}

export type ReminderSkip =
  | 'disabled'
  | 'signed_out'
  | 'snoozed'
  | 'outside_hours'
  | 'idle'
  | 'locked'
  | 'suspended'
  | 'running'
  | 'too_soon';

export type ReminderDecision =
  /** `checkAgainAt`: when the reason lapses by itself; null when an event must change it. */
  | { readonly action: 'none'; readonly reason: ReminderSkip; readonly checkAgainAt: number | null }
  /** Everything says remind, but on a state older than a fresh read: read, then decide again (if the read fails, skip). */
  | { readonly action: 'refresh_then_remind' }
  | { readonly action: 'remind'; readonly notification: NotificationRequest; readonly continueEntryKey: string | null };

function none(reason: ReminderSkip, checkAgainAt: number | null = null): ReminderDecision {
  return { action: 'none', reason, checkAgainAt };
}

export function decideReminder(input: ReminderInput): ReminderDecision {
  const { now, offsetMinutes, schedule } = input;
  if (!input.enabled) return none('disabled');
  if (!input.signedIn) return none('signed_out');
  if (input.snoozedUntil !== null && now < input.snoozedUntil) return none('snoozed', input.snoozedUntil);
  const stretch = currentWindow(now, offsetMinutes, schedule);
  if (stretch === null) return none('outside_hours', nextWorkingStart(now, offsetMinutes, schedule));
  if (input.presence !== 'active') return none(input.presence);
  if (input.timerRunning) return none('running');

  const interval = Math.max(1, input.intervalMinutes) * MS_PER_MINUTE;
  const due = Math.max(stretch.start, input.lastShownAt ?? -Infinity, input.lastStoppedAt ?? -Infinity, input.lastActedAt ?? -Infinity) + interval;
  if (now < due) return none('too_soon', due);

  const fresh = input.freshReadMs ?? FRESH_READ_MS;
  const readIsFresh =
    input.lastReadAt !== null &&
    now - input.lastReadAt <= fresh &&
    (input.lastLocalChangeAt === null || input.lastReadAt > input.lastLocalChangeAt);
  if (!readIsFresh) return { action: 'refresh_then_remind' };

  return { action: 'remind', notification: reminderNotification(input.lastEntry, input.i18n), continueEntryKey: input.lastEntry?.key ?? null };
}

export function reminderNotification(lastEntry: LabelledEntry | null, i18n: I18n): NotificationRequest {
  const pick = { id: REMINDER_ACTION_PICK, label: i18n._({ id: 'reminder.pickProject', message: 'Pick a project' }) };
  const title = i18n._({ id: 'tray.noTimer', message: 'No timer running' });
  if (lastEntry === null) {
    return { id: REMINDER_NOTIFICATION_ID, title, body: i18n._({ id: 'reminder.body', message: 'Pick a project to start tracking your time.' }), actions: [pick] };
  }
  return {
    id: REMINDER_NOTIFICATION_ID,
    title,
    body: i18n._({ id: 'reminder.bodyContinue', message: 'Continue {entry}, or pick a project.', values: { entry: entryLabel(lastEntry, 80) } }),
    actions: [{ id: REMINDER_ACTION_CONTINUE, label: i18n._({ id: 'tray.continueEntry', message: 'Continue {entry}', values: { entry: entryLabel(lastEntry, 30) } }) }, pick],
  };
}

/** Where the person's answer to the reminder leads (`click` is the body: the picker). */
export function reminderTarget(actionId: string): ReminderView['target'] {
  if (actionId === REMINDER_ACTION_CONTINUE) return 'continue';
  if (actionId === REMINDER_ACTION_PICK || actionId === 'click') return 'picker';
  return null;
}

export type SnoozeKind = 'hour' | 'tomorrow';

/** Epoch ms until which reminders wait: an hour from now, or the first working stretch of a later day. */
export function snoozeUntil(now: number, offsetMinutes: number, kind: SnoozeKind, schedule: WorkSchedule): number {
  if (kind === 'hour') return now + MS_PER_HOUR;
  return firstWorkingStartAfterToday(now, offsetMinutes, schedule);
}

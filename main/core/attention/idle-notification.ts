// The notification that asks what to do with time the person was away. Its actions carry
// the same choices as the window's idle prompt (Keep, Discard, Discard and continue); and
// the words when a later read takes the question back.

import type { I18n } from '../../i18n/words.ts';
import { formatInstantClock } from '../time/clock-format.ts';
import type { NotificationRequest } from '../ports.ts';
import type { IdleChoice } from '../stint-api.ts';
import type { HourCycle, IdlePrompt } from '../snapshot.ts';

export const IDLE_NOTIFICATION_ID = 'stint.idle';

/** The notice when a read withdraws a prompt made offline: the question no longer stands. */
export function idleWithdrawnNotice(i18n: I18n): string {
  return i18n._({ id: 'idle.withdrawn', message: 'The timer was stopped elsewhere while you were away; nothing to decide.' });
}

const CHOICES: readonly IdleChoice[] = ['keep', 'discard', 'discard_continue'];

export function isIdleChoice(action: string): action is IdleChoice {
  return (CHOICES as readonly string[]).includes(action);
}

/** The body: one sentence a reason, so each language words the whole of it. */
function awayBody(reason: IdlePrompt['reason'], project: string, since: string, i18n: I18n): string {
  if (reason === 'lock') return i18n._({ id: 'idle.body.lock', message: '{project} kept running since {since} while the screen was locked.', values: { project, since } });
  if (reason === 'suspend') return i18n._({ id: 'idle.body.suspend', message: '{project} kept running since {since} while the computer slept.', values: { project, since } });
  return i18n._({ id: 'idle.body.away', message: '{project} kept running since {since} while you were away.', values: { project, since } });
}

export function idleNotification(prompt: IdlePrompt, projectName: string, offsetMinutes: number, hourCycle: HourCycle, i18n: I18n): NotificationRequest {
  const since = formatInstantClock(prompt.since, offsetMinutes, hourCycle);
  return {
    id: IDLE_NOTIFICATION_ID,
    title: i18n._({ id: 'idle.title', message: 'Keep the time you were away?' }),
    body: awayBody(prompt.reason, projectName, since, i18n),
    actions: [
      { id: 'keep', label: i18n._({ id: 'idle.keep', message: 'Keep' }) },
      { id: 'discard', label: i18n._({ id: 'idle.discard', message: 'Discard' }) },
      { id: 'discard_continue', label: i18n._({ id: 'idle.discardContinue', message: 'Discard and continue' }) },
    ],
  };
}

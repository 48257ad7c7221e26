// The notification that asks what to do with time the person was away. Its actions carry
// the same choices as the window's idle prompt (Keep, Discard, Discard and continue); and
// the words when a later read takes the question back.

import { formatInstantClock } from '../time/clock-format.ts';
import type { NotificationRequest } from '../ports.ts';
import type { IdleChoice } from '../stint-api.ts';
import type { HourCycle, IdlePrompt } from '../snapshot.ts';

export const IDLE_NOTIFICATION_ID = 'stint.idle';

/** The notice when a read withdraws a prompt made offline: the question no longer stands. */
export const IDLE_WITHDRAWN_NOTICE = 'The timer was stopped elsewhere while you were away; nothing to decide.';

const CHOICES: readonly IdleChoice[] = ['keep', 'discard', 'discard_continue'];

export function isIdleChoice(action: string): action is IdleChoice {
  return (CHOICES as readonly string[]).includes(action);
}

export function idleNotification(prompt: IdlePrompt, projectName: string, offsetMinutes: number, hourCycle: HourCycle): NotificationRequest {
  const since = formatInstantClock(prompt.since, offsetMinutes, hourCycle);
  const why = prompt.reason === 'lock' ? 'the screen was locked' : prompt.reason === 'suspend' ? 'the computer slept' : 'you were away';
  return {
    id: IDLE_NOTIFICATION_ID,
    title: 'Keep the time you were away?',
    body: `${projectName} kept running since ${since} while ${why}.`,
    actions: [
      { id: 'keep', label: 'Keep' },
      { id: 'discard', label: 'Discard' },
      { id: 'discard_continue', label: 'Discard and continue' },
    ],
  };
}

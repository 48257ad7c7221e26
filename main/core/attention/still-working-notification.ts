// The notification that asks "Still working?" about a timer running past the end of the
// working day; its actions carry the window's choices.

import { formatInstantClock } from '../time/clock-format.ts';
import { localDate } from '../time/local-time.ts';
import { endOfDayWords } from '../views/end-of-day-words.ts';
import type { NotificationRequest } from '../ports.ts';
import type { HourCycle, StillWorkingQuestion } from '../snapshot.ts';
import type { StillWorkingChoice } from '../stint-api.ts';

export const STILL_WORKING_NOTIFICATION_ID = 'stint.still-working';

const CHOICES: readonly StillWorkingChoice[] = ['stop_at_end', 'stop_at_activity', 'keep'];

export function isStillWorkingChoice(action: string): action is StillWorkingChoice {
  return (CHOICES as readonly string[]).includes(action);
}

export function stillWorkingNotification(q: StillWorkingQuestion, projectName: string, now: number, offsetMinutes: number, hourCycle: HourCycle): NotificationRequest {
  const end = endOfDayWords(q.endOfDayAt, localDate(now, offsetMinutes), offsetMinutes, hourCycle);
  return {
    id: STILL_WORKING_NOTIFICATION_ID,
    title: 'Still working?',
    body: `${projectName} is still running; your working day ended at ${end}.`,
    actions: [
      { id: 'stop_at_end', label: `Stop at ${end}` },
      ...(q.lastActiveAt !== null ? [{ id: 'stop_at_activity', label: `Stop at ${formatInstantClock(q.lastActiveAt, offsetMinutes, hourCycle)} (last activity)` }] : []),
      { id: 'keep', label: 'Keep running' },
    ],
  };
}

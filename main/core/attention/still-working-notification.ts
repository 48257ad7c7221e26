// The notification that asks "Still working?" about a timer running past the end of the
// working day; its actions carry the window's choices.

import type { I18n } from '../../i18n/words.ts';
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

export function stillWorkingNotification(q: StillWorkingQuestion, projectName: string, now: number, offsetMinutes: number, hourCycle: HourCycle, i18n: I18n): NotificationRequest {
  const end = endOfDayWords(q.endOfDayAt, localDate(now, offsetMinutes), offsetMinutes, hourCycle, i18n);
  const activity = q.lastActiveAt === null ? null : formatInstantClock(q.lastActiveAt, offsetMinutes, hourCycle);
  return {
    id: STILL_WORKING_NOTIFICATION_ID,
    title: i18n._({ id: 'stillWorking.title', message: 'Still working?' }),
    body: i18n._({ id: 'stillWorking.body', message: '{project} is still running; your working day ended at {end}.', values: { project: projectName, end } }),
    actions: [
      // The same words as the tray's items for the same answers (tray-model.ts).
      { id: 'stop_at_end', label: i18n._({ id: 'stillWorking.stopAt', message: 'Stop at {time}', values: { time: end } }) },
      ...(activity !== null ? [{ id: 'stop_at_activity', label: i18n._({ id: 'stillWorking.stopAtActivity', message: 'Stop at {time} (last activity)', values: { time: activity } }) }] : []),
      { id: 'keep', label: i18n._({ id: 'stillWorking.keepRunning', message: 'Keep running' }) },
    ],
  };
}

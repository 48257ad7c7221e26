// The tray's pause of the activity record (issue 62): "Pause activity record" for an hour or
// for today while it records, "Resume activity record" (and until when) while it is paused;
// nothing while it is off or cannot record here, since there is then nothing to pause.

import type { I18n } from '../../i18n/words.ts';
import type { ActivitySnapshot, HourCycle } from '../snapshot.ts';
import { formatInstantClock } from '../time/clock-format.ts';
import type { TrayMenuItem } from './tray-menu-item.ts';

export const ACTIVITY_PAUSE_ID = 'activity-pause';
/** The item ids and the pause each one asks of the engine (`pauseActivity`). */
export const ACTIVITY_PAUSE_CHOICES = {
  'activity-pause-hour': 'hour',
  'activity-pause-day': 'day',
  'activity-resume': 'resume',
} as const satisfies Readonly<Record<string, 'hour' | 'day' | 'resume'>>;

export type ActivityPauseItemId = keyof typeof ACTIVITY_PAUSE_CHOICES;

export function isActivityPauseItem(id: string): id is ActivityPauseItemId {
  return Object.hasOwn(ACTIVITY_PAUSE_CHOICES, id);
}

const DAY_MS = 86_400_000;

/** "Resume activity record (paused until 11:00)"; a pause to the day's end says "for today" rather than "until 00:00". */
function resumeLabel(until: number | null, offsetMinutes: number, hourCycle: HourCycle, i18n: I18n): string {
  if (until === null) return i18n._({ id: 'tray.activity.resume', message: 'Resume activity record' });
  const atMidnight = (((until + offsetMinutes * 60_000) % DAY_MS) + DAY_MS) % DAY_MS === 0;
  if (atMidnight) return i18n._({ id: 'tray.activity.resumeToday', message: 'Resume activity record (paused for today)' });
  return i18n._({ id: 'tray.activity.resumeUntil', message: 'Resume activity record (paused until {time})', values: { time: formatInstantClock(until, offsetMinutes, hourCycle) } });
}

/** The record's items for the tray; none while it is off or unavailable. */
export function activityItems(activity: ActivitySnapshot | null | undefined, offsetMinutes: number, hourCycle: HourCycle, i18n: I18n): TrayMenuItem[] {
  if (!activity || activity.state === 'off' || activity.state === 'unavailable') return [];
  // Held for a setting that could not be read: only saving it ends that (Settings says which).
  if (activity.state === 'paused' && activity.held !== null) return [{ id: 'activity-held', label: i18n._({ id: 'tray.activity.held', message: 'Activity record paused: a setting could not be read (see Settings)' }), enabled: false }];
  if (activity.state === 'paused') {
    return [{ id: 'activity-resume', label: resumeLabel(activity.pausedUntil, offsetMinutes, hourCycle, i18n), enabled: true }];
  }
  return [
    {
      id: ACTIVITY_PAUSE_ID,
      label: i18n._({ id: 'tray.activity.pause', message: 'Pause activity record' }),
      enabled: true,
      submenu: [
        { id: 'activity-pause-hour', label: i18n._({ id: 'tray.activity.forHour', message: 'For an hour' }), enabled: true },
        { id: 'activity-pause-day', label: i18n._({ id: 'tray.activity.forToday', message: 'For today' }), enabled: true },
      ],
    },
  ];
}

// The tray's pause of the activity record (issue 62): "Pause activity record" for an hour or
// for today while it records, "Resume activity record" (and until when) while it is paused;
// nothing while it is off or cannot record here, since there is then nothing to pause.

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

/** " (paused until 11:00)"; a pause to the day's end says "for today" rather than "until 00:00". */
function pausedWords(until: number | null, offsetMinutes: number, hourCycle: HourCycle): string {
  if (until === null) return '';
  const atMidnight = (((until + offsetMinutes * 60_000) % DAY_MS) + DAY_MS) % DAY_MS === 0;
  return atMidnight ? ' (paused for today)' : ` (paused until ${formatInstantClock(until, offsetMinutes, hourCycle)})`;
}

/** The record's items for the tray; none while it is off or unavailable. */
export function activityItems(activity: ActivitySnapshot | null | undefined, offsetMinutes: number, hourCycle: HourCycle): TrayMenuItem[] {
  if (!activity || activity.state === 'off' || activity.state === 'unavailable') return [];
  // Held for a setting that could not be read: only saving it ends that (Settings says which).
  if (activity.state === 'paused' && activity.held !== null) return [{ id: 'activity-held', label: 'Activity record paused: a setting could not be read (see Settings)', enabled: false }];
  if (activity.state === 'paused') {
    return [{ id: 'activity-resume', label: `Resume activity record${pausedWords(activity.pausedUntil, offsetMinutes, hourCycle)}`, enabled: true }];
  }
  return [
    {
      id: ACTIVITY_PAUSE_ID,
      label: 'Pause activity record',
      enabled: true,
      submenu: [
        { id: 'activity-pause-hour', label: 'For an hour', enabled: true },
        { id: 'activity-pause-day', label: 'For today', enabled: true },
      ],
    },
  ];
}

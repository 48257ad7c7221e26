// The one way the engine writes a time of day for a person to read: in the clock the display
// settings resolved (`Snapshot.display.hourCycle`), 12-hour "4:52 PM" or 24-hour "16:52".
// Op labels, confirmations, field messages, sync and sign-in messages, notifications, the
// tray and the command line all come through here, so none can fall back to another clock.
// The words are the engine's own (English, "AM"/"PM" after a plain space), not a locale's:
// the sentences around them are English too, and a terminal or a notification shows them as
// typed. The window formats its own times with Intl in the same hour cycle (renderer/text/time.ts).

import type { HourCycle } from '../snapshot.ts';
import { secondsOfDay } from './local-time.ts';

const DAY = 86_400;

/** Seconds are shown never (times people read), or only when not zero (a time typed to the second). */
export type SecondsShown = 'never' | 'if-any';

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * A time of day, `secondsOfDay` after midnight (wrapped into one day: 24:00 is midnight),
 * in `hourCycle`: `h12` "9:05 AM", "12:00 PM"; `h23` "09:05", "16:52".
 */
export function formatClockTime(secondsOfDay: number, hourCycle: HourCycle, seconds: SecondsShown = 'never'): string {
  const s = ((Math.trunc(secondsOfDay) % DAY) + DAY) % DAY;
  const h = Math.floor(s / 3600);
  const sec = s % 60;
  const tail = `${pad2(Math.floor((s % 3600) / 60))}${seconds === 'if-any' && sec !== 0 ? `:${pad2(sec)}` : ''}`;
  if (hourCycle === 'h23') return `${pad2(h)}:${tail}`;
  return `${h % 12 === 0 ? 12 : h % 12}:${tail} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A time of day written `HH:MM[:SS]` (as entries hold them) in `hourCycle`; the text itself when it is not one. */
export function formatClockText(hms: string, hourCycle: HourCycle, seconds: SecondsShown = 'never'): string {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(hms.trim());
  if (!m) return hms;
  return formatClockTime(Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0), hourCycle, seconds);
}

/** The time of day of an instant in the account's zone (`offsetMinutes` east of UTC), in `hourCycle`. */
export function formatInstantClock(epochMs: number, offsetMinutes: number, hourCycle: HourCycle): string {
  return formatClockTime(secondsOfDay(epochMs, offsetMinutes), hourCycle);
}

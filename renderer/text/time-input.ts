// Times of day and durations as people type them. The window shows times in the person's
// locale ("6:00 AM" in en-US, "06:00" elsewhere), so a field must read back either clock:
//   24-hour: "09:00", "9:00", "9", "0930", "930", "21:30", "9:00:30", "9.30", "14h30";
//   12-hour: "9:00 AM", "9am", "9 a.m.", "9:30 pm", "9.30pm", "930pm", "9p";
//            "12am" is midnight, "12pm" noon (hours 1 to 12 only with AM/PM);
//   named:   "noon", "midnight" (the two times chrono-node's phrases name exactly; the
//            window reads them itself rather than load chrono-node, see README.md).
//   A bare hour ("9") is that hour, as Toggl, Clockify and Harvest read their time fields.
// Pure: no locale, zone or clock is read; what is read is sent on as `HH:MM[:SS]`.

import { readTypedHours } from './typed-hours.ts';

export interface TimeOfDayOptions {
  /** Also read `24:00` (a working window that ends at midnight). */
  readonly endOfDay?: boolean;
}

const DAY = 86_400;

// Hours, then minutes after `:`, `.` or `h` (and seconds after `:` or `.`); or `9h` alone.
const SEPARATED = /^(\d{1,2})(?:h|[:.h](\d{2})(?:[:.](\d{2}))?)?$/;
// Hours and minutes run together: "930", "0930", "2130".
const RUN_TOGETHER = /^(\d{1,2})(\d{2})$/;
// AM/PM at the end, with or without dots and a space: "am", "a.m.", "a", "PM", "p.m.".
const MERIDIEM = /^(.*?)\s*([ap])\.?(?:m\.?)?$/;

/** Seconds after midnight of a time of day typed in any common form, or undefined. */
export function parseTimeOfDay(text: string, options: TimeOfDayOptions = {}): number | undefined {
  // \s covers the narrow no-break space Intl puts before "AM", so a pasted time reads too.
  let t = text.trim().toLowerCase();
  if (t === 'noon') return 12 * 3600;
  if (t === 'midnight') return options.endOfDay === true ? DAY : 0;
  let meridiem: 'a' | 'p' | null = null;
  const mer = MERIDIEM.exec(t);
  if (mer) {
    t = mer[1]!;
    meridiem = mer[2] as 'a' | 'p';
  }
  const m = SEPARATED.exec(t) ?? RUN_TOGETHER.exec(t);
  if (!m) return undefined;
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  const sec = Number(m[3] ?? 0);
  if (min > 59 || sec > 59) return undefined;
  if (meridiem !== null) {
    if (h < 1 || h > 12) return undefined;
    h = (h % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (h === 24 && min === 0 && sec === 0 && options.endOfDay === true) {
    return DAY;
  } else if (h > 23) {
    return undefined;
  }
  return h * 3600 + min * 60 + sec;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** `HH:MM:SS` of a number of seconds (hours not wrapped: durations may pass 24 hours). */
export function formatHms(seconds: number): string {
  const s = Math.max(0, Math.trunc(seconds));
  return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
}

/** `HH:MM` of a number of seconds that is a whole number of minutes (`24:00` for the end of the day). */
export function formatHm(seconds: number): string {
  return formatHms(seconds).slice(0, 5);
}

/**
 * A duration in seconds, or undefined: `1:30` and `1:30:00` (hours and minutes), `1h30m`,
 * `1h 30m`, `1h30`, `1.5h`, `2 hrs`, `90m`, `45 min`; a decimal is hours (`1.5`, `1,5`, `.5`:
 * Toggl, Clockify and Harvest read an hour and a half) and a whole number minutes (`90`, as
 * Toggl reads it). A leading `+` is allowed (`+1:30`, the command line's length after a start).
 * Read in `locale` (typed-hours.ts): a form that reads two ways there (`1.500` in German) is
 * undefined here; `readTypedHours` gives its two readings to ask between.
 */
export function parseDurationInput(text: string, locale = 'en-US'): number | undefined {
  const read = readTypedHours(text, locale);
  return read.ok ? read.seconds : undefined;
}

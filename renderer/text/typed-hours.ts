// A length of time as a person types it, read in their locale (issue 72): `1,5` is an hour and
// a half in German and French, `1.5` too, and `1:30`, `90m`, `1h30`, `2 hrs` in every locale; a
// form that reads two ways (`1.500` in German: 1,5 hours or 1500 minutes?) is a question the
// field shows as a choice. The window's copy of main/core/time/typed-hours.ts (the window
// imports nothing from main/ at run time; test/renderer/text/typed-hours.test.ts holds the two
// to each other). The words are English until the catalogs take them.

import { decimalMark, formatHoursNumber, formatWholeNumber } from './locale-format.ts';
import { i18n } from '../i18n/words.ts';

/** One reading of text that reads two ways, and how to type it so that it reads one way only. */
export interface TypedReading {
  /** The reading in words, figures in the locale: `1,5 hours (1:30)`, `the end 14:30`. */
  readonly says: string;
  /** What to type for it instead: `1:30`, `1500m`, `+14:18`. */
  readonly write: string;
}

export interface HoursReading extends TypedReading {
  readonly seconds: number;
}

export type TypedHours =
  | { readonly ok: true; readonly seconds: number }
  /** Two readings, as typed first: the person chooses. */
  | { readonly ok: false; readonly ask: readonly [HoursReading, HoursReading] }
  /** No length of time at all. */
  | { readonly ok: false; readonly ask?: undefined };

const NONE: TypedHours = Object.freeze({ ok: false });

// Hours with a unit, then minutes with or without one: "1h30m", "1h 30m", "1h30", "1.5h", "1,5 h", "2 hrs", "45 min", "90m".
const UNITS = /^(?:(\d+(?:[.,]\d+)?)\s*(?:h|hrs?|hours?))?\s*(?:(\d+)\s*(?:m|mins?|minutes?)?)?$/;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** `1:30`, `25:00`, `1:30:04`: hours and minutes, the seconds only when there are some. */
export function clockLength(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 3600)}:${pad2(Math.floor((s % 3600) / 60))}${s % 60 === 0 ? '' : `:${pad2(s % 60)}`}`;
}

function decimalReading(whole: string, fraction: string, locale: string): HoursReading {
  const hours = Number(`${whole}.${fraction}`);
  const seconds = Math.round(hours * 3600);
  return { seconds, says: i18n._({ id: 'typed.hours', message: '{hours} hours ({clock})', values: { hours: formatHoursNumber(hours, locale), clock: clockLength(seconds) } }), write: clockLength(seconds) };
}

/** Reads a length of time typed in `locale` (a BCP 47 tag): its seconds, the two readings to ask between, or none. */
export function readTypedHours(text: string, locale: string): TypedHours {
  // `+1:30`: the command line's length after a start, as the window reads it.
  const t = text.trim().toLowerCase().replace(/^\+\s*(?=[\d.,])/, '');
  const clock = /^(\d+):([0-5]\d)(?::([0-5]\d))?$/.exec(t);
  if (clock) return { ok: true, seconds: Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3] ?? 0) };
  // A number with one mark is hours (`1.5`, `1,5`, `.5`, as Toggl, Clockify and Harvest read it),
  // unless the mark is not the locale's decimal one and could group thousands: then ask.
  const decimal = /^(\d*)([.,])(\d+)$/.exec(t);
  if (decimal) {
    const [, whole, mark, fraction] = decimal as unknown as [string, string, string, string];
    const asHours = decimalReading(whole, fraction, locale);
    const couldGroup = mark !== decimalMark(locale) && /^[1-9]\d{0,2}$/.test(whole) && fraction.length === 3;
    if (!couldGroup) return { ok: true, seconds: asHours.seconds };
    const minutes = Number(`${whole}${fraction}`);
    const asMinutes = { seconds: minutes * 60, says: i18n._({ id: 'typed.minutes', message: '{minutes} minutes ({clock})', values: { minutes: formatWholeNumber(minutes, locale), clock: clockLength(minutes * 60) } }), write: `${minutes}m` };
    return { ok: false, ask: [asHours, asMinutes] };
  }
  // Hours with a unit and minutes with or without one; a whole number alone is minutes (`90`, as Toggl reads it).
  const units = UNITS.exec(t);
  if (units && (units[1] !== undefined || units[2] !== undefined)) {
    return { ok: true, seconds: Math.round(Number(units[1]?.replace(',', '.') ?? 0) * 3600) + Number(units[2] ?? 0) * 60 };
  }
  return NONE;
}

// A length of time as a person types it, read in their locale (issue 72, item 4): `1,5` is an
// hour and a half in German and French, `1.5` too, and `1:30`, `90m`, `1h30`, `2 hrs` in every
// locale, as Stint has always read them. A form that could be read two ways is asked, never
// guessed: `1.500` in German (1,5 hours, or 1500 minutes with the thousands mark?) and `1,500`
// in English; at a word that may be an end or a length (the command line's `add` and `edit`),
// `14.30` where `.` is the decimal mark (14:30, or 14.3 hours?) and `14h30` where it is how
// times are written (French, Brazilian Portuguese). The one reading of both drivers: the engine
// and the command line call it; the window's copy (renderer/text/typed-hours.ts) is tested
// against it. The words are main's catalog's, in the language of the `i18n` given (English by
// default, as the window's copy words them in English).

import { formatWholeNumber, formatHoursNumber, localeSeparators } from './locale-format.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

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

function decimalReading(whole: string, fraction: string, locale: string, i18n: I18n): HoursReading {
  const hours = Number(`${whole}.${fraction}`);
  const seconds = Math.round(hours * 3600);
  return { seconds, says: i18n._({ id: 'typed.hours', message: '{hours} hours ({clock})', values: { hours: formatHoursNumber(hours, locale), clock: clockLength(seconds) } }), write: clockLength(seconds) };
}

/** Reads a length of time typed in `locale` (a BCP 47 tag): its seconds, the two readings to ask between (worded by `i18n`), or none. */
export function readTypedHours(text: string, locale: string, i18n: I18n = sourceWords()): TypedHours {
  // `+1:30`: the command line's length after a start, as the window reads it.
  const t = text.trim().toLowerCase().replace(/^\+\s*(?=[\d.,])/, '');
  const clock = /^(\d+):([0-5]\d)(?::([0-5]\d))?$/.exec(t);
  if (clock) return { ok: true, seconds: Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3] ?? 0) };
  // A number with one mark is hours (`1.5`, `1,5`, `.5`, as Toggl, Clockify and Harvest read it),
  // unless the mark is not the locale's decimal one and could group thousands: then ask.
  const decimal = /^(\d*)([.,])(\d+)$/.exec(t);
  if (decimal) {
    const [, whole, mark, fraction] = decimal as unknown as [string, string, string, string];
    const asHours = decimalReading(whole, fraction, locale, i18n);
    const couldGroup = mark !== localeSeparators(locale).decimal && /^[1-9]\d{0,2}$/.test(whole) && fraction.length === 3;
    if (!couldGroup) return { ok: true, seconds: asHours.seconds };
    const minutes = Number(`${whole}${fraction}`);
    const says = i18n._({ id: 'typed.minutes', message: '{minutes} minutes ({clock})', values: { minutes: formatWholeNumber(minutes, locale), clock: clockLength(minutes * 60) } });
    const asMinutes = { seconds: minutes * 60, says, write: `${minutes}m` };
    return { ok: false, ask: [asHours, asMinutes] };
  }
  // Hours with a unit and minutes with or without one; a whole number alone is minutes (`90`, as Toggl reads it).
  const units = UNITS.exec(t);
  if (units && (units[1] !== undefined || units[2] !== undefined)) {
    return { ok: true, seconds: Math.round(Number(units[1]?.replace(',', '.') ?? 0) * 3600) + Number(units[2] ?? 0) * 60 };
  }
  return NONE;
}

/** Languages whose people write a time of day `14h30` (French; Brazilian Portuguese in everyday writing). */
const H_TIMES = new Set(['fr', 'pt']);

export type EndOrLength =
  | { readonly end: string }
  | { readonly duration: string }
  | { readonly ask: readonly [TypedReading, TypedReading] };

/**
 * A word that is an end or a length (`add`'s and `edit`'s `<end|+duration>`), as typed in
 * `locale`, when its form alone cannot say which: `H.MM` (a time where `.` marks minutes, a
 * length where it is the decimal mark: asked there) and `HhMM` (a time where people write
 * times so, asked there; a length elsewhere, as `1h30` is). Any other word: undefined.
 */
export function readEndOrLength(word: string, locale: string, i18n: I18n = sourceWords()): EndOrLength | undefined {
  const m = /^(\d{1,2})([.h])(\d{2})$/i.exec(word.trim());
  if (!m) return undefined;
  const [, h, mark, mm] = m as unknown as [string, string, string, string];
  const isTime = Number(h) <= 23 && Number(mm) <= 59;
  const dotIsDecimal = localeSeparators(locale).decimal === '.';
  // The locale is the display's, canonical (locale-display.ts): Intl.Locale reads it.
  const asks = mark === '.' ? dotIsDecimal : H_TIMES.has(new Intl.Locale(locale).language);
  if (!isTime) return { duration: word };
  if (!asks) return mark === '.' ? { end: word } : { duration: word };
  const end: TypedReading = { says: i18n._({ id: 'typed.theEnd', message: 'the end {time}', values: { time: `${h}:${mm}` } }), write: `${h}:${mm}` };
  const seconds = mark === '.' ? Math.round(Number(`${h}.${mm}`) * 3600) : Number(h) * 3600 + Number(mm) * 60;
  const clock = clockLength(seconds);
  const says =
    mark === '.'
      ? i18n._({ id: 'typed.lengthHours', message: 'a length of {hours} hours ({clock})', values: { hours: formatHoursNumber(Number(`${h}.${mm}`), locale), clock } })
      : i18n._({ id: 'typed.lengthHoursMinutes', message: 'a length of {hours} h {minutes} min ({clock})', values: { hours: Number(h), minutes: mm, clock } });
  return { ask: [end, { says, write: `+${clock}` }] };
}

/** The question in words, for the command line and the engine's field messages: both readings and how to type each. */
export function askWords(text: string, readings: readonly [TypedReading, TypedReading], i18n: I18n = sourceWords()): string {
  const [a, b] = readings;
  return i18n._({ id: 'typed.ask', message: '"{typed}" reads two ways. For {first}, type {firstTyped}; for {second}, type {secondTyped}.',
    values: { typed: text.trim(), first: a.says, firstTyped: a.write, second: b.says, secondTyped: b.write },
  });
}

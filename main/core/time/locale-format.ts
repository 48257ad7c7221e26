// Numbers, decimal hours, amounts and durations in words as the person's locale writes them
// (issue 72, item 3): `7,53` in German, `7.53` in English, `1.234,50 €`. Everything through the
// runtime's Intl, each formatter made once per locale (intl-cache.ts). The locale is the one the
// display settings resolved (`Snapshot.display.locale`), passed in: nothing here reads the
// process's own. Times of day stay clock-format.ts's (the engine's sentences are English yet).

import { intlCache } from './intl-cache.ts';

const numberFormats = intlCache<Intl.NumberFormat>();
const separatorsOf = intlCache<LocaleSeparators>();
const durationWords = intlCache<(seconds: number) => string>();

/** The marks a locale writes numbers with: `,` and `.` in German, `.` and `,` in English, `,` and a narrow space in French. */
export interface LocaleSeparators {
  readonly decimal: string;
  readonly group: string;
}

/** The decimal and grouping marks of `locale`, read from Intl's own output of 12345.6. */
export function localeSeparators(locale: string): LocaleSeparators {
  return separatorsOf(locale, () => {
    const parts = plainFormat(locale).formatToParts(12345.6);
    return Object.freeze({
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    });
  });
}

/** The locale's own way with a number: its marks, up to three decimals, grouping as it groups. */
function plainFormat(locale: string): Intl.NumberFormat {
  return numberFormat(locale, 'plain', {});
}

function numberFormat(locale: string, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return numberFormats(`${key}|${locale}`, () => new Intl.NumberFormat(locale, options));
}

/**
 * Hundredths of an hour (views/hours.ts counts them in integers) as the locale writes decimal
 * hours: 753 is `7.53` in en, `7,53` in de, fr, es and pt-BR. No grouping (`1234.50`, as
 * Toggl, Clockify and Harvest show hours). Exact: the double nearest h/100 is far nearer it than
 * the half-hundredth that rounding to two places could cross (a test checks every h to 10^6).
 */
export function formatHundredthsOfHour(hundredths: number, locale: string): string {
  const h = Math.max(0, Math.trunc(hundredths));
  return numberFormat(locale, 'hundredths', { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(h / 100);
}

/** A number of hours to show in words (`1,5` in German), to at most three places (as typed: `1.001`). */
export function formatHoursNumber(hours: number, locale: string): string {
  return plainFormat(locale).format(hours);
}

/** A whole number with the locale's grouping (`1.500` in German, `1,500` in English). */
export function formatWholeNumber(n: number, locale: string): string {
  return plainFormat(locale).format(n);
}

/**
 * An amount of `cents` in `currency` (ISO 4217) as the locale writes money: `€1,234.50` in
 * en-US, `1.234,50 €` in de, `R$ 1.234,50` in pt-BR. A code Intl does not know is written
 * before the figure (`XBT 12.50`), never refused: the figure is the service's.
 */
export function formatAmount(cents: number, currency: string, locale: string): string {
  let f: Intl.NumberFormat | null;
  try {
    f = numberFormat(locale, `money:${currency}`, { style: 'currency', currency });
  } catch {
    f = null;
  }
  if (f !== null) return f.format(cents / 100);
  return `${currency} ${numberFormat(locale, 'cents', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}`;
}

/** Intl.DurationFormat where the runtime has it (Node 23+, Chromium 129+), typed as far as used here. */
interface DurationFormatLike {
  format(d: { hours?: number; minutes?: number; seconds?: number }): string;
}
type DurationFormatCtor = new (locale: string, options: { style: 'long' }) => DurationFormatLike;

function durationFormatCtor(): DurationFormatCtor | undefined {
  return (Intl as unknown as { DurationFormat?: DurationFormatCtor }).DurationFormat;
}

/**
 * A duration in words for a screen reader or a sentence, to the minute (to the second under a
 * minute): "1 hour, 5 minutes" in en, "1 Stunde und 5 Minuten" in de. Intl.DurationFormat where
 * the runtime has it; else the units through NumberFormat joined by ListFormat, which is what
 * DurationFormat's long style does (the fallback's words may differ only in the list's joiner).
 */
export function formatDurationWords(seconds: number, locale: string): string {
  return durationWords(locale, () => wordsMaker(locale, durationFormatCtor()))(seconds);
}

/** How `locale` writes durations in words, with DurationFormat or without (exported for the fallback's own test). */
export function wordsMaker(locale: string, Duration: DurationFormatCtor | undefined): (seconds: number) => string {
  const parts = (seconds: number): { hours: number; minutes: number; seconds: number } => {
    const s = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
    // Under a minute, the seconds: "0 minutes" would read as nothing at all.
    if (s < 60) return { hours: 0, minutes: 0, seconds: s };
    return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: 0 };
  };
  if (Duration !== undefined) {
    const f = new Duration(locale, { style: 'long' });
    return (seconds) => {
      const p = parts(seconds);
      // DurationFormat leaves out zero units, and writes nothing at all for zero: say 0 minutes.
      return p.hours + p.minutes + p.seconds === 0 ? unit(locale, 'minute', 0) : f.format(p);
    };
  }
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'unit' });
  return (seconds) => {
    const p = parts(seconds);
    if (p.hours + p.minutes === 0) return p.seconds === 0 ? unit(locale, 'minute', 0) : unit(locale, 'second', p.seconds);
    return list.format([...(p.hours > 0 ? [unit(locale, 'hour', p.hours)] : []), ...(p.minutes > 0 ? [unit(locale, 'minute', p.minutes)] : [])]);
  };
}

function unit(locale: string, u: 'hour' | 'minute' | 'second', n: number): string {
  return numberFormat(locale, `unit:${u}`, { style: 'unit', unit: u, unitDisplay: 'long' }).format(n);
}

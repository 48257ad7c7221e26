// Amounts and numbers in words as the person's locale writes them (issue 72): `1.234,50 €`,
// `1,5`, `1.500`; decimal hours are decimal-hours.ts's (the first screen's code, kept small).
// The window's copy of main/core/time/locale-format.ts (the window imports nothing from main/ at
// run time; test/renderer/text/locale-format.test.ts holds the two to each other), its Intl
// objects made once per locale.

const formats = new Map<string, Intl.NumberFormat>();

/** The locale's own way with a number: its marks, up to three decimals, grouping as it groups. */
function plainFormat(locale: string): Intl.NumberFormat {
  return numberFormat(locale, 'plain', {});
}

function numberFormat(locale: string, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const k = `${key}|${locale}`;
  let f = formats.get(k);
  if (f === undefined) {
    f = new Intl.NumberFormat(locale, options);
    formats.set(k, f);
  }
  return f;
}

/** The decimal mark of `locale` (`,` in German, `.` in English), as Intl writes 1.5. */
export function decimalMark(locale: string): string {
  return plainFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

/** A number of hours in words (`1,5` in German), to at most three places (as typed: `1.001`). */
export function formatHoursNumber(hours: number, locale: string): string {
  return plainFormat(locale).format(hours);
}

/** A whole number with the locale's grouping (`1.500` in German). */
export function formatWholeNumber(n: number, locale: string): string {
  return plainFormat(locale).format(n);
}

/** `€1,234.50` in en-US, `1.234,50 €` in de; the code before the figure where Intl does not know it. */
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

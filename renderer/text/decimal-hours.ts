// Decimal hours as the person's locale writes them (issue 72): 753 hundredths are `7.53` in
// English, `7,53` in German. Apart from locale-format.ts: the timer screen's totals need only
// this, and its first code has a budget (test/renderer/bundle.test.ts). The window's copy of
// main/core/time/locale-format.ts `formatHundredthsOfHour`, tested against it.

const formats = new Map<string, Intl.NumberFormat>();

/** Hundredths of an hour in `locale`, two places, no grouping; one formatter per locale, made once. */
export function formatHundredthsOfHour(hundredths: number, locale: string): string {
  let f = formats.get(locale);
  if (f === undefined) {
    f = new Intl.NumberFormat(locale, { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, f);
  }
  return f.format(Math.max(0, Math.trunc(hundredths)) / 100);
}

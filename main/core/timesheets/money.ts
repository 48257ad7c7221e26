// Money from the service's report rows as integer cents, so that sums never drift (0.1 + 0.2).
// The service sends amounts as JSON numbers (`billable_net_amount`) or decimal strings
// (`rate_hour`); either is read from its decimal text, never multiplied as a float.

/**
 * Cents of an amount: `12.34` or `"12.34"` gives 1234, `"12.345"` 1235 (half away from zero on
 * the cent, as the service's own round2 does), `"-3.5"` -350. Null when it is not an amount
 * (missing, empty, not a finite number): the caller says which row, and keeps it.
 */
export function readCents(value: unknown): number | null {
  // Anything else reads as '', which is no amount.
  const text = typeof value === 'number' ? numberText(value) : typeof value === 'string' ? value.trim() : '';
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const fraction = (m[3] ?? '').padEnd(3, '0');
  const whole = Number(m[2]) * 100 + Number(fraction.slice(0, 2));
  // Half up on the cent needs only the third decimal: .0049… stays down, .005 goes up.
  const cents = whole + (Number(fraction[2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents)) return null;
  return m[1] === '-' ? -cents : cents;
}

/** A number's decimal text without an exponent (1e-7 is "0.0000001"); NaN, Infinity and 1e300 stay unreadable. */
function numberText(value: number): string {
  const plain = String(value);
  return plain.includes('e') ? value.toFixed(20) : plain;
}

/** `1234.50` for 123450 cents; `-0.05` for -5. No currency sign: the caller names the currency. */
export function formatCents(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

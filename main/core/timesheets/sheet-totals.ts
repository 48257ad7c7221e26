// A timesheet's totals: tracked and billed seconds, and the billable amount per currency in
// integer cents. The service names no currency; the person names one per account, and amounts in
// different currencies are never added together.
import type { BilledEntry } from './rounding.ts';

export interface CurrencyAmount {
  /** As the person named it for the account; '' when they named none. */
  readonly currency: string;
  readonly cents: number;
}

export interface SheetTotals {
  readonly tracked: number;
  readonly billed: number;
  readonly entries: number;
  /** One per currency met, sorted by currency; entries without an amount add nothing. */
  readonly amounts: readonly CurrencyAmount[];
}

/** Account name to the currency the person named for it. */
export type Currencies = ReadonlyMap<string, string>;

export function currencyOf(entry: Pick<BilledEntry, 'account'>, currencies: Currencies): string {
  return currencies.get(entry.account) ?? '';
}

export function totalsOf(entries: readonly BilledEntry[], currencies: Currencies): SheetTotals {
  let tracked = 0;
  let billed = 0;
  const amounts = new Map<string, number>();
  for (const e of entries) {
    tracked += e.tracked;
    billed += e.billed;
    if (e.amountCents === null) continue;
    const currency = currencyOf(e, currencies);
    amounts.set(currency, (amounts.get(currency) ?? 0) + e.amountCents);
  }
  const sorted = [...amounts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([currency, cents]) => ({ currency, cents }));
  return { tracked, billed, entries: entries.length, amounts: sorted };
}

// The timesheet model: report rows of one or several accounts, filtered, billed under their
// rounding rules, grouped, with totals. Pure: the engine reads the rows, the caller names the
// currencies and the first day of the week.
import type { RuleBook } from './rounding-rule.ts';
import { billEntries, type BilledEntry } from './rounding.ts';
import type { SheetEntry } from './sheet-entry.ts';
import { filterEntries, type SheetFilters } from './sheet-filter.ts';
import { compare as by, groupEntries, type GroupLevel, type SheetGroup } from './sheet-group.ts';
import { totalsOf, type Currencies, type SheetTotals } from './sheet-totals.ts';
import type { I18n } from '../../i18n/words.ts';

export interface SheetRequest {
  readonly entries: readonly SheetEntry[];
  readonly filters: SheetFilters;
  /** By account name; an account without a book is not rounded. */
  readonly rules: ReadonlyMap<string, RuleBook>;
  readonly groupBy: readonly GroupLevel[];
  readonly weekStartsOn: number;
  readonly currencies: Currencies;
  /** The words of the groups' labels no entry names; English when none is given (sheet-group.ts). */
  readonly i18n?: I18n;
}

export interface Sheet {
  /** The entries kept, by date, start, account and id. */
  readonly entries: readonly BilledEntry[];
  readonly groups: readonly SheetGroup[];
  readonly totals: SheetTotals;
}

/**
 * The sheet of a request. The filter comes before the rounding: a day-total rule rounds the day
 * of the entries the sheet hands over, not of entries left out of it.
 */
export function buildSheet(request: SheetRequest): Sheet {
  const kept = filterEntries(request.entries, request.filters).sort(sheetOrder);
  const entries = billEntries(kept, request.rules);
  return {
    entries,
    groups: groupEntries(entries, request.groupBy, {
      weekStartsOn: request.weekStartsOn,
      currencies: request.currencies,
      nameAccounts: new Set(entries.map((e) => e.account)).size > 1,
      ...(request.i18n ? { i18n: request.i18n } : {}),
    }),
    totals: totalsOf(entries, request.currencies),
  };
}

function sheetOrder(a: SheetEntry, b: SheetEntry): number {
  return by(a.date, b.date) || by(a.start, b.start) || by(a.account, b.account) || a.id - b.id;
}

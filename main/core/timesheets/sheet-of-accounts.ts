// The sheet of several accounts' reads: each account's report rows read as entries (a row that
// cannot be read is listed, never counted as nothing), its rounding rules read from its
// settings value failing closed (one unreadable rule refuses the whole sheet: billing a client
// unrounded by a typo is time lost), its currency named, then the one sheet built (sheet.ts).
import type { DetailedReportRow } from '../../api/types.ts';
import { readRuleBook, type RuleBook } from './rounding-rule.ts';
import { buildSheet, type Sheet } from './sheet.ts';
import { readSheetEntry, type SheetEntry } from './sheet-entry.ts';
import type { SheetFilters } from './sheet-filter.ts';
import type { GroupLevel } from './sheet-group.ts';
import type { Currencies } from './sheet-totals.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

/** One account's read: its name, its rows, and what its settings say of them. */
export interface AccountRows {
  readonly account: string;
  readonly rows: readonly DetailedReportRow[];
  /** The account's rounding rules as stored (read here, failing closed). */
  readonly rounding: unknown;
  /** The currency the person named for the account; null: none. */
  readonly currency: string | null;
}

export interface AccountsSheetOptions {
  readonly filters: SheetFilters;
  readonly groupBy: readonly GroupLevel[];
  readonly weekStartsOn: number;
  /** Billed under each account's rounding rules; false: billed is tracked. */
  readonly rounding: boolean;
  /** The words of the groups' labels no entry names; English when none is given. */
  readonly i18n?: I18n;
}

export type AccountsSheet =
  | { readonly ok: true; readonly sheet: Sheet; readonly currencies: Currencies; readonly problems: readonly string[] }
  | { readonly ok: false; readonly problems: readonly string[] };

export function sheetOfAccounts(reads: readonly AccountRows[], options: AccountsSheetOptions): AccountsSheet {
  const i18n = options.i18n ?? sourceWords();
  const rules = new Map<string, RuleBook>();
  const refusals: string[] = [];
  if (options.rounding) {
    for (const r of reads) {
      const book = readRuleBook(r.rounding, r.account, i18n);
      if (book.ok) rules.set(r.account, book.value);
      else refusals.push(...book.problems);
    }
  }
  if (refusals.length > 0) {
    return { ok: false, problems: [...refusals, i18n._({ id: 'sheet.notExported', message: 'Nothing was exported: mend the rounding rules in Settings, or export without rounding.' })] };
  }
  const entries: SheetEntry[] = [];
  const problems: string[] = [];
  for (const r of reads) {
    for (const row of r.rows) {
      const read = readSheetEntry(r.account, row, i18n);
      if (!read.ok) {
        problems.push(i18n._({ id: 'sheet.rowLeftOut', message: '{problem} It is left out of the sheet.', values: { problem: read.problem } }));
        continue;
      }
      entries.push(read.entry);
      // The service counts a running timer's time only once it stops: the sheet would be short unsaid.
      if (read.entry.running) problems.push(i18n._({ id: 'sheet.stillRunning', message: 'Entry {id} of account {account} ({date}) is still running: only the time it held before it started is in the sheet. Stop it and export again for all of it.', values: { id: String(read.entry.id), account: r.account, date: read.entry.date } }));
    }
  }
  const currencies = new Map(reads.flatMap((r) => (r.currency === null ? [] : [[r.account, r.currency] as const])));
  const sheet = buildSheet({ entries, filters: options.filters, rules, groupBy: options.groupBy, weekStartsOn: options.weekStartsOn, currencies, ...(options.i18n ? { i18n: options.i18n } : {}) });
  return { ok: true, sheet, currencies, problems };
}

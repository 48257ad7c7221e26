// A timesheet's entries grouped by any nesting of account, customer, project, task, day and week
// (customer -> project -> day, or day alone), with totals at every group.
import { addDays } from '../time/local-time.ts';
import { weekdayOf } from '../time/local-calendar.ts';
import type { BilledEntry } from './rounding.ts';
import { totalsOf, type Currencies, type SheetTotals } from './sheet-totals.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export type GroupLevel = 'account' | 'customer' | 'project' | 'task' | 'day' | 'week';
export const GROUP_LEVELS: readonly GroupLevel[] = ['account', 'customer', 'project', 'task', 'day', 'week'];

export interface SheetGroup {
  readonly level: GroupLevel;
  /** Unique among its siblings; ids carry their account (project 3 of two accounts are two projects). */
  readonly key: string;
  readonly label: string;
  readonly totals: SheetTotals;
  /** The next level's groups; empty at the last level. */
  readonly groups: readonly SheetGroup[];
  /** Every entry under the group, in sheet order. */
  readonly entries: readonly BilledEntry[];
}

export interface GroupOptions {
  /** 0 Sunday .. 6 Saturday: the day a week group starts on. */
  readonly weekStartsOn: number;
  readonly currencies: Currencies;
  /**
   * Say the account after a customer's, project's or task's name ("Website (home)"): the sheet
   * spans several accounts, where two of them may name a project alike. Dropped below an
   * account level, which says it already.
   */
  readonly nameAccounts: boolean;
  /** The words of the labels no entry names ("No customer", "Week of …"); English when none is given. */
  readonly i18n?: I18n;
}

/** The date of the first day of `date`'s week. */
export function weekStart(date: string, weekStartsOn: number): string {
  return addDays(date, -((weekdayOf(date) - weekStartsOn + 7) % 7));
}

function place(entry: BilledEntry, level: GroupLevel, options: GroupOptions): { key: string; label: string } {
  const of = (id: number | null): string => `${entry.account}\u0000${id ?? ''}`;
  const named = (name: string): string => (options.nameAccounts ? `${name} (${entry.account})` : name);
  const i18n = options.i18n ?? sourceWords();
  switch (level) {
    case 'account':
      return { key: entry.account, label: entry.account };
    case 'customer':
      return { key: of(entry.customerId), label: named(entry.customerId === null ? i18n._({ id: 'sheet.group.noCustomer', message: 'No customer' }) : entry.customerName) };
    case 'project':
      return { key: of(entry.projectId), label: named(entry.projectName) };
    case 'task':
      return { key: of(entry.taskId), label: named(entry.taskId === null ? i18n._({ id: 'sheet.group.noTask', message: 'No task' }) : entry.taskName) };
    case 'day':
      return { key: entry.date, label: entry.date };
    case 'week': {
      const first = weekStart(entry.date, options.weekStartsOn);
      return { key: first, label: i18n._({ id: 'sheet.group.weekOf', message: 'Week of {date}', values: { date: first } }) };
    }
  }
}

/**
 * Groups nested in the order of `levels`, in the order of their labels, then keys: names
 * alphabetically, days and weeks by date (their labels are their dates).
 */
export function groupEntries(entries: readonly BilledEntry[], levels: readonly GroupLevel[], options: GroupOptions): SheetGroup[] {
  const [level, ...rest] = levels;
  if (level === undefined) return [];
  const found = new Map<string, { label: string; entries: BilledEntry[] }>();
  for (const entry of entries) {
    const { key, label } = place(entry, level, options);
    const group = found.get(key);
    if (group) group.entries.push(entry);
    else found.set(key, { label, entries: [entry] });
  }
  const order = ([ka, a]: [string, { label: string }], [kb, b]: [string, { label: string }]): number => compare(a.label, b.label) || compare(ka, kb);
  return [...found].sort(order).map(([key, g]) => ({
    level,
    key,
    label: g.label,
    totals: totalsOf(g.entries, options.currencies),
    groups: groupEntries(g.entries, rest, level === 'account' ? { ...options, nameAccounts: false } : options),
    entries: g.entries,
  }));
}

/** Plain code-unit order: the same on every machine, whatever its locale. */
export const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

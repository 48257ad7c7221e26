// Rounding applied to a timesheet's entries: the tracked figure is always kept, the billed figure
// beside it. Nothing here changes a stored entry (issue 70, item 3: "never in the stored entries
// unless asked"). Durations in whole seconds.
import type { RoundingRule, RuleBook } from './rounding-rule.ts';
import type { SheetEntry } from './sheet-entry.ts';

/** The rule that applies to an entry and where it is attached, for the words ("project 12's rule"). */
export interface AppliedRule {
  readonly rule: RoundingRule;
  readonly level: 'project' | 'customer' | 'account';
  /** The project's or customer's id; null for the account's rule. */
  readonly id: number | null;
}

export interface BilledEntry extends SheetEntry {
  /** Seconds billed after rounding; the tracked seconds when no rule applies. */
  readonly billed: number;
  readonly rounding: AppliedRule | null;
}

/** The most specific rule of the entry's account: its project's, else its customer's, else the account's. */
export function ruleFor(entry: Pick<SheetEntry, 'projectId' | 'customerId'>, book: RuleBook): AppliedRule | null {
  const project = book.projects.get(entry.projectId);
  if (project) return { rule: project, level: 'project', id: entry.projectId };
  const customer = entry.customerId === null ? undefined : book.customers.get(entry.customerId);
  if (customer) return { rule: customer, level: 'customer', id: entry.customerId };
  return book.account ? { rule: book.account, level: 'account', id: null } : null;
}

/** `seconds` rounded to the rule's step in its direction; nearest ties go up. */
export function roundToStep(seconds: number, rule: Pick<RoundingRule, 'to' | 'direction'>): number {
  const unit = rule.to * 60;
  const steps = seconds / unit;
  const whole = rule.direction === 'up' ? Math.ceil(steps) : rule.direction === 'down' ? Math.floor(steps) : Math.floor(steps + 0.5);
  return whole * unit;
}

/** An entry's seconds raised to the rule's minimum length, if it has one. */
export function withMinimum(seconds: number, rule: Pick<RoundingRule, 'minimum'>): number {
  return Math.max(seconds, (rule.minimum ?? 0) * 60);
}

/** One entry under an each-entry rule: the minimum first, then the rounding. */
export function roundEntry(seconds: number, rule: RoundingRule): number {
  return roundToStep(withMinimum(seconds, rule), rule);
}

/**
 * Every entry billed under the rule its account's book gives it. An each-entry rule rounds each
 * entry. A day-total rule rounds, per account, day and rule (the same project's, customer's or
 * account's rule), the day's total of its entries (each raised to the minimum first), and shows
 * the difference on the entries: added to the longest one, or taken from the longest ones in
 * turn, none below zero (ties: the earlier in the list). So billed figures sum to the rounded day
 * total exactly, and a sheet grouped any way adds up.
 */
export function billEntries(entries: readonly SheetEntry[], books: ReadonlyMap<string, RuleBook>): BilledEntry[] {
  const billed = entries.map((entry): BilledEntry => {
    const book = books.get(entry.account);
    const rounding = book ? ruleFor(entry, book) : null;
    if (!rounding) return { ...entry, billed: entry.tracked, rounding: null };
    const rule = rounding.rule;
    return { ...entry, billed: rule.scope === 'entry' ? roundEntry(entry.tracked, rule) : withMinimum(entry.tracked, rule), rounding };
  });
  for (const day of dayGroups(billed)) spreadDayRounding(billed, day);
  return billed;
}

/** Indexes of the entries under a day-total rule, per account, date and rule. */
function dayGroups(entries: readonly BilledEntry[]): number[][] {
  const groups = new Map<string, number[]>();
  entries.forEach((e, i) => {
    if (e.rounding?.rule.scope !== 'day') return;
    const key = `${e.account}\u0000${e.date}\u0000${e.rounding.level}\u0000${e.rounding.id}`;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  return [...groups.values()];
}

function spreadDayRounding(entries: BilledEntry[], day: readonly number[]): void {
  const rule = entries[day[0]!]!.rounding!.rule;
  const total = day.reduce((sum, i) => sum + entries[i]!.billed, 0);
  let difference = roundToStep(total, rule) - total;
  // Longest first; a stable sort keeps the list's order among equals.
  const longestFirst = [...day].sort((a, b) => entries[b]!.billed - entries[a]!.billed);
  // Once the difference is spent, each further change is 0.
  for (const i of longestFirst) {
    const e = entries[i]!;
    const change = Math.max(difference, -e.billed);
    entries[i] = { ...e, billed: e.billed + change };
    difference -= change;
  }
}

// Each account's timesheet settings as the window shows them (issue 70): its currency, its
// rounding rules read failing closed (an unreadable rule is said as such, never as "no
// rounding"), each rule in words, and the amounts its day's reads already hold.
import type { AccountTimesheetView, RoundingView, Snapshot, TimesheetsView } from '../snapshot.ts';
import { readRuleBook } from '../timesheets/rounding-rule.ts';
import { ruleWords } from '../timesheets/rule-words.ts';
import { amountsOf } from '../timesheets/day-amount.ts';
import { sourceWords, wordsFor, type I18n } from '../../i18n/words.ts';

export interface NamedSnapshot {
  readonly key: string;
  readonly name: string;
  readonly snapshot: Snapshot;
}

/** The rules in the words of `i18n` (English when none is given). */
export function roundingView(stored: unknown, accountName: string, projects: Snapshot['projects'], i18n: I18n = sourceWords()): RoundingView {
  if (stored === null || stored === undefined) return { state: 'none' };
  const read = readRuleBook(stored, accountName, i18n);
  if (!read.ok) return { state: 'unreadable', problems: read.problems };
  const book = read.value;
  if (book.account === null && book.customers.size === 0 && book.projects.size === 0) return { state: 'none' };
  const lower = (w: string): string => w.charAt(0).toLowerCase() + w.slice(1);
  const projectName = (id: number): string => projects.find((p) => p.id === id)?.name ?? i18n._({ id: 'rounding.view.projectId', message: 'Project {id}', values: { id } });
  const customerName = (id: number): string => projects.find((p) => p.customerId === id)?.customerName ?? i18n._({ id: 'rounding.view.customerId', message: 'Customer {id}', values: { id } });
  const projectRules = [...book.projects]
    .map(([id, rule]) => ({ id, name: projectName(id), rule, words: i18n._({ id: 'rounding.view.ruleOf', message: '{name}: {rule}', values: { name: projectName(id), rule: lower(ruleWords(rule, i18n)) } }) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const customerRules = [...book.customers].map(([id, rule]) => ({ id, rule, words: i18n._({ id: 'rounding.view.ruleOf', message: '{name}: {rule}', values: { name: customerName(id), rule: lower(ruleWords(rule, i18n)) } }) })).sort((a, b) => a.id - b.id);
  const words = [...(book.account ? [ruleWords(book.account, i18n)] : []), ...projectRules.map((p) => p.words), ...customerRules.map((c) => c.words)];
  return { state: 'rules', account: book.account, customers: customerRules, projects: projectRules, words };
}

/**
 * The entries whose amounts the engine holds: the current week's as its read gave them (the week
 * shown, when it is this one), today's and yesterday's from the day's read where the week has
 * none of their date; each date from one source only, so nothing counts twice.
 */
function heldEntries(s: Snapshot): Snapshot['todayEntries'] {
  const week = s.shownWeek?.current === true ? s.shownWeek.days.filter((d) => d.date !== s.today).flatMap((d) => d.entries) : [];
  const weekDates = new Set(week.map((e) => e.date));
  return [...s.todayEntries.filter((e) => !weekDates.has(e.date)), ...week];
}

function accountView({ key, name, snapshot: s }: NamedSnapshot): AccountTimesheetView {
  const week = s.billable?.week.start ?? s.today;
  return {
    key,
    name,
    currency: s.settings.timesheets.currency,
    rounding: roundingView(s.settings.timesheets.rounding, name, s.projects, wordsFor(s.language)),
    amounts: amountsOf(heldEntries(s), s.week, s.today, week),
  };
}

export function timesheetsView(accounts: readonly NamedSnapshot[]): TimesheetsView {
  return { accounts: accounts.map(accountView) };
}

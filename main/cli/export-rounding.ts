// `stint export --rounding ...` (issue 70, item 5): the rounding of one export, typed as a short
// word, and the sheet billed under it. The grammar is `[entry|day]<minutes><up|down|nearest>`:
// `15up` rounds each entry up to 15 minutes, `day15nearest` the day's total to the nearest 15
// (the core's "day" scope: the difference shown on the day's longest entries). `rules` bills
// under each account's own rules (Settings), `none` bills the tracked time. A rule typed here
// replaces the accounts' rules for this export only; nothing stored changes.

import { ROUNDING_STEPS, type RoundingRule, type RuleBook } from '../core/timesheets/rounding-rule.ts';
import { buildSheet, type Sheet } from '../core/timesheets/sheet.ts';
import type { GroupLevel } from '../core/timesheets/sheet-group.ts';
import type { Currencies } from '../core/timesheets/sheet-totals.ts';
import type { I18n } from '../i18n/words.ts';

/** The accounts' own rules, none, or one rule for every entry of this export. */
export type ExportRounding = 'rules' | 'none' | RoundingRule;

/** A rule as typed (`15up`, `day15nearest`): typed so in every language. */
export const ROUNDING_RULE_SYNTAX = '[entry|day]<1|5|6|10|15|30><up|down|nearest> (15up, day15nearest)';

/** What `--rounding` takes, in words: the rule as typed, `rules` or `none`. */
export function roundingGrammar(i18n: I18n): string {
  return i18n._({ id: 'cli.rounding.grammar', message: "{syntax}, rules (each account's own, the default) or none", values: { syntax: ROUNDING_RULE_SYNTAX } });
}

const RULE_WORD = /^(entry|day)?(\d+)(up|down|nearest)$/;

/** The word after `--rounding`, or the words of what is wrong with it (naming the option). */
export function readRounding(word: string, i18n: I18n): ExportRounding | { readonly problem: string } {
  const w = word.toLowerCase();
  if (w === 'rules' || w === 'none') return w;
  const m = RULE_WORD.exec(w);
  const to = m === null ? NaN : Number(m[2]);
  if (m === null || !(ROUNDING_STEPS as readonly number[]).includes(to)) {
    const values = { typed: word, grammar: roundingGrammar(i18n) };
    return {
      problem:
        m === null
          ? i18n._({ id: 'cli.rounding.notRule', message: '--rounding "{typed}" is not a rounding rule: write {grammar}.', values })
          : i18n._({ id: 'cli.rounding.notStep', message: '--rounding "{typed}" rounds to {minutes} minutes, which is not one of {steps}: write {grammar}.', values: { ...values, minutes: m[2]!, steps: ROUNDING_STEPS.join(', ') } }),
    };
  }
  return { scope: m[1] === 'day' ? 'day' : 'entry', direction: m[3] as RoundingRule['direction'], to: to as RoundingRule['to'], minimum: null };
}

/** The rule in words, for the line the export prints ("each entry rounded up to 15 minutes"). */
export function roundingWords(rule: RoundingRule, i18n: I18n): string {
  return i18n._({ id: 'cli.rounding.words', message: "{scope, select, day {each day's total} other {each entry}} {direction, select, up {rounded up to} down {rounded down to} other {rounded to the nearest}} {minutes, plural, one {# minute} other {# minutes}}",
    values: { scope: rule.scope, direction: rule.direction, minutes: rule.to },
  });
}

export interface RebillOptions {
  readonly groupBy: readonly GroupLevel[];
  readonly weekStartsOn: number;
  readonly currencies: Currencies;
}

/**
 * The sheet's entries (read without the accounts' rules, so billed is tracked) billed again under
 * one rule for every account, grouped and totalled by the core's own sheet: the same figures the
 * window would show for that rule. The filters were applied when the sheet was read.
 */
export function rebill(sheet: Sheet, rule: RoundingRule, options: RebillOptions): Sheet {
  const book: RuleBook = { account: rule, customers: new Map(), projects: new Map() };
  const rules = new Map([...new Set(sheet.entries.map((e) => e.account))].map((a) => [a, book] as const));
  return buildSheet({ entries: sheet.entries, filters: new Map(), rules, groupBy: options.groupBy, weekStartsOn: options.weekStartsOn, currencies: options.currencies });
}

// The person's activity rules kept in the first account's durable store, in their order: a
// new rule goes first (the person just made it, it is meant to win), an edit keeps its place.

import type { DurableStore } from '../ports.ts';
import { ACTIVITY_RULES_KEY, matchProblems, moved, readActivityRules, ruleGoneWords, sameMatch, storedRules, type ActivityMatch, type ActivityRule } from './activity-rules.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';
import type { BookTo } from '../calendar/event-rules.ts';

export type RuleResult = { readonly ok: true; readonly rule: ActivityRule } | { readonly ok: false; readonly message: string; readonly fields: Record<string, string> };

export class ActivityRuleBook {
  private rules: readonly ActivityRule[] = [];

  constructor(
    private readonly durable: DurableStore,
    /** Told after each change is on disk (the snapshot shows the rules). */
    private readonly changed: () => void,
    private readonly makeId: () => string = () => `r${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`,
  ) {}

  async open(): Promise<void> {
    const read = await this.durable.read(ACTIVITY_RULES_KEY);
    if (read.status === 'ok') this.rules = readActivityRules(read.value);
  }

  list(): readonly ActivityRule[] {
    return this.rules;
  }

  /** Adds a rule first; one with the same match and account is replaced (a person teaching it again). A refusal in the words of `i18n`. */
  async add(match: ActivityMatch, to: BookTo, i18n: I18n = sourceWords()): Promise<RuleResult> {
    const bad = matchProblems(match, i18n);
    if (Object.keys(bad).length > 0) return { ok: false, message: Object.values(bad)[0]!, fields: bad };
    const rule: ActivityRule = { id: this.makeId(), match, ...to };
    const same = (r: ActivityRule) => r.accountKey === to.accountKey && sameMatch(r.match, match);
    await this.save([rule, ...this.rules.filter((r) => !same(r))]);
    return { ok: true, rule };
  }

  /** Rules from a file, saved at once: one with the same match and account as a rule here changes its booking in place; the others go after the person's. */
  async importRules(rules: readonly { readonly match: ActivityMatch; readonly to: BookTo }[]): Promise<{ readonly added: number; readonly changed: number }> {
    let list = [...this.rules];
    let added = 0;
    let changed = 0;
    for (const r of rules) {
      const at = list.findIndex((x) => x.accountKey === r.to.accountKey && sameMatch(x.match, r.match));
      if (at >= 0) {
        list[at] = { ...list[at]!, ...r.to };
        changed++;
      } else {
        list.push({ id: this.makeId(), match: r.match, ...r.to });
        added++;
      }
    }
    await this.save(list);
    return { added, changed };
  }

  async update(id: string, patch: { readonly match?: ActivityMatch } & Partial<BookTo>, i18n: I18n = sourceWords()): Promise<RuleResult> {
    const old = this.rules.find((r) => r.id === id);
    if (!old) return { ok: false, message: ruleGoneWords(i18n), fields: { rule: ruleGoneWords(i18n) } };
    const rule: ActivityRule = { ...old, ...patch, id };
    const bad = matchProblems(rule.match, i18n);
    if (Object.keys(bad).length > 0) return { ok: false, message: Object.values(bad)[0]!, fields: bad };
    await this.save(this.rules.map((r) => (r.id === id ? rule : r)));
    return { ok: true, rule };
  }

  async move(id: string, index: number): Promise<boolean> {
    if (!this.rules.some((r) => r.id === id)) return false;
    await this.save(moved(this.rules, id, index));
    return true;
  }

  async remove(id: string): Promise<boolean> {
    if (!this.rules.some((r) => r.id === id)) return false;
    await this.save(this.rules.filter((r) => r.id !== id));
    return true;
  }

  private async save(rules: readonly ActivityRule[]): Promise<void> {
    await this.durable.write(ACTIVITY_RULES_KEY, storedRules(rules));
    this.rules = rules;
    this.changed();
  }
}

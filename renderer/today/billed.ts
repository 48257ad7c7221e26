// A day's billed seconds under its account's rounding rules, live as Today's figures tick: a copy
// of main/core/timesheets/day-billed.ts `billedDays` and the rule arithmetic of rounding.ts (the
// window imports nothing from main/ at run time; test/renderer/today/billed.test.ts checks the
// two agree). The rules come read from the snapshot (`timesheets`), never from the settings file.
import type { RoundingRuleView, RoundingView } from '../../main/core/snapshot.ts';

export interface BilledEntry {
  readonly projectId: number;
  readonly customerId: number | null;
  readonly seconds: number;
}

/** The rule an entry is billed under (its project's, its customer's, the account's), its key and its words. */
export function ruleOf(e: BilledEntry, r: Extract<RoundingView, { state: 'rules' }>): { rule: RoundingRuleView; key: string; words: string } | null {
  const project = r.projects.find((p) => p.id === e.projectId);
  if (project) return { rule: project.rule, key: `project:${project.id}`, words: project.words };
  const customer = e.customerId === null ? undefined : r.customers.find((c) => c.id === e.customerId);
  if (customer) return { rule: customer.rule, key: `customer:${customer.id}`, words: customer.words };
  return r.account ? { rule: r.account, key: 'account', words: r.words[0]! } : null;
}

function roundToStep(seconds: number, rule: RoundingRuleView): number {
  const unit = rule.to * 60;
  const steps = seconds / unit;
  const whole = rule.direction === 'up' ? Math.ceil(steps) : rule.direction === 'down' ? Math.floor(steps) : Math.floor(steps + 0.5);
  return whole * unit;
}

const withMinimum = (seconds: number, rule: RoundingRuleView): number => Math.max(seconds, (rule.minimum ?? 0) * 60);

/** One day's entries of one account billed: each-entry rules per entry, day-total rules on the sum under each rule. */
export function billedSeconds(entries: readonly BilledEntry[], rounding: RoundingView): number {
  if (rounding.state !== 'rules') return entries.reduce((sum, e) => sum + e.seconds, 0);
  let billed = 0;
  const days = new Map<string, { sum: number; rule: RoundingRuleView }>();
  for (const e of entries) {
    const applied = ruleOf(e, rounding);
    if (applied === null) billed += e.seconds;
    else if (applied.rule.scope === 'entry') billed += roundToStep(withMinimum(e.seconds, applied.rule), applied.rule);
    else {
      const under = days.get(applied.key) ?? { sum: 0, rule: applied.rule };
      under.sum += withMinimum(e.seconds, applied.rule);
      days.set(applied.key, under);
    }
  }
  for (const d of days.values()) billed += roundToStep(d.sum, d.rule);
  return billed;
}

// ical.js finds a rule's next occurrence by stepping (a day, an hour, ...) until the rule's
// BY parts match, inside one call. A rule that can never match (FREQ=DAILY;BYMONTH=2;
// BYMONTHDAY=30) steps forever, below any count of occurrences; so each rule of a parsed
// calendar iterates with a budget of steps, and gives up past it.
import ICAL from 'ical.js';

export const MAX_RULE_STEPS = 50_000;

export class RuleNeverMatches extends Error {}

class GuardedIterator extends ICAL.RecurIterator {
  // Counted from undefined: the base constructor runs before this class's fields exist.
  private steps: number | undefined;

  override check_contracting_rules(): boolean {
    this.steps = (this.steps ?? 0) + 1;
    if (this.steps > MAX_RULE_STEPS) throw new RuleNeverMatches(`no match in ${MAX_RULE_STEPS} steps`);
    return super.check_contracting_rules();
  }
}

/** Has every RRULE of these events iterate with the budget. */
export function guardRules(events: readonly ICAL.Component[]): void {
  for (const property of events.flatMap((e) => e.getAllProperties('rrule'))) {
    const rule = property.getFirstValue();
    if (rule instanceof ICAL.Recur) rule.iterator = (dtstart: ICAL.Time) => new GuardedIterator({ rule, dtstart });
  }
}

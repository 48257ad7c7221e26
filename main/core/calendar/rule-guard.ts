// ical.js finds a rule's next occurrence by stepping (a second, a day, ...) until the rule's
// BY parts match, inside one call. A rule that can never match (FREQ=DAILY;BYMONTH=2;
// BYMONTHDAY=30) steps forever, below any count of occurrences; and a calendar of thousands
// of rules, each cheap, costs as much as one that never ends. So each rule iterates with two
// bounds: a budget of steps for one occurrence (past it, the rule never matches), and the
// calendar's work for the days asked, shared by all its events (`Work`).
import ICAL from 'ical.js';

export const MAX_RULE_STEPS = 50_000;

export class RuleNeverMatches extends Error {}

/** The calendar's work for the days asked is spent: what is left is not read for them. */
export class OutOfWork extends Error {}

/** Steps of reading a calendar for the days asked: each candidate time a rule looks at, each occurrence, each event opened. */
export class Work {
  #used = 0;
  constructor(readonly allowed: number) {}

  spend(steps: number): void {
    this.#used += steps;
    if (this.#used > this.allowed) throw new OutOfWork(`more than ${this.allowed} steps`);
  }

  get used(): number {
    return this.#used;
  }

  get spent(): boolean {
    return this.#used >= this.allowed;
  }
}

class GuardedIterator extends ICAL.RecurIterator {
  // Declared, not initialized: the base constructor runs init() before a field initializer would, and would see it reset after.
  declare work: Work | undefined;
  declare sinceMatch: number | undefined;

  override next(again?: boolean): ICAL.Time {
    if (!again) this.sinceMatch = 0;
    return super.next(again);
  }

  override check_contracting_rules(): boolean {
    this.sinceMatch = (this.sinceMatch ?? 0) + 1;
    if (this.sinceMatch > MAX_RULE_STEPS) throw new RuleNeverMatches(`no match in ${MAX_RULE_STEPS} steps`);
    this.work?.spend(1);
    return super.check_contracting_rules();
  }

  // A monthly rule of weekdays (2TU) looks at each day of each month: as costly a step as a candidate time.
  override is_day_in_byday(tt: ICAL.Time): 0 | 1 {
    this.work?.spend(1);
    return super.is_day_in_byday(tt);
  }
}

/** Has every RRULE of `event` iterate within the bounds, its steps spent from `work`. */
export function guardRules(event: ICAL.Component, work: Work): void {
  for (const property of event.getAllProperties('rrule')) {
    const rule = property.getFirstValue();
    if (rule instanceof ICAL.Recur) {
      rule.iterator = (dtstart: ICAL.Time) => {
        const iterator = new GuardedIterator({ rule, dtstart });
        iterator.work = work;
        return iterator;
      };
    }
  }
}

// What a report needs to know about one time entry, resolved once per request so the
// hot loops (filter, sort, group, totals) never search the store again.
import { amountsAt, entryRates, type EntryRates } from '../money.ts';
import type { Customer, Project, Task, TimeEntry, User } from '../model.ts';
import type { Store } from '../store.ts';

export interface EntryFacts {
  readonly entry: TimeEntry;
  readonly user: User | undefined;
  readonly project: Project | undefined;
  readonly customer: Customer | undefined;
  readonly task: Task | undefined;
  readonly isBillable: boolean;
  readonly hourRate: number;
  readonly costRate: number;
  /** Amounts in whole cents: sums over rows, pages and groups then add up exactly. */
  readonly billableCents: number;
  readonly costCents: number;
}

/** An amount already rounded to cents by money.ts, as whole cents. */
const cents = (amount: number) => Math.round(amount * 100);

/**
 * Resolves entries to facts. Rates depend only on (project, user, task), and money.ts
 * finds members and assignments by scanning, so rates are cached per combination.
 */
export class FactsResolver {
  private readonly rates = new Map<string, EntryRates>();

  constructor(private readonly store: Store) {}

  resolve(entry: TimeEntry): EntryFacts {
    const store = this.store;
    const key = `${entry.project_id}:${entry.user_id}:${entry.task_id ?? 0}`;
    let rates = this.rates.get(key);
    if (!rates) {
      rates = entryRates(store, entry);
      this.rates.set(key, rates);
    }
    const money = amountsAt(rates, entry.time_total);
    const project = store.projects.get(entry.project_id);
    return {
      entry,
      user: store.users.get(entry.user_id),
      project,
      customer: project?.customer_id == null ? undefined : store.customers.get(project.customer_id),
      task: entry.task_id === null ? undefined : store.tasks.get(entry.task_id),
      isBillable: rates.isBillable,
      hourRate: rates.hourRate,
      costRate: rates.costRate,
      billableCents: cents(money.billableAmount),
      costCents: cents(money.costAmount),
    };
  }
}

// What a report needs to know about one time entry, resolved once per request so the
// hot loops (filter, sort, group, totals) never search the store again.
import { round2 } from '../format.ts';
import { entryMoney } from '../money.ts';
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

interface Rates {
  isBillable: boolean;
  hourRate: number;
  costRate: number;
}

/** round2 first, exactly as money.ts rounds an entry's amounts, then whole cents. */
const cents = (amount: number) => Math.round(round2(amount) * 100);

/**
 * Resolves entries to facts. Rates depend only on (project, user, task), and money.ts
 * finds members and assignments by scanning, so rates are cached per combination and the
 * amounts are computed here with money.ts's own formula.
 */
export class FactsResolver {
  private readonly rates = new Map<string, Rates>();

  constructor(private readonly store: Store) {}

  resolve(entry: TimeEntry): EntryFacts {
    const store = this.store;
    const key = `${entry.project_id}:${entry.user_id}:${entry.task_id ?? 0}`;
    let rates = this.rates.get(key);
    if (!rates) {
      const m = entryMoney(store, entry);
      rates = { isBillable: m.isBillable, hourRate: m.hourRate, costRate: m.costRate };
      this.rates.set(key, rates);
    }
    const project = store.projects.get(entry.project_id);
    const hours = entry.time_total / 3600;
    return {
      entry,
      user: store.users.get(entry.user_id),
      project,
      customer: project?.customer_id == null ? undefined : store.customers.get(project.customer_id),
      task: entry.task_id === null ? undefined : store.tasks.get(entry.task_id),
      isBillable: rates.isBillable,
      hourRate: rates.hourRate,
      costRate: rates.costRate,
      billableCents: rates.isBillable ? cents(rates.hourRate * hours) : 0,
      costCents: cents(rates.costRate * hours),
    };
  }
}

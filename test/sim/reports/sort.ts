// Order of detailed report rows (docs/service-decisions.md "Reports"): the default is
// date_execution, time_start, id; with opt_sort_by its keys in the order given, then id.
// `desc` reverses the whole order. Names compare case-insensitively; a missing name
// (no customer, no task, every to-do) sorts after the present ones.
import type { EntryFacts } from './facts.ts';
import type { DetailedSortKey, Direction } from './query.ts';

type Key = string | number | null;

const lower = (s: string | undefined) => (s === undefined ? null : s.toLowerCase());

const KEY_OF: Record<DetailedSortKey, (f: EntryFacts) => Key> = {
  date_execution: (f) => f.entry.date_execution,
  user_name: (f) => lower(f.user?.name),
  project_name: (f) => lower(f.project?.name),
  customer_name: (f) => lower(f.customer?.name),
  task_name: (f) => lower(f.task?.name),
  todo_name: () => null,
};

/** Sorts once with keys computed once per row, not once per comparison. */
export function sortFacts(rows: EntryFacts[], sortBy: readonly DetailedSortKey[], direction: Direction): EntryFacts[] {
  const getters: ((f: EntryFacts) => Key)[] = sortBy.length > 0
    ? sortBy.map((k) => KEY_OF[k])
    : [KEY_OF.date_execution, (f) => f.entry.time_start];
  getters.push((f) => f.entry.id);
  const n = getters.length;
  const keyed = rows.map((f) => ({ f, k: getters.map((g) => g(f)) }));
  const sign = direction === 'desc' ? -1 : 1;
  keyed.sort((a, b) => {
    for (let i = 0; i < n; i++) {
      const x = a.k[i] as Key;
      const y = b.k[i] as Key;
      if (x === y) continue;
      if (x === null) return sign;
      if (y === null) return -sign;
      return x < y ? -sign : sign;
    }
    return 0;
  });
  return keyed.map((r) => r.f);
}

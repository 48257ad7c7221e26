// GET /reports/grouped (spec "Grouped report", contract.md 5b): entries nested by the
// group_by values in the order given, a template's groups present even when empty.
import type { Store } from '../store.ts';
import type { EntryFacts } from './facts.ts';
import { selectEntries, userMatches } from './filter.ts';
import { daysBetween, isoWeek, monthOf, monthsBetween, yearOf } from './periods.ts';
import type { GroupBy, GroupedQuery, GroupSortKey } from './query.ts';
import { addFacts, emptySums, groupTotal, type GroupTotal, type Sums } from './totals.ts';

export const NONE = 'none';

type Value = string | number | null;

interface Level {
  type: GroupBy;
  keyOf: (f: EntryFacts) => string;
  /** Groups that exist even without entries (templates). */
  seeds?: readonly string[];
}

interface Node {
  key: string;
  sums: Sums;
  children: Map<string, Node>;
  /** Per opt_sort_by key: the smallest and largest value among the group's entries. */
  min: Value[];
  max: Value[];
}

export interface GroupItem {
  details: { group_key: string; group_type: string; level: number };
  total: GroupTotal;
  items: GroupItem[];
}

const idKey = (id: number | null | undefined) => (id === null || id === undefined ? NONE : String(id));

/** Calendar keys are derived once per distinct date. */
function cached(fn: (date: string) => string): (f: EntryFacts) => string {
  const memo = new Map<string, string>();
  return (f) => {
    const d = f.entry.date_execution;
    let k = memo.get(d);
    if (k === undefined) memo.set(d, (k = fn(d)));
    return k;
  };
}

function keyFunction(type: GroupBy): (f: EntryFacts) => string {
  switch (type) {
    case 'date': return (f) => f.entry.date_execution;
    case 'week': return cached(isoWeek);
    case 'month': return (f) => monthOf(f.entry.date_execution);
    case 'year': return (f) => yearOf(f.entry.date_execution);
    case 'user_id': return (f) => String(f.entry.user_id);
    case 'task_id': return (f) => idKey(f.entry.task_id);
    case 'project_id': return (f) => String(f.entry.project_id);
    case 'customer_id': return (f) => idKey(f.project?.customer_id);
    // Entries are not linked to to-dos and there are no custom fields (docs "Reports").
    default: return () => NONE;
  }
}

const SORT_VALUE: Record<GroupSortKey, (f: EntryFacts) => Value> = {
  date: (f) => f.entry.date_execution,
  week: (f) => f.entry.date_execution,
  month: (f) => f.entry.date_execution,
  year: (f) => f.entry.date_execution,
  user_id: (f) => f.entry.user_id,
  task_id: (f) => f.entry.task_id,
  todo_id: () => null,
  project_id: (f) => f.entry.project_id,
  customer_id: (f) => f.project?.customer_id ?? null,
};

/** The levels of a query: a template's fixed ones, else opt_group_by. */
export function levelsOf(store: Store, q: GroupedQuery): Level[] {
  const level = (type: GroupBy, seeds?: readonly string[]): Level => ({ type, keyOf: keyFunction(type), ...(seeds ? { seeds } : {}) });
  const { start, end } = q.filter;
  if (q.template === undefined || start === undefined || end === undefined) return q.groupBy.map((t) => level(t));
  if (q.template === 'months') return [level('month', monthsBetween(start, end))];
  const days = daysBetween(start, end);
  if (q.template === 'days') return [level('date', days)];
  const users = [...store.users.values()].filter((u) => userMatches(u, q.filter)).map((u) => String(u.id));
  return [level('user_id', users), level('date', days)];
}

const newNode = (key: string, width: number): Node => ({
  key, sums: emptySums(), children: new Map(), min: new Array<Value>(width).fill(null), max: new Array<Value>(width).fill(null),
});

function seed(node: Node, levels: readonly Level[], depth: number, width: number): void {
  const seeds = levels[depth]?.seeds;
  if (!seeds) return;
  for (const key of seeds) {
    const child = newNode(key, width);
    node.children.set(key, child);
    seed(child, levels, depth + 1, width);
  }
}

/** Builds the tree of sums in one pass over the entries. */
export function buildTree(rows: readonly EntryFacts[], levels: readonly Level[], sortBy: readonly GroupSortKey[]): Node {
  const width = sortBy.length;
  const sortValues = sortBy.map((k) => SORT_VALUE[k]);
  const root = newNode('', width);
  seed(root, levels, 0, width);
  for (const f of rows) {
    const values = sortValues.map((v) => v(f));
    addFacts(root.sums, f);
    let node = root;
    for (let depth = 0; depth < levels.length; depth++) {
      const key = levels[depth]!.keyOf(f);
      let child = node.children.get(key);
      if (!child) {
        node.children.set(key, (child = newNode(key, width)));
        seed(child, levels, depth + 1, width);
      }
      addFacts(child.sums, f);
      for (let i = 0; i < width; i++) {
        const v = values[i] as Value;
        if (v === null) continue;
        const lo = child.min[i] as Value;
        const hi = child.max[i] as Value;
        if (lo === null || v < lo) child.min[i] = v;
        if (hi === null || v > hi) child.max[i] = v;
      }
      node = child;
    }
  }
  return root;
}

const isCalendar = (type: GroupBy) => type === 'date' || type === 'week' || type === 'month' || type === 'year';

/**
 * Groups sort by opt_sort_by (a group's value is its first entry's in the chosen
 * direction), then by their own key: dates chronologically, ids numerically. A missing
 * value and the `none` group come last in both directions.
 */
function compareGroups(type: GroupBy, desc: boolean, width: number): (a: Node, b: Node) => number {
  const sign = desc ? -1 : 1;
  const numeric = !isCalendar(type);
  return (a, b) => {
    const av = desc ? a.max : a.min;
    const bv = desc ? b.max : b.min;
    for (let i = 0; i < width; i++) {
      const x = av[i] as Value;
      const y = bv[i] as Value;
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -sign : sign;
    }
    if (a.key === b.key) return 0;
    if (a.key === NONE) return 1;
    if (b.key === NONE) return -1;
    if (numeric) return (Number(a.key) - Number(b.key)) * sign;
    return a.key < b.key ? -sign : sign;
  };
}

function render(node: Node, levels: readonly Level[], depth: number, overall: number, q: GroupedQuery): GroupItem[] {
  const level = levels[depth];
  if (!level) return [];
  const children = [...node.children.values()].sort(compareGroups(level.type, q.direction === 'desc', q.sortBy.length));
  return children.map((child) => ({
    details: { group_key: child.key, group_type: level.type, level: depth + 1 },
    total: groupTotal(child.sums, node.sums.seconds, overall),
    items: render(child, levels, depth + 1, overall, q),
  }));
}

export function groupedReport(store: Store, q: GroupedQuery): { items: GroupItem[]; total: GroupTotal } {
  const levels = levelsOf(store, q);
  const root = buildTree(selectEntries(store, q.filter), levels, q.sortBy);
  const overall = root.sums.seconds;
  // The report total is the whole: 100 % of itself even when empty (OpenAPI GroupedTotal).
  return { items: render(root, levels, 0, overall, q), total: { ...groupTotal(root.sums, overall, overall), time_percentage: 100, time_percentage_overall: 100 } };
}

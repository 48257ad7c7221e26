// Filtering for the project and task pickers: fuzzysort over each option's name and its
// detail (a project's customer), recently used options first when nothing is typed and a
// small lift among matches, and the matched characters for highlighting.

import fuzzysort, { type KeysResult, type SnapshotKeys } from 'fuzzysort';

export interface PickOption {
  /** Stable key (`p12`, `t7`, `none`). */
  readonly id: string;
  readonly label: string;
  /** Searched too and shown smaller (a project's customer); null: none. */
  readonly detail: string | null;
}

export interface Ranked<T extends PickOption> {
  readonly option: T;
  /** Indexes of matched characters in `label` and in `detail`. */
  readonly labelMarks: readonly number[];
  readonly detailMarks: readonly number[];
}

/** A prepared list: build once per list of options, search on every keystroke. */
export interface Searchable<T extends PickOption> {
  readonly options: readonly T[];
  readonly prepared: SnapshotKeys<T>;
  /** The recently used options alone, prepared the same way: searched apart (see `rank`). */
  readonly preparedRecent: SnapshotKeys<T>;
  /** Recency rank by id: 0 is the most recent. */
  readonly recency: ReadonlyMap<string, number>;
  /** What an empty query lists: recently used first (most recent first), then the rest in their order. */
  readonly recentFirst: readonly T[];
}

/** How much a recently used option gains over an equal match (fuzzysort scores run 0..1). */
const RECENT_LIFT = 0.08;

export function searchable<T extends PickOption>(options: readonly T[], recentIds: readonly string[]): Searchable<T> {
  const recency = new Map<string, number>();
  for (const id of recentIds) if (!recency.has(id)) recency.set(id, recency.size);
  const recentFirst = byRecencyThenOrder(options, recency);
  const keys = ['label', (o: T) => o.detail];
  return {
    options,
    prepared: fuzzysort.snapshot(options, { keys }),
    preparedRecent: fuzzysort.snapshot(recentFirst.slice(0, recentCount(recentFirst, recency)), { keys }),
    recency,
    recentFirst,
  };
}

function recentCount<T extends PickOption>(recentFirst: readonly T[], recency: ReadonlyMap<string, number>): number {
  let n = 0;
  while (n < recentFirst.length && recency.has(recentFirst[n]!.id)) n++;
  return n;
}

// Once per index: the list opens on an empty query, and copying ten thousand options on
// every opening was most of its cost.
function byRecencyThenOrder<T extends PickOption>(options: readonly T[], recency: ReadonlyMap<string, number>): T[] {
  const recent = options.filter((o) => recency.has(o.id)).sort((a, b) => recency.get(a.id)! - recency.get(b.id)!);
  return [...recent, ...options.filter((o) => !recency.has(o.id))];
}

/**
 * The options matching `query`, best first, at most `limit`. An empty query lists every
 * option: recently used first (most recent first), then the rest in their given order.
 */
export function rank<T extends PickOption>(s: Searchable<T>, query: string, limit = 50): Ranked<T>[] {
  if (query.trim() === '') return s.recentFirst.slice(0, limit).map((option) => ({ option, labelMarks: [], detailMarks: [] }));
  const lift = (id: string) => {
    const r = s.recency.get(id);
    return r === undefined ? 0 : RECENT_LIFT / (1 + r);
  };
  // fuzzysort keeps only the best `limit`, so a keystroke costs the same whether one option
  // matches or ten thousand do. The lift is not given to it as a `scoreFn` (a call per
  // match, which doubled the cost of a keystroke): the few recent options are searched
  // apart, and every option that can be among the best `limit` with its lift is in one
  // of the two answers.
  const opts = { threshold: 0, limit };
  const scored = new Map<string, { r: KeysResult<T>; score: number }>();
  for (const results of [fuzzysort.go(query, s.prepared, opts), fuzzysort.go(query, s.preparedRecent, opts)])
    for (const r of results) scored.set(r.obj.id, { r, score: r.score + lift(r.obj.id) });
  return [...scored.values()]
    .sort((a, b) => b.score - a.score || a.r.obj.label.localeCompare(b.r.obj.label))
    .slice(0, limit)
    .map(({ r }) => ({ option: r.obj, labelMarks: r[0]?.indexes ?? [], detailMarks: r[1]?.indexes ?? [] }));
}

export interface Segment {
  readonly text: string;
  readonly match: boolean;
}

/** `text` cut into runs of matched and unmatched characters, for `<mark>`. */
export function segments(text: string, marks: readonly number[]): Segment[] {
  if (marks.length === 0) return text === '' ? [] : [{ text, match: false }];
  const marked = new Set(marks);
  const out: Segment[] = [];
  for (let i = 0; i < text.length; i++) {
    const match = marked.has(i);
    const last = out[out.length - 1];
    if (last !== undefined && last.match === match) out[out.length - 1] = { text: last.text + text[i], match };
    else out.push({ text: text[i]!, match });
  }
  return out;
}

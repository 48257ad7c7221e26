// Filtering for the project and task pickers: fuzzysort's search (./option-index.ts, its
// scoring on a packed index of our own) over each option's name and its detail (a project's
// customer), recently used options first when nothing is typed and a small lift among
// matches, and the matched characters for highlighting (as runs).

import { prepareQuery } from './name-table.ts';
import { normalizeScore } from './name-score.ts';
import { marksOf, optionIndex, searchIndex, TopRows, type OptionIndex } from './option-index.ts';
import type { PickOption } from './pick-option.ts';

export type { PickOption };

export interface Ranked<T extends PickOption> {
  readonly option: T;
  /** Indexes of matched characters in `label` and in `detail`. */
  readonly labelMarks: readonly number[];
  readonly detailMarks: readonly number[];
}

/** A prepared list: build once per list of options, search on every keystroke. */
export interface Searchable<T extends PickOption> {
  readonly options: readonly T[];
  /** The indexes of the lists `options` is made of, each searched and the answers merged. */
  readonly parts: readonly OptionIndex<T>[];
  /** Each part's recently used options (their rows): scored apart (see `rank`). */
  readonly recentRows: readonly (readonly number[])[];
  /** Recency rank by id: 0 is the most recent. */
  readonly recency: ReadonlyMap<string, number>;
  /** What an empty query lists: recently used first (most recent first), then the rest in their order. */
  readonly recentFirst: readonly T[];
  /**
   * The answers for the query being typed and each of its beginnings, shortest first: a
   * Backspace goes back to a list already made instead of searching again.
   */
  readonly typed: { query: string; limit: number; results: Ranked<T>[] }[];
  /**
   * The answers for one character typed alone, kept as long as the index: the
   * first key of every search is its slowest (nearly every option holds a letter) and the
   * most often typed; the warm-up makes them before the person types (../search-warm-up.ts).
   */
  readonly firstKeys: Map<string, Ranked<T>[]>;
}

/** How many options a picker lists at most. */
const LIMIT = 50;

/** How much a recently used option gains over an equal match (fuzzysort scores run 0..1). */
const RECENT_LIFT = 0.08;

/**
 * The index of each list of options, made once: a start changes the recent options, not
 * the projects, and making the index of thousands again each time was the cost of a start.
 * Kept by the array, and only as long as a picker or a list of options holds it.
 */
const indexes = new WeakMap<readonly PickOption[], OptionIndex<PickOption>>();

function indexOf<T extends PickOption>(options: readonly T[]): OptionIndex<T> {
  let index = indexes.get(options);
  if (index === undefined) indexes.set(options, (index = optionIndex<PickOption>(options)));
  return index as OptionIndex<T>;
}

/**
 * Makes the index of `options` ahead of a picker that will list them (the same array: the
 * index is kept by it): the picker's first opening then finds it made.
 */
export function indexAhead(options: readonly PickOption[]): void {
  indexOf(options);
}

/**
 * `parts`: the lists `options` is made of, in its order (every account's projects across
 * accounts: each account's index is the one its own pickers search); absent: `options` alone.
 */
export function searchable<T extends PickOption>(options: readonly T[], recentIds: readonly string[], parts: readonly (readonly T[])[] = [options]): Searchable<T> {
  const recency = new Map<string, number>();
  for (const id of recentIds) if (!recency.has(id)) recency.set(id, recency.size);
  const recentFirst = byRecencyThenOrder(options, recency);
  const recentRows = parts.map((part) => {
    const rows: number[] = [];
    if (recency.size > 0) part.forEach((o, row) => recency.has(o.id) && rows.push(row));
    return rows;
  });
  return { options, parts: parts.map(indexOf), recentRows, recency, recentFirst, typed: [], firstKeys: new Map() };
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
export function rank<T extends PickOption>(s: Searchable<T>, query: string, limit = LIMIT): Ranked<T>[] {
  const typed = s.typed;
  while (typed.length > 0 && !query.startsWith(typed[typed.length - 1]!.query)) typed.pop();
  const last = typed[typed.length - 1];
  if (last?.query === query) {
    if (last.limit === limit) return last.results;
    typed.pop();
  }
  const results = limit === LIMIT && query.length === 1 ? firstKey(s, query) : search(s, query, limit);
  typed.push({ query, limit, results });
  return results;
}

function firstKey<T extends PickOption>(s: Searchable<T>, query: string): Ranked<T>[] {
  let results = s.firstKeys.get(query);
  if (results === undefined) s.firstKeys.set(query, (results = search(s, query, LIMIT)));
  return results;
}

function search<T extends PickOption>(s: Searchable<T>, query: string, limit: number): Ranked<T>[] {
  if (query.trim() === '') return s.recentFirst.slice(0, limit).map((option) => ({ option, labelMarks: NONE, detailMarks: NONE }));
  const q = prepareQuery(query);
  // Each part's best `limit` are kept, so a keystroke costs the same whether one option
  // matches or ten thousand do; the recently used options are scored apart (a few), so that
  // every option that can be among the best `limit` with its lift is at hand.
  const found = new Map<string, { option: T; part: OptionIndex<T>; row: number; score: number }>();
  s.parts.forEach((part, p) => {
    const top = new TopRows(Math.min(limit, part.options.length));
    const recent = s.recentRows[p]!;
    const recentScores = searchIndex(part, q, top, recent);
    for (const { row, score } of top.entries()) found.set(part.options[row]!.id, { option: part.options[row]!, part, row, score });
    recent.forEach((row, i) => {
      if (recentScores[i] !== -Infinity) found.set(part.options[row]!.id, { option: part.options[row]!, part, row, score: recentScores[i]! });
    });
  });
  const lift = (id: string) => {
    const r = s.recency.get(id);
    return r === undefined ? 0 : RECENT_LIFT / (1 + r);
  };
  return [...found.values()]
    .map((m) => ({ m, score: normalizeScore(m.score) + lift(m.option.id) }))
    .sort((a, b) => b.score - a.score || a.m.option.label.localeCompare(b.m.option.label))
    .slice(0, limit)
    .map(({ m }) => {
      const marks = marksOf(m.part, m.row, q);
      return { option: m.option, labelMarks: marks.label.length === 0 ? NONE : marks.label, detailMarks: marks.detail.length === 0 ? NONE : marks.detail };
    });
}

const NONE: readonly number[] = Object.freeze([]);

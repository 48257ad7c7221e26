// Filtering for the project and task pickers: fuzzysort over each option's name and its
// detail (a project's customer), recently used options first when nothing is typed and a
// small lift among matches, and the matched characters for highlighting (as runs).

import { go, snapshot, type KeysResult, type SnapshotKeys } from 'fuzzysort';
import { groupedIndexIfWorth, normalizeScore, oneWord, prepareGrouped, rawOf, searchGrouped, TopScores, type GroupedIndex, type MarkSource } from './grouped-index.ts';

import type { PickOption } from './pick-option.ts';

export type { PickOption };

export interface Ranked<T extends PickOption> {
  readonly option: T;
  /** Indexes of matched characters in `label` and in `detail`. */
  readonly labelMarks: readonly number[];
  readonly detailMarks: readonly number[];
}

/** The index of one list of options (one account's projects), made once and shared by every picker that lists them. */
export interface IndexPart<T extends PickOption> {
  readonly prepared: SnapshotKeys<T>;
  /** The same options by detail, for a long list: what a query of one word searches (./grouped-index.ts). */
  readonly grouped: GroupedIndex<T> | null;
}

/** A prepared list: build once per list of options, search on every keystroke. */
export interface Searchable<T extends PickOption> {
  readonly options: readonly T[];
  /** The indexes of the lists `options` is made of, each searched and the answers merged. */
  readonly parts: readonly IndexPart<T>[];
  /** The recently used options alone, prepared the same way: searched apart (see `rank`). */
  readonly preparedRecent: SnapshotKeys<T>;
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

/** The searched fields: the name, and the detail (a project's customer). */
const KEYS = ['label', (o: PickOption) => o.detail];

/**
 * The index of each list of options, made once: a start changes the recent options, not
 * the projects, and making the index of thousands again each time was the cost of a start.
 * Kept by the array, and only as long as a picker or a list of options holds it.
 */
const indexes = new WeakMap<readonly PickOption[], IndexPart<PickOption>>();

function indexOf<T extends PickOption>(options: readonly T[]): IndexPart<T> {
  let index = indexes.get(options);
  if (index === undefined) indexes.set(options, (index = { prepared: snapshot<PickOption>(options, { keys: KEYS }), grouped: groupedIndexIfWorth<PickOption>(options) }));
  return index as IndexPart<T>;
}

/**
 * Makes the index of `options` ahead of a picker that will list them (the same array: the
 * index is kept by it). fuzzysort prepares it in idle moments, as they come; the picker's
 * first opening then finds it made.
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
  const keys = KEYS;
  return {
    options,
    parts: parts.map(indexOf),
    preparedRecent: snapshot(recentFirst.slice(0, recentCount(recentFirst, recency)), { keys }),
    recency,
    recentFirst,
    typed: [],
    firstKeys: new Map(),
  };
}

/**
 * Finishes preparing the index now. fuzzysort otherwise prepares it in idle moments, as
 * they come, for thousands of options over the first few hundred ms: a key pressed
 * meanwhile would wait for all that is left, and the first keys compete with the rest.
 */
export function prepareNow<T extends PickOption>(s: Searchable<T>): void {
  for (const part of s.parts) {
    go('', part.prepared, { limit: 1 });
    if (part.grouped !== null) prepareGrouped(part.grouped);
  }
  go('', s.preparedRecent, { limit: 1 });
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
  const scored = new Map<string, Scored<T>>();
  // A word and a space (a second word on its way) go to the two-key index, which answers
  // the word alike: fuzzysort narrows the next search to what this one matched, and the
  // second word's first letter would otherwise search all of it (3 ms, not 1, over 10,000).
  const word = oneWord(query) && !/\s$/.test(query);
  // Each part's best `limit` hold the best `limit` of them all; a part searched after
  // another is asked only for answers that can still be among them.
  const best = new TopScores(limit);
  const all = s.parts.flatMap((part): Scored<T>[] => {
    if (part.grouped !== null && word) return searchGrouped(part.grouped, query, limit, best).map((m) => ({ option: m.option, score: normalizeScore(m.raw), label: m.label, detail: m.detail }));
    const found = go(query, part.prepared, { threshold: best.threshold(), limit });
    for (const r of found) best.add(rawOf(r));
    return found.map(scoredOf);
  });
  for (const m of [...all, ...go(query, s.preparedRecent, opts).map(scoredOf)]) scored.set(m.option.id, m);
  const lifted = [...scored.values()].map((m) => ({ m, score: m.score + lift(m.option.id) }));
  return lifted
    .sort((a, b) => b.score - a.score || a.m.option.label.localeCompare(b.m.option.label))
    .slice(0, limit)
    .map(({ m }) => new Match(m));
}

/** fuzzysort's answer over both keys, as a match before its marks are copied. */
function scoredOf<T extends PickOption>(r: KeysResult<T>): Scored<T> {
  return { option: r.obj, score: r.score, label: r[0] ?? null, detail: r[1] ?? null };
}

/** A match before its marks are copied. */
interface Scored<T extends PickOption> {
  readonly option: T;
  /** fuzzysort's score, 0..1. */
  readonly score: number;
  readonly label: MarkSource | null;
  readonly detail: MarkSource | null;
}

const NONE: readonly number[] = Object.freeze([]);

/**
 * A match and its marks, copied when it is made: fuzzysort's answers share one buffer of marks
 * per option, which its next search writes over, and an answer is shown again later (Backspace,
 * the first keys kept) after other searches.
 */
class Match<T extends PickOption> implements Ranked<T> {
  readonly option: T;
  readonly labelMarks: readonly number[];
  readonly detailMarks: readonly number[];
  constructor(match: Scored<T>) {
    this.option = match.option;
    this.labelMarks = marksOf(match.label);
    this.detailMarks = marksOf(match.detail);
  }
}

/** The marks of one field's match, sorted (fuzzysort's `indexes` makes a sorted copy); none: the one empty list. */
function marksOf(r: MarkSource | null): readonly number[] {
  const marks = r?.indexes;
  return marks === undefined || marks.length === 0 ? NONE : marks;
}

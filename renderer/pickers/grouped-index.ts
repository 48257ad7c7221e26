// The picker's search of one word, by detail: fuzzysort's answer for keys [label, detail],
// without matching each detail once per option. Thousands of projects share a few dozen
// customers, and a search over both keys matched the customer of every project: most of
// the cost of a two-letter word, the slowest keystrokes of a picker (bench:ui). Here the
// options are indexed by name alone, all of them and the options of each detail apart;
// each distinct detail is matched once per query, and only the groups whose detail matches
// are searched apart (a third to a half less time per keystroke over 10,000 projects in 15
// customers, for about 12 MB more of index). The names of the groups whose detail does not
// match are searched in the index of all names, not group by group: a search's own cost
// (about 35 us of CPU a call) over thirty groups of two accounts made a short word's
// keystroke two to three times slower than one search of every name.
//
// The answer is fuzzysort's own: an option's score merges its name's and its detail's
// raw scores as fuzzysort's `mergeScores` does (fuzzysort 4.0.2, pinned; the test
// test/renderer/pickers/grouped-index.test.ts compares both answers over every query it types).
// Only options tied at the last place may differ: fuzzysort's heap keeps any of them, this
// keeps the first by name. A query of several words is matched part by part across the
// keys, which this does not do: those go to the two-key index (../fuzzy.ts).

import { go, snapshot, type SnapshotKey } from 'fuzzysort';
import type { PickOption } from './pick-option.ts';

/** What a search of a single word answers: the option, its merged raw score, and the matches its marks come from. */
export interface GroupedMatch<T extends PickOption> {
  readonly option: T;
  /** Raw fuzzysort score (higher is better, 0 at best; normalise with `normalizeScore`). */
  readonly raw: number;
  readonly label: MarkSource | null;
  readonly detail: MarkSource | null;
}

/** A fuzzysort match whose `indexes` are the matched characters. */
export interface MarkSource {
  readonly indexes: readonly number[];
}

interface Group<T extends PickOption> {
  readonly options: readonly T[];
  readonly byLabel: SnapshotKey<T>;
}

export interface GroupedIndex<T extends PickOption> {
  /** Every option by name alone. */
  readonly byLabel: SnapshotKey<T>;
  /** The options of each detail (none for those without one), by name. */
  readonly groups: readonly Group<T>[];
  /** Each detail once, with its group. */
  readonly details: SnapshotKey<{ readonly detail: string; readonly group: number }>;
}

/** Every match: fuzzysort lists 10 when no limit is given. */
const EVERY = { threshold: 0, limit: Infinity } as const;

/** fuzzysort's raw score of a match (its `score` is this, normalised). */
type Raw = { readonly _score: number };
export const rawOf = (r: unknown): number => (r as Raw)._score;

/**
 * Long lists whose options share few details: the index by detail is three more indexes
 * (about 12 MB over 10,000 projects), worth it only where the two-key search repeats
 * each detail hundreds of times. The others (a task list, the to-dos filtered as typed)
 * search both keys as before: null.
 */
export function groupedIndexIfWorth<T extends PickOption>(options: readonly T[]): GroupedIndex<T> | null {
  if (options.length < GROUPED_FROM) return null;
  const details = new Set(options.map((o) => o.detail));
  return details.size * OPTIONS_PER_DETAIL <= options.length ? groupedIndex(options) : null;
}

/** The fewest options worth it (the combobox's warm-up starts at the same size). */
const GROUPED_FROM = 500;
/** The fewest options per detail on average worth it. */
const OPTIONS_PER_DETAIL = 20;

export function groupedIndex<T extends PickOption>(options: readonly T[]): GroupedIndex<T> {
  const byDetail = new Map<string, T[]>();
  for (const o of options) {
    // fuzzysort takes an empty detail for none.
    if (o.detail === null || o.detail === '') continue;
    let g = byDetail.get(o.detail);
    if (g === undefined) byDetail.set(o.detail, (g = []));
    g.push(o);
  }
  // By name: a group fills the list with its first options when their names do not match.
  // Each by one key (`key`, not `keys: [...]`): fuzzysort's search of a one-key index is its
  // own, without the loop over keys, and a fifth quicker (a two-letter word over 10,000 names:
  // 1.6 ms, not 2.0), with the same answers, scores and marks.
  const groups = [...byDetail.values()].map((g) => g.sort(byLabel)).map((g) => ({ options: g, byLabel: snapshot(g, { key: 'label' }) }));
  const details = [...byDetail.keys()].map((detail, group) => ({ detail, group }));
  return { byLabel: snapshot(options, { key: 'label' }), groups, details: snapshot(details, { key: 'detail' }) };
}

/** Prepares every index now (see `prepareNow` in ../fuzzy.ts). */
export function prepareGrouped<T extends PickOption>(index: GroupedIndex<T>): void {
  go('', index.byLabel, { limit: 1 });
  go('', index.details, { limit: 1 });
  for (const g of index.groups) go('', g.byLabel, { limit: 1 });
}

/** True when fuzzysort would match `query` as one word (it splits words at spaces, after mapping characters such as a no-break space to one). */
export function oneWord(query: string): boolean {
  return !/\s/.test(query.trim());
}

/** fuzzysort's `mergeScores` for [label, detail]: either key alone, or both a little better than the better one. */
function merged(label: number, detail: number): number {
  let total = label;
  if (detail > -1000 && total > -Infinity) total = Math.max(total, (total + detail) / 4);
  return detail > total ? detail : total;
}

/**
 * The best `limit` options for a one-word `query`, best first (equal scores by name).
 *
 * An option whose detail matches scores at least its detail's score, and more as its
 * name matches better: the best of its group are the best of the group's names, then the
 * rest of the group. An option whose detail does not match scores its name's alone: when
 * it is not among the best `limit` names of all, as many options score at least as well.
 */
export function searchGrouped<T extends PickOption>(index: GroupedIndex<T>, query: string, limit: number, best: TopScores = new TopScores(limit)): GroupedMatch<T>[] {
  const found: GroupedMatch<T>[] = [];
  const matchedDetails = new Set<string>();
  for (const hit of go(query, index.details, EVERY)) {
    matchedDetails.add(hit.obj.detail);
    const group = index.groups[hit.obj.group]!;
    const detail = rawOf(hit);
    const named = go(query, group.byLabel, { threshold: 0, limit });
    const seen = new Set<T>();
    for (const r of named) {
      seen.add(r.obj);
      found.push({ option: r.obj, raw: merged(rawOf(r), detail), label: r, detail: hit });
    }
    for (let i = 0, room = limit - named.length; i < group.options.length && room > 0; i++) {
      const option = group.options[i]!;
      if (seen.has(option)) continue;
      room--;
      found.push({ option, raw: detail, label: null, detail: hit });
    }
  }
  // Asked only for names that can still be among the best `limit` (what this search and an
  // index searched before it found): an answer is an object fuzzysort makes one by one.
  for (const m of found) best.add(m.raw);
  for (const r of go(query, index.byLabel, { threshold: best.threshold(), limit })) {
    if (r.obj.detail !== null && matchedDetails.has(r.obj.detail)) continue;
    found.push({ option: r.obj, raw: rawOf(r), label: r, detail: null });
    best.add(rawOf(r));
  }
  return found.sort((a, b) => b.raw - a.raw || byLabel(a.option, b.option)).slice(0, limit);
}

/**
 * Below the `limit`th best score when asking for better answers: fuzzysort compares the
 * threshold with its raw score after normalising it back, and an answer tied with the last
 * place must not be lost to the rounding.
 */
const TIE_MARGIN = 1e-9;

/**
 * The best `size` raw scores seen in a search, best first: what a later index (a group, an
 * account's part) must beat for its answers to be among the best `size`.
 */
export class TopScores {
  private readonly scores: number[] = [];
  private readonly size: number;
  constructor(size: number) {
    this.size = size;
  }
  add(raw: number): void {
    const s = this.scores;
    if (s.length === this.size && raw <= s[s.length - 1]!) return;
    let i = s.length;
    while (i > 0 && s[i - 1]! < raw) i--;
    s.splice(i, 0, raw);
    if (s.length > this.size) s.pop();
  }
  /** fuzzysort's `threshold` (a normalised score) for answers that can still be among the best: 0 (any) until `size` are found. */
  threshold(): number {
    return this.scores.length < this.size ? 0 : Math.max(0, normalizeScore(this.scores[this.size - 1]!) - TIE_MARGIN);
  }
}

/** Equal scores by name (code units: the picker orders its list by locale afterwards). */
function byLabel(a: PickOption, b: PickOption): number {
  return a.label < b.label ? -1 : a.label > b.label ? 1 : 0;
}

/** fuzzysort's normalisation of a raw score into 0..1 (its `score`). */
export function normalizeScore(raw: number): number {
  return raw === -Infinity ? 0 : raw > 1 ? raw : Math.E ** (((-raw + 1) ** 0.04307 - 1) * -2);
}

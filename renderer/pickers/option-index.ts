// The search index of one list of options (one account's projects, a project's tasks): each
// option's name and detail (a project's customer) as entries of one ./name-table.ts table,
// and the search over both as fuzzysort 4.0.2 searched its index of the keys [label, detail]:
// an option's score merges its name's and its detail's (fuzzysort's mergeScores), and a query
// of several words takes each word from the key it matches best (its goKeys). A detail shared
// by many options is matched once per query, not once per option: thousands of projects share
// a few dozen customers.

import { NameTableBuilder, type NameTable, type Query } from './name-table.ts';
import { appendIndexes, at, last, matchName, partIndexes, partials } from './name-score.ts';
import type { PickOption } from './pick-option.ts';

const INF = Infinity;
const NO_ENTRY = -1;

export interface OptionIndex<T extends PickOption> {
  readonly options: readonly T[];
  readonly table: NameTable;
  /** Each option's name entry (NO_ENTRY: an empty name, never matched). */
  readonly labelOf: Int32Array;
  /** Each option's detail, as a detail number (NO_ENTRY: none). */
  readonly detailOf: Int32Array;
  /** Each detail number's entry. */
  readonly detailEntry: Int32Array;
  /** Each option's name's and detail's characters together: a query needing another one skips the option at once. */
  readonly rowFlags: Int32Array;
  /** The options the last query matched (`narrowCount` of them), for a query that extends it. */
  readonly narrowRows: Uint32Array;
  narrowQuery: string | null;
  narrowCount: number;
  /** Per query, each detail's score once (`detailStamp` says for which query). */
  readonly detailScore: Float64Array;
  readonly detailStamp: Uint32Array;
  /** Per query of several words, each detail's match of each word (`detailPartials[d * words + w]`). */
  detailPartials: Float64Array;
  stamp: number;
}

export function optionIndex<T extends PickOption>(options: readonly T[]): OptionIndex<T> {
  const names = new NameTableBuilder();
  const labelOf = new Int32Array(options.length);
  const detailOf = new Int32Array(options.length);
  const details = new Map<number, number>();
  const detailEntries: number[] = [];
  options.forEach((o, i) => {
    // fuzzysort takes an empty name or detail for none.
    labelOf[i] = o.label === '' ? NO_ENTRY : names.add(o.label);
    if (o.detail === null || o.detail === '') detailOf[i] = NO_ENTRY;
    else {
      const entry = names.add(o.detail);
      let d = details.get(entry);
      if (d === undefined) details.set(entry, (d = detailEntries.push(entry) - 1));
      detailOf[i] = d;
    }
  });
  const table = names.build();
  const rowFlags = new Int32Array(options.length);
  for (let i = 0; i < options.length; i++) {
    const l = labelOf[i]!;
    const d = detailOf[i]!;
    rowFlags[i] = (l === NO_ENTRY ? 0 : table.flags[l]!) | (d === NO_ENTRY ? 0 : table.flags[detailEntries[d]!]!);
  }
  return {
    options,
    table,
    labelOf,
    detailOf,
    detailEntry: Int32Array.from(detailEntries),
    rowFlags,
    narrowRows: new Uint32Array(options.length),
    narrowQuery: null,
    narrowCount: 0,
    detailScore: new Float64Array(detailEntries.length),
    detailStamp: new Uint32Array(detailEntries.length),
    detailPartials: new Float64Array(0),
    stamp: 0,
  };
}

/** fuzzysort's mergeScores for [label, detail]: either key alone, or both a little better than the better one. */
function merged(label: number, detail: number): number {
  let total = label;
  if (detail > -1000 && total > -INF) total = Math.max(total, (total + detail) / 4);
  return detail > total ? detail : total;
}

/** Entry `entry`'s score for a query of one word (-Infinity: no match). */
function entryScore(table: NameTable, entry: number, q: Query): number {
  if (entry === NO_ENTRY || (q.bitflags & table.flags[entry]!) !== q.bitflags) return -INF;
  at(table, entry);
  return matchName(q) ? last.score : -INF;
}

/** Whether a word of `q` can be in entry `entry` (fuzzysort's test before matching a key by words). */
function possible(table: NameTable, entry: number, q: Query): boolean {
  if (entry === NO_ENTRY) return false;
  const f = table.flags[entry]!;
  return q.parts.some((p) => (p.bitflags & f) === p.bitflags);
}

/** Matches entry `entry` word by word: true and `partials` filled when a word matched. */
function matchWords(table: NameTable, entry: number, q: Query): boolean {
  if (!possible(table, entry, q)) return false;
  at(table, entry);
  return matchName(q);
}

/** Keeps the best `size` (row, score) pairs of a search; an equal score does not displace one already kept. */
export class TopRows {
  private readonly scores: Float64Array;
  private readonly rows: Int32Array;
  private count = 0;
  constructor(readonly size: number) {
    this.scores = new Float64Array(size);
    this.rows = new Int32Array(size);
  }
  add(row: number, score: number): void {
    const { scores, rows } = this;
    if (this.size === 0) return;
    let i: number;
    if (this.count < this.size) i = this.count++;
    else {
      if (score <= scores[0]!) return;
      // Replace the worst (the root) and sift it down.
      i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= this.count) break;
        const r = l + 1;
        const c = r < this.count && scores[r]! < scores[l]! ? r : l;
        if (scores[c]! >= score) break;
        scores[i] = scores[c]!;
        rows[i] = rows[c]!;
        i = c;
      }
      scores[i] = score;
      rows[i] = row;
      return;
    }
    // Sift up.
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (scores[parent]! <= score) break;
      scores[i] = scores[parent]!;
      rows[i] = rows[parent]!;
      i = parent;
    }
    scores[i] = score;
    rows[i] = row;
  }
  /** The kept pairs, in no order. */
  entries(): { row: number; score: number }[] {
    return Array.from({ length: this.count }, (_, i) => ({ row: this.rows[i]!, score: this.scores[i]! }));
  }
}

/** A new query for the index: the details' scores of the last one are forgotten. */
function begin(index: OptionIndex<PickOption>, q: Query): void {
  index.stamp = (index.stamp + 1) >>> 0 || 1;
  const words = q.parts.length;
  if (q.hasSpace && index.detailPartials.length < index.detailEntry.length * words) index.detailPartials = new Float64Array(index.detailEntry.length * words);
}

/** Detail `d`'s score for the query begun (one word), matched once per query. */
function detailScoreOf(index: OptionIndex<PickOption>, d: number, q: Query): number {
  if (d === NO_ENTRY) return -INF;
  if (index.detailStamp[d] !== index.stamp) {
    index.detailStamp[d] = index.stamp;
    index.detailScore[d] = entryScore(index.table, index.detailEntry[d]!, q);
  }
  return index.detailScore[d]!;
}

/** Detail `d`'s words for the query begun (several): false when none matched; else its partials at `d * words`. */
function detailWordsOf(index: OptionIndex<PickOption>, d: number, q: Query): boolean {
  if (d === NO_ENTRY) return false;
  const words = q.parts.length;
  if (index.detailStamp[d] !== index.stamp) {
    index.detailStamp[d] = index.stamp;
    const ok = matchWords(index.table, index.detailEntry[d]!, q);
    index.detailScore[d] = ok ? 0 : -INF;
    if (ok) for (let w = 0; w < words; w++) index.detailPartials[d * words + w] = partials[w]!;
  }
  return index.detailScore[d] === 0;
}

/** Per word of the query being scored: the best share so far over the option's keys (fuzzysort's spaceScores). */
const spaceScores: number[] = [];

/** fuzzysort's mergePartScores: each word's share from this key merged into the best so far. */
function mergePartScores(words: number, from: ArrayLike<number>, offset: number): void {
  for (let i = 0; i < words; i++) {
    const partial = from[offset + i]!;
    let best = spaceScores[i]!;
    if (partial > -1000 && best > -INF) best = Math.max(best, (best + partial) / 4);
    spaceScores[i] = Math.max(best, partial);
  }
}

/** Option `row`'s raw score for the query begun (-Infinity: no match). */
function rowScore(index: OptionIndex<PickOption>, row: number, q: Query): number {
  if ((q.bitflags & index.rowFlags[row]!) !== q.bitflags) return -INF;
  if (!q.hasSpace) return merged(entryScore(index.table, index.labelOf[row]!, q), detailScoreOf(index, index.detailOf[row]!, q));
  const words = q.parts.length;
  for (let w = 0; w < words; w++) spaceScores[w] = -INF;
  if (matchWords(index.table, index.labelOf[row]!, q)) mergePartScores(words, partials, 0);
  const d = index.detailOf[row]!;
  if (detailWordsOf(index, d, q)) mergePartScores(words, index.detailPartials, d * words);
  let total = 0;
  for (let w = 0; w < words; w++) {
    if (spaceScores[w] === -INF) return -INF;
    total += spaceScores[w]!;
  }
  return total;
}

/**
 * Scores every option of `index` that can match `q` into `top`; answers the score of each of
 * `also` (options wanted whatever their place: the recently used ones), -Infinity where
 * they do not match. An option that did not match the query before (when `q` extends it)
 * cannot match this one: only the last query's matches are scored then.
 */
export function searchIndex(index: OptionIndex<PickOption>, q: Query, top: TopRows, also: readonly number[] = []): number[] {
  begin(index, q);
  // A query matching nothing ('' after trimming) narrows nothing.
  const narrowed = index.narrowQuery !== null && index.narrowQuery !== '' && q.lower.startsWith(index.narrowQuery);
  const rows = index.narrowRows;
  const count = narrowed ? index.narrowCount : index.options.length;
  let matched = 0;
  for (let n = 0; n < count; n++) {
    const row = narrowed ? rows[n]! : n;
    const score = rowScore(index, row, q);
    if (score === -INF) continue;
    // Written behind the reading: `matched` never passes `n`.
    rows[matched++] = row;
    top.add(row, score);
  }
  index.narrowQuery = q.lower;
  index.narrowCount = matched;
  return also.map((row) => rowScore(index, row, q));
}

/** Option `row`'s matched characters in its name and in its detail, sorted (fuzzysort's `indexes` of each key). */
export function marksOf(index: OptionIndex<PickOption>, row: number, q: Query): { label: number[]; detail: number[] } {
  const table = index.table;
  const labelEntry = index.labelOf[row]!;
  const d = index.detailOf[row]!;
  const detailEntry = d === NO_ENTRY ? NO_ENTRY : index.detailEntry[d]!;
  if (!q.hasSpace) {
    const label = entryScore(table, labelEntry, q) === -INF ? [] : placesOf();
    const detail = entryScore(table, detailEntry, q) === -INF ? [] : placesOf();
    return { label, detail };
  }
  // Each word is marked where it scored best, the name first among equals; added to what each
  // key marked of its own (fuzzysort's winners).
  const words = q.parts.length;
  const keys = [labelEntry, detailEntry].map((entry) => (matchWords(table, entry, q) ? { places: placesOf(), partials: partials.slice(0, words), parts: partIndexes.slice(0, words).map((p) => [...p]) } : null));
  const winners: (number[] | null)[] = [];
  const winnerScores: number[] = [];
  const winnerKeys: number[] = [];
  for (let w = 0; w < words; w++) {
    winnerScores[w] = -INF;
    winnerKeys[w] = -1;
    winners[w] = null;
  }
  keys.forEach((key, k) => {
    if (key === null) return;
    for (let w = 0; w < words; w++) {
      if (key.partials[w]! <= winnerScores[w]!) continue;
      winnerScores[w] = key.partials[w]!;
      winnerKeys[w] = k;
      winners[w] = key.parts[w]!;
    }
  });
  const marks = keys.map((key, k) => {
    if (key === null) return [];
    last.len = 0;
    appendIndexes(key.places);
    for (let w = 0; w < words; w++) if (winnerKeys[w] === k) appendIndexes(winners[w]!);
    return placesOf();
  });
  return { label: marks[0]!, detail: marks[1]! };
}

/** `last`'s places, sorted. */
function placesOf(): number[] {
  return last.indexes.slice(0, last.len).sort((a, b) => a - b);
}

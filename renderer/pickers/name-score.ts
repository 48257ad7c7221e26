// How well a query matches one name of a ./name-table.ts table: fuzzysort 4.0.2's scoring
// (MIT, farzher), ported to the packed table so that the pickers answer what fuzzysort
// answered (test/renderer/pickers/option-index.test.ts compares both over every query it types).
// The functions follow fuzzysort's own (algorithm1, algorithm2, algorithm, algorithmSpaces,
// calculateScore): a query matches a name holding its characters in order; the score is best
// for characters at word beginnings, in one run, early in a short name. Scores are fuzzysort's
// raw scores (0 best, lower worse; -Infinity: no match); `normalizeScore` gives its 0..1.
//
// One name is matched at a time (`at`), and the answer is read from `last` before the next: as
// fuzzysort's prepared names carried their last match, without a prepared object per name.
// What fuzzysort kept on each name between searches (the next word beginning after each
// character, built on a name's first search of four letters or more) is built here for the
// name being matched, in one scratch array: nothing grows as people type.

import { SPACE_BIT, type NameTable, type Query } from './name-table.ts';

const INF = Infinity;

/** fuzzysort's normalisation of a raw score into 0..1 (its `score`). */
export function normalizeScore(raw: number): number {
  return raw === -INF ? 0 : raw > 1 ? raw : Math.E ** (((-raw + 1) ** 0.04307 - 1) * -2);
}

function denormalizeScore(value: number): number {
  return value === 0 ? -INF : value > 1 ? value : 1 - Math.pow(Math.log(value) / -2 + 1, 1 / 0.04307);
}

/** A word of several matched well enough for its characters to be marked. */
const GOOD_PART_SCORE = denormalizeScore(0.5);

/** The last match: its raw score, and the matched places in match order (`indexes[0..len)`). */
export const last = { score: -INF, indexes: [] as number[], len: 0 };

/** A query of several words, after `matchName`: each word's share of the score (-Infinity: not matched) and its matched places. */
export const partials: number[] = [];
export const partIndexes: number[][] = [];

// The name being matched (`at`).
let codes: Uint16Array<ArrayBufferLike> = new Uint16Array(0);
let start = 0;
let len = 0;
let begins: Uint16Array<ArrayBufferLike> | Uint32Array<ArrayBufferLike> = new Uint16Array(0);
let bStart = 0;
let bEnd = 0;
let flags = 0;
/** next[i]: the first word beginning after i (or `len`), for the name being matched once `nextReady`. */
const next: number[] = [];
let nextReady = false;

// Scratch, as fuzzysort's.
const simpleMatch: number[] = [];
const strictMatch: number[] = [];
const changes: number[] = [];

/** Sets the name the next calls match: entry `entry` of `table`. */
export function at(table: NameTable, entry: number): void {
  codes = table.codes;
  start = table.codeStart[entry]!;
  len = table.codeStart[entry + 1]! - start;
  begins = table.begins;
  bStart = table.beginStart[entry]!;
  bEnd = table.beginStart[entry + 1]!;
  flags = table.flags[entry]!;
  nextReady = false;
}

/** The code at `i` of the name being matched; -1 past either end (fuzzysort read undefined there). */
function codeAt(i: number): number {
  return i >= 0 && i < len ? codes[start + i]! : -1;
}

function fillNext(): void {
  if (nextReady) return;
  let fill = 0;
  for (let k = bStart; k < bEnd; k++) {
    const b = begins[k]!;
    for (; fill < b; fill++) next[fill] = b;
  }
  for (; fill < len; fill++) next[fill] = len;
  nextReady = true;
}

/**
 * Matches the name set by `at` against `q`, as fuzzysort matches one key of a snapshot: true
 * and `last` filled when it matches. A query of several words matches word by word (`partials`,
 * `partIndexes`): true when at least one word matched.
 */
export function matchName(q: Query): boolean {
  if (q.hasSpace) return algorithmSpaces(q);
  const n = q.codes.length;
  if (n === 1 && q.codes[0]! >= 97 && q.codes[0]! <= 122) return algorithm1(q);
  if (n === 2) return algorithm2(q);
  return algorithm(q, false, false, true);
}

/** The name holds `q`'s codes from `from` on: the first place, or -1. */
function indexOf(q: readonly number[], from: number): number {
  const n = q.length;
  outer: for (let i = Math.max(0, from); i + n <= len; i++) {
    for (let s = 0; s < n; s++) if (codes[start + i + s] !== q[s]) continue outer;
    return i;
  }
  return -1;
}

function lowerBound(from: number, to: number, value: number): number {
  while (from < to) {
    const middle = (from + to) >> 1;
    if (begins[middle]! < value) from = middle + 1;
    else to = middle;
  }
  return from;
}

function isBeginning(index: number): boolean {
  const found = lowerBound(bStart, bEnd, index);
  return found < bEnd && begins[found] === index;
}

/** One letter. */
function algorithm1(q: Query): boolean {
  const code = q.codes[0]!;
  for (let i = 0; i < len; i++) if (codes[start + i] === code) return single(code, i);
  return false;
}

/** One character, first found at `firstPlace`: the first word beginning with it scores best; else that first place. */
function single(code: number, firstPlace: number): boolean {
  let matchI = firstPlace;
  let strict = false;
  for (let k = bStart; k < bEnd; k++)
    if (codeAt(begins[k]!) === code) {
      matchI = begins[k]!;
      strict = true;
      break;
    }
  let score = matchI === 0 ? 0 : -matchI * matchI * 0.2;
  const beginningsLen = bEnd - bStart;
  if (!strict) score *= 1000;
  else if (beginningsLen > 24) score *= (beginningsLen - 24) * 10;
  last.score = score - len + 1;
  last.indexes[0] = matchI;
  last.len = 1;
  return true;
}

/** Two characters. */
function algorithm2(q: Query): boolean {
  const firstCode = q.codes[0]!;
  const secondCode = q.codes[1]!;
  let first = 0;
  while (codeAt(first) !== firstCode) if (++first >= len) return false;
  let second = first + 1;
  while (codeAt(second) !== secondCode) if (++second >= len) return false;

  let substringI = indexOf(q.codes, first);
  const substring = substringI !== -1;
  let low = lowerBound(bStart, bEnd, substringI);
  let substringStart = substring && low < bEnd && begins[low] === substringI;
  let strict = substringStart && substringI === first;

  if (!strict) {
    let firstBeginning = bStart;
    while (firstBeginning < bEnd && begins[firstBeginning]! < first) firstBeginning++;
    for (let backtracks = 0; firstBeginning < bEnd; ) {
      const strictFirst = begins[firstBeginning]!;
      if (codeAt(strictFirst) !== firstCode) {
        firstBeginning++;
        continue;
      }
      const consecutive = strictFirst + 1;
      if (codeAt(consecutive) === secondCode) {
        first = strictFirst;
        second = consecutive;
        strict = true;
        break;
      }
      let secondBeginning = firstBeginning + 1;
      while (secondBeginning < bEnd && begins[secondBeginning]! <= consecutive) secondBeginning++;
      while (secondBeginning < bEnd && codeAt(begins[secondBeginning]!) !== secondCode) secondBeginning++;
      if (secondBeginning < bEnd) {
        first = strictFirst;
        second = begins[secondBeginning]!;
        strict = true;
        break;
      }
      if (++backtracks > 200) break;
      firstBeginning++;
    }
  }

  if (substring && !substringStart) {
    while (low < bEnd && begins[low]! <= substringI) low++;
    for (; low < bEnd; low++) {
      const index = begins[low]!;
      if (codeAt(index) === firstCode && codeAt(index + 1) === secondCode) {
        substringI = index;
        substringStart = true;
        break;
      }
    }
  }

  if (substring && (!strict || substringStart)) {
    first = substringI;
    second = substringI + 1;
  }

  let score = second - first === 1 ? 0 : first - second * 2 - 11;
  if (first) score -= first * first * 0.2;
  const beginningsLen = bEnd - bStart;
  if (!strict) score *= 1000;
  else if (beginningsLen > 24) score *= (beginningsLen - 24) * 10;
  const lengthPenalty = (len - 2) / 2;
  score -= lengthPenalty;
  if (substring) score /= 5;
  if (substringStart) score /= 5;
  score -= lengthPenalty;
  const substringEnd = substring && second === first + 1 && (second + 1 === len || isBeginning(second + 1));
  last.score = substringEnd ? score + Math.min(4, -score / 2) : score;
  last.indexes[0] = first;
  last.indexes[1] = second;
  last.len = 2;
  return true;
}

/**
 * Any length (fuzzysort's `algorithm` on its next-beginning table). `spaces`: the whole query,
 * spaces and all, as one run of characters; `changed`: the table moved by an earlier word
 * of the same query (`algorithmSpaces`); `singleMatch`: one character alone is scored as
 * fuzzysort scores it (a word beginning with it first).
 */
function algorithm(q: Query, spaces: boolean, changed: boolean, singleMatch: boolean): boolean {
  if (!spaces && q.hasSpace) return algorithmSpaces(q);
  const searchCodes = q.codes;
  const searchLen = searchCodes.length;
  let searchCode = searchCodes[0];
  let searchI = 0;
  let targetI = 0;
  for (;;) {
    if (searchCode === codeAt(targetI)) {
      simpleMatch[searchI] = targetI;
      if (++searchI === searchLen) break;
      searchCode = searchCodes[searchI];
    }
    if (++targetI >= len) return false;
  }

  if (searchLen === 1 && !changed && singleMatch) return single(searchCode!, simpleMatch[0]!);

  fillNext();
  searchI = 0;
  let strict = false;
  let strictLen = 0;
  let beginningLen = changed ? 0 : bEnd - bStart;
  if (!beginningLen) {
    beginningLen = 1;
    for (let i = next[0]!; i < len; i = next[i]!) beginningLen++;
  }

  let substringI = searchLen <= 1 ? -1 : indexOf(searchCodes, simpleMatch[0]!);
  const isSubstring = substringI !== -1;
  let substringStart = isSubstring && (substringI === 0 || next[substringI - 1] === substringI);

  if (substringStart && substringI === simpleMatch[0]) strict = true;
  else {
    targetI = simpleMatch[0] === 0 ? 0 : next[simpleMatch[0]! - 1]!;
    let backtracks = 0;
    if (targetI !== len)
      for (;;) {
        if (targetI >= len) {
          if (searchI <= 0 || ++backtracks > 200) break;
          searchI--;
          const previous = strictMatch[--strictLen]!;
          targetI = next[previous]!;
        } else if (searchCodes[searchI] === codeAt(targetI)) {
          strictMatch[strictLen++] = targetI;
          if (++searchI === searchLen) {
            strict = true;
            break;
          }
          targetI++;
        } else targetI = next[targetI]!;
      }
  }

  if (isSubstring && !substringStart) {
    for (let i = 0; i < len; i = next[i]!) {
      if (i <= substringI) continue;
      let s = 0;
      for (; s < searchLen && searchCodes[s] === codeAt(i + s); s++);
      if (s === searchLen) {
        substringI = i;
        substringStart = true;
        break;
      }
    }
  }

  let matches: number[];
  if (!strict) {
    if (isSubstring) for (let i = 0; i < searchLen; i++) simpleMatch[i] = substringI + i;
    matches = simpleMatch;
  } else if (substringStart) {
    for (let i = 0; i < searchLen; i++) simpleMatch[i] = substringI + i;
    matches = simpleMatch;
  } else matches = strictMatch;

  const matchEnd = matches[searchLen - 1]! + 1;
  const substringEnd = isSubstring && matchEnd - matches[0]! === searchLen && (matchEnd === len || next[matchEnd - 1] === matchEnd);
  last.score = calculateScore(matches, searchLen, strict, beginningLen, isSubstring, substringStart, substringEnd);
  for (let i = 0; i < searchLen; i++) last.indexes[i] = matches[i]!;
  last.len = searchLen;
  return true;
}

function calculateScore(matches: readonly number[], searchLen: number, strict: boolean, beginningLen: number, substring: boolean, substringStart: boolean, substringEnd: boolean): number {
  let score = 0;
  let groups = 0;
  for (let i = 1; i < searchLen; i++)
    if (matches[i]! - matches[i - 1]! !== 1) {
      score -= matches[i]!;
      groups++;
    }
  const unmatchedDistance = matches[searchLen - 1]! - matches[0]! - (searchLen - 1);
  score -= (12 + unmatchedDistance) * groups;
  if (matches[0] !== 0) score -= matches[0]! * matches[0]! * 0.2;
  if (!strict) score *= 1000;
  else if (beginningLen > 24) score *= (beginningLen - 24) * 10;
  const lengthPenalty = (len - searchLen) / 2;
  score -= lengthPenalty;
  const substringBonus = 1 + searchLen * searchLen;
  if (substring) score /= substringBonus;
  if (substringStart) score /= substringBonus;
  score -= lengthPenalty;
  return substringEnd ? score + Math.min(4, -score / 2) : score;
}

/** Adds `additions` to `last`'s places, each once. */
export function appendIndexes(additions: readonly number[]): void {
  let length = last.len;
  outer: for (const index of additions) {
    for (let j = 0; j < length; j++) if (last.indexes[j] === index) continue outer;
    last.indexes[length++] = index;
  }
  last.len = length;
}

/**
 * Several words, each matched apart (fuzzysort's algorithmSpaces, as its search over several
 * keys calls it): a word matched in one run makes the place after it a word beginning for the
 * next word; the whole query with its spaces is tried too where the name has spaces. Marks:
 * the words matched well enough.
 */
function algorithmSpaces(q: Query): boolean {
  const searches = q.parts;
  const n = searches.length;
  let score = 0;
  let previousFirst = 0;
  let changesLen = 0;
  let matched = false;

  for (let i = 0; i < n; i++) {
    partials[i] = -INF;
    const indexes = (partIndexes[i] ??= []);
    indexes.length = 0;
    if (!algorithm(searches[i]!, false, changesLen !== 0, false)) continue;
    matched = true;

    if (i < n - 1) {
      let consecutive = true;
      for (let j = 0; j < last.len - 1; j++)
        if (last.indexes[j + 1]! - last.indexes[j]! !== 1) {
          consecutive = false;
          break;
        }
      if (consecutive) {
        fillNext();
        const beginning = last.indexes[last.len - 1]! + 1;
        const previous = next[beginning - 1];
        for (let j = beginning - 1; j >= 0 && next[j] === previous; j--) {
          next[j] = beginning;
          changes[changesLen * 2] = j;
          changes[changesLen * 2 + 1] = previous!;
          changesLen++;
        }
      }
    }

    for (let j = 0; j < last.len; j++) indexes.push(last.indexes[j]!);
    const partScore = last.score / n;
    score += partScore;
    partials[i] = partScore;
    if (last.indexes[0]! < previousFirst) score -= (previousFirst - last.indexes[0]!) * 2;
    previousFirst = last.indexes[0]!;
  }

  if (!matched) return false;
  for (let i = changesLen - 1; i >= 0; i--) next[changes[i * 2]!] = changes[i * 2 + 1]!;

  if (flags & SPACE_BIT && algorithm(q, true, false, true) && last.score > score) {
    let searchFrom = 0;
    for (let i = 0; i < n; i++) {
      partials[i] = last.score / n;
      const part = searches[i]!.lower;
      const searchI = q.lower.indexOf(part, searchFrom);
      const indexes = partIndexes[i]!;
      indexes.length = part.length;
      for (let j = 0; j < part.length; j++) indexes[j] = last.indexes[searchI + j]!;
      searchFrom = searchI + part.length;
    }
    if (last.score < GOOD_PART_SCORE) last.len = 0;
    return true;
  }

  // A word that follows the one before it after spaces alone: those spaces are marked too.
  for (let i = 1; i < n; i++) {
    const previous = partIndexes[i - 1]!;
    if (!previous.length || !partIndexes[i]!.length) continue;
    const previousEnd = previous[previous.length - 1]! + 1;
    let at = previousEnd;
    let code: number;
    while ((code = codeAt(at)) === 32 || (code >= 9 && code <= 13)) at++;
    const part = searches[i]!.codes;
    if (!startsWithAt(part, at)) continue;
    for (let j = previousEnd; j < at; j++) previous.push(j);
    const indexes = partIndexes[i]!;
    indexes.length = part.length;
    for (let j = 0; j < part.length; j++) indexes[j] = at + j;
  }
  last.len = 0;
  for (let i = 0; i < n; i++) if (partials[i]! * n >= GOOD_PART_SCORE) appendIndexes(partIndexes[i]!);
  last.score = score;
  return true;
}

function startsWithAt(part: readonly number[], at: number): boolean {
  if (at + part.length > len) return false;
  for (let j = 0; j < part.length; j++) if (codes[start + at + j] !== part[j]) return false;
  return true;
}

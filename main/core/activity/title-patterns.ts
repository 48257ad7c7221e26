// The patterns a person writes for window titles and applications: plain text where `*`
// stands for any text, matched against the whole title, case aside ("*bank*", "* - Mozilla
// Firefox"). A rewrite's replacement may put back what each `*` matched: `{1}`, `{2}`...
// ("* — Visual Studio Code" -> "{1}" keeps the file's name). No regular expressions: a person
// cannot write one that hangs Stint, and every pattern means what it reads. Pure.

import type { MatchProblem } from './match-problems.ts';

const MAX_PATTERN = 200;

/** Why `pattern` cannot serve (worded by match-problems.ts); null: it can. */
export function patternProblem(pattern: string): MatchProblem | null {
  if (pattern.trim() === '') return { kind: 'empty' };
  if (pattern.length > MAX_PATTERN) return { kind: 'tooLong', most: MAX_PATTERN };
  if (/^\*+$/.test(pattern.trim())) return { kind: 'onlyStars' };
  return null;
}

// Matching runs in time linear in the title for every pattern (issue 68: a regular expression
// of lazy groups backtracked, and 11 `*` against a 118-character title held the engine's thread
// for 6.4 s). A pattern is its text between the `*`s; each piece is found at its leftmost
// place after the one before, the last at the title's end. That choice is exactly what the
// lazy groups gave (each `*` as short as the rest allows), so `{n}` puts back the same text.

/** Case aside as a regular expression's `i` flag (without `u`) sets it aside: code unit by code unit. */
const folded = new Uint16Array(0x10000);
function fold(unit: number): number {
  let f = folded[unit]!;
  if (f === 0) {
    const upper = String.fromCharCode(unit).toUpperCase();
    // One code unit that stays one, and never from beyond ASCII into it (ECMA-262 Canonicalize).
    f = upper.length !== 1 || (unit >= 128 && upper.charCodeAt(0) < 128) ? unit : upper.charCodeAt(0);
    folded[unit] = f;
  }
  return f;
}

function foldAll(text: string): Uint16Array {
  return Uint16Array.from({ length: text.length }, (_, i) => fold(text.charCodeAt(i)));
}

/** Counts the code units compared, for a test to bound the work a match does. */
export interface Meter {
  steps: number;
}

/** The pattern's pieces between its `*`s (runs of `*` are one), folded; one piece: no `*`. Made at each match: a pattern is short beside the scan. */
function piecesOf(pattern: string): readonly Uint16Array[] {
  return pattern.trim().replace(/\*+/g, '*').split('*').map(foldAll);
}

/** Whether `piece` lies in `text` at `at`. */
function at(text: Uint16Array, piece: Uint16Array, i: number, meter: Meter | undefined): boolean {
  for (let k = 0; k < piece.length; k++) {
    if (meter) meter.steps++;
    if (text[i + k] !== piece[k]) return false;
  }
  return true;
}

/**
 * The leftmost place of `piece` in `text` from `from`, ending by `limit`; -1: none. A place
 * is tried where the piece's first unit is: the scan moves on by one, so its work is the
 * title's length times the piece's at worst, and each piece scans past the one before.
 */
function find(text: Uint16Array, piece: Uint16Array, from: number, limit: number, meter: Meter | undefined): number {
  for (let i = from; i + piece.length <= limit; i++) if (at(text, piece, i, meter)) return i;
  return -1;
}

/**
 * What each `*` of `pattern` matched in `text` (trimmed), `[0]` the whole text; null: no match.
 * Each `*` takes as little as the rest of the pattern allows, in order (the regular
 * expression's lazy groups did the same).
 */
export function captures(pattern: string, text: string, meter?: Meter): string[] | null {
  const whole = text.trim();
  const t = foldAll(whole);
  const pieces = piecesOf(pattern);
  const first = pieces[0]!;
  if (pieces.length === 1) return t.length === first.length && at(t, first, 0, meter) ? [whole] : null;
  const last = pieces[pieces.length - 1]!;
  const end = t.length - last.length;
  if (end < first.length || !at(t, first, 0, meter) || !at(t, last, end, meter)) return null;
  const out = [whole];
  let from = first.length;
  for (const piece of pieces.slice(1, -1)) {
    const i = find(t, piece, from, end, meter);
    if (i < 0) return null;
    out.push(whole.slice(from, i));
    from = i + piece.length;
  }
  out.push(whole.slice(from, end));
  return out;
}

/** Whether `text` matches `pattern` whole (case aside); a pattern with a problem matches nothing. */
export function matches(pattern: string, text: string, meter?: Meter): boolean {
  return patternProblem(pattern) === null && captures(pattern, text, meter) !== null;
}

/** `text` rewritten by the first of `rewrites` it matches (`{n}`: what the n-th `*` matched); unchanged when none does. */
export function rewritten(text: string, rewrites: readonly { readonly pattern: string; readonly replacement: string }[]): string {
  for (const r of rewrites) {
    if (patternProblem(r.pattern) !== null) continue;
    const m = captures(r.pattern, text);
    if (m) return r.replacement.replace(/\{(\d)\}/g, (_, n: string) => m[Number(n)] ?? '').trim();
  }
  return text;
}

/** A title as the pattern of a learned rule: itself, its spaces as one (a rare `*` in it then stands for any text). */
export const patternOf = (title: string): string => title.trim().replace(/\s+/g, ' ');

// The matchers of an activity rule beyond the title and application patterns (issue 73, item
// 3): all of some words, any of some words, the web domain, and a regular expression for those
// who want one. Every one runs in time linear in the title: words and domains are found in one
// pass over it, and a person's regular expression runs on RE2 (re2js: automata, no
// backtracking), never on the JS RegExp, so no pattern can hold the engine's thread
// (`(a+)+$` against 10,000 `a` and a `!` reads each code unit a few times). Pure.

import { RE2JS, RE2JSException } from 're2js';
import type { Meter } from './title-patterns.ts';
import type { MatchProblem } from './match-problems.ts';

const MAX_WORDS = 20;
const MAX_WORD = 60;
const MAX_DOMAIN = 253;
const MAX_REGEX = 200;

/** The words of `text` a rule compares: runs of letters and digits, case aside. */
function wordsOf(text: string, meter?: Meter): string[] {
  const out: string[] = [];
  let from = -1;
  for (let i = 0; i <= text.length; i++) {
    if (meter) meter.steps++;
    const inWord = i < text.length && isWordUnit(text.charCodeAt(i));
    if (inWord && from < 0) from = i;
    else if (!inWord && from >= 0) {
      out.push(text.slice(from, i).toLowerCase());
      from = -1;
    }
  }
  return out;
}

/** Letters and digits of any script (a surrogate half counts: it is part of a letter beyond the BMP or an emoji). */
const WORD_UNIT = /[\p{L}\p{N}\p{M}]/u;
function isWordUnit(unit: number): boolean {
  return (unit >= 0xd800 && unit <= 0xdfff) || WORD_UNIT.test(String.fromCharCode(unit));
}

/** The words a person typed ("design review, Acme"): split on anything not a letter or digit, once each. */
export function wordList(typed: string): string[] {
  return [...new Set(wordsOf(typed))];
}

/** Why `words` cannot serve (worded by match-problems.ts); null: they can. */
export function wordsProblem(words: readonly string[]): MatchProblem | null {
  if (words.length === 0) return { kind: 'noWords' };
  if (words.length > MAX_WORDS) return { kind: 'tooManyWords', most: MAX_WORDS };
  const bad = words.find((w) => w.length > MAX_WORD || wordList(w).length !== 1 || wordList(w)[0] !== w.toLowerCase());
  return bad === undefined ? null : { kind: 'notOneWord', word: bad.slice(0, MAX_WORD), most: MAX_WORD };
}

/** Whether `title` holds every one (`all`) or one (`any`) of `words`, each as a whole word, case aside. */
export function wordsMatch(words: readonly string[], title: string, all: boolean, meter?: Meter): boolean {
  const have = new Set(wordsOf(title, meter));
  return all ? words.every((w) => have.has(w.toLowerCase())) : words.some((w) => have.has(w.toLowerCase()));
}

const HOST_UNIT = /^[a-z0-9-]$/;

/** `typed` as a domain a rule compares ("GitHub.com", "https://www.github.com/x" -> "github.com"); null: not one. */
export function domainOf(typed: string): string | null {
  let d = typed.trim().toLowerCase();
  d = d.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').split(/[/?#:]/, 1)[0]!.replace(/^www\./, '').replace(/\.$/, '');
  if (d.length === 0 || d.length > MAX_DOMAIN || !d.includes('.')) return null;
  const labels = d.split('.');
  return labels.every((l) => l.length > 0 && l.length <= 63 && [...l].every((c) => HOST_UNIT.test(c)) && !l.startsWith('-') && !l.endsWith('-')) && /[a-z]/.test(labels.at(-1)!) ? d : null;
}

/** Why `domain` cannot serve; null: it can. */
export function domainProblem(domain: string): MatchProblem | null {
  return domainOf(domain) === domain ? null : { kind: 'notDomain' };
}

/** The hosts a window shows: its address's, else every word of its title shaped like a domain ("github.com/acme — Firefox"). One pass. */
function hostsOf(w: { readonly title: string; readonly url?: string }, meter?: Meter): string[] {
  if (w.url !== undefined) {
    const d = domainOf(w.url);
    return d === null ? [] : [d];
  }
  const out: string[] = [];
  let from = 0;
  const t = w.title;
  for (let i = 0; i <= t.length; i++) {
    if (meter) meter.steps++;
    const c = i < t.length ? t[i]!.toLowerCase() : ' ';
    if (HOST_UNIT.test(c) || c === '.') continue;
    // A token ends here: what lies before `/` or a space may be a domain.
    if (i - from >= 3) {
      const d = domainOf(t.slice(from, i));
      if (d !== null) out.push(d);
    }
    from = i + 1;
  }
  return out;
}

/** Whether the window is on `domain` or one of its subdomains (docs.github.com is on github.com). */
export function domainMatches(domain: string, w: { readonly title: string; readonly url?: string }, meter?: Meter): boolean {
  return hostsOf(w, meter).some((h) => h === domain || h.endsWith(`.${domain}`));
}

/** Why a person's regular expression cannot serve (worded by match-problems.ts); null: it can. */
export function regexProblem(source: string): MatchProblem | null {
  if (source.trim() === '') return { kind: 'empty' };
  if (source.length > MAX_REGEX) return { kind: 'tooLong', most: MAX_REGEX };
  try {
    compiled(source);
  } catch (e) {
    // RE2 has no backreferences or lookarounds: said as RE2 says it.
    // RE2's words, less its prefix and the case flag Stint adds (the person did not type it).
    const said = (e instanceof RE2JSException ? e.message : String(e)).replace(/^error parsing regexp: /, '').replace('`(?i)', '`');
    return { kind: 'cannotRun', why: said };
  }
  if (compiled(source).matcher('').find()) return { kind: 'matchesEmpty' };
  return null;
}

// A rule's expression is compiled once per source, not at every window (a dry run runs it over
// thousands of stretches). Bounded: the person has a few dozen rules at most.
const cache = new Map<string, RE2JS>();
function compiled(source: string): RE2JS {
  let re = cache.get(source);
  if (re === undefined) {
    re = RE2JS.compile(source, RE2JS.CASE_INSENSITIVE);
    if (cache.size >= 256) cache.clear();
    cache.set(source, re);
  }
  return re;
}

/** A string whose code units the engine reads are counted (RE2 reads the input through `charCodeAt`). */
class Counted extends String {
  constructor(
    text: string,
    private readonly meter: Meter,
  ) {
    super(text);
  }
  override charCodeAt(i: number): number {
    this.meter.steps++;
    return super.charCodeAt(i);
  }
}

/** Whether `source` (RE2's syntax, case aside) is found anywhere in `title`; an expression with a problem matches nothing. */
export function regexMatches(source: string, title: string, meter?: Meter): boolean {
  if (regexProblem(source) !== null) return false;
  // A String object stands in for the title only to count; the engine takes it as a string.
  return compiled(source).matcher(meter ? (new Counted(title, meter) as unknown as string) : title).find();
}

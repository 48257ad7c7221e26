// A project or a task named by a person outside the window (`stint --start "Website/Design"`),
// found among the account's: the same name whatever its case first, then the one name that
// begins so, then the one name fuzzysort finds a good match for (the window's picker searches
// with it too, renderer/pickers/fuzzy.ts). Two or more at a step is not a guess worth a timer: the
// person is told which names matched.

import fuzzysort from 'fuzzysort';

export type NameMatch<T> =
  | { readonly kind: 'one'; readonly item: T }
  | { readonly kind: 'none' }
  /** Best first, at most MATCHES_SHOWN. */
  | { readonly kind: 'many'; readonly items: readonly T[] };

/** Names said back to the person when several matched. */
export const MATCHES_SHOWN = 5;
/** fuzzysort's own "good match" (its scores run 0..1). */
const FUZZY_THRESHOLD = 0.5;

const same = new Intl.Collator('en', { sensitivity: 'accent', usage: 'search' });

function tidy(s: string): string {
  return s.trim().replace(/\s+/g, ' ');
}

function lower(s: string): string {
  return tidy(s).toLocaleLowerCase('en');
}

function decide<T>(found: readonly T[]): NameMatch<T> | null {
  if (found.length === 0) return null;
  return found.length === 1 ? { kind: 'one', item: found[0]! } : { kind: 'many', items: found.slice(0, MATCHES_SHOWN) };
}

/**
 * The item `query` names. `namesOf` gives each item's names, the one shown first (a project
 * answers to "Website" and to "Website (Acme)").
 */
export function matchName<T>(items: readonly T[], query: string, namesOf: (item: T) => readonly string[]): NameMatch<T> {
  const q = tidy(query);
  if (q === '') return { kind: 'none' };
  const exact = decide(items.filter((i) => namesOf(i).some((n) => sameName(n, q))));
  if (exact) return exact;
  const ql = lower(q);
  const prefix = decide(items.filter((i) => namesOf(i).some((n) => lower(n).startsWith(ql))));
  if (prefix) return prefix;
  const keys = [(i: T) => namesOf(i)[0] ?? '', (i: T) => namesOf(i)[1] ?? ''];
  const fuzzy = fuzzysort.go(q, items, { keys, threshold: FUZZY_THRESHOLD, limit: MATCHES_SHOWN + 1 });
  return decide(fuzzy.map((r) => r.obj)) ?? { kind: 'none' };
}

/** Whether two names are the same to a person: case and spacing aside, accents kept. */
export function sameName(a: string, b: string): boolean {
  return same.compare(tidy(a), tidy(b)) === 0;
}

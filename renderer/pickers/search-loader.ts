// The pickers' search (its scoring, the indexes, the warm-up: about 8 KB of the window's first
// JavaScript gzipped) loads after the first paint, in a chunk of its own: the window draws
// the timer, the field and the picked option without it, and every opening after a release
// (issue 71) and every catalog of words (issue 72) has that much less to wait for. It is
// asked for at once by the first picker drawn, so it is there long before a person types; a
// key typed meanwhile is searched when it comes (combobox.tsx).

import type * as Fuzzy from './fuzzy.ts';
import type { warmUp } from './search-warm-up.ts';

export type Search = typeof Fuzzy & { readonly warmUp: typeof warmUp };

let loaded: Search | null = null;
let loading: Promise<Search> | null = null;

/** The search, once loaded (null before: the caller asks `loadSearch` and draws again when it comes). */
export function loadedSearch(): Search | null {
  return loaded;
}

/** Loads the search (once; a failed load is tried again at the next call). */
export function loadSearch(): Promise<Search> {
  loading ??= Promise.all([import('./fuzzy.ts'), import('./search-warm-up.ts')]).then(
    ([fuzzy, warm]) => (loaded = { ...fuzzy, warmUp: warm.warmUp }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

// What a person has typed on a screen and not yet sent outlives the screen: it stays while
// they look at another tab, and while the window is hidden and shown again (the window is
// hidden, so the app and its drafts live on; once released after 10 minutes hidden, main
// hands them to the next page: ./view-keeping.ts). One store per window, provided by the
// app; a screen keeps its form with `useDraft` where it would use `useState`.

import { createContext } from 'preact';
import { useCallback, useContext, useRef, useState } from 'preact/hooks';

export type Drafts = Map<string, unknown>;

export const DraftsContext = createContext<Drafts | null>(null);

type SetDraft<T> = (next: T | ((old: T) => T)) => void;

/** `useState` whose value is kept under `key` in the window's drafts while the screen is away. */
export function useDraft<T>(key: string, initial: () => T): [T, SetDraft<T>] {
  const drafts = useContext(DraftsContext);
  if (drafts === null) throw new Error('useDraft outside the app');
  const [value, setValue] = useState<T>(() => (drafts.has(key) ? (drafts.get(key) as T) : initial()));
  // The latest value, also for a set that comes after the screen went away (a command's
  // answer): the store must hear it even when the component no longer renders.
  const latest = useRef(value);
  latest.current = value;
  const set = useCallback<SetDraft<T>>(
    (next) => {
      const v = typeof next === 'function' ? (next as (o: T) => T)(latest.current) : next;
      latest.current = v;
      drafts.set(key, v);
      setValue(v);
    },
    [drafts, key],
  );
  return [value, set];
}

/** The window's drafts, for a screen that fills in another's form (the timeline's Quick entry…). */
export function useDrafts(): Drafts {
  const drafts = useContext(DraftsContext);
  if (drafts === null) throw new Error('useDrafts outside the app');
  return drafts;
}

/** Forgets a draft (the person let it go: Cancel, Edit). */
export function useDropDraft(): (key: string) => void {
  const drafts = useContext(DraftsContext);
  return (key) => void drafts?.delete(key);
}

/**
 * `useState` kept among the drafts under `key` when one is given (else the component's own
 * state alone): a combobox's typed words, an open Edit form's fields. Set back to `initial`,
 * the draft goes (a page handed no draft starts from `initial` anyway).
 */
export function useKept<T>(key: string | undefined, initial: T): [T, (v: T) => void] {
  const drafts = useContext(DraftsContext);
  const [value, setValue] = useState<T>(() => (key !== undefined && drafts?.has(key) ? (drafts.get(key) as T) : initial));
  const set = useCallback(
    (v: T) => {
      if (key !== undefined && drafts !== null) {
        if (v === initial) drafts.delete(key);
        else drafts.set(key, v);
      }
      setValue(v);
    },
    [drafts, key, initial],
  );
  return [value, set];
}

/** Forgets every draft whose key starts with `prefix` (a form closed: its fields go with it). */
export function dropDraftsUnder(drafts: Drafts | null, prefix: string): void {
  for (const key of [...(drafts?.keys() ?? [])]) if (key.startsWith(prefix)) drafts?.delete(key);
}

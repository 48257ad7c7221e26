// A screen whose code loads when it is first drawn (a chunk of its own beside main.js,
// scripts/build-renderer.mjs): the code the timer screen needs at once stays small, and
// Settings and To-dos come as they are opened. Until its code is there the screen is a
// short "Loading…" status; code that could not be loaded says so in an alert. Once loaded
// it draws at once, every later time. (preact/compat's lazy and Suspense would bring compat
// along: this is the little of them the window needs.)

import type { ComponentType, JSX } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { i18n, wordsLater } from '../i18n/words.ts';

/** What marks a screen still loading, for code that waits for a screen's fields (app.tsx). */
export const LOADING_SELECTOR = '[data-loading-screen]';

export interface LazyProps {
  /** Called once the screen is drawn, when its code came after it was first asked for. */
  readonly onLoaded?: () => void;
}

/** A lazily loaded screen; `ahead` loads its code before it is drawn (../app/quick-entry-ahead.ts), so that its first opening draws at once. */
export type LazyScreen<P extends object> = ((props: P & LazyProps) => JSX.Element) & { readonly ahead: () => Promise<void> };

/**
 * `name`: the screen's name, in the words a failure shows ("Settings could not be loaded: …"),
 * worded when shown (a function of the language of the moment; a plain string is a name not
 * translated).
 */
export function lazyScreen<P extends object>(name: string | (() => string), importScreen: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let Screen: ComponentType<P> | null = null;
  let failure: string | null = null;
  let loading: Promise<void> | null = null;
  // A failed import() is not tried again: the page's module map keeps the failure, and a
  // second import() of the same file fails the same way.
  const load = () =>
    // Its words come with it: the catalog's part for the code loaded later (../i18n/words.ts).
    (loading ??= Promise.all([importScreen(), wordsLater()]).then(
      ([s]) => void (Screen = s),
      (e: unknown) => void (failure = e instanceof Error ? e.message : String(e)),
    ));

  function Lazy({ onLoaded, ...props }: P & LazyProps) {
    const [, setSettled] = useState(false);
    const [cameLater] = useState(Screen === null && failure === null);
    // Asked for as the placeholder is drawn: an effect would wait for the frame after.
    useLayoutEffect(() => {
      if (!cameLater) return undefined;
      let live = true;
      void load().then(() => live && setSettled(true));
      return () => void (live = false);
    }, []);
    useEffect(() => {
      if (cameLater && Screen !== null) onLoaded?.();
    }, [Screen !== null]);
    if (Screen !== null) return <Screen {...(props as P)} />;
    if (failure !== null)
      return (
        <p class="form-error" role="alert">
          {i18n._({ id: 'lazy.failed', message: '{name} could not be loaded: {failure}. Restart Stint to try again.', values: { name: typeof name === 'string' ? name : name(), failure } })}
        </p>
      );
    return (
      <p class="loading" role="status" data-loading-screen>
        {i18n._({ id: 'lazy.loading', message: 'Loading…' })}
      </p>
    );
  }
  return Object.assign(Lazy, { ahead: load });
}

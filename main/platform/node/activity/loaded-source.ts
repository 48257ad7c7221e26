// An activity source whose backend is made on first use: `availability` waits for it, and a
// watch begins once it is there (stopped before that, it never begins); a backend that cannot
// load is said in words, as the port's unavailable backends are. The backend's modules
// are then no part of the app's start (desktop-activity-source.ts).

import type { ActivitySource, ActivityWords } from '../../../core/ports.ts';

/** Why the record cannot see windows when the backend's modules did not load (a package missing a file). */
function notLoaded(e: unknown): ActivityWords {
  const error = e instanceof Error ? e.message : String(e);
  return (i18n) => i18n._({ id: 'activity.backendNotLoaded', message: "the activity record's backend could not load: {error}", values: { error } });
}

export function loadedOnFirstUse(load: () => Promise<ActivitySource>): ActivitySource {
  let made: Promise<ActivitySource> | null = null;
  const backend = () => (made ??= load());
  return {
    async availability() {
      let source: ActivitySource;
      try {
        source = await backend();
      } catch (e) {
        return { ok: false, backend: null, reason: notLoaded(e) };
      }
      return source.availability();
    },
    watch(onFocus, onTrouble) {
      let stop: (() => void) | null = null;
      let stopped = false;
      backend().then(
        (source) => {
          if (!stopped) stop = source.watch(onFocus, onTrouble);
        },
        // The port's watch never throws: a backend that cannot load says so as a trouble.
        (e: unknown) => {
          if (!stopped) onTrouble(notLoaded(e));
        },
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}

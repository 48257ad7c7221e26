// An activity source whose backend is made on first use: `availability` waits for it, and a
// watch begins once it is there (stopped before that, it never begins). The backend's modules
// are then no part of the app's start (desktop-activity-source.ts).

import type { ActivitySource } from '../../../core/ports.ts';

export function loadedOnFirstUse(load: () => Promise<ActivitySource>): ActivitySource {
  let made: Promise<ActivitySource> | null = null;
  const backend = () => (made ??= load());
  return {
    availability: async () => (await backend()).availability(),
    watch(onFocus, onTrouble) {
      let stop: (() => void) | null = null;
      let stopped = false;
      backend().then(
        (source) => {
          if (!stopped) stop = source.watch(onFocus, onTrouble);
        },
        // The port's watch never throws: a backend that cannot load says so as a trouble.
        (e: unknown) => {
          if (!stopped) onTrouble(`the activity record's backend could not load: ${e instanceof Error ? e.message : String(e)}`);
        },
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}

// A step of the shell that must not stop the ones after it (a tray made anew, a part of
// quitting): its failure is logged by name, without the message, which may hold a path.

import type { Logger } from '../../../core/ports.ts';

export type Guarded = (what: string, run: () => void) => void;

export function guarded(logger: Pick<Logger, 'log'>): Guarded {
  return (what, run) => {
    try {
      run();
    } catch (e) {
      logger.log('error', `${what} failed`, { error: e instanceof Error ? e.name : typeof e });
    }
  };
}

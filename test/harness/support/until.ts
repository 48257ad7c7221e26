// Waits for the engine to publish a snapshot that `ok` accepts (the current one counts).
// No deadline of its own: the test runner's timeout is the hang guard.

import type { Snapshot } from '../../../main/core/snapshot.ts';
import type { Stint } from '../../../main/core/stint-api.ts';

export function until(stint: Stint, ok: (s: Snapshot) => boolean): Promise<Snapshot> {
  return new Promise((resolve) => {
    if (ok(stint.snapshot())) return resolve(stint.snapshot());
    const stop = stint.subscribe((s) => {
      if (!ok(s)) return;
      stop();
      resolve(s);
    });
  });
}

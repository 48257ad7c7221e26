// Registers every journey as a test on one launcher, in the calling test file (so the
// report names it). Skipped, each saying why, where the launcher cannot run here.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { JOURNEYS } from '../journeys.ts';
import type { Launcher } from '../launcher.ts';

/** A hang guard for one journey on a loaded two-core machine; no journey relies on it. */
const JOURNEY_GUARD_MS = 180_000;

export function runJourneys(launcher: Launcher): void {
  if (launcher.skip) console.log(`# journeys on the ${launcher.name}: ${launcher.skip}`);
  after(() => launcher.dispose());
  for (const journey of JOURNEYS) {
    test(`${journey.name} (${launcher.name})`, { skip: launcher.skip, timeout: JOURNEY_GUARD_MS }, async () => {
      const world = await launcher.open();
      try {
        await journey.run(world);
        assert.deepEqual(world.errors, [], 'the page logged no error');
      } finally {
        await world.close();
      }
    });
  }
}

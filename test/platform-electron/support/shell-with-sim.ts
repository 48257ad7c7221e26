// For tests of the whole shell against the simulator: one simulator and one folder for the
// file's shells, made before its tests and removed after them; and waiting for what the shell
// does off the caller's path.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { startSim, type RunningSim } from '../../sim/start.ts';
import { WAIT_GUARD_MS } from '../../support/hang-guard.ts';

/** Call at the top of a test file; `sim()` is the running simulator once the tests run. */
export function useSimAndFolder(prefix: string): { readonly root: string; sim(): RunningSim } {
  let sim: RunningSim | null = null;
  const root = mkdtempSync(join(tmpdir(), prefix));
  before(async () => {
    sim = await startSim();
  });
  after(async () => {
    await sim?.close();
    rmSync(root, { recursive: true, force: true });
  });
  return {
    root,
    sim: () => {
      assert.ok(sim, 'the simulator runs once the tests do');
      return sim;
    },
  };
}

/** What the shell does off the caller's path comes a few event-loop turns later (a hang guard, not a timing claim). */
export async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_GUARD_MS;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  assert.ok(check(), what);
}

// The simulator and a fresh data folder for each process test of the command line: one
// simulator for the file, reset before each test, and a data folder made and removed
// around each test.

import { after, afterEach, before, beforeEach } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TimeEntry } from '../../sim/model.ts';
import { startSim, type RunningSim } from '../../sim/start.ts';

/** Ada, the demo user the tests sign in as. */
const ADA = 1;

export interface CliSim {
  /** The running simulator (set once the file's `before` ran). */
  readonly sim: RunningSim;
  /** This test's data folder for `--data-dir`. */
  readonly dataDir: string;
  /** Ada's entries on the simulator now. */
  adaEntries(): TimeEntry[];
}

export function useCliSim(dataDirPrefix: string): CliSim {
  let sim: RunningSim | undefined;
  let dataDir: string | undefined;
  before(async () => {
    sim = await startSim();
  });
  after(async () => {
    await sim?.close();
  });
  beforeEach(async () => {
    await sim!.control.reset();
    dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  });
  afterEach(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get sim() {
      return sim!;
    },
    get dataDir() {
      return dataDir!;
    },
    adaEntries: () => [...sim!.sim.ctx.store.entries.values()].filter((e) => e.user_id === ADA),
  };
}

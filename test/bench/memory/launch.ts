// The start's figure (issue 71 item 3): from just before the built main bundle's import to the
// first tray menu drawn, on a data folder with a day's queue, the caches and two accounts
// signed in. Each run is a fresh node process with the boot tests' recording fake of Electron
// (boot/support/morning.ts); its folder is made the evening before by another start of the
// same bundle against a simulator of its own (in this process), which stays up for the
// morning: the queue's owner is online, as on a real morning. `npm run bench:launch` prints
// every run; bench:memory puts the median on its last line (`launch_ms=`).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { layOutApp } from '../../boot/support/app-layout.ts';
import { morningStart, type MorningStart } from '../../boot/support/morning.ts';

export type LaunchRun = MorningStart;

export interface LaunchOptions {
  readonly runs?: number;
  /** Node flags for the measured process (e.g. --cpu-prof). */
  readonly nodeFlags?: readonly string[];
  /** Told of each run as it ends. */
  readonly onRun?: (run: LaunchRun, index: number) => void;
}

/** `runs` starts (7 by default), each on a day of its own. */
export async function launchRuns(options: LaunchOptions = {}): Promise<LaunchRun[]> {
  const root = mkdtempSync(join(tmpdir(), 'stint-bench-launch-'));
  try {
    const bundle = await layOutApp(join(root, 'app'));
    const runs: LaunchRun[] = [];
    for (let i = 0; i < (options.runs ?? 7); i++) {
      const run = await morningStart(bundle, join(root, `day-${i}`), options.nodeFlags ? { nodeFlags: options.nodeFlags } : {});
      runs.push(run);
      options.onRun?.(run, i);
    }
    return runs;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median start of 7, in ms (bench:memory's `launch_ms=`). */
export async function launchMs(): Promise<number> {
  return median((await launchRuns()).map((r) => r.ms));
}

// The start's figure (issue 71 item 3): from just before the built main bundle's import to the
// first tray menu drawn, on a data folder with a day's queue, the caches and two accounts
// signed in. Each run is a fresh node process (bench/launch/launch-child.ts) with the boot
// tests' recording fake of Electron; its folder is made the evening before by another start
// of the same bundle against a simulator of its own (in this process), which stays up for the
// morning: the queue's owner is online, as on a real morning. `npm run bench:launch` prints
// every run; bench:memory puts the median on its last line (`launch_ms=`).

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { layOutApp } from '../../boot/support/app-layout.ts';
import { startSim } from '../../sim/start.ts';
import { bundledEntry } from '../../support/bundled-entry.ts';

const child = new URL('../launch/launch-child.ts', import.meta.url).pathname;

export interface LaunchRun {
  /** From just before the bundle's import to the first tray menu, in ms. */
  readonly ms: number;
  /** What that first menu says, depth first (a submenu's items indented). */
  readonly labels: readonly string[];
  /** What the evening before left: accounts, projects, actions queued, the timer. */
  readonly prepared: Record<string, unknown>;
}

export interface LaunchOptions {
  readonly runs?: number;
  /** Node flags for the measured process (e.g. --cpu-prof). */
  readonly nodeFlags?: readonly string[];
  /** Told of each run as it ends. */
  readonly onRun?: (run: LaunchRun, index: number) => void;
}

/** One `BENCH {…}` line from a child started on `bundle` in `mode`; rejects on its exit without one. */
function runChild(bundle: string, mode: 'prepare' | 'measure', env: Record<string, string>, nodeFlags: readonly string[] = []): Promise<Record<string, unknown>> {
  // No D-Bus session (no keyring: the boot tests' safeStorage file), an X11 or headless session.
  const { DBUS_SESSION_BUS_ADDRESS: _bus, XDG_SESSION_TYPE: _type, WAYLAND_DISPLAY: _wayland, STINT_SERVICE_URL: _url, STINT_DEMO_ACCOUNT: _demo, STINT_TEST_HOOKS: _hooks, ...inherited } = process.env;
  const p = spawn(process.execPath, [...nodeFlags, bundledEntry(child)], {
    env: { ...inherited, ...env, STINT_BOOT_BUNDLE: bundle, STINT_LAUNCH_MODE: mode },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  p.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    let answer: Record<string, unknown> | null = null;
    createInterface({ input: p.stdout }).on('line', (line) => {
      if (line.startsWith('BENCH ')) answer = JSON.parse(line.slice(6)) as Record<string, unknown>;
    });
    p.on('close', (code) => (answer !== null && code === 0 ? resolve(answer) : reject(new Error(`the ${mode} start ended (exit ${code}) without its figure:\n${stderr.slice(-2000)}`))));
  });
}

/** `runs` starts (7 by default), each on a day of its own. */
export async function launchRuns(options: LaunchOptions = {}): Promise<LaunchRun[]> {
  const root = mkdtempSync(join(tmpdir(), 'stint-bench-launch-'));
  try {
    const bundle = await layOutApp(join(root, 'app'));
    const runs: LaunchRun[] = [];
    for (let i = 0; i < (options.runs ?? 7); i++) {
      const day = join(root, `day-${i}`);
      for (const d of ['userData', 'config']) mkdirSync(join(day, d), { recursive: true });
      mkdirSync(join(day, 'run'), { mode: 0o700 });
      const env = { STINT_USER_DATA_DIR: join(day, 'userData'), XDG_CONFIG_HOME: join(day, 'config'), XDG_RUNTIME_DIR: join(day, 'run') };
      const sim = await startSim();
      try {
        const { prepared } = (await runChild(bundle, 'prepare', { ...env, STINT_LAUNCH_SERVICE: sim.baseUrl })) as { prepared: Record<string, unknown> };
        const measured = await runChild(bundle, 'measure', env, options.nodeFlags);
        const run: LaunchRun = { ms: Number(measured.ms), labels: measured.labels as string[], prepared };
        runs.push(run);
        options.onRun?.(run, i);
      } finally {
        await sim.close();
      }
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

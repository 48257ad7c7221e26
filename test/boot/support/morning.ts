// A morning's start of the built app, as bench:launch measures it and the start-order test
// checks it: the evening before (two accounts of the simulator signed in, the caches read, a
// day's actions queued offline, the app quit), then the start on that folder in a fresh
// process with the service back (morning-start.ts, run bundled: no TypeScript loader between
// the bundle and Node). The simulator runs in this process and stays up for the morning.

import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startSim } from '../../sim/start.ts';
import { bundledEntry } from '../../support/bundled-entry.ts';

const child = new URL('./morning-start.ts', import.meta.url).pathname;

export interface MorningStart {
  /** From just before the bundle's import to the first tray menu, in ms. */
  readonly ms: number;
  /** The CPU the process spent meanwhile (all its threads), in ms: less moved by the machine's load than `ms`. */
  readonly cpuMs: number;
  /** What that first menu says, depth first (a submenu's items indented). */
  readonly labels: readonly string[];
  /** What the evening before left: accounts, projects, actions queued, the timer. */
  readonly prepared: Record<string, unknown>;
  /** Asked with `record`: every module file loaded before the first menu (file: URLs). */
  readonly loaded?: readonly string[];
  /** Asked with `record`: windows made, and requests sent, before the first menu. */
  readonly windows?: number;
  readonly requests?: number;
}

export interface MorningOptions {
  /** Node flags for the morning's process (e.g. --cpu-prof). */
  readonly nodeFlags?: readonly string[];
  /** Records what was loaded, made and sent before the first menu. */
  readonly record?: boolean;
}

/** One `BENCH {…}` line from a start of `bundle` in `mode`; rejects on its exit without one. */
function runStart(bundle: string, mode: 'prepare' | 'measure', env: Record<string, string>, nodeFlags: readonly string[] = []): Promise<Record<string, unknown>> {
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
    p.on('close', (code) => (answer !== null && code === 0 ? resolve(answer) : reject(new Error(`the ${mode} start ended (exit ${code}) without its report:\n${stderr.slice(-2000)}`))));
  });
}

/** The evening before in `day` (a new folder), then the morning's start: what it reported. */
export async function morningStart(bundle: string, day: string, options: MorningOptions = {}): Promise<MorningStart> {
  for (const d of ['userData', 'config']) mkdirSync(join(day, d), { recursive: true });
  mkdirSync(join(day, 'run'), { mode: 0o700 });
  const env = { STINT_USER_DATA_DIR: join(day, 'userData'), XDG_CONFIG_HOME: join(day, 'config'), XDG_RUNTIME_DIR: join(day, 'run') };
  const sim = await startSim();
  try {
    const { prepared } = (await runStart(bundle, 'prepare', { ...env, STINT_LAUNCH_SERVICE: sim.baseUrl })) as { prepared: Record<string, unknown> };
    const morning = await runStart(bundle, 'measure', { ...env, ...(options.record ? { STINT_LAUNCH_RECORD: '1' } : {}) }, options.nodeFlags);
    return { ...(morning as Omit<MorningStart, 'prepared'>), ms: Number(morning.ms), cpuMs: Number(morning.cpuMs), prepared };
  } finally {
    await sim.close();
  }
}

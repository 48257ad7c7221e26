// `npm run demo [-- --browser]`: Stint against the simulator with the demo data, signed in
// to the demo account, on a fresh clone (ensure-deps installs first). Where the electron
// package's binary is installed, the tray app itself (built, then started with a data
// folder of its own); where it is missing (our build machines cannot download it), or with
// --browser, the window runs in a browser through the harness instead, and this says why.
//
// The demo starts fresh each time: the simulator keeps its data in memory, and Stint's
// folder is emptied at the start (tray app) or temporary (harness). So nothing a person
// does here can leave the next run blocked or odd, and the banner says so.
//
// Ctrl-C (or SIGTERM) stops everything within STINT_STOP_WITHIN_MS (5 s): the engine sends
// what it can for most of that, then the servers close; a request the simulator never
// answers does not hold the terminal. It ends by saying what was kept (nothing). A second
// Ctrl-C ends it at once.

import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildMain } from './build-main.mjs';
import { electronBinary } from './electron-binary.mjs';
import { DEMO_ACCOUNT } from '../test/harness/demo-reset.ts';
import { FRESH, SECOND_ACCOUNT, commandLineLines, harnessBanner } from '../test/harness/demo-banner.ts';
import { demoActivity } from '../test/harness/demo-desktop.ts';
import { startHarness, type HarnessOptions, type RunningHarness } from '../test/harness/server.ts';
import { FileActivityStore } from '../main/platform/node/activity-files.ts';
import { clockRunningFrom, systemClock, type Clock } from '../main/time/clock.ts';
import { SimClock } from '../test/sim/clock.ts';
import { readClockAt } from '../main/cli/options.ts';
import { NOTHING_KEPT, demoStopLines, seconds } from '../test/harness/stop-report.ts';
import { stopBound, type StopBound } from '../test/harness/stop-within.ts';
import { buildRenderer } from './build-renderer.mjs';
import { startSim, type RunningSim } from '../test/sim/start.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** The port the demo tries first, so the address stays the same between runs. */
const PREFERRED_PORT = 5180;
const USAGE = `usage: npm run demo [-- --browser]
  --browser   the window in a browser (the harness) even where the tray app could start
  --help      this text
Ctrl-C stops everything within ${seconds(5_000)} (STINT_STOP_WITHIN_MS sets another bound, in milliseconds).`;

function fail(message: string): never {
  console.error(`demo: ${message} (--help for usage)`);
  process.exit(2);
}

let options: { browser: boolean; help: boolean };
try {
  ({ values: options } = parseArgs({ options: { browser: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } } }));
} catch (e) {
  fail((e as Error).message.split('\n')[0]!);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const boundOrError = stopBound(process.env);
if (!boundOrError.ok) fail(boundOrError.message);
const bound: StopBound = boundOrError.bound;

async function buildWindow(withShell: boolean): Promise<void> {
  console.error(withShell ? 'building the app (as npm run build does)...' : 'building the window (as npm run build:renderer does)...');
  try {
    await buildRenderer();
    if (withShell) await buildMain();
  } catch (e) {
    console.error(`demo: building the window failed (${(e as Error).message.split('\n')[0]}); nothing was started.`);
    process.exit(1);
  }
}

/**
 * Stops once, on the first SIGINT or SIGTERM. Later ones are ignored: the bound ends the
 * process anyway, and the settings store's exit hook (when-exit) raises the same signal
 * again as it runs.
 */
function onStopSignal(stop: () => void): void {
  let stopping = false;
  const handle = () => {
    if (stopping) return;
    stopping = true;
    stop();
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}

/** The tray app on the demo account, with a data folder of its own, emptied first; returns when it quits. */
async function runTrayApp(binaryPath: string, sim: RunningSim): Promise<never> {
  const userData = join(tmpdir(), 'stint-demo');
  rmSync(userData, { recursive: true, force: true });
  // The person's alone from the start (the app keeps it so: private-folder.ts).
  mkdirSync(userData, { recursive: true, mode: 0o700 });
  console.log(
    [
      `Stint demo: the tray app, signed in to the simulator at ${sim.baseUrl} as ${DEMO_ACCOUNT.email}.`,
      `  ${SECOND_ACCOUNT}`,
      // The app serves the command line's channel on its folder (main/platform/electron/start/command-line.ts).
      ...commandLineLines({ root: ROOT, dataDir: userData }),
      `  ${FRESH}`,
      'Quit it from the tray menu, or Ctrl-C.',
    ].join('\n'),
  );
  const child = spawn(binaryPath, [ROOT], {
    stdio: 'inherit',
    env: {
      ...process.env,
      STINT_USER_DATA_DIR: userData,
      STINT_SERVICE_URL: sim.baseUrl,
      STINT_DEMO_ACCOUNT: JSON.stringify({ baseUrl: sim.baseUrl, ...DEMO_ACCOUNT }),
    },
  });
  onStopSignal(() => {
    child.kill('SIGTERM');
    // The app quits by itself, sending what it can; past the bound it is ended.
    setTimeout(() => child.kill('SIGKILL'), bound.withinMs).unref();
  });
  const code = await new Promise<number>((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
  await sim.close();
  rmSync(userData, { recursive: true, force: true });
  console.log(NOTHING_KEPT);
  process.exit(code);
}

async function startOnPreferredPort(options: HarnessOptions): Promise<RunningHarness> {
  try {
    return await startHarness({ ...options, port: PREFERRED_PORT });
  } catch (e) {
    if ((e as { code?: string }).code !== 'EADDRINUSE') throw e;
    return startHarness({ ...options, port: 0 });
  }
}

const binary = electronBinary();
const trayApp = binary.ok && !options.browser;
await buildWindow(trayApp);
// STINT_CLOCK_AT=<ISO instant> (as the command line reads it): the demo's clock, the service's
// and Stint's, begins at that instant and runs on, so a process test of it never depends on the
// hour it runs at (a gap to fill needs working hours; CI runs after midnight too).
const clockAtMs = readClockAt(process.env.STINT_CLOCK_AT);
if (typeof clockAtMs === 'string') fail(clockAtMs);
const clock: Clock = clockAtMs === null ? systemClock : clockRunningFrom(clockAtMs);
const sim = await startSim(clockAtMs === null ? {} : { clock: new SimClock(clock) });
if (binary.ok && trayApp) await runTrayApp(binary.path, sim);
// This desktop's windows where it lets Stint see them, as the app and the command line judge; else the demo's scripted desktop.
const activity = demoActivity();
const harness = await startOnPreferredPort({ baseUrl: sim.baseUrl, demo: true, commandLine: true, keychainProcess: true, activity: activity.source, clock });
const signedIn = await harness.stint.signIn({ baseUrl: sim.baseUrl, ...DEMO_ACCOUNT });
// Its morning goes into the record before the record can be turned on, in the account's zone.
await activity.scripted?.writeMorning(new FileActivityStore(join(harness.dataDir, 'activity')), clock.now(), harness.stint.snapshot().zone.offsetMinutes);

onStopSignal(() => {
  console.error('\nstopping...');
  // Past the bound whatever still closes is left; the folder was temporary and the simulator in memory.
  setTimeout(() => {
    const unsent = harness.stint.snapshot().sync.queuedLabels;
    console.log([`Something was still closing after ${seconds(bound.withinMs)}: stopped anyway.`, ...demoStopLines({ finished: true, unsent, keptIn: null, sessionKept: false }, bound.engineMs)].join('\n'));
    process.exit(1);
  }, bound.withinMs).unref();
  harness
    .close({ deadlineMs: bound.engineMs })
    .then(async (report) => {
      await sim.close();
      console.log(demoStopLines(report, bound.engineMs).join('\n'));
      process.exit(0);
    })
    .catch((e: unknown) => {
      console.error(`demo: stopping failed: ${(e as Error).message}`);
      process.exit(1);
    });
});

console.log(
  harnessBanner({
    why: binary.ok ? { asked: true } : { asked: false, reason: binary.reason },
    simBase: sim.baseUrl,
    account: DEMO_ACCOUNT,
    signedIn: signedIn.ok ? { ok: true } : { ok: false, message: signedIn.message },
    origin: harness.origin,
    folders: { root: ROOT, dataDir: harness.dataDir },
    activity: activity.words,
  }).join('\n'),
);

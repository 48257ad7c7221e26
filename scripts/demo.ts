// `npm run demo`: Stint against the simulator with the demo data, signed in to the demo
// account, on a fresh clone (ensure-deps installs first). Where the electron package's
// binary is installed, the tray app itself (built, then started with its own data folder);
// where it is missing (our build machines cannot download it) the window runs in a
// browser through the harness instead, and this says why. Ctrl-C (or SIGTERM) stops
// everything: the engine sends what it can, then the servers close.

import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMain } from './build-main.mjs';
import { electronBinary } from './electron-binary.mjs';
import { startHarness, type RunningHarness } from '../test/harness/server.ts';
import { buildRenderer } from './build-renderer.mjs';
import { DEMO_PASSWORD } from '../test/sim/demo.ts';
import { startSim } from '../test/sim/start.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The port the demo tries first, so the address stays the same between runs. */
const PREFERRED_PORT = 5180;
const DEMO_ACCOUNT = { email: 'ada@example.com', password: DEMO_PASSWORD, accountId: 'demo' };

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

/** The tray app on the demo account, with a data folder of its own; returns when it quits. */
async function runTrayApp(binaryPath: string, sim: Awaited<ReturnType<typeof startSim>>): Promise<never> {
  const userData = join(tmpdir(), 'stint-demo');
  mkdirSync(userData, { recursive: true });
  console.log(`Stint demo: the tray app, signed in to the simulator at ${sim.baseUrl} as ${DEMO_ACCOUNT.email} (data in ${userData}). Quit it from the tray menu, or Ctrl-C.`);
  const child = spawn(binaryPath, [ROOT], {
    stdio: 'inherit',
    env: {
      ...process.env,
      STINT_USER_DATA_DIR: userData,
      STINT_SERVICE_URL: sim.baseUrl,
      STINT_DEMO_ACCOUNT: JSON.stringify({ baseUrl: sim.baseUrl, ...DEMO_ACCOUNT }),
    },
  });
  const forward = () => child.kill('SIGTERM');
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise<number>((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
  await sim.close();
  process.exit(code);
}

async function startOnPreferredPort(baseUrl: string): Promise<RunningHarness> {
  try {
    return await startHarness({ baseUrl, port: PREFERRED_PORT, demo: true });
  } catch (e) {
    if ((e as { code?: string }).code !== 'EADDRINUSE') throw e;
    return startHarness({ baseUrl, port: 0, demo: true });
  }
}

const binary = electronBinary();
await buildWindow(binary.ok);
const sim = await startSim();
if (binary.ok) await runTrayApp(binary.path, sim);
const mode = binary.ok ? '' : `${binary.reason}; the browser harness instead`;
const harness = await startOnPreferredPort(sim.baseUrl);
const signedIn = await harness.stint.signIn({ baseUrl: sim.baseUrl, ...DEMO_ACCOUNT });

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.error('\nstopping...');
  harness
    .close()
    .then(() => sim.close())
    .then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(`demo: stopping failed: ${(e as Error).message}`);
        process.exit(1);
      },
    );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

console.log(
  [
    '',
    `Stint demo: ${mode}.`,
    `  service:  the simulator at ${sim.baseUrl}, with the demo data`,
    signedIn.ok
      ? `  signed in as ${DEMO_ACCOUNT.email} (account ${DEMO_ACCOUNT.accountId}, password ${DEMO_ACCOUNT.password}); the session is kept in ${harness.secretStore}`
      : `  could not sign in to the demo account (${signedIn.message}); the sign-in form offers it`,
    `  tray:     ${harness.origin}/tray   control: ${harness.origin}/control (test/harness/README.md)`,
    '',
    `Open ${harness.url} in a browser. Ctrl-C stops everything.`,
  ].join('\n'),
);

// `npm run demo`: Stint against the simulator with the demo data, signed in to the demo
// account, on a fresh clone (ensure-deps installs first). The tray app needs an Electron
// binary and the shell; where they are missing (our build machines cannot download the
// binary) the window runs in a browser through the harness instead, and this says so.
// Ctrl-C (or SIGTERM) stops everything: the engine sends what it can, then the servers close.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHarness, type RunningHarness } from '../test/harness/server.ts';
import { buildRenderer } from './build-renderer.mjs';
import { DEMO_PASSWORD } from '../test/sim/demo.ts';
import { startSim } from '../test/sim/start.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The port the demo tries first, so the address stays the same between runs. */
const PREFERRED_PORT = 5180;
const DEMO_ACCOUNT = { email: 'ada@example.com', password: DEMO_PASSWORD, accountId: 'demo' };

/** Why the browser harness runs instead of the tray app. */
function whyNotTheTrayApp(): string {
  const pathFile = join(ROOT, 'node_modules/electron/path.txt');
  const binary = existsSync(pathFile) ? join(ROOT, 'node_modules/electron/dist', readFileSync(pathFile, 'utf8').trim()) : null;
  if (binary === null || !existsSync(binary)) return 'no Electron binary here: the browser harness instead';
  return 'an Electron binary is here, but the tray app (the Electron shell) is not part of this version yet: the browser harness instead';
}

async function buildWindow(): Promise<void> {
  console.error('building the window (as npm run build:renderer does)...');
  try {
    await buildRenderer();
  } catch (e) {
    console.error(`demo: building the window failed (${(e as Error).message.split('\n')[0]}); nothing was started.`);
    process.exit(1);
  }
}

async function startOnPreferredPort(baseUrl: string): Promise<RunningHarness> {
  try {
    return await startHarness({ baseUrl, port: PREFERRED_PORT, demo: true });
  } catch (e) {
    if ((e as { code?: string }).code !== 'EADDRINUSE') throw e;
    return startHarness({ baseUrl, port: 0, demo: true });
  }
}

const mode = whyNotTheTrayApp();
await buildWindow();
const sim = await startSim();
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
      ? `  signed in as ${DEMO_ACCOUNT.email} (account ${DEMO_ACCOUNT.accountId}, password ${DEMO_ACCOUNT.password}); the session is kept in memory`
      : `  could not sign in to the demo account (${signedIn.message}); the sign-in form offers it`,
    `  tray:     ${harness.origin}/tray   control: ${harness.origin}/control (test/harness/README.md)`,
    '',
    `Open ${harness.url} in a browser. Ctrl-C stops everything.`,
  ].join('\n'),
);

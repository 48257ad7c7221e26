// The journeys on the real app: the built bundles (dist/) under the Electron binary,
// through playwright-core's Electron support, with a data folder of its own, the simulator
// as its service, and its test hooks on (STINT_TEST_HOOKS=1, which only a run from a clone
// honours: main/platform/electron/test-hooks.ts). The window is asked for with `--show`, as
// a person's `stint --show` would; the operating system's side and the clock go through
// the hooks, in the harness's control language. The app keeps the session in the
// journeys' keychain (on Linux gnome-keyring on a private bus, elsewhere the system's), and
// on Linux without a display it runs on an Xvfb of its own.
//
// Needs the electron package's binary, which cannot be downloaded on our build machines:
// there every journey on this launcher is skipped, saying so and why. Where it is installed
// (`node node_modules/electron/install.js`, or ELECTRON_OVERRIDE_DIST_PATH; the CI workflow
// does), `npm test` runs them.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron as electron, type ElectronApplication } from 'playwright-core';
import type { Snapshot } from '../../../main/core/snapshot.ts';
import type { ControlResult } from '../../../main/platform/node/os-control.ts';
import { TEST_HOOKS_GLOBAL, type StintTestHooks } from '../../../main/platform/electron/test-hooks.ts';
import { OffsetClock } from '../../../main/time/offset-clock.ts';
import { buildMain } from '../../../scripts/build-main.mjs';
import { buildRenderer } from '../../../scripts/build-renderer.mjs';
import { electronBinary } from '../../../scripts/electron-binary.mjs';
import { SimClock } from '../../sim/clock.ts';
import { startSim } from '../../sim/start.ts';
import { missingDbus } from '../../support/dbus-session.ts';
import { startXvfb, type Xvfb } from '../../support/xvfb.ts';
import type { JourneyWorld, Launcher } from '../launcher.ts';
import { keychainMissing, startJourneyKeychain, type JourneyKeychain } from './keychain.ts';

const REPO = new URL('../../..', import.meta.url).pathname;
/** The app's keychain entry (platform/electron/shell-ports.ts): service 'Stint', an account of its own per data folder. */
const APP_KEYCHAIN_SERVICE = 'Stint';
/** How long the app may take to start on a loaded machine: a hang guard. */
const LAUNCH_GUARD_MS = 90_000;

type Hooks = Record<string, StintTestHooks>;

/** Why the real app cannot run here, or false. */
function electronMissing(): string | false {
  const binary = electronBinary();
  if (!binary.ok) return `skipped: no Electron binary on this machine (${binary.reason})`;
  const keychain = keychainMissing();
  if (keychain) return keychain;
  if (process.platform === 'linux' && !process.env.DISPLAY) {
    const x = missingDbus(['Xvfb']);
    if (x !== null) return `no display for the real app's window: ${x}`;
  }
  return false;
}

export function electronLauncher(): Launcher {
  const skip = electronMissing();
  let built = false;
  let keychain: JourneyKeychain | null = null;
  let xvfb: Xvfb | null = null;
  return {
    name: 'real app',
    skip,
    async open(): Promise<JourneyWorld> {
      const binary = electronBinary();
      if (!binary.ok) throw new Error(binary.reason);
      if (!built) {
        // The app loads dist/ under its own folder (app.getAppPath() is the repository here).
        await buildRenderer();
        await buildMain();
        built = true;
      }
      keychain ??= await startJourneyKeychain();
      if (process.platform === 'linux' && !process.env.DISPLAY) xvfb ??= await startXvfb();
      // Two clocks that read alike (each the system's plus the same offset): the service's
      // here, the app's in its process, moved together by jump().
      const serviceClock = new OffsetClock();
      const sim = await startSim({ clock: new SimClock(serviceClock) });
      const userData = mkdtempSync(join(tmpdir(), 'stint-journey-'));
      const env: Record<string, string> = {};
      for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
      let app: ElectronApplication;
      try {
        app = await electron.launch({
          executablePath: binary.path,
          // Chromium's own sandbox refuses to run as root (a CI container): the renderer's
          // sandbox (app.enableSandbox, the window's options) is unchanged.
          args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), REPO, '--show'],
          env: {
            ...env,
            STINT_USER_DATA_DIR: userData,
            STINT_SERVICE_URL: sim.baseUrl,
            STINT_TEST_HOOKS: '1',
            ...(keychain.busAddress !== null ? { DBUS_SESSION_BUS_ADDRESS: keychain.busAddress } : {}),
            ...(xvfb ? { DISPLAY: xvfb.display } : {}),
          },
          timeout: LAUNCH_GUARD_MS,
        });
      } catch (e) {
        await sim.close();
        rmSync(userData, { recursive: true, force: true });
        throw e;
      }
      const page = await app.firstWindow({ timeout: LAUNCH_GUARD_MS });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console error: ${m.text()}`);
      });
      const kc = keychain;
      const account = `session:${userData}`;
      return {
        page,
        sim,
        errors,
        async control(body) {
          const r: ControlResult = await app.evaluate((_electron, [name, b]) => (globalThis as unknown as Hooks)[name]!.control(b), [TEST_HOOKS_GLOBAL, body] as const);
          if (!r.ok) throw new Error(`the test hooks refused ${JSON.stringify(body)} (${r.status}): ${r.message}`);
        },
        async jump(ms) {
          serviceClock.jump(ms);
          await app.evaluate((_electron, [name, m]) => (globalThis as unknown as Hooks)[name]!.jump(m), [TEST_HOOKS_GLOBAL, ms] as const);
        },
        now: () => app.evaluate((_electron, name) => (globalThis as unknown as Hooks)[name]!.now(), TEST_HOOKS_GLOBAL),
        snapshot: () =>
          app.evaluate(async (_electron, name): Promise<Snapshot> => {
            const hooks = (globalThis as unknown as Hooks)[name]!;
            await hooks.settled();
            return hooks.snapshot();
          }, TEST_HOOKS_GLOBAL),
        keychainSession: () => kc.read(APP_KEYCHAIN_SERVICE, account),
        async close() {
          try {
            // A quit flushes the engine first, as a person's Quit does.
            await app.evaluate(({ app: electronApp }) => electronApp.quit());
            await app.waitForEvent('close');
          } finally {
            await app.close().catch(() => undefined);
            await sim.close();
            // A journey that ended signed in leaves the app's entry for a folder that goes now.
            await kc.remove(APP_KEYCHAIN_SERVICE, account).catch(() => undefined);
            rmSync(userData, { recursive: true, force: true });
          }
        },
      };
    },
    async dispose() {
      await xvfb?.stop();
      await keychain?.stop();
    },
  };
}

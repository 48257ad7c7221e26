// The journeys on the harness: the window's page, as built, in Debian's Chromium, wired to
// the real engine under Node (test/harness/), one simulator and one clock for both. The
// engine keeps the session in the journeys' keychain (support/keychain.ts) under the
// harness's own entry for its data folder.

import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { testClock } from '../../support/test-day.ts';
import { chromiumMissing, launchChromium } from '../../browser/support/chromium.ts';
import { openStint } from '../../browser/support/stint-page.ts';
import type { JourneyWorld, Launcher } from '../launcher.ts';
import { keychainMissing, startJourneyKeychain, type JourneyKeychain } from './keychain.ts';

/** The harness's keychain entry (test/harness/server.ts): its own service, one account per data folder. */
const HARNESS_KEYCHAIN_SERVICE = 'Stint harness';

export function harnessLauncher(): Launcher {
  let browser: Browser | null = null;
  let keychain: JourneyKeychain | null = null;
  return {
    name: 'harness',
    skip: chromiumMissing() || keychainMissing(),
    async open(): Promise<JourneyWorld> {
      keychain ??= await startJourneyKeychain();
      browser ??= await launchChromium();
      // Before nine on the test day: the journeys' move to 09:00 stays on that day.
      const clock = testClock(8);
      const s = await openStint(browser, { clock });
      const kc = keychain;
      const account = resolve(s.harness.dataDir);
      return {
        page: s.page,
        sim: s.sim,
        errors: s.errors,
        control: s.control,
        jump: async (ms) => clock.jump(ms),
        now: async () => clock.now(),
        snapshot: async () => {
          await s.harness.stint.settled();
          return s.harness.stint.snapshot();
        },
        keychainSession: () => kc.read(HARNESS_KEYCHAIN_SERVICE, account),
        // The harness deletes its own entry with its folder.
        close: () => s.close(),
      };
    },
    async dispose() {
      await browser?.close();
      await keychain?.stop();
    },
  };
}

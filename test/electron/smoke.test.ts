// The Electron smoke test: the real app (the built bundles under the real Electron binary,
// driven by playwright-core's Electron support) against the simulator: it signs in through
// the window, starts and stops a timer by keyboard, checks the service holds the entry, and
// quits. It needs the electron package's binary, which cannot be downloaded on our build
// machines: there it is skipped, saying so and why. Run it where the binary is installed
// (`node node_modules/electron/install.js`, or ELECTRON_OVERRIDE_DIST_PATH).

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { _electron as electron } from 'playwright-core';
import { buildMain } from '../../scripts/build-main.mjs';
import { buildRenderer } from '../../scripts/build-renderer.mjs';
import { electronBinary } from '../../scripts/electron-binary.mjs';
import { startSim } from '../sim/start.ts';
import { DEMO } from '../support/sim-fixture.ts';

const binary = electronBinary();
const skip = binary.ok ? false : `skipped: no Electron binary on this machine (${binary.reason})`;
if (skip) console.log(`# electron smoke test ${skip}`);

test('the real app signs in, starts and stops a timer against the simulator, and quits', { skip, timeout: 180_000 }, async () => {
  if (!binary.ok) return;
  const repo = new URL('../..', import.meta.url).pathname;
  // The app loads dist/ under its own folder (app.getAppPath() is the repository here).
  await buildRenderer();
  await buildMain();
  const sim = await startSim();
  const userData = mkdtempSync(join(tmpdir(), 'stint-smoke-'));
  const app = await electron.launch({
    executablePath: binary.path,
    args: [repo],
    env: { ...process.env, STINT_USER_DATA_DIR: userData, STINT_SERVICE_URL: sim.baseUrl } as Record<string, string>,
  });
  try {
    const page = await app.firstWindow();
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.admin);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('textbox', { name: 'Account ID' }).fill(DEMO.accountId);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const project = page.getByRole('combobox', { name: 'Project' });
    await project.focus();
    await page.keyboard.type('website');
    await page.keyboard.press('Enter');
    await page.getByLabel('Description', { exact: true }).fill('Electron smoke');
    await page.getByRole('button', { name: 'Start' }).press('Enter');
    await page.getByRole('button', { name: 'Stop' }).press('Enter');
    await page.getByRole('button', { name: 'Start' }).waitFor();
    const made = () => [...sim.sim.ctx.store.entries.values()].filter((e) => e.description === 'Electron smoke');
    for (let i = 0; i < 100 && !(made().length === 1 && made()[0]!.stopwatch_started_at === null); i++) await page.waitForTimeout(100);
    assert.equal(made().length, 1, 'one entry on the service');
    assert.equal(made()[0]!.stopwatch_started_at, null, 'stopped on the service');
    await app.evaluate(({ app: electronApp }) => electronApp.quit());
    await app.waitForEvent('close');
  } finally {
    await app.close().catch(() => {});
    await sim.close();
    rmSync(userData, { recursive: true, force: true });
  }
});

// The whole shell started for a test (startShell with its real adapters, the fake of Electron,
// the manual clock at 09:00 on 23 November 2026), its data in `dir`, quit after the test;
// requests go to the network as they are (the simulator on loopback).

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import type { ShellStart, startShell as StartShell } from '../../../main/platform/electron/shell.ts';
import { createFakeElectron } from '../../boot/support/fake-electron.ts';
import { ManualClock } from '../../support/manual-clock.ts';

/** `startShell`: imported by the test file after `useFakeElectron()`, as the shell's modules need. */
export async function runningShell(t: TestContext, dir: string, startShell: typeof StartShell) {
  const { fake, shellElectron } = createFakeElectron();
  fake.fetch = (input, init) => fetch(input, init);
  mkdirSync(dir, { recursive: true });
  fake.app.paths = { appPath: new URL('../../..', import.meta.url).pathname, userData: dir, logs: join(dir, 'logs') };
  const clock = new ManualClock(Date.UTC(2026, 10, 23, 9));
  const starting = startShell({ electron: shellElectron, platform: 'win32', env: { STINT_USER_DATA_DIR: dir }, execPath: process.execPath, argv: [process.execPath, fake.app.paths.appPath], clock });
  fake.app.becomeReady();
  const started = (await starting) as Extract<ShellStart, { state: 'running' }>;
  assert.equal(started.state, 'running');
  t.after(async () => {
    if (fake.app.quitted) return;
    fake.app.quit();
    await fake.app.whenQuitted;
  });
  return { fake, clock, started };
}

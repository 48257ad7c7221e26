// What the shell could not do with a setting (a global shortcut another app holds, a login
// item the system refused), and why no tray icon shows, reach the window through the
// snapshot's `shell`, and stay there until the shell reports again: unlike the notice, no
// command clears them.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Snapshot } from '../../../main/core/snapshot.ts';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const TAKEN = 'Ctrl+Alt+T is taken by another app; choose another in Settings.';
const REFUSED = 'The system did not add Stint to the apps opened at login.';
const NO_TRAY =
  'No tray on this desktop: GNOME shows tray icons only with the AppIndicator extension, which is not running. ' +
  'Stint runs as a window: closing it hides it, and opening Stint again shows it. To start and stop from a key, bind one to `stint --toggle`.';

test('an engine starts with nothing reported by the shell', async () => {
  h = await EngineHarness.start();
  assert.deepEqual(h.stint.snapshot().shell, { shortcut: null, launchAtLogin: null, tray: null, idleDetection: null, trayDetection: null, dataFolder: null });
});

test("the shell's report reaches subscribers in one new snapshot; the same report again sends none", async () => {
  h = await EngineHarness.start();
  await h.settle();
  const seen: Snapshot[] = [];
  const unsubscribe = h.stint.subscribe((s) => seen.push(s));

  h.stint.reportShellStatus('shortcut', TAKEN);
  assert.equal(seen.length, 1);
  assert.deepEqual(seen[0]!.shell, { shortcut: TAKEN, launchAtLogin: null, tray: null, idleDetection: null, trayDetection: null, dataFolder: null });

  h.stint.reportShellStatus('shortcut', TAKEN);
  assert.equal(seen.length, 1, 'an unchanged report is not news');

  h.stint.reportShellStatus('launchAtLogin', REFUSED);
  assert.equal(seen.length, 2);
  assert.deepEqual(h.stint.snapshot().shell, { shortcut: TAKEN, launchAtLogin: REFUSED, tray: null, idleDetection: null, trayDetection: null, dataFolder: null });
  unsubscribe();
});

test('a report outlives commands, sign-out included; a null report clears only its own field', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  h.stint.reportShellStatus('shortcut', TAKEN);
  h.stint.reportShellStatus('launchAtLogin', REFUSED);
  h.stint.reportShellStatus('tray', NO_TRAY);

  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'Shell status' }), { ok: true });
  assert.equal((await h.stint.updateSettings({ theme: 'dark' })).ok, true);
  h.stint.dismissNotice();
  assert.deepEqual(await h.stint.signOut(), { ok: true });
  await h.settle();
  assert.equal(h.stint.snapshot().session.state, 'signed_out');
  assert.deepEqual(h.stint.snapshot().shell, { shortcut: TAKEN, launchAtLogin: REFUSED, tray: NO_TRAY, idleDetection: null, trayDetection: null, dataFolder: null });

  h.stint.reportShellStatus('shortcut', null);
  assert.deepEqual(h.stint.snapshot().shell, { shortcut: null, launchAtLogin: REFUSED, tray: NO_TRAY, idleDetection: null, trayDetection: null, dataFolder: null });
});

test('no tray icon: the reason reaches subscribers, turning window mode on or off keeps it, a tray that shows clears it', async () => {
  h = await EngineHarness.start();
  await h.settle();
  const seen: Snapshot[] = [];
  const unsubscribe = h.stint.subscribe((s) => seen.push(s));

  h.stint.reportShellStatus('tray', NO_TRAY);
  assert.equal(seen.length, 1);
  assert.equal(seen[0]!.shell.tray, NO_TRAY);

  // The setting is the person's choice; whether a tray shows is the desktop's.
  assert.equal((await h.stint.updateSettings({ windowMode: true })).ok, true);
  assert.equal((await h.stint.updateSettings({ windowMode: false })).ok, true);
  assert.equal(h.stint.snapshot().shell.tray, NO_TRAY);

  h.stint.reportShellStatus('tray', null);
  assert.deepEqual(h.stint.snapshot().shell, { shortcut: null, launchAtLogin: null, tray: null, idleDetection: null, trayDetection: null, dataFolder: null });
  unsubscribe();
});

test('the no-tray notice is told once per installation: the flag the shell sets outlives a restart, the reason does not', async () => {
  h = await EngineHarness.start();
  assert.equal(h.stint.snapshot().settings.trayNoticeShown, false);
  h.stint.reportShellStatus('tray', NO_TRAY);
  assert.equal((await h.stint.updateSettings({ trayNoticeShown: true })).ok, true);
  assert.equal(h.stint.snapshot().settings.trayNoticeShown, true);

  const again = await h.restart();
  assert.equal(again.snapshot().settings.trayNoticeShown, true);
  // Each run's shell looks at the desktop anew and reports what it finds.
  assert.equal(again.snapshot().shell.tray, null);
});

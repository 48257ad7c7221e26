// What the shell could not do with a setting (a global shortcut another app holds, a login
// item the system refused) reaches the window through the snapshot's `shell`, and stays
// there until the shell reports again: unlike the notice, no command clears it.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Snapshot } from '../../../main/core/snapshot.ts';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const TAKEN = 'Ctrl+Alt+T is taken by another app; choose another in Settings.';
const REFUSED = 'The system did not add Stint to the apps opened at login.';

test('an engine starts with nothing reported by the shell', async () => {
  h = await EngineHarness.start();
  assert.deepEqual(h.stint.snapshot().shell, { shortcut: null, launchAtLogin: null });
});

test("the shell's report reaches subscribers in one new snapshot; the same report again sends none", async () => {
  h = await EngineHarness.start();
  await h.settle();
  const seen: Snapshot[] = [];
  const unsubscribe = h.stint.subscribe((s) => seen.push(s));

  h.stint.reportShellStatus('shortcut', TAKEN);
  assert.equal(seen.length, 1);
  assert.deepEqual(seen[0]!.shell, { shortcut: TAKEN, launchAtLogin: null });

  h.stint.reportShellStatus('shortcut', TAKEN);
  assert.equal(seen.length, 1, 'an unchanged report is not news');

  h.stint.reportShellStatus('launchAtLogin', REFUSED);
  assert.equal(seen.length, 2);
  assert.deepEqual(h.stint.snapshot().shell, { shortcut: TAKEN, launchAtLogin: REFUSED });
  unsubscribe();
});

test('a report outlives commands, sign-out included; a null report clears only its own field', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  h.stint.reportShellStatus('shortcut', TAKEN);
  h.stint.reportShellStatus('launchAtLogin', REFUSED);

  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'Shell status' }), { ok: true });
  assert.equal((await h.stint.updateSettings({ theme: 'dark' })).ok, true);
  h.stint.dismissNotice();
  assert.deepEqual(await h.stint.signOut(), { ok: true });
  await h.settle();
  assert.equal(h.stint.snapshot().session.state, 'signed_out');
  assert.deepEqual(h.stint.snapshot().shell, { shortcut: TAKEN, launchAtLogin: REFUSED });

  h.stint.reportShellStatus('shortcut', null);
  assert.deepEqual(h.stint.snapshot().shell, { shortcut: null, launchAtLogin: REFUSED });
});

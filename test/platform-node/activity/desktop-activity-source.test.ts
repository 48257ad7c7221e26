// The source each desktop gets, end to end from the facts: a backend that works where one can
// see, and where none can, availability in words and a watch that reports nothing.

import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { ActivitySource, FocusedWindow } from '../../../main/core/ports.ts';
import { nodeAccountPorts } from '../../../main/platform/node/account-ports.ts';
import { desktopActivitySource } from '../../../main/platform/node/activity/desktop-activity-source.ts';
import { MemorySecretStore } from '../../../main/platform/node/memory-secret-store.ts';
import { Told } from '../../platform-electron/support/told.ts';
import { FakeSway } from './support/fake-sway.ts';
import { inEnglish } from './support/english.ts';

test('a sandboxed package: availability says why, and watching reports neither a window nor a trouble', async () => {
  const source = desktopActivitySource({ facts: { platform: 'linux', env: { XDG_SESSION_TYPE: 'wayland', XDG_CURRENT_DESKTOP: 'KDE' }, sandbox: 'flatpak' } });
  const a = await source.availability();
  assert.deepEqual(inEnglish(a), { ok: false, backend: null, reason: "This Flatpak package of Stint cannot see other apps' windows: its sandbox hides them. Stint's .deb or AppImage can record your activity." });
  const told: unknown[] = [];
  const stop = source.watch((w) => told.push(w), (r) => told.push(r));
  stop();
  assert.deepEqual(told, []);
});

test('Sway from its environment: the socket SWAYSOCK names is the one watched', async () => {
  const sway = await FakeSway.start();
  try {
    sway.open({ id: 3, name: 'Inbox — Thunderbird', app_id: 'thunderbird' });
    sway.focusedId = 3;
    const source = desktopActivitySource({ facts: { platform: 'linux', env: { XDG_SESSION_TYPE: 'wayland', XDG_CURRENT_DESKTOP: 'sway', SWAYSOCK: sway.socket }, sandbox: null } });
    assert.deepEqual(await source.availability(), { ok: true, backend: 'sway', titles: true });
    const told = new Told<FocusedWindow | null>();
    const stop = source.watch(told.push, () => undefined);
    assert.deepEqual(await told.after(0, () => true), { app: 'thunderbird', title: 'Inbox — Thunderbird' });
    stop();
  } finally {
    await sway.stop();
  }
});

test("the accounts' ports carry one activity source for the person: a driver's own, else none (a test or the command line never reads this desktop)", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stint-activity-ports-'));
  const base = { first: {} as never, dataDir, secretsFor: () => new MemorySecretStore() };
  assert.equal('activity' in nodeAccountPorts(base), false, 'no source unless a driver gives one');
  const scripted: ActivitySource = { availability: async () => ({ ok: true, backend: 'scripted', titles: true }), watch: () => () => undefined };
  assert.equal(nodeAccountPorts({ ...base, activity: scripted }).activity, scripted);
  assert.equal('activity' in nodeAccountPorts({ ...base, activity: null }), false);
});

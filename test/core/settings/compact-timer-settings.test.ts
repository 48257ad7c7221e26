// The compact timer's two settings: whether it shows (the person's, from Settings or the app
// menu) and where it was put (the shell's, kept across runs). Each goes through the store and
// back; the window's patch may set the first and never the second.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_SETTINGS, loadSettings, updateSettings } from '../../../main/core/settings/settings.ts';
import { checkPayload } from '../../../main/ipc/payload-check.ts';
import { MemorySettingsStore } from '../../../main/platform/node/memory-settings-store.ts';

const ID = 'install-0001';

test('off by default, with no place yet', () => {
  assert.equal(DEFAULT_SETTINGS.compactTimer, false);
  assert.equal(DEFAULT_SETTINGS.compactTimerPosition, null);
  // A settings file from before the compact timer reads as those defaults: no migration.
  const s = loadSettings(new MemorySettingsStore({ version: 2, installId: ID, windowMode: true }), () => ID);
  assert.equal(s.compactTimer, false);
  assert.equal(s.compactTimerPosition, null);
});

test('turned on and moved, both are stored and read back by the next run', () => {
  const store = new MemorySettingsStore();
  const first = loadSettings(store, () => ID);
  const on = updateSettings(store, first, { compactTimer: true });
  assert.ok(on.ok);
  const moved = updateSettings(store, on.settings, { compactTimerPosition: { x: -1500, y: 32 } });
  assert.ok(moved.ok);
  const stored = store.read() as Record<string, unknown>;
  assert.equal(stored.compactTimer, true);
  assert.deepEqual(stored.compactTimerPosition, { x: -1500, y: 32 });
  const next = loadSettings(store, () => 'install-other');
  assert.equal(next.compactTimer, true);
  assert.deepEqual(next.compactTimerPosition, { x: -1500, y: 32 });
});

test('a place that is not one (hand-edited, or from a broken write) reads as none, the rest kept', () => {
  for (const bad of [{ x: 1.5, y: 2 }, { x: 1 }, [10, 20], 'top-right']) {
    const s = loadSettings(new MemorySettingsStore({ version: 2, installId: ID, compactTimer: true, compactTimerPosition: bad }), () => ID);
    assert.equal(s.compactTimerPosition, null, JSON.stringify(bad));
    assert.equal(s.compactTimer, true);
  }
});

test("the window's patch may turn the compact timer on or off, and may not place it", () => {
  assert.deepEqual(checkPayload('updateSettings', { compactTimer: true }), { ok: true, value: { compactTimer: true } });
  const placed = checkPayload('updateSettings', { compactTimerPosition: { x: 0, y: 0 } });
  assert.equal(placed.ok, false);
  const refused = checkPayload('updateSettings', { compactTimer: 'yes' });
  assert.equal(refused.ok, false);
});

// The focus rhythm's settings: off by default with the classic lengths, older settings files
// load with them (no migration is needed: a group missing from a file reads as its
// defaults, and defaults are not written), patched in part, checked field by field.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_SETTINGS, loadSettings, loadSettingsWithReport, updateSettings } from '../../../main/core/settings/settings.ts';
import { WINDOW_FIELDS } from '../../../main/core/settings/settings-schema.ts';
import { MemorySettingsStore } from '../../../main/platform/node/memory-settings-store.ts';

const ID = 'install-0001';
const DEFAULT_FOCUS = { enabled: false, focusMinutes: 25, shortBreakMinutes: 5, longBreakMinutes: 15, longBreakEvery: 4, stopOnBreak: true };

describe('focus settings', () => {
  test('off by default: 25 minutes of focus, 5 of short break, 15 of long break after every 4, the timer stopped for a break', () => {
    assert.deepEqual(DEFAULT_SETTINGS.focus, DEFAULT_FOCUS);
    assert.deepEqual(loadSettings(new MemorySettingsStore(), () => ID).focus, DEFAULT_FOCUS);
  });

  test('a file from Stint 0.1 (v1) and one from before the rhythm (v2) load with its defaults; nothing of it is written', () => {
    const v1 = { version: 1, installId: ID, idleDetection: false, reminders: true, reminderMinutes: 30 };
    const v2 = { version: 2, installId: ID, idle: { enabled: false, thresholdMinutes: 10 }, theme: 'dark' };
    for (const stored of [v1, v2]) {
      const store = new MemorySettingsStore(structuredClone(stored));
      const { settings, fallbacks } = loadSettingsWithReport(store, () => 'unused-id');
      assert.deepEqual(settings.focus, DEFAULT_FOCUS);
      assert.deepEqual(fallbacks, {});
      assert.equal(Object.hasOwn(store.read() as object, 'focus'), false);
    }
    const v2Store = new MemorySettingsStore(structuredClone(v2));
    loadSettings(v2Store, () => 'unused-id');
    assert.equal(v2Store.writes, 0, 'a v2 file is already in the shape this version writes');
  });

  test('patched in part: turning it on keeps the lengths; a later start reads what was saved', () => {
    const store = new MemorySettingsStore({ version: 2, installId: ID });
    const on = updateSettings(store, loadSettings(store, () => ID), { focus: { enabled: true } });
    assert.ok(on.ok);
    assert.deepEqual(on.settings.focus, { ...DEFAULT_FOCUS, enabled: true });
    const longer = updateSettings(store, on.settings, { focus: { focusMinutes: 50, shortBreakMinutes: 10, stopOnBreak: false } });
    assert.ok(longer.ok);
    assert.deepEqual(loadSettings(store, () => ID).focus, { ...DEFAULT_FOCUS, enabled: true, focusMinutes: 50, shortBreakMinutes: 10, stopOnBreak: false });
  });

  test('out of range, not whole, or not a number: refused by name with the range, and nothing is written', () => {
    const store = new MemorySettingsStore({ version: 2, installId: ID });
    const settings = loadSettings(store, () => ID);
    const writes = store.writes;
    const r = updateSettings(store, settings, { focus: { focusMinutes: 4, shortBreakMinutes: 61, longBreakMinutes: 2.5, longBreakEvery: 0, stopOnBreak: 'yes', rounds: 3 } });
    assert.equal(r.ok, false);
    if (r.ok) return;
    assert.deepEqual(r.errors, {
      'focus.focusMinutes': 'must be a whole number of minutes from 5 to 180',
      'focus.shortBreakMinutes': 'must be a whole number of minutes from 1 to 60',
      'focus.longBreakMinutes': 'must be a whole number of minutes from 1 to 120',
      'focus.longBreakEvery': 'must be a whole number of focus sessions from 1 to 12',
      'focus.stopOnBreak': 'must be true or false',
      'focus.rounds': 'unknown setting',
    });
    assert.equal(store.writes, writes);
    for (const ok of [{ focusMinutes: 5 }, { focusMinutes: 180 }, { longBreakEvery: 1 }, { longBreakEvery: 12 }]) {
      assert.equal(updateSettings(store, settings, { focus: ok }).ok, true, JSON.stringify(ok));
    }
  });

  test('a bad stored value falls back alone, and stays in the store', () => {
    const stored = { version: 2, installId: ID, focus: { enabled: true, focusMinutes: 1000 } };
    const store = new MemorySettingsStore(structuredClone(stored));
    const { settings, fallbacks } = loadSettingsWithReport(store, () => ID);
    assert.deepEqual(settings.focus, { ...DEFAULT_FOCUS, enabled: true });
    assert.deepEqual(Object.keys(fallbacks), ['focus.focusMinutes']);
    assert.deepEqual(store.read(), stored);
  });

  test('the window may change every one of them', () => {
    for (const name of Object.keys(DEFAULT_FOCUS)) assert.equal(WINDOW_FIELDS.has(`focus.${name}`), true, name);
  });
});

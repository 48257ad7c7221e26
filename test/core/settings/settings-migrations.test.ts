import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { loadSettings, loadSettingsWithReport, updateSettings } from '../../../main/core/settings/settings.ts';
import { migrateSettings, v1ToV2 } from '../../../main/core/settings/settings-migrations.ts';
import { MemorySettingsStore } from '../../../main/platform/node/memory-settings-store.ts';

const ID = 'install-0001';

/** What Stint 0.1 wrote: idle and reminder settings flat, `reminders` a boolean. */
const v1 = () => ({
  version: 1,
  installId: ID,
  idleDetection: false,
  idleMinutes: 10,
  reminders: false,
  reminderMinutes: 30,
  theme: 'dark',
  windowBounds: { x: 10, y: 20 },
});

const v2OfV1 = {
  version: 2,
  installId: ID,
  idle: { enabled: false, thresholdMinutes: 10 },
  reminders: { enabled: false, intervalMinutes: 30 },
  theme: 'dark',
  windowBounds: { x: 10, y: 20 },
};

function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === 'object') {
    for (const x of Object.values(v)) deepFreeze(x);
    Object.freeze(v);
  }
  return v;
}

describe('settings migration v1 -> v2', () => {
  test('a v1 file is read with its values, written back in the v2 shape, unknown keys kept', () => {
    const store = new MemorySettingsStore(v1());
    const s = loadSettings(store, () => 'unused-id');
    assert.deepEqual(s.idle, { enabled: false, thresholdMinutes: 10, stopOnLock: false, stopOnSleep: false, stopOnShutdown: false, stillWorkingMinutes: 30 });
    assert.deepEqual(s.reminders, { enabled: false, intervalMinutes: 30 });
    assert.equal(s.theme, 'dark');
    assert.equal(s.installId, ID);
    assert.deepEqual(store.read(), v2OfV1);
    assert.equal(store.writes, 1);
  });

  test('loading again is a no-op: nothing more is written', () => {
    const store = new MemorySettingsStore(v1());
    const first = loadSettings(store, () => 'unused-id');
    const second = loadSettings(store, () => 'unused-id');
    assert.deepEqual(second, first);
    assert.equal(store.writes, 1);
  });

  test('the migration is idempotent and pure', () => {
    const input = deepFreeze(v1());
    const once = v1ToV2(input);
    assert.deepEqual(v1ToV2(once), once);
    assert.deepEqual(migrateSettings(migrateSettings(input)), migrateSettings(input));
    assert.deepEqual(migrateSettings(input), v2OfV1);
    assert.deepEqual(input, v1());
  });

  test('a v2 object whose version was lost is taken as v1 and comes out unchanged', () => {
    const { version: _, ...lost } = v2OfV1;
    assert.deepEqual(migrateSettings(lost), v2OfV1);
  });

  test('a file with no version at all and only flat keys is migrated', () => {
    const store = new MemorySettingsStore({ installId: ID, idleMinutes: 3, reminderMinutes: 60 });
    const s = loadSettings(store, () => 'unused-id');
    assert.deepEqual(s.idle, { enabled: true, thresholdMinutes: 3, stopOnLock: false, stopOnSleep: false, stopOnShutdown: false, stillWorkingMinutes: 30 });
    assert.deepEqual(s.reminders, { enabled: true, intervalMinutes: 60 });
    assert.deepEqual(store.read(), {
      version: 2,
      installId: ID,
      idle: { thresholdMinutes: 3 },
      reminders: { intervalMinutes: 60 },
    });
  });

  test('when a key is both flat and nested, the nested (newer) value wins and the flat one goes', () => {
    const out = v1ToV2({ idleMinutes: 3, idle: { thresholdMinutes: 8, extra: 1 } });
    assert.deepEqual(out, { idle: { thresholdMinutes: 8, extra: 1 } });
  });

  test('an invalid v1 value is moved as it is, read as its default, and kept in the store', () => {
    const store = new MemorySettingsStore({ version: 1, installId: ID, idleMinutes: 'ten', reminders: 'often' });
    const { settings, fallbacks } = loadSettingsWithReport(store, () => 'unused-id');
    assert.equal(settings.idle.thresholdMinutes, 5);
    assert.equal(settings.reminders.enabled, true);
    assert.deepEqual(Object.keys(fallbacks).sort(), ['idle.thresholdMinutes', 'reminders.enabled']);
    assert.deepEqual(store.read(), { version: 2, installId: ID, idle: { thresholdMinutes: 'ten' }, reminders: { enabled: 'often' } });
  });
});

describe('settings from a newer version', () => {
  const v3 = () => ({
    version: 3,
    installId: ID,
    idle: { enabled: false, thresholdMinutes: 7, sensitivity: 'high' },
    reminders: { enabled: true, intervalMinutes: 45 },
    appearance: { accent: 'teal' },
    theme: 'high-contrast',
    idleMinutes: 99,
  });

  test('is read as far as possible, without migrating or writing it', () => {
    const store = new MemorySettingsStore(v3());
    const s = loadSettings(store, () => 'unused-id');
    assert.deepEqual(s.idle, { enabled: false, thresholdMinutes: 7, stopOnLock: false, stopOnSleep: false, stopOnShutdown: false, stillWorkingMinutes: 30 });
    assert.deepEqual(s.reminders, { enabled: true, intervalMinutes: 45 });
    assert.equal(s.theme, 'system');
    assert.equal(store.writes, 0);
    assert.deepEqual(store.read(), v3());
  });

  test('a change is written into it without lowering the version or losing its keys', () => {
    const store = new MemorySettingsStore(v3());
    const s = loadSettings(store, () => 'unused-id');
    const r = updateSettings(store, s, { idle: { thresholdMinutes: 12 }, launchAtLogin: true });
    assert.ok(r.ok);
    assert.deepEqual(store.read(), {
      ...v3(),
      idle: { enabled: false, thresholdMinutes: 12, sensitivity: 'high' },
      launchAtLogin: true,
    });
  });

  test('one missing its installId gets one, and keeps its version', () => {
    const { installId: _, ...noId } = v3();
    const store = new MemorySettingsStore(noId);
    const s = loadSettings(store, () => 'new-install-id');
    assert.equal(s.installId, 'new-install-id');
    assert.deepEqual(store.read(), { ...noId, installId: 'new-install-id' });
  });
});

// Migrations at their edges: versions that are not whole numbers from 1, a stored object
// already at this version with a stray flat key (not migrated again), and an odd value where
// the idle group goes (replaced by the group, nothing of it kept).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { migrateSettings, storedVersion } from '../../../main/core/settings/settings-migrations.ts';
import { SETTINGS_VERSION } from '../../../main/core/settings/settings-schema.ts';

test('a version that is not a whole number from 1 reads as 1', () => {
  for (const version of [0, -3, 2.5, '2', null, undefined]) assert.equal(storedVersion({ version }), 1, String(version));
  assert.equal(storedVersion({ version: 1 }), 1);
  assert.equal(storedVersion({ version: 3 }), 3);
});

test('an object at this version is not migrated again, a stray flat key included', () => {
  const stored = { version: SETTINGS_VERSION, idleMinutes: 9, idle: { enabled: true } };
  assert.deepEqual(migrateSettings(stored), stored);
});

test('an odd value where the idle group goes is replaced by the group', () => {
  assert.deepEqual(migrateSettings({ version: 1, idle: 'x', idleDetection: false }), { version: SETTINGS_VERSION, idle: { enabled: false } });
});

import { test, describe, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfSettingsStore } from '../../main/platform/node/conf-settings-store.ts';
import { loadSettings, updateSettings } from '../../main/core/settings/settings.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stint-conf-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('conf settings store', () => {
  test('round trip: what one store writes, a new store on the same directory reads', () => {
    const data = { version: 2, installId: 'install-0001', idle: { enabled: false, thresholdMinutes: 9 }, list: [1, 'two', null], 'dotted.key': { 'a.b': 1 } };
    const first = new ConfSettingsStore({ cwd: dir });
    assert.deepEqual(first.read(), {});
    first.write(data);
    assert.equal(first.path, join(dir, 'settings.json'));
    assert.deepEqual(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')), data);
    const second = new ConfSettingsStore({ cwd: dir, projectName: 'stint' });
    assert.deepEqual(second.read(), data);
  });

  test('a write replaces the whole object', () => {
    const store = new ConfSettingsStore({ cwd: dir, configName: 'prefs' });
    store.write({ a: 1, b: 2 });
    store.write({ b: 3 });
    assert.deepEqual(store.read(), { b: 3 });
    assert.ok(existsSync(join(dir, 'prefs.json')));
  });

  test('settings survive a restart: the installId is made once', () => {
    let made = 0;
    const makeId = () => `install-${String(++made).padStart(4, '0')}`;
    const first = loadSettings(new ConfSettingsStore({ cwd: dir }), makeId);
    const changed = updateSettings(new ConfSettingsStore({ cwd: dir }), first, { theme: 'dark', idle: { thresholdMinutes: 30 } });
    assert.ok(changed.ok);
    const again = loadSettings(new ConfSettingsStore({ cwd: dir }), makeId);
    assert.equal(made, 1);
    assert.equal(again.installId, 'install-0001');
    assert.equal(again.theme, 'dark');
    assert.equal(again.idle.thresholdMinutes, 30);
  });

  test('a settings file that is not JSON is kept aside and reported; the settings start from their defaults', () => {
    writeFileSync(join(dir, 'settings.json'), '{"theme": "dark",');
    const damaged: [string, string][] = [];
    const store = new ConfSettingsStore({ cwd: dir, onDamaged: (keptAt, reason) => damaged.push([keptAt, reason]) });
    assert.deepEqual(damaged.map(([at]) => at), [join(dir, 'settings.damaged-1.json')]);
    assert.match(damaged[0]![1], /not valid JSON/);
    assert.equal(readFileSync(join(dir, 'settings.damaged-1.json'), 'utf8'), '{"theme": "dark",');
    assert.deepEqual(store.read(), {});
    const s = loadSettings(store, () => 'install-0001');
    assert.equal(s.theme, 'system');
    assert.deepEqual(readdirSync(dir).sort(), ['settings.damaged-1.json', 'settings.json']);
  });

  test('a file damaged while the store is open is kept aside at the next read, next to earlier ones', () => {
    const damaged: string[] = [];
    writeFileSync(join(dir, 'settings.damaged-1.json'), 'an earlier one');
    const store = new ConfSettingsStore({ cwd: dir, onDamaged: (keptAt) => damaged.push(keptAt) });
    store.write({ theme: 'dark' });
    writeFileSync(join(dir, 'settings.json'), 'garbage');
    assert.deepEqual(store.read(), {});
    assert.deepEqual(damaged, [join(dir, 'settings.damaged-2.json')]);
    assert.equal(readFileSync(join(dir, 'settings.damaged-1.json'), 'utf8'), 'an earlier one');
    store.write({ theme: 'light' });
    assert.deepEqual(store.read(), { theme: 'light' });
  });
});

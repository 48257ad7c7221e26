// The electron-store settings adapter under plain Node: `electron` resolves to a path string
// here (ELECTRON_OVERRIDE_DIST_PATH stops it from trying to download a binary), and with an
// absolute `cwd` electron-store needs nothing from Electron's `app`.
import { test, describe, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SettingsStore } from '../../main/core/ports.ts';
import { checkPatch, loadSettings, loadSettingsWithReport, updateSettings } from '../../main/core/settings/settings.ts';

process.env.ELECTRON_OVERRIDE_DIST_PATH ??= join(tmpdir(), 'stint-no-electron-binary');
const { ElectronSettingsStore, SecretInSettingsError } = await import('../../main/platform/electron/electron-settings-store.ts');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stint-estore-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = () => join(dir, 'settings.json');
const onDisk = (): unknown => JSON.parse(readFileSync(file(), 'utf8'));

/** The store as the engine sees it, counting writes. */
function counted(store: SettingsStore): SettingsStore & { writes: number } {
  const c = {
    writes: 0,
    read: () => store.read(),
    write: (d: Readonly<Record<string, unknown>>) => {
      c.writes++;
      store.write(d);
    },
  };
  return c;
}

// Stint 0.1 (settings v1) kept idle and reminder settings flat; it also once wrote a token here.
const V1_FILE = {
  version: 1,
  idleDetection: false,
  idleMinutes: 12,
  reminders: true,
  reminderMinutes: 30,
  theme: 'dark',
  installId: 'install-0001',
  authToken: 'tok-that-must-go',
};

describe('electron-store settings adapter', () => {
  test('keeps settings.json in the given folder; a new store on the same folder reads what was written', () => {
    const data = { version: 2, installId: 'install-0001', idle: { enabled: false, thresholdMinutes: 9 }, 'dotted.key': { 'a.b': 1 } };
    const first = new ElectronSettingsStore({ cwd: dir });
    assert.deepEqual(first.read(), {});
    first.write(data);
    assert.equal(first.path, file());
    assert.deepEqual(onDisk(), data);
    assert.deepEqual(new ElectronSettingsStore({ cwd: dir }).read(), data);
  });

  test('a relative folder is refused: under Electron it would land wherever userData is', () => {
    assert.throws(() => new ElectronSettingsStore({ cwd: 'relative/settings' }), (e: unknown) => e instanceof TypeError && /absolute/.test(e.message));
  });

  test('a v1 file is migrated by the engine and written back; loading again writes nothing', () => {
    writeFileSync(file(), JSON.stringify(V1_FILE));
    const store = counted(new ElectronSettingsStore({ cwd: dir }));
    const first = loadSettingsWithReport(store, () => 'install-9999');
    assert.equal(store.writes, 1);
    assert.deepEqual(first.fallbacks, {});
    assert.deepEqual(first.settings.idle, { enabled: false, thresholdMinutes: 12, stopOnLock: false, stopOnSleep: false, stopOnShutdown: false, stillWorkingMinutes: 30 });
    assert.deepEqual(first.settings.reminders, { enabled: true, intervalMinutes: 30 });
    assert.equal(first.settings.theme, 'dark');
    assert.equal(first.settings.installId, 'install-0001');
    assert.deepEqual(onDisk(), {
      version: 2,
      idle: { enabled: false, thresholdMinutes: 12 },
      reminders: { enabled: true, intervalMinutes: 30 },
      theme: 'dark',
      installId: 'install-0001',
    });

    const bytes = readFileSync(file(), 'utf8');
    const again = counted(new ElectronSettingsStore({ cwd: dir }));
    const second = loadSettings(again, () => 'install-9999');
    assert.equal(again.writes, 0);
    assert.equal(readFileSync(file(), 'utf8'), bytes);
    assert.deepEqual(second, first.settings);
  });

  test('a change made through the engine survives a restart; the installId is made once', () => {
    let made = 0;
    const makeId = () => `install-${String(++made).padStart(4, '0')}`;
    const first = loadSettings(new ElectronSettingsStore({ cwd: dir }), makeId);
    const changed = updateSettings(new ElectronSettingsStore({ cwd: dir }), first, { theme: 'light', reminders: { intervalMinutes: 45 } });
    assert.ok(changed.ok);
    const again = loadSettings(new ElectronSettingsStore({ cwd: dir }), makeId);
    assert.equal(made, 1);
    assert.equal(again.installId, 'install-0001');
    assert.equal(again.theme, 'light');
    assert.equal(again.reminders.intervalMinutes, 45);
  });

  test('a file that is not JSON is kept aside and reported; the settings start from their defaults', () => {
    writeFileSync(file(), '{"theme": "dark",');
    const damaged: [string, string][] = [];
    const store = new ElectronSettingsStore({ cwd: dir, onDamaged: (keptAt, reason) => damaged.push([keptAt, reason]) });
    assert.deepEqual(damaged.map(([at]) => at), [join(dir, 'settings.damaged-1.json')]);
    assert.match(damaged[0]![1], /not valid JSON/);
    assert.equal(readFileSync(join(dir, 'settings.damaged-1.json'), 'utf8'), '{"theme": "dark",');
    const s = loadSettings(store, () => 'install-0001');
    assert.equal(s.theme, 'system');
    assert.deepEqual(s.idle, { enabled: true, thresholdMinutes: 5, stopOnLock: false, stopOnSleep: false, stopOnShutdown: false, stillWorkingMinutes: 30 });
    assert.deepEqual(readdirSync(dir).sort(), ['settings.damaged-1.json', 'settings.json']);
  });

  test('a file damaged while the app runs is kept aside at the next read', () => {
    const damaged: string[] = [];
    const store = new ElectronSettingsStore({ cwd: dir, onDamaged: (keptAt) => damaged.push(keptAt) });
    store.write({ theme: 'dark' });
    writeFileSync(file(), 'garbage');
    assert.deepEqual(store.read(), {});
    assert.deepEqual(damaged, [join(dir, 'settings.damaged-1.json')]);
    assert.equal(readFileSync(join(dir, 'settings.damaged-1.json'), 'utf8'), 'garbage');
  });

  test('the engine is handed each file kept aside once, with its full path, for the notice (with no onDamaged given)', () => {
    writeFileSync(file(), '{"shortcut": "Alt+K",');
    const store = new ElectronSettingsStore({ cwd: dir });
    const kept = store.takeKeptAside();
    assert.deepEqual(kept.map((k) => k.keptAt), [join(dir, 'settings.damaged-1.json')]);
    assert.match(kept[0]!.reason, /not valid JSON/);
    assert.deepEqual(store.takeKeptAside(), [], 'told once');
    writeFileSync(file(), 'garbage');
    store.read();
    assert.deepEqual(store.takeKeptAside().map((k) => k.keptAt), [join(dir, 'settings.damaged-2.json')], 'and again for a later one');
  });

  test('an object naming a token or password anywhere is refused with a typed error, and the file is left as it was', () => {
    const store = new ElectronSettingsStore({ cwd: dir });
    store.write({ theme: 'dark' });
    const before = statSync(file()).mtimeMs;
    const bytes = readFileSync(file(), 'utf8');
    assert.throws(
      () => store.write({ theme: 'dark', lastSignIn: { email: 'a@example.com', token: 'tok-123' }, list: [{ password: 'pw-456' }] }),
      (e: unknown) =>
        e instanceof SecretInSettingsError &&
        e.kind === 'secret-in-settings' &&
        JSON.stringify(e.paths) === JSON.stringify(['lastSignIn.token', 'list.0.password']) &&
        !e.message.includes('tok-123') &&
        !e.message.includes('pw-456'),
    );
    assert.equal(readFileSync(file(), 'utf8'), bytes);
    assert.equal(statSync(file()).mtimeMs, before);
  });

  test('every key name the engine refuses in a patch, the store refuses too', () => {
    const store = new ElectronSettingsStore({ cwd: dir });
    for (const key of ['token', 'accessToken', 'password', 'passwd', 'clientSecret']) {
      const engine = checkPatch({ [key]: 'x' });
      assert.equal(engine.ok, false, `the engine refuses ${key}`);
      assert.throws(() => store.write({ nested: { [key]: 'x' } }), (e: unknown) => e instanceof SecretInSettingsError && e.paths[0] === `nested.${key}`);
    }
    assert.deepEqual(store.read(), {});
  });
});

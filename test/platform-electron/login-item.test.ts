// Launch at login. Linux: the XDG autostart entry in a temporary config folder (written,
// read back by a reader that follows the Desktop Entry spec, removed). macOS and Windows:
// Electron's login item settings, through a recording fake of `app`.

import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import type { LoginItemSettings, Settings } from 'electron';
import { autostartPath, createLoginItem, type LoginItemHost } from '../../main/platform/electron/login-item.ts';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tempHome(): string {
  const d = mkdtempSync(join(tmpdir(), 'stint-login-item-'));
  dirs.push(d);
  return d;
}

/** Reads an Exec value back as a desktop would: string escapes first, then the quoting rules. */
function execArgs(value: string): string[] {
  const unescaped = value.replace(/\\([\\ntrs])/g, (_m, c: string) => ({ '\\': '\\', n: '\n', t: '\t', r: '\r', s: ' ' })[c]!);
  const args: string[] = [];
  let i = 0;
  while (i < unescaped.length) {
    if (unescaped[i] === ' ') {
      i++;
      continue;
    }
    let arg = '';
    if (unescaped[i] === '"') {
      i++;
      while (unescaped[i] !== '"') {
        assert.ok(i < unescaped.length, `unterminated quote in ${value}`);
        if (unescaped[i] === '\\') {
          assert.match(unescaped[i + 1] ?? '', /["`$\\]/, `a backslash in quotes escapes only " \` $ \\ (${value})`);
          i++;
        }
        arg += unescaped[i++];
      }
      i++;
    } else {
      while (i < unescaped.length && unescaped[i] !== ' ') arg += unescaped[i++];
      assert.doesNotMatch(arg, /["'\\><~|&;$*?#()`]/, `a reserved character outside quotes in ${value}`);
    }
    assert.doesNotMatch(arg.replaceAll('%%', ''), /%/, `a lone % (a field code) in ${value}`);
    args.push(arg.replaceAll('%%', '%'));
  }
  return args;
}

function entryOf(path: string): Record<string, string> {
  const lines = readFileSync(path, 'utf8').split('\n');
  assert.equal(lines[0], '[Desktop Entry]');
  return Object.fromEntries(lines.slice(1).filter((l) => l.includes('=')).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
}

describe('Linux: the XDG autostart entry', () => {
  test('turned on: ~/.config/autostart/stint.desktop runs the executable at login; turned off: gone', async () => {
    const home = tempHome();
    const item = createLoginItem({ platform: 'linux', app: unusedApp(), env: {}, homedir: home, execPath: '/opt/Stint/stint' });
    const path = join(home, '.config', 'autostart', 'stint.desktop');
    assert.equal(await item.isEnabled(), false);
    assert.deepEqual(await item.set(true), { ok: true, openAtLogin: true });
    const entry = entryOf(path);
    assert.equal(entry.Type, 'Application');
    assert.equal(entry.Name, 'Stint');
    assert.equal(entry.Exec, '/opt/Stint/stint');
    assert.equal(entry['X-GNOME-Autostart-enabled'], 'true');
    assert.equal(await item.isEnabled(), true);
    assert.deepEqual(readdirSync(join(home, '.config', 'autostart')), ['stint.desktop'], 'no temporary file left beside it');

    assert.deepEqual(await item.set(false), { ok: true, openAtLogin: false });
    assert.equal(existsSync(path), false);
    assert.equal(await item.isEnabled(), false);
    assert.deepEqual(await item.set(false), { ok: true, openAtLogin: false }, 'turning off twice is fine');
  });

  test('XDG_CONFIG_HOME is respected when absolute, ignored when relative or empty', () => {
    assert.equal(autostartPath({ XDG_CONFIG_HOME: '/xdg/conf' }, '/home/ann'), '/xdg/conf/autostart/stint.desktop');
    assert.equal(autostartPath({ XDG_CONFIG_HOME: 'conf' }, '/home/ann'), '/home/ann/.config/autostart/stint.desktop');
    assert.equal(autostartPath({ XDG_CONFIG_HOME: '' }, '/home/ann'), '/home/ann/.config/autostart/stint.desktop');
  });

  test('from an AppImage the entry runs the AppImage, not the executable inside its mount', async () => {
    const home = tempHome();
    const config = join(home, 'conf');
    const item = createLoginItem({
      platform: 'linux',
      app: unusedApp(),
      env: { XDG_CONFIG_HOME: config, APPIMAGE: '/home/ann/Apps/Stint-0.1.0.AppImage' },
      homedir: home,
      execPath: '/tmp/.mount_StintAbc/stint',
    });
    await item.set(true);
    assert.deepEqual(execArgs(entryOf(join(config, 'autostart', 'stint.desktop')).Exec!), ['/home/ann/Apps/Stint-0.1.0.AppImage']);
  });

  test('a path with spaces, quotes, $, %, backslashes or a newline reads back exactly', async () => {
    const home = tempHome();
    const odd = `/home/ann/My Apps/"Stint" $HOME 100% \\ back\\slash\nline/stint`;
    const item = createLoginItem({ platform: 'linux', app: unusedApp(), env: {}, homedir: home, execPath: odd, args: ['/src/stint app', 'plain'] });
    await item.set(true);
    const exec = entryOf(join(home, '.config', 'autostart', 'stint.desktop')).Exec!;
    assert.deepEqual(execArgs(exec), [odd, '/src/stint app', 'plain']);
  });

  test('an entry switched off by the desktop (Hidden, or GNOME\'s flag) counts as off', async () => {
    const home = tempHome();
    const dir = join(home, '.config', 'autostart');
    mkdirSync(dir, { recursive: true });
    const item = createLoginItem({ platform: 'linux', app: unusedApp(), env: {}, homedir: home, execPath: '/opt/Stint/stint' });
    writeFileSync(join(dir, 'stint.desktop'), '[Desktop Entry]\nType=Application\nExec=/opt/Stint/stint\nX-GNOME-Autostart-enabled=false\n');
    assert.equal(await item.isEnabled(), false);
    writeFileSync(join(dir, 'stint.desktop'), '[Desktop Entry]\nType=Application\nExec=/opt/Stint/stint\nHidden=true\n');
    assert.equal(await item.isEnabled(), false);
  });

  test('a folder that cannot be written is answered with where and why, not thrown', async () => {
    const home = tempHome();
    // `autostart` is a file here: no folder can be made under it.
    mkdirSync(join(home, '.config'));
    writeFileSync(join(home, '.config', 'autostart'), '');
    const item = createLoginItem({ platform: 'linux', app: unusedApp(), env: {}, homedir: home, execPath: '/opt/Stint/stint' });
    const r = await item.set(true);
    assert.equal(r.ok, false);
    assert.match(!r.ok ? r.message : '', /^The autostart entry .*stint\.desktop could not be written \((EEXIST|ENOTDIR)\)\.$/);
  });
});

/** An `app` the Linux path must never touch. */
function unusedApp(): LoginItemHost {
  const fail = (): never => assert.fail('Linux does not use Electron login items');
  return { setLoginItemSettings: fail, getLoginItemSettings: fail };
}

class FakeApp {
  readonly set: Settings[] = [];
  openAtLogin = false;
  status: LoginItemSettings['status'] = 'not-registered';
  /** What the system does with a request (a policy may refuse it). */
  accepts = true;
  setLoginItemSettings(settings: Settings): void {
    this.set.push(settings);
    if (this.accepts) this.openAtLogin = settings.openAtLogin === true;
  }
  getLoginItemSettings(): LoginItemSettings {
    return { openAtLogin: this.openAtLogin, wasOpenedAtLogin: false, status: this.status, executableWillLaunchAtLogin: this.openAtLogin, launchItems: [] };
  }
}

describe('macOS and Windows: Electron\'s login item', () => {
  for (const platform of ['darwin', 'win32'] as const) {
    test(`${platform}: set and read through app.setLoginItemSettings / getLoginItemSettings`, async () => {
      const app = new FakeApp();
      const item = createLoginItem({ platform, app: app satisfies LoginItemHost, env: {}, homedir: '/nowhere', execPath: '/Applications/Stint.app/Contents/MacOS/Stint' });
      assert.deepEqual(await item.set(true), { ok: true, openAtLogin: true });
      assert.equal(await item.isEnabled(), true);
      assert.deepEqual(await item.set(false), { ok: true, openAtLogin: false });
      assert.deepEqual(app.set, [{ openAtLogin: true }, { openAtLogin: false }]);
    });
  }

  test('macOS waiting for the person\'s approval: done, with a note on where to allow it', async () => {
    const app = new FakeApp();
    app.accepts = false;
    app.status = 'requires-approval';
    const item = createLoginItem({ platform: 'darwin', app, env: {}, homedir: '/nowhere', execPath: '/x' });
    const r = await item.set(true);
    assert.equal(r.ok && r.note, 'Allow Stint in System Settings, General, Login Items, to open it at login.');
  });

  test('a system that does not take the change says so', async () => {
    const app = new FakeApp();
    app.accepts = false;
    const item = createLoginItem({ platform: 'win32', app, env: {}, homedir: '/nowhere', execPath: 'C:\\Stint\\Stint.exe' });
    assert.deepEqual(await item.set(true), { ok: false, message: 'The system did not add Stint to the apps opened at login.' });
  });
});

// Through the whole shell on Linux (startShell with its real adapters and a fake of
// Electron): with no bus to ask (both bus addresses lead nowhere), Settings' lines say that
// idle time and screen locks cannot be detected and that the tray icon's presence cannot
// be checked, each with why. They come from the D-Bus adapters' own reports
// (start/detection-status.ts, start/tray-presence.ts). A change of language in Settings has
// the shell say them again in it, and build its menu again in it.

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import dbus from 'dbus-next';
import type { ShellStart } from '../../main/platform/electron/shell.ts';
import { createFakeElectron } from '../boot/support/fake-electron.ts';
import { useFakeElectron } from '../boot/electron-hook.ts';
import { HANG_GUARD, WAIT_GUARD_MS } from '../support/hang-guard.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { useSimAndFolder } from './support/shell-with-sim.ts';

useFakeElectron();
const { startShell } = await import('../../main/platform/electron/shell.ts');

const { root } = useSimAndFolder('stint-shell-detection-');

test('no bus to ask: Settings says idle time, screen locks and the tray icon cannot be checked, and why', HANG_GUARD, async (t) => {
  const { fake, shellElectron } = createFakeElectron();
  const dir = join(root, 'no-bus');
  mkdirSync(join(dir, 'run'), { recursive: true, mode: 0o700 });
  fake.app.paths = { appPath: new URL('../..', import.meta.url).pathname, userData: dir, logs: join(dir, 'logs') };
  const nowhere = `unix:path=${join(dir, 'no-bus-here')}`;
  const starting = startShell({
    electron: shellElectron,
    platform: 'linux',
    env: { STINT_USER_DATA_DIR: dir, XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-0', XDG_RUNTIME_DIR: join(dir, 'run'), XDG_CONFIG_HOME: join(dir, 'config') },
    execPath: process.execPath,
    argv: [process.execPath, fake.app.paths.appPath],
    buses: { system: () => dbus.sessionBus({ busAddress: nowhere }), session: () => dbus.sessionBus({ busAddress: nowhere }) },
    clock: new ManualClock(Date.UTC(2026, 10, 18, 10)),
  });
  fake.app.becomeReady();
  const started = (await starting) as Extract<ShellStart, { state: 'running' }>;
  assert.equal(started.state, 'running');
  t.after(async () => {
    fake.app.quit();
    await fake.app.whenQuitted;
  });
  const shell = await new Promise<ReturnType<typeof started.stint.snapshot>['shell']>((resolve, reject) => {
    const guard = setTimeout(() => reject(new Error('Settings never said what cannot be detected')), WAIT_GUARD_MS);
    const check = () => {
      const s = started.stint.snapshot().shell;
      if (s.idleDetection === null || s.trayDetection === null) return;
      clearTimeout(guard);
      stop();
      resolve(s);
    };
    const stop = started.stint.subscribe(check);
    check();
  });
  assert.match(shell.idleDetection ?? '', /^Idle time cannot be read under Wayland: .+\. The screen lock cannot be detected: .+\. Stint keeps trying and says here when it can\.$/);
  assert.match(shell.trayDetection ?? '', /^Whether the tray icon shows cannot be checked: the session bus cannot be reached \(.+\)\. Stint tries again by itself\.$/);

  assert.ok((await started.stint.updateSettings({ language: 'de' })).ok);
  const de = started.stint.snapshot().shell;
  assert.match(de.idleDetection ?? '', /^Die Leerlaufzeit kann unter Wayland nicht gelesen werden: Der Sitzungsbus ist nicht erreichbar \(.+\)\. Die Bildschirmsperre kann nicht erkannt werden: Der Systembus ist nicht erreichbar \(.+\)\. Stint versucht es weiter und meldet sich hier, sobald es geht\.$/);
  assert.match(de.trayDetection ?? '', /^Ob das Tray-Symbol angezeigt wird, kann nicht geprüft werden: Der Sitzungsbus ist nicht erreichbar \(.+\)\. Stint versucht es von selbst erneut\.$/);
  const stintMenu = fake.applicationMenu?.template.find((m) => m.id === 'stint');
  assert.deepEqual(Array.isArray(stintMenu?.submenu) ? stintMenu.submenu.flatMap((i) => (i.label ? [i.label] : [])) : [], ['&Einstellungen…', '&Kompakter Timer', '&Stint beenden']);
});

// One start of the built app for bench:launch, in a fresh process of its own (run bundled,
// test/support/bundled-entry.ts: no TypeScript loader between the bundle and Node), with the
// boot tests' recording fake of Electron in place of the real one.
//
//   STINT_LAUNCH_MODE=prepare  the person's day before the morning (prepare-day.ts): signs in to two accounts
//                              of the simulator, works a while online (the caches), then
//                              offline (the queue: every action waits in the outbox), and
//                              quits as a person does; reports `BENCH {"prepared": …}`.
//   STINT_LAUNCH_MODE=measure  the morning's start on that folder: reports `BENCH {"ms": …}`,
//                              the time from just before the bundle's import to the first
//                              context menu the fake Tray receives, with what that menu says,
//                              and exits at once. With STINT_LAUNCH_RECORD=1 it also says
//                              which module files were loaded (Node's in-thread loader
//                              hooks), how many windows were made and how many requests
//                              sent before that menu.
//
//   STINT_BOOT_BUNDLE          the built main bundle (test/boot/support/app-layout.ts)
//   STINT_LAUNCH_SERVICE       the simulator's address (prepare)
// The rest (STINT_USER_DATA_DIR, XDG_*) is main.ts's own environment.

import { registerHooks } from 'node:module';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { MenuItemConstructorOptions } from 'electron';
import type { PersonStint } from '../../../main/core/stint-api.ts';
import type { ShellStart } from '../../../main/platform/electron/shell.ts';
import { useFakeElectron } from '../electron-hook.ts';
import { fake } from './fake-electron.ts';
import { firstMenuWatch } from './first-menu.ts';

function report(message: Record<string, unknown>): void {
  process.stdout.write(`BENCH ${JSON.stringify(message)}\n`);
}

const bundle = process.env.STINT_BOOT_BUNDLE ?? '';
const mode = process.env.STINT_LAUNCH_MODE;
if (bundle === '' || (mode !== 'prepare' && mode !== 'measure')) throw new Error('STINT_BOOT_BUNDLE and STINT_LAUNCH_MODE=prepare|measure');
const appDir = new URL('../..', pathToFileURL(bundle)).pathname.replace(/\/$/, '');
process.argv = [process.execPath, appDir];
fake.app.paths = { appPath: appDir, userData: `${appDir}/unused-default`, logs: `${appDir}/unused-default-logs` };
fake.fetch = (input, init) => fetch(input, init);
useFakeElectron();

if (mode === 'measure') {
  const record = process.env.STINT_LAUNCH_RECORD === '1';
  const loaded: string[] = [];
  let requests = 0;
  if (record) {
    registerHooks({
      load(url, context, next) {
        loaded.push(url);
        return next(url, context);
      },
    });
    const send = fake.fetch;
    fake.fetch = (input, init) => {
      requests += 1;
      return send(input, init);
    };
  }
  // What was loaded, made and sent when the first menu came (the watch calls this at once).
  let atMenu: Record<string, unknown> = {};
  const watch = firstMenuWatch(fake, () => (atMenu = record ? { loaded: [...loaded], windows: fake.windows.length, requests } : {}));
  // The fake's loader thread started now, outside the figure: Electron has no such thread.
  await import('electron');
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await import(pathToFileURL(bundle).href);
  fake.app.becomeReady();
  const menu = await watch.first;
  const ms = performance.now() - t0;
  // The process's CPU meanwhile (every thread): what the wall-clock figure is made of on an idle machine.
  const cpu = process.cpuUsage(cpu0);
  report({ ms, cpuMs: (cpu.user + cpu.system) / 1000, labels: labelsOf(menu.template), ...atMenu });
  // The morning goes on without the bench: nothing of this folder is read again.
  process.exit(0);
}

const { ready } = (await import(pathToFileURL(bundle).href)) as { ready: Promise<ShellStart> };
fake.app.becomeReady();
const started = await ready;
if (started.state !== 'running') throw new Error(`the preparing start did not run: ${started.state}`);
// Loaded here only: the simulator's fixtures are no part of the measured start's process.
const { prepareDay } = await import('./prepare-day.ts');
// The shell's facade is the person's (start/engine.ts: WindowStint), typed as the engine's in ShellStart.
await prepareDay(started.stint as PersonStint, fake, report);
fake.app.quit();
await fake.app.whenQuitted;
process.exit(0);

/** The menu's labels, depth first, as a person reads them. */
function labelsOf(items: readonly MenuItemConstructorOptions[]): string[] {
  return items.flatMap((i) => [...(i.label ? [i.label] : []), ...(Array.isArray(i.submenu) ? labelsOf(i.submenu).map((l) => `  ${l}`) : [])]);
}


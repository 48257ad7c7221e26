// One launch of the built app in a process of its own, as a person's `stint --toggle` would
// start it: the boot tests' fake of Electron in place of the real one, the command line
// and the environment the parent gives. It reports on stdout, one JSON object per line
// after `BOOT `, and quits when the parent writes `quit` on stdin. Under the test hooks
// (STINT_TEST_HOOKS=1) a line `hooks <JSON>` calls one of them, as a journey's
// `electronApp.evaluate` would: {"control": body}, {"jump": ms} or {"snapshot": true}.
//
//   STINT_BOOT_BUNDLE     the built main bundle (support/app-layout.ts)
//   STINT_BOOT_ARGS       the person's arguments, a JSON array
//   STINT_BOOT_LOCK_TAKEN `1`: another Stint holds the single-instance lock
//   STINT_BOOT_PACKAGED   `1`: an installed app (its argv has no app folder)
//
// The rest (STINT_USER_DATA_DIR, STINT_SERVICE_URL, XDG_*) is main.ts's own environment.

import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import type { ShellStart } from '../../../main/platform/electron/shell.ts';
import { TEST_HOOKS_GLOBAL, type StintTestHooks } from '../../../main/platform/electron/test-hooks.ts';
import { useFakeElectron } from '../electron-hook.ts';
import { fake } from './fake-electron.ts';

function report(message: Record<string, unknown>): void {
  process.stdout.write(`BOOT ${JSON.stringify(message)}\n`);
}

const bundle = process.env.STINT_BOOT_BUNDLE ?? '';
const args: unknown = JSON.parse(process.env.STINT_BOOT_ARGS ?? '[]');
if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) throw new Error('STINT_BOOT_ARGS: a JSON array of strings');
const appDir = new URL('../..', pathToFileURL(bundle)).pathname.replace(/\/$/, '');

// Electron's argv: the executable, the app's folder when unpackaged, then the person's.
const packaged = process.env.STINT_BOOT_PACKAGED === '1';
fake.app.isPackaged = packaged;
process.argv = packaged ? [process.execPath, ...args] : [process.execPath, appDir, ...args];
fake.app.paths = { appPath: appDir, userData: `${appDir}/unused-default`, logs: `${appDir}/unused-default-logs` };
fake.app.singleInstanceLockFree = process.env.STINT_BOOT_LOCK_TAKEN !== '1';
fake.fetch = (input, init) => fetch(input, init);

useFakeElectron();
const { ready } = (await import(pathToFileURL(bundle).href)) as { ready: Promise<ShellStart> };
fake.app.becomeReady();
const started = await ready;
report({
  state: started.state,
  calls: fake.calls,
  lockData: fake.app.lockData,
  quitCalls: fake.app.quitCalls,
  windows: fake.windows.length,
  trays: fake.trays.length,
  userData: fake.app.paths.userData,
  testHooks: TEST_HOOKS_GLOBAL in globalThis,
  ...(started.state === 'running' ? { session: started.stint.snapshot().session.state, serviceAddress: started.stint.snapshot().settings.lastSignIn.serviceAddress } : {}),
});

if (started.state === 'running') {
  for await (const line of createInterface({ input: process.stdin })) {
    if (line.startsWith('hooks ')) {
      report({ hooks: await callHook(JSON.parse(line.slice(6)) as Record<string, unknown>) });
      continue;
    }
    if (line !== 'quit') continue;
    fake.app.quit();
    await fake.app.whenQuitted;
    report({ quitted: true });
    break;
  }
}
process.exit(0);

async function callHook(call: Record<string, unknown>): Promise<unknown> {
  const hooks = (globalThis as Record<string, unknown>)[TEST_HOOKS_GLOBAL] as StintTestHooks | undefined;
  if (!hooks) return { missing: true };
  if ('control' in call) return hooks.control(call.control);
  if ('jump' in call) return hooks.jump(Number(call.jump)) ?? { jumped: true };
  await hooks.settled();
  const snap = hooks.snapshot();
  return { idlePrompt: snap.idle.prompt, sync: snap.sync.state, now: hooks.now(), running: snap.running?.description ?? null };
}

// A launch with a command, each in a process of its own running the built bundle (with the
// boot test's fake of Electron): `stint --start` that starts Stint signs in and starts the
// timer once it can; `stint --toggle` from a second process goes to the running Stint and
// exits at once; `stint --toggle` that starts Stint with a saved session stops the timer
// once the session is restored. The simulator is the service.

import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, test } from 'node:test';
import { startSim, type RunningSim } from '../sim/start.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { layOutApp } from './support/app-layout.ts';
import { block, runCli } from '../cli/support/run-cli.ts';
import { modesUnder } from '../support/modes-under.ts';
import { bundledEntry } from '../support/bundled-entry.ts';

/** Every launch's process, ended after the tests whatever happened. */
const children: ChildProcess[] = [];
const runner = new URL('./support/launch-bundle.ts', import.meta.url).pathname;

let root = '';
/** A build for a run from a clone (`npm start`, the demo). */
let bundle = '';
/** The installed app's build, as every package gets it (electron-builder's beforePack). */
let installedBundle = '';
let sim: RunningSim;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'stint-launch-'));
  [bundle, installedBundle] = await Promise.all([layOutApp(join(root, 'app')), layOutApp(join(root, 'installed-app'), { installed: true })]);
  for (const d of ['userData', 'config']) mkdirSync(join(root, d));
  mkdirSync(join(root, 'run'), { mode: 0o700 });
  sim = await startSim();
});

after(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await sim?.close();
  rmSync(root, { recursive: true, force: true });
});

interface Launch {
  /** The first report: how the launch started. */
  readonly started: Promise<Record<string, unknown>>;
  /** Asks a running launch to quit; resolves when it has (its engine flushed). */
  quit(): Promise<void>;
  /** Calls a test hook in the launch (support/launch-bundle.ts says how); resolves with its answer. */
  hooks(call: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Resolves with the exit code. */
  readonly exited: Promise<number | null>;
  /** The launch's process. */
  readonly child: ChildProcess;
}

function launch(args: readonly string[], env: Record<string, string> = {}, build: 'clone' | 'installed' = 'clone'): Launch {
  // No D-Bus session (no keyring), and an X11 or headless session unless a launch says otherwise.
  const { DBUS_SESSION_BUS_ADDRESS: _bus, XDG_SESSION_TYPE: _type, WAYLAND_DISPLAY: _wayland, ...inherited } = process.env;
  const child = spawn(process.execPath, [bundledEntry(runner)], {
    env: {
      ...inherited,
      STINT_BOOT_BUNDLE: build === 'installed' ? installedBundle : bundle,
      STINT_BOOT_ARGS: JSON.stringify(args),
      STINT_USER_DATA_DIR: join(root, 'userData'),
      STINT_SERVICE_URL: sim.baseUrl,
      XDG_CONFIG_HOME: join(root, 'config'),
      XDG_RUNTIME_DIR: join(root, 'run'),
      ...env,
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  const reports: Record<string, unknown>[] = [];
  const waiting: ((r: Record<string, unknown>) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.startsWith('BOOT ')) return;
    const r = JSON.parse(line.slice(5)) as Record<string, unknown>;
    const w = waiting.shift();
    if (w) w(r);
    else reports.push(r);
  });
  const next = () => new Promise<Record<string, unknown>>((resolve) => (reports.length > 0 ? resolve(reports.shift()!) : waiting.push(resolve)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    started: next(),
    async quit() {
      child.stdin.write('quit\n');
      assert.deepEqual(await next(), { quitted: true });
    },
    async hooks(call) {
      child.stdin.write(`hooks ${JSON.stringify(call)}\n`);
      return (await next()).hooks as Record<string, unknown>;
    },
    exited,
    child,
  };
}

/** SIGKILL, as a crash ends the app: no shutdown, nothing let go. Answers the signal it ended by. */
async function killed(l: Launch): Promise<NodeJS.Signals | null> {
  const ended = new Promise<NodeJS.Signals | null>((resolve) => l.child.once('exit', (_code, signal) => resolve(signal)));
  l.child.kill('SIGKILL');
  return ended;
}

/** What the running launch does next happens in another process: wait for the service to show it (a hang guard, not a timing claim). */
async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  // The launch's own log says what it did instead.
  const log = join(root, 'userData', 'logs', 'stint.log');
  assert.ok(check(), `${what}; the app's log:\n${existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '(none)'}`);
}

const onService = (description: string) => [...sim.sim.ctx.store.entries.values()].filter((e) => e.description === description);

test('a first launch with --start signs in, then starts the timer on the service; a second process hands --toggle over and exits; a launch with --toggle and a saved session stops it', async () => {
  // 1. `stint --start "Website Redesign" "First launch"` with no Stint running: the demo
  // account signs in at start (as `npm run demo` does), and the command waits for it.
  const first = launch(['--start', 'Website Redesign', 'First launch'], {
    STINT_DEMO_ACCOUNT: JSON.stringify({ baseUrl: sim.baseUrl, email: DEMO.admin, password: DEMO.password, accountId: DEMO.accountId }),
  });
  const s1 = await first.started;
  assert.equal(s1.state, 'running');
  assert.deepEqual(s1.lockData, [{ stintCommandLine: 1, command: { kind: 'start', target: 'Website Redesign', description: 'First launch' }, ignored: [] }]);
  // An entry is made, then its stopwatch started: two requests.
  await eventually(() => onService('First launch').some((e) => e.stopwatch_started_at !== null), 'the timer to start on the service');
  assert.equal(onService('First launch').length, 1, 'one entry');
  const entry = onService('First launch')[0]!;

  // 2. A second `stint --toggle` while it runs: it hands its command over with the lock
  // request and quits at once, without a window, a tray or a request of its own.
  const requestsBefore = sim.sim.ctx.requests;
  const second = launch(['--toggle'], { STINT_BOOT_LOCK_TAKEN: '1' });
  const s2 = await second.started;
  assert.deepEqual({ ...s2, calls: undefined, userData: undefined, testHooks: undefined }, { state: 'second-instance', calls: undefined, userData: undefined, testHooks: undefined, lockData: [{ stintCommandLine: 1, command: { kind: 'toggle' }, ignored: [] }], quitCalls: 1, windows: 0, trays: 0 });
  assert.equal(await second.exited, 0);
  assert.equal(sim.sim.ctx.requests, requestsBefore, 'the second process sent nothing to the service');

  // Quitting keeps the timer running on the service (a tray timer runs on without the app).
  await first.quit();
  assert.equal(await first.exited, 0);
  assert.notEqual(sim.sim.ctx.store.entries.get(entry.id)!.stopwatch_started_at, null);

  // 3. `stint --toggle` starts Stint again, in a Wayland session this time: the saved
  // session is restored (no demo sign-in), the service read, and the running timer stopped.
  const third = launch(['--toggle'], { XDG_SESSION_TYPE: 'wayland' });
  const s3 = await third.started;
  assert.equal(s3.state, 'running');
  // Wayland: the shortcut portal is turned on before ready (only here: the first launch had none).
  const calls = s3.calls as string[];
  assert.ok(calls.includes('app.commandLine.appendSwitch(enable-features=GlobalShortcutsPortal)'), calls.join(', '));
  assert.ok(calls.indexOf('app.commandLine.appendSwitch(enable-features=GlobalShortcutsPortal)') < calls.indexOf('(ready)'));
  assert.equal((s1.calls as string[]).some((c) => c.startsWith('app.commandLine.appendSwitch')), false);
  await eventually(() => sim.sim.ctx.store.entries.get(entry.id)!.stopwatch_started_at === null, 'the timer to stop on the service');
  assert.equal(onService('First launch').length, 1, 'stopped, not doubled');
  await third.quit();
  assert.equal(await third.exited, 0);
});

// "Installed" is the build's own (__STINT_DEV__ false), never Electron's `isPackaged`: that is a
// check of the executable's name, and a hard link to an installed Stint named electron.exe
// makes it false. Each case runs both ways.
const AS_LAUNCHED = [
  { how: 'as installed', env: { STINT_BOOT_PACKAGED: '1' } },
  { how: 'through a link named electron (isPackaged false)', env: {} },
] as const;

test('an installed Stint refuses debugging switches: it says so and exits before anything starts', async () => {
  for (const { how, env } of AS_LAUNCHED) {
    for (const args of [['--remote-debugging-port=9222'], ['--toggle', '--remote-debugging-pipe'], ['--inspect-brk=9229'], ['--inspect']]) {
      const refused = launch(args, env, 'installed');
      const r = await refused.started;
      assert.equal(r.state, 'refused', `${args.join(' ')}, ${how}`);
      const calls = r.calls as string[];
      assert.ok(calls.includes('app.exit(1)'), calls.join(', '));
      // `(ready)` is the launcher's own doing (it makes the fake app ready after the import).
      assert.deepEqual(calls.filter((c) => c !== 'app.exit(1)' && c !== '(ready)'), [], 'nothing else: no scheme, no lock, no window, no tray');
      assert.equal(await refused.exited, 0);
    }
  }
  // A run from a clone may be debugged, whatever its executable is called.
  const debugged = launch(['--inspect'], { STINT_BOOT_PACKAGED: '1' });
  assert.equal((await debugged.started).state, 'running');
  await debugged.quit();
  assert.equal(await debugged.exited, 0);
});

test('an installed Stint ignores the development variables: no demo sign-in, no default service, its own data folder', async () => {
  for (const { how, env } of AS_LAUNCHED) {
    const requests = sim.sim.ctx.requests;
    const installed = launch(
      [],
      {
        ...env,
        STINT_USER_DATA_DIR: join(root, 'elsewhere'),
        STINT_DEMO_ACCOUNT: JSON.stringify({ baseUrl: sim.baseUrl, email: DEMO.admin, password: DEMO.password, accountId: DEMO.accountId }),
        STINT_TEST_HOOKS: '1',
      },
      'installed',
    );
    const r = await installed.started;
    assert.equal(r.state, 'running', how);
    assert.equal(r.testHooks, false, `no test hooks: nothing outside can move its clock or fake a lock (${how})`);
    assert.deepEqual(await installed.hooks({ control: { event: 'lock' } }), { missing: true });
    assert.equal(r.session, 'signed_out', `the demo account did not sign in (${how})`);
    assert.equal(r.serviceAddress, null, 'STINT_SERVICE_URL did not fill the sign-in form');
    assert.notEqual(r.userData, join(root, 'elsewhere'), 'the data folder is the app’s own');
    assert.equal((r.calls as string[]).includes('app.setPath(userData)'), false);
    assert.equal(sim.sim.ctx.requests, requests, 'nothing sent to the service');
    await installed.quit();
    // An unpacked installed folder on Linux (no AppImage, no deb) does not update itself (the log, complete once quit).
    const log = readFileSync(join(String(r.userData).replace(/unused-default$/, 'unused-default-logs'), 'stint.log'), 'utf8');
    assert.match(log, /"msg":"updates"/);
    assert.match(log, /"install":"none"/);
    assert.equal(await installed.exited, 0);
  }
});

test('the test hooks of a run from a clone: a lock and ten minutes on the app\'s clock bring the idle prompt, the network goes and comes back, all in the harness\'s control language', async () => {
  const plain = launch([]);
  const p = await plain.started;
  assert.equal(p.testHooks, false, 'none unless asked for');
  await plain.quit();
  assert.equal(await plain.exited, 0);

  const driven = launch(['--start', 'Website Redesign', 'Driven run'], {
    STINT_TEST_HOOKS: '1',
    STINT_USER_DATA_DIR: join(root, 'driven'),
    STINT_DEMO_ACCOUNT: JSON.stringify({ baseUrl: sim.baseUrl, email: DEMO.admin, password: DEMO.password, accountId: DEMO.accountId }),
  });
  const d = await driven.started;
  assert.equal(d.state, 'running');
  assert.equal(d.testHooks, true);
  await eventually(() => onService('Driven run').some((e) => e.stopwatch_started_at !== null), 'the timer to start on the service');

  const before = (await driven.hooks({ snapshot: true })).now as number;
  assert.deepEqual(await driven.hooks({ control: { event: 'lock' } }), { ok: true });
  await driven.hooks({ jump: 10 * 60_000 });
  assert.deepEqual(await driven.hooks({ control: { event: 'unlock' } }), { ok: true });
  const back = await driven.hooks({ snapshot: true });
  assert.ok((back.now as number) - before >= 10 * 60_000, 'the app\'s clock moved on ten minutes');
  const prompt = back.idlePrompt as { reason: string; since: number; until: number } | null;
  assert.equal(prompt?.reason, 'lock', 'the window is asked about the time away');
  assert.ok(prompt.until - prompt.since >= 10 * 60_000);

  // A bad body gets the harness's own answer, naming what is wrong.
  const bad = await driven.hooks({ control: { event: 'nap' } });
  assert.equal(bad.ok, false);
  assert.match(String(bad.message), /event must be lock, unlock, suspend or resume/);

  // Offline: every request fails as without a network, until it comes back.
  assert.deepEqual(await driven.hooks({ control: { network: 'offline' } }), { ok: true });
  assert.equal((await driven.hooks({ snapshot: true })).sync, 'offline');
  assert.deepEqual(await driven.hooks({ control: { network: 'online' } }), { ok: true });
  let sync = 'offline';
  for (let i = 0; i < 200 && sync === 'offline'; i++) {
    await new Promise((r) => setTimeout(r, 25));
    sync = String((await driven.hooks({ snapshot: true })).sync);
  }
  assert.notEqual(sync, 'offline', `back online once the network is; log: ${readFileSync(join(root, 'driven', 'logs', 'stint.log'), 'utf8').split('\n').slice(-12).join('\n')}`);
  await driven.quit();
  assert.equal(await driven.exited, 0);
});

/** The app on `folder` under the test hooks, signed in to the demo account at start (as `npm run demo`). */
async function signedInApp(folder: string): Promise<Launch> {
  const app = launch([], {
    STINT_TEST_HOOKS: '1',
    STINT_USER_DATA_DIR: folder,
    STINT_DEMO_ACCOUNT: JSON.stringify({ baseUrl: sim.baseUrl, email: DEMO.admin, password: DEMO.password, accountId: DEMO.accountId }),
  });
  const started = await app.started;
  assert.equal(started.state, 'running');
  assert.equal(started.session, 'signed_in');
  return app;
}

test('the command line on the folder of the running app: its commands go to the app, which runs them on its engine and answers; the app quit, the command line runs on its own again', async () => {
  const folder = join(root, 'cli-channel');
  const app = await signedInApp(folder);

  // `start 5`: Website Redesign, as `projects` numbers the demo's projects.
  const r = await runCli(['--data-dir', folder, '-c', 'status', '-c', 'projects', '-c', 'start 5 Through the app', '-c', 'status']);
  assert.equal(r.code, 0, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
  assert.match(r.stdout, /^Stint is running on this folder: each command goes to it, and its answer is printed here\.$/m);
  assert.match(block(r.stdout, 'status', 1)[0]!, /^Signed in as Ada Lovelace/, r.stdout);
  assert.ok(block(r.stdout, 'projects').includes('  5. Website Redesign (Acme Corp)'), r.stdout);
  assert.match(block(r.stdout, 'start 5 Through the app')[0]!, /^Running: Website Redesign: Through the app, /, r.stdout);
  assert.ok(block(r.stdout, 'status', 2).some((l) => l.startsWith('Running: Website Redesign: Through the app, ')), r.stdout);
  await eventually(() => onService('Through the app').some((e) => e.stopwatch_started_at !== null), 'the timer to run on the service');
  assert.equal(onService('Through the app').length, 1, 'started once, by the app');
  // What the app's own engine holds: the same timer (its window and tray show it).
  assert.equal((await app.hooks({ snapshot: true })).running, 'Through the app');

  // A password is never handed to the app: the window signs in.
  const signin = await runCli(['--data-dir', folder, '-c', 'signin ada@example.com demo']);
  assert.equal(signin.code, 1, signin.stdout);
  assert.match(block(signin.stdout, 'signin ada@example.com demo').join('\n'), /sign in in its window/);

  await app.quit();
  assert.equal(await app.exited, 0);
  const alone = await runCli(['--data-dir', folder, '-c', 'status']);
  assert.equal(alone.code, 0, alone.stderr);
  assert.doesNotMatch(alone.stdout, /Stint is running on this folder/);
});

/** What a machine that slept 30 minutes leaves: every file of the folder's lock last touched 30 minutes ago. */
function agedAsAfterSleep(folder: string): void {
  const ago = new Date(Date.now() - 30 * 60_000);
  // `stint.lock` is the folder an older Stint's lock made (a file's age was its liveness then).
  for (const name of ['stint.lock.owner.json', 'stint.lock']) if (existsSync(join(folder, name))) utimesSync(join(folder, name), ago, ago);
}

test('the app and a command line on one folder, the command line\'s clock 30 minutes ahead and the lock aged as after a long sleep: the command line never takes the folder, its stop typed while offline reaches the service; the app killed, the next one takes the folder at once; all of it private', async () => {
  // A folder no one made yet: the app makes it.
  const folder = join(root, 'after-sleep', 'stint');
  const app = await signedInApp(folder);
  const first = await runCli(['--data-dir', folder, '-c', 'start 5 Before the sleep']);
  assert.equal(first.code, 0, `stderr:\n${first.stderr}\nstdout:\n${first.stdout}`);
  await eventually(() => onService('Before the sleep').some((e) => e.stopwatch_started_at !== null), 'the timer to run on the service');

  // The app offline, the lock's files 30 minutes old, the command line's clock 30 minutes ahead of the app's.
  assert.deepEqual(await app.hooks({ control: { network: 'offline' } }), { ok: true });
  agedAsAfterSleep(folder);
  const appNow = (await app.hooks({ snapshot: true })).now as number;
  const ahead = { STINT_CLOCK_AT: new Date(appNow + 30 * 60_000).toISOString() };
  const stop = await runCli(['--data-dir', folder, '-c', 'stop'], ahead);
  assert.equal(stop.code, 0, `stderr:\n${stop.stderr}\nstdout:\n${stop.stdout}`);
  assert.match(stop.stdout, /^Stint is running on this folder: each command goes to it, and its answer is printed here\.$/m, 'through the app, never on its own');
  assert.match(block(stop.stdout, 'stop')[0]!, /^Stopped/, stop.stdout);
  assert.equal((await app.hooks({ snapshot: true })).running, null, 'the app\'s own engine holds the stop');
  assert.notEqual(onService('Before the sleep')[0]!.stopwatch_started_at, null, 'offline: not sent yet');
  assert.deepEqual(await app.hooks({ control: { network: 'online' } }), { ok: true });
  await eventually(() => onService('Before the sleep')[0]!.stopwatch_started_at === null, 'the stop typed while offline to reach the service');

  // What the app and the command line made, the socket included, is the person's alone (the app made the folder).
  for (const [path, mode] of modesUnder(folder)) assert.equal(mode, path.endsWith('/') ? 0o700 : 0o600, `${path} is ${mode.toString(8)}`);

  // Its record replaced by another Stint's (this test's process: it runs): the app writes nothing more and says so.
  const ownerPath = join(folder, 'stint.lock.owner.json');
  const appsRecord = readFileSync(ownerPath, 'utf8');
  const outbox = readFileSync(join(folder, 'durable', 'outbox.json'), 'utf8');
  writeFileSync(ownerPath, JSON.stringify({ pid: process.pid, hostname: hostname(), nonce: 'another' }));
  const late = await runCli(['--data-dir', folder, '-c', 'start 5 After the takeover']);
  assert.equal(late.code, 1, late.stdout);
  const words = `Stint stopped saving to its data folder, ${folder}: another Stint took it (pid ${process.pid}). Nothing more is written there, so the two cannot overwrite each other's actions. Quit this Stint; what it did since is not saved.`;
  assert.deepEqual(block(late.stdout, 'start 5 After the takeover'), [`error: ${words}`, '']);
  assert.equal(readFileSync(join(folder, 'durable', 'outbox.json'), 'utf8'), outbox, 'nothing written after the loss');
  assert.equal((await app.hooks({ snapshot: true })).sync, 'error', 'the window and the tray say it');
  await eventually(() => readFileSync(join(folder, 'logs', 'stint.log'), 'utf8').includes('"msg":"the data folder lock was lost; nothing more is written"'), 'the log to say it');

  // Killed (no shutdown, its record left behind): the next Stint takes the folder at once.
  writeFileSync(ownerPath, appsRecord);
  assert.equal(await killed(app), 'SIGKILL');
  const next = await runCli(['--data-dir', folder, '-c', 'status']);
  assert.equal(next.code, 0, next.stderr);
  assert.equal(next.stderr, '');
  assert.doesNotMatch(next.stdout, /Stint is running on this folder/);
  assert.equal(onService('After the takeover').length, 0);
});

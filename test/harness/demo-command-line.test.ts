// `npm run demo` as the README runs it (issue 69, items 3 and 6), in its own process group, on
// a desktop whose keyring never answers (a stand-in owning org.freedesktop.secrets on a private
// D-Bus session: silent-keyring.ts). Its banner says where everything is; the command line it prints, pasted as printed
// into a shell in another folder, reaches the running demo: `status` shows the timer the
// window started, `stop` stops it in the window, `gaps` and `fill` act on the window's day, no
// password asked. A command line of its own on that keyring exits with its answer. Ctrl-C ends
// the demo and every process it started (a wait for the exit under the hang guard: the 5 s
// bound is the demo's own). A restarted demo counts nothing of the first run: its command line
// shows no timer and none of the first run's entries, the first run's folder is gone, and the
// person's own data folder was never made.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Snapshot } from '../../main/core/snapshot.ts';
import { NOTHING_KEPT } from './stop-report.ts';
import { PageSocket, socketUrlOf } from './support/page-socket.ts';
import { launchDemo, ROOT, type Demo } from './support/demo-launch.ts';
import { missingDbus, startDbusSession } from '../support/dbus-session.ts';
import { startSilentKeyring } from '../support/silent-keyring.ts';
import { HANG_GUARD, WAIT_GUARD_MS } from '../support/hang-guard.ts';
import { block } from '../cli/support/run-cli.ts';

const missing = missingDbus(['dbus-daemon']);
// Where the daemon is missing: skip and say why, except under CI, which installs it.
const skip = missing !== null && !process.env.CI ? missing : process.platform !== 'linux' ? 'process groups are read from /proc (Linux)' : false;

/** The banner with its ports and the Electron lookup's own words put as placeholders. */
function bannerShape(banner: string): string {
  const folder = /^  data: {5}(\S+) /m.exec(banner)?.[1];
  return banner
    .split(ROOT.replace(/\/$/, '')).join('<repository>')
    .split(folder ?? '<no data line>').join('<folder>')
    .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>')
    .replace(/^  The tray app does not start here because .*\.$/m, '  The tray app does not start here because <why>.')
    .replace(/^  You asked for the browser \(--browser\): without it, the tray app would start\.$/m, '  The tray app does not start here because <why>.')
    // What the activity record sees depends on the desktop the test runs in (demo-process.test.ts).
    .replace(/^  activity: .*$/m, '  activity: <what this desktop allows>');
}

const EXPECTED_BANNER = [
  '',
  'Stint demo: the window in your browser, on the real engine (the browser harness).',
  '  The tray app does not start here because <why>.',
  '  service:  the simulator at http://127.0.0.1:<port>/api/v1, with the demo data',
  '  Signed in as ada@example.com (account demo, password demo-password).',
  "  accounts: Settings → Accounts → Add an account… fills in the demo's second one, studio (Free plan).",
  "  data:     <folder> (this run's alone: deleted at Ctrl-C)",
  '  command line: this demo from another terminal (status, gaps, fill, stop; no password asked):',
  '    cd <repository> && npm run cli -- --data-dir <folder>',
  "  The demo starts fresh each time: the simulator's data and Stint's settings, queue and session last until Ctrl-C.",
  '  activity: <what this desktop allows>',
  '  tray:     http://127.0.0.1:<port>/tray   control: http://127.0.0.1:<port>/control (test/harness/README.md)',
  '',
  'Open http://127.0.0.1:<port>/ in a browser. Ctrl-C stops everything.',
  '',
].join('\n');

/** The command the banner prints for the command line, as a person would copy it. */
function printedCommandLine(banner: string): string {
  const m = /^ {2}command line: .*\n {4}(.+)$/m.exec(banner);
  assert.ok(m, `the banner prints no command line:\n${banner}`);
  return m[1]!;
}

/** A shell in `cwd` given `command` as typed, then `lines` on its input; resolves once it and its output end (hang guard only). */
function inShell(command: string, lines: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // A group of its own, so that the hang guard ends npm and everything it started, not the shell alone.
    const child = spawn('sh', ['-c', command], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const guard = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), WAIT_GUARD_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(guard);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(lines.map((l) => `${l}\n`).join(''));
  });
}

/** Processes of the group `pgid` that still run (zombies waiting for a parent that reaps them are not running). */
function runningInGroup(pgid: number): string[] {
  return readdirSync('/proc').flatMap((pid) => {
    if (!/^\d+$/.test(pid)) return [];
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // pid (comm) state ppid pgrp ...: comm may hold spaces, so read after its closing parenthesis.
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(pgrp) === pgid && state !== 'Z' ? [`${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ')}`] : [];
    } catch {
      return [];
    }
  });
}

async function ctrlCEndsEverything(demo: Demo): Promise<string> {
  // Waits for the exit, however long: a demo that does not end fails by the test's hang guard.
  const ended = await demo.ctrlC();
  // npm and tsx get the terminal's SIGINT too, and may report it (130, or ending by it) though the demo ended by itself (its last words).
  assert.ok(ended.code === 0 || ended.code === 130 || ended.signal === 'SIGINT', `exit ${ended.code ?? ended.signal}\nstdout:\n${ended.stdout}\nstderr:\n${ended.stderr}`);
  assert.ok(ended.stdout.endsWith(`\n${NOTHING_KEPT}\n`), ended.stdout);
  // What it started may end a moment after npm does (esbuild's service ends once its input
  // closes): looked at again until none runs, within the wait's hang guard.
  const guardEnd = performance.now() + WAIT_GUARD_MS;
  for (let left = runningInGroup(demo.child.pid!); left.length > 0; left = runningInGroup(demo.child.pid!)) {
    assert.ok(performance.now() < guardEnd, `still running after the demo ended:\n${left.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return ended.stdout;
}

test('the printed command line reaches the running demo; a command line exits on a keyring that never answers; Ctrl-C ends everything; a restarted demo counts nothing of the first', { ...HANG_GUARD, skip }, async (t) => {
  const bus = await startDbusSession({ activation: false });
  const keyring = await startSilentKeyring(bus.address);
  const home = mkdtempSync(join(tmpdir(), 'stint-demo-person-'));
  const temp = join(home, 'tmp');
  mkdirSync(temp);
  const { XDG_CONFIG_HOME: _config, ...envOnBus } = bus.env({ HOME: home, TMPDIR: temp, npm_config_update_notifier: 'false', LC_ALL: 'en_US.UTF-8' });
  const demos: Demo[] = [];
  t.after(async () => {
    for (const d of demos) d.kill();
    keyring.stop();
    await bus.stop();
    rmSync(home, { recursive: true, force: true });
  });
  // A Tuesday morning inside the demo's working hours, whatever the hour the test runs at (a gap
  // to fill needs working time before it: CI runs after midnight too). The command lines typed
  // go through the demo, which answers on its own clock.
  const env = { ...(envOnBus as Record<string, string>), STINT_CLOCK_AT: '2026-03-10T10:30:00Z' };
  const start = async () => {
    const demo = launchDemo({ asReadme: true, env });
    demos.push(demo);
    const ready = await demo.ready;
    const page = await PageSocket.open(await socketUrlOf(ready.pageUrl), new URL(ready.pageUrl).origin);
    page.send({ kind: 'listen' });
    const loaded = (await page.event((e) => e.channel === 'stint:snapshot' && (e.payload as Snapshot).projects.length > 0)).payload as Snapshot;
    return { demo, page, loaded, banner: ready.banner, command: printedCommandLine(ready.banner) };
  };
  const snapshotWhere = async (page: PageSocket, ok: (s: Snapshot) => boolean) => (await page.event((e) => e.channel === 'stint:snapshot' && ok(e.payload as Snapshot))).payload as Snapshot;

  const first = await start();
  // After npm's own lines (the script it runs).
  assert.equal(bannerShape(first.banner.slice(first.banner.indexOf('\nStint demo:'))), EXPECTED_BANNER);
  assert.match(first.command, /^cd \S+ && npm run cli -- --data-dir \S+$/);
  const website = first.loaded.projects.find((p) => p.name === 'Website Redesign');
  assert.ok(website);
  assert.deepEqual(await first.page.invoke('stint:start', { projectId: website.id, description: 'before the restart' }), { ok: true, value: { ok: true } });
  await snapshotWhere(first.page, (s) => s.running !== null && s.sync.state === 'ok');

  // Pasted as printed into a shell in the person's home, and typed there.
  const typed = await inShell(first.command, ['status', 'stop', 'continue', 'gaps', 'fill 1 1'], home, env);
  assert.equal(typed.code, 0, `stdout:\n${typed.stdout}\nstderr:\n${typed.stderr}`);
  assert.match(typed.stdout, /Stint is running on this folder: each command goes to it/);
  assert.doesNotMatch(typed.stdout + typed.stderr, /[Pp]assword/);
  assert.ok(block(typed.stdout, 'status').some((l) => /Website Redesign/.test(l) && /before the restart/.test(l)), typed.stdout);
  assert.doesNotMatch(block(typed.stdout, 'status').join('\n'), /No timer running/);
  assert.match(block(typed.stdout, 'gaps')[0]!, /^Untracked today/);
  assert.doesNotMatch(block(typed.stdout, 'fill 1 1').join('\n'), /^error/m);
  // In the window: the timer stopped, and the gap filled like the recent entry it named.
  const after = await snapshotWhere(first.page, (s) => s.running === null && s.sync.state === 'ok' && s.todayEntries.filter((e) => e.description === 'before the restart').length === 2);
  assert.equal(after.running, null);

  // A command line of its own (another folder) on the keyring that never answers: says so, answers, exits.
  const own = await inShell(`cd ${ROOT} && npm run cli -- --data-dir ${join(home, 'own')} -c status`, [], home, env);
  assert.equal(own.code, 0, `stdout:\n${own.stdout}\nstderr:\n${own.stderr}`);
  assert.match(own.stdout, /^Sessions are kept in memory only: The system keyring .* did not answer within 3 s\. .* You will sign in again next time\.$/m);
  assert.match(block(own.stdout, 'status')[0]!, /^Signed out\./);
  await keyring.asked(2); // the demo's and the command line's: each asked, neither waited on it past its bound

  const firstFolder = /--data-dir (\S+)$/.exec(first.command)![1]!;
  await ctrlCEndsEverything(first.demo);
  assert.equal(existsSync(firstFolder), false, `${firstFolder} is gone with the demo`);

  const second = await start();
  assert.notEqual(second.command, first.command, 'a folder of its own');
  const again = await inShell(second.command, ['status', 'today', 'accounts'], home, env);
  assert.equal(again.code, 0, `stdout:\n${again.stdout}\nstderr:\n${again.stderr}`);
  assert.match(block(again.stdout, 'status').join('\n'), /No timer running/);
  assert.doesNotMatch(again.stdout, /before the restart/);
  assert.equal(block(again.stdout, 'accounts').filter((l) => /^\d\./.test(l)).length, 1, again.stdout);
  await ctrlCEndsEverything(second.demo);
  // Nothing in the person's own data folder, for any later run to count.
  assert.equal(existsSync(join(home, '.config', 'Stint')), false);
});

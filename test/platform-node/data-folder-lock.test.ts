// The data folder's lock on a real file system, with real processes where a process's life
// matters: a second holder is refused and told who holds it; a live holder is never taken,
// however old its record looks; a dead one (gone, its pid now another process, another boot)
// is taken at once; another machine's is never taken; a holder whose record is removed or
// replaced learns it before its next write and writes nothing more.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderLostError, OWNER_NAME, holderWords, lockDataFolder, type DataFolderLock } from '../../main/platform/node/data-folder-lock.ts';
import { osProcesses } from '../../main/platform/node/os-processes.ts';
import { FileDurableStore } from '../../main/platform/node/file-durable-store.ts';
import { FileActivityStore } from '../../main/platform/node/activity-files.ts';

const dirs: string[] = [];
const held: DataFolderLock[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const l of held.splice(0)) if (l.ok) await l.release().catch(() => undefined);
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function folder(): string {
  const d = mkdtempSync(join(tmpdir(), 'stint-lock-'));
  dirs.push(d);
  return d;
}

const lost: string[] = [];
async function lock(dir: string, pid?: number): Promise<DataFolderLock> {
  const l = await lockDataFolder({ dir, onLost: (m) => lost.push(m), checkEveryMs: 0, ...(pid === undefined ? {} : { pid }) });
  held.push(l);
  return l;
}

/** A process that runs until the test ends. */
async function liveChild(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child.pid!;
}

/** The id of a process that ran and is gone (SIGKILL, as a crash ends one). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });
  await once(child, 'spawn');
  child.kill('SIGKILL');
  await once(child, 'exit');
  return child.pid!;
}

const bootHere = () => osProcesses().bootId();
const startOf = async (pid: number) => (await osProcesses().probe(pid)).started;

/** What a holder left: its record, made to look 30 minutes old (as after a long sleep). */
function leftBy(dir: string, record: Record<string, unknown>): void {
  const path = join(dir, OWNER_NAME);
  writeFileSync(path, JSON.stringify({ hostname: hostname(), nonce: 'theirs', ...record }));
  const old = new Date(statSync(path).mtimeMs - 30 * 60_000);
  utimesSync(path, old, old);
}

const record = (dir: string) => JSON.parse(readFileSync(join(dir, OWNER_NAME), 'utf8')) as Record<string, unknown>;

test('a second lock on the folder is refused and told the holder\'s pid; once released, the next one holds it', async () => {
  const dir = folder();
  const first = await lock(dir);
  assert.equal(first.ok, true);
  const r = record(dir);
  assert.deepEqual({ pid: r.pid, hostname: r.hostname, started: r.started, boot: r.boot }, { pid: process.pid, hostname: hostname(), started: await startOf(process.pid), boot: await bootHere() });
  assert.match(String(r.nonce), /^[0-9a-f]{32}$/);
  assert.equal(statSync(join(dir, OWNER_NAME)).mode & 0o777, 0o600, 'the record is the person\'s alone');
  const second = await lock(dir, process.pid + 1);
  assert.deepEqual(second, { ok: false, holder: { pid: process.pid, hostname: hostname() } });
  assert.ok(first.ok);
  await first.release();
  assert.equal(existsSync(join(dir, OWNER_NAME)), false);
  assert.equal((await lock(dir, process.pid + 1)).ok, true);
  assert.deepEqual(readdirSync(dir), [OWNER_NAME], 'nothing left beside it');
  assert.deepEqual(lost, []);
});

test('a live holder is never taken, however old its record looks: its process runs with the start time it wrote', async () => {
  const dir = folder();
  const pid = await liveChild();
  leftBy(dir, { pid, started: await startOf(pid), boot: await bootHere() });
  assert.deepEqual(await lock(dir), { ok: false, holder: { pid, hostname: hostname() } });
  assert.equal(record(dir).nonce, 'theirs');
});

test('a lock left by a holder that died is taken at once', async () => {
  const dir = folder();
  leftBy(dir, { pid: await deadPid(), started: '1', boot: await bootHere() });
  const l = await lock(dir);
  assert.equal(l.ok, true);
  assert.equal(record(dir).pid, process.pid);
  assert.deepEqual(readdirSync(dir), [OWNER_NAME], 'no claim left behind');
});

test('a holder whose pid now names another process (another start time) is taken at once', async () => {
  const dir = folder();
  const pid = await liveChild();
  leftBy(dir, { pid, started: `${Number(await startOf(pid)) - 1}`, boot: await bootHere() });
  assert.equal((await lock(dir)).ok, true);
  assert.equal(record(dir).pid, process.pid);
});

test('a holder of another boot is taken at once, whatever runs with its pid now', async () => {
  const dir = folder();
  const pid = await liveChild();
  leftBy(dir, { pid, started: await startOf(pid), boot: 'a-boot-before-this-one' });
  assert.equal((await lock(dir)).ok, true);
});

test('another machine\'s lock (a shared folder) is refused, naming the machine, however old: its pid means nothing here', async () => {
  const dir = folder();
  leftBy(dir, { pid: await deadPid(), hostname: 'elsewhere.example', started: '1', boot: 'b' });
  const l = await lock(dir);
  assert.equal(l.ok, false);
  assert.equal(!l.ok && l.holder.hostname, 'elsewhere.example');
  assert.ok(!l.ok);
  assert.match(holderWords(l.holder, hostname()), /^pid \d+ on elsewhere\.example; if Stint no longer runs there, remove stint\.lock\.owner\.json in that folder$/);
  assert.equal(record(dir).nonce, 'theirs', 'left as it was');
});

test('an older Stint\'s record (pid and host only) of a running process is refused; of a dead one, taken', async () => {
  const dir = folder();
  writeFileSync(join(dir, OWNER_NAME), JSON.stringify({ pid: await liveChild(), hostname: hostname() }));
  assert.equal((await lock(dir)).ok, false);
  writeFileSync(join(dir, OWNER_NAME), JSON.stringify({ pid: await deadPid(), hostname: hostname() }));
  assert.equal((await lock(dir)).ok, true);
});

test('a damaged record is refused, never taken, and the words say what to remove', async () => {
  const dir = folder();
  writeFileSync(join(dir, OWNER_NAME), '');
  assert.deepEqual(await lock(dir), { ok: false, holder: { pid: null, hostname: null } });
  assert.equal(readFileSync(join(dir, OWNER_NAME), 'utf8'), '');
});

test('two that start together on a dead holder\'s folder: exactly one takes it', async () => {
  const dir = folder();
  leftBy(dir, { pid: await deadPid(), started: '1', boot: await bootHere() });
  const both = await Promise.all([lock(dir, process.pid), lock(dir, process.pid)]);
  assert.equal(both.filter((l) => l.ok).length, 1);
});

test('a holder whose record is replaced or removed refuses its next write, says so once, and does not remove the other\'s record', async () => {
  const dir = folder();
  const l = await lock(dir);
  assert.ok(l.ok);
  const store = new FileDurableStore(join(dir, 'durable'), { guard: l.guard });
  await store.write('outbox', { items: ['mine'] });
  const other = await liveChild();
  writeFileSync(join(dir, OWNER_NAME), JSON.stringify({ pid: other, hostname: hostname(), started: await startOf(other), boot: await bootHere(), nonce: 'another' }));
  await assert.rejects(store.write('outbox', { items: ['after the loss'] }), (e: unknown) => e instanceof FolderLostError && /another Stint took it \(pid \d+\)/.test(e.message));
  await assert.rejects(store.delete('outbox'), FolderLostError);
  await assert.rejects(new FileActivityStore(join(dir, 'activity'), l.guard).append('2026-11-27', ['{}']), FolderLostError);
  assert.equal(existsSync(join(dir, 'activity')), false, 'no activity written either');
  assert.deepEqual(JSON.parse(readFileSync(join(dir, 'durable', 'outbox.json'), 'utf8')), { items: ['mine'] });
  assert.equal(lost.length, 1);
  assert.match(lost[0]!, /^Stint stopped saving to its data folder, .*: another Stint took it \(pid \d+\)\. Nothing more is written there/);
  await l.release();
  assert.equal(record(dir).nonce, 'another', 'the other\'s record stays');
  lost.length = 0;

  const again = await lock(folder());
  assert.ok(again.ok);
  rmSync(join(dirs.at(-1)!, OWNER_NAME));
  assert.throws(() => again.guard(), /its lock was removed/);
  lost.length = 0;
});

test('the periodic check finds a loss without a write: by the record, never by a clock', async () => {
  const dir = folder();
  let told: (m: string) => void = () => {};
  const heard = new Promise<string>((resolve) => (told = resolve));
  const l = await lockDataFolder({ dir, onLost: (m) => told(m), checkEveryMs: 20 });
  held.push(l);
  writeFileSync(join(dir, OWNER_NAME), JSON.stringify({ pid: await liveChild(), hostname: hostname(), nonce: 'another' }));
  assert.match(await heard, /another Stint took it/);
});

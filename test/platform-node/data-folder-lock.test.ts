// The data folder's lock on a real file system: a second holder is refused and told who
// holds it; a holder that let go, or died here without letting go (SIGKILL), leaves the
// folder to the next one at once. Processes are real where a process's life matters.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCK_NAME, OWNER_NAME, lockDataFolder, type DataFolderLock } from '../../main/platform/node/data-folder-lock.ts';

const dirs: string[] = [];
const held: DataFolderLock[] = [];
afterEach(async () => {
  for (const l of held.splice(0)) if (l.ok) await l.release().catch(() => undefined);
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function folder(): string {
  const d = mkdtempSync(join(tmpdir(), 'stint-lock-'));
  dirs.push(d);
  return d;
}

const lost: Error[] = [];
async function lock(dir: string, pid?: number): Promise<DataFolderLock> {
  const l = await lockDataFolder({ dir, onLost: (e) => lost.push(e), ...(pid === undefined ? {} : { pid }) });
  held.push(l);
  return l;
}

/** The id of a process that ran and is gone (SIGKILL, as a crash ends one). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });
  await once(child, 'spawn');
  child.kill('SIGKILL');
  await once(child, 'exit');
  return child.pid!;
}

/** What a holder that died here without letting go leaves: the lock and its record. */
function leftBy(dir: string, pid: number, host = hostname()): void {
  mkdirSync(join(dir, LOCK_NAME));
  writeFileSync(join(dir, OWNER_NAME), JSON.stringify({ pid, hostname: host }));
}

test('a second lock on the folder is refused and told the holder\'s pid; once released, the next one holds it', async () => {
  const dir = folder();
  const first = await lock(dir);
  assert.equal(first.ok, true);
  assert.deepEqual(JSON.parse(readFileSync(join(dir, OWNER_NAME), 'utf8')), { pid: process.pid, hostname: hostname() });
  const second = await lock(dir, process.pid + 1);
  assert.deepEqual(second, { ok: false, holder: { pid: process.pid, hostname: hostname() } });
  assert.ok(first.ok);
  await first.release();
  assert.equal(existsSync(join(dir, LOCK_NAME)), false);
  assert.equal(existsSync(join(dir, OWNER_NAME)), false);
  assert.equal((await lock(dir, process.pid + 1)).ok, true);
  assert.deepEqual(lost, []);
});

test('a lock left by a holder that died on this machine is taken at once', async () => {
  const dir = folder();
  leftBy(dir, await deadPid());
  const l = await lock(dir);
  assert.equal(l.ok, true);
  assert.equal(JSON.parse(readFileSync(join(dir, OWNER_NAME), 'utf8')).pid, process.pid);
  assert.deepEqual(readdirSync(dir).sort(), [LOCK_NAME, OWNER_NAME], 'no claim left behind');
});

test('a lock whose holder still runs is refused, naming it', async () => {
  const dir = folder();
  const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });
  await once(other, 'spawn');
  try {
    leftBy(dir, other.pid!);
    assert.deepEqual(await lock(dir), { ok: false, holder: { pid: other.pid, hostname: hostname() } });
  } finally {
    other.kill('SIGKILL');
    await once(other, 'exit');
  }
});

test('a fresh lock of another machine (a shared folder) is refused, naming the machine: its pid means nothing here', async () => {
  const dir = folder();
  leftBy(dir, await deadPid(), 'elsewhere.example');
  const l = await lock(dir);
  assert.equal(l.ok, false);
  assert.equal(!l.ok && l.holder.hostname, 'elsewhere.example');
});

test('a lock whose holder is not named yet (it is being taken) is refused, never taken', async () => {
  const dir = folder();
  mkdirSync(join(dir, LOCK_NAME));
  assert.deepEqual(await lock(dir), { ok: false, holder: { pid: null, hostname: null } });
  assert.equal(existsSync(join(dir, LOCK_NAME)), true);
});

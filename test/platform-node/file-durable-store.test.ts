import { test, describe, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { open, readFile } from 'node:fs/promises';
import { FileDurableStore } from '../../main/platform/node/file-durable-store.ts';
import type { OpenFolder } from '../../main/platform/node/folder-sync.ts';
import { bundledEntry } from '../support/bundled-entry.ts';

let dir: string;
let store: FileDurableStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stint-durable-'));
  store = new FileDurableStore(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('file durable store', () => {
  test('round trip of JSON values; a key never written is missing; delete makes it missing', async () => {
    assert.deepEqual(await store.read('outbox'), { status: 'missing' });
    const value = { ops: [{ id: 1, kind: 'start', at: '2024-05-01T09:00:00Z', note: 'é ✓ "quoted"' }], next: null };
    await store.write('outbox', value);
    assert.deepEqual(await store.read('outbox'), { status: 'ok', value });
    await store.write('projects-cache', [1, 2, 3]);
    await store.write('flag', false);
    assert.deepEqual(await store.read('projects-cache'), { status: 'ok', value: [1, 2, 3] });
    assert.deepEqual(await store.read('flag'), { status: 'ok', value: false });
    await store.delete('outbox');
    assert.deepEqual(await store.read('outbox'), { status: 'missing' });
    await store.delete('outbox');
    assert.deepEqual(readdirSync(dir).sort(), ['flag.json', 'projects-cache.json']);
  });

  test('a second store on the same directory (a restart) reads what the first wrote', async () => {
    await store.write('outbox', { n: 1 });
    assert.deepEqual(await new FileDurableStore(dir).read('outbox'), { status: 'ok', value: { n: 1 } });
  });

  test('the directory is made on the first write', async () => {
    const nested = new FileDurableStore(join(dir, 'a', 'b'));
    assert.deepEqual(await nested.read('x'), { status: 'missing' });
    await nested.write('x', 1);
    assert.deepEqual(readdirSync(join(dir, 'a', 'b')), ['x.json']);
  });

  test('keys outside [a-z0-9-] are refused', async () => {
    for (const key of ['', 'Outbox', 'out/box', '../etc', 'a.json', 'a b', 'x'.repeat(101)]) {
      await assert.rejects(store.read(key), TypeError, key);
      await assert.rejects(store.write(key, 1), TypeError, key);
      await assert.rejects(store.delete(key), TypeError, key);
    }
    assert.deepEqual(readdirSync(dir), []);
  });

  test('a value JSON cannot hold is refused and the record keeps its value', async () => {
    await store.write('k', 'kept');
    await assert.rejects(store.write('k', undefined), /cannot hold undefined/);
    await assert.rejects(store.write('k', () => 1), /cannot hold function/);
    assert.deepEqual(await store.read('k'), { status: 'ok', value: 'kept' });
  });

  test('a big value is written through a temporary file and a rename: no temporary file is left', async () => {
    const big = { filler: 'x'.repeat(8_000_000) };
    await store.write('big', { filler: 'old' });
    const write = store.write('big', big);
    // Look at the directory on every turn of the event loop while the write runs (it spans
    // several: open, write, fsync, close, rename): once the temporary file is there, the
    // record beside it must still hold the old value, whole.
    const during = await new Promise<{ names: string[]; record: unknown } | undefined>((resolve, reject) => {
      let done = false;
      void write.then(() => (done = true), reject);
      const poll = () => {
        const names = readdirSync(dir).sort();
        if (names.some((n) => n.startsWith('big.json.'))) {
          resolve({ names, record: JSON.parse(readFileSync(join(dir, 'big.json'), 'utf8')) });
        } else if (done) resolve(undefined);
        else setImmediate(poll);
      };
      poll();
    });
    await write;
    assert.ok(during, 'the write went through a temporary file beside the record');
    assert.equal(during.names.length, 2);
    assert.equal(during.names[0], 'big.json');
    assert.deepEqual(during.record, { filler: 'old' });
    assert.deepEqual(readdirSync(dir), ['big.json']);
    assert.deepEqual(await store.read('big'), { status: 'ok', value: big });
  });

  test('a process killed in the middle of a write leaves the old value whole', async () => {
    await store.write('outbox', { version: 'old' });
    const child = fork(bundledEntry(join(import.meta.dirname, 'fixtures', 'crash-mid-write.ts')), [dir, 'outbox', '2000000'], {
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const exited = once(child, 'exit');
    const message = await Promise.race([
      once(child, 'message').then(([m]) => m as unknown),
      exited.then(([code]) => `exited with ${String(code)} before writing`),
    ]);
    assert.equal(message, 'half-written');
    child.kill('SIGKILL');
    const [, signal] = (await exited) as [number | null, string | null];
    assert.equal(signal, 'SIGKILL');

    // The half-written temporary file is there (the crash did happen mid-write) ...
    const names = readdirSync(dir).sort();
    assert.equal(names.length, 2, JSON.stringify(names));
    assert.equal(names[0], 'outbox.json');
    assert.match(names[1]!, /^outbox\.json\./);
    const partial = readFileSync(join(dir, names[1]!), 'utf8');
    assert.ok(partial.startsWith('{"version":"new"'));
    assert.throws(() => JSON.parse(partial), SyntaxError);
    // ... and the record is the old value, not damaged; a later write replaces it.
    const after = new FileDurableStore(dir);
    assert.deepEqual(await after.read('outbox'), { status: 'ok', value: { version: 'old' } });
    await after.write('outbox', { version: 'newer' });
    assert.deepEqual(await after.read('outbox'), { status: 'ok', value: { version: 'newer' } });
  });

  test('a file that does not parse is kept aside, reported, and the key reads as missing afterwards', async () => {
    writeFileSync(join(dir, 'outbox.json'), '{"ops":[{"id":1},');
    const r = await store.read('outbox');
    assert.equal(r.status, 'damaged');
    assert.ok(r.status === 'damaged');
    assert.equal(r.keptAt, join(dir, 'outbox.damaged-1.json'));
    assert.match(r.reason, /JSON/);
    assert.equal(readFileSync(r.keptAt, 'utf8'), '{"ops":[{"id":1},');
    assert.deepEqual(await store.read('outbox'), { status: 'missing' });

    // A second damage does not overwrite the first one kept aside.
    writeFileSync(join(dir, 'outbox.json'), '');
    const again = await store.read('outbox');
    assert.ok(again.status === 'damaged');
    assert.equal(again.keptAt, join(dir, 'outbox.damaged-2.json'));
    assert.equal(readFileSync(join(dir, 'outbox.damaged-1.json'), 'utf8'), '{"ops":[{"id":1},');

    await store.write('outbox', { ops: [] });
    assert.deepEqual(await store.read('outbox'), { status: 'ok', value: { ops: [] } });
    assert.deepEqual(readdirSync(dir).sort(), ['outbox.damaged-1.json', 'outbox.damaged-2.json', 'outbox.json']);
  });

  test('a record kept aside as unrecognised goes to a name of its own, never over one already there, and the key reads as missing', async () => {
    writeFileSync(join(dir, 'outbox.unrecognised-1.json'), 'kept before');
    writeFileSync(join(dir, 'outbox.json'), '{"version":9}');
    const keptAt = await store.keepAside('outbox', 'unrecognised');
    assert.equal(keptAt, join(dir, 'outbox.unrecognised-2.json'));
    assert.equal(readFileSync(keptAt, 'utf8'), '{"version":9}');
    assert.equal(readFileSync(join(dir, 'outbox.unrecognised-1.json'), 'utf8'), 'kept before');
    assert.deepEqual(await store.read('outbox'), { status: 'missing' });
  });

  test('a write resolves only once its folder is fsynced after the rename: a power cut cannot take the record back a version', async () => {
    const nested = join(dir, 'data', 'durable');
    const syncs: { dir: string; isFolder: boolean; record: string | null }[] = [];
    const openFolder: OpenFolder = async (path) => {
      const handle = await open(path, 'r');
      return {
        sync: async () => {
          await handle.sync();
          const record = await readFile(join(nested, 'outbox.json'), 'utf8').catch(() => null);
          syncs.push({ dir: path, isFolder: (await handle.stat()).isDirectory(), record });
        },
        close: () => handle.close(),
      };
    };
    const synced = new FileDurableStore(nested, { openFolder, platform: 'linux' });
    await synced.write('outbox', { v: 1 });
    // The folders it made are entries in their parents: those are synced once, as they are made.
    assert.deepEqual(syncs, [
      { dir: join(dir, 'data'), isFolder: true, record: null },
      { dir, isFolder: true, record: null },
      { dir: nested, isFolder: true, record: '{"v":1}' },
    ]);
    syncs.length = 0;
    await synced.write('outbox', { v: 2 });
    assert.deepEqual(syncs, [{ dir: nested, isFolder: true, record: '{"v":2}' }], 'the folder, after the new record took the old one\'s place');
  });

  test('on Windows no folder is opened to be synced (it cannot be)', async () => {
    const opened: string[] = [];
    const windows = new FileDurableStore(join(dir, 'w'), { openFolder: async (path) => (opened.push(path), { sync: async () => undefined, close: async () => undefined }), platform: 'win32' });
    await windows.write('outbox', { v: 1 });
    assert.deepEqual(opened, []);
    assert.deepEqual(await windows.read('outbox'), { status: 'ok', value: { v: 1 } });
  });

  test('damage kept aside for one key does not touch another key with a similar name', async () => {
    writeFileSync(join(dir, 'cache-2.json'), 'not json');
    await store.write('cache', 'fine');
    assert.ok((await store.read('cache-2')).status === 'damaged');
    assert.deepEqual(await store.read('cache'), { status: 'ok', value: 'fine' });
    assert.deepEqual(readdirSync(dir).sort(), ['cache-2.damaged-1.json', 'cache.json']);
  });

  test('writes of one key land in the order asked: the last one wins, and a read asked after them sees it', async () => {
    const writes = Array.from({ length: 20 }, (_, i) => store.write('outbox', { n: i, pad: 'p'.repeat((20 - i) * 50_000) }));
    const read = store.read('outbox');
    await Promise.all(writes);
    const r = await read;
    assert.ok(r.status === 'ok');
    assert.equal((r.value as { n: number }).n, 19);
  });

  test('a delete asked after a write wins; a write asked after a delete wins', async () => {
    const w = store.write('k', 1);
    const d = store.delete('k');
    const r1 = store.read('k');
    const w2 = store.write('k', 2);
    const r2 = store.read('k');
    await Promise.all([w, d, w2]);
    assert.deepEqual(await r1, { status: 'missing' });
    assert.deepEqual(await r2, { status: 'ok', value: 2 });
  });

  test('a refused write does not hold up the writes after it', async () => {
    const bad = store.write('k', undefined);
    const good = store.write('k', 'after');
    await assert.rejects(bad, TypeError);
    await good;
    assert.deepEqual(await store.read('k'), { status: 'ok', value: 'after' });
  });

  test('a read asked before a damaged file is replaced reports the damage; the write after it lands', async () => {
    writeFileSync(join(dir, 'k.json'), '{');
    const r = store.read('k');
    const w = store.write('k', 'fresh');
    assert.equal((await r).status, 'damaged');
    await w;
    assert.deepEqual(await store.read('k'), { status: 'ok', value: 'fresh' });
  });
});

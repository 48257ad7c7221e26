import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, readdirSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Outbox } from '../../main/core/outbox.ts';
import type { Op } from '../../main/core/ops.ts';
import { FileDurableStore } from '../../main/platform/node/file-durable-store.ts';

const owner = { baseUrl: 'http://127.0.0.1:1/api/v1', accountId: 'demo', userId: 1 };
const T = Date.parse('2026-03-10T09:00:00Z');
const startOp = (id: string, localId: string, at = T): Op => ({
  kind: 'start_new', opId: id, at, localId, date: '2026-03-10', projectId: 1, taskId: null, description: '', replaces: null, replacedSeconds: null,
});

function dir(): string {
  return mkdtempSync(join(tmpdir(), 'stint-outbox-'));
}

test('a command is on disk before append resolves, and a new process finds it', async () => {
  const d = dir();
  const a = await Outbox.open(new FileDurableStore(d));
  assert.ok(a.ok);
  await a.outbox.append(startOp('o1', 'a'), owner, 0);
  const b = await Outbox.open(new FileDurableStore(d));
  assert.ok(b.ok);
  assert.deepEqual(b.outbox.items.map((i) => i.op.opId), ['o1']);
  assert.deepEqual(b.outbox.owner, owner);
});

test('progress survives a restart: a create already made is not made again', async () => {
  const d = dir();
  const a = (await Outbox.open(new FileDurableStore(d))).outbox;
  await a.append(startOp('o1', 'a'), owner, 0);
  await a.setProgress('o1', { createdId: 42 });
  const b = (await Outbox.open(new FileDurableStore(d))).outbox;
  assert.equal(b.head()?.progress.createdId, 42);
});

test('completing a create maps its local id for the ops that follow', async () => {
  const o = (await Outbox.open(new FileDurableStore(dir()))).outbox;
  await o.append(startOp('o1', 'a'), owner, 0);
  o.setBusy('o1');
  await o.append({ kind: 'stop', opId: 'o2', at: T + 5000, entry: { localId: 'a' }, intendedSeconds: 5 }, owner, 0);
  o.setBusy(null);
  assert.equal(o.size, 2, 'an op in flight is never folded');
  await o.complete('o1', { localId: 'a', id: 42 });
  assert.equal(o.resolve({ localId: 'a' }), 42);
  await o.complete('o2');
  assert.equal(o.size, 0);
  assert.equal(o.owner, null);
});

test('a refused create takes the ops that depend on it along, and nothing else', async () => {
  const o = (await Outbox.open(new FileDurableStore(dir()))).outbox;
  o.setBusy('o1');
  await o.append(startOp('o1', 'a'), owner, 0);
  await o.setProgress('o1', { doubt: 'create' });
  await o.append({ kind: 'update', opId: 'o2', at: T, entry: { localId: 'a' }, description: 'x' }, owner, 0);
  await o.append({ kind: 'stop', opId: 'o3', at: T, entry: { id: 9 }, intendedSeconds: 1 }, owner, 0);
  const removed = await o.reject('o1');
  assert.deepEqual(removed.map((r) => r.opId), ['o1', 'o2']);
  assert.deepEqual(o.items.map((i) => i.op.opId), ['o3']);
});

test('concurrent appends are all kept, in order', async () => {
  const o = (await Outbox.open(new FileDurableStore(dir()))).outbox;
  await Promise.all(Array.from({ length: 20 }, (_, i) => o.append({ kind: 'stop', opId: `s${i}`, at: T + i, entry: { id: i + 1 }, intendedSeconds: i }, owner, 0)));
  assert.deepEqual(o.items.map((i) => i.op.opId), Array.from({ length: 20 }, (_, i) => `s${i}`));
});

test('a damaged outbox file is kept aside and reported, never emptied silently', async () => {
  const d = dir();
  mkdirSync(d, { recursive: true });
  writeFileSync(join(d, 'outbox.json'), '{"version":1,"items":[{"op":');
  const r = await Outbox.open(new FileDurableStore(d));
  assert.equal(r.ok, false);
  assert.ok(!r.ok && r.keptAt.length > 0);
  assert.equal(r.outbox.size, 0);
  assert.ok(readdirSync(d).some((f) => f.includes('damaged')), `kept aside: ${readdirSync(d).join(', ')}`);
});

test('a stop folded into a waiting start is what the sender claims, never the start in its old form', async () => {
  const o = (await Outbox.open(new FileDurableStore(dir()))).outbox;
  await o.append(startOp('o1', 'a'), owner, 0);
  // The stop is being written when the network comes back and the sender takes the head.
  const folding = o.append({ kind: 'stop', opId: 'o2', at: T + 60_000, entry: { localId: 'a' }, intendedSeconds: 60 }, owner, 0);
  const head = await o.claimHead();
  await folding;
  assert.equal(head?.op.kind, 'create_manual');
  assert.equal(o.size, 1);
});

test('a command planned right after another sees it: plans run on the queue as it will be', async () => {
  const o = (await Outbox.open(new FileDurableStore(dir()))).outbox;
  const first = o.appendPlanned(() => ({ op: startOp('o1', 'a') }), owner, 0);
  const seen: number[] = [];
  const second = o.appendPlanned(() => {
    seen.push(o.size);
    return { refuse: true };
  }, owner, 0);
  await Promise.all([first, second]);
  assert.deepEqual(seen, [1]);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, readdirSync, readFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Outbox, OUTBOX_KEY, ownerKeyOf } from '../../../main/core/commands/outbox.ts';
import type { Op } from '../../../main/core/commands/ops.ts';
import type { DurableRead, DurableStore } from '../../../main/core/ports.ts';
import { FileDurableStore } from '../../../main/platform/node/file-durable-store.ts';

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

/** A store without a disk: a record is kept as JSON, as a file would hold it. */
class MemoryStore implements DurableStore {
  readonly records = new Map<string, string>();
  constructor(records: Record<string, unknown> = {}) {
    for (const [k, v] of Object.entries(records)) this.records.set(k, JSON.stringify(v));
  }
  async read(key: string): Promise<DurableRead> {
    const text = this.records.get(key);
    return text === undefined ? { status: 'missing' } : { status: 'ok', value: JSON.parse(text) as unknown };
  }
  async write(key: string, value: unknown): Promise<void> {
    this.records.set(key, JSON.stringify(value));
  }
  async delete(key: string): Promise<void> {
    this.records.delete(key);
  }
  value(key: string): unknown {
    const text = this.records.get(key);
    return text === undefined ? undefined : JSON.parse(text);
  }
}

async function emptyOutbox(): Promise<Outbox> {
  return (await Outbox.open(new MemoryStore())).outbox;
}

const stopOp = (id: string, entry: { id: number } | { localId: string }, at = T): Op => ({ kind: 'stop', opId: id, at, entry, intendedSeconds: 60 });
const queued = (op: Op, progress = {}) => ({ op, progress });

test('an outbox in a shape this version does not know is kept aside and reported, and none of its ops is run or dropped silently', async () => {
  const good = queued(startOp('o1', 'a'));
  const unknown: [string, unknown][] = [
    ['a newer version', { version: 2, owner, items: [good], ids: {} }],
    ['no list of ops', { version: 1, owner, items: { o1: good }, ids: {} }],
    ['not an object', [good]],
    ['an op that is null', { version: 1, owner, items: [good, null], ids: {} }],
    ['an op without its data', { version: 1, owner, items: [good, { progress: {} }], ids: {} }],
    ['an op of no known kind', { version: 1, owner, items: [good, { op: { ...good.op, kind: 3 }, progress: {} }], ids: {} }],
    ['an op without its progress', { version: 1, owner, items: [good, { op: good.op }], ids: {} }],
  ];
  for (const [what, value] of unknown) {
    const store = new MemoryStore({ [OUTBOX_KEY]: value });
    const r = await Outbox.open(store);
    assert.equal(r.ok, false, what);
    assert.ok(!r.ok && r.reason.length > 0, what);
    assert.equal(!r.ok && r.keptAt, 'outbox-unrecognised-1', what);
    assert.deepEqual(store.value('outbox-unrecognised-1'), value, `${what}: kept as it was`);
    assert.equal(r.outbox.size, 0, what);
  }
});

test('a second unrecognised outbox is kept beside the first, never over it: in files, each named by its full path', async () => {
  const d = dir();
  const newer = (n: number) => JSON.stringify({ version: 2, owner, items: [queued(startOp(`o${n}`, 'a'))], ids: {} });
  writeFileSync(join(d, 'outbox.json'), newer(1));
  const first = await Outbox.open(new FileDurableStore(d));
  assert.ok(!first.ok);
  assert.equal(first.keptAt, join(d, 'outbox.unrecognised-1.json'));
  // The newer Stint ran again, then this one.
  writeFileSync(join(d, 'outbox.json'), newer(2));
  const second = await Outbox.open(new FileDurableStore(d));
  assert.ok(!second.ok);
  assert.equal(second.keptAt, join(d, 'outbox.unrecognised-2.json'));
  assert.equal(readFileSync(first.keptAt, 'utf8'), newer(1), 'the first is as it was');
  assert.equal(readFileSync(second.keptAt, 'utf8'), newer(2));
  // The queue starts empty here and writes a file of its own, beside both.
  await second.outbox.append(startOp('o3', 'b'), owner, 0);
  assert.deepEqual(readdirSync(d).sort(), ['outbox.json', 'outbox.unrecognised-1.json', 'outbox.unrecognised-2.json']);
});

test('without files, a second unrecognised outbox is copied under a key of its own', async () => {
  const newer = { version: 2, owner, items: [], ids: {} };
  const store = new MemoryStore({ [OUTBOX_KEY]: newer, 'outbox-unrecognised-1': 'an earlier one' });
  const r = await Outbox.open(store);
  assert.equal(!r.ok && r.keptAt, 'outbox-unrecognised-2');
  assert.deepEqual(store.value('outbox-unrecognised-2'), newer);
  assert.equal(store.value('outbox-unrecognised-1'), 'an earlier one');
});

test('a stored outbox is taken up as it was: its ops with their progress, its owner and the ids of entries it created', async () => {
  const items = [queued(startOp('o1', 'a'), { createdId: 42, doubt: 'start' }), queued(stopOp('o2', { localId: 'a' }))];
  const r = await Outbox.open(new MemoryStore({ [OUTBOX_KEY]: { version: 1, owner, items, ids: { m: 7 } } }));
  assert.ok(r.ok);
  assert.deepEqual(r.outbox.items, items);
  assert.deepEqual(r.outbox.owner, owner);
  assert.equal(r.outbox.resolve({ localId: 'm' }), 7);
  assert.equal(r.outbox.resolve({ localId: 'a' }), undefined);
  assert.equal(r.outbox.resolve({ id: 9 }), 9);
  assert.equal(r.outbox.localIdOf(7), 'm');
  assert.equal(r.outbox.localIdOf(9), undefined);
});

test('the entry a queued create made is known by its local key until later creates crowd it out (the last 500 are kept)', async () => {
  const o = await emptyOutbox();
  await o.complete('o1', { localId: 'a', id: 42 });
  assert.equal(o.localIdOf(42), 'a');
  await o.complete('o2', { localId: 'b', id: 43 });
  assert.deepEqual([o.localIdOf(42), o.localIdOf(43)], ['a', 'b']);
  for (let n = 3; n <= 501; n++) await o.complete(`o${n}`, { localId: `l${n}`, id: 1000 + n });
  // 501 creates: the oldest mapping goes, the 500 after it stay.
  assert.deepEqual([o.resolve({ localId: 'a' }), o.localIdOf(42)], [undefined, undefined]);
  assert.deepEqual([o.resolve({ localId: 'b' }), o.localIdOf(43)], [43, 'b']);
  assert.equal(o.resolve({ localId: 'l501' }), 1501);
});

test('an op already partly sent is never folded, even when nothing is in flight (after a restart)', async () => {
  const o = await emptyOutbox();
  await o.append(startOp('o1', 'a'), owner, 0);
  // The create was answered; the process restarted before the stopwatch start was sent.
  await o.setProgress('o1', { createdId: 42 });
  await o.append(stopOp('o2', { localId: 'a' }, T + 60_000), owner, 0);
  assert.deepEqual(o.items.map((i) => [i.op.kind, i.progress]), [['start_new', { createdId: 42 }], ['stop', {}]]);
});

test('a planned append answers what the plan answered, whether it queued an op or refused', async () => {
  const o = await emptyOutbox();
  const op = startOp('o1', 'a');
  assert.deepEqual(await o.appendPlanned(() => ({ op, note: 'started' }), owner, 0), { op, note: 'started' });
  assert.deepEqual(await o.appendPlanned(() => ({ refused: 'nothing runs' }), owner, 0), { refused: 'nothing runs' });
  assert.equal(o.size, 1);
});

test('progress is written to its own op only', async () => {
  const o = await emptyOutbox();
  o.setBusy('o1');
  await o.append(startOp('o1', 'a'), owner, 0);
  await o.append(stopOp('o2', { id: 9 }), owner, 0);
  await o.setProgress('o2', { doubt: 'stop', sentAt: T });
  assert.deepEqual(o.items.map((i) => i.progress), [{}, { doubt: 'stop', sentAt: T }]);
});

test('completing an op removes only that op; the owner stays while actions wait', async () => {
  const o = await emptyOutbox();
  for (const n of [1, 2, 3]) await o.append(stopOp(`o${n}`, { id: n }), owner, 0);
  await o.complete('o2');
  assert.deepEqual(o.items.map((i) => i.op.opId), ['o1', 'o3']);
  assert.deepEqual(o.owner, owner);
});

test('a refused op takes along only the ops on its own entry; the owner stays while actions wait', async () => {
  const o = await emptyOutbox();
  await o.append(stopOp('o1', { id: 9 }), owner, 0);
  o.setBusy('o1');
  await o.append(startOp('o2', 'a'), owner, 0);
  await o.setProgress('o2', { doubt: 'create' });
  await o.append({ kind: 'update', opId: 'o3', at: T, entry: { localId: 'b' }, description: 'x' }, owner, 0);
  await o.append({ kind: 'update', opId: 'o4', at: T, entry: { localId: 'a' }, description: 'y' }, owner, 0);
  assert.deepEqual((await o.reject('o2')).map((r) => r.opId), ['o2', 'o4']);
  assert.deepEqual(o.items.map((i) => i.op.opId), ['o1', 'o3']);
  assert.deepEqual(o.owner, owner);
  assert.deepEqual(await o.reject('gone'), [], 'an op no longer queued: nothing to remove');
  assert.deepEqual(o.items.map((i) => i.op.opId), ['o1', 'o3']);
  await o.reject('o1');
  await o.reject('o3');
  assert.equal(o.owner, null);
});

test('adopted actions belong to the new owner; with nothing queued there is no owner', async () => {
  const o = await emptyOutbox();
  const other = { ...owner, userId: 2 };
  await o.adopt(other);
  assert.equal(o.owner, null);
  await o.append(stopOp('o1', { id: 9 }), owner, 0);
  await o.adopt(other);
  assert.deepEqual(o.owner, other);
  assert.deepEqual(o.items.map((i) => i.op.opId), ['o1']);
});

test('a switch refused before its stopwatch started leaves in its place the stop it owed the entry it replaced, on disk in the same write', async () => {
  const d = dir();
  const o = (await Outbox.open(new FileDurableStore(d))).outbox;
  const sw: Op = { kind: 'start_new', opId: 'o1', at: T + 600_000, localId: 'b', date: '2026-03-10', projectId: 1, taskId: null, description: '', replaces: { id: 7 }, replacedSeconds: 600 };
  o.setBusy('o1');
  await o.append(sw, owner, 0);
  await o.append({ kind: 'update', opId: 'o2', at: T + 700_000, entry: { id: 3 }, description: 'later' }, owner, 0);
  o.setBusy(null);
  assert.deepEqual((await o.reject('o1', (_removed, who) => ({ id: 'n1', owner: who, what: 'Start', why: 'archived', at: T + 600_000, fields: {}, refusal: {} }))).map((r) => r.opId), ['o1']);
  const after = (await Outbox.open(new FileDurableStore(d))).outbox;
  assert.deepEqual(after.items.map((i) => i.op), [
    { kind: 'stop', opId: 'o1~stop', at: T + 600_000, entry: { id: 7 }, intendedSeconds: 600 },
    { kind: 'update', opId: 'o2', at: T + 700_000, entry: { id: 3 }, description: 'later' },
  ], 'the replaced entry ends at the click with its 10 minutes, before what came after');
  assert.deepEqual(after.notSaved(ownerKeyOf(owner)).map((r) => r.id), ['n1'], 'and the refusal listed, in the same file');
});

test('a start refused after its stopwatch ran (the service stopped the replaced entry itself) owes no stop', async () => {
  const o = (await Outbox.open(new FileDurableStore(dir()))).outbox;
  const cont: Op = { kind: 'start_existing', opId: 'o1', at: T, entry: { id: 5 }, baseSeconds: 60, replaces: { id: 7 }, replacedSeconds: 600 };
  o.setBusy('o1');
  await o.append(cont, owner, 0);
  await o.setProgress('o1', { started: true });
  await o.reject('o1');
  assert.deepEqual(o.items, []);
});

test('a switch refused away from an entry that was never made itself owes it no stop (it would only be refused again)', async () => {
  const o = (await Outbox.open(new FileDurableStore(dir()))).outbox;
  const sw: Op = { kind: 'start_new', opId: 'o1', at: T, localId: 'b', date: '2026-03-10', projectId: 1, taskId: null, description: '', replaces: { localId: 'a' }, replacedSeconds: 60 };
  o.setBusy('o1');
  await o.append(sw, owner, 0);
  await o.reject('o1');
  assert.deepEqual(o.items, []);
});

test("a later part refused: its put-back goes in its place, and the entry's later totals move by the seconds it gives back (a split queued after a booking)", async () => {
  const o = await emptyOutbox();
  // The timer's create was answered: the booking names it by its local id, the split by its id.
  await o.append(startOp('timer-start', 'timer'), owner, 0);
  await o.complete('timer-start', { localId: 'timer', id: 8 });
  const away: Op = {
    kind: 'create_manual', opId: 'away', at: T, localId: 'away', date: '2026-03-10', projectId: 2, taskId: null, description: 'Away', timeTotal: '00:10:00',
    before: { entry: { localId: 'timer' }, fields: { timeTotal: '00:10:03' }, restores: 600 },
  };
  await o.append(away, owner, 0);
  await o.append({ kind: 'update', opId: 'cut', group: 'cut', at: T, entry: { id: 8 }, timeStart: '10:00:01', timeEnd: '10:00:02', timeTotal: '00:00:01' }, owner, 0);
  await o.append({
    kind: 'create_manual', opId: 'part', group: 'cut', at: T, localId: 'part', date: '2026-03-10', projectId: 3, taskId: null, description: 'Split off', timeStart: '10:00:02', timeEnd: '10:00:03', timeTotal: '00:00:02',
    before: { entry: { id: 8 }, fields: { timeStart: '10:00:01', timeEnd: '10:00:03', timeTotal: '00:00:03' }, restores: 2 },
  }, owner, 0);
  await o.append({ kind: 'update', opId: 'typed', at: T, entry: { id: 8 }, timeStart: '07:00:00', timeEnd: '07:30:00', timeTotal: '00:30:00' }, owner, 0);
  await o.append({ kind: 'update', opId: 'other', at: T, entry: { id: 9 }, timeTotal: '00:00:01' }, owner, 0);
  await o.reject('away', undefined, { op: { kind: 'update', opId: 'back', at: T, entry: { localId: 'timer' }, timeTotal: '00:10:03' }, said: 'back', restores: 600 });
  assert.deepEqual(o.items.map((i) => i.op.opId), ['back', 'cut', 'part', 'typed', 'other']);
  const [, cut, part, typed, other] = o.items.map((i) => i.op);
  assert.ok(cut?.kind === 'update' && part?.kind === 'create_manual' && typed?.kind === 'update' && other?.kind === 'update');
  assert.deepEqual([cut.timeEnd, cut.timeTotal], ['10:10:02', '00:10:01'], 'the split keeps the time away on the timer');
  assert.deepEqual(part.before?.fields, { timeStart: '10:00:01', timeEnd: '10:10:03', timeTotal: '00:10:03' }, "the split's own put-back gives the time away back too");
  assert.equal(part.timeTotal, '00:00:02', "the split's part: its own times");
  assert.equal(typed.timeTotal, '00:30:00', 'an edit of the times the person typed: as typed');
  assert.equal(other.timeTotal, '00:00:01', 'another entry: as it was');
});

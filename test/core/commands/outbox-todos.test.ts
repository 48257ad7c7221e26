// The outbox's to-do changes once confirmed (kept per owner, newest 100, the service's record
// with each), read back from a stored file with odd entries dropped; a refusal of a create the
// service already answered; and a change that changes nothing is not written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OUTBOX_KEY, Outbox, ownerKeyOf, type SettledTodo } from '../../../main/core/commands/outbox.ts';
import type { Op, TodoOp } from '../../../main/core/commands/ops.ts';
import type { DurableRead, DurableStore } from '../../../main/core/ports.ts';
import type { TodoRecord } from '../../../main/core/reads/todo-read.ts';

class MemoryStore implements DurableStore {
  readonly data = new Map<string, unknown>();
  writes = 0;
  async read(key: string): Promise<DurableRead> {
    return this.data.has(key) ? { status: 'ok', value: structuredClone(this.data.get(key)) } : { status: 'missing' };
  }
  async write(key: string, value: unknown): Promise<void> {
    this.writes++;
    this.data.set(key, structuredClone(value));
  }
  async delete(key: string): Promise<void> {
    this.data.delete(key);
  }
}

const OWNER = { baseUrl: 'https://svc.test/api/v1', accountId: 'acme', userId: 4 };
const OTHER = { ...OWNER, userId: 5 };
const T = Date.parse('2026-03-10T09:00:00Z');
const rec = (id: string): TodoRecord => ({ id, name: id, projectId: 1, projectName: 'Website', projectActive: true, listId: null, listName: null, listPosition: null, position: 1, estimateSeconds: 0, completed: true, userId: 4 });
const todo = (todoId: string, at = T, completed = true): TodoOp => ({ kind: 'todo', opId: `op-${todoId}-${at}`, at, todoId, completed, name: todoId, projectId: 1 });

async function open(store = new MemoryStore()) {
  const r = await Outbox.open(store);
  assert.ok(r.ok);
  return { outbox: r.outbox, store };
}

test("the owner's key names the service, the account and the user", () => {
  assert.equal(ownerKeyOf(OWNER), 'https://svc.test/api/v1|acme|4');
});

test("a confirmed Done is kept for its owner with the service's record, oldest answer first; another owner's are not theirs", async () => {
  const { outbox } = await open();
  await outbox.append(todo('b'), OWNER, 0);
  await outbox.completeTodo(todo('b'), rec('b'), T + 20);
  await outbox.append(todo('a'), OWNER, 0);
  await outbox.completeTodo(todo('a'), null, T + 10);
  assert.equal(outbox.size, 0);
  assert.equal(outbox.owner, null);
  assert.deepEqual(outbox.settledTodos(ownerKeyOf(OWNER)), [
    { todoId: 'a', owner: ownerKeyOf(OWNER), completed: true, at: T, settledAt: T + 10, record: null },
    { todoId: 'b', owner: ownerKeyOf(OWNER), completed: true, at: T, settledAt: T + 20, record: rec('b') },
  ]);
  assert.deepEqual(outbox.settledTodos(ownerKeyOf(OTHER)), []);
});

test('the owner stays while other actions wait; a Done confirmed with no owner left is not kept', async () => {
  const { outbox } = await open();
  await outbox.append(todo('a'), OWNER, 0);
  await outbox.append({ kind: 'stop', opId: 's1', at: T, entry: { id: 3 }, intendedSeconds: 5 }, OWNER, 0);
  await outbox.completeTodo(todo('a'), rec('a'), T + 1);
  assert.deepEqual(outbox.owner, OWNER);
  assert.equal(outbox.settledTodos(ownerKeyOf(OWNER)).length, 1);
  const fresh = (await open()).outbox;
  await fresh.completeTodo(todo('z'), rec('z'), T);
  assert.deepEqual(fresh.settledTodos(ownerKeyOf(OWNER)), []);
});

test('the newest 100 confirmed changes are kept; a change of a to-do again replaces its older one', async () => {
  const { outbox } = await open();
  for (let i = 0; i < 101; i++) {
    await outbox.append(todo(`t${i}`, T + i), OWNER, 0);
    await outbox.completeTodo(todo(`t${i}`, T + i), null, T + 1000 + i);
  }
  const kept = outbox.settledTodos(ownerKeyOf(OWNER));
  assert.equal(kept.length, 100);
  assert.deepEqual([kept[0]?.todoId, kept.at(-1)?.todoId], ['t1', 't100']);
  await outbox.append(todo('t1', T + 500, false), OWNER, 0);
  await outbox.completeTodo(todo('t1', T + 500, false), null, T + 5000);
  const again = outbox.settledTodos(ownerKeyOf(OWNER));
  assert.equal(again.length, 100);
  assert.deepEqual(again.at(-1), { todoId: 't1', owner: ownerKeyOf(OWNER), completed: false, at: T + 500, settledAt: T + 5000, record: null });
});

test('a stored file: each confirmed change with anything odd is dropped, an unreadable record kept as none', async () => {
  const good: SettledTodo = { owner: 'o', completed: true, at: 1, settledAt: 2, record: rec('a') };
  const store = new MemoryStore();
  store.data.set(OUTBOX_KEY, {
    version: 1, owner: null, items: [], ids: {},
    todos: {
      a: good,
      b: { ...good, record: { id: 3 } },
      c: { ...good, owner: 7 },
      d: { ...good, completed: 'yes' },
      e: { ...good, at: '1' },
      f: { ...good, settledAt: null },
      g: 'done',
    },
  });
  const { outbox } = await open(store);
  assert.deepEqual(outbox.settledTodos('o'), [
    { todoId: 'a', ...good },
    { todoId: 'b', ...good, record: null },
  ]);
  store.data.set(OUTBOX_KEY, { version: 1, owner: null, items: [], ids: {}, todos: 'none' });
  assert.deepEqual((await open(store)).outbox.settledTodos('o'), []);
});

test('a refused create the service already answered leaves the later ops on its entry queued (they go by its id now)', async () => {
  const { outbox } = await open();
  outbox.setBusy('o1');
  const start: Op = { kind: 'start_new', opId: 'o1', at: T, localId: 'a', date: '2026-03-10', projectId: 1, taskId: null, description: '', replaces: null, replacedSeconds: null };
  await outbox.append(start, OWNER, 0);
  await outbox.append({ kind: 'update', opId: 'o2', at: T, entry: { localId: 'a' }, description: 'x' }, OWNER, 0);
  await outbox.complete('o0', { localId: 'a', id: 42 });
  assert.deepEqual((await outbox.reject('o1')).map((o) => o.opId), ['o1']);
  assert.deepEqual(outbox.items.map((i) => i.op.opId), ['o2']);
});

test('a change that changes nothing is not written', async () => {
  const { outbox, store } = await open();
  await outbox.append(todo('a'), OWNER, 0);
  const before = store.writes;
  assert.deepEqual(await outbox.reject('nothing-such'), []);
  assert.equal(store.writes, before);
});

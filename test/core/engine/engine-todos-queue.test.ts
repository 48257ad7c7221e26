// Done and Undo are queued like every command: offline they wait in the durable outbox and
// reach the service once when it is back (one update, never two), a Done and its Undo that
// wait together cost nothing, and a Done left in the outbox by a stopped engine is sent once
// by the next one over the same files, the to-do hidden all along.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_RUI, EngineHarness } from '../support/engine-harness.ts';
import { completedOnService, todoId, todoUpdatesReached } from '../support/todo-data.ts';
import type { Snapshot } from '../../../main/core/snapshot.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;

function names(s: Snapshot = h.stint.snapshot()): string[] {
  assert.ok(s.todos);
  return s.todos.projects.flatMap((p) => p.lists.flatMap((l) => l.todos.map((t) => t.name)));
}

async function ruiWithListRead(options: { heldLatency?: boolean } = {}): Promise<string> {
  h = await EngineHarness.start(options);
  await h.signIn(DEMO_RUI);
  await h.stint.openTodos();
  await h.settle();
  assert.deepEqual(names(), ['Offline mode', 'Final copy review']);
  return todoId(h, 'Final copy review');
}

test('a Done given offline waits in the outbox, hidden, and reaches the service once when it is back', async () => {
  const id = await ruiWithListRead();
  h.setOnline(false);
  const mark = h.mark();
  assert.deepEqual(await h.stint.completeTodo(id), { ok: true });
  await h.settle();
  await h.advance(5 * MIN);
  assert.deepEqual(names(), ['Offline mode'], 'hidden while it waits');
  assert.equal(h.stint.snapshot().sync.queued, 1);
  assert.match(h.stint.snapshot().sync.queuedLabels[0] ?? '', /Final copy review/);
  assert.equal(completedOnService(h, id), false);

  h.setOnline(true);
  await h.settle();
  await h.advance(5 * MIN);
  assert.deepEqual(todoUpdatesReached(h, mark), [`/todos/${id} is_completed=1`], 'exactly one update reached the service');
  assert.equal(completedOnService(h, id), true);
  assert.equal(h.stint.snapshot().sync.queued, 0);
  assert.deepEqual(names(), ['Offline mode']);
});

test('a Done whose answer was lost is sent again as it is (it sets a field): completed, and the queue empties', async () => {
  const id = await ruiWithListRead();
  // The service completes the to-do, and the answer never comes back.
  await h.sim.control.faults({ drop_rate: 1, drop_phase: 'after', methods: ['POST'], path_prefix: '/todos' });
  const mark = h.mark();
  await h.stint.completeTodo(id);
  await h.settle();
  assert.equal(completedOnService(h, id), true, 'applied although the answer was lost');
  assert.equal(h.stint.snapshot().sync.queued, 1, 'in doubt, kept');
  assert.deepEqual(names(), ['Offline mode'], 'still hidden');
  await h.sim.control.faults({ drop_rate: 0 });
  await h.advance(2 * MIN);
  const sent = h.sentSince(mark).filter((r) => r.startsWith('POST /todos/'));
  assert.equal(sent.length, 2, 'the lost one and its resend, no read in between');
  assert.ok(!h.sentSince(mark).includes(`GET /todos/${id}`));
  assert.equal(completedOnService(h, id), true);
  assert.equal(h.stint.snapshot().sync.queued, 0);
  assert.deepEqual(names(), ['Offline mode']);
});

test('a Done and its Undo given before the first is sent fold away: nothing reaches the service, the to-do stays', async () => {
  const id = await ruiWithListRead();
  h.setOnline(false);
  const mark = h.mark();
  await h.stint.completeTodo(id);
  assert.deepEqual(names(), ['Offline mode']);
  await h.stint.undoTodo(id);
  assert.deepEqual(names(), ['Offline mode', 'Final copy review'], 'back at once');
  await h.settle();
  assert.equal(h.stint.snapshot().sync.queued, 0, 'nothing left to send');

  h.setOnline(true);
  await h.advance(2 * MIN);
  assert.deepEqual(todoUpdatesReached(h, mark), []);
  assert.equal(completedOnService(h, id), false);
  assert.deepEqual(names(), ['Offline mode', 'Final copy review']);
});

test('Done, Undo, Done given together send one Done', async () => {
  const id = await ruiWithListRead();
  h.setOnline(false);
  const mark = h.mark();
  await h.stint.completeTodo(id);
  await h.stint.undoTodo(id);
  await h.stint.completeTodo(id);
  await h.settle();
  assert.equal(h.stint.snapshot().sync.queued, 1);
  assert.deepEqual(names(), ['Offline mode']);
  h.setOnline(true);
  await h.advance(2 * MIN);
  assert.deepEqual(todoUpdatesReached(h, mark), [`/todos/${id} is_completed=1`]);
  assert.equal(completedOnService(h, id), true);
});

test('an Undo given while its Done is on its way follows it: both reach the service, the to-do ends open', async () => {
  // The service holds the Done's request for a while, so the Undo comes while it is out.
  const held = await ruiWithListRead({ heldLatency: true });
  await h.sim.control.faults({ latency_ms: 3_000, methods: ['POST'], path_prefix: '/todos' });
  const mark = h.mark();
  await h.stint.completeTodo(held);
  await h.quiet();
  assert.equal(h.idleNetwork, false, 'the Done is out, held by the service');
  await h.stint.undoTodo(held);
  assert.deepEqual(names(), ['Offline mode', 'Final copy review'], 'Undo shows at once');
  await h.step(10_000);
  await h.sim.control.faults({ latency_ms: 0 });
  await h.step(5_000);
  assert.deepEqual(todoUpdatesReached(h, mark), [`/todos/${held} is_completed=1`, `/todos/${held} is_completed=0`]);
  assert.equal(completedOnService(h, held), false);
  assert.deepEqual(names(), ['Offline mode', 'Final copy review']);
});

test('a Done given offline, then a restart over the same files, then the network back: sent once, hidden all along', async () => {
  const id = await ruiWithListRead();
  h.setOnline(false);
  const mark = h.mark();
  await h.stint.completeTodo(id);
  await h.settle();
  await h.restart();
  await h.settle();
  assert.deepEqual(names(), ['Offline mode'], 'after the restart, from disk: the list and the queued Done');
  assert.equal(h.stint.snapshot().todos?.readAt !== null, true, 'the last read is known after the restart');
  assert.equal(h.stint.snapshot().sync.queued, 1);

  h.setOnline(true);
  await h.settle();
  await h.advance(5 * MIN);
  assert.deepEqual(todoUpdatesReached(h, mark), [`/todos/${id} is_completed=1`], 'one update, not two');
  assert.equal(completedOnService(h, id), true);
  assert.deepEqual(names(), ['Offline mode']);
  assert.deepEqual(h.stint.snapshot().todos?.done.map((t) => t.name), ['Final copy review']);

  // And once more over the same files: the confirmed Done is still shown as done.
  await h.restart();
  await h.settle();
  assert.deepEqual(names(), ['Offline mode']);
  assert.deepEqual(todoUpdatesReached(h, mark), [`/todos/${id} is_completed=1`]);
});

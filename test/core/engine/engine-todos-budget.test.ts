// The request budget holds: on the Free plan (50 requests a day for the whole account) a to-do
// read is a request the quota counts like any other, and once the day is tight the engine
// reads no more to-dos on its own (the view opening reads nothing); the snapshot says what
// was last read and when, and a person's Refresh still reads.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_RUI, EngineHarness } from '../support/engine-harness.ts';
import { Elsewhere } from '../support/elsewhere.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;

function todoReads(mark: number): number {
  return h.sentSince(mark).filter((r) => r === 'GET /todos').length;
}

test('on a tight Free plan day the view opening reads no to-dos, shows the last read and when, and Refresh still reads', async () => {
  h = await EngineHarness.start();
  await h.sim.control.plan('free');
  await h.signIn(DEMO_RUI);
  const before = h.stint.snapshot().sync.quotaRemaining;
  assert.ok(before !== null && before > 30, `a fresh Free day (${before} left)`);

  const mark = h.mark();
  await h.stint.openTodos();
  await h.settle();
  const s1 = h.stint.snapshot();
  assert.equal(todoReads(mark), 1, 'a day with requests to spare reads on opening');
  assert.equal(s1.todos?.tight, false);
  assert.equal(s1.sync.quotaRemaining, before - 1, 'the read is one request of the account');
  const readAt = s1.todos?.readAt;
  assert.equal(readAt, h.clock.now());

  // Another device of the account spends the day down to 20 requests; the engine learns it at its next read.
  const other = await Elsewhere.signIn(h.sim.baseUrl, 'rui@example.com');
  for (let i = 0; i < before - 1 - 20; i++) assert.equal((await other.call('GET', '/projects')).status, 200);
  await h.stint.refresh();
  assert.ok((h.stint.snapshot().sync.quotaRemaining ?? 99) <= 20);
  assert.equal(h.stint.snapshot().todos?.tight, true, 'tight: the running timer needs what is left');
  assert.match(h.stint.snapshot().todos?.message ?? '', /Refresh/);

  await h.advance(16 * MIN);
  const tight = h.mark();
  await h.stint.openTodos();
  await h.settle();
  await h.advance(30 * MIN);
  await h.stint.openTodos();
  await h.settle();
  const s2 = h.stint.snapshot();
  assert.equal(todoReads(tight), 0, 'the engine reads no to-dos on its own');
  assert.equal(s2.todos?.readAt, readAt, 'what was last read, and when');
  assert.equal(s2.todos?.state, 'ready');
  assert.deepEqual(s2.todos?.projects.flatMap((p) => p.lists.flatMap((l) => l.todos.map((t) => t.name))), ['Offline mode', 'Final copy review'], 'the last read still shows');

  const pressed = h.mark();
  assert.deepEqual(await h.stint.refreshTodos(), { ok: true });
  await h.settle();
  assert.equal(todoReads(pressed), 1, "a person's press reads");
  assert.equal(h.stint.snapshot().todos?.readAt, h.clock.now());
});

test('the view closed, nothing reads to-dos: a working hour costs no to-do request', async () => {
  h = await EngineHarness.start();
  await h.sim.control.plan('free');
  await h.signIn(DEMO_RUI);
  const mark = h.mark();
  h.stint.setWindowVisible(true);
  await h.advance(60 * MIN);
  assert.equal(todoReads(mark), 0);
  assert.equal(h.stint.snapshot().todos?.state, 'unread');
});

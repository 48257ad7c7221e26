// My to-dos against the simulator: the list (only the person's open to-dos, by project and
// to-do list in position order, with estimates), read only when the view opens and at most
// once every 15 minutes, Start on a to-do, Done and Undo shown at once and sent once, and a
// read-only role or an archived project shown without actions and with the reason.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_RUI, EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { ADA_ID, LEGACY_PORTAL, RUI_ID, addList, addTodo, completedOnService, listId, todoId, todoUpdatesReached } from '../support/todo-data.ts';
import type { Snapshot, TodoView } from '../../../main/core/snapshot.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;

function todos(s: Snapshot = h.stint.snapshot()) {
  assert.ok(s.todos, 'the engine always sets the to-dos');
  return s.todos;
}

/** Every open to-do shown, in the order shown. */
function shown(s: Snapshot = h.stint.snapshot()): TodoView[] {
  return todos(s).projects.flatMap((p) => p.lists.flatMap((l) => l.todos));
}

function names(s: Snapshot = h.stint.snapshot()): string[] {
  return shown(s).map((t) => t.name);
}

function reads(mark: number): string[] {
  return h.sentSince(mark).filter((r) => r === 'GET /todos');
}

/** Rui's world: the demo's two open to-dos and more in other orders, projects and states. */
async function ruiWithTodos(): Promise<void> {
  h = await EngineHarness.start();
  const website = listId(h, 'Launch checklist');
  // Lists of Website Redesign: "Later" comes after the demo's list by position, though created first here.
  const later = addList(h, PROJECT.website, 'Later', 9);
  addTodo(h, { projectId: PROJECT.website, listId: later, name: 'Retro notes', position: 1 });
  addTodo(h, { projectId: PROJECT.website, listId: website, name: 'Accessibility pass', position: 2, estimate: 1800 });
  addTodo(h, { projectId: PROJECT.website, listId: null, name: 'Loose end', position: 1 });
  addTodo(h, { projectId: PROJECT.website, listId: website, name: 'Already shipped', position: 3, completed: true });
  addTodo(h, { projectId: PROJECT.website, listId: website, name: "Ada's task", position: 4, userId: ADA_ID });
  addTodo(h, { projectId: PROJECT.website, listId: website, name: 'Nobody yet', position: 5, userId: null });
  addTodo(h, { projectId: LEGACY_PORTAL, name: 'Old bug', position: 1 });
  await h.signIn(DEMO_RUI);
}

/** Rui signed in with the demo's to-dos read and shown; answers the id of "Final copy review". */
async function demoTodosShown(): Promise<string> {
  h = await EngineHarness.start();
  await h.signIn(DEMO_RUI);
  await h.stint.openTodos();
  await h.settle();
  return todoId(h, 'Final copy review');
}

test('signing in reads no to-dos: they are read when the view opens, with one request', async () => {
  h = await EngineHarness.start();
  const mark = h.mark();
  await h.signIn(DEMO_RUI);
  assert.deepEqual(reads(mark), [], 'the sign-in and its reads leave the to-dos alone');
  assert.equal(todos().state, 'unread');
  assert.equal(todos().readAt, null);

  const opened = h.mark();
  assert.deepEqual(await h.stint.openTodos(), { ok: true });
  await h.settle();
  assert.deepEqual(h.sentSince(opened), ['GET /todos'], 'one request for the list');
  assert.equal(todos().state, 'ready');
  assert.equal(todos().readAt, h.clock.now());
});

test("the list holds only the person's open to-dos, by project name, then by to-do list position, then by position, with estimates", async () => {
  await ruiWithTodos();
  await h.stint.openTodos();
  await h.settle();
  const t = todos();
  assert.deepEqual(
    t.projects.map((p) => [p.projectName, p.lists.map((l) => [l.listName, l.todos.map((x) => x.name)])]),
    [
      ['Legacy Portal', [[null, ['Old bug']]]],
      ['Mobile App', [['Sprint 12', ['Offline mode']]]],
      [
        'Website Redesign',
        [
          ['Launch checklist', ['Final copy review', 'Accessibility pass']],
          ['Later', ['Retro notes']],
          [null, ['Loose end']],
        ],
      ],
    ],
  );
  assert.equal(t.count, 6);
  const review = shown().find((x) => x.name === 'Final copy review');
  assert.equal(review?.estimateSeconds, 2 * 3600);
  assert.equal(review?.projectId, PROJECT.website);
  assert.equal(review?.listName, 'Launch checklist');
  assert.equal(shown().find((x) => x.name === 'Loose end')?.estimateSeconds, null, 'no estimate is none, not 0:00');
  assert.equal(shown().find((x) => x.name === 'Offline mode')?.requiredTask, true, 'Mobile App needs a task');
  for (const other of ['Already shipped', "Ada's task", 'Nobody yet', 'DNS switch', 'Push notifications', 'Crash fix']) {
    assert.ok(!names().includes(other), `${other} is not one of Rui's open to-dos`);
  }
});

test('a to-do of an archived project is shown without actions, and says why', async () => {
  await ruiWithTodos();
  await h.stint.openTodos();
  await h.settle();
  const old = shown().find((x) => x.name === 'Old bug');
  assert.deepEqual(old?.actions, { allowed: false, reason: 'Legacy Portal is archived: its to-dos cannot be started or completed.' });
  assert.deepEqual(shown().find((x) => x.name === 'Final copy review')?.actions, { allowed: true });

  const mark = h.mark();
  const done = await h.stint.completeTodo(old.id);
  const start = await h.stint.startTodo({ todoId: old.id });
  await h.settle();
  assert.equal(done.ok, false);
  assert.equal(!done.ok && done.message, old.actions.allowed ? '' : old.actions.reason);
  assert.equal(start.ok, false);
  assert.deepEqual(h.sentSince(mark), [], 'nothing sent');
  assert.equal(completedOnService(h, old.id), false);
});

test('a read-only role sees its to-dos without Start, Done or Undo, and the reason', async () => {
  h = await EngineHarness.start();
  // A role the service may name that Stint does not know to change to-dos.
  h.sim.sim.ctx.store.users.get(RUI_ID)!.role = 'viewer' as never;
  await h.signIn(DEMO_RUI);
  await h.stint.openTodos();
  await h.settle();
  assert.deepEqual(names(), ['Offline mode', 'Final copy review']);
  for (const t of shown()) {
    assert.deepEqual(t.actions, { allowed: false, reason: 'Read only: your role on the service (viewer) may not start or complete to-dos.' });
  }
  const mark = h.mark();
  const id = todoId(h, 'Final copy review');
  const r = await h.stint.completeTodo(id);
  assert.equal(r.ok, false);
  assert.match(!r.ok ? r.message : '', /Read only/);
  assert.equal((await h.stint.startTodo({ todoId: id })).ok, false);
  await h.settle();
  assert.deepEqual(h.sentSince(mark), []);
  assert.equal(names().length, 2, 'still listed');
});

test('an opening reads again only once the last read is 15 minutes old', async () => {
  h = await EngineHarness.start();
  await h.signIn(DEMO_RUI);
  const mark = h.mark();
  await h.stint.openTodos();
  await h.settle();
  assert.equal(reads(mark).length, 1);
  const firstRead = todos().readAt;

  // Meanwhile a to-do is added for Rui on the web: the openings within 15 minutes do not see it.
  addTodo(h, { projectId: PROJECT.internal, name: 'New from the web' });
  for (const step of [1, 5, 14]) {
    await h.advanceTo(new Date(firstRead! + step * MIN).toISOString());
    await h.stint.openTodos();
    await h.settle();
  }
  assert.equal(reads(mark).length, 1, 'no read within 15 minutes of the last');
  assert.ok(!names().includes('New from the web'));

  await h.advanceTo(new Date(firstRead! + 15 * MIN).toISOString());
  assert.equal(reads(mark).length, 1, 'nothing is read in the background');
  await h.stint.openTodos();
  await h.settle();
  assert.equal(reads(mark).length, 2, 'read again at 15 minutes');
  assert.ok(names().includes('New from the web'));
  assert.equal(todos().readAt, firstRead! + 15 * MIN);
});

test('Refresh (a person pressing it) reads at once, however fresh the list', async () => {
  h = await EngineHarness.start();
  await h.signIn(DEMO_RUI);
  await h.stint.openTodos();
  await h.settle();
  addTodo(h, { projectId: PROJECT.internal, name: 'New from the web' });
  await h.advance(MIN);
  const mark = h.mark();
  assert.deepEqual(await h.stint.refreshTodos(), { ok: true });
  await h.settle();
  assert.deepEqual(reads(mark), ['GET /todos']);
  assert.ok(names().includes('New from the web'));
});

test("Start on a to-do starts a timer on its project with the to-do's name as the description", async () => {
  h = await EngineHarness.start();
  await h.signIn(DEMO_RUI);
  await h.stint.openTodos();
  await h.settle();
  const review = shown().find((x) => x.name === 'Final copy review')!;
  const mark = h.mark();
  assert.deepEqual(await h.stint.startTodo({ todoId: review.id }), { ok: true });
  assert.equal(h.stint.snapshot().running?.description, 'Final copy review', 'shown at once');
  await h.settle();
  const running = h.stint.snapshot().running;
  assert.ok(running?.id);
  assert.deepEqual(h.sentSince(mark), ['POST /time-entries', `POST /time-entries/${running.id}/start`]);
  const made = h.serviceEntry(running.id);
  assert.deepEqual([made.project_id, made.task_id, made.description], [PROJECT.website, null, 'Final copy review']);
  assert.notEqual(made.stopwatch_started_at, null);
  assert.equal(completedOnService(h, review.id), false, 'starting is not completing');
  assert.ok(names().includes('Final copy review'), 'still open');
});

test('Start on a to-do of a project that needs a task asks for the task, then starts with the task picked', async () => {
  h = await EngineHarness.start();
  await h.signIn(DEMO_RUI);
  await h.stint.openTodos();
  await h.settle();
  const offline = shown().find((x) => x.name === 'Offline mode')!;
  assert.equal(offline.requiredTask, true);
  const mark = h.mark();
  const refused = await h.stint.startTodo({ todoId: offline.id });
  await h.settle();
  assert.equal(refused.ok, false);
  assert.ok(!refused.ok && refused.fields.task, 'the task is named, as Start does');
  assert.deepEqual(h.sentSince(mark), []);

  await h.stint.pickProject(PROJECT.mobile);
  const task = h.stint.snapshot().tasks[PROJECT.mobile]?.[0];
  assert.ok(task);
  assert.deepEqual(await h.stint.startTodo({ todoId: offline.id, taskId: task.id }), { ok: true });
  await h.settle();
  const running = h.stint.snapshot().running;
  assert.ok(running?.id);
  const made = h.serviceEntry(running.id);
  assert.deepEqual([made.project_id, made.task_id, made.description], [PROJECT.mobile, task.id, 'Offline mode']);
});

test('Done hides the to-do at once and completes it on the service with one update; Undo brings it back and reopens it', async () => {
  const id = await demoTodosShown();

  const mark = h.mark();
  assert.deepEqual(await h.stint.completeTodo(id), { ok: true });
  assert.deepEqual(names(), ['Offline mode'], 'gone from the list at once');
  assert.deepEqual(todos().done.map((t) => t.name), ['Final copy review'], 'offered for Undo');
  await h.settle();
  assert.deepEqual(todoUpdatesReached(h, mark), [`/todos/${id} is_completed=1`]);
  assert.equal(completedOnService(h, id), true);
  assert.deepEqual(names(), ['Offline mode'], 'still gone once confirmed');
  assert.equal(h.stint.snapshot().sync.queued, 0);

  const undo = h.mark();
  assert.deepEqual(await h.stint.undoTodo(id), { ok: true });
  assert.deepEqual(names(), ['Offline mode', 'Final copy review'], 'back at once, in its place');
  assert.deepEqual(todos().done, []);
  await h.settle();
  assert.deepEqual(todoUpdatesReached(h, undo), [`/todos/${id} is_completed=0`]);
  assert.equal(completedOnService(h, id), false);

  // A read after both shows the service's word, which agrees.
  await h.stint.refreshTodos();
  await h.settle();
  assert.deepEqual(names(), ['Offline mode', 'Final copy review']);
});

test('a to-do done here stays done after the next read, and Undo still reopens it', async () => {
  const id = await demoTodosShown();
  await h.stint.completeTodo(id);
  await h.settle();
  await h.advance(16 * MIN);
  await h.stint.openTodos();
  await h.settle();
  assert.deepEqual(names(), ['Offline mode']);
  assert.deepEqual(todos().done.map((t) => t.name), ['Final copy review']);
  await h.stint.undoTodo(id);
  assert.deepEqual(names(), ['Offline mode', 'Final copy review']);
  await h.settle();
  assert.equal(completedOnService(h, id), false);
});

test('a to-do reopened on the web after it was done here shows again at the next read', async () => {
  const id = await demoTodosShown();
  await h.stint.completeTodo(id);
  await h.settle();
  await h.advance(MIN);
  h.sim.sim.ctx.store.todos.get(id)!.is_completed = false;
  await h.stint.refreshTodos();
  await h.settle();
  assert.deepEqual(names(), ['Offline mode', 'Final copy review'], "the service's word stands");
  assert.deepEqual(todos().done, [], 'nothing to undo');
});

test('a Done the service refuses (the to-do was given to someone else) shows the to-do again with a notice', async () => {
  const id = await demoTodosShown();
  h.offline = true;
  await h.stint.completeTodo(id);
  await h.settle();
  h.sim.sim.ctx.store.todos.get(id)!.user_id = ADA_ID;
  h.offline = false;
  await h.advance(MIN);
  assert.equal(completedOnService(h, id), false);
  assert.equal(h.stint.snapshot().sync.queued, 0, 'refused once, then gone');
  const notice = h.stint.snapshot().notice;
  assert.equal(notice?.level, 'error');
  assert.match(notice?.message ?? '', /Final copy review/);
  assert.ok(names().includes('Final copy review'), 'the refused Done no longer hides it');
});

test('an opening while offline sends nothing and says so; back online, the next opening reads', async () => {
  h = await EngineHarness.start();
  await h.signIn(DEMO_RUI);
  h.setOnline(false);
  const mark = h.mark();
  assert.deepEqual(await h.stint.openTodos(), { ok: true });
  await h.settle();
  assert.deepEqual(h.sentSince(mark), []);
  assert.equal(todos().state, 'unavailable');
  assert.match(todos().message ?? '', /Offline/);
  const pressed = await h.stint.refreshTodos();
  assert.equal(pressed.ok, false, 'a press is told why nothing was read');

  h.setOnline(true);
  await h.settle();
  await h.advance(MIN);
  assert.deepEqual(reads(mark), [], 'the network coming back reads no to-dos by itself');
  await h.stint.openTodos();
  await h.settle();
  assert.deepEqual(reads(mark), ['GET /todos']);
  assert.equal(todos().state, 'ready');
  assert.equal(todos().message, null);
});

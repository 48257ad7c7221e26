// To-dos of every account in one list, grouped by account (issue 41, item 5): each account's
// read on its own pace, each to-do's id naming its account (two accounts hold the same service
// id here, as the simulator numbers each account's to-dos alike), Done going to the account
// it is of, and Start on another account's to-do stopping the timer of the one that runs at
// the same instant. On the manual clock against a simulator with both accounts; the merge
// itself (todos-across.ts) as a pure function.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../support/accounts-harness.ts';
import { DEMO_ACCOUNT, PROJECT } from '../support/engine-harness.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import { todoIdOf, todosAcross } from '../../../main/core/accounts/todos-across.ts';
import type { TodosView, TodoView } from '../../../main/core/snapshot.ts';

let h: AccountsHarness | undefined;
afterEach(() => h?.close());

const MIN = 60_000;
const open = (v: TodosView | undefined): TodoView[] => v?.projects.flatMap((p) => p.lists.flatMap((l) => l.todos)) ?? [];

test("one list of both accounts' to-dos; Done goes to the studio's, Start on it stops Acme's timer at that instant", async () => {
  h = await AccountsHarness.start();
  const studio = await h.acmeAndStudio();
  const person = personStint(h.hub);
  assert.deepEqual(await person.openTodos(), { ok: true });
  await h.advance(5_000);

  const todos = person.snapshot().todos!;
  assert.deepEqual(
    todos.projects.map((p) => p.projectName),
    ['Acme · Website Redesign', 'Studio · Brand Refresh'],
    "grouped by account, in the person's order, each project named with its account",
  );
  const dns = open(todos).find((t) => t.name === 'DNS switch')!;
  const palette = open(todos).find((t) => t.name === 'Colour palette')!;
  assert.equal(dns.accountKey, 'main');
  assert.equal(palette.accountKey, studio);
  assert.equal(todos.count, 2);
  const studioStore = h.sim.sim.ctx.accounts.get(STUDIO_ACCOUNT_ID)!;
  const demoStore = h.sim.sim.ctx.accounts.get(DEMO_ACCOUNT)!;
  const serviceId = todoIdOf(palette.id, ['main', studio])!.id;
  assert.ok(demoStore.todos.has(serviceId), 'the demo account holds a to-do of the same service id: only the account tells them apart');

  assert.deepEqual(await person.start({ projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.advance(10 * MIN);
  const switchedAt = h.clock.now();
  assert.deepEqual(await person.startTodo({ todoId: palette.id }), { ok: true });
  await h.advance(5_000);
  assert.deepEqual(h.runningOnService(), ['studio:Colour palette'], "the studio's to-do runs, Acme's timer stopped");
  const spec = h.only('demo', 'Spec');
  const palette0 = h.only('studio', 'Colour palette');
  assert.ok(spec.time_start + spec.time_total <= palette0.time_start && spec.time_start + spec.time_total >= palette0.time_start - 1, `Acme's entry ends where the studio's begins (${spec.time_start + spec.time_total} vs ${palette0.time_start}, clicked at ${new Date(switchedAt).toISOString()})`);
  assert.equal(person.snapshot().accounts?.inUse, studio, 'the window shows the account that runs');

  assert.deepEqual(await person.completeTodo(palette.id), { ok: true });
  await h.advance(5_000);
  assert.equal(studioStore.todos.get(serviceId)!.is_completed, true, "the studio's to-do is done on the service");
  assert.equal(demoStore.todos.get(serviceId)!.is_completed, false, "the demo account's to-do of the same id is untouched");
  const after = person.snapshot().todos!;
  assert.deepEqual(open(after).map((t) => t.name), ['DNS switch']);
  assert.deepEqual(after.done.map((t) => [t.name, t.projectName]), [['Colour palette', 'Studio · Brand Refresh']]);
  assert.deepEqual(await person.undoTodo(after.done[0]!.id), { ok: true });
  await h.advance(5_000);
  assert.equal(studioStore.todos.get(serviceId)!.is_completed, false, 'Undo reopens it in the studio');
});

const view = (over: Partial<TodosView>): TodosView => ({ state: 'ready', readAt: 1_000, tight: false, message: null, projects: [], count: 0, done: [], ...over });
const todo = (id: string, name: string): TodoView => ({ id, name, estimateSeconds: null, projectId: 1, projectName: 'P', listName: null, requiredTask: false, actions: { allowed: true }, pending: false });

test('the merge: ids and names marked with the account, the oldest read, a failure named with its account; ids parsed back', () => {
  const merged = todosAcross([
    { key: 'main', name: 'Acme', todos: view({ readAt: 5_000, count: 1, projects: [{ projectId: 1, projectName: 'P', lists: [{ listId: null, listName: null, todos: [todo('x-1', 'One')] }] }] }) },
    { key: 'a1b2c3d4e', name: 'Studio', todos: view({ state: 'unavailable', readAt: 2_000, message: 'The service did not answer.', done: [todo('x-1', 'Two')] }) },
    { key: 'aother', name: 'Signed out', todos: undefined },
  ]);
  assert.deepEqual(open(merged).map((t) => [t.id, t.projectName, t.accountKey]), [['main_x-1', 'Acme · P', 'main']]);
  assert.deepEqual(merged.done.map((t) => t.id), ['a1b2c3d4e_x-1']);
  assert.equal(merged.state, 'unavailable');
  assert.equal(merged.readAt, 2_000);
  assert.equal(merged.message, 'Studio: The service did not answer.');
  assert.deepEqual(todoIdOf('a1b2c3d4e_x_1', ['main', 'a1b2c3d4e']), { key: 'a1b2c3d4e', id: 'x_1' }, 'the first _ ends the key');
  assert.equal(todoIdOf('zzz_x-1', ['main']), null, 'no such account');
  assert.equal(todoIdOf('x-1', ['main']), null);
});

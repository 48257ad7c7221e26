// My to-dos in Chromium on the real engine (through the harness) against the simulator: the
// To-dos tab lists the demo admin's open to-dos by project and list with their estimates,
// typing filters them, Start starts a timer on the service (asking for the task where the
// project needs one), Done completes the to-do on the service with exactly one update and
// Undo reopens it; offline or on a tight day, the view says so and offers Refresh; the tray's
// submenu leads to the tab and starts a to-do. axe-core finds nothing in either scheme.
//
// The demo gives Ada (the demo admin) one open to-do, "DNS switch" (Website Redesign,
// "Launch checklist", 2 hours); two more are put in the simulator's store before she signs
// in: one in the same list, and one on Mobile App, which needs a task.

import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO } from '../support/sim-fixture.ts';
import { runTrayAction, trayAction } from '../../main/core/views/tray-menu-actions.ts';
import { focused, newEntries, otherDevice } from './support/actions.ts';
import { scanSchemes } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

/** Ada's two more to-dos, added to the demo's lists; answers the ids of all three by name. */
function moreTodos(s: StintPage): Record<string, string> {
  const store = s.sim.sim.ctx.store;
  const ada = [...store.users.values()].find((u) => u.email === DEMO.admin)!.id;
  const listOf = (name: string) => [...store.todoLists.values()].find((l) => l.name === name)!;
  const add = (name: string, listName: string, position: number, estimate: number) => {
    const list = listOf(listName);
    const id = store.nextGuid('todo');
    const at = Date.now();
    store.todos.set(id, {
      id, project_id: list.project_id, todo_list_id: list.id, name, description: '', is_completed: false, position,
      time_estimate: estimate, user_id: ada, created_by: ada, changed_by: ada, created_at: at, changed_at: at,
    });
  };
  add('Redirect old URLs', 'Launch checklist', 4, 1800);
  add('Store screenshots', 'Sprint 12', 4, 5400);
  const ids: Record<string, string> = {};
  for (const t of store.todos.values()) if (t.user_id === ada && !t.is_completed) ids[t.name] = t.id;
  assert.deepEqual(Object.keys(ids).sort(), ['DNS switch', 'Redirect old URLs', 'Store screenshots']);
  return ids;
}

/** Every request the service is sent from now on, as `METHOD /path`. */
function recordRequests(s: StintPage): string[] {
  const seen: string[] = [];
  s.sim.sim.app.server.on('request', (req: IncomingMessage) => seen.push(`${req.method} ${(req.url ?? '').split('?')[0]}`));
  return seen;
}

async function openTodos(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'To-dos' }).click();
  await page.getByRole('region', { name: 'To-dos' }).waitFor();
}

const region = (page: Page) => page.getByRole('region', { name: 'To-dos' });

test('the To-dos tab lists my open to-dos by project and list, with estimates; typing filters them', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    moreTodos(s);
    const requests = recordRequests(s);
    await signInAsDemo(s);
    assert.equal(requests.filter((r) => r === 'GET /api/v1/todos').length, 0, 'signing in reads no to-dos');
    await openTodos(page);
    const todos = region(page);
    await todos.getByRole('button', { name: 'Start DNS switch' }).waitFor();
    assert.equal(requests.filter((r) => r === 'GET /api/v1/todos').length, 1, 'opening the tab reads them once');

    // By project (by name), then by list, each in position order.
    assert.deepEqual(await todos.getByRole('heading', { level: 3 }).allInnerTexts(), ['Mobile App', 'Website Redesign']);
    const launch = todos.getByRole('list', { name: 'Launch checklist' });
    assert.deepEqual(await launch.getByRole('listitem').locator('.todo-name').allInnerTexts(), ['DNS switch', 'Redirect old URLs']);
    assert.equal(await todos.getByRole('list', { name: 'Sprint 12' }).getByRole('listitem').count(), 1);
    // Each with its estimate, as the window writes durations, and Start and Done naming it.
    assert.match(await launch.getByRole('listitem').first().innerText(), /\b2:00\b/);
    assert.match(await launch.getByRole('listitem').nth(1).innerText(), /\b0:30\b/);
    for (const name of ['DNS switch', 'Redirect old URLs', 'Store screenshots']) {
      await todos.getByRole('button', { name: `Start ${name}`, exact: true }).waitFor();
      await todos.getByRole('button', { name: `Done with ${name}`, exact: true }).waitFor();
    }

    // Letters in order, as in the pickers; a project's name finds its to-dos.
    const filter = todos.getByRole('textbox', { name: 'Filter to-dos' });
    await filter.fill('dnsw');
    await eventually(() => todos.getByRole('button', { name: /^Start / }).count(), (n) => n === 1, 'the filter to leave one to-do');
    await todos.getByRole('button', { name: 'Start DNS switch' }).waitFor();
    await filter.fill('mobile');
    await eventually(() => todos.getByRole('button', { name: /^Start / }).count(), (n) => n === 1, 'the filter to leave the Mobile App to-do');
    await todos.getByRole('button', { name: 'Start Store screenshots' }).waitFor();
    await filter.fill('qqqq');
    await todos.getByText('No to-do matches “qqqq”.').waitFor();
    await filter.fill('');
    await eventually(() => todos.getByRole('button', { name: /^Start / }).count(), (n) => n === 3, 'every to-do again');
    // Seen again within 15 minutes: no second read.
    await page.getByRole('tab', { name: 'Timer' }).click();
    await openTodos(page);
    await todos.getByRole('button', { name: 'Start DNS switch' }).waitFor();
    assert.equal(requests.filter((r) => r === 'GET /api/v1/todos').length, 1, 'no second read within 15 minutes');
  }),
);

test('Start on a to-do starts a timer on its project with its name; where the project needs a task, the Task picker asks first', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    moreTodos(s);
    await signInAsDemo(s);
    await openTodos(page);
    const todos = region(page);
    const before = s.entryIds();

    await todos.getByRole('button', { name: 'Start DNS switch' }).click();
    await todos.getByText('running').waitFor();
    const [first] = await eventually(() => newEntries(s, before), (made) => made.length === 1 && made[0]!.stopwatch_started_at !== null, 'the timer to run on the service');
    const store = s.sim.sim.ctx.store;
    assert.equal(store.projects.get(first!.project_id)?.name, 'Website Redesign');
    assert.equal(first!.description, 'DNS switch');

    // Mobile App needs a task: the Task picker opens in place, focused, and Start waits for a task.
    await todos.getByRole('button', { name: 'Start Store screenshots' }).click();
    const task = todos.getByRole('combobox', { name: 'Task' });
    await focused('the Task picker', task);
    await page.keyboard.type('test');
    const option = todos.getByRole('listbox', { name: 'Task' }).getByRole('option').first();
    await eventually(async () => (await option.textContent()) ?? '', (t) => /Testing/.test(t), 'Testing to come first');
    await page.keyboard.press('Enter');
    assert.equal(await task.inputValue(), 'Testing');
    // Enter on a task moves on to Start.
    await focused('Start', todos.getByRole('button', { name: 'Start Store screenshots on this task' }));
    await page.keyboard.press('Enter');
    const second = await eventually(
      () => newEntries(s, before).filter((e) => e.stopwatch_started_at !== null),
      (running) => running.length === 1 && running[0]!.description === 'Store screenshots',
      'the switch to reach the service',
    );
    assert.equal(store.projects.get(second[0]!.project_id)?.name, 'Mobile App');
    assert.equal(store.tasks.get(second[0]!.task_id!)?.name, 'Testing');
    // The picker closes when the window hears of the switch, which may come after the service has it.
    await task.waitFor({ state: 'detached' });
  }),
);

test('Done completes the to-do on the service with exactly one update, and Undo reopens it', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    const ids = moreTodos(s);
    const id = ids['DNS switch']!;
    const requests = recordRequests(s);
    await signInAsDemo(s);
    await openTodos(page);
    const todos = region(page);

    await todos.getByRole('button', { name: 'Done with DNS switch' }).click();
    // It leaves the list at once; the Done list offers Undo, and the focus waits there.
    const undo = todos.getByRole('button', { name: 'Undo DNS switch' });
    await undo.waitFor();
    assert.equal(await todos.getByRole('button', { name: 'Start DNS switch' }).count(), 0);
    await focused('Undo', undo);
    await eventually(() => s.sim.sim.ctx.store.todos.get(id)!.is_completed, (done) => done, 'the service to have it completed');
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the outbox to empty');
    assert.deepEqual(requests.filter((r) => r.startsWith('POST /api/v1/todos/')), [`POST /api/v1/todos/${id}`], 'exactly one update');

    await undo.click();
    await todos.getByRole('button', { name: 'Start DNS switch' }).waitFor();
    await focused('Done', todos.getByRole('button', { name: 'Done with DNS switch' }));
    await eventually(() => s.sim.sim.ctx.store.todos.get(id)!.is_completed, (done) => !done, 'the service to have it open again');
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the outbox to empty');
    assert.equal(requests.filter((r) => r.startsWith('POST /api/v1/todos/')).length, 2, 'one update each way');
    assert.equal(await todos.getByRole('button', { name: 'Undo DNS switch' }).count(), 0);
  }),
);

test('offline when the tab opens: it says so, and Refresh reads them once back online', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    moreTodos(s);
    await signInAsDemo(s);
    await s.control({ network: 'offline' });
    await openTodos(page);
    const todos = region(page);
    await todos.getByText("Offline: your to-dos are read again once you're back online.").waitFor();
    await todos.getByText('Not read yet.').waitFor();
    const refresh = todos.getByRole('button', { name: 'Refresh' });
    await s.control({ network: 'online' });
    await refresh.click();
    await todos.getByRole('button', { name: 'Start DNS switch' }).waitFor();
    assert.equal(await refresh.count(), 0, 'read and not tight: nothing to refresh');
  }),
);

test("the tray's To-dos submenu: the way to the tab, which reads them; then the to-dos, a click on one starting it", BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    const ids = moreTodos(s);
    await signInAsDemo(s);
    const before = await s.tray();
    assert.equal(before.items['todos-open']?.label, 'Open To-dos…');
    assert.equal(before.items[`todo:${ids['DNS switch']}`], undefined, 'nothing read yet');
    // The shell opens the window at the place the item names (tray-menu-actions.ts).
    await s.control({ open: 'todos' });
    await region(page).getByRole('button', { name: 'Start DNS switch' }).waitFor();
    const after = await eventually(() => s.tray(), (t) => t.items[`todo:${ids['DNS switch']}`] !== undefined, 'the submenu to list the to-dos');
    assert.equal(after.items[`todo:${ids['DNS switch']}`]?.label, 'Website Redesign: DNS switch');
    assert.equal(after.items[`todo:${ids['Store screenshots']}`]?.label, 'Mobile App: Store screenshots…');

    // A click, as the shell carries it out: one whose project needs a task opens the tab; the other starts.
    const shown: string[] = [];
    const click = (id: string) =>
      runTrayAction(trayAction(id, s.harness.stint.snapshot()), {
        stint: s.harness.stint,
        showWindow: (place) => void shown.push(place),
        openUrl: () => assert.fail('no page to open'),
        quit: () => assert.fail('no quit'),
        logger: { log: () => {} },
        tell: (message) => assert.fail(`told: ${message}`),
      });
    assert.deepEqual(await click(`todo:${ids['Store screenshots']}`), { ok: true });
    assert.deepEqual(shown, ['todos']);
    const entries = s.entryIds();
    assert.deepEqual(await click(`todo:${ids['DNS switch']}`), { ok: true });
    const [started] = await eventually(() => newEntries(s, entries), (made) => made.length === 1 && made[0]!.stopwatch_started_at !== null, 'the timer to run on the service');
    assert.equal(started!.description, 'DNS switch');
    await region(page).getByText('running').waitFor();
  }),
);

/** Another device of the account spends the day's requests until `left` remain (the Free plan's 50 a day). */
async function spendTheDayTo(s: StintPage, left: number): Promise<void> {
  const device = await otherDevice(s);
  for (;;) {
    const r = await device.get('/users/me');
    if (r.status === 429) {
      // A per-second limit: wait as the service asks.
      await new Promise((resolve) => setTimeout(resolve, Number(r.headers.get('retry-after') ?? '1') * 1000));
      continue;
    }
    const remaining = Number(/remaining=(\d+)/.exec(r.headers.get('x-ratelimit-accountdaily') ?? '')?.[1]);
    assert.ok(Number.isFinite(remaining), 'the service says what is left of the day');
    if (remaining <= left) return;
  }
}

test('a tight day (Free plan, nearly spent): opening reads nothing, the view says why and when, and Refresh reads', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    moreTodos(s);
    await s.sim.control.plan('free');
    await spendTheDayTo(s, 12);
    const requests = recordRequests(s);
    await signInAsDemo(s);
    await eventually(() => s.harness.stint.snapshot().todos?.tight, (tight) => tight === true, 'the engine to see the day is tight');
    await openTodos(page);
    const todos = region(page);
    await todos.getByText('Requests are scarce today, so Stint does not read your to-dos again by itself: press Refresh to read them now.').waitFor();
    await todos.getByText('Not read yet.').waitFor();
    assert.equal(requests.filter((r) => r === 'GET /api/v1/todos').length, 0, 'the opening read nothing');

    await todos.getByRole('button', { name: 'Refresh' }).click();
    await todos.getByRole('button', { name: 'Start DNS switch' }).waitFor();
    assert.equal(requests.filter((r) => r === 'GET /api/v1/todos').length, 1, 'Refresh read them once');
    // The time of that read, in the window's clock (the harness's locale: en-US, 12-hour).
    const readAt = s.harness.stint.snapshot().todos!.readAt!;
    const words = `Last read at ${new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: 'UTC' }).format(readAt)}.`;
    await todos.getByText(words).waitFor();
    await todos.getByRole('button', { name: 'Refresh' }).waitFor();
  }),
);

test(`the To-dos view (light and dark): no axe violations, with a to-do done and the Task picker open`, BROWSER, (t) =>
  withStint({}, async (s) => {
    const { page } = s;
    moreTodos(s);
    await signInAsDemo(s);
    await openTodos(page);
    const todos = region(page);
    await todos.getByRole('button', { name: 'Start DNS switch' }).waitFor();
    await scanSchemes(t, page, 'todos');
    await todos.getByRole('button', { name: 'Done with Redirect old URLs' }).click();
    await todos.getByRole('button', { name: 'Undo Redirect old URLs' }).waitFor();
    await todos.getByRole('button', { name: 'Start Store screenshots' }).click();
    await todos.getByRole('listbox', { name: 'Task' }).getByRole('option').first().waitFor();
    await scanSchemes(t, page, 'todos-task');
  }),
);

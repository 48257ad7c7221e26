// A task typed after a project, as a start is made the natural way at the window's size
// (360x560): Enter on the project moves to Task, which is empty (its placeholder says "No
// task" where the project allows none), so what is typed searches the tasks; "No task" heads
// the list, the tasks after it.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { focused, newEntries } from './support/actions.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo } from './support/stint-page.ts';

test('after a project picked with Enter, typing "dev" in Task finds Development and the start carries it', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    const project = page.getByRole('combobox', { name: 'Project' });
    await project.focus();
    await page.keyboard.type('website');
    await eventually(async () => (await page.getByRole('listbox', { name: 'Project' }).getByRole('option').first().textContent()) ?? '', (t) => /Website Redesign/.test(t), 'Website Redesign listed first');
    await page.keyboard.press('Enter');

    const task = page.getByRole('combobox', { name: 'Task' });
    await focused('the Task picker', task);
    assert.equal(await task.inputValue(), '', 'the Task field starts empty');
    assert.equal(await task.getAttribute('placeholder'), 'No task');
    await page.keyboard.type('dev');
    assert.equal(await task.inputValue(), 'dev');
    const first = page.getByRole('listbox', { name: 'Task' }).getByRole('option').first();
    await eventually(async () => (await first.textContent()) ?? '', (t) => t.startsWith('Development'), 'Development listed first');
    assert.equal(await page.getByText(/Nothing matches/).count(), 0);
    await page.keyboard.press('Enter');
    await focused('the Description field', page.getByLabel('Description', { exact: true }));
    assert.equal(await task.inputValue(), 'Development');
    await page.keyboard.type('Hero copy');
    await page.getByRole('button', { name: 'Start', exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Stop' }).waitFor();
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the start to reach the service');
    const [made] = newEntries(s, before);
    const snap = s.harness.stint.snapshot();
    const website = snap.projects.find((p) => p.name === 'Website Redesign')!;
    assert.equal(made?.project_id, website.id);
    assert.equal(made?.task_id, snap.tasks[website.id]!.find((t) => t.name === 'Development')!.id, 'started on the task typed');
  }),
);

test('"No task" comes first, before the recently used task, and ArrowDown then Enter picks the task after it', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const project = page.getByRole('combobox', { name: 'Project' });
    const task = page.getByRole('combobox', { name: 'Task' });
    const chooseWebsite = async () => {
      await project.focus();
      await page.keyboard.type('website');
      await eventually(async () => (await page.getByRole('listbox', { name: 'Project' }).getByRole('option').first().textContent()) ?? '', (t) => /Website Redesign/.test(t), 'Website Redesign listed first');
      await page.keyboard.press('Enter');
      await focused('the Task picker', task);
    };
    // An entry on Website Redesign · Development: its task is the recently used one.
    await chooseWebsite();
    await page.keyboard.type('dev');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Start', exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Stop', exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    // A start and a stop a moment apart are one entry once the service has both: until then
    // the window may not list it among the day's entries (CI saw the list drawn before it).
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the start and the stop to reach the service');

    await chooseWebsite();
    const options = page.getByRole('listbox', { name: 'Task' }).getByRole('option');
    const order = ['No task', 'Development, billable', 'Design, billable', 'Meetings'];
    await eventually(async () => (await options.allTextContents()).map((t) => t.trim()).join(' | '), (t) => t === order.join(' | '), '"No task", then the recent task, then the rest');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    assert.equal(await task.inputValue(), 'Development');
  }),
);

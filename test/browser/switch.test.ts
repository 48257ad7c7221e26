// Switching while a timer runs, as a person does it by keyboard: the window comes forward
// (the tray, the global shortcut) with the focus on Switch, and Enter opens it with its
// picker focused, so a project typed there starts a new entry and stops the running one;
// it never re-files the running entry's time. Edit goes back to the running entry's own fields.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { focused, hideAndShow, newEntries, pick, startWebsite } from './support/actions.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo } from './support/stint-page.ts';

test('shown while a timer runs, the window offers Switch: a project typed there starts a new entry and stops the running one', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    await startWebsite(s, 'First thing');
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the start to reach the service');

    await hideAndShow(s);
    await focused('the Switch button', page.getByRole('button', { name: 'Switch', exact: true }));
    await page.keyboard.press('Enter');
    const project = page.getByRole('combobox', { name: 'Project' });
    await focused('the Switch picker', project);
    assert.equal(await project.inputValue(), '', 'an empty picker: a new entry, not the running one');
    // Exactly: the timeline names the running entry too, with its times.
    await page.getByText('Website Redesign: First thing', { exact: true }).waitFor();
    assert.match((await page.getByText(/^Start stops Website Redesign/).innerText()) ?? '', /Start stops Website Redesign and starts this\./);

    await pick(page, 'Project', 'support', /Support Retainer/);
    // The focus moved on to Task, empty ("No task" is its placeholder): typing searches.
    await pick(page, 'Task', 'meet', /Meetings/);
    await page.getByLabel('Description', { exact: true }).fill('Second thing');
    await page.getByRole('button', { name: 'Start', exact: true }).press('Enter');

    // Not Stop: an Enter pressed twice would stop the entry just switched to (issue 69).
    await focused('the Switch button of the new entry', page.getByRole('button', { name: 'Switch', exact: true }));
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the switch to reach the service');
    const made = newEntries(s, before);
    assert.equal(made.length, 2, 'two entries: the first, and the one switched to');
    const [first, second] = made;
    assert.equal(first!.description, 'First thing');
    assert.equal(first!.project_id, s.harness.stint.snapshot().projects.find((p) => p.name === 'Website Redesign')!.id, 'the first keeps its project');
    assert.equal(first!.stopwatch_started_at, null, 'the first is stopped');
    assert.equal(second!.description, 'Second thing');
    assert.equal(second!.project_id, s.harness.stint.snapshot().projects.find((p) => p.name === 'Support Retainer')!.id);
    assert.notEqual(second!.stopwatch_started_at, null, 'the second runs');
  }),
);

test("Switch's Cancel and Edit go back to the running entry, its own fields editable again", BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await startWebsite(s, 'Only thing');

    await page.getByRole('button', { name: 'Switch' }).press('Enter');
    const project = page.getByRole('combobox', { name: 'Project' });
    await focused('the Switch picker', project);
    assert.equal(await project.getAttribute('aria-expanded'), 'true', 'asked for by the person: the list opens, ready to type');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cancel' }).press('Enter');
    await focused('the Switch button', page.getByRole('button', { name: 'Switch' }));
    assert.equal(await project.inputValue(), 'Website Redesign', "the running entry's own picker again");

    await page.getByRole('button', { name: 'Switch' }).press('Enter');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Edit the running entry, Website Redesign: Only thing$/ }).press('Enter');
    await focused("the running entry's Project picker", project);
    assert.equal(await project.inputValue(), 'Website Redesign');
    assert.equal(await page.getByLabel('Description', { exact: true }).inputValue(), 'Only thing');
  }),
);

test('Switch opens only when asked: not again after another tab, and what was typed there goes with Edit', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await startWebsite(s, 'Ongoing');
    await hideAndShow(s);
    await page.getByRole('button', { name: 'Switch', exact: true }).press('Enter');
    const project = page.getByRole('combobox', { name: 'Project' });
    await focused('the Switch picker', project);
    await page.getByLabel('Description', { exact: true }).fill('typed for a switch');
    await page.getByRole('button', { name: /^Edit the running entry/ }).press('Enter');

    await page.getByRole('tab', { name: 'Quick entry' }).press('Enter');
    await page.getByRole('tab', { name: 'Timer' }).press('Enter');
    await page.getByRole('button', { name: 'Switch' }).waitFor();
    assert.equal(await project.inputValue(), 'Website Redesign', "the running entry's own fields, not Switch");
    assert.equal(await page.getByLabel('Description', { exact: true }).inputValue(), 'Ongoing');

    await page.getByRole('button', { name: 'Switch' }).press('Enter');
    assert.equal(await page.getByLabel('Description', { exact: true }).inputValue(), '', 'what was typed before Edit is gone');
  }),
);

test('a Stop pressed right after Cancel stops the timer: the focus given back to Switch never takes a key meant for Stop', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await startWebsite(s, 'Quick hands');
    await page.getByRole('button', { name: 'Switch' }).press('Enter');
    await page.getByRole('button', { name: 'Cancel' }).waitFor();
    // Cancel, and the Stop button focused before the next frame, as a fast person's Tab or
    // click does; then two frames for anything deferred to run.
    const stayed = await page.evaluate(async () => {
      const buttons = [...document.querySelectorAll('button')];
      buttons.find((b) => b.textContent?.trim() === 'Cancel')!.click();
      buttons.find((b) => b.textContent?.trim() === 'Stop')!.focus();
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return document.activeElement?.textContent?.trim();
    });
    assert.equal(stayed, 'Stop', 'the focus stays where the person put it');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the stop to reach the service');
    assert.equal(s.harness.stint.snapshot().running, null);
    assert.equal([...s.sim.sim.ctx.store.entries.values()].filter((e) => e.stopwatch_started_at !== null).length, 0, 'nothing runs on the service');
  }),
);

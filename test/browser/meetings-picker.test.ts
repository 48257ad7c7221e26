// "Fill the day's meetings…" at the window's size (360x560) offers, for each meeting without
// a remembered project, its pickers right there ("Pick a project for <title>…"): the meeting
// is filled and its work remembered from the preview. A task typed that matches nothing is
// said at the Task field and nothing is sent; Escape closes the pickers, the focus back on
// their button. Axe-clean, light and dark.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DEMO_CALENDAR_PATH } from '../../renderer/state/demo-control.ts';
import { testClock } from '../support/test-day.ts';
import { focused, pick } from './support/actions.ts';
import { scanSchemes } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo } from './support/stint-page.ts';

const HOUR_MS = 3_600_000;
const today = (page: Page): Locator => page.getByRole('region', { name: 'Today' });

test(`a meeting without a project gets its pickers in the preview; a task matching nothing is said; Fill fills it (light and dark)`, BROWSER, (t: TestContext) => {
  const clock = testClock(10);
  return withStint({ clock }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    assert.equal((await s.harness.stint.addCalendar({ address: `${s.harness.origin}${DEMO_CALENDAR_PATH}` })).ok, true);
    // 15:30: the standup, the call and the review have passed, none with a project.
    clock.jump(5.5 * HOUR_MS);
    const day = s.harness.stint.snapshot().today;
    await eventually(() => s.harness.stint.snapshot().calendar?.fillable.filter((f) => f.date === day).length, (n) => (n ?? 0) >= 2, "today's meetings offered");
    await today(page).getByRole('button', { name: "Fill the day's meetings…" }).click();
    const preview = today(page).getByRole('group', { name: "The day's meetings" });
    const pickFor = preview.getByRole('button', { name: 'Pick a project for Client call…' });
    await pickFor.press('Enter');
    assert.equal(await pickFor.getAttribute('aria-expanded'), 'true');
    const form = preview.getByRole('form', { name: 'Fill with Client call' });
    await focused('its Project picker', form.getByRole('combobox', { name: 'Project' }));
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await focused('Pick a project for Client call…', pickFor);

    await pickFor.press('Enter');
    await pick(form, 'Project', 'internal', /Internal Tools/);
    await page.keyboard.type('zzz');
    const before = s.entryIds();
    await form.getByRole('button', { name: 'Fill', exact: true }).press('Enter');
    const task = form.getByRole('combobox', { name: 'Task' });
    await form.getByText('No task is called “zzz”: pick one from the list, or clear the field for no task.').waitFor();
    await focused('the Task picker', task);
    assert.equal(await task.getAttribute('aria-invalid'), 'true');
    await scanSchemes(t, page, 'meetings-picker-task-unmatched');
    assert.deepEqual([...s.entryIds()].filter((id) => !before.has(id)), [], 'nothing sent');

    await task.fill('');
    await form.getByRole('button', { name: 'Fill', exact: true }).press('Enter');
    const said = today(page).getByRole('status').filter({ hasText: /^Filled Client call\.$/ });
    await said.waitFor();
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the fill to reach the service');
    const made = [...s.sim.sim.ctx.store.entries.values()].filter((e) => !before.has(e.id));
    assert.deepEqual(made.map((e) => [e.description, e.time_total]), [['Client call', 45 * 60]], 'the call filled');
    assert.equal(made[0]!.project_id, s.harness.stint.snapshot().projects.find((p) => p.name === 'Internal Tools')!.id);
  });
});

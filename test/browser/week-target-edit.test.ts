// The week's target after a past edit (issue 40, item 10): an entry of an earlier day of this
// week made 33 minutes longer from the Week card. The card's total and "This week's target"
// move together at once, offline too (no read, no Refresh), and agree with the service once
// the edit is sent; before, the target read 10:38 next to a week of 11:11. The task picker's
// billable mark follows the service's rule too: Internal Tools is not billable, so neither is
// any of its tasks, whatever their assignments say. axe-core scans the card light and dark.
//
// Time: the engine, the simulator and the page share one clock from 10:00 of the test day, a
// Wednesday (support/test-day.ts); the edited day is two days before it, so only the week's
// own read holds its entries.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO } from '../support/sim-fixture.ts';
import { testClock } from '../support/test-day.ts';
import { progressWords } from '../../renderer/text/target-words.ts';
import { addDays, formatLongDate } from '../../renderer/text/time.ts';
import { entryLabel } from '../../renderer/text/entry-label.ts';
import { scanSchemes } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

const WEEK_TARGET = 5 * 8 * 3600;
const ADDED = 33 * 60;

const meter = (page: Page) => page.getByRole('meter', { name: "This week's target", exact: true });

function ada(s: StintPage): number {
  return [...s.sim.sim.ctx.store.users.values()].find((u) => u.email === DEMO.admin)!.id;
}

/** Ada's seconds on the service from `from` to `to`. */
function serviceSeconds(s: StintPage, from: string, to: string): number {
  const me = ada(s);
  return [...s.sim.sim.ctx.store.entries.values()].filter((e) => e.user_id === me && e.date_execution >= from && e.date_execution <= to).reduce((n, e) => n + e.time_total, 0);
}

/** "H:MM" of a number of seconds, as a duration typed. */
const typed = (seconds: number) => `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}`;

async function walk(t: TestContext): Promise<void> {
  await withStint({ clock: testClock(10) }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const snap = await eventually(() => s.harness.stint.snapshot(), (x) => x.target != null && x.shownWeek?.state === 'ready' && x.week.some((d) => d.seconds > 0 && d.date < x.today), 'the week and its totals');
    const { today } = snap;
    const weekStart = snap.shownWeek!.start;
    const locale = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().locale);
    const day = addDays(today, -2);
    assert.ok(day >= weekStart, 'two days back is in this week');
    const store = s.sim.sim.ctx.store;
    const entry = [...store.entries.values()].filter((e) => e.user_id === ada(s) && e.date_execution === day && !e.is_locked && e.time_total >= 600).sort((a, b) => a.id - b.id)[0];
    assert.ok(entry, `the demo has an open entry on ${day}`);
    const label = entryLabel({ projectName: store.projects.get(entry.project_id)!.name, taskName: entry.task_id === null ? null : store.tasks.get(entry.task_id)!.name, description: entry.description });

    const week = page.getByRole('region', { name: 'This week', exact: true });
    const figure = week.locator('.day-total .figure');
    const before = serviceSeconds(s, weekStart, today);
    await eventually(() => meter(page).getAttribute('aria-valuetext'), (v) => v === progressWords(before, WEEK_TARGET), "this week's target before the edit");

    // Offline: the edit waits to be sent, and the figures follow it already.
    await s.control({ network: 'offline' });
    await week.getByRole('group', { name: 'Days' }).getByRole('button', { name: new RegExp(`^${formatLongDate(day, locale)}(,|$)`) }).press('Enter');
    await week.getByRole('button', { name: `Edit ${label}`, exact: true }).press('Enter');
    const form = week.getByRole('form', { name: `Edit ${label}` });
    await form.getByRole('textbox', { name: 'Duration' }).fill(typed(entry.time_total + ADDED));
    await form.getByRole('button', { name: 'Save', exact: true }).press('Enter');
    await form.waitFor({ state: 'detached' });
    const after = before - (entry.time_total % 60) + ADDED;
    await eventually(() => figure.getAttribute('data-seconds'), (v) => Number(v) === after, 'the week total with the edit');
    await eventually(() => meter(page).getAttribute('aria-valuetext'), (v) => v === progressWords(after, WEEK_TARGET), "this week's target with the edit, at once");
    assert.equal(s.harness.stint.snapshot().sync.queued, 1, 'the edit still waits to be sent');
    await scanSchemes(t, page, 'week-target-after-edit');

    await s.control({ network: 'online' });
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the edit to reach the service');
    assert.equal(serviceSeconds(s, weekStart, today), after, 'the service holds the edit');
    assert.equal(await meter(page).getAttribute('aria-valuetext'), progressWords(after, WEEK_TARGET), 'the target as the service adds it up');
    assert.equal(Number(await figure.getAttribute('data-seconds')), after);
  });
}

test("the week's target after a past edit: it follows the week's total at once, offline too, and agrees with the service (light and dark)", BROWSER, (t: TestContext) => walk(t));

test("a non-billable project's tasks carry no billable mark in the Task picker; a billable project's keep their own", BROWSER, () =>
  withStint({ clock: testClock(10) }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const project = page.getByRole('combobox', { name: 'Project' });
    await project.focus();
    await page.keyboard.type('internal');
    await page.getByRole('listbox', { name: 'Project' }).getByRole('option', { name: /^Internal Tools/ }).first().waitFor();
    await page.keyboard.press('Enter');
    const task = page.getByRole('combobox', { name: 'Task' });
    await task.focus();
    await page.keyboard.press('ArrowDown');
    const tasks = page.getByRole('listbox', { name: 'Task' });
    await tasks.getByRole('option', { name: /^Research/ }).waitFor();
    assert.equal(await tasks.getByRole('option', { name: /billable$/ }).count(), 0, 'no task of Internal Tools is marked billable');
    await page.keyboard.press('Escape');
    await project.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('website');
    await page.getByRole('listbox', { name: 'Project' }).getByRole('option', { name: /^Website Redesign/ }).first().waitFor();
    await page.keyboard.press('Enter');
    await task.focus();
    await page.keyboard.press('ArrowDown');
    await tasks.getByRole('option', { name: /^Design.*billable$/ }).waitFor();
    assert.equal(await tasks.getByRole('option', { name: /^Meetings.*billable$/ }).count(), 0, "Meetings' assignment is not billable");
  }),
);

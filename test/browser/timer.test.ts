// The window in Chromium on the real engine (through the harness) against the simulator:
// sign in, pick by keyboard, start, the tray, stop, today's total. The engine and the
// browser run on the real clock, so nothing here asserts a duration: only what the window,
// the tray model and the service show (today's total grows by exactly the time the service
// holds for the stopped entry). Waits are Playwright's auto-waiting, with limits that only
// guard against a hang.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO } from '../support/sim-fixture.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { newEntries, pick, runningOnServiceForASecond } from './support/actions.ts';
import { signInAsDemo } from './support/stint-page.ts';

/** Today's total to the second: the figure reads h:mm, its seconds are on it as data. */
const todayTotal = async (page: Page) =>
  Number(await page.getByRole('region', { name: 'Today' }).locator('p', { hasText: 'Total today:' }).locator('[data-seconds]').getAttribute('data-seconds'));

test('signs in with the demo account through the form', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    assert.equal((await s.tray()).icon, 'idle');
    await signInAsDemo(s);
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await page.getByRole('heading', { name: 'Today' }).waitFor();
    const session = s.harness.stint.snapshot().session;
    assert.equal(session.state === 'signed_in' && session.email, DEMO.admin);
    assert.ok((await s.tray()).items.start, 'the tray offers Start');
  }),
);

test('picks a project and its task by keyboard, starts, the tray shows it running, stops, and the total grows', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    // Today's entries are on screen (the demo always has one for Ada), so the total counts them.
    await page.getByRole('region', { name: 'Today' }).getByRole('button', { name: /^Continue .*On-call handover/ }).waitFor();
    const totalBefore = await todayTotal(page);

    await pick(page, 'Project', 'mobile', /Mobile App/);
    assert.equal(await page.getByRole('combobox', { name: 'Project' }).inputValue(), 'Mobile App');
    // Mobile App needs a task: the focus moves to the task picker, which lists its tasks.
    const task = page.getByRole('combobox', { name: 'Task' });
    await eventually(() => task.evaluate((el) => el === document.activeElement), (focused) => focused, 'the Task picker to take the focus');
    await pick(page, 'Task', 'test', /Testing/);
    assert.equal(await task.inputValue(), 'Testing');
    await page.getByLabel('Description', { exact: true }).fill('Browser check');
    await page.getByRole('button', { name: 'Start' }).press('Enter');

    const stop = page.getByRole('button', { name: 'Stop' });
    await stop.waitFor();
    const tray = await eventually(() => s.tray(), (t) => t.icon === 'running', 'the tray to show a running timer');
    assert.match(tray.items.stop?.label ?? '', /Mobile App/);
    assert.match(tray.items['running-summary']?.label ?? '', /Mobile App/);

    // Over a second on the service's stopwatch, so the stopped entry holds time the total can show.
    await runningOnServiceForASecond(s);
    await stop.press('Enter');
    await page.getByRole('button', { name: 'Start' }).waitFor();
    assert.equal((await eventually(() => s.tray(), (t) => t.icon === 'idle', 'the tray to show no timer')).items.stop, undefined);

    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the stop to be sent');
    const made = newEntries(s, before);
    assert.equal(made.length, 1, 'one entry on the service');
    assert.equal(made[0]!.description, 'Browser check');
    assert.equal(made[0]!.stopwatch_started_at, null, 'stopped on the service');
    const tracked = made[0]!.time_total;
    assert.ok(tracked >= 1, `the service holds the time tracked: ${tracked} s`);
    // Today's total grows by exactly what the service holds for the entry.
    await eventually(() => todayTotal(page), (n) => n - totalBefore === tracked, `today's total to grow by the entry's ${tracked} s (from ${totalBefore} s)`);
  }),
);

test('Continue on one of today\'s entries runs a new entry like it from the click; the finished one keeps its times', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    // The demo gives Ada an entry today from midnight: "On-call handover" on Support Retainer.
    const handover = () => [...s.sim.sim.ctx.store.entries.values()].filter((e) => e.description === 'On-call handover' && e.user_id === 1);
    const [old] = handover();
    const was = [old!.time_start, old!.time_total];
    await page.getByRole('region', { name: 'Today' }).getByRole('button', { name: /^Continue .*On-call handover/ }).press('Enter');
    await page.getByRole('button', { name: 'Stop' }).waitFor();
    assert.equal(await page.getByLabel('Description', { exact: true }).inputValue(), 'On-call handover');
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the continue to be sent');
    const made = newEntries(s, before);
    assert.deepEqual(made.map((e) => [e.description, e.project_id, e.stopwatch_started_at !== null]), [['On-call handover', old!.project_id, true]], 'one new entry of that work, running');
    assert.deepEqual([old!.time_start, old!.time_total], was, 'the finished entry keeps its times');
    assert.equal(handover().find((e) => e.id === old!.id)!.stopwatch_started_at, null);
    // The same work runs now: the finished entry's row no longer offers Continue, which would change nothing.
    const rows = page.getByRole('region', { name: 'Today' }).getByRole('list', { name: "Today's entries" }).getByRole('listitem').filter({ hasText: 'On-call handover' });
    await eventually(() => rows.count(), (n) => n === 2, 'both entries of the work listed');
    assert.equal(await rows.getByRole('button', { name: /^Continue / }).count(), 0, 'no Continue on either row');
    await rows.getByText('running', { exact: true }).waitFor();
  }),
);

test('started by the demo, the sign-in form offers the demo account and signs in with one button', BROWSER, () =>
  withStint({ demo: true }, async (s) => {
    const { page } = s;
    assert.equal(await page.getByLabel('Email', { exact: true }).inputValue(), DEMO.admin);
    assert.equal(await page.getByLabel('Service address', { exact: true }).inputValue(), s.sim.baseUrl);
    await page.getByRole('button', { name: 'Try the demo' }).press('Enter');
    await page.getByRole('button', { name: 'Start' }).waitFor();
    const session = s.harness.stint.snapshot().session;
    assert.equal(session.state === 'signed_in' && session.email, DEMO.admin);
  }),
);

test('Escape asks to hide the window', BROWSER, () =>
  withStint({}, async (s) => {
    await signInAsDemo(s);
    assert.equal(s.harness.stint.snapshot().windowVisible, true, 'a page that listens is a shown window');
    await s.page.getByRole('heading', { name: 'Today' }).click();
    await s.page.keyboard.press('Escape');
    await eventually(() => s.harness.stint.snapshot().windowVisible, (v) => v === false, 'the window to be hidden');
  }),
);

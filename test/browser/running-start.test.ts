// "I forgot to start the timer": Started earlier… on the running timer, by keyboard, on the
// real engine (through the harness) against the simulator. A choice moves the run's start
// back on screen and on the service; a time later than now is refused at the Started at
// field, the group kept open and nothing sent to the service; Escape closes the group only.
//
// Time: the engine, the simulator and the page share one clock from a fixed instant (10:00
// of the test day, UTC, the demo account's zone). What a choice lands on is bounded by the
// clock read before the press and after the service holds it, never by a margin.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { OffsetClock } from '../../main/time/offset-clock.ts';
import type { TimeEntry } from '../sim/model.ts';
import { TEST_DAY, testClock } from '../support/test-day.ts';
import { focused, newEntries, runningOnServiceForASecond, startWebsite } from './support/actions.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { descriptionOf, secondsIn } from './support/fields.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

const MINUTE_MS = 60_000;

/** The instant (epoch seconds) an entry of the test day starts on the service: its zone is UTC. */
const startOf = (e: TimeEntry) => TEST_DAY / 1000 + e.time_start;

const sent = (s: StintPage) => eventually(() => s.harness.stint.snapshot(), (snap) => snap.sync.queued === 0 && snap.running?.id != null, 'the running entry to be on the service');

const opener = (page: Page) => page.getByRole('button', { name: /Started earlier/ });
const choices = (page: Page) => page.getByRole('group', { name: 'Started earlier' });
const elapsed = async (page: Page) => secondsIn(await page.getByRole('timer', { name: 'Elapsed time' }).innerText());

/** Starts a timer (Website Redesign) that the service holds, and answers its entry there. */
async function running(s: StintPage, description: string): Promise<TimeEntry> {
  const before = s.entryIds();
  await startWebsite(s, description);
  await sent(s);
  const made = newEntries(s, before);
  assert.equal(made.length, 1);
  return made[0]!;
}

/** A test's world, signed in, with a timer running on the service; `clock` moves the engine, the simulator and the page. */
function withRunning(description: string, fn: (s: StintPage, entry: TimeEntry, clock: OffsetClock) => Promise<void>, hours = 10): Promise<void> {
  const clock = testClock(hours);
  return withStint({ clock }, async (s) => {
    await signInAsDemo(s);
    await fn(s, await running(s, description), clock);
  });
}

/**
 * Does `choose` in the open group and checks that the run then starts `minutes` before the
 * press: the group closed, the timer showing at least that, the service holding the start
 * between the clock before the press and the clock once it holds it, less `minutes`.
 */
async function startsAgo(s: StintPage, entry: TimeEntry, clock: OffsetClock, minutes: number, choose: () => Promise<void>): Promise<number> {
  const from = Math.floor(clock.now() / 1000) - minutes * 60;
  await choose();
  await choices(s.page).waitFor({ state: 'detached' });
  // On screen from the engine's answer, before the service need have it.
  await eventually(() => elapsed(s.page), (n) => n >= minutes * 60, `the timer to show ${minutes} minutes`);
  await sent(s);
  const to = Math.floor(clock.now() / 1000) - minutes * 60;
  const start = startOf(entry);
  assert.ok(from <= start && start <= to, `the service holds the start ${minutes} minutes before the press: ${start} in [${from}, ${to}]`);
  assert.notEqual(entry.stopwatch_started_at, null, 'still running on the service');
  return start;
}

test('"10 minutes ago" moves the running timer\'s start ten minutes before now, on screen and on the service', BROWSER, () =>
  withRunning('Forgot to start', async (s, entry, clock) => {
    const { page } = s;
    assert.ok((await elapsed(page)) < 600, 'a timer just started');
    await opener(page).press('Enter');
    assert.equal(await opener(page).getAttribute('aria-expanded'), 'true');
    const start = await startsAgo(s, entry, clock, 10, () => choices(page).getByRole('button', { name: '10 minutes ago', exact: true }).press('Enter'));
    await focused('the Started earlier… button', opener(page));
    assert.equal(s.harness.commandsReceived('setRunningStart'), 1);
    // The window says the same start as the service holds, to the minute.
    const since = new Date(start * 1000).toLocaleTimeString('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
    await eventually(
      async () => (await page.locator('.since').innerText()).replace(/\s/g, ' '),
      (t) => t === `since ${since}`.replace(/\s/g, ' '),
      `the window to say "since ${since}"`,
    );
  }),
);

test('"From the last stop" starts the running timer where the stopped entry ended', BROWSER, () =>
  withRunning('Before the break', async (s, first, clock) => {
    const { page } = s;
    await runningOnServiceForASecond(s);
    await page.getByRole('button', { name: 'Stop' }).press('Enter');
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the stop to reach the service');
    assert.equal(first.stopwatch_started_at, null);
    const lastStop = startOf(first) + first.time_total;

    // Twenty minutes pass before the next timer starts.
    clock.jump(20 * MINUTE_MS);
    const second = await running(s, 'After the break');
    assert.ok(startOf(second) >= lastStop + 20 * 60);

    await opener(page).press('Enter');
    await choices(page).getByRole('button', { name: 'From the last stop', exact: true }).press('Enter');
    await choices(page).waitFor({ state: 'detached' });
    await eventually(() => elapsed(page), (n) => n >= 20 * 60, 'the timer to count from the last stop');
    await sent(s);
    assert.equal(startOf(second), lastStop, 'the service holds the start at the end of the stopped entry');
    assert.notEqual(second.stopwatch_started_at, null, 'still running on the service');
    assert.equal(first.time_total, lastStop - startOf(first), 'the stopped entry is untouched');
  }),
);

test('a typed time later than now is refused at Started at, nothing sent; a 12-hour time is set; Escape closes the group only', BROWSER, () =>
  withRunning('Typed start', async (s, entry) => {
    const { page } = s;
    const startBefore = entry.time_start;
    const sinceBefore = s.harness.stint.snapshot().running!.timeStart;

    await opener(page).press('Enter');
    const field = choices(page).getByRole('textbox', { name: 'Started at' });
    await field.fill('11:30 AM');
    await choices(page).getByRole('button', { name: 'Set', exact: true }).press('Enter');
    await eventually(() => field.getAttribute('aria-invalid'), (v) => v === 'true', 'the refusal at Started at');
    assert.match(await descriptionOf(field), /^That is later than now \(10:\d\d\sAM\)\.$/);
    await focused('the Started at field', field);
    assert.equal(await choices(page).isVisible(), true, 'the group stays open');
    assert.equal(await field.inputValue(), '11:30 AM', 'what was typed is kept');
    assert.equal(s.harness.commandsReceived('setRunningStart'), 1);
    assert.equal(s.harness.stint.snapshot().sync.queued, 0, 'nothing waits to be sent');
    assert.equal(entry.time_start, startBefore, 'the service holds the start as it was');
    assert.equal(s.harness.stint.snapshot().running!.timeStart, sinceBefore, 'the engine too');

    // Escape closes the group, the focus back on its button, the window shown.
    await page.keyboard.press('Escape');
    await choices(page).waitFor({ state: 'detached' });
    await focused('the Started earlier… button', opener(page));
    assert.equal(await opener(page).getAttribute('aria-expanded'), 'false');

    // Opened again, the refusal is gone; a time in the 12-hour clock, with Enter in the field.
    await opener(page).press('Enter');
    assert.equal(await field.getAttribute('aria-invalid'), null);
    await field.fill('9:40 AM');
    await field.press('Enter');
    await choices(page).waitFor({ state: 'detached' });
    await sent(s);
    assert.equal(entry.time_start, 9 * 3600 + 40 * 60, 'the service holds 09:40');
    assert.equal(s.harness.commandsReceived('setRunningStart'), 2);
    assert.equal(s.harness.stint.snapshot().windowVisible, true, 'Escape in the group did not hide the window');
  }),
);

test('a duration typed in Started at ("25m") is how long ago', BROWSER, () =>
  withRunning('Typed duration', async (s, entry, clock) => {
    const { page } = s;
    await opener(page).press('Enter');
    await startsAgo(s, entry, clock, 25, async () => {
      await choices(page).getByRole('textbox', { name: 'Started at' }).fill('25m');
      await choices(page).getByRole('button', { name: 'Set', exact: true }).press('Enter');
    });
  }),
);

// Tried as a new user would at 3:37 PM (en-US, a 12-hour clock, the account's zone UTC):
// `3:30` without PM moved the timer to 3:30 AM, a run of twelve hours. It is 3:30 PM.
test('at 3:37 PM a bare 3:30 in Started at is 3:30 PM, on screen and on the service', BROWSER, () =>
  withRunning(
    'Typed without PM',
    async (s, entry) => {
      const { page } = s;
      await opener(page).press('Enter');
      const field = choices(page).getByRole('textbox', { name: 'Started at' });
      await field.fill('3:30');
      await field.press('Enter');
      await choices(page).waitFor({ state: 'detached' });
      await sent(s);
      assert.equal(entry.time_start, 15 * 3600 + 30 * 60, 'the service holds 3:30 PM');
      const shown = await elapsed(page);
      assert.ok(shown >= 7 * 60 && shown < 3600, `the timer shows minutes since 3:30 PM, not hours: ${shown} s`);
    },
    15 + 37 / 60,
  ),
);

// A start moved back over an entry already on the day would count that time twice: asked
// first, as a manual entry over another is; nothing is sent until the person says so.
test('a start moved back over another entry asks first, naming it; "Start it there anyway" moves it', BROWSER, () =>
  withRunning('Over the review', async (s, entry) => {
    const { page } = s;
    const made = await s.harness.stint.addManualEntry({ date: s.harness.stint.snapshot().today, projectId: 3, description: 'Review', start: '09:30', end: '09:45' });
    assert.ok(made.ok, JSON.stringify(made));
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the review to reach the service');
    const startBefore = entry.time_start;
    await opener(page).press('Enter');
    const field = choices(page).getByRole('textbox', { name: 'Started at' });
    await field.fill('9:40 AM');
    await field.press('Enter');
    const question = choices(page).getByRole('group', { name: /^From 9:40\sAM the timer would overlap “Review” \(9:30\sAM–9:45\sAM\)\. Start it there anyway\?$/ });
    await question.waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), null, 'a question, not an error');
    assert.equal(s.harness.stint.snapshot().sync.queued, 0, 'nothing waits to be sent');
    assert.equal(entry.time_start, startBefore, 'the service holds the start as it was');
    await question.getByRole('button', { name: 'Start it there anyway' }).press('Enter');
    await choices(page).waitFor({ state: 'detached' });
    await sent(s);
    assert.equal(entry.time_start, 9 * 3600 + 40 * 60, 'the service holds 09:40');
    assert.equal(s.harness.commandsReceived('setRunningStart'), 2);
  }),
);

// The week a person can read (issue 15, item 8): the Week card on the Timer screen, on the
// real engine (through the harness) against the simulator's demo account. Earlier weeks'
// days list their entries as the service holds them, chosen by keyboard; the week moves back
// and forward; an entry of last week continues; the totals per day and per project add up.
//
// The engine and the simulator share a clock moved on to a Wednesday, 10:00 in the account's
// zone (UTC), so the weeks hold the same days whatever day the test runs on (the demo lays
// its entries out over the fourteen days before its clock's now, weekdays only). The page
// runs on Chromium's own clock, which stays behind: nothing here reads the page's clock, and
// the expected words are worked out from the engine's snapshot and the service's entries.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { TimeEntry } from '../sim/model.ts';
import { DEMO } from '../support/sim-fixture.ts';
import type { OffsetClock } from '../../main/time/offset-clock.ts';
import { testClock } from '../support/test-day.ts';
import { addDays, formatDurationWords, formatHoursMinutes, formatLongDate } from '../../renderer/text/time.ts';
import { entryLabel } from '../../renderer/text/entry-label.ts';
import { focused, pick } from './support/actions.ts';
import { scan } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const WEDNESDAY = 3;

/** A clock for the engine, the simulator and the page, on a Wednesday at 10:00 UTC (the test day). */
function wednesdayClock(): OffsetClock {
  const clock = testClock(10);
  assert.equal(new Date(clock.now()).getUTCDay(), WEDNESDAY, 'the test day is a Wednesday');
  return clock;
}

/** What the service holds for the signed-in demo user (Ada) on `date`, newest first, as the window names them. */
function entriesOn(s: StintPage, date: string): { label: string; seconds: number; projectName: string; locked: boolean }[] {
  const store = s.sim.sim.ctx.store;
  const ada = [...store.users.values()].find((u) => u.email === DEMO.admin)!.id;
  return [...store.entries.values()]
    .filter((e: TimeEntry) => e.user_id === ada && e.date_execution === date)
    .sort((a, b) => b.time_start - a.time_start)
    .map((e) => {
      const projectName = store.projects.get(e.project_id)!.name;
      const taskName = e.task_id === null ? null : store.tasks.get(e.task_id)!.name;
      return { label: entryLabel({ projectName, taskName, description: e.description }), seconds: e.time_total, projectName, locked: e.is_locked };
    });
}

interface Shown {
  readonly start: string;
  readonly today: string;
  readonly locale: string;
}

/** Signs in and waits for the current week read; answers its first day, today (the engine's) and the page's locale. */
async function signInToTheWeek(s: StintPage): Promise<Shown> {
  await signInAsDemo(s);
  const snap = await eventually(() => s.harness.stint.snapshot(), (x) => x.shownWeek?.state === 'ready', 'the current week to be read');
  const locale = await s.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().locale);
  await weekRegion(s.page, 'This week').waitFor();
  return { start: snap.shownWeek!.start, today: snap.today, locale };
}

/** Scrolls the card to the top of the window, clear of the tabs, for the screenshot. */
function inView(region: Locator): Promise<void> {
  return region.evaluate((el) => {
    (el as HTMLElement).style.scrollMarginTop = '48px';
    el.scrollIntoView({ block: 'start' });
  });
}

function weekRegion(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

function dayButton(region: Locator, date: string, locale: string): Locator {
  // Named "<date>, <its total>"; a day still to come by its date only.
  return region.getByRole('group', { name: 'Days' }).getByRole('button', { name: new RegExp(`^${formatLongDate(date, locale)}(,|$)`) });
}

/** Checks the day's list against the service's entries: the same entries, newest first, each with its duration. */
async function assertDayLists(region: Locator, s: StintPage, date: string, locale: string): Promise<void> {
  const expected = entriesOn(s, date);
  const list = region.getByRole('list', { name: `Entries on ${formatLongDate(date, locale)}`, exact: true });
  await eventually(() => list.getByRole('listitem').count(), (n) => n === expected.length, `${expected.length} entries listed on ${date}`);
  const continues = await list.getByRole('button', { name: /^Continue / }).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  assert.deepEqual(continues, expected.map((e) => `Continue ${e.label}`), `the entries of ${date}, newest first`);
  const rows = await list.getByRole('listitem').allInnerTexts();
  expected.forEach((e, i) => assert.ok(rows[i]!.includes(formatHoursMinutes(e.seconds)), `${e.label} shows ${formatHoursMinutes(e.seconds)}: ${rows[i]}`));
  // The demo signs in as its admin, who may change locked entries too (can_modify_locked).
  assert.equal(await list.getByRole('button', { name: /^Edit / }).count(), expected.length, 'Edit on every entry, the locked ones too');
  assert.equal(await list.getByRole('button', { name: /^Split / }).count(), expected.length, 'Split on every entry');
  const locked = expected.filter((e) => e.locked).length;
  assert.equal(await list.getByText('locked: its period is closed, and you may still change it').count(), locked, 'a locked entry says so');
}

test("last week's days list their entries as the service holds them, a day chosen by keyboard, with totals per day and per project", BROWSER, (t: TestContext) =>
  withStint({ clock: wednesdayClock() }, async (s) => {
    const { page } = s;
    const { start, today, locale } = await signInToTheWeek(s);
    const thisWeek = weekRegion(page, 'This week');
    assert.equal(await thisWeek.getByRole('button', { name: 'Next week' }).getAttribute('aria-disabled'), 'true', 'no later week to move to');
    assert.equal(await dayButton(thisWeek, today, locale).getAttribute('aria-pressed'), 'true', "today is chosen in this week");
    assert.equal(await dayButton(thisWeek, today, locale).getAttribute('aria-current'), 'date');
    await assertDayLists(thisWeek, s, today, locale);
    // A day after today holds nothing yet and cannot be chosen.
    assert.equal(await dayButton(thisWeek, addDays(today, 1), locale).isDisabled(), true, 'tomorrow cannot be chosen');

    const previous = thisWeek.getByRole('button', { name: 'Previous week' });
    await previous.press('Enter');
    const lastStart = addDays(start, -7);
    const lastWeek = weekRegion(page, `Week of ${formatLongDate(lastStart, locale)}`);
    await lastWeek.waitFor();
    await focused('the Previous week button, kept while the week changes', lastWeek.getByRole('button', { name: 'Previous week' }));
    await eventually(() => s.harness.stint.snapshot().shownWeek, (w) => w?.start === lastStart && w.state === 'ready', 'last week to be read');

    const days = Array.from({ length: 7 }, (_, i) => addDays(lastStart, i));
    const withEntries = days.filter((d) => entriesOn(s, d).length > 0);
    assert.ok(withEntries.length >= 2, `the demo worked on several days last week: ${withEntries.join(', ')}`);
    // Opened on its last day with entries.
    const lastWorked = withEntries.at(-1)!;
    assert.equal(await dayButton(lastWeek, lastWorked, locale).getAttribute('aria-pressed'), 'true', 'the last day with entries is chosen');
    await assertDayLists(lastWeek, s, lastWorked, locale);

    // Each day by keyboard: Tab reaches it, Enter or Space chooses it, and the focus stays on it.
    for (const [i, date] of days.entries()) {
      const button = dayButton(lastWeek, date, locale);
      const seconds = entriesOn(s, date).reduce((sum, e) => sum + e.seconds, 0);
      const name = `${formatLongDate(date, locale)}, ${formatDurationWords(seconds, locale)}`;
      assert.equal(await lastWeek.getByRole('button', { name, exact: true }).count(), 1, `${date}'s button is named "${name}"`);
      await button.focus();
      await page.keyboard.press(i % 2 === 0 ? 'Enter' : 'Space');
      await eventually(() => button.getAttribute('aria-pressed'), (v) => v === 'true', `${date} to be chosen`);
      await focused(`${date}'s button`, button);
      if (entriesOn(s, date).length > 0) await assertDayLists(lastWeek, s, date, locale);
      else await lastWeek.getByText('Nothing tracked on this day.').waitFor();
    }

    // The week's total and its totals per project, from the same entries.
    const all = days.flatMap((d) => entriesOn(s, d));
    const total = all.reduce((sum, e) => sum + e.seconds, 0);
    assert.equal(await lastWeek.locator('.day-total .figure').getAttribute('data-seconds'), String(total));
    const perProject = new Map<string, number>();
    for (const e of all) perProject.set(e.projectName, (perProject.get(e.projectName) ?? 0) + e.seconds);
    const expectedProjects = [...perProject].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name, sec]) => `${name} ${formatHoursMinutes(sec)}`);
    const byProject = lastWeek.getByRole('list', { name: 'By project', exact: true });
    const shownProjects = (await byProject.getByRole('listitem').allInnerTexts()).map((x) => x.replace(/\s+/g, ' ').trim());
    assert.deepEqual(shownProjects, expectedProjects, 'the week by project, most time first');

    await inView(lastWeek);
    await scan(t, page, 'week-last', 'light');

    // Back again: Next, then the current week has no later one (its button keeps the focus).
    const next = lastWeek.getByRole('button', { name: 'Next week' });
    await next.press('Enter');
    await thisWeek.waitFor();
    const nextNow = thisWeek.getByRole('button', { name: 'Next week' });
    assert.equal(await nextNow.getAttribute('aria-disabled'), 'true');
    await focused('the Next week button, kept on the current week', nextNow);
  }),
);

test('two weeks back and "This week" again: the older week lists what the service holds (dark)', BROWSER, (t: TestContext) =>
  withStint({ clock: wednesdayClock(), colorScheme: 'dark' }, async (s) => {
    const { page } = s;
    const { start, locale } = await signInToTheWeek(s);
    // Twice at once: the second press moves on from the week the first asked for, read or not.
    const previous = page.getByRole('button', { name: 'Previous week' });
    await previous.press('Enter');
    await previous.press('Enter');
    const olderStart = addDays(start, -14);
    const older = weekRegion(page, `Week of ${formatLongDate(olderStart, locale)}`);
    await older.waitFor();
    await eventually(() => s.harness.stint.snapshot().shownWeek, (w) => w?.start === olderStart && w.state === 'ready', 'the older week to be read');
    // The demo's fourteen days reach back into that week (its Thursday and Friday).
    const withEntries = Array.from({ length: 7 }, (_, i) => addDays(olderStart, i)).filter((d) => entriesOn(s, d).length > 0);
    assert.ok(withEntries.length >= 1, 'the older week has entries');
    for (const date of withEntries) {
      await dayButton(older, date, locale).press('Enter');
      await assertDayLists(older, s, date, locale);
    }
    await inView(older);
    await scan(t, page, 'week-older', 'dark');

    await older.getByRole('button', { name: 'This week' }).press('Enter');
    await weekRegion(page, 'This week').waitFor();
  }),
);

test('Continue on an entry of last week starts a timer like it, today', BROWSER, () =>
  withStint({ clock: wednesdayClock() }, async (s) => {
    const { page } = s;
    const { start, today, locale } = await signInToTheWeek(s);
    await weekRegion(page, 'This week').getByRole('button', { name: 'Previous week' }).press('Enter');
    const lastStart = addDays(start, -7);
    const lastWeek = weekRegion(page, `Week of ${formatLongDate(lastStart, locale)}`);
    await eventually(() => s.harness.stint.snapshot().shownWeek, (w) => w?.start === lastStart && w.state === 'ready', 'last week to be read');
    const firstWorked = Array.from({ length: 7 }, (_, i) => addDays(lastStart, i)).find((d) => entriesOn(s, d).length > 0)!;
    await dayButton(lastWeek, firstWorked, locale).press('Enter');
    const first = entriesOn(s, firstWorked)[0]!;
    await lastWeek.getByRole('button', { name: `Continue ${first.label}`, exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Stop' }).waitFor();
    const running = await eventually(() => s.harness.stint.snapshot().running, (r) => r !== null, 'a timer to run');
    assert.equal(entryLabel(running!), first.label, 'the new timer does the same work');
    assert.equal(running!.date, today, 'started today');
  }),
);

test("an entry of last week edited: its start moved half an hour earlier and its project changed, on screen and on the service", BROWSER, (t: TestContext) =>
  withStint({ clock: wednesdayClock() }, async (s) => {
    const { page } = s;
    const { start, locale } = await signInToTheWeek(s);
    await weekRegion(page, 'This week').getByRole('button', { name: 'Previous week' }).press('Enter');
    const lastStart = addDays(start, -7);
    const lastWeek = weekRegion(page, `Week of ${formatLongDate(lastStart, locale)}`);
    await eventually(() => s.harness.stint.snapshot().shownWeek, (w) => w?.start === lastStart && w.state === 'ready', 'last week to be read');
    const store = s.sim.sim.ctx.store;
    const ada = [...store.users.values()].find((u) => u.email === DEMO.admin)!.id;
    const internal = [...store.projects.values()].find((p) => p.name === 'Internal Tools')!;
    // An entry of last week that is not locked, on another project, starting after 01:00.
    const entry = [...store.entries.values()]
      .filter((e) => e.user_id === ada && e.date_execution >= lastStart && e.date_execution < start && !e.is_locked && e.project_id !== internal.id && e.time_start >= 3600)
      .sort((a, b) => a.id - b.id)[0];
    assert.ok(entry, 'the demo has an open entry last week');
    const { time_start: startBefore, time_total: totalBefore } = entry;
    const label = entriesOn(s, entry.date_execution).find((e) => e.seconds === totalBefore)!.label;
    await dayButton(lastWeek, entry.date_execution, locale).press('Enter');

    await lastWeek.getByRole('button', { name: `Edit ${label}`, exact: true }).press('Enter');
    const form = lastWeek.getByRole('form', { name: `Edit ${label}` });
    const newStart = startBefore - 1800;
    const typed = `${Math.floor(newStart / 3600)}:${String(Math.floor((newStart % 3600) / 60)).padStart(2, '0')}`;
    await form.getByRole('textbox', { name: 'Start time' }).fill(typed);
    await pick(form, 'Project', 'internal', /Internal Tools/);
    await form.getByRole('textbox', { name: 'Duration' }).waitFor();
    await scan(t, page, 'week-entry-edit', 'light');
    await form.getByRole('button', { name: 'Save', exact: true }).press('Enter');
    await form.waitFor({ state: 'detached' });
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the edit to reach the service');
    assert.equal(entry.project_id, internal.id, 'the service holds the new project');
    assert.equal(entry.time_start, newStart - (newStart % 60), 'and the start half an hour earlier');
    assert.equal(entry.time_total, totalBefore + (startBefore - (newStart - (newStart % 60))), 'the end kept: half an hour more');
    await assertDayLists(lastWeek, s, entry.date_execution, locale);
  }),
);

test("a week that cannot be read says why and what to do, then lists its entries once read", BROWSER, () =>
  withStint({ clock: wednesdayClock() }, async (s) => {
    const { page } = s;
    const { start, locale } = await signInToTheWeek(s);
    await s.control({ network: 'offline' });
    await weekRegion(page, 'This week').getByRole('button', { name: 'Previous week' }).press('Enter');
    const lastStart = addDays(start, -7);
    const lastWeek = weekRegion(page, `Week of ${formatLongDate(lastStart, locale)}`);
    const alert = lastWeek.getByRole('alert');
    await eventually(() => alert.innerText(), (text) => /^Offline: this week is read when you open it again/.test(text), 'the card to say the week could not be read');
    await lastWeek.getByText('This week has not been read yet.').waitFor();
    assert.equal(await lastWeek.getByText('Nothing tracked on this day.').count(), 0, 'an unread week does not claim days without work');

    await s.control({ network: 'online' });
    await lastWeek.getByRole('button', { name: 'Try again' }).press('Enter');
    await eventually(() => s.harness.stint.snapshot().shownWeek, (w) => w?.start === lastStart && w.state === 'ready', 'last week to be read');
    await alert.waitFor({ state: 'detached' });
    await focused("the week's heading, in place of the Try again button", lastWeek.getByRole('heading', { level: 2 }));
    const lastWorked = Array.from({ length: 7 }, (_, i) => addDays(lastStart, i)).filter((d) => entriesOn(s, d).length > 0).at(-1)!;
    await assertDayLists(lastWeek, s, lastWorked, locale);
  }),
);

// The day at a glance in the window, on the real engine (through the harness) against the
// simulator's demo account (Ada: 8 hours a day, Monday to Friday; Website Redesign billable,
// Internal Tools not): today's and this week's target as meters with the tray's words, the
// billable split of today and the week as the service's entries add up, the billable mark on
// the running timer and in the Project picker, and the target set in Settings.
//
// Time: the engine, the simulator and the page share one clock from 10:00 of the test day, a
// Wednesday (support/test-day.ts); the test jumps it instead of waiting.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import type { OffsetClock } from '../../main/time/offset-clock.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { entryIsBillable } from '../sim/money.ts';
import { testClock } from '../support/test-day.ts';
import { progressWords } from '../../renderer/text/target-words.ts';
import { formatHoursMinutes } from '../../renderer/text/time.ts';
import { startWebsite } from './support/actions.ts';
import { scanSchemes } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { openSettings, signInAsDemo, type StintPage } from './support/stint-page.ts';

const HOUR_MS = 3_600_000;
const DAY_TARGET = 8 * 3600;

const queuedNone = (s: StintPage) => eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'nothing waiting to be sent');
const meter = (page: Page, name: string) => page.getByRole('meter', { name, exact: true });

/** Ada's seconds on the service for the dates from `from` to `to`, all and billable (as the service reports each entry's `is_billable`). */
function serviceSeconds(s: StintPage, from: string, to: string): { all: number; billable: number } {
  const store = s.sim.sim.ctx.store;
  const ada = [...store.users.values()].find((u) => u.email === DEMO.admin)!.id;
  const mine = [...store.entries.values()].filter((e) => e.user_id === ada && e.date_execution >= from && e.date_execution <= to);
  return { all: mine.reduce((n, e) => n + e.time_total, 0), billable: mine.filter((e) => entryIsBillable(store, e)).reduce((n, e) => n + e.time_total, 0) };
}

/** Signs in and waits for the week and its totals (read after the first read of today). */
async function signedIn(s: StintPage): Promise<void> {
  await signInAsDemo(s);
  await eventually(() => s.harness.stint.snapshot(), (x) => x.target != null && x.shownWeek?.state === 'ready' && x.week.some((d) => d.seconds > 0 && d.date < x.today), 'the week and its totals');
}

/** A timer on `project` for `hours` of the shared clock, stopped, on the service. */
async function worked(s: StintPage, clock: OffsetClock, start: () => Promise<void>, hours: number): Promise<void> {
  await start();
  await queuedNone(s);
  clock.jump(hours * HOUR_MS);
  await s.page.getByRole('button', { name: 'Stop' }).press('Enter');
  await s.page.getByRole('button', { name: 'Start', exact: true }).waitFor();
  await queuedNone(s);
}

async function walk(t: TestContext): Promise<void> {
  const clock = testClock(10);
  await withStint({ clock }, async (s) => {
    const { page } = s;
    await signedIn(s);
    const { today, shownWeek } = s.harness.stint.snapshot();
    const weekStart = shownWeek!.start;

    // The running timer on a billable project says so, and counts toward the target as it runs.
    await startWebsite(s, 'Billable work');
    await page.locator('.billable-badge').getByText('billable').waitFor();
    await queuedNone(s);
    clock.jump(HOUR_MS);
    const done = serviceSeconds(s, today, today).all + 3600;
    await eventually(() => meter(page, "Today's target").getAttribute('aria-valuetext'), (v) => v === progressWords(done, DAY_TARGET), `today's target at ${formatHoursMinutes(done)}`);
    await page.getByRole('button', { name: 'Stop' }).press('Enter');
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await queuedNone(s);

    // Half an hour on Internal Tools, not billable (its picker option has no mark; Website's has).
    await worked(s, clock, async () => {
      await page.getByRole('combobox', { name: 'Project' }).focus();
      await page.keyboard.type('website');
      const list = page.getByRole('listbox', { name: 'Project' });
      await list.getByRole('option', { name: /^Website Redesign.*, billable$/ }).first().waitFor();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('internal');
      await list.getByRole('option', { name: /^Internal Tools/ }).first().waitFor();
      assert.equal(await list.getByRole('option', { name: /^Internal Tools.*billable$/ }).count(), 0, 'no mark on Internal Tools');
      await page.keyboard.press('Enter');
      await page.getByLabel('Description', { exact: true }).fill('Tooling');
      await page.getByRole('button', { name: 'Start' }).press('Enter');
      await page.getByRole('button', { name: 'Stop' }).waitFor();
      assert.equal(await page.locator('.billable-badge').count(), 0, 'no billable mark on Internal Tools');
    }, 0.5);

    // Today: the target and the split as the service's entries add up.
    const day = serviceSeconds(s, today, today);
    await eventually(() => meter(page, "Today's target").getAttribute('aria-valuetext'), (v) => v === progressWords(day.all, DAY_TARGET), "today's target");
    const todayCard = page.getByRole('region', { name: 'Today' });
    await todayCard.getByText(`Billable ${formatHoursMinutes(day.billable)} · Non-billable ${formatHoursMinutes(day.all - day.billable)}`, { exact: true }).waitFor();

    // This week: its target (five days of eight hours) and its split, to today.
    const week = serviceSeconds(s, weekStart, today);
    await eventually(() => meter(page, "This week's target").getAttribute('aria-valuetext'), (v) => v === progressWords(week.all, 5 * DAY_TARGET), "this week's target");
    const weekCard = page.getByRole('region', { name: 'This week' });
    await weekCard.getByText(`Billable ${formatHoursMinutes(week.billable)} · Non-billable ${formatHoursMinutes(week.all - week.billable)}`, { exact: true }).waitFor();
    // A working day of the week against its target.
    await weekCard.locator('.day-target').getByText('of 8:00').waitFor();
    await scanSchemes(t, page, 'day-glance');

    // Settings: six hours a day; the meters follow.
    await openSettings(page);
    const hours = page.getByRole('textbox', { name: 'Hours per day' });
    await hours.fill('6');
    await hours.press('Enter');
    await eventually(() => s.harness.stint.snapshot().settings.target.hoursPerDay, (h) => h === 6, 'the setting saved');
    await scanSchemes(t, page, 'settings-target');
    await hours.fill('25');
    await hours.press('Enter');
    await eventually(() => hours.getAttribute('aria-invalid'), (v) => v === 'true', 'hours out of range refused at the field');
    assert.equal(s.harness.stint.snapshot().settings.target.hoursPerDay, 6, 'nothing sent');
    await page.getByRole('tab', { name: 'Timer' }).click();
    await eventually(() => meter(page, "Today's target").getAttribute('aria-valuetext'), (v) => v === progressWords(day.all, 6 * 3600), "today's target of six hours");
  });
}

test("today's and this week's target, and what is billable, as the service's entries add up; the target set in Settings (light and dark)", BROWSER, (t: TestContext) => walk(t));

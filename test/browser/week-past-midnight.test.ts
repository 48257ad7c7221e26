// A timer that runs past midnight, in the window's week: the row of the day it began shows
// the part of the run on that day, to 23:59:59, and stops growing; the next day's row shows
// the part since midnight. Each day's rows then add up to the day's total, as the command
// line's week shows them (renderer/today/totals.ts `entrySecondsOn`).
//
// The engine, the simulator and the page share one clock, started on the test day (a
// Wednesday) at 23:00 UTC, the demo account's zone, and jumped past midnight: nothing
// depends on the hour the test runs. The clock runs on in real seconds, so the run began a
// few seconds after 23:00; the figures expected are worked out from the engine's snapshot.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Locator } from 'playwright-core';
import { testClock } from '../support/test-day.ts';
import { addDays, formatHoursMinutes, formatLongDate } from '../../renderer/text/time.ts';
import { pick } from './support/actions.ts';
import { scan } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo } from './support/stint-page.ts';

const MINUTE_MS = 60_000;

/**
 * Chooses a day by keyboard, pressed again until it shows chosen: the page's clock follows a
 * jump afterwards (support/stint-page.ts fast-forwards it, firing every timer it passes), and
 * a press made during that was once seen lost here; the test is of the rows, not of that.
 */
async function choose(day: Locator): Promise<void> {
  await eventually(
    async () => {
      if ((await day.getAttribute('aria-pressed')) !== 'true') await day.press('Enter');
      return day.getAttribute('aria-pressed');
    },
    (v) => v === 'true',
    'the day to be chosen',
  );
}

function entryRow(week: Locator, date: string, locale: string, description: string): Locator {
  return week.getByRole('list', { name: `Entries on ${formatLongDate(date, locale)}`, exact: true }).getByRole('listitem').filter({ hasText: description });
}

test("a timer run past midnight: the week's row of the day it began shows that day's part and stops there, the next day's row the part since midnight", BROWSER, (t: TestContext) => {
  const clock = testClock(23);
  return withStint({ clock }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const locale = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().locale);
    const wednesday = s.harness.stint.snapshot().today;
    await pick(page, 'Project', 'website', /Website Redesign/);
    await page.getByLabel('Description', { exact: true }).fill('Late deploy');
    await page.getByRole('button', { name: 'Start', exact: true }).press('Enter');
    const running = await eventually(() => s.harness.stint.snapshot(), (x) => x.running?.runningSince != null && x.sync.queued === 0, 'the timer to run on the service');
    const since = running.running!.runningSince!;
    assert.equal(running.running!.date, wednesday);

    clock.jump(90 * MINUTE_MS);
    const thursday = addDays(wednesday, 1);
    await eventually(() => s.harness.stint.snapshot(), (x) => x.today === thursday && x.shownWeek?.state === 'ready', 'the engine to be past midnight with the week read');
    const week = page.getByRole('region', { name: 'This week', exact: true });
    const days = week.getByRole('group', { name: 'Days' });
    const dayButton = (date: string) => days.getByRole('button', { name: new RegExp(`^${formatLongDate(date, locale)}(,|$)`) });
    await eventually(() => dayButton(thursday).getAttribute('aria-current'), (v) => v === 'date', 'the window to be on Thursday');

    // Wednesday's part: from the start to 23:59:59, whatever the clock does now.
    const midnight = Date.parse(`${thursday}T00:00:00Z`);
    const wednesdayPart = formatHoursMinutes(Math.floor((midnight - 1000 - since) / 1000));
    await choose(dayButton(wednesday));
    const wednesdayRow = entryRow(week, wednesday, locale, 'Late deploy');
    await eventually(() => wednesdayRow.innerText(), (text) => text.includes(wednesdayPart), `Wednesday's row to show ${wednesdayPart}`);

    clock.jump(30 * MINUTE_MS);
    await choose(dayButton(thursday));
    const thursdayRow = entryRow(week, thursday, locale, 'Late deploy');
    // Since midnight, by the shared clock when the row is read (it runs on in real seconds).
    const sinceMidnight = () => [0, 60_000].map((late) => formatHoursMinutes(Math.floor((clock.now() - late - midnight) / 1000)));
    await eventually(async () => ({ text: await thursdayRow.innerText(), shown: sinceMidnight() }), ({ text, shown }) => shown.some((f) => text.includes(f)), "Thursday's row to show the time since midnight");
    await choose(dayButton(wednesday));
    await eventually(() => wednesdayRow.innerText(), (text) => text.includes(wednesdayPart), `Wednesday's row to stay at ${wednesdayPart}`);
    await scan(t, page, 'week-past-midnight', 'light');
  });
});

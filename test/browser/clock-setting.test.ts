// One clock everywhere, in Chromium on the real engine: with the system locale en-US the
// window, the tray, the idle notification and the queued actions all read 12-hour; chosen
// 24-hour in Settings (by role and name, as a person would), they all read 24-hour. Each
// time expected is the engine's own instant (the running entry's start, the lock) written
// by the engine's one formatter, so nothing depends on when the test runs or how long it takes.
//
// Time: the engine, the simulator and the page share one clock, started at 16:00 of the
// test day in the account's zone (UTC), so that 12-hour and 24-hour differ in their hours
// too (4 PM against 16), and jumped forward for the ten minutes a screen stays locked.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { HourCycle } from '../../main/core/snapshot.ts';
import { formatClockText, formatInstantClock } from '../../main/core/time/clock-format.ts';
import { IDLE_NOTIFICATION_ID } from '../../main/core/attention/idle-notification.ts';
import type { OffsetClock } from '../../main/time/offset-clock.ts';
import { testClock } from '../support/test-day.ts';
import { startWebsite } from './support/actions.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

const MINUTE_MS = 60_000;

/** Intl writes a narrow no-break space before AM/PM; a person reads a space. */
const plain = (text: string): string => text.replace(/\s/g, ' ');
const TWELVE = /^(1[0-2]|[1-9]):[0-5]\d [AP]M$/;
const TWENTY_FOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The running entry's "since ..." on the timer screen, the same in its row among today's entries. */
async function runningSince(page: Page): Promise<string> {
  const timer = plain(await page.getByText(/^since /).first().innerText());
  const row = plain(await page.getByRole('list', { name: "Today's entries" }).getByText(/^since /).innerText());
  assert.ok(row.startsWith(timer), `today's row says what the timer says: ${row} / ${timer}`);
  return timer;
}

/** The engine's own words for the running entry's start, in `hourCycle`. */
function startOf(s: StintPage, hourCycle: HourCycle): string {
  const running = s.harness.stint.snapshot().running;
  assert.ok(running, 'a timer runs');
  return formatClockText(running.timeStart, hourCycle);
}

/**
 * Locks the screen for ten minutes and unlocks it; answers the lock's instant once the window
 * asks about the time away, the tray offers it and the notification is on screen.
 */
async function awayTenMinutes(s: StintPage, clock: OffsetClock): Promise<number> {
  const lockAt = clock.now();
  await s.control({ event: 'lock' });
  clock.jump(10 * MINUTE_MS);
  await s.control({ event: 'unlock' });
  await s.page.getByRole('dialog', { name: 'The screen was locked' }).waitFor();
  const since = s.harness.stint.snapshot().idle.prompt?.since;
  assert.ok(since !== undefined && since >= lockAt, 'the prompt is about the lock');
  return since;
}

/** What each place a person reads says about the time away, checked against the engine's instant. */
async function assertAwayIn(s: StintPage, since: number, hourCycle: HourCycle, shape: RegExp): Promise<void> {
  const words = formatInstantClock(since, 0, hourCycle);
  assert.match(words, shape);
  const dialog = plain(await s.page.getByRole('dialog', { name: 'The screen was locked' }).innerText());
  assert.ok(dialog.includes(`${words} to `), `the dialog names ${words}: ${dialog}`);
  assert.equal((await s.tray()).items['idle-prompt']?.label, `Away since ${words}: keep or discard the time…`);
  const note = s.harness.ports.notifier.open().find((n) => n.id === IDLE_NOTIFICATION_ID);
  assert.match(note?.body ?? '', new RegExp(`since ${words} while`));
  await s.page.getByRole('dialog', { name: 'The screen was locked' }).getByRole('button', { name: 'Keep', exact: true }).press('Enter');
  await s.page.getByRole('dialog', { name: 'The screen was locked' }).waitFor({ state: 'hidden' });
}

test('the clock follows the system locale, then the Settings choice: the window, the tray, the notification and the queued actions', BROWSER, () => {
  const clock = testClock(16);
  return withStint({ clock, locale: 'en-US' }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await startWebsite(s, 'Clock test');
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the start to reach the service');

    // The system (en-US) reads 12-hour: the window says so, and so does everything else.
    assert.equal(await runningSince(page), `since ${startOf(s, 'h12')}`);
    assert.match(startOf(s, 'h12'), TWELVE);
    await assertAwayIn(s, await awayTenMinutes(s, clock), 'h12', TWELVE);

    await page.getByRole('tab', { name: 'Settings' }).click();
    const select = page.getByRole('combobox', { name: 'Clock' });
    // Settings loads when first opened: its options are read once it is there.
    await select.waitFor();
    const options = (await select.getByRole('option').allInnerTexts()).map(plain);
    // Each time an example, said so: a bare "4:52 PM" read as the clock being wrong (issue 69).
    assert.deepEqual(options, ['System: 12-hour, e.g. 4:52 PM', '12-hour, e.g. 4:52 PM', '24-hour, e.g. 16:52']);
    assert.equal(await select.inputValue(), 'system');
    const week = page.getByRole('combobox', { name: 'Week starts on' });
    assert.equal(await week.getByRole('option').first().innerText(), 'System (Sunday)', "en-US's weeks start on Sunday");
    await select.selectOption({ label: '24-hour, e.g. 16:52' });
    await eventually(() => s.harness.stint.snapshot().display.hourCycle, (c) => c === 'h23', 'the setting to reach the engine');
    assert.deepEqual(s.harness.stint.snapshot().settings.display, { clock: '24h', weekStart: 'system', decimalHours: false, showAmounts: false });
    await week.selectOption({ label: 'Monday' });
    await eventually(() => s.harness.stint.snapshot().display.firstDayOfWeek, (d) => d === 1, 'the first day to reach the engine');

    await page.getByRole('tab', { name: 'Timer' }).click();
    assert.equal(await runningSince(page), `since ${startOf(s, 'h23')}`);
    assert.match(startOf(s, 'h23'), TWENTY_FOUR);
    await assertAwayIn(s, await awayTenMinutes(s, clock), 'h23', TWENTY_FOUR);

    // A stop the service cannot hear yet waits, named with its entry and the time it was asked, in 24-hour.
    await s.control({ network: 'offline' });
    await page.getByRole('button', { name: 'Stop', exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    const queued = await eventually(() => s.harness.stint.snapshot().sync.queuedLabels, (l) => l.length === 1, 'the stop to wait');
    assert.match(queued[0]!, /^Stop .+ at ([01]\d|2[0-3]):[0-5]\d$/);
    await page.getByText(/^Show what waits/).click();
    await page.getByRole('listitem').filter({ hasText: queued[0]! }).waitFor();
  });
});

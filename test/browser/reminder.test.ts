// The reminder in Chromium on the real engine: with no timer running for a whole interval
// inside working hours, the reminder notification shows, and each of its actions leads the
// window to the right place: "Pick a project" to the timer screen with the Project picker
// focused, "Continue" to the last entry running again (on the service too).
//
// Time: the engine, the simulator and the page share one clock, from 10:00 on a weekday
// (support/test-day.ts: inside working hours whenever the test runs). The reminder needs five minutes
// (the shortest interval) since the last stop; the test jumps both clocks past them at once
// instead of waiting, so the service's stamps and the engine's "now" stay in step, as they
// would after five real minutes.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { NotificationRequest } from '../../main/core/ports.ts';
import type { OffsetClock } from '../../main/time/offset-clock.ts';
import { testClock } from '../support/test-day.ts';
import { newEntries, startWebsite } from './support/actions.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

const REMINDER = 'stint.reminder';
const INTERVAL_MINUTES = 5;
const MINUTE_MS = 60_000;
/** Every day, all day: whenever the test runs is working time. */
const ALWAYS = { days: [0, 1, 2, 3, 4, 5, 6], windows: [{ start: '00:00', end: '24:00' }] };

interface ShownNotifications {
  readonly open: NotificationRequest[];
  readonly history: NotificationRequest[];
}

async function notifications(s: StintPage): Promise<ShownNotifications> {
  return (await fetch(`${s.harness.origin}/control/notifications`)).json() as Promise<ShownNotifications>;
}

async function updateSettings(s: StintPage, patch: unknown): Promise<void> {
  const r = await s.harness.stint.updateSettings(patch);
  assert.ok(r.ok, `settings ${JSON.stringify(patch)} saved: ${JSON.stringify(r)}`);
}

/**
 * Signs in with reminders off (none may come before the test is ready), tracks a little on
 * Website Redesign and stops, so there is a last entry and a last stop. Then reminders go on,
 * every five minutes, all week. Returns the ids of the entries the service held before.
 */
async function stoppedEntryThenRemindersOn(s: StintPage, description: string): Promise<Set<number>> {
  await updateSettings(s, { reminders: { enabled: false, intervalMinutes: INTERVAL_MINUTES } });
  await signInAsDemo(s);
  const before = s.entryIds();
  await startWebsite(s, description);
  await s.page.getByRole('button', { name: 'Stop', exact: true }).press('Enter');
  await s.page.getByRole('button', { name: 'Start', exact: true }).waitFor();
  await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the start and stop to reach the service');
  await updateSettings(s, { reminders: { enabled: true, intervalMinutes: INTERVAL_MINUTES }, workingHours: ALWAYS });
  return before;
}

/** Moves time a whole interval on and waits for the one reminder it brings. */
async function reminderAfterInterval(s: StintPage, clock: OffsetClock): Promise<NotificationRequest> {
  clock.jump(INTERVAL_MINUTES * MINUTE_MS);
  const shown = await eventually(() => notifications(s), (n) => n.open.some((r) => r.id === REMINDER), 'the reminder to show');
  assert.equal(shown.history.filter((r) => r.id === REMINDER).length, 1, 'one reminder, after the interval');
  return shown.open.find((r) => r.id === REMINDER)!;
}

/** Away from the timer screen, so that the reminder's answer has to bring the window back. */
async function onSettingsScreen(s: StintPage): Promise<void> {
  await s.page.getByRole('tab', { name: 'Settings' }).click();
  await s.page.getByRole('heading', { name: 'Settings' }).waitFor();
}

test('the reminder\'s "pick" opens the timer screen with the Project picker focused, starting nothing', BROWSER, () => {
  const clock = testClock();
  return withStint({ clock }, async (s) => {
    const { page } = s;
    const before = await stoppedEntryThenRemindersOn(s, 'Before the reminder');
    await onSettingsScreen(s);

    const reminder = await reminderAfterInterval(s, clock);
    assert.ok(reminder.actions.some((a) => a.id === 'pick'), `the reminder offers to pick: ${JSON.stringify(reminder.actions)}`);
    await s.control({ notification: { id: REMINDER, action: 'pick' } });

    const project = page.getByRole('combobox', { name: 'Project' });
    await eventually(() => project.evaluate((el) => el === document.activeElement), (focused) => focused, 'the Project picker to have the focus');
    assert.equal(await page.getByRole('tab', { name: 'Timer' }).getAttribute('aria-selected'), 'true');
    assert.equal(s.harness.stint.snapshot().running, null, 'nothing starts until the person picks');
    assert.ok(newEntries(s, before).every((e) => e.stopwatch_started_at === null), 'nothing runs on the service');
  });
});

test('the reminder names the last entry, and its "continue" runs that entry again, in the window and on the service', BROWSER, () => {
  const clock = testClock();
  return withStint({ clock }, async (s) => {
    const { page } = s;
    const before = await stoppedEntryThenRemindersOn(s, 'Reminder report');
    const [last] = newEntries(s, before);
    assert.ok(last, 'the stopped entry is on the service');
    assert.equal(last.stopwatch_started_at, null);
    await onSettingsScreen(s);

    const reminder = await reminderAfterInterval(s, clock);
    assert.match(reminder.body, /Website Redesign.*Reminder report/);
    assert.ok(reminder.actions.some((a) => a.id === 'continue'), `the reminder offers to continue: ${JSON.stringify(reminder.actions)}`);
    await s.control({ notification: { id: REMINDER, action: 'continue' } });

    await page.getByRole('button', { name: 'Stop', exact: true }).waitFor();
    const running = await eventually(
      () => [...s.sim.sim.ctx.store.entries.values()].filter((e) => e.user_id === last.user_id && e.stopwatch_started_at !== null),
      (entries) => entries.length > 0,
      'an entry to run on the service',
    );
    assert.equal(running.length, 1);
    assert.deepEqual(
      [running[0]!.project_id, running[0]!.task_id, running[0]!.description],
      [last.project_id, last.task_id, last.description],
      'the last entry continues',
    );
  });
});

// Focus sessions in Chromium on the real engine. Settings' Focus group by role and name: off
// by default, turned on, a length out of range refused at its field (and never sent), one in
// range saved. Then a whole cycle: a timer runs, the window shows the phase and what is left
// of it; when the session ends the window asks "Take a break" or "Keep going" as the
// notification does (and the tray offers both); the break stops the timer on the service;
// at its end "Continue" runs the entry again there. Each answer is given once through the
// harness's control endpoint (as a click in the notification) and once in the window, light
// and dark, and axe-core scans each new state.
//
// Time: the engine, the simulator and the page share one clock; the test jumps it over the
// 25-minute session and the 5-minute break instead of waiting (reminder.test.ts does the
// same). The page counts down on its own clock from what each snapshot said, so it reads
// whole minutes left of each phase as it begins.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { NotificationRequest } from '../../main/core/ports.ts';
import type { OffsetClock } from '../../main/time/offset-clock.ts';
import { testClock } from '../support/test-day.ts';
import { newEntries, startWebsite } from './support/actions.ts';
import { scan, type Scheme } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

const FOCUS = 'stint.focus';
const MINUTE_MS = 60_000;
/** Every day, all day: whenever the test runs is working time, where sessions run. */
const ALWAYS = { days: [0, 1, 2, 3, 4, 5, 6], windows: [{ start: '00:00', end: '24:00' }] };

async function focusNotification(s: StintPage): Promise<NotificationRequest | undefined> {
  const shown = (await (await fetch(`${s.harness.origin}/control/notifications`)).json()) as { open: NotificationRequest[] };
  return shown.open.find((n) => n.id === FOCUS);
}

async function updateSettings(s: StintPage, patch: unknown): Promise<void> {
  const r = await s.harness.stint.updateSettings(patch);
  assert.ok(r.ok, `settings ${JSON.stringify(patch)} saved: ${JSON.stringify(r)}`);
}

const queuedNone = (s: StintPage) => eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'nothing waiting to sync');

test('Settings: focus sessions off by default, turned on; lengths out of range refused at their fields and not sent, in range saved', BROWSER, (t) =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const group = page.getByRole('group', { name: 'Focus' });
    const on = group.getByRole('checkbox', { name: 'Focus sessions' });
    assert.equal(await on.isChecked(), false, 'off by default');
    assert.equal(s.harness.stint.snapshot().settings.focus.enabled, false);

    await on.check();
    await eventually(() => s.harness.stint.snapshot().settings.focus.enabled, (v) => v, 'focus sessions on in the engine');
    await page.getByText('Focus sessions saved.').waitFor();

    const length = group.getByRole('spinbutton', { name: 'Focus length (minutes)' });
    assert.equal(await length.inputValue(), '25');
    await length.fill('4');
    await length.press('Enter');
    await group.getByText('Enter a whole number of minutes from 5 to 180.').waitFor();
    assert.equal(await length.getAttribute('aria-invalid'), 'true');
    const every = group.getByRole('spinbutton', { name: 'Long break every (focus sessions)' });
    await every.fill('0');
    await every.press('Enter');
    await group.getByText('Enter a whole number of focus sessions from 1 to 12.').waitFor();
    assert.equal(s.harness.commandsReceived('updateSettings'), 1, 'nothing out of range was sent');
    await scan(t, page, 'focus-settings-errors', 'light');

    await length.fill('50');
    await length.press('Enter');
    await eventually(() => s.harness.stint.snapshot().settings.focus.focusMinutes, (n) => n === 50, 'the focus length saved');
    assert.equal(await length.getAttribute('aria-invalid'), null, 'the error went with the value');
    await every.fill('3');
    await every.press('Enter');
    const short = group.getByRole('spinbutton', { name: 'Short break (minutes)' });
    await short.fill('10');
    await short.press('Enter');
    const long = group.getByRole('spinbutton', { name: 'Long break (minutes)' });
    await long.fill('30');
    await long.press('Enter');
    await group.getByRole('checkbox', { name: 'Stop the timer for a break' }).uncheck();
    await eventually(
      () => s.harness.stint.snapshot().settings.focus,
      (f) => f.longBreakEvery === 3 && f.shortBreakMinutes === 10 && f.longBreakMinutes === 30 && !f.stopOnBreak,
      'every focus setting saved',
    );
    assert.deepEqual(s.harness.stint.snapshot().settings.focus, { enabled: true, focusMinutes: 50, shortBreakMinutes: 10, longBreakMinutes: 30, longBreakEvery: 3, stopOnBreak: false });
  }),
);

/**
 * A whole cycle: a session, the question, the break, Continue. `via` says where each answer
 * is given: the notification (through the control endpoint) or the window's own button.
 */
async function focusCycle(t: TestContext, s: StintPage, clock: OffsetClock, scheme: Scheme, via: { takeBreak: 'notification' | 'window'; continue: 'notification' | 'window' }) {
  const { page } = s;
  await updateSettings(s, { focus: { enabled: true }, reminders: { enabled: false }, workingHours: ALWAYS });
  await signInAsDemo(s);
  const before = s.entryIds();
  await startWebsite(s, 'Focus test');
  await queuedNone(s);
  const [entry] = newEntries(s, before);
  assert.ok(entry && entry.stopwatch_started_at !== null, 'the entry runs on the service');

  await page.getByRole('timer', { name: 'Focus: 25 min left' }).waitFor();
  await scan(t, page, 'focus-running', scheme);

  // The session ends: the notification, the window and the tray all ask.
  clock.jump(25 * MINUTE_MS);
  const asked = page.getByRole('region', { name: 'Focus session done' });
  await asked.waitFor();
  assert.match(await asked.innerText(), /Time for a short break of 5 minutes \(the timer stops\), or keep going\./);
  const notification = await eventually(() => focusNotification(s), (n) => n !== undefined, 'the focus notification');
  assert.deepEqual(notification?.actions.map((a) => a.label), ['Take a break', 'Keep going']);
  const tray = await s.tray();
  assert.equal(tray.items['focus-take-break']?.label, 'Take a break');
  assert.equal(tray.items['focus-keep-going']?.label, 'Keep going');
  assert.ok(entry && s.sim.sim.ctx.store.entries.get(entry.id)?.stopwatch_started_at !== null, 'the timer runs on while the question waits');
  await scan(t, page, 'focus-question', scheme);

  if (via.takeBreak === 'notification') await s.control({ notification: { id: FOCUS, action: 'take_break' } });
  else await asked.getByRole('button', { name: 'Take a break' }).click();

  // The break: the timer stopped, on the service too; the question gone everywhere.
  await page.getByRole('timer', { name: 'Short break: 5 min left' }).waitFor();
  await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
  await asked.waitFor({ state: 'detached' });
  await queuedNone(s);
  assert.equal(s.sim.sim.ctx.store.entries.get(entry.id)?.stopwatch_started_at, null, 'Take a break stopped the timer on the service');
  assert.equal(await focusNotification(s), undefined, 'the notification was withdrawn');

  // The break ends: Continue on the entry that ran.
  clock.jump(5 * MINUTE_MS);
  const over = page.getByRole('region', { name: 'Break over' });
  await over.waitFor();
  assert.match(await over.innerText(), /Continue Website Redesign: Focus test\?/);
  assert.equal((await s.tray()).items['focus-continue']?.label, 'Continue Website Redesign: Focus test');
  await scan(t, page, 'focus-break-over', scheme);

  if (via.continue === 'notification') await s.control({ notification: { id: FOCUS, action: 'continue' } });
  else await over.getByRole('button', { name: 'Continue', exact: true }).click();

  await page.getByRole('button', { name: 'Stop', exact: true }).waitFor();
  await page.getByRole('timer', { name: 'Focus: 25 min left' }).waitFor();
  await over.waitFor({ state: 'detached' });
  await queuedNone(s);
  const running = [...s.sim.sim.ctx.store.entries.values()].filter((e) => e.user_id === entry.user_id && e.stopwatch_started_at !== null);
  assert.equal(running.length, 1, 'one timer runs on the service');
  assert.deepEqual([running[0]!.project_id, running[0]!.description], [entry.project_id, 'Focus test'], 'Continue ran the entry again');
}

test('a focus cycle (light): Take a break from the notification stops the timer; Continue in the window starts it again', BROWSER, (t) => {
  const clock = testClock();
  return withStint({ clock, colorScheme: 'light' }, (s) => focusCycle(t, s, clock, 'light', { takeBreak: 'notification', continue: 'window' }));
});

test('a focus cycle (dark): Take a break in the window stops the timer; Continue from the notification starts it again', BROWSER, (t) => {
  const clock = testClock();
  return withStint({ clock, colorScheme: 'dark' }, (s) => focusCycle(t, s, clock, 'dark', { takeBreak: 'window', continue: 'notification' }));
});

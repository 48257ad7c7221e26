// The compact timer's page (`index.html?view=compact`, the shell's small always-on-top
// window) on the real engine through the harness, beside the window's own page, as the
// shell has them: the running entry by name, its elapsed time as a `timer`, Switch and Stop
// in Tab order with a visible focus; Stop stops on the service, Continue continues there;
// Switch and Open Stint ask for the window; Escape leaves it be. Settings' checkbox keeps
// the setting. axe light and dark, running and stopped.
//
// Time: the engine, the simulator and both pages share one clock from a fixed instant (10:00
// of the test day, UTC); a jump moves all of them, so the time shown is the jump's, not the
// machine's.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import type { OffsetClock } from '../../main/time/offset-clock.ts';
import { testClock } from '../support/test-day.ts';
import { focused, startWebsite } from './support/actions.ts';
import { scan, type Scheme } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { secondsIn } from './support/fields.ts';
import { openSettings, signInAsDemo, type StintPage } from './support/stint-page.ts';

const COMPACT = { width: 280, height: 72 };
const ENTRY = 'Website Redesign: Compact check';

/** The compact timer's page in the same browser context (the same clock), at its size; errors it logs are kept in `errors`. */
async function openCompact(s: StintPage, errors: string[]): Promise<Page> {
  const page = await s.context.newPage();
  page.on('pageerror', (e) => errors.push(`compact page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`compact console error: ${m.text()}`);
  });
  await page.setViewportSize(COMPACT);
  await page.goto(`${s.harness.url}?view=compact`);
  await page.getByRole('heading', { name: 'Stint compact timer' }).waitFor({ state: 'attached' });
  return page;
}

const onService = (s: StintPage) =>
  eventually(() => s.harness.stint.snapshot(), (snap) => snap.sync.queued === 0 && snap.running?.id != null, 'the running entry to be on the service');

/** The service's own word on whether anything runs. */
const serviceRunning = (s: StintPage) => [...s.sim.sim.ctx.store.entries.values()].filter((e) => e.stopwatch_started_at !== null);

/** Signed in, a timer running on the service, the compact timer open beside the window. */
function withCompact(clock: OffsetClock, scheme: Scheme, fn: (s: StintPage, compact: Page) => Promise<void>): Promise<void> {
  return withStint({ clock, colorScheme: scheme }, async (s) => {
    await signInAsDemo(s);
    await startWebsite(s, 'Compact check');
    await onService(s);
    const errors: string[] = [];
    const compact = await openCompact(s, errors);
    await fn(s, compact);
    assert.deepEqual(errors, [], 'the compact page logged no error');
  });
}

test('running: the entry by name, its elapsed time as a timer on the shared clock, then Switch, Stop and Close in Tab order with a visible focus; Escape leaves it be', BROWSER, (t) => {
  const clock = testClock();
  return withCompact(clock, 'light', async (s, compact) => {
    await compact.getByText(ENTRY, { exact: true }).waitFor();
    const timer = compact.getByRole('timer', { name: 'Elapsed time' });
    assert.ok(secondsIn(await timer.innerText()) < 60, 'a timer just started');
    clock.jump(25 * 60_000);
    await eventually(async () => secondsIn(await timer.innerText()), (n) => n >= 25 * 60, 'the timer to show the 25 minutes jumped');

    await compact.keyboard.press('Tab');
    await focused('Switch', compact.getByRole('button', { name: 'Switch', exact: true }));
    const outline = await compact.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    assert.equal(outline, 'solid', 'the focus shows');
    await compact.keyboard.press('Tab');
    await focused('Stop', compact.getByRole('button', { name: 'Stop', exact: true }));
    await compact.keyboard.press('Tab');
    await focused('Close', compact.getByRole('button', { name: 'Close the compact timer' }));

    // Escape hides the window's page, never this one: nothing is asked of the shell.
    const asked = s.harness.commandsReceived('setWindowVisible');
    await compact.keyboard.press('Escape');
    await timer.waitFor();
    assert.equal(s.harness.commandsReceived('setWindowVisible'), asked);
    await scan(t, compact, 'compact-timer-running', 'light');
  });
});

test('Switch asks for the window (forward, at its picker); the running entry is left as it is', BROWSER, () =>
  withCompact(testClock(), 'light', async (s, compact) => {
    const before = s.harness.stint.snapshot().running;
    const asked = s.harness.commandsReceived('setWindowVisible');
    await compact.getByRole('button', { name: 'Switch', exact: true }).press('Enter');
    await eventually(() => s.harness.commandsReceived('setWindowVisible'), (n) => n === asked + 1, 'the window asked for');
    assert.equal(s.harness.stint.snapshot().windowVisible, true);
    assert.equal(s.harness.stint.snapshot().running?.key, before?.key, 'still the same entry running');
  }),
);

test('Stop stops the entry on the service; then the last entry shows with Continue, which starts it again there', BROWSER, (t) =>
  withCompact(testClock(), 'dark', async (s, compact) => {
    await scan(t, compact, 'compact-timer-running', 'dark');
    await compact.getByRole('button', { name: 'Stop', exact: true }).press('Enter');
    await eventually(() => s.harness.stint.snapshot(), (snap) => snap.running === null && snap.sync.queued === 0, 'the stop to reach the service');
    assert.deepEqual(serviceRunning(s), [], 'nothing runs on the service');

    const again = compact.getByRole('button', { name: `Continue ${ENTRY}` });
    await again.waitFor();
    await compact.getByText(`Last: ${ENTRY}`, { exact: true }).waitFor();
    assert.equal(await compact.getByRole('timer').count(), 0, 'no time ticks while stopped');
    await scan(t, compact, 'compact-timer-stopped', 'dark');

    await again.press('Enter');
    await onService(s);
    const running = serviceRunning(s);
    assert.equal(running.length, 1, 'one entry runs on the service');
    assert.equal(running[0]!.description, 'Compact check');
    await compact.getByRole('timer', { name: 'Elapsed time' }).waitFor();
  }),
);

test('stopped, in light: the last entry, Continue and Open Stint, which asks for the window', BROWSER, (t) =>
  withCompact(testClock(), 'light', async (s, compact) => {
    await compact.getByRole('button', { name: 'Stop', exact: true }).press('Enter');
    await compact.getByRole('button', { name: `Continue ${ENTRY}` }).waitFor();
    await scan(t, compact, 'compact-timer-stopped', 'light');
    const asked = s.harness.commandsReceived('setWindowVisible');
    await compact.getByRole('button', { name: 'Open Stint' }).press('Enter');
    await eventually(() => s.harness.commandsReceived('setWindowVisible'), (n) => n === asked + 1, 'the window asked for');
  }),
);

test('Settings: "Show a compact timer on top" says it is for window mode, and keeps the setting; Close on the compact timer turns it off', BROWSER, (t: TestContext) =>
  withCompact(testClock(), 'light', async (s, compact) => {
    const { page } = s;
    await openSettings(page);
    const box = page.getByRole('checkbox', { name: 'Show a compact timer on top' });
    assert.equal(await box.isChecked(), false, 'off by default');
    assert.match((await box.getAttribute('aria-describedby')) ?? '', /\S/);
    const description = await box.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    assert.match(description, /Only while Stint is a window/);
    await box.press('Space');
    await eventually(() => s.harness.stint.snapshot().settings.compactTimer, (on) => on, 'the setting on');
    await scan(t, page, 'settings-compact-timer', 'light');

    await compact.getByRole('button', { name: 'Close the compact timer' }).press('Enter');
    await eventually(() => s.harness.stint.snapshot().settings.compactTimer, (on) => !on, 'the setting off');
    await eventually(() => box.isChecked(), (checked) => !checked, 'Settings to show it off');
  }),
);

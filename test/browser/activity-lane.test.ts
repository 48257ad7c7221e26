// The activity record on Today's timeline (issue 62, item 4), in the window on the real
// engine, at the tray window's size, by role and accessible name: with the record on and a
// morning recorded (support/activity-day.ts: Figma's "Homepage — Acme" 30 minutes, VS Code's
// invoice.ts 10, from 10:00 of the test day), the lane lists what was done by application and
// title, the longest first, each with its time, and draws its bars under the strip; with the
// record off, or nothing recorded, no lane. Axe-clean, light and dark.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { testClock } from '../support/test-day.ts';
import { scan, scanSchemes } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo } from './support/stint-page.ts';
import { MORNING, ScriptedActivity, atTen, focusInTurn, recordOn, withActivityMorning } from './support/activity-day.ts';

const today = (page: Page): Locator => page.getByRole('region', { name: 'Today' });
const lane = (page: Page): Locator => today(page).getByRole('list', { name: /^Activity, .*, the longest first$/ });
const names = (list: Locator) => list.getByRole('listitem').evaluateAll((els) => els.map((el) => (el.getAttribute('aria-label') ?? '').replace(/\u202f/g, ' ')));

test(`the lane lists the morning's applications and titles, the longest first, each with its time, and draws them under the strip (light and dark)`, BROWSER, (t: TestContext) => {
  return withActivityMorning({}, async ({ s, clock, desktop }) => {
    const { page } = s;
    await recordOn(s);
    atTen(clock);
    await focusInTurn(s, desktop, clock, MORNING);
    await eventually(() => names(lane(page)), (n) => n.length === 2, 'the lane to list two applications');
    assert.deepEqual(await names(lane(page)), ['Figma, 30 minutes: Homepage — Acme, 30 minutes', 'Code, 10 minutes: invoice.ts — Visual Studio Code, 10 minutes']);
    // The bars: one per stretch, on the strip's scale, in order, none wider than the strip.
    const bars = await today(page).locator('.timeline-activity > span').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ left: r.left, width: r.width })));
    assert.equal(bars.length, 3, JSON.stringify(bars));
    assert.ok(bars[0]!.left < bars[1]!.left && bars[1]!.left < bars[2]!.left, 'by start');
    assert.ok(bars[0]!.width > bars[1]!.width && bars[1]!.width > bars[2]!.width, '25 minutes, 10, 5');
    await scanSchemes(t, page, 'activity-lane');
  });
});

test('no lane while the record is off, nor while it holds nothing of the day; turned off, the lane goes', BROWSER, () => {
  const clock = testClock(10);
  const desktop = new ScriptedActivity();
  return withStint({ clock, activity: desktop }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    desktop.focus('Figma', 'Homepage — Acme');
    clock.jump(20 * 60_000);
    await today(page).getByRole('list', { name: /^Timeline, / }).waitFor();
    assert.equal(await lane(page).count(), 0, 'off: nothing recorded, nothing shown');
    desktop.focus(null);
    await recordOn(s);
    assert.deepEqual(s.harness.stint.snapshot().activity?.today.stretches, [], 'on, nothing in focus');
    assert.equal(await lane(page).count(), 0, 'on, nothing recorded of the day');
    desktop.focus('Figma', 'Homepage — Acme');
    clock.jump(10 * 60_000);
    await lane(page).getByRole('listitem', { name: 'Figma, 10 minutes: Homepage — Acme, 10 minutes' }).waitFor();
    assert.deepEqual(await s.harness.stint.setActivityRecording(false), { ok: true });
    await lane(page).waitFor({ state: 'detached' });
  });
});

test('"Switch to Website Redesign?" after five minutes in work a rule books there while the timer runs on Internal Tools: Not now leaves the timer and is not asked again; Switch starts the rule\'s work (light, dark)', BROWSER, (t: TestContext) => {
  return withActivityMorning({}, async ({ s, clock, desktop }) => {
    const { page } = s;
    const p = s.harness.stint;
    assert.equal((await p.addActivityRule({ title: 'Homepage — *', projectId: 1, description: 'Homepage design' })).ok, true);
    await recordOn(s);
    assert.deepEqual(await p.start({ projectId: 3, description: 'Email' }), { ok: true });
    atTen(clock);
    desktop.focus('Figma', 'Homepage — Acme');
    clock.jump(4 * 60_000);
    await eventually(() => p.snapshot().activity?.today.stretches.at(-1)?.title, (x) => x === 'Homepage — Acme', 'Figma to be recorded');
    assert.equal(await page.getByRole('heading', { name: 'Switch to Website Redesign?' }).count(), 0, 'not after 4 minutes');
    clock.jump(2 * 60_000);
    const question = page.getByRole('region', { name: 'Switch to Website Redesign?' });
    await question.waitFor();
    await question.getByText(/^Your activity since 10:00\sAM is work a rule books there; the timer runs on something else\. Switch starts it as “Homepage design”\.$/).waitFor();
    await scanSchemes(t, page, 'activity-switch-question');

    await question.getByRole('button', { name: 'Not now' }).press('Enter');
    await question.waitFor({ state: 'detached' });
    clock.jump(10 * 60_000);
    await eventually(() => p.snapshot().activity?.today.stretches.at(-1)?.end ?? 0, (at) => at >= clock.now() - 60_000, 'the record to go on');
    assert.equal(p.snapshot().activity?.question, null, 'not asked again for this stretch of work');
    assert.equal(p.snapshot().running?.projectId, 3, 'the timer left alone');

    // Another stretch of that work, after a while in Slack: asked again; Switch starts it.
    desktop.focus('Slack', '#general');
    clock.jump(60_000);
    desktop.focus('Figma', 'Homepage — Acme');
    clock.jump(6 * 60_000);
    await question.waitFor();
    await question.getByRole('button', { name: 'Switch', exact: true }).press('Enter');
    await question.waitFor({ state: 'detached' });
    await eventually(() => p.snapshot().running, (r) => r?.projectId === 1 && r.description === 'Homepage design', 'the timer on the rule\'s work');
    await page.getByRole('button', { name: 'Stop' }).waitFor();
  });
});

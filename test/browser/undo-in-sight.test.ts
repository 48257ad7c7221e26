// Undo in sight at the window's size (360x560) after each kind of change: Quick entry, an
// entry's Edit, its Split and a gap's fill. The bar sits at the foot of the window, outside
// the scrolling content (a notice at the top of it was scrolled out of sight by the form that
// made the change), says how long before the change is sent ("Sent in N s", and Quick entry
// says the same instead of "Saving…"), announces the change in a status, and Ctrl+Z outside
// a text field presses its Undo. Axe-clean, light and dark.
//
// Time: the engine, the simulator and the page share one clock from 10:00 of the test day;
// the hold is 10 minutes so that no click races it on a loaded machine.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { testClock } from '../support/test-day.ts';
import { entryLabel } from '../../renderer/text/entry-label.ts';
import { newEntries, pick } from './support/actions.ts';
import { scan } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { pairingSent, queuedNone, splitPairing } from './support/held-change.ts';
import { signInAsDemo, WINDOW, type StintPage } from './support/stint-page.ts';

const HOLD_MS = 10 * 60_000;
const today = (page: Page): Locator => page.getByRole('region', { name: 'Today' });

/** Wholly inside the window and on top where it is drawn (nothing covers it). */
async function inSight(what: string, el: Locator): Promise<void> {
  const box = await el.boundingBox();
  assert.ok(box !== null, `${what} is drawn`);
  assert.ok(box.y >= 0 && box.y + box.height <= WINDOW.height && box.x >= 0 && box.x + box.width <= WINDOW.width, `${what} inside the 360x560 window: ${JSON.stringify(box)}`);
  assert.ok(
    await el.evaluate((node, [x, y]) => node.contains(document.elementFromPoint(x!, y!)), [box.x + box.width / 2, box.y + box.height / 2]),
    `${what} is not covered`,
  );
}

/**
 * After a change: the bar in sight with the change's words in a status and "Sent in N s",
 * axe-clean; Ctrl+Z (the focus where the change left it, not in a text field) undoes it,
 * said in the bar; nothing reaches the service after the hold.
 */
async function undoInSight(t: TestContext, s: StintPage, clock: ReturnType<typeof testClock>, words: RegExp, state: string, scheme: 'light' | 'dark', before: Set<number>): Promise<void> {
  const { page } = s;
  const bar = page.getByRole('region', { name: 'Undo' });
  const undo = bar.getByRole('button', { name: 'Undo', exact: true });
  await undo.waitFor();
  await inSight('the Undo button', undo);
  assert.match(await bar.getByRole('status').innerText(), words);
  assert.match(await bar.innerText(), /Sent in \d+ s/);
  await scan(t, page, state, scheme);
  assert.ok(await page.evaluate(() => !document.activeElement?.matches('input,textarea,select')), 'the focus is not in a text field');
  await page.keyboard.press('Control+z');
  await bar.getByRole('status').filter({ hasText: /^Undone: / }).waitFor();
  await inSight('the answer', bar.getByRole('status'));
  clock.jump(HOLD_MS + 1_000);
  await queuedNone(s);
  assert.deepEqual(newEntries(s, before), [], 'nothing new on the service');
}

test('Quick entry: Undo in sight at the foot, "Sent in N s" instead of "Saving…", Ctrl+Z undoes it (light)', BROWSER, (t: TestContext) => {
  const clock = testClock(10);
  return withStint({ clock, undoHoldMs: HOLD_MS }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    await page.getByRole('tab', { name: 'Quick entry' }).click();
    const region = page.getByRole('region', { name: 'Quick entry' });
    await pick(region, 'Project', 'website', /Website Redesign/);
    await region.getByLabel('Start time', { exact: true }).fill('7:00');
    await region.getByLabel('End time', { exact: true }).fill('7:30');
    await region.getByRole('button', { name: 'Save entry' }).press('Enter');
    await region.getByText(/^Sent in \d+ s$/).waitFor();
    assert.equal(await region.getByText('Saving…').count(), 0, 'not "Saving…" while it is held');
    await undoInSight(t, s, clock, /^Added Website Redesign 7:00[\s\u202f]AM–7:30[\s\u202f]AM \(0:30\)/, 'undo-quick-entry', 'light', before);
  });
});

test('Edit: Undo in sight at the foot though the form was scrolled down to, Ctrl+Z undoes it (dark)', BROWSER, (t: TestContext) => {
  const clock = testClock(10);
  return withStint({ clock, undoHoldMs: HOLD_MS, colorScheme: 'dark' }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const entry = await pairingSent(s, clock, HOLD_MS);
    const before = s.entryIds();
    await today(page).getByRole('button', { name: 'Edit Website Redesign: Pairing', exact: true }).press('Enter');
    const form = today(page).getByRole('form', { name: 'Edit Website Redesign: Pairing' });
    await form.getByRole('textbox', { name: 'Description' }).fill('Pairing with Rui');
    await form.getByRole('button', { name: 'Save', exact: true }).press('Enter');
    await form.waitFor({ state: 'detached' });
    await undoInSight(t, s, clock, /^Edit(ed)? .*Pairing/, 'undo-edit', 'dark', before);
    assert.equal(s.sim.sim.ctx.store.entries.get(entry.id)!.description, 'Pairing', 'the edit never sent');
  });
});

test('Split: Undo in sight at the foot, Ctrl+Z undoes it (light)', BROWSER, (t: TestContext) => {
  const clock = testClock(10);
  return withStint({ clock, undoHoldMs: HOLD_MS }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await pairingSent(s, clock, HOLD_MS);
    const before = s.entryIds();
    await splitPairing(page, '9:00');
    await undoInSight(t, s, clock, /^Split Pairing at 9:00[\s\u202f]AM/, 'undo-split', 'light', before);
  });
});

test("A gap's fill: Undo in sight at the foot, Ctrl+Z undoes it (dark)", BROWSER, (t: TestContext) => {
  const clock = testClock(10);
  return withStint({ clock, undoHoldMs: HOLD_MS, colorScheme: 'dark' }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const gap = today(page).getByRole('list', { name: /^Timeline, / }).getByRole('button', { name: 'Untracked, 9:00 AM to 10:00 AM, 1 hour' });
    await gap.press('Enter');
    const recent = s.harness.stint.snapshot().recent[0]!;
    const before = s.entryIds();
    await today(page).getByRole('group', { name: 'Untracked, 9:00 AM to 10:00 AM, 1 hour' }).getByRole('button', { name: `Fill with ${entryLabel(recent)}`, exact: true }).press('Enter');
    await gap.waitFor({ state: 'detached' });
    await undoInSight(t, s, clock, /^Filled 9:00[\s\u202f]AM–10:00[\s\u202f]AM \(1:00\) with /, 'undo-fill', 'dark', before);
  });
});

// Undo and the changes not saved, in the window, on the real engine (through the harness)
// against the simulator. A split and a fill made in the window show their words and Undo;
// Undo takes them back with nothing sent (the service holds what it held before, and nothing
// more after the hold). A correction made while the window is hidden is undone from its
// notification. Two changes the service refused are both listed, each dismissed on its own.
// Each state is scanned with axe-core, light and dark.
//
// Time: the engine, the simulator and the page share one clock from 10:00 of the test day;
// the test jumps it instead of waiting. The hold here is 10 minutes (the 10 s is the
// engine's default, tested on the manual clock in test/core/engine/engine-undo.test.ts): on a
// loaded machine the clicks may take longer than 10 real seconds, and nothing here may
// depend on how fast they are.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { testClock } from '../support/test-day.ts';
import { entryLabel } from '../../renderer/text/entry-label.ts';
import { newEntries } from './support/actions.ts';
import { scan, scanSchemes } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';
import { addPairing, pairingSent as pairingSentFor, queuedNone, WEBSITE, splitPairing } from './support/held-change.ts';

const HOLD_MS = 10 * 60_000;

const today = (page: Page): Locator => page.getByRole('region', { name: 'Today' });
/** The clock text as the page shows it (Chromium may put a narrow no-break space before AM). */
const clockText = (t: string): RegExp => new RegExp(t.replace(' ', '[\\s\\u202f]'));
const pairingSent = (s: StintPage, clock: ReturnType<typeof testClock>) => pairingSentFor(s, clock, HOLD_MS);

test('a split undone in the window: its words and Undo, then "Undone", and nothing reaches the service', BROWSER, (t: TestContext) => {
  const clock = testClock(10);
  return withStint({ clock, undoHoldMs: HOLD_MS }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const entry = await pairingSent(s, clock);
    const before = s.entryIds();

    await splitPairing(page, '9:00');

    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await undo.waitFor();
    const bar = page.locator('.undo-bar');
    assert.match(await bar.innerText(), clockText('Split Pairing at 9:00 AM: 1:00 and 1:00'));
    await scan(t, page, 'undo-split-held', 'light');
    await undo.press('Enter');
    await page.getByRole('status').filter({ hasText: /^Undone: Split Pairing at .+\. Nothing was sent\./ }).waitFor();

    clock.jump(HOLD_MS + 1_000);
    await queuedNone(s);
    assert.deepEqual(newEntries(s, before), [], 'no second part on the service');
    const kept = s.sim.sim.ctx.store.entries.get(entry.id)!;
    assert.deepEqual([kept.time_start, kept.time_total], [8 * 3600, 2 * 3600], 'the entry as it was');
  });
});

test('a fill undone in the window: the gap is back and nothing reaches the service (dark)', BROWSER, (t: TestContext) => {
  const clock = testClock(10);
  return withStint({ clock, undoHoldMs: HOLD_MS, colorScheme: 'dark' }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const strip = today(page).getByRole('list', { name: /^Timeline, / });
    const gap = strip.getByRole('button', { name: 'Untracked, 9:00 AM to 10:00 AM, 1 hour' });
    await gap.press('Enter');
    const recent = s.harness.stint.snapshot().recent[0]!;
    const before = s.entryIds();
    await today(page).getByRole('group', { name: 'Untracked, 9:00 AM to 10:00 AM, 1 hour' }).getByRole('button', { name: `Fill with ${entryLabel(recent)}`, exact: true }).press('Enter');
    await gap.waitFor({ state: 'detached' });

    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await undo.waitFor();
    assert.match(await page.locator('.undo-bar').innerText(), /^Filled 9:00[\s\u202f]AM–10:00[\s\u202f]AM \(1:00\) with /);
    await scan(t, page, 'undo-fill-held', 'dark');
    await undo.press('Enter');
    await gap.waitFor();

    clock.jump(HOLD_MS + 1_000);
    await queuedNone(s);
    assert.deepEqual(newEntries(s, before), [], 'nothing was sent');
  });
});

test('a correction made with the window hidden is undone from its notification, with nothing sent', BROWSER, () => {
  const clock = testClock(10);
  return withStint({ clock, undoHoldMs: HOLD_MS }, async (s) => {
    await signInAsDemo(s);
    s.harness.stint.setWindowVisible(false);
    const before = s.entryIds();
    await addPairing(s);
    const note = s.harness.ports.notifier.open().find((n) => n.id === 'undo');
    assert.match(note?.title ?? '', /^Added Pairing 8:00[\s\u202f]AM–10:00[\s\u202f]AM \(2:00\)$/);
    assert.deepEqual(note?.actions.map((a) => a.label), ['Undo']);
    s.harness.ports.notifier.choose('undo', 'undo');
    await eventually(() => s.harness.stint.snapshot().undo, (u) => u === null, 'the change undone');
    clock.jump(HOLD_MS + 1_000);
    await queuedNone(s);
    assert.deepEqual(newEntries(s, before), []);
  });
});

test(`two changes the service refused are both listed with why, and each is dismissed on its own (light and dark)`, BROWSER, (t: TestContext) =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const day = s.harness.stint.snapshot().today;
    for (const [description, start, end] of [['Audit', '07:00', '08:00'], ['Review', '08:00', '09:00']] as const) {
      assert.ok((await s.harness.stint.addManualEntry({ date: day, projectId: WEBSITE, description, start, end })).ok);
    }
    await queuedNone(s);
    const keys: string[] = [];
    for (const e of s.harness.stint.snapshot().todayEntries.filter((v) => v.description === 'Audit' || v.description === 'Review')) {
      const stored = s.sim.sim.ctx.store.entries.get(e.id!)!;
      stored.is_locked = true;
      stored.locked_reason = 'Period closed for invoicing';
      keys.push(e.key);
    }
    // An administrator may change a locked entry: Ada is a regular user from here on.
    const ada = [...s.sim.sim.ctx.store.users.values()].find((u) => u.email === 'ada@example.com')!;
    ada.role = 'regular';
    for (const key of keys) assert.ok((await s.harness.stint.editEntry({ entryKey: key, description: 'Renamed' })).ok);
    const list = page.getByRole('region', { name: 'Changes not saved' });
    await eventually(() => list.getByRole('listitem').count(), (n) => n === 2, 'both refusals listed');
    // What was meant is said once, then who refused it and why.
    assert.match(await list.getByRole('listitem').first().innerText(), /^Edit “(Audit|Review)” \([^)]+\): The service refused it\. This entry is locked on the service/);
    assert.equal(await page.getByRole('alert').count(), 0, 'the last refusal is said in the list, not again in a notice above it');
    await scanSchemes(t, page, 'not-saved-two');
    await list.getByRole('button', { name: /^Dismiss: Edit “(Audit|Review)”/ }).first().press('Enter');
    await eventually(() => list.getByRole('listitem').count(), (n) => n === 1, 'one left');
    assert.equal(s.harness.stint.snapshot().notSaved?.length, 1);
  }),
);

test(`a correction refused because the entry changed on the web shows both versions; Apply mine sends it over the web's copy (light and dark)`, BROWSER, (t: TestContext) => {
  const clock = testClock(10);
  return withStint({ clock, undoHoldMs: HOLD_MS }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const entry = await pairingSent(s, clock);
    const key = s.harness.stint.snapshot().todayEntries.find((v) => v.id === entry.id)!.key;
    assert.ok((await s.harness.stint.editEntry({ entryKey: key, description: 'Pairing with Rui' })).ok);
    // Lengthened on the web to 10:30 while the edit waits its hold.
    entry.time_total += 1800;
    clock.jump(HOLD_MS + 1_000);
    const list = page.getByRole('region', { name: 'Changes not saved' });
    const item = list.getByRole('listitem');
    await eventually(() => item.count(), (n) => n === 1, 'the refusal listed');
    const text = await item.innerText();
    assert.match(text, /changed on the web/);
    assert.match(text, clockText('On the web\\s*8:00 AM–10:30 AM \\(2:30\\), “Pairing”'));
    assert.match(text, clockText('Yours\\s*8:00 AM–10:30 AM \\(2:30\\), “Pairing with Rui”'));
    await scanSchemes(t, page, 'not-saved-web-choice');
    assert.equal(entry.description, 'Pairing', 'nothing was sent');

    await item.getByRole('button', { name: /^Apply mine: / }).press('Enter');
    await eventually(() => item.count(), (n) => n === 0, 'the item leaves the list');
    await page.getByRole('button', { name: 'Undo', exact: true }).waitFor();
    clock.jump(HOLD_MS + 1_000);
    await queuedNone(s);
    assert.deepEqual([entry.description, entry.time_total], ['Pairing with Rui', 9000], 'her description, and the half hour added on the web stays');
  });
});

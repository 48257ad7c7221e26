// "Apply rounding to these entries…" in the Export screen (issue 70, item 3), in Chromium on
// the real engine, by keyboard at 360x560: last month's preview with the account's rounding
// rule, the button under it, the confirmation saying what it stores (the count, the change in
// all, each entry tracked → billed), the entry left as tracked and why, and what it costs; Cancel
// back at the button; Apply, then the Undo bar with the change's words, and once the hold is
// over the simulator holds the rounded times, each start kept. With a project filtered, Apply
// stores that project's entries alone, as the preview showed them. Axe-clean light and dark.
//
// Time: the engine, the simulator and the page share one clock; the hold is 10 minutes and
// the test jumps it (as undo.test.ts does: nothing here may depend on how fast the clicks are).

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { DemoBuilder } from '../sim/demo-builder.ts';
import type { Store } from '../sim/store.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { testClock } from '../support/test-day.ts';
import { BROWSER, withStint } from './support/browser-test.ts';
import { queuedNone } from './support/held-change.ts';
import { filterByProject, OCTOBER, openLastMonth } from './support/export-screen.ts';
import { signInAsDemo } from './support/stint-page.ts';
import { scanBoth, storeOf } from './support/two-accounts.ts';

const HOLD_MS = 10 * 60_000;

/** The person's October, laid by hand: three entries a 15-minute rule rounds up, one it would lay over the next. */
function layOctober(store: Store): void {
  const ada = [...store.users.values()].find((u) => u.email === DEMO.admin)!;
  const b = new DemoBuilder(store, 0, '');
  const entry = (date: string, start: number, total: number, description: string) =>
    b.entry({ project_id: 1, user_id: ada.id, task_id: null, date_execution: date, description, time_start: start, time_total: total });
  entry('2026-10-06', 9 * 3600, 4030, 'Spec');
  entry('2026-10-06', 11 * 3600, 1205, 'Review');
  entry('2026-10-20', 14 * 3600, 3000, 'Design');
  entry('2026-10-20', 14 * 3600 + 55 * 60, 600, 'Standup');
}

const october = (store: Store) =>
  Object.fromEntries([...store.entries.values()].filter((e) => e.date_execution >= OCTOBER.from && e.date_execution <= OCTOBER.to).map((e) => [e.description, [e.time_start, e.time_total]]));

/** Export, last month, rounding ticked, then what `choose` sets (the filter), then Preview. */
async function openExportByKeyboard(page: Page, choose: (page: Page) => Promise<void> = async () => {}): Promise<void> {
  await openLastMonth(page);
  await page.getByRole('checkbox', { name: 'Apply rounding rules' }).press('Space');
  await choose(page);
  await page.getByRole('button', { name: 'Preview' }).press('Enter');
  await page.getByRole('list', { name: 'Totals by group' }).waitFor();
}

/** Layed by `layOctober`, stored under a 15-minute entry rule: "Design" left as tracked (it would end over "Standup"). */
const ROUNDED = {
  Spec: [9 * 3600, 4500],
  Review: [11 * 3600, 1800],
  Design: [14 * 3600, 3000],
  Standup: [14 * 3600 + 55 * 60, 900],
};

test('Export → Apply rounding to these entries…: the confirmation says what it stores, leaves and costs; Apply is one change with its Undo, and the service holds the rounded times', BROWSER, (t: TestContext) => {
  const clock = testClock(10);
  return withStint({ clock, undoHoldMs: HOLD_MS }, async (s) => {
    const { page } = s;
    const demo = storeOf(s, DEMO.accountId);
    layOctober(demo);
    const before = october(demo);
    await signInAsDemo(s);
    assert.deepEqual(await s.harness.stint.setAccountTimesheets({ accountKey: 'main', rounding: { account: { scope: 'entry', direction: 'up', to: 15 } } }), { ok: true });
    await openExportByKeyboard(page);

    const offer = page.getByRole('button', { name: 'Apply rounding to these entries…' });
    await offer.scrollIntoViewIfNeeded();
    // Cancel: nothing asked of the engine but the preview, back at the button.
    await offer.press('Enter');
    const confirm = page.getByRole('region', { name: /^Apply rounding to .+'s entries$/ });
    await confirm.getByRole('list', { name: 'Entries to store rounded' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H4', undefined, { timeout: 10_000 });
    await confirm.getByRole('button', { name: 'Cancel' }).press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Apply rounding to these entries…');

    await offer.press('Enter');
    await confirm.getByRole('list', { name: 'Entries to store rounded' }).waitFor();
    const text = await confirm.innerText();
    assert.match(text, /Stores the billed time of 3 entries of \S+ as their own \(\+0:22:45 in all\): each keeps its start, its end moves\. 1 entry is left as tracked\. It costs 6 requests of \S+ \(an update and a read before it, each\)/);
    const rows = await confirm.getByRole('list', { name: 'Entries to store rounded' }).getByRole('listitem').allInnerTexts();
    assert.deepEqual(rows.map((r) => r.replace(/\s+/g, ' ')), [
      '“Spec” on 2026-10-06 at 9:00 AM 1:07:10 → 1:15',
      '“Review” on 2026-10-06 at 11:00 AM 0:20:05 → 0:30',
      '“Standup” on 2026-10-20 at 2:55 PM 0:10 → 0:15',
    ].map((r) => r.replace(/\s+/g, ' ')));
    const left = await confirm.getByRole('list', { name: 'Left as tracked' }).innerText();
    assert.match(left, /^“Design” on 2026-10-20 at 2:00[\s\u202f]PM rounded to 1:00 would end at 3:00[\s\u202f]PM, over “Standup” on 2026-10-20 at 2:55[\s\u202f]PM: left as tracked\.$/);
    await confirm.getByRole('button', { name: 'Apply' }).scrollIntoViewIfNeeded();
    await scanBoth(t, page, 'export-rounding-confirm');

    await confirm.getByRole('button', { name: 'Apply' }).press('Enter');
    const said = page.locator('.export-said');
    await said.getByText(/^Rounded 3 entries of \S+ \(\+0:22:45\)\. 1 entry is left as tracked\.$/).waitFor();
    // The focus moves in the frame after the words are drawn (export-form.tsx): waited for, not read at once.
    await page.waitForFunction(() => document.activeElement?.classList.contains('export-said') === true);
    const bar = page.locator('.undo-bar');
    assert.match(await bar.innerText(), /Rounded 3 entries of \S+ \(\+0:22:45\)/);
    await page.getByRole('button', { name: 'Undo', exact: true }).waitFor();
    await scanBoth(t, page, 'export-rounding-applied');
    assert.deepEqual(october(demo), before, 'nothing sent within the hold');

    clock.jump(HOLD_MS + 1_000);
    await queuedNone(s);
    assert.deepEqual(october(demo), ROUNDED);
  });
});

test('with a filter, Apply rounding stores what the preview showed: Website Redesign filtered, another project\'s entry that the rule would round is neither listed nor changed', BROWSER, (t: TestContext) => {
  const clock = testClock(10);
  return withStint({ clock, undoHoldMs: HOLD_MS }, async (s) => {
    const { page } = s;
    const demo = storeOf(s, DEMO.accountId);
    layOctober(demo);
    const ada = [...demo.users.values()].find((u) => u.email === DEMO.admin)!;
    const tools = [...demo.projects.values()].find((p) => p.name === 'Internal Tools')!;
    // 0:20:05 that an entry rule of 15 minutes up would store as 0:30, were it not filtered out.
    new DemoBuilder(demo, 0, '').entry({ project_id: tools.id, user_id: ada.id, task_id: null, date_execution: '2026-10-13', description: 'Tooling', time_start: 9 * 3600, time_total: 1205 });
    await signInAsDemo(s);
    assert.deepEqual(await s.harness.stint.setAccountTimesheets({ accountKey: 'main', rounding: { account: { scope: 'entry', direction: 'up', to: 15 } } }), { ok: true });
    await openExportByKeyboard(page, async () => {
      await filterByProject(page, 'Website', /^Website Redesign/);
      await page.getByText('Only Website Redesign.').waitFor();
    });
    const groups = page.getByRole('list', { name: 'Totals by group' });
    assert.deepEqual(await groups.locator('.export-label').allTextContents(), ['Website Redesign'], 'the preview is of the project alone');

    await page.getByRole('button', { name: 'Apply rounding to these entries…' }).press('Enter');
    const confirm = page.getByRole('region', { name: /^Apply rounding to .+'s entries$/ });
    const list = confirm.getByRole('list', { name: 'Entries to store rounded' });
    await list.waitFor();
    assert.match(await confirm.innerText(), /Stores the billed time of 3 entries of \S+ as their own \(\+0:22:45 in all\)/);
    assert.deepEqual((await list.getByRole('listitem').allInnerTexts()).map((r) => r.replace(/^“(\w+)”.*$/s, '$1')), ['Spec', 'Review', 'Standup'], 'Tooling is not offered');
    await scanBoth(t, page, 'export-rounding-filtered');
    await confirm.getByRole('button', { name: 'Apply' }).press('Enter');
    await page.locator('.export-said').getByText(/^Rounded 3 entries of \S+ \(\+0:22:45\)\./).waitFor();

    clock.jump(HOLD_MS + 1_000);
    await queuedNone(s);
    assert.deepEqual(october(demo), { ...ROUNDED, Tooling: [9 * 3600, 1205] }, 'the entry of the project filtered out is as tracked');
  });
});

// The Export screen (issue 70) in Chromium on the real engine, by keyboard: the form, its
// preview (the cost in words, the totals by project equal to the simulator's own entries to
// the second), Save… through the harness's save dialog (the file read back with csv-parse;
// a second Save… to the same path refused, the file unchanged), and a Free account at 45 of
// its 50 requests refused in words, the second ask spending nothing (the screen opened as the
// tray's "Export timesheet…" opens it). Axe-clean light and dark.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { formatSheetDuration } from '../../main/core/timesheets/hours.ts';
import { STUDIO_ACCOUNT_ID } from '../sim/demo-studio.ts';
import type { Store } from '../sim/store.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { seedMonth } from '../core/support/timesheet-data.ts';
import { BROWSER, withStint } from './support/browser-test.ts';
import { signInAsDemo } from './support/stint-page.ts';
import { scanBoth, storeOf, withStudio } from './support/two-accounts.ts';

/** The test day is Wednesday 18 November 2026: last month is October. */
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };

/** The person's October in `store`, summed per project name: the figures the preview must show. */
function octoberByProject(store: Store): { byProject: Map<string, number>; total: number; entries: number } {
  const ada = [...store.users.values()].find((u) => u.email === DEMO.admin)!;
  const byProject = new Map<string, number>();
  let total = 0;
  let entries = 0;
  for (const e of store.entries.values()) {
    if (e.user_id !== ada.id || e.date_execution < OCTOBER.from || e.date_execution > OCTOBER.to) continue;
    const name = store.projects.get(e.project_id)!.name;
    byProject.set(name, (byProject.get(name) ?? 0) + e.time_total);
    total += e.time_total;
    entries++;
  }
  return { byProject, total, entries };
}

/** The export's count of last month's entries: one row of the detailed report (the engine's own reads ask for 100). */
const OCTOBER_COUNT = /\/reports\/detailed\?date_execution_start=2026-10-01&date_execution_end=2026-10-31&.*\bopt_page_limit=1(&|$)/;

/**
 * Runs `spend` as the export's count request leaves the engine, before the simulator answers
 * it (the harness sends through this process's fetch); answers how many were asked. Put back
 * when the test ends.
 */
function spendDownAtCount(t: TestContext, spend: () => void): () => number {
  const realFetch = globalThis.fetch;
  let asked = 0;
  globalThis.fetch = (input, init) => {
    if (OCTOBER_COUNT.test(input instanceof Request ? input.url : String(input))) {
      asked++;
      spend();
    }
    return realFetch(input, init);
  };
  t.after(() => {
    globalThis.fetch = realFetch;
  });
  return () => asked;
}

/** From the Timer tab to Export by the arrow keys (it sits before Settings), then into its form. */
async function openExportByKeyboard(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Timer' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.getByRole('tab', { name: 'Export' }).getAttribute('aria-selected'), 'true');
  await page.getByRole('heading', { name: 'Export a timesheet' }).waitFor();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'export-range', 'Tab goes into the form, at its range');
}

/** Last week is the default; two down is last month. */
async function chooseLastMonth(page: Page): Promise<void> {
  const range = page.getByRole('combobox', { name: 'Range' });
  await range.press('ArrowDown');
  await range.press('ArrowDown');
  await page.getByText(`${OCTOBER.from} to ${OCTOBER.to}`).waitFor();
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /Saved|Not saved/ });

test('the form by keyboard: a preview of last month by project equal to the simulator to the second, saved as CSV and read back; a second Save… to the same file refused, the file unchanged', BROWSER, (t) =>
  withStint({}, async (s) => {
    const { page } = s;
    const demo = storeOf(s, DEMO.accountId);
    seedMonth(demo, { ...OCTOBER, perDay: 3, seed: 7 });
    const want = octoberByProject(demo);
    await signInAsDemo(s);
    await openExportByKeyboard(page);
    await chooseLastMonth(page);
    await scanBoth(t, page, 'export-form');

    await page.getByRole('button', { name: 'Preview' }).press('Enter');
    const list = page.getByRole('list', { name: 'Totals by group' });
    await list.waitFor();
    // The cost, in the engine's words, comes first.
    assert.match(await page.getByRole('region', { name: 'Preview' }).innerText(), /This export needs \d+ requests? of [^(]+\(\d+ entries\)/);
    const shown = await list.getByRole('listitem').evaluateAll((items) => items.map((li) => [li.querySelector('.export-label')!.textContent, li.querySelector('.export-figures')!.textContent]));
    const expected = [...want.byProject].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, seconds]) => [name, formatSheetDuration(seconds, 'clock')]);
    assert.deepEqual(shown, expected, 'each project as the simulator sums it');
    assert.equal(await page.locator('.export-total .export-figures').textContent(), formatSheetDuration(want.total, 'clock'));
    // The picture (docs/timesheets.md) shows Save… under the totals.
    await page.getByRole('button', { name: 'Save…' }).scrollIntoViewIfNeeded();
    await scanBoth(t, page, 'export-preview');

    await page.getByRole('button', { name: 'Save…' }).press('Enter');
    const path = join(s.harness.dataDir, 'exports', `timesheet ${OCTOBER.from} to ${OCTOBER.to}.csv`);
    await status(page).getByText(`Saved ${want.entries} entries to ${path}.`).waitFor();
    assert.deepEqual(s.harness.exports.asked, [{ name: `timesheet ${OCTOBER.from} to ${OCTOBER.to}.csv`, format: 'csv' }]);
    const bytes = readFileSync(path);
    const rows = parse(bytes.toString('utf8'), { columns: true }) as Record<string, string>[];
    assert.deepEqual(Object.keys(rows[0]!), ['Date', 'Start', 'End', 'Duration', 'Project', 'Task', 'Description']);
    assert.equal(rows.length, want.entries);
    const seconds = rows.reduce((sum, r) => {
      const [h, m, sec] = r.Duration!.split(':').map(Number);
      return sum + h! * 3600 + m! * 60 + sec!;
    }, 0);
    assert.equal(seconds, want.total, "the file's durations sum to the simulator's total to the second");

    // The same name again: the dialog did not ask about replacing it, so nothing is replaced.
    await page.getByRole('button', { name: 'Save…' }).press('Enter');
    await status(page).getByText(`Not saved: a file is already at ${path}, and Stint replaces one only when you say so.`, { exact: false }).waitFor();
    assert.deepEqual(readFileSync(path), bytes, 'the file is as it was');

    // Five tabs in the 360 px window: the last, Settings, in sight whichever is chosen (bold).
    const tabs = page.getByRole('tablist', { name: 'Screens' });
    const allInSight = () => tabs.evaluate((el) => el.scrollWidth <= el.clientWidth);
    await page.getByRole('tab', { name: 'Export' }).press('End');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    assert.equal(await allInSight(), true, 'every tab in sight with Settings chosen');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.getByRole('tab', { name: 'Export' }).getAttribute('aria-selected'), 'true');
    assert.equal(await allInSight(), true, 'every tab in sight with Export chosen');
  }),
);

test('a Free account at 45 of its 50 requests: the preview says the reserve in words, and asked again spends nothing', BROWSER, (t) =>
  withStint({}, async (s) => {
    const { page } = s;
    const studio = storeOf(s, STUDIO_ACCOUNT_ID);
    seedMonth(studio, { ...OCTOBER, perDay: 8, seed: 3 });
    await withStudio(s);
    const used = () => s.sim.sim.ctx.limits.accountDaily.used(STUDIO_ACCOUNT_ID, s.harness.ports.clock.now());
    // Another device of the studio's has spent the day down to 44 by the time the Preview asks
    // how many entries there are. Spent then, not at the start: on the running clock the
    // engine reads the accounts again a minute after its last read with the window shown, and
    // a read answered after the spending tells it the day is spent, so the Preview rightly
    // spends nothing (a loaded run; the same words when the clock is moved a minute on here).
    const countsAsked = spendDownAtCount(t, () => {
      while (used() < 44) s.sim.sim.ctx.limits.accountDaily.add(STUDIO_ACCOUNT_ID, s.harness.ports.clock.now());
    });
    // The tray's "Export timesheet…" opens the window at the screen, its first field focused.
    const item = (await s.tray()).items['export'];
    assert.equal(item?.label, 'Export timesheet…');
    await s.control({ open: 'export' });
    await page.getByRole('heading', { name: 'Export a timesheet' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'export-range');
    await chooseLastMonth(page);
    // The studio alone: "demo" unticked by keyboard.
    await page.getByRole('checkbox', { name: 'demo' }).press('Space');
    const preview = page.getByRole('button', { name: 'Preview' });
    await preview.press('Enter');
    const refusal = page.getByRole('region', { name: 'Preview' }).getByRole('alert');
    await refusal.getByText(/^Nothing was read\. This export needs \d+ requests of Studio \(\d+ entries\); none are left today after the \d+ the timer keeps\. Choose a shorter range or fewer projects, or export tomorrow\. 1 request was spent finding out\.$/).waitFor();
    assert.equal(used(), 45, 'the one-row page that told the count, nothing more');
    assert.equal(countsAsked(), 1, 'one count asked');
    assert.equal(await page.getByRole('button', { name: 'Save…' }).count(), 0, 'nothing to save');
    await scanBoth(t, page, 'export-refused');

    // Asked again: the quota is known now, and the refusal costs nothing.
    await preview.press('Enter');
    await refusal.getByText(/^Nothing was read\. This export needs at least 1 request of Studio; none are left today after the \d+ the timer keeps\./).waitFor();
    assert.equal(used(), 45, 'no request spent');
    assert.equal(countsAsked(), 1, 'no count asked again');
  }),
);

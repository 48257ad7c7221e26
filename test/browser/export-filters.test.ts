// The Export form's filter (issue 70, item 1) in Chromium on the real engine, by keyboard at
// 360x560, over two accounts (demo and Studio, each with its own October): one project of
// Studio's, then one of its tasks, then one customer of demo's. Each preview's totals equal the
// simulator's own entries of that choice alone, to the second (the other account's entries
// left out, as the words under the control say), and the saved CSV holds those entries and no
// other (and Copy as text its totals alone). Axe-clean light and dark.

import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { formatSheetDuration } from '../../main/core/timesheets/hours.ts';
import { STUDIO_ACCOUNT_ID } from '../sim/demo-studio.ts';
import type { TimeEntry } from '../sim/model.ts';
import type { Store } from '../sim/store.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { seedMonth } from '../core/support/timesheet-data.ts';
import { BROWSER, withStint } from './support/browser-test.ts';
import { pick } from './support/actions.ts';
import { filterByProject, OCTOBER, openLastMonth } from './support/export-screen.ts';
import type { StintPage } from './support/stint-page.ts';
import { scanBoth, storeOf, withStudio } from './support/two-accounts.ts';

const FILE = `timesheet ${OCTOBER.from} to ${OCTOBER.to}.csv`;

/** The person's October entries in `store` that `keep` keeps. */
function october(store: Store, keep: (e: TimeEntry) => boolean): TimeEntry[] {
  const ada = [...store.users.values()].find((u) => u.email === DEMO.admin)!;
  return [...store.entries.values()].filter((e) => e.user_id === ada.id && e.date_execution >= OCTOBER.from && e.date_execution <= OCTOBER.to && keep(e));
}

const idOf = (store: Store, map: 'projects' | 'customers' | 'tasks', name: string): number => {
  const found = [...store[map].values()].find((x) => x.name === name);
  assert.ok(found, `${name} in the simulator`);
  return found.id;
};

/** Summed per project name: what the preview's groups (by project) must show. */
function byProject(store: Store, entries: readonly TimeEntry[]): string[][] {
  const sums = new Map<string, number>();
  for (const e of entries) {
    const name = store.projects.get(e.project_id)!.name;
    sums.set(name, (sums.get(name) ?? 0) + e.time_total);
  }
  return [...sums].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, seconds]) => [name, formatSheetDuration(seconds, 'clock')]);
}

/** Preview by keyboard; answers the groups' labels and figures and the total. */
async function preview(page: Page): Promise<{ groups: string[][]; total: string | null }> {
  await page.getByRole('button', { name: 'Preview' }).press('Enter');
  const list = page.getByRole('list', { name: 'Totals by group' });
  await list.waitFor();
  const groups = await list.getByRole('listitem').evaluateAll((items) => items.map((li) => [li.querySelector('.export-label')!.textContent ?? '', li.querySelector('.export-figures')!.textContent ?? '']));
  return { groups, total: await page.locator('.export-total .export-figures').textContent() };
}

/** Save… by keyboard; answers the CSV's rows (a second save of the same name is the harness's refusal: the file goes first). */
async function saveRows(s: StintPage, entries: number): Promise<Record<string, string>[]> {
  const path = join(s.harness.dataDir, 'exports', FILE);
  rmSync(path, { force: true });
  await s.page.getByRole('button', { name: 'Save…' }).press('Enter');
  await s.page.getByRole('status').getByText(`Saved ${entries} ${entries === 1 ? 'entry' : 'entries'} to ${path}.`).waitFor();
  return parse(readFileSync(path, 'utf8'), { columns: true }) as Record<string, string>[];
}

const seconds = (rows: readonly Record<string, string>[]) =>
  rows.reduce((sum, r) => {
    const [h, m, sec] = r.Duration!.split(':').map(Number);
    return sum + h! * 3600 + m! * 60 + sec!;
  }, 0);

const total = (entries: readonly TimeEntry[]) => formatSheetDuration(entries.reduce((sum, e) => sum + e.time_total, 0), 'clock');

test("a filter by keyboard over two accounts: Studio's Brand Refresh, then one of its tasks, then demo's customer Acme Corp; each preview and CSV holds that choice's entries alone, the other account's left out as the words say", BROWSER, (t) =>
  withStint({}, async (s) => {
    const { page } = s;
    const demo = storeOf(s, DEMO.accountId);
    const studio = storeOf(s, STUDIO_ACCOUNT_ID);
    seedMonth(demo, { ...OCTOBER, perDay: 3, seed: 7 });
    seedMonth(studio, { ...OCTOBER, perDay: 2, seed: 5 });
    await withStudio(s);
    await openLastMonth(page);

    // One project of Studio's: its entries alone, demo's left out.
    const brand = idOf(studio, 'projects', 'Brand Refresh');
    const brandEntries = october(studio, (e) => e.project_id === brand);
    assert.ok(brandEntries.length > 0 && october(studio, (e) => e.project_id !== brand).length > 0 && october(demo, () => true).length > 0, 'the other entries a filter must leave out are there');
    await filterByProject(page, 'Brand', /^Studio · Brand Refresh/);
    const filterBy = page.getByRole('combobox', { name: 'Filter' });
    const said = page.getByText("Only Studio's Brand Refresh: demo's entries are left out.");
    await said.waitFor();
    assert.equal(await filterBy.getAttribute('aria-describedby'), await said.getAttribute('id'), 'the words are the control\'s description');
    await scanBoth(t, page, 'export-filter-project');
    let shown = await preview(page);
    assert.deepEqual(shown.groups, byProject(studio, brandEntries), "Brand Refresh alone, as the simulator sums Studio's entries of it");
    assert.equal(shown.total, total(brandEntries));
    let rows = await saveRows(s, brandEntries.length);
    assert.equal(rows.length, brandEntries.length);
    assert.deepEqual([...new Set(rows.map((r) => r.Project))], ['Brand Refresh']);
    assert.equal(seconds(rows), brandEntries.reduce((sum, e) => sum + e.time_total, 0), 'the file sums to the entries to the second');

    // A task of it: the preview goes (the form changed), the next one holds that task's entries alone.
    const concepts = idOf(studio, 'tasks', 'Concepts');
    const conceptEntries = brandEntries.filter((e) => e.task_id === concepts);
    assert.ok(conceptEntries.length > 0 && conceptEntries.length < brandEntries.length, "Concepts holds some of Brand Refresh's entries, not all");
    await pick(page, 'Task', 'Conc', /^Concepts/);
    await page.getByText("Only Studio's Brand Refresh, task Concepts: demo's entries are left out.").waitFor();
    assert.equal(await page.getByRole('list', { name: 'Totals by group' }).count(), 0, 'the preview shown was of the form before');
    shown = await preview(page);
    assert.deepEqual(shown.groups, byProject(studio, conceptEntries));
    assert.equal(shown.total, total(conceptEntries));
    rows = await saveRows(s, conceptEntries.length);
    assert.deepEqual([...new Set(rows.map((r) => r.Task))], ['Concepts']);
    assert.equal(seconds(rows), conceptEntries.reduce((sum, e) => sum + e.time_total, 0));

    // One customer of demo's: Acme Corp's projects, Studio's entries left out.
    const acme = idOf(demo, 'customers', 'Acme Corp');
    const acmeEntries = october(demo, (e) => demo.projects.get(e.project_id)!.customer_id === acme);
    assert.ok(acmeEntries.length > 0 && acmeEntries.length < october(demo, () => true).length, "Acme Corp holds some of demo's entries, not all");
    await filterBy.focus();
    await filterBy.press('ArrowUp');
    assert.equal(await page.getByRole('combobox', { name: 'Task' }).count(), 0, 'no task without a project');
    await page.getByRole('combobox', { name: 'Customer' }).focus();
    await page.keyboard.type('Acme');
    await page.getByRole('listbox', { name: 'Customer' }).getByRole('option', { name: /^demo · Acme Corp/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByText("Only demo's customer Acme Corp: Studio's entries are left out.").waitFor();
    await scanBoth(t, page, 'export-filter-customer');
    shown = await preview(page);
    assert.deepEqual(shown.groups, byProject(demo, acmeEntries));
    assert.equal(shown.total, total(acmeEntries));
    rows = await saveRows(s, acmeEntries.length);
    assert.deepEqual([...new Set(rows.map((r) => r.Project))].sort(), [...new Set(acmeEntries.map((e) => demo.projects.get(e.project_id)!.name))].sort());
    assert.equal(seconds(rows), acmeEntries.reduce((sum, e) => sum + e.time_total, 0));
    // Copy as text: the same choice's totals.
    await page.getByRole('radio', { name: 'Copy as text' }).press('Space');
    await page.getByRole('button', { name: 'Copy as text' }).press('Enter');
    await page.getByRole('status').getByText(`Copied the timesheet of ${acmeEntries.length} entries as text.`).waitFor();
    const copied = s.harness.exports.copied.at(-1)!;
    const acmeNames = byProject(demo, acmeEntries).map(([name]) => name!);
    const left = [...byProject(demo, october(demo, () => true)), ...byProject(studio, october(studio, () => true))].map(([name]) => name!).filter((n) => !acmeNames.includes(n));
    assert.ok(left.length > 0, 'projects the filter leaves out');
    for (const name of acmeNames) assert.ok(copied.includes(name), `${name} copied`);
    for (const name of left) assert.ok(!copied.includes(name), `${name} is not copied`);

    // Back to every entry: both accounts again.
    await filterBy.focus();
    await filterBy.press('Home');
    // The words go with the next render: waited for, not read at once.
    await page.getByText(/^Only /).first().waitFor({ state: 'detached' });
    assert.equal(await page.getByText(/^Only /).count(), 0, 'no filter said');
    shown = await preview(page);
    assert.equal(shown.total, total([...october(demo, () => true), ...october(studio, () => true)]));
  }),
);

// The Export screen as its browser tests reach it: by the arrow keys from the Timer tab (Export
// sits before Settings), last month chosen in Range (two down from last week), and the filter.

import type { Page } from 'playwright-core';
import { pick } from './actions.ts';

/** The test day is Wednesday 18 November 2026: last month is October. */
export const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };

/** From the Timer tab to Export, then last month in its Range. */
export async function openLastMonth(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Timer' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.getByRole('heading', { name: 'Export a timesheet' }).waitFor();
  const range = page.getByRole('combobox', { name: 'Range' });
  await range.press('ArrowDown');
  await range.press('ArrowDown');
  await page.getByText(`${OCTOBER.from} to ${OCTOBER.to}`).waitFor();
}

/** Filter: one project (two down from every entry), picked by typing `query`. */
export async function filterByProject(page: Page, query: string, option: RegExp): Promise<void> {
  const by = page.getByRole('combobox', { name: 'Filter' });
  await by.focus();
  await by.press('ArrowDown');
  await by.press('ArrowDown');
  await pick(page, 'Project', query, option);
}

// What a person does in a journey, by keyboard and by role and accessible name, on either
// launcher; and what the journey reads back from the service and the engine.

import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { TimeEntry } from '../../sim/model.ts';
import { DEMO } from '../../support/sim-fixture.ts';
import { pick } from '../../browser/support/actions.ts';
import { eventually } from '../../browser/support/eventually.ts';
import type { JourneyWorld } from '../launcher.ts';

export const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Signs in through the form with the demo admin, and waits for the project picker. */
export async function signIn(w: JourneyWorld): Promise<void> {
  const { page } = w;
  await page.getByRole('textbox', { name: 'Service address' }).fill(w.sim.baseUrl);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.admin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('textbox', { name: 'Account ID' }).fill(DEMO.accountId);
  await page.getByRole('button', { name: 'Sign in' }).press('Enter');
  await page.getByRole('combobox', { name: 'Project' }).waitFor();
}

/** Starts a timer on Website Redesign (no task needed) from the timer screen. */
export async function startWebsite(page: Page, description: string): Promise<void> {
  await pick(page, 'Project', 'website', /Website Redesign/);
  await page.getByLabel('Description', { exact: true }).fill(description);
  await page.getByRole('button', { name: 'Start', exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Stop', exact: true }).waitFor();
}

/** Waits until nothing waits in the outbox: what the window did has reached the service. */
export async function sent(w: JourneyWorld, what: string): Promise<void> {
  await eventually(async () => (await w.snapshot()).sync.queued, (n) => n === 0, what);
}

/** Ids of the time entries the service holds now. */
export function entryIds(w: JourneyWorld): Set<number> {
  return new Set(w.sim.sim.ctx.store.entries.keys());
}

/** The entries the service holds now that were not in `before`, oldest first. */
export function newEntries(w: JourneyWorld, before: Set<number>): TimeEntry[] {
  return [...w.sim.sim.ctx.store.entries.values()].filter((e) => !before.has(e.id)).sort((a, b) => a.id - b.id);
}

/** The id of a demo project, as the engine lists it. */
export async function projectId(w: JourneyWorld, name: string): Promise<number> {
  const p = (await w.snapshot()).projects.find((x) => x.name === name);
  assert.ok(p, `the engine lists ${name}`);
  return p.id;
}

/** The text of the status region. */
export function statusText(page: Page): Promise<string> {
  return page.getByRole('status').first().innerText();
}

/**
 * Moves the app and the service on to the next 09:00 in the demo account's zone (UTC,
 * contract.md 1b), so that the minutes a journey passes never cross midnight.
 */
export async function toNineInTheMorning(w: JourneyWorld): Promise<void> {
  const now = await w.now();
  await w.jump((9 * 60 * MINUTE_MS - (now % DAY_MS) + DAY_MS) % DAY_MS);
}

/**
 * Moves the app and the service on to 12:00 UTC of the same day when it is earlier: an
 * entry of the morning has ended, and the page (on its own clock) agrees on what today is.
 */
export async function toAfternoon(w: JourneyWorld): Promise<void> {
  const now = await w.now();
  await w.jump(Math.max(0, 12 * 60 * MINUTE_MS - (now % DAY_MS)));
}

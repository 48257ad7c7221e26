// An entry of today made through the engine and waited past its Undo hold, for tests of the
// corrections that follow it (Edit, Split, Undo) on the shared clock of the test day.

import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { OffsetClock } from '../../../main/time/offset-clock.ts';
import type { TimeEntry } from '../../sim/model.ts';
import { eventually } from './eventually.ts';
import type { StintPage } from './stint-page.ts';

/** Website Redesign's id in the demo account. */
export const WEBSITE = 1;

export const queuedNone = (s: StintPage) => eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'nothing waiting to be sent');

/** An entry of today, 8:00 to 10:00, added through the engine (held for Undo like any). */
export async function addPairing(s: StintPage): Promise<void> {
  const r = await s.harness.stint.addManualEntry({ date: s.harness.stint.snapshot().today, projectId: WEBSITE, description: 'Pairing', start: '08:00', end: '10:00' });
  assert.ok(r.ok, JSON.stringify(r));
}

/** Pairing added and past its hold (`holdMs`), on the service: the entry there. */
export async function pairingSent(s: StintPage, clock: OffsetClock, holdMs: number): Promise<TimeEntry> {
  await addPairing(s);
  clock.jump(holdMs + 1_000);
  await queuedNone(s);
  return [...s.sim.sim.ctx.store.entries.values()].find((e) => e.description === 'Pairing')!;
}

/** Splits Pairing at `at` through its Split form in Today, until the form closes. */
export async function splitPairing(page: Page, at: string): Promise<void> {
  const today = page.getByRole('region', { name: 'Today' });
  await today.getByRole('button', { name: 'Split Website Redesign: Pairing', exact: true }).press('Enter');
  const form = today.getByRole('form', { name: 'Split Website Redesign: Pairing' });
  await form.getByRole('textbox', { name: 'Split at' }).fill(at);
  await form.getByRole('button', { name: 'Split', exact: true }).press('Enter');
  await form.waitFor({ state: 'detached' });
}

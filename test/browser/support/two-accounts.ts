// Two accounts in the browser harness, as the tests of one person across accounts set them up:
// the demo account signed in (the account shown, named "demo"), the simulator's studio added
// as "Studio" with the same person's sign-in; and what each account of the simulator holds.

import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import type { PersonStint } from '../../../main/core/stint-api.ts';
import { STUDIO_ACCOUNT_ID } from '../../sim/demo-studio.ts';
import type { TimeEntry } from '../../sim/model.ts';
import type { Store } from '../../sim/store.ts';
import { DEMO } from '../../support/sim-fixture.ts';
import { scan } from './axe.ts';
import { signInAsDemo, type StintPage } from './stint-page.ts';

export function storeOf(s: StintPage, accountId: string): Store {
  const store = s.sim.sim.ctx.accounts.get(accountId);
  assert.ok(store, `the simulator hosts ${accountId}`);
  return store;
}

/** The entries of `store` with this description. */
export const described = (store: Store, description: string): TimeEntry[] => [...store.entries.values()].filter((e) => e.description === description);

/** The entries whose stopwatch runs on the service. */
export const runningIn = (store: Store): TimeEntry[] => [...store.entries.values()].filter((e) => e.stopwatch_started_at !== null);

/** Signs in to the demo account and adds the studio as "Studio". */
export async function withStudio(s: StintPage): Promise<void> {
  await signInAsDemo(s);
  assert.deepEqual(await s.harness.stint.addAccount({ label: 'Studio', baseUrl: s.sim.baseUrl, email: DEMO.admin, password: DEMO.password, accountId: STUDIO_ACCOUNT_ID }), { ok: true });
}

/** The key the window knows an account by, from its name. */
export function accountKeyOf(person: PersonStint, name: string): string {
  const row = person.snapshot().accounts?.rows.find((r) => r.name === name);
  assert.ok(row, `an account named ${name}`);
  return row.key;
}

/** The id of the studio's Brand Refresh (its own account's id). */
export function brandRefreshId(person: PersonStint): number {
  const o = person.snapshot().accounts?.otherProjects.find((p) => p.project.name === 'Brand Refresh');
  assert.ok(o, "the studio's Brand Refresh offered");
  return o.project.id;
}

/** An axe scan of the page as it is, light then dark. */
export async function scanBoth(t: TestContext, page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await scan(t, page, name, scheme);
  }
}

// A budget on the running timer in Chromium on the real engine: Data Migration's time
// budget (made 2 hours, nothing tracked yet) shows as a progress bar named for the project,
// its value and words moving with the running entry as the shared clock jumps; past 80%
// it takes another colour and the notice names the project and what is left. A project
// without a budget shows no bar. axe-core finds nothing in either scheme.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testClock } from '../support/test-day.ts';
import { pick } from './support/actions.ts';
import { scanSchemes } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

const MIGRATION = 'Data Migration';

/** Data Migration's budget made 2 hours with nothing tracked on it, before Stint reads the projects. */
function twoHourBudget(s: StintPage): void {
  const store = s.sim.sim.ctx.store;
  const project = [...store.projects.values()].find((p) => p.name === MIGRATION)!;
  for (const e of [...store.entries.values()]) if (e.project_id === project.id) store.entries.delete(e.id);
  project.budget = 2;
}

test(`a time budget on the running timer (light and dark): the bar, its value and words move with the entry; past 80% the notice`, BROWSER, (t) => {
  const clock = testClock();
  return withStint({ clock }, async (s) => {
    const { page } = s;
    twoHourBudget(s);
    await signInAsDemo(s);
    await pick(page, 'Project', 'migration', /Data Migration/);
    await page.getByLabel('Description', { exact: true }).fill('Import scripts');
    await page.getByRole('button', { name: 'Start', exact: true }).press('Enter');
    const bar = page.getByRole('progressbar', { name: 'Data Migration budget' });
    await bar.waitFor();
    assert.equal(await bar.getAttribute('aria-valuenow'), '0');
    // The entry has run the real seconds the test took: under a minute, so 2:00 or 1:59 left.
    assert.match((await bar.getAttribute('aria-valuetext')) ?? '', /^0:00 of 2:00 h used, (2:00|1:59) left$/);

    clock.jump(100 * 60_000);
    await eventually(() => bar.getAttribute('aria-valuenow'), (v) => Number(v) >= 83, 'the bar to move with the running entry');
    assert.match((await bar.getAttribute("aria-valuetext")) ?? "", /^1:4\d of 2:00 h used, 0:(20|1\d) left$/);
    await page.getByText(/^Data Migration budget: 1:4\d of 2:00 h used/).waitFor();
    const notices = await eventually(
      async () => ((await (await fetch(`${s.harness.origin}/control/notifications`)).json()) as { history: { id: string; title: string; body: string }[] }).history.filter((n) => n.id === 'stint.budget'),
      (list) => list.length > 0,
      'the 80% notice',
    );
    assert.equal(notices.length, 1, 'one notice');
    // The clock jumped past 80%: the notice says the share it found.
    assert.match(notices[0]!.title, /^Data Migration: 8\d% of its budget used$/);
    assert.match(notices[0]!.body, /^0:\d\d left of 2:00 h\.$/);
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the start to reach the service');
    await scanSchemes(t, page, 'timer-budget-near');
  });
});

test('a project without a budget shows no bar', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await pick(page, 'Project', 'website', /Website Redesign/);
    await page.getByRole('button', { name: 'Start', exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Stop', exact: true }).waitFor();
    assert.equal(await page.getByRole('progressbar').count(), 0);
  }),
);

// The idle prompt in Chromium on the real engine: the screen locked while a timer ran
// (through the harness's control endpoint, as the OS would say it), then each of the three
// choices, made by keyboard, leaves the right entries on the service.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TimeEntry } from '../sim/model.ts';
import { newEntries, runningOnServiceForASecond, startWebsite } from './support/actions.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo } from './support/stint-page.ts';

const CHOICES: { button: string; after: 'Start' | 'Stop'; check(made: TimeEntry[]): void }[] = [
  {
    button: 'Keep',
    after: 'Stop',
    check(made) {
      assert.equal(made.length, 1);
      assert.notEqual(made[0]!.stopwatch_started_at, null, 'the entry runs on, away time included');
    },
  },
  {
    button: 'Discard',
    after: 'Start',
    check(made) {
      assert.equal(made.length, 1);
      assert.equal(made[0]!.stopwatch_started_at, null, 'the entry ended when the screen was locked');
    },
  },
  {
    button: 'Discard and continue',
    after: 'Stop',
    check(made) {
      assert.equal(made.length, 2, 'the entry cut at the lock, and a new one from now');
      const [cut, resumed] = made as [TimeEntry, TimeEntry];
      assert.equal(cut.stopwatch_started_at, null);
      assert.notEqual(resumed.stopwatch_started_at, null);
      assert.deepEqual([resumed.project_id, resumed.task_id, resumed.description], [cut.project_id, cut.task_id, cut.description]);
    },
  },
];

for (const choice of CHOICES) {
  test(`back from a locked screen, "${choice.button}" leaves the right entries on the service`, BROWSER, () =>
    withStint({}, async (s) => {
      const { page } = s;
      await signInAsDemo(s);
      const before = s.entryIds();
      await startWebsite(s, 'Away test');
      await runningOnServiceForASecond(s);
      await s.control({ event: 'lock' });
      await s.control({ event: 'unlock' });

      const dialog = page.getByRole('dialog', { name: 'The screen was locked' });
      await dialog.waitFor();
      assert.match(await dialog.innerText(), /Website Redesign/);
      assert.equal((await s.tray()).icon, 'attention');
      await dialog.getByRole('button', { name: choice.button, exact: true }).press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: choice.after, exact: true }).waitFor();

      await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the choice to be sent');
      choice.check(newEntries(s, before));
    }),
  );
}

test('a system that cannot tell idle time: the status and the idle setting say detection is limited, and stop saying it once it can', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const limited = 'Idle detection is limited on this system';
    await s.control({ idle_seconds: null });
    await eventually(() => page.getByRole('status').first().innerText(), (t) => t.includes(limited), 'the status to say detection is limited');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const idleBox = page.getByLabel('Ask about time away while a timer runs');
    await eventually(() => idleBox.getAttribute('aria-describedby').then((ids) => (ids ?? '').split(' ').filter(Boolean)), (ids) => ids.length > 0, 'the idle setting to carry a note');
    const note = await idleBox.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    assert.match(note, /does not report idle time/);
    await s.control({ idle_seconds: 0 });
    await eventually(() => page.getByRole('status').first().innerText(), (t) => !t.includes(limited), 'the note to go once idle time is known');
  }),
);

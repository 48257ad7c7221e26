// The journeys that matter, written once: each drives the window as a person does (by role
// and accessible name, by keyboard) and checks what the person and the service would see.
// harness.test.ts runs them on the harness page in Chromium, electron.test.ts on the real
// app (support/*-launcher.ts); neither the journeys nor their steps know which.

import assert from 'node:assert/strict';
import { secondsOfDay } from '../../main/core/time/local-time.ts';
import { pastOneSecond, pick } from '../browser/support/actions.ts';
import { eventually } from '../browser/support/eventually.ts';
import { DEMO } from '../support/sim-fixture.ts';
import type { JourneyWorld } from './launcher.ts';
import { entryIds, MINUTE_MS, newEntries, projectId, sent, signIn, startWebsite, statusText, toAfternoon, toNineInTheMorning } from './support/steps.ts';

export interface Journey {
  readonly name: string;
  run(w: JourneyWorld): Promise<void>;
}

/** Room for the real seconds a journey takes, far below the minutes it passes on the clock. */
const SLACK_S = 5 * 60;

export const JOURNEYS: readonly Journey[] = [
  {
    name: 'sign in: the form, then the project picker; the session in the keychain, never the password',
    async run(w) {
      assert.equal(await w.keychainSession(), null, 'nothing in the keychain before signing in');
      await w.page.getByRole('button', { name: 'Sign in' }).waitFor();
      await signIn(w);
      const snap = await w.snapshot();
      assert.equal(snap.session.state, 'signed_in');
      assert.ok(snap.projects.some((p) => p.name === 'Website Redesign'), 'the projects are read');
      const kept = await w.keychainSession();
      assert.notEqual(kept, null, 'the session is kept in the keychain');
      assert.equal(kept!.includes(DEMO.password), false, 'the password is not kept');
    },
  },
  {
    name: 'pick and start: a project typed into the picker, a description, Start: the entry runs on the service',
    async run(w) {
      await signIn(w);
      const before = entryIds(w);
      await startWebsite(w.page, 'Journey: start');
      await w.page.getByRole('timer', { name: 'Elapsed time' }).waitFor();
      await sent(w, 'the start to reach the service');
      const made = newEntries(w, before);
      assert.equal(made.length, 1, 'one entry');
      assert.equal(made[0]!.description, 'Journey: start');
      assert.equal(made[0]!.project_id, await projectId(w, 'Website Redesign'));
      assert.notEqual(made[0]!.stopwatch_started_at, null, 'its stopwatch runs on the service');
    },
  },
  {
    name: 'switch: Switch while a timer runs, another project and task: the first stops, the second runs, nothing doubled',
    async run(w) {
      const { page } = w;
      await signIn(w);
      const before = entryIds(w);
      await startWebsite(page, 'Journey: first');
      await sent(w, 'the start to reach the service');
      await page.getByRole('button', { name: 'Switch', exact: true }).press('Enter');
      await pick(page, 'Project', 'support', /Support Retainer/);
      // The focus moved on to Task, which shows "No task" (this project allows none): clear it to search.
      await page.keyboard.press('Control+A');
      await pick(page, 'Task', 'meet', /Meetings/);
      await page.getByLabel('Description', { exact: true }).fill('Journey: second');
      await page.getByRole('button', { name: 'Start', exact: true }).press('Enter');
      // The switch taken by the engine before "nothing waits" means it was sent: on a loaded
      // machine the outbox was still empty when the press had not reached the engine yet.
      await eventually(async () => (await w.snapshot()).running?.description, (d) => d === 'Journey: second', 'the switch to be taken');
      await sent(w, 'the switch to reach the service');
      const made = newEntries(w, before);
      assert.deepEqual(made.map((e) => e.description), ['Journey: first', 'Journey: second'], 'two entries, no more');
      assert.equal(made[0]!.stopwatch_started_at, null, 'the first is stopped');
      assert.notEqual(made[1]!.stopwatch_started_at, null, 'the second runs');
      assert.equal(made[1]!.project_id, await projectId(w, 'Support Retainer'));
      assert.equal((await w.snapshot()).running?.description, 'Journey: second');
    },
  },
  {
    name: 'stop: Stop ends the entry on the service, and the window offers Start again',
    async run(w) {
      const { page } = w;
      await signIn(w);
      const before = entryIds(w);
      await startWebsite(page, 'Journey: stop');
      await sent(w, 'the start to reach the service');
      await w.jump(20 * MINUTE_MS);
      await page.getByRole('button', { name: 'Stop', exact: true }).press('Enter');
      await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
      await sent(w, 'the stop to reach the service');
      const made = newEntries(w, before);
      assert.equal(made.length, 1);
      assert.equal(made[0]!.stopwatch_started_at, null, 'stopped on the service');
      assert.ok(made[0]!.time_total >= 20 * 60 && made[0]!.time_total < 20 * 60 + SLACK_S, `holds the 20 minutes it ran: ${made[0]!.time_total} s`);
      assert.equal((await w.snapshot()).running, null);
    },
  },
  {
    name: 'quick entry: a project, a start and a duration, Save: "Entry saved", and the entry on the service',
    async run(w) {
      const { page } = w;
      await toAfternoon(w);
      await signIn(w);
      const before = entryIds(w);
      // The screens are tabs: arrow keys move between them.
      await page.getByRole('tab', { name: 'Timer' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.getByRole('region', { name: 'Quick entry' }).waitFor();
      await pick(page, 'Project', 'website', /Website Redesign/);
      await page.getByLabel('Description', { exact: true }).fill('Journey: written up later');
      await page.getByLabel('Start time', { exact: true }).fill('06:00');
      await page.getByLabel('Duration', { exact: true }).fill('0:45');
      await page.getByRole('button', { name: 'Save entry' }).press('Enter');
      await page.getByText('Entry saved: Website Redesign 0:45.', { exact: true }).waitFor();
      const made = newEntries(w, before);
      assert.equal(made.length, 1, 'one entry');
      assert.equal(made[0]!.description, 'Journey: written up later');
      assert.equal(made[0]!.time_start, 6 * 3600, 'from 06:00');
      assert.equal(made[0]!.time_total, 45 * 60, 'for 45 minutes');
      assert.equal(made[0]!.stopwatch_started_at, null, 'not a running timer');
    },
  },
  {
    name: 'idle prompt: a timer runs 10 minutes, the screen locks for 30; the window asks, and Discard ends the entry at the lock',
    async run(w) {
      const { page } = w;
      await toNineInTheMorning(w);
      await signIn(w);
      const before = entryIds(w);
      await startWebsite(page, 'Journey: away');
      await sent(w, 'the start to reach the service');
      await w.jump(10 * MINUTE_MS);
      const lockAt = await w.now();
      await w.control({ event: 'lock' });
      await w.jump(30 * MINUTE_MS);
      await w.control({ event: 'unlock' });

      const dialog = page.getByRole('dialog', { name: 'The screen was locked' });
      await dialog.waitFor();
      assert.match(await dialog.innerText(), /\(30 minutes\)/, 'it names the time away');
      await dialog.getByRole('button', { name: 'Discard', exact: true }).press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
      await sent(w, 'the choice to reach the service');
      const made = newEntries(w, before);
      assert.equal(made.length, 1, 'no new entry');
      const entry = made[0]!;
      assert.equal(entry.stopwatch_started_at, null, 'stopped on the service');
      assert.ok(Math.abs(entry.time_total - 600) < SLACK_S, `holds the 10 minutes before the lock, not the 30 away: ${entry.time_total} s`);
      const lockedAt = secondsOfDay(lockAt, 0);
      assert.ok(Math.abs(entry.time_start + entry.time_total - lockedAt) < SLACK_S, 'it ends at the lock');
    },
  },
  {
    name: 'offline and back: a start and a stop made offline wait, say so, and reach the service once when the network returns',
    async run(w) {
      const { page } = w;
      await signIn(w);
      const before = entryIds(w);
      await w.control({ network: 'offline' });
      await startWebsite(page, 'Journey: offline');
      await pastOneSecond(page);
      await page.getByRole('button', { name: 'Stop', exact: true }).press('Enter');
      await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
      await eventually(() => statusText(page), (t) => /^Offline: \d+ actions? waiting to sync\./.test(t), 'the status to say what waits');
      assert.deepEqual(newEntries(w, before), [], 'nothing sent while offline');

      await w.control({ network: 'online' });
      await eventually(() => statusText(page), (t) => t.startsWith('All changes synced.'), 'the status to say all is synced');
      const made = newEntries(w, before);
      assert.equal(made.length, 1, 'one entry, no duplicate');
      assert.equal(made[0]!.description, 'Journey: offline');
      assert.equal(made[0]!.stopwatch_started_at, null, 'stopped, as it was offline');
    },
  },
  {
    name: 'sign out: from Settings; the sign-in form, and the keychain emptied',
    async run(w) {
      const { page } = w;
      await signIn(w);
      assert.notEqual(await w.keychainSession(), null, 'kept while signed in');
      await page.getByRole('tab', { name: 'Settings' }).press('Enter');
      await page.getByRole('button', { name: 'Sign out' }).press('Enter');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      assert.equal(await page.getByRole('alert').count(), 0, 'signing out is no error');
      assert.equal((await w.snapshot()).session.state, 'signed_out');
      assert.equal(await w.keychainSession(), null, 'the keychain holds no session any more');
    },
  },
];

// A switch across accounts by a process whose clock is behind the one that started the other
// account's timer (issue 68: the command line alone on the folder, its clock 21 minutes
// behind the app's and the service's, found by the property suite's second writer): the other
// timer still stops, so one timer runs, and it holds nothing of a run the clocks disagree on.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, DEMO_RUI } from '../support/engine-harness.ts';
import { STUDIO_ACCOUNT_ID } from '../../sim/demo-studio.ts';
import { DEMO_ADA, DEMO_PASSWORD, PROJECT } from '../support/engine-harness.ts';
import type { Clock } from '../../../main/time/clock.ts';

let h: EngineHarness | undefined;
afterEach(() => h?.close());

const MIN = 60_000;

/** Rui's Acme and Ada's studio at 10:00, "Logo sketches" running in the studio. The studio's key and its running entries on the service. */
async function studioRunning(): Promise<{ h: EngineHarness; studio: string; running: () => { description: string }[] }> {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z', accounts: true });
  await h.signIn(DEMO_RUI);
  const studio = await h.addAccount('Studio', STUDIO_ACCOUNT_ID, DEMO_ADA);
  const brand = h.account(studio).snapshot().projects[0]!.id;
  assert.deepEqual(await h.hub!.start(studio, { projectId: brand, description: 'Logo sketches' }), { ok: true });
  await h.settle();
  return { h, studio, running: () => h!.serviceEntriesOf(STUDIO_ACCOUNT_ID, (e) => e.stopwatch_started_at !== null) };
}

/** The harness's clock moved by `ms`, as another process on the folder reads it. */
const shifted = (ms: number): Clock => ({ now: () => h!.clock.now() + ms, sleep: (wait, signal) => h!.clock.sleep(wait, signal) });

test("a start in the first account, on a clock 21 minutes behind the one the studio's timer was started on: the studio's timer stops on the service", async () => {
  const { h, studio, running } = await studioRunning();
  assert.equal(running().length, 1, "the studio's timer runs");
  // The same folder opened by a process whose clock reads 21 minutes earlier.
  await h.restart(shifted(-21 * MIN));
  assert.deepEqual(await h.hub!.start('main', { projectId: PROJECT.website, description: 'Docs' }), { ok: true });
  await h.settle();
  await h.advance(MIN);
  assert.deepEqual(running().map((e) => e.description), [], "the studio's timer stopped: one timer across the accounts");
  const mine = h.serviceEntries((e) => e.stopwatch_started_at !== null && e.description === 'Docs');
  assert.equal(mine.length, 1, 'the new timer runs');
  assert.equal(h.account(studio).snapshot().running, null, 'the studio shows nothing running');
});

test("the studio signed out (its session revoked) while its timer runs; a start in the first account on a clock a minute behind: the studio's stop is owed, and sent once it is signed in again", async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z', accounts: true });
  await h.signIn(DEMO_RUI);
  const studio = await h.addAccount('Studio', STUDIO_ACCOUNT_ID, DEMO_ADA);
  const brand = h.account(studio).snapshot().projects[0]!.id;
  assert.ok(await h.revoke(studio, STUDIO_ACCOUNT_ID), 'the studio session revoked on the web');
  // Its continue is refused at the send (401): the studio is signed out, its timer's start unknown to run.
  assert.deepEqual(await h.hub!.start(studio, { projectId: brand, description: 'Logo sketches' }), { ok: true });
  await h.settle();
  const running = () => h!.serviceEntriesOf(STUDIO_ACCOUNT_ID, (e) => e.stopwatch_started_at !== null);
  await h.restart(shifted(-MIN));
  assert.deepEqual(await h.hub!.start('main', { projectId: PROJECT.website, description: 'Docs' }), { ok: true });
  await h.settle();
  await h.restart();
  const again = await h.hub!.signIn(studio, { baseUrl: h.sim.baseUrl, email: DEMO_ADA, password: DEMO_PASSWORD, accountId: STUDIO_ACCOUNT_ID });
  assert.deepEqual(again, { ok: true });
  await h.settle();
  await h.advance(MIN);
  assert.deepEqual(running().map((e) => e.description), [], "the studio's timer stopped once it was signed in again: one timer across the accounts");
});

test("the studio's session revoked while its timer runs; Stop on a clock 6 minutes ahead (a command line alone), then the app on its own clock signed in to it again: the stop is sent at once, not 6 minutes later", async () => {
  const { h, studio, running } = await studioRunning();
  await h.advance(5 * MIN);
  assert.ok(await h.revoke(studio, STUDIO_ACCOUNT_ID), 'the studio session revoked on the web');
  await h.restart(shifted(6 * MIN));
  assert.deepEqual(await h.hub!.stop(), { ok: true });
  await h.settle();
  await h.restart();
  assert.deepEqual(await h.hub!.signIn(studio, { baseUrl: h.sim.baseUrl, email: DEMO_ADA, password: DEMO_PASSWORD, accountId: STUDIO_ACCOUNT_ID }), { ok: true });
  await h.settle();
  await h.advance(MIN);
  assert.deepEqual(running().map((e) => e.description), [], "the studio's timer stopped once it was signed in again");
  const [stopped] = h.serviceEntriesOf(STUDIO_ACCOUNT_ID, (e) => e.description === 'Logo sketches' && e.date_execution === '2026-03-10' && e.time_start === 10 * 3600);
  assert.ok(stopped && stopped.time_total <= 5 * 60 + 60, `it holds the 5 minutes before the click, not the 6 the clock ahead added (${stopped?.time_total} s)`);
});

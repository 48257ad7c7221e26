// One day across accounts (issue 59): time booked in one account is the person's time in
// every other. "From the last stop" is the person's last stop, and new times lying over an
// entry of the other account ask first, as over one of the same account. Judged on the
// simulator (which holds both accounts) on the manual clock.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { AccountsHarness, STUDIO_ACCOUNT_ID } from '../support/accounts-harness.ts';
import { PROJECT } from '../support/engine-harness.ts';
import { localTime } from '../../../main/core/time/local-time.ts';

let h: AccountsHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const DEMO = 'demo';

/** `HH:MM` of `minutes` before now, in the accounts' zone. */
function before(minutes: number): string {
  const offset = h.hub.account('main')!.snapshot().zone.offsetMinutes;
  return localTime(h.clock.now() - minutes * MIN, offset).slice(0, 5);
}

/**
 * Acme and the studio: "Moodboard" booked in the studio from 90 to 30 minutes ago, Acme's
 * last entry ended 3 hours ago, and Acme's timer "Review" started now. The studio's key.
 */
async function reviewAfterStudioMorning(): Promise<string> {
  h = await AccountsHarness.start('2026-03-10T14:00:00Z');
  const studio = await h.acmeAndStudio();
  const acme = h.hub.account('main')!;
  const today = acme.snapshot().today;
  assert.equal((await acme.addManualEntry({ date: today, start: before(240), end: before(180), projectId: PROJECT.website, description: 'Spec' })).ok, true);
  const booked = await h.hub.account(studio)!.addManualEntry({ date: today, start: before(90), end: before(30), projectId: h.projectId(studio, 'Brand Refresh'), description: 'Moodboard' });
  assert.equal(booked.ok, true, JSON.stringify(booked));
  await h.settle();
  assert.deepEqual(await h.hub.start('main', { projectId: PROJECT.website, description: 'Review' }), { ok: true });
  await h.settle();
  return studio;
}

const runningStart = (): string => h.hub.account('main')!.snapshot().running!.timeStart.slice(0, 5);

test('"From the last stop" starts the timer where the studio\'s entry ended, not at Acme\'s own last stop over it', async () => {
  await reviewAfterStudioMorning();
  const r = await h.hub.account('main')!.setRunningStart({ fromLastStop: true });
  assert.deepEqual(r, { ok: true });
  assert.equal(runningStart(), before(30));
  await h.advance(MIN);
  const review = h.only(DEMO, 'Review');
  const [hh, mm] = before(31).split(':').map(Number);
  assert.equal(review.time_start, hh! * 3600 + mm! * 60, 'the service holds the run from the studio entry\'s end');
  assert.equal(h.only(STUDIO_ACCOUNT_ID, 'Moodboard').time_total, 3600, 'the studio entry untouched');
});

test('a typed start over the studio\'s entry asks first, naming it and its account; confirmed, it moves', async () => {
  await reviewAfterStudioMorning();
  const acme = h.hub.account('main')!;
  const asked = await acme.setRunningStart({ at: before(60) });
  assert.equal(asked.ok, false);
  assert.equal((asked as { confirm?: string }).confirm, 'overlap');
  assert.match((asked as { message: string }).message, /“Moodboard” in Studio/);
  assert.equal(runningStart(), before(0), 'nothing moved before the answer');
  assert.deepEqual(await acme.setRunningStart({ at: before(60), confirmOverlap: true }), { ok: true });
  assert.equal(runningStart(), before(60));
});

test('a manual entry and an edit over the studio\'s entry ask first', async () => {
  await reviewAfterStudioMorning();
  const acme = h.hub.account('main')!;
  const today = acme.snapshot().today;
  const added = await acme.addManualEntry({ date: today, start: before(80), end: before(70), projectId: PROJECT.website, description: 'Call' });
  assert.equal((added as { confirm?: string }).confirm, 'overlap', JSON.stringify(added));
  const spec = acme.snapshot().todayEntries.find((e) => e.description === 'Spec')!;
  const edited = await acme.editEntry({ entryKey: spec.key, end: before(60) });
  assert.equal((edited as { confirm?: string }).confirm, 'overlap', JSON.stringify(edited));
  await h.advance(MIN);
  assert.equal(h.serviceEntries(DEMO, (e) => e.description === 'Call').length, 0, 'nothing sent before the answer');
  assert.equal(h.only(DEMO, 'Spec').time_total, 3600);
});

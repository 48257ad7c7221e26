// The snapshot's parts kept between publishes (engine-memo.ts) are made again as soon as what
// they are made of changes: an entry's edit, a change queued offline, the settings, the day,
// the language. Each step is followed by ticks with nothing else changing (the publishes that
// reuse what was kept) before the figure is read, so a kept part that is stale shows.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const H = 3600;
const MIN = 60_000;

const snap = () => h.stint.snapshot();
const done = () => snap().target?.doneSeconds ?? -1;
const billableToday = () => snap().billable.today.billableSeconds + snap().billable.today.nonBillableSeconds;
/** A few ticks (15 s each) with nothing changing: the publishes that reuse what was kept. */
const ticks = () => h.advance(MIN);

test('the day figures kept between publishes follow an edit, a queued change, the settings and the day', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T09:00:00Z' });
  await h.signIn();
  assert.equal((await h.stint.updateSettings({ target: { hoursPerDay: 8 } })).ok, true);
  await ticks();
  assert.equal(snap().target?.targetSeconds, 8 * H);
  const before = done();
  const billableBefore = billableToday();

  const added = await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Kept figures', start: '06:00', end: '07:00' });
  assert.ok(added.ok);
  await ticks();
  assert.equal(done(), before + H, 'the new entry counts');
  assert.equal(billableToday(), billableBefore + H);

  // The edit changes the entry's seconds, nothing else the figures are made of.
  const key = snap().todayEntries.find((v) => v.description === 'Kept figures')?.key;
  assert.ok(key);
  assert.ok((await h.stint.editEntry({ entryKey: key, start: '05:00', end: '07:00' })).ok);
  await ticks();
  assert.equal(done(), before + 2 * H, 'the edit counts');

  // A change queued offline: only the queue changes.
  h.setOnline(false);
  assert.ok((await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Queued', start: '07:00', end: '07:30' })).ok);
  await ticks();
  assert.equal(snap().sync.queued, 1);
  assert.equal(done(), before + 2 * H + 30 * 60, 'the queued entry counts');

  assert.equal((await h.stint.updateSettings({ target: { hoursPerDay: 6 } })).ok, true);
  await ticks();
  assert.equal(snap().target?.targetSeconds, 6 * H, 'the settings count');

  // The next day: today's figures start afresh.
  await h.advanceTo('2026-03-11T00:01:00Z', 15_000);
  await ticks();
  assert.equal(snap().target?.date, '2026-03-11');
  assert.equal(done(), 0, 'nothing tracked on the new day');
});

test('a running timer is counted to the second at every publish, the figures kept or not', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T09:00:00Z' });
  await h.signIn();
  assert.equal((await h.stint.updateSettings({ target: { hoursPerDay: 8 } })).ok, true);
  await ticks();
  const before = done();
  assert.ok((await h.stint.start({ projectId: PROJECT.website, description: 'Live' })).ok);
  await h.settle();
  const startedAt = snap().running?.runningSince;
  assert.ok(startedAt);
  for (let i = 0; i < 3; i++) {
    await h.advance(15_000);
    const elapsed = Math.floor((h.clock.now() - startedAt) / 1000);
    assert.equal(done(), before + elapsed, `counted live after ${elapsed} s`);
  }
});

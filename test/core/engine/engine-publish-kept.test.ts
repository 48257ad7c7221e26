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
const billableToday = (): number => {
  const split = snap().billable?.today;
  return split ? split.billableSeconds + split.nonBillableSeconds : -1;
};
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

const hm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
const gapsOf = (day: { readonly gaps: readonly { readonly start: number; readonly end: number }[] } | undefined) => (day?.gaps ?? []).map((g) => `${hm(g.start)}-${hm(g.end)}`);

test("the timeline's days kept between publishes follow the clock, an entry, the working hours and the week shown", async () => {
  // Tuesday 2026-03-10 (UTC), hours 09:00-17:00; Ada's day holds only the 00:00-00:30 on-call entry.
  h = await EngineHarness.start({ now: '2026-03-10T08:00:00Z' });
  await h.signIn();
  assert.equal((await h.stint.updateSettings({ workingHours: { days: [1, 2, 3, 4, 5], windows: [{ start: '09:00', end: '17:00' }] } })).ok, true);
  await ticks();
  assert.deepEqual(gapsOf(snap().timeline?.today), [], 'before the window: no gap yet');

  // The clock jumps past the whole window (a machine asleep, offline: no read changes the
  // entries): nothing the timeline is made of changed but which windows are past.
  h.setOnline(false);
  h.clock.set(Date.parse('2026-03-10T18:00:00Z'));
  await ticks();
  h.setOnline(true);
  assert.deepEqual(gapsOf(snap().timeline?.today), ['09:00-17:00'], 'the window past');
  assert.ok((await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Afternoon', start: '13:00', end: '17:00' })).ok);
  await ticks();
  assert.deepEqual(gapsOf(snap().timeline?.today), ['09:00-13:00'], 'the entry counts');

  // The working hours change: the windows and the gaps with them.
  assert.equal((await h.stint.updateSettings({ workingHours: { days: [1, 2, 3, 4, 5], windows: [{ start: '10:00', end: '17:00' }] } })).ok, true);
  await ticks();
  assert.deepEqual(gapsOf(snap().timeline?.today), ['10:00-13:00'], 'the hours count');

  // The next day inside the window: the gap grows with the clock at every publish.
  await h.advanceTo('2026-03-11T10:30:00Z', 60_000);
  await ticks();
  assert.deepEqual(gapsOf(snap().timeline?.today), ['10:00-10:31']);
  await ticks();
  assert.deepEqual(gapsOf(snap().timeline?.today), ['10:00-10:32']);

  // A running timer covers up to now at every publish; once stopped, the time after it is a gap again.
  assert.ok((await h.stint.start({ projectId: PROJECT.website, description: 'Covered' })).ok);
  await ticks();
  assert.deepEqual(gapsOf(snap().timeline?.today), ['10:00-10:32'], 'the run covers the minute since');
  await ticks();
  assert.deepEqual(gapsOf(snap().timeline?.today), ['10:00-10:32'], 'and the next');
  assert.ok((await h.stint.stop()).ok);
  await ticks();
  assert.deepEqual(gapsOf(snap().timeline?.today), ['10:00-10:32', '10:34-10:35'], 'the minute after the stop is a gap');

  // The week shown: Tuesday's timeline is kept between publishes, until an entry of it.
  assert.ok((await h.stint.showWeek('2026-03-10')).ok);
  await h.settle();
  await ticks();
  const tuesday = () => snap().timeline?.week.find((d) => d.date === '2026-03-10');
  assert.deepEqual(gapsOf(tuesday()), ['10:00-13:00']);
  assert.ok((await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Morning', start: '10:00', end: '11:00' })).ok);
  await ticks();
  assert.deepEqual(gapsOf(tuesday()), ['11:00-13:00'], 'an entry of a day of the week shown counts');
  const shownTuesday = snap().shownWeek?.days.find((d) => d.date === '2026-03-10');
  assert.ok(shownTuesday?.entries.some((e) => e.description === 'Morning'), 'and the week shown lists it');
});

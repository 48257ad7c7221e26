// The week a person can read, end to end on the simulator: a calendar week starting on the
// display's first day, its days listing their entries, moved back and forward, each week
// read through one detailed report at most once a day (after a restart too), its entries
// continued and edited like today's, and a read that fails says so and keeps what it had.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import type { WeekView } from '../../../main/core/snapshot.ts';
import { weekTotals } from '../../../main/core/views/week-view.ts';

let h: EngineHarness;
afterEach(() => h?.close());

/** The harness starts on Tuesday 2026-03-10 at 10:00 UTC, the demo account's zone; the demo holds the last 14 days. */
const TODAY = '2026-03-10';
const LAST_WEEK_MONDAY = '2026-03-02';
const DETAILED = 'GET /reports/detailed';

async function started(weekStart: 1 | 0 = 1): Promise<EngineHarness> {
  const harness = await EngineHarness.start();
  await harness.signIn();
  const r = await harness.stint.updateSettings({ display: { clock: '24h', weekStart } });
  assert.deepEqual(r.ok, true, JSON.stringify(r));
  await harness.settle();
  return harness;
}

function shown(): WeekView {
  const w = h.stint.snapshot().shownWeek;
  assert.ok(w, 'a week is shown');
  return w;
}

test("last week, Monday to Sunday: each day lists that day's entries of the signed-in user, read with one detailed report", async () => {
  h = await started();
  const mark = h.mark();
  assert.deepEqual(await h.stint.showWeek('2026-03-04'), { ok: true });
  await h.settle();
  assert.deepEqual(h.sentSince(mark), [DETAILED]);
  const w = shown();
  assert.equal(w.start, LAST_WEEK_MONDAY);
  assert.equal(w.end, '2026-03-08');
  assert.equal(w.current, false);
  assert.equal(w.state, 'ready');
  assert.deepEqual(w.days.map((d) => d.date), ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
  const ada = h.serviceEntries((e) => e.user_id === 1 && e.date_execution >= LAST_WEEK_MONDAY && e.date_execution <= '2026-03-08');
  assert.ok(ada.length > 5, 'the demo has entries last week');
  for (const d of w.days) {
    assert.deepEqual(
      d.entries.map((e) => e.id).sort((a, b) => a! - b!),
      ada.filter((e) => e.date_execution === d.date).map((e) => e.id).sort((a, b) => a - b),
      `the entries of ${d.date}`,
    );
  }
  const totals = weekTotals(w, h.clock.now(), h.stint.snapshot().zone.offsetMinutes);
  assert.equal(totals.seconds, ada.reduce((s, e) => s + e.time_total, 0), 'the week total is the sum of its entries');
  assert.equal(totals.byProject.reduce((s, p) => s + p.seconds, 0), totals.seconds, 'the projects share the whole week');
});

test('a week opened again the same day, and after a restart, is not read again; the next day it is', async () => {
  h = await started();
  await h.stint.showWeek(LAST_WEEK_MONDAY);
  await h.settle();
  const before = shown();
  const mark = h.mark();
  await h.stint.showWeek(TODAY);
  await h.stint.showWeek('2026-03-08');
  await h.settle();
  assert.deepEqual(h.sentSince(mark).filter((r) => r === DETAILED), [DETAILED], 'the current week is read once; last week not again');
  await h.restart();
  await h.settle();
  const afterRestart = h.mark();
  await h.stint.showWeek(LAST_WEEK_MONDAY);
  assert.deepEqual(shown().days, before.days, 'the restarted engine shows the kept read at once');
  assert.equal(shown().state, 'ready');
  await h.settle();
  assert.deepEqual(h.sentSince(afterRestart), [], 'no request after a restart either');
  await h.step(22 * 3_600_000);
  const nextDay = h.mark();
  await h.stint.showWeek(LAST_WEEK_MONDAY);
  await h.settle();
  assert.ok(h.sentSince(nextDay).includes(DETAILED), 'a read from yesterday is read again');
});

test('the week starts on the day the setting says: Sunday', async () => {
  h = await started(0);
  await h.stint.showWeek(TODAY);
  await h.settle();
  const w = shown();
  assert.equal(w.start, '2026-03-08');
  assert.equal(w.end, '2026-03-14');
  assert.equal(w.current, true);
  assert.deepEqual(w.days.slice(3).map((d) => d.entries.length), [0, 0, 0, 0], 'days after today have no entries');
});

test("this week's today follows the timer: a start shows at once among today's entries of the week", async () => {
  h = await started();
  await h.stint.showWeek(TODAY);
  await h.settle();
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'Week view check' }), { ok: true });
  const today = shown().days.find((d) => d.date === TODAY)!;
  assert.ok(today.entries.some((e) => e.description === 'Week view check' && e.runningSince !== null));
  await h.settle();
  assert.ok(shown().days.find((d) => d.date === TODAY)!.entries.some((e) => e.description === 'Week view check' && e.id !== null));
});

test("an entry of last week can be edited and continued: the edit shows in the week without another read", async () => {
  h = await started();
  await h.stint.showWeek(LAST_WEEK_MONDAY);
  await h.settle();
  const entry = shown().days.flatMap((d) => d.entries).find((e) => !e.locked)!;
  const mark = h.mark();
  assert.deepEqual(await h.stint.editDescription(entry.key, 'Renamed in the week'), { ok: true });
  assert.equal(shown().days.flatMap((d) => d.entries).find((e) => e.key === entry.key)?.description, 'Renamed in the week', 'shown at once');
  await h.settle();
  assert.equal(h.serviceEntries((e) => e.id === entry.id)[0]?.description, 'Renamed in the week');
  assert.deepEqual(h.sentSince(mark), ['POST /time-entries/' + entry.id], 'the edit alone, no read of the week');
  // A poll keeps only the recent days among the entries it knows: the week's own read holds the edit.
  assert.deepEqual(await h.stint.refresh(), { ok: true });
  assert.equal(shown().days.flatMap((d) => d.entries).find((e) => e.key === entry.key)?.description, 'Renamed in the week', 'kept once sent and polled');
  assert.deepEqual(await h.stint.continueEntry(entry.key), { ok: true });
  await h.settle();
  const running = h.stint.snapshot().running;
  assert.ok(running && running.date === TODAY && running.description === 'Renamed in the week' && running.projectId === entry.projectId, 'a new entry like it runs today');
});

test('a week that has not begun, and a date that does not exist, are refused with what to do', async () => {
  h = await started();
  const mark = h.mark();
  const later = await h.stint.showWeek('2026-03-16');
  assert.equal(later.ok, false);
  assert.match(later.ok ? '' : later.message, /has not begun/);
  const bad = await h.stint.showWeek('2026-02-30');
  assert.equal(bad.ok, false);
  assert.match(bad.ok ? '' : bad.message, /YYYY-MM-DD/);
  await h.settle();
  assert.deepEqual(h.sentSince(mark).filter((r) => r === DETAILED), []);
});

test('offline, the week says it could not be read and what to do; back online, opening it reads it', async () => {
  h = await started();
  h.setOnline(false);
  await h.stint.showWeek(LAST_WEEK_MONDAY);
  await h.settle();
  assert.equal(shown().state, 'unavailable');
  assert.match(shown().message ?? '', /Offline.*open it again/);
  h.setOnline(true);
  await h.stint.showWeek(LAST_WEEK_MONDAY);
  await h.settle();
  assert.equal(shown().state, 'ready');
  assert.ok(shown().days.some((d) => d.entries.length > 0));
});

test("this week's target and billable split follow an edit of an earlier day at once, without a read (issue 40: 10:38 next to 11:11)", async () => {
  // Thursday: Monday is neither today nor yesterday, so only the week's own read holds its entries.
  h = await EngineHarness.start({ now: '2026-03-12T10:00:00Z' });
  await h.signIn();
  await h.stint.showWeek('2026-03-12');
  await h.settle();
  const target = () => h.stint.snapshot().target!;
  const figures = () => {
    const split = h.stint.snapshot().billable!.week;
    return { target: target().week.doneSeconds, billable: split.billableSeconds + split.nonBillableSeconds };
  };
  const weekSum = () => weekTotals(shown(), h.clock.now(), h.stint.snapshot().zone.offsetMinutes).seconds;
  assert.deepEqual(figures(), { target: weekSum(), billable: weekSum() }, 'the target, the split and the week view agree before the edit');
  for (const date of ['2026-03-09', '2026-03-11']) {
    const entry = shown().days.find((d) => d.date === date)!.entries.find((e) => !e.locked && e.runningSince === null && e.totalSeconds >= 600);
    assert.ok(entry, `an entry on ${date}`);
    const before = figures().target;
    const mark = h.mark();
    const minutes = Math.floor(entry.totalSeconds / 60) + 33;
    const r = await h.stint.editEntry({ entryKey: entry.key, duration: `${minutes}m` });
    assert.equal(r.ok, true, JSON.stringify(r));
    const added = minutes * 60 - entry.totalSeconds;
    assert.deepEqual(figures(), { target: before + added, billable: before + added }, `the ${date} edit counted at once, before it is sent`);
    assert.equal(weekSum(), before + added, 'as the week view counts it');
    await h.settle();
    // A read of the entry itself may come first: the check that the web did not change it meanwhile (preflight).
    assert.deepEqual(h.sentSince(mark).filter((r) => r !== `GET /time-entries/${entry.id}`), [`POST /time-entries/${entry.id}`], 'the edit alone: no read of the week or its totals');
    const onService = h.serviceEntries((e) => e.user_id === 1 && e.date_execution >= '2026-03-09' && e.date_execution <= '2026-03-12').reduce((s, e) => s + e.time_total, 0);
    assert.deepEqual(figures(), { target: onService, billable: onService }, 'what the service holds once sent');
  }
});

// The last seven days' figures (`snapshot().week`) hold what the person did, once, at every
// moment: a change still queued (offline, or held for Undo), sent and answered but not yet in
// the grouped report (read once a day), and once the report holds it; also when a send's
// answer was lost, when an entry moves from one day to another, when a running timer is
// stopped offline, and with two accounts, each of which counts its own queue.
//
// The demo (test/sim/demo.ts) gives Ada, on Tuesday 2026-03-10 in the account's UTC: 1800 s
// on call that day (00:00-00:30), 6780 s on Monday the 9th, nothing on Thursday the 5th, and
// 12900 s on Friday the 6th (entries of 4860 s and 8040 s). The figures below are the
// person's, summed by hand from those and what each test adds.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, DEMO_ADA, PROJECT } from '../support/engine-harness.ts';
import { STUDIO_ACCOUNT_ID } from '../../sim/demo-studio.ts';
import type { Stint } from '../../../main/core/stint.ts';
import { computeTotals } from '../../../main/core/views/totals.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';

let h: EngineHarness | undefined;
afterEach(() => h?.close());

const TUE = '2026-03-10';
const MON = '2026-03-09';
const THU = '2026-03-05';
const FRI = '2026-03-06';

/** Seconds the last seven days' list gives `date` (undefined: not in the list). */
function dayOf(stint: Stint, date: string): number | undefined {
  return stint.snapshot().week.find((d) => d.date === date)?.seconds;
}

/** The seven days ending today, as the command line and the window count them from the snapshot (today from its entries). */
function shownDays(stint: Stint): Map<string, number> {
  const s = stint.snapshot();
  const t = computeTotals({ entries: s.todayEntries, running: s.running, week: s.week, today: s.today, now: h!.clock.now(), offsetMinutes: s.zone.offsetMinutes });
  return new Map(t.week.map((d) => [d.date, d.seconds]));
}

/** Ada's entries on the service of `date`, summed. */
function served(date: string): number {
  return h!.serviceEntries((e) => e.user_id === 1 && e.date_execution === date).reduce((sum, e) => sum + e.time_total, 0);
}

/**
 * The laptop closed for the night and opened at `iso` (the clock jumps, as in a sleep), then a
 * minute of the engine's work: the figures are read the next morning without the night's
 * ticks, which cost a day's stepping (most of this file's CPU) and told these figures nothing.
 */
async function overnight(h: EngineHarness, iso: string): Promise<void> {
  await h.clock.jump(Date.parse(iso) - 60_000 - h.clock.now());
  await h.settle();
  await h.advanceTo(iso);
}

async function signedIn(now: string, undoHoldMs = 0): Promise<EngineHarness> {
  h = await EngineHarness.start({ now, undoHoldMs });
  await h.signIn();
  await h.settle();
  return h;
}

test('a manual entry queued offline on Tuesday counts in the week on Tuesday, on Wednesday still offline, once sent, and once the report holds it', async () => {
  const h = await signedIn('2026-03-10T08:00:00Z');
  assert.equal(dayOf(h.stint, TUE), 1800, 'the on-call half hour, as read');
  h.setOnline(false);
  const r = await h.stint.addManualEntry({ date: TUE, projectId: PROJECT.website, description: 'Early start', start: '05:00', end: '07:30' });
  assert.equal(r.ok, true, JSON.stringify(r));
  await h.settle();
  assert.equal(h.stint.snapshot().sync.queued, 1, 'queued');
  assert.equal(dayOf(h.stint, TUE), 10800, 'Tuesday in the week: 1800 + 9000 queued');
  assert.equal(shownDays(h.stint).get(TUE), 10800, "today's total agrees");
  await overnight(h, '2026-03-11T10:30:00Z');
  assert.equal(h.stint.snapshot().sync.queued, 1, 'still queued on Wednesday');
  assert.equal(dayOf(h.stint, TUE), 10800, 'Tuesday, now yesterday, with the queued entry');
  assert.equal(shownDays(h.stint).get(TUE), 10800);
  h.setOnline(true);
  await h.advance(60_000);
  assert.equal(h.stint.snapshot().sync.queued, 0, 'sent');
  assert.equal(served(TUE), 10800, 'the service holds it once');
  assert.equal(dayOf(h.stint, TUE), 10800, 'once the report read holds it: once');
  assert.equal(shownDays(h.stint).get(TUE), 10800);
});

test('an entry for last Thursday: queued, sent and answered, and read again the next day, it counts once on Thursday', async () => {
  const h = await signedIn('2026-03-10T08:00:00Z');
  assert.equal(dayOf(h.stint, THU), 0);
  const r = await h.stint.addManualEntry({ date: THU, projectId: PROJECT.website, description: 'Forgotten review', start: '09:00', end: '10:00' });
  assert.equal(r.ok, true, JSON.stringify(r));
  assert.equal(h.stint.snapshot().sync.queued, 1);
  assert.equal(dayOf(h.stint, THU), 3600, 'queued: counted');
  await h.settle();
  assert.equal(h.stint.snapshot().sync.queued, 0, 'sent');
  assert.equal(served(THU), 3600);
  assert.equal(dayOf(h.stint, THU), 3600, 'sent, before the report is read again: counted once');
  assert.equal(shownDays(h.stint).get(THU), 3600);
  await overnight(h, '2026-03-11T09:00:00Z');
  assert.equal(dayOf(h.stint, THU), 3600, "Wednesday's report holds it: counted once");
  assert.equal(shownDays(h.stint).get(THU), 3600);
});

test("a create whose answer was lost counts once on its day: in doubt, found, and read in the next day's report", async () => {
  const h = await signedIn('2026-03-10T08:00:00Z');
  await h.sim.control.faults({ drop_rate: 1, drop_phase: 'after', methods: ['POST'] });
  const r = await h.stint.addManualEntry({ date: THU, projectId: PROJECT.website, description: 'Forgotten review', start: '09:00', end: '10:00' });
  assert.equal(r.ok, true, JSON.stringify(r));
  await h.settle();
  assert.equal(served(THU), 3600, 'the service made it; its answer was lost');
  assert.equal(dayOf(h.stint, THU), 3600, 'in doubt: counted once');
  await h.advanceUntil(() => h.stint.snapshot().sync.queued === 0, 10 * 60_000);
  assert.equal(h.stint.snapshot().sync.queued, 0, 'found on the service, not sent again');
  assert.equal(served(THU), 3600, 'made once');
  assert.equal(dayOf(h.stint, THU), 3600, 'found: counted once');
  await h.sim.control.faults({});
  await overnight(h, '2026-03-11T09:00:00Z');
  assert.equal(dayOf(h.stint, THU), 3600, "in the next day's report: counted once");
});

test('an entry moved from today to last Friday and shortened offline leaves today and counts on Friday, before and after it is sent and read', async () => {
  const h = await signedIn('2026-03-10T08:00:00Z');
  const onCall = h.stint.snapshot().todayEntries.find((e) => e.totalSeconds === 1800);
  assert.ok(onCall, 'the on-call entry');
  assert.equal(dayOf(h.stint, FRI), 12900);
  h.setOnline(false);
  const r = await h.stint.editEntry({ entryKey: onCall.key, date: FRI, start: '18:00', end: '18:20' });
  assert.equal(r.ok, true, JSON.stringify(r));
  await h.settle();
  const expect = (when: string) => {
    assert.equal(dayOf(h.stint, FRI), 12900 + 1200, `${when}: Friday holds the 20 minutes`);
    assert.equal(shownDays(h.stint).get(FRI), 14100, when);
    assert.equal(dayOf(h.stint, TUE), 0, `${when}: Tuesday holds nothing`);
    assert.equal(shownDays(h.stint).get(TUE), 0, when);
  };
  expect('queued');
  h.setOnline(true);
  await h.advance(60_000);
  assert.equal(h.stint.snapshot().sync.queued, 0, 'sent');
  assert.deepEqual([served(FRI), served(TUE)], [14100, 0]);
  expect('sent, before the report is read');
  await overnight(h, '2026-03-11T09:00:00Z');
  assert.equal(dayOf(h.stint, FRI), 14100, 'read again on Wednesday: once');
  assert.equal(dayOf(h.stint, TUE), 0);
});

test('a manual entry for last Thursday taken back by Undo while held leaves nothing on Thursday', async () => {
  const h = await signedIn('2026-03-10T08:00:00Z', 10_000);
  const r = await h.stint.addManualEntry({ date: THU, projectId: PROJECT.website, description: 'Wrong day', start: '09:00', end: '10:00' });
  assert.equal(r.ok, true, JSON.stringify(r));
  assert.equal(dayOf(h.stint, THU), 3600, 'held for Undo: counted');
  const u = await h.stint.undo();
  assert.equal(u.ok, true, JSON.stringify(u));
  assert.equal(dayOf(h.stint, THU), 0, 'taken back: gone from Thursday');
  await h.advance(60_000);
  assert.equal(served(THU), 0, 'nothing sent');
  assert.equal(dayOf(h.stint, THU), 0);
});

test('a timer stopped offline counts its run on its day, on the day after still offline, once sent and once read', async () => {
  const h = await signedIn('2026-03-10T08:00:00Z');
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'Morning' }), { ok: true });
  await h.settle();
  await h.advanceTo('2026-03-10T09:00:00Z', 60_000);
  h.setOnline(false);
  await h.advanceTo('2026-03-10T10:00:00Z', 60_000);
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.settle();
  assert.equal(h.stint.snapshot().sync.queued, 1, 'the stop is queued');
  assert.equal(dayOf(h.stint, TUE), 1800 + 7200, 'Tuesday: the on-call half hour and the two hours stopped');
  await overnight(h, '2026-03-11T10:30:00Z');
  assert.deepEqual(h.stint.snapshot().week.map((d) => d.date), [THU, FRI, '2026-03-07', '2026-03-08', MON, TUE, '2026-03-11'], 'the seven days ending Wednesday');
  assert.equal(dayOf(h.stint, TUE), 9000, 'the day after, still offline');
  assert.equal(shownDays(h.stint).get(TUE), 9000);
  h.setOnline(true);
  await h.advance(60_000);
  assert.equal(h.stint.snapshot().sync.queued, 0, 'sent');
  assert.equal(served(TUE), 9000);
  assert.equal(dayOf(h.stint, TUE), 9000, 'sent and read: once');
});

test("two accounts: each account's queued entry counts in its own week, never in the other's", async () => {
  h = await EngineHarness.start({ now: '2026-03-10T08:00:00Z', accounts: true });
  await h.signIn(DEMO_ADA);
  const studio = await h.addAccount('Studio', STUDIO_ACCOUNT_ID, DEMO_ADA);
  const main = h.stint;
  const other = h.account(studio);
  const person = personStint(h.hub!);
  const brand = other.snapshot().projects[0]!.id;
  const mainThu = dayOf(main, THU)!;
  const studioThu = dayOf(other, THU)!;
  h.setOnline(false);
  assert.equal((await person.addManualEntry({ date: THU, projectId: PROJECT.website, description: 'Demo review', start: '09:00', end: '10:00' })).ok, true);
  assert.equal((await person.addManualEntry({ accountKey: studio, date: THU, projectId: brand, description: 'Sketches', start: '11:00', end: '11:30' })).ok, true);
  await h.settle();
  assert.equal(dayOf(main, THU), mainThu + 3600, "the first account's Thursday: its own hour");
  assert.equal(dayOf(other, THU), studioThu + 1800, "the studio's Thursday: its own half hour");
  h.setOnline(true);
  await h.advance(60_000);
  assert.equal(main.snapshot().sync.queued + other.snapshot().sync.queued, 0, 'both sent');
  assert.equal(dayOf(main, THU), mainThu + 3600, 'sent: once each');
  assert.equal(dayOf(other, THU), studioThu + 1800);
  await overnight(h, '2026-03-11T09:00:00Z');
  assert.equal(dayOf(main, THU), mainThu + 3600, 'read again: once each');
  assert.equal(dayOf(other, THU), studioThu + 1800);
});

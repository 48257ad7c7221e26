// The engine with the account in a time zone other than the machine's (and other than UTC):
// the simulator's demo account is moved to UTC+05:30 (one test: UTC-08:00) before sign-in,
// and the tests pick instants at which the account's date and the UTC date differ, so a
// time taken from the wrong zone shows as a wrong date or a wrong time of day.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { todayTotal } from '../../../main/core/views/totals.ts';
import { trayModel } from '../../../main/core/views/tray-model.ts';
import { DEMO_ACCOUNT, DEMO_ADA, DEMO_PASSWORD, EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const SEC = 1000;
const MIN = 60 * SEC;
const ADA_ID = 1;

/** A harness whose simulator runs the demo account at `offsetMinutes`, signed in as Ada. */
async function signedInAt(now: string, offsetMinutes: number): Promise<EngineHarness> {
  const harness = await EngineHarness.start({ now });
  await harness.sim.control.zone(offsetMinutes);
  await harness.signIn();
  return harness;
}

/**
 * An entry as the service answers it over HTTP, read with a token of its own (another
 * User-Agent: the engine's token is bound to the engine's).
 */
async function serviceAnswer(harness: EngineHarness, id: number): Promise<Record<string, unknown>> {
  const ua = 'engine-zone-test/1.0';
  const auth = await fetch(`${harness.sim.baseUrl}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': ua },
    body: new URLSearchParams({ email: DEMO_ADA, password: DEMO_PASSWORD, account_id: DEMO_ACCOUNT }).toString(),
  });
  assert.equal(auth.status, 200);
  const { token } = (await auth.json()) as { token: string };
  const res = await fetch(`${harness.sim.baseUrl}/time-entries/${id}`, { headers: { 'x-api-token': token, 'user-agent': ua } });
  assert.equal(res.status, 200);
  return (await res.json()) as Record<string, unknown>;
}

/** What the person sees as today's total: the tray's "Today:" line and its seconds. */
function shownToday(harness: EngineHarness): { label: string; seconds: number } {
  const s = harness.stint.snapshot();
  const now = harness.clock.now();
  const tooltip = trayModel(s, now, 'linux').tooltip;
  const label = /Today: \d+:\d{2}/.exec(tooltip)?.[0];
  assert.ok(label, `no "Today:" in the tooltip: ${tooltip}`);
  return { label, seconds: todayTotal({ entries: s.todayEntries, running: s.running, today: s.today, now }).seconds };
}

test('+05:30 at 20:00 UTC: sign-in learns the offset from the report rows, and today is the account\'s date', async () => {
  h = await signedInAt('2026-03-10T20:00:00Z', 330);
  const s = h.stint.snapshot();
  assert.deepEqual(s.zone, { offsetMinutes: 330, source: 'report' });
  assert.equal(s.today, '2026-03-11', '01:30 on the 11th in the account, still the 10th in UTC');
  assert.equal(s.week.at(-1)?.date, '2026-03-11', 'the week ends on the account\'s today');
});

test('-08:00 at 04:00 UTC: the offset is learned at sign-in and today is the account\'s (earlier) date', async () => {
  h = await signedInAt('2026-03-11T04:00:00Z', -480);
  const s = h.stint.snapshot();
  assert.deepEqual(s.zone, { offsetMinutes: -480, source: 'report' });
  assert.equal(s.today, '2026-03-10', '20:00 on the 10th in the account, already the 11th in UTC');

  await h.stint.start({ projectId: PROJECT.website, description: 'late call' });
  await h.settle();
  const running = h.stint.snapshot().running;
  assert.ok(running?.id);
  assert.equal(running.date, '2026-03-10');
  assert.equal(running.timeStart, '20:00:00');
  assert.equal(running.runningSince, Date.parse('2026-03-11T04:00:00Z'));
  const stored = h.serviceEntry(running.id);
  assert.equal(stored.date_execution, '2026-03-10');
  assert.equal(stored.time_start, 20 * 3600);
});

test('+05:30: a timer started at 20:00 UTC is dated the account\'s date and starts at the account\'s 01:30 on the service', async () => {
  h = await signedInAt('2026-03-10T20:00:00Z', 330);
  const startedAt = h.clock.now();
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'night shift' }), { ok: true });
  await h.settle();

  const running = h.stint.snapshot().running;
  assert.ok(running?.id, 'the timer runs with a service id');
  assert.equal(running.date, '2026-03-11');
  assert.equal(running.timeStart, '01:30:00');
  assert.equal(running.runningSince, startedAt, 'the service\'s local start read back as the same instant');

  const answer = await serviceAnswer(h, running.id);
  assert.equal(answer.date_execution, '2026-03-11');
  assert.equal(answer.time_start, '01:30:00');
  assert.equal(answer.stopwatch_date_start, '2026-03-11 01:30:00');
  assert.equal(answer.stopwatch_active, true);

  // Ten minutes later the tray counts ten minutes for today, the account's today.
  await h.advance(10 * MIN);
  assert.equal(shownToday(h).label, 'Today: 0:10');
});

test('+05:30: a manual entry is sent with the date and times as typed, which are the account\'s', async () => {
  h = await signedInAt('2026-03-10T20:00:00Z', 330);
  const mark = h.mark();
  assert.equal(
    (await h.stint.addManualEntry({ date: '2026-03-11', projectId: PROJECT.internal, description: 'early review', start: '00:15', end: '01:15' })).ok,
    true,
  );
  await h.settle();

  const create = h.wire.slice(mark).find((r) => r.method === 'POST' && r.path === '/time-entries');
  assert.ok(create, 'the entry was created');
  assert.equal(create.body.date_execution, '2026-03-11');
  assert.equal(create.body.time_start, '00:15:00');
  assert.equal(create.body.time_end, '01:15:00');

  const [stored] = h.serviceEntries((e) => e.user_id === ADA_ID && e.description === 'early review');
  assert.ok(stored);
  assert.equal(stored.date_execution, '2026-03-11');
  assert.equal(stored.time_start, 15 * 60);
  assert.equal(stored.time_total, 3600);

  const shown = h.stint.snapshot().todayEntries.find((e) => e.description === 'early review');
  assert.ok(shown, 'the entry is one of today\'s');
  assert.equal(shown.timeStart, '00:15:00');
  assert.equal(shown.timeEnd, '01:15:00');
});

test('+05:30: today\'s entries and total turn over at the account\'s midnight (18:30 UTC), not at UTC\'s', async () => {
  // 17:00 UTC is 22:30 in the account; its midnight comes at 18:30 UTC, the UTC date stays the 10th.
  h = await signedInAt('2026-03-10T17:00:00Z', 330);
  assert.equal(h.stint.snapshot().today, '2026-03-10');
  assert.equal(
    (await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.internal, description: 'evening', start: '21:00', duration: '01:00' })).ok,
    true,
  );
  await h.settle();
  const before = h.stint.snapshot();
  assert.ok(before.todayEntries.some((e) => e.description === 'evening'));
  const totalBefore = shownToday(h);
  assert.ok(totalBefore.seconds >= 3600, `today's total holds the evening hour: ${totalBefore.seconds}`);

  await h.advanceTo('2026-03-10T18:40:00Z');
  const after = h.stint.snapshot();
  assert.equal(new Date(h.clock.now()).toISOString().slice(0, 10), '2026-03-10', 'the UTC date has not changed');
  assert.equal(after.today, '2026-03-11');
  assert.deepEqual(after.todayEntries.map((e) => e.description), []);
  assert.deepEqual(shownToday(h), { label: 'Today: 0:00', seconds: 0 });
  assert.equal(after.zone.offsetMinutes, 330);
  const yesterday = after.week.find((d) => d.date === '2026-03-10');
  assert.ok(yesterday && yesterday.seconds >= 3600, `the evening hour counts for the 10th in the week: ${JSON.stringify(after.week)}`);
});

test('-08:00, a first sign-in with no entry to learn from: the user record dates the first timer in the account\'s zone', async () => {
  h = await EngineHarness.start({ now: '2026-03-11T04:00:00Z' });
  await h.sim.control.zone(-480);
  // Three weeks after the demo data: the first read finds no entry of Ada's to learn the zone from.
  h.clock.set(Date.parse('2026-04-01T04:00:00Z'));
  await h.signIn();
  const s = h.stint.snapshot();
  assert.equal(s.todayEntries.length, 0);
  assert.deepEqual(s.zone, { offsetMinutes: -480, source: 'user' });
  assert.equal(s.today, '2026-03-31');
  await h.stint.start({ projectId: PROJECT.website, description: 'first of the day' });
  await h.settle();
  const running = h.stint.snapshot().running;
  assert.ok(running?.id);
  const stored = h.serviceEntry(running.id);
  assert.equal(stored.date_execution, '2026-03-31');
  assert.equal(stored.time_start, 20 * 3600);
  assert.equal(h.stint.snapshot().todayEntries.length, 1, 'the running entry counts in today');
});

test('+05:30: the stopwatch start sent before the laptop slept and handled 100 minutes later: the zone stays, the timer shows its 1:40 and not 3:25', async () => {
  h = await signedInAt('2026-03-10T04:00:00Z', 330);
  assert.deepEqual(h.stint.snapshot().zone, { offsetMinutes: 330, source: 'report' });
  await h.advance(5 * MIN);
  const before = shownToday(h).seconds;
  const clickedAt = h.clock.now();
  // The create is answered in a second; the stopwatch's start then leaves the machine, which
  // sleeps: the service handles it as the machine wakes, 100 minutes after the click.
  h.serviceVariant = (req) => {
    if (req.method === 'POST' && req.path === '/time-entries') h.clock.set(clickedAt + SEC);
    if (req.method === 'POST' && /^\/time-entries\/\d+\/start$/.test(req.path)) {
      h.serviceVariant = null;
      h.clock.set(clickedAt + 100 * MIN);
    }
    return undefined;
  };
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.migration, description: 'Import scripts' }), { ok: true });
  await h.settle();
  assert.equal(h.clock.now(), clickedAt + 100 * MIN, 'the stopwatch was started after the sleep');

  const s = h.stint.snapshot();
  assert.deepEqual(s.zone, { offsetMinutes: 330, source: 'report' }, 'the sleep is not taken for a change of zone');
  const running = s.running;
  assert.ok(running?.id && running.runningSince !== null);
  // The run began at the click: what the entry holds and its current run make 100 minutes.
  assert.equal(running.totalSeconds + (h.clock.now() - running.runningSince) / 1000, 100 * 60);
  const stored = h.serviceEntry(running.id);
  assert.equal(stored.time_total + (h.clock.now() - stored.stopwatch_started_at!) / 1000, 100 * 60, 'the service holds the same 100 minutes');
  await h.advance(MIN);
  assert.equal(shownToday(h).seconds - before, 101 * 60, "today's total grows by the run alone");
});

test('+05:30: an entry typed in and a timer started at once, the create sent before the laptop slept and handled 100 minutes later: the zone stays, and the timer is stored at the account\'s time', async () => {
  h = await signedInAt('2026-03-10T04:00:00Z', 330);
  await h.advance(5 * MIN);
  const sentAt = h.clock.now();
  h.serviceVariant = (req) => {
    if (req.method === 'POST' && req.path === '/time-entries') {
      h.serviceVariant = null;
      h.clock.set(sentAt + 100 * MIN);
    }
    return undefined;
  };
  const added = await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Typed in', start: '08:00', end: '08:30' });
  assert.equal(added.ok, true);
  // Start given before the create is answered: it goes right after, before any read.
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.internal, description: 'After the sleep' }), { ok: true });
  await h.settle();
  assert.equal(h.serviceEntries((e) => e.description === 'Typed in').length, 1, 'the entry was made, once');
  assert.deepEqual(h.stint.snapshot().zone, { offsetMinutes: 330, source: 'report' }, 'the sleep is not taken for a change of zone');
  const timer = h.serviceEntries((e) => e.description === 'After the sleep');
  assert.equal(timer.length, 1);
  // The click was at 09:35 in the account; what the service holds of it starts there.
  assert.equal(timer[0]!.time_start, (9 * 60 + 35) * 60, 'started at 09:35, the account\'s time of the click');
});

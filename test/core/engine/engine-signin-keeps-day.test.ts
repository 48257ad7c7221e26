// A sign-in in a new process over the files of the last one (the command line without a
// keychain keeps its token in memory only, so every run signs in): the day already on disk
// for the same user stays, so when the first read then fails the entries still show, a fill
// of a gap never lands over them, and the file is not written again without them.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { connectionRefused, DEMO_ACCOUNT, DEMO_ADA, DEMO_PASSWORD, DEMO_RUI, EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const at = (hhmm: string): number => Date.parse(`2026-03-10T${hhmm}:00Z`);

/** Ada's "Spec", 09:00-11:00 today, sent by a first run; then that run ends and a new one starts signed out. */
async function dayOnDiskThenNewRun(): Promise<number> {
  h = await EngineHarness.start({ now: '2026-03-10T12:00:00Z' });
  await h.signIn();
  assert.equal((await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Spec', start: '09:00', end: '11:00' })).ok, true);
  await h.settle();
  const [spec] = h.serviceEntries((e) => e.description === 'Spec');
  assert.ok(spec, 'Spec is on the service');
  // No keychain: the token lived in the first run's memory only.
  await h.secrets.delete();
  await h.restart();
  assert.equal(h.stint.snapshot().session.state, 'signed_out');
  return spec.id;
}

/**
 * The next run signs in, and its first read of the day fails: the reports cannot be reached
 * (the rest can: sign-in reads the user). The client retries a read on the clock, so time is
 * stepped (never `settle`, which would wait for the retries' clock).
 */
async function signInWithReadsFailing(): Promise<void> {
  h.serviceVariant = (req) => {
    if (req.path.startsWith('/reports')) throw connectionRefused();
    return undefined;
  };
  const mark = h.mark();
  assert.deepEqual(await h.stint.signIn({ baseUrl: h.sim.baseUrl, email: DEMO_ADA, password: DEMO_PASSWORD, accountId: DEMO_ACCOUNT }), { ok: true });
  await h.step(10_000);
  assert.equal(h.stint.snapshot().session.state, 'signed_in');
  assert.ok(h.wire.slice(mark).some((r) => r.path === '/reports/detailed' && r.status === 'refused'), 'the first read was tried');
  assert.equal(h.stint.snapshot().sync.lastReadAt, null, 'no read succeeded');
}

test('signed in again in a new process with the first read failing: the day on disk still shows', async () => {
  const id = await dayOnDiskThenNewRun();
  await signInWithReadsFailing();
  const spec = h.stint.snapshot().todayEntries.find((e) => e.description === 'Spec');
  assert.ok(spec, 'Spec is among today\'s entries');
  assert.deepEqual([spec.id, spec.timeStart, spec.timeEnd], [id, '09:00:00', '11:00:00']);
  const gaps = h.stint.snapshot().timeline?.today.gaps ?? [];
  assert.ok(!gaps.some((g) => g.start < at('11:00') && g.end > at('09:00')), `no gap over Spec: ${JSON.stringify(gaps)}`);
});

test('signed in again with the first read failing: a fill over the person\'s entry is refused, and the file keeps the day', async () => {
  const id = await dayOnDiskThenNewRun();
  await signInWithReadsFailing();
  const before = h.serviceEntries().length;
  const fill = await h.stint.fillGap({ start: at('08:30'), end: at('11:30'), projectId: PROJECT.internal, description: 'filled' });
  assert.equal(fill.ok, false, 'the fill would land over Spec');
  // Something else is written meanwhile (the sender saves what its answers taught). Confirmed
  // over whatever may be there: an unconfirmed entry would wait for a read of the day (the
  // overlap check), which fails here.
  assert.equal((await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.internal, description: 'Lunch call', start: '11:30', end: '11:45', confirmOverlap: true })).ok, true);
  await h.step(10_000);
  assert.equal(h.stint.snapshot().sync.queued, 0, 'the lunch call was sent');
  assert.equal(h.serviceEntries().length, before + 1, 'only the lunch call was added');
  assert.equal(h.serviceEntries((e) => e.description === 'filled').length, 0);
  const file = await h.ports.durable.read('cache');
  assert.equal(file.status, 'ok');
  const kept = (file.status === 'ok' ? (file.value as { entries?: { id: number }[] }).entries ?? [] : []).map((e) => e.id);
  assert.ok(kept.includes(id), `the file still holds Spec: ${JSON.stringify(kept)}`);
});

/** Ada's "Audit" (09:00-10:00, on the service), then offline: `offline()` queues what it does, and Audit's end moved to 10:30 waits after it. */
async function auditEditedOffline(offline: () => Promise<void> = async () => {}): Promise<void> {
  h = await EngineHarness.start({ now: '2026-03-10T12:00:00Z' });
  await h.signIn();
  assert.equal((await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.support, description: 'Audit', start: '09:00', end: '10:00' })).ok, true);
  await h.settle();
  h.setOnline(false);
  await offline();
  const audit = h.stint.snapshot().todayEntries.find((e) => e.description === 'Audit')!;
  assert.equal((await h.stint.editEntry({ entryKey: audit.key, end: '10:30' })).ok, true);
  await h.quiet();
}

test('a new run signed out with the last run\'s actions waiting names them as that run did (their project and entry), not "project 1"', async () => {
  await auditEditedOffline(async () => {
    assert.equal((await h.stint.start({ projectId: PROJECT.website, taskId: null, description: 'Spec offline' })).ok, true);
    await h.advance(10 * 60_000);
    assert.equal((await h.stint.stop()).ok, true);
  });
  const queued = h.stint.snapshot().sync.queuedLabels;
  assert.deepEqual(queued.map((l) => l.replace(/ \(.*\)$/, '')), ['Add Website Redesign on 2026-03-10', 'Edit “Audit”'], JSON.stringify(queued));
  await h.secrets.delete();
  await h.restart();
  assert.equal(h.stint.snapshot().session.state, 'signed_out');
  assert.deepEqual(h.stint.snapshot().sync.queuedLabels, queued);
  h.setOnline(true);
  await h.signIn();
  await h.settle();
  assert.deepEqual(h.stint.snapshot().sync.queuedLabels, [], 'sent once signed in');
  assert.equal(h.serviceEntries((e) => e.description === 'Spec offline').length, 1);
});

test("another person signed in over Ada's waiting actions sees them named as Ada's (her entry's name, not \"an entry\"); they go when she signs in again", async () => {
  await auditEditedOffline();
  const queued = h.stint.snapshot().sync.queuedLabels;
  assert.match(queued.join('\n'), /^Edit “Audit”/);
  assert.equal((await h.stint.signOut()).ok, true);
  h.setOnline(true);
  await h.signIn(DEMO_RUI);
  assert.deepEqual(h.stint.snapshot().sync.queuedLabels, queued, "Ada's action, named as when she made it");
  assert.equal(h.serviceEntries((e) => e.description === 'Audit')[0]!.time_total, 3600, 'not sent for Rui');
  await h.stint.signOut();
  await h.signIn();
  await h.settle();
  assert.deepEqual(h.stint.snapshot().sync.queuedLabels, []);
  assert.equal(h.serviceEntries((e) => e.description === 'Audit')[0]!.time_total, 5400, 'sent once she signed in again');
});

// A switch or a continue the service refuses for good (issue 40) still ends what ran: the
// service stops a stopwatch only when another starts, so when the new one never starts, the
// entry the person switched away from would run on. It ends at the click, with what it held
// then, and the refused start is listed as not saved with why.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import type { TimeEntry } from '../../sim/model.ts';
import { DEMO_ADA, DEMO_RUI, EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { Elsewhere } from '../support/elsewhere.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const SEC = 1000;
const MIN = 60 * SEC;
const ADA_ID = 1;
// Rui, not Ada: an administrator may change a locked entry.
const RUI_ID = 2;
let user = ADA_ID;

function only(description: string): TimeEntry {
  const found = h.serviceEntries((e) => e.user_id === user && e.description === description);
  assert.equal(found.length, 1, `one entry "${description}" on the service, found ${found.length}`);
  return found[0]!;
}

function runningOnService(): string[] {
  return h.serviceEntries((e) => e.user_id === user && e.stopwatch_started_at !== null).map((e) => e.description);
}

function shown(description: string): number | undefined {
  return h.stint.snapshot().todayEntries.find((e) => e.description === description)?.totalSeconds;
}

test('a switch onto a project archived on the web meanwhile: the entry switched from ends at the click, the new one is listed not saved', async () => {
  h = await EngineHarness.start();
  user = ADA_ID;
  await h.signIn();
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.settle();
  assert.deepEqual(runningOnService(), ['Spec']);
  await h.advance(10 * MIN, SEC);

  const web = await Elsewhere.signIn(h.sim.baseUrl, DEMO_ADA);
  assert.equal((await web.call('POST', `/projects/${PROJECT.internal}`, { body: { active: 0 } })).status, 200);
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.internal, description: 'Review' }), { ok: true }, 'the engine still believes the project active');
  await h.settle();
  await h.advance(5 * MIN, SEC);
  await h.settle();

  assert.equal(h.stint.snapshot().sync.queued, 0, 'the outbox drained');
  assert.deepEqual(runningOnService(), [], 'nothing runs on the service');
  assert.equal(only('Spec').time_total, 600, 'Spec ended at the switch, with its 10 minutes');
  assert.equal(h.serviceEntries((e) => e.description === 'Review').length, 0, 'Review was not saved');
  const listed = h.stint.snapshot().notSaved ?? [];
  assert.equal(listed.length, 1, 'the refused start is listed');
  assert.match(listed[0]!.what, /Review|Internal/);
  assert.match(listed[0]!.why, /archived/i, 'with why');
  assert.equal(h.stint.snapshot().running, null, 'the window shows nothing running');
  assert.equal(shown('Spec'), 600, 'and Spec with its 10 minutes');
});

/** Rui works 5 minutes on Spec, stops, then 10 minutes on Review; `meanwhile` happens on the web before he continues Spec. */
async function continueSpecAfter(meanwhile: (spec: TimeEntry) => Promise<void>): Promise<void> {
  h = await EngineHarness.start();
  user = RUI_ID;
  await h.signIn(DEMO_RUI);
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.settle();
  await h.advance(5 * MIN, SEC);
  assert.deepEqual(await h.stint.stop(), { ok: true });
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.internal, description: 'Review' }), { ok: true });
  await h.settle();
  await h.advance(10 * MIN, SEC);
  assert.deepEqual(runningOnService(), ['Review']);

  await meanwhile(only('Spec'));
  const key = h.stint.snapshot().todayEntries.find((e) => e.description === 'Spec')!.key;
  assert.equal((await h.stint.continueEntry(key)).ok, true, 'the engine does not know yet: it queues');
  // Meanwhile the window shows Review ended at the click.
  assert.equal(shown('Review'), 600, 'Review shown with its 10 minutes right after the click');
  await h.settle();
  await h.advance(5 * MIN, SEC);
  await h.settle();
  assert.equal(h.stint.snapshot().sync.queued, 0, 'the outbox drained');
  assert.equal(only('Review').time_total, 600, 'Review ended at the click, with its 10 minutes');
}

test('a continue of an entry locked on the service meanwhile makes a new entry like it: the lock refuses nothing, and Review ends at the click', async () => {
  let spec = 0;
  await continueSpecAfter(async (e) => {
    spec = e.id;
    await h.sim.control.lock(e.id, true, 'Period closed');
  });
  assert.deepEqual(runningOnService(), ['Spec'], 'Spec runs again, as a new entry');
  assert.equal(h.serviceEntry(spec).time_total, 300, 'the locked Spec keeps its 5 minutes');
  assert.deepEqual(h.stint.snapshot().notSaved ?? [], []);
  assert.equal(h.stint.snapshot().running?.description, 'Spec');
});

test("a continue of an entry whose project was archived on the web meanwhile: Review ends at the click, the continue is listed not saved with why", async () => {
  await continueSpecAfter(async () => {
    h.sim.sim.ctx.store.projects.get(PROJECT.website)!.active = 0;
  });
  assert.deepEqual(runningOnService(), [], 'nothing runs on the service');
  assert.equal(only('Spec').time_total, 300, 'Spec keeps its 5 minutes');
  const listed = h.stint.snapshot().notSaved ?? [];
  assert.equal(listed.length, 1, 'the refused continue is listed');
  assert.match(listed[0]!.why, /archived/i, 'with why');
  assert.equal(h.stint.snapshot().running, null, 'the window shows nothing running');
  assert.equal(shown('Review'), 600);
});

// Found on the command line: a Stop of a timer locked while it ran was listed as refused and
// nothing said the timer went on, nor what to do.
test('a Stop of a timer locked on the service while it ran: listed, saying it still runs there and what to do; the window shows it running', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  user = RUI_ID;
  await h.signIn(DEMO_RUI);
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.settle();
  await h.advance(10 * MIN);
  await h.sim.control.lock(only('Spec').id, true, 'Period closed');
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.advance(MIN);
  const listed = h.stint.snapshot().notSaved ?? [];
  assert.equal(listed.length, 1, JSON.stringify(listed));
  assert.match(listed[0]!.what, /^Stop “Spec” at /);
  assert.match(listed[0]!.why, /locked/);
  assert.match(listed[0]!.why, /The timer still runs on the service: ask whoever manages the account to unlock the entry, then stop it again\.$/);
  assert.deepEqual(runningOnService(), ['Spec']);
  assert.equal(h.stint.snapshot().running?.description, 'Spec', 'shown running, as it is');
});

// Found by the property suite (seed 2576949): an entry locked between its create and its
// stopwatch's start, the timer stopped meanwhile. The stop was sent too, refused again, and
// listed as "The timer still runs on the service", when nothing had ever run there.
test('a timer whose entry is locked before its stopwatch starts, stopped meanwhile: one record for the start and its stop, nothing said to run on the service, and no stop sent', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z', heldLatency: true });
  user = RUI_ID;
  await h.signIn(DEMO_RUI);
  // The service locks the entry as it is made (a period closed by whoever manages the account),
  // and its answers take 2 s: the stop is clicked once the entry is made, while its
  // stopwatch's start is on its way.
  const entries = h.sim.sim.ctx.store.entries;
  const set = entries.set.bind(entries);
  entries.set = (id, e) => set(id, e.description === 'Spec' ? Object.assign(e, { is_locked: true, locked_reason: 'Period closed' }) : e);
  await h.sim.control.faults({ latency_ms: 2000, methods: ['POST'] });
  const mark = h.mark();
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'Spec' }), { ok: true });
  await h.step(3 * SEC);
  assert.deepEqual(h.sentSince(mark), ['POST /time-entries', `POST /time-entries/${only('Spec').id}/start`], 'made, and its start on its way');
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.step(MIN);
  await h.sim.control.faults({});
  await h.settle();

  assert.equal(h.stint.snapshot().sync.queued, 0, 'the outbox drained');
  assert.deepEqual(h.sentSince(mark).filter((r) => r.startsWith('POST')), ['POST /time-entries', `POST /time-entries/${only('Spec').id}/start`], 'the stop of a run that never started is not sent');
  assert.deepEqual(runningOnService(), [], 'nothing runs on the service');
  const listed = h.stint.snapshot().notSaved ?? [];
  assert.equal(listed.length, 1, JSON.stringify(listed));
  assert.match(listed[0]!.what, /^Start .*; Stop “Spec” at /, 'the start and the stop that went with it, in one record');
  assert.match(listed[0]!.why, /locked/);
  assert.doesNotMatch(listed[0]!.why, /still runs/, 'nothing is said to run');
  assert.equal(h.stint.snapshot().running, null);
});

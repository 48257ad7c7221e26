// The smallest cases of what the fault test (engine-faults.test.ts) finds, each with one
// fixed fault: requests refused for a few seconds, or a fixed delay on every POST. Each
// says what the person did, when, and what the service must hold: every time is the
// instant of the click (main/core/commands/ops.ts), however late the command reached the service.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import type { EntryView } from '../../../main/core/stint.ts';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const SEC = 1000;
const MIN = 60 * SEC;
/** One-second steps: every wake-up of the engine lands on a step (see EngineHarness.advance). */
const STEP = SEC;

function shown(description: string): EntryView {
  const v = h.stint.snapshot().todayEntries.find((e) => e.description === description);
  assert.ok(v, `the window shows "${description}"`);
  return v;
}

function held(description: string): number {
  const entries = h.serviceEntries((e) => e.description === description);
  assert.equal(entries.length, 1, `one entry "${description}" on the service`);
  assert.equal(entries[0]!.stopwatch_started_at, null, `"${description}" is stopped`);
  return entries[0]!.time_total;
}

/** Ada works 5 minutes on A from 10:00, then switches to B at 10:05 (all answered at once). */
async function switchAfterFiveMinutes(): Promise<void> {
  h = await EngineHarness.start();
  await h.signIn();
  await h.stint.start({ projectId: PROJECT.website, description: 'A' });
  await h.settle();
  await h.advance(5 * MIN, STEP);
  await h.stint.start({ projectId: PROJECT.internal, description: 'B' });
  await h.settle();
}

test('after a switch the window shows the previous entry with the 5 minutes it ran', async () => {
  await switchAfterFiveMinutes();
  assert.equal(held('A'), 300, 'the service stopped A at the switch');
  assert.equal(shown('A').totalSeconds, 300);
});

test('continuing that entry while the service is unreachable for 10 s keeps its first 5 minutes and makes a new A from the click', async () => {
  await switchAfterFiveMinutes();
  await h.advance(1 * MIN, STEP);
  h.offline = true;
  assert.deepEqual(await h.stint.continueEntry(shown('A').key), { ok: true }, 'continue A at 10:06');
  await h.settle();
  await h.advance(10 * SEC, STEP);
  h.offline = false;
  await h.advanceTo('2026-03-10T10:10:00Z', STEP);
  assert.deepEqual(await h.stint.stop(), { ok: true }, 'stop at 10:10');
  await h.settle();
  await h.advance(1 * MIN, STEP);

  assert.equal(h.stint.snapshot().sync.queued, 0);
  const a = h.serviceEntries((e) => e.description === 'A').map((e) => [e.time_start, e.time_total, e.stopwatch_started_at]);
  const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 3600 + Number(hhmm.slice(3)) * 60;
  assert.deepEqual(a.sort((x, y) => Number(x[0]) - Number(y[0])), [[at('10:00'), 300, null], [at('10:06'), 240, null]], 'A ran 10:00-10:05, and again 10:06-10:10');
  assert.equal(held('B'), 60, 'B ran 10:05-10:06');
});

test('a switch that reaches the service 20 s late still ends the previous entry at the click', async () => {
  h = await EngineHarness.start();
  await h.signIn();
  await h.stint.start({ projectId: PROJECT.website, description: 'A' });
  await h.settle();
  await h.advance(5 * MIN, STEP);
  h.offline = true;
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.internal, description: 'B' }), { ok: true }, 'switch to B at 10:05');
  await h.settle();
  await h.advance(20 * SEC, STEP);
  h.offline = false;
  await h.advanceTo('2026-03-10T10:10:00Z', STEP);
  assert.deepEqual(await h.stint.stop(), { ok: true }, 'stop B at 10:10');
  await h.settle();
  await h.advance(1 * MIN, STEP);

  assert.equal(h.stint.snapshot().sync.queued, 0);
  assert.equal(held('B'), 300, 'B ran 10:05-10:10');
  assert.equal(held('A'), 300, 'A ran 10:00-10:05, not until the switch reached the service');
});

// The engine cannot see how long a request takes to reach the service, only when it sent
// it; with the same delay on the start and on the stop the two cancel, so what it sees on
// its own clock (the stopwatch start went out 3 s after the click) is all it must make up for.
test('with every POST taking 3 s to reach the service, a timer started at 10:00 and stopped at 10:05 holds 5 minutes', async () => {
  h = await EngineHarness.start({ latencyMovesClock: true });
  await h.signIn();
  await h.sim.control.faults({ latency_ms: 3000, methods: ['POST'] });
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'A' }), { ok: true }, 'start at 10:00');
  await h.settle();
  await h.advanceTo('2026-03-10T10:05:00Z', STEP);
  assert.deepEqual(await h.stint.stop(), { ok: true }, 'stop at 10:05');
  await h.settle();
  await h.advance(1 * MIN, STEP);

  assert.equal(h.stint.snapshot().sync.queued, 0);
  assert.equal(held('A'), 300, 'A ran 10:00-10:05');
});

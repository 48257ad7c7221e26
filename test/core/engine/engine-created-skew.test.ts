// A create whose answer was lost, sent by an engine whose clock is ahead of the service's (by
// 45 and 90 minutes too: the service's `Date` header says how far, service-clock.ts): the retry finds the
// entry the service made, by its creation instant on the service's clock, instead of making
// it twice (issue 68: the property suite's second writer, a command line alone on the folder
// with its clock 10 minutes ahead, `--seed 68` run 207).
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import type { Clock } from '../../../main/time/clock.ts';

let h: EngineHarness | undefined;
afterEach(() => h?.close());

const MIN = 60_000;

for (const minutesAhead of [11, 22, 45, 90]) {
  test(`a timer's create whose answer was lost, on a clock ${minutesAhead} minutes ahead of the service's: found at the retry, made once`, async () => {
    h = await EngineHarness.start();
    await h.signIn();
    const ahead: Clock = { now: () => h!.clock.now() + minutesAhead * MIN, sleep: (ms, signal) => h!.clock.sleep(ms, signal) };
    await h.restart(ahead);
    await h.settle();
    await h.sim.control.faults({ drop_rate: 1, drop_phase: 'after', methods: ['POST'] });
    assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'Answer lost' }), { ok: true });
    await h.settle();
    assert.equal(h.serviceEntries((e) => e.description === 'Answer lost').length, 1, 'the service applied the create');
    await h.sim.control.faults({});
    await h.advance(MIN);
    const entries = h.serviceEntries((e) => e.description === 'Answer lost');
    assert.equal(entries.length, 1, 'no duplicate');
    assert.notEqual(entries[0]!.stopwatch_started_at, null, 'its stopwatch runs');
  });
}

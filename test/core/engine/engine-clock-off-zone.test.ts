// The account's offset read from a stopwatch's answer on a machine whose clock is well off the
// service's (issue 68: the command line alone on a laptop whose clock drifted, the property
// suite bounded such clocks to 22 minutes). The service writes the stopwatch's start in the
// account's local time; read against this machine's clock, 23 minutes off rounds to a zone 30
// minutes away and was taken for a change of offset, and every running time was shown half an
// hour wrong. Read against the service's own clock (each answer's `Date` header), it is the
// account's offset whatever this machine's clock says.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import type { Clock } from '../../../main/time/clock.ts';

let h: EngineHarness | undefined;
afterEach(() => h?.close());

const MIN = 60_000;

for (const minutesOff of [23, 40, -37]) {
  test(`a timer started on a clock ${minutesOff} minutes off the service's: the account's offset (+01:00) is kept, and the timer runs from the instant its stopwatch started`, async () => {
    h = await EngineHarness.start({ now: '2026-03-10T09:00:00Z' });
    await h.sim.control.zone(60, []);
    await h.signIn();
    assert.deepEqual(h.stint.snapshot().zone, { offsetMinutes: 60, source: 'report' }, 'learned exactly from the day read at sign-in');
    const off: Clock = { now: () => h!.clock.now() + minutesOff * MIN, sleep: (ms, signal) => h!.clock.sleep(ms, signal) };
    await h.restart(off);
    await h.settle();
    assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'Clock off' }), { ok: true });
    await h.settle();
    const [stored] = h.serviceEntries((e) => e.description === 'Clock off');
    assert.ok(stored?.stopwatch_started_at, 'its stopwatch runs on the service');
    assert.equal(h.stint.snapshot().zone.offsetMinutes, 60, 'the offset is still the account\'s');
    const running = h.stint.snapshot().running;
    assert.equal(running?.runningSince, Math.floor(stored.stopwatch_started_at / 1000) * 1000, 'shown running from its stopwatch\'s start');
  });
}

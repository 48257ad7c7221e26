// After working hours the tray must still follow the service: a timer that runs past 17:00
// is exactly the one that gets forgotten, or stopped on the web from home. On a plan whose
// quota does not bind (Business here), the hidden window reads every 5 minutes at any hour,
// as docs/timer.md promises; the Free plan's slower evening is refresh-policy.test.ts's.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { timerRunning } from '../support/away.ts';
import { Elsewhere } from '../support/elsewhere.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const at = (iso: string): number => Date.parse(iso);

test('Business, window hidden: a timer stopped on the web at 18:30 leaves the tray within 5 minutes; the evening costs a read every 5 minutes, no more', async () => {
  // Tuesday; ada works 09:00-17:00 (test/sim/demo.ts).
  h = await EngineHarness.start({ now: '2026-03-10T16:00:00Z' });
  const { id } = await timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });
  await h.advanceTo('2026-03-10T18:30:00Z');
  assert.equal(h.stint.snapshot().running?.id, id, 'still running at 18:30');
  const evening = h.wire.filter((r) => r.method === 'GET' && r.path === '/reports/detailed' && r.at > at('2026-03-10T17:00:00Z'));
  assert.ok(evening.length >= 17 && evening.length <= 19, `${evening.length} reads of the running state from 17:00 to 18:30`);

  const phone = await Elsewhere.signIn(h.sim.baseUrl, 'ada@example.com');
  await phone.stopTimer(id);
  await h.advanceTo('2026-03-10T18:35:00Z');
  assert.equal(h.stint.snapshot().running, null, 'the tray no longer shows it running');
  assert.equal(h.stint.snapshot().todayEntries.find((v) => v.id === id)?.runningSince, null);
});

// The settings window shows the working hours of the user's record on the service, and
// starts the person's own hours from them: the snapshot carries them while signed in.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_ADA, EngineHarness } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

/** Ada's record on the service, changed before the engine reads it at sign-in. */
function setAdaHours(h: EngineHarness, hours: { work_days: number[]; work_start_at: number | null; work_end_at: number | null }): void {
  const ada = [...h.sim.sim.ctx.store.users.values()].find((u) => u.email === DEMO_ADA);
  assert.ok(ada);
  Object.assign(ada, hours);
}

test('signed in, the snapshot carries the hours of the user\'s record; signed out, none', async () => {
  h = await EngineHarness.start();
  assert.equal(h.stint.snapshot().serviceWorkingHours, null);
  setAdaHours(h, { work_days: [1, 2, 3, 4], work_start_at: 8.5 * 3600, work_end_at: 16 * 3600 });
  await h.signIn();
  assert.deepEqual(h.stint.snapshot().serviceWorkingHours, { source: 'user', days: [1, 2, 3, 4], windows: [{ start: '08:30', end: '16:00' }] });
  // The person's own hours do not hide the service's: the window shows both choices.
  assert.equal((await h.stint.updateSettings({ workingHours: { days: [6], windows: [{ start: '10:00', end: '12:00' }] } })).ok, true);
  assert.deepEqual(h.stint.snapshot().serviceWorkingHours?.windows, [{ start: '08:30', end: '16:00' }]);

  await h.stint.signOut();
  await h.settle();
  assert.equal(h.stint.snapshot().serviceWorkingHours, null);
});

test('a record without hours: the assumed hours, on the record\'s days, marked as assumed', async () => {
  h = await EngineHarness.start();
  setAdaHours(h, { work_days: [1, 3, 5], work_start_at: null, work_end_at: null });
  await h.signIn();
  assert.deepEqual(h.stint.snapshot().serviceWorkingHours, { source: 'default', days: [1, 3, 5], windows: [{ start: '09:00', end: '17:00' }] });
});

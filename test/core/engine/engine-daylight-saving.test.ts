// The account's zone has daylight saving (the simulator's `/_sim/zone` with `changes`): the
// service never names the zone, so Stint, running through the night the clocks change with
// the offset it learned the day before, must write the first timer after the change at the
// person's local time. The days the clocks go forward and back, and the hour that happens
// twice, on the manual clock.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const HOUR = 60 * MIN;
const hm = (h: number, m: number): number => h * 3600 + m * 60;

/** Signed in at `now` with the account's zone `offset` changing to `to` at `changeAt`. */
async function signedIn(now: string, offset: number, changeAt: string, to: number): Promise<void> {
  h = await EngineHarness.start({ now });
  await h.sim.control.zone(offset, [{ at: changeAt, utc_offset_minutes: to }]);
  await h.signIn();
  assert.equal(h.stint.snapshot().zone.offsetMinutes, offset, 'the offset in force at sign-in is learned');
}

/** A timer on Website from now, `minutes` long, then stopped; answers the service's copy. */
async function workFor(description: string, minutes: number): Promise<{ time_start: number; time_total: number; date_execution: string }> {
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description }), { ok: true });
  await h.settle();
  await h.advance(minutes * MIN, 10_000);
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.settle();
  const [stored] = h.serviceEntries((e) => e.description === description);
  assert.ok(stored, `${description} is on the service`);
  return stored;
}

/** The entry as the window lists it among today's. */
function shown(description: string): { timeStart: string; timeEnd: string; totalSeconds: number } {
  const v = h.stint.snapshot().todayEntries.find((e) => e.description === description);
  assert.ok(v, `${description} is among today's entries`);
  return { timeStart: v.timeStart, timeEnd: v.timeEnd, totalSeconds: v.totalSeconds };
}

test('spring forward (+01:00 to +02:00 at 01:00 UTC): work from 09:00 to 10:00 the morning after is stored 09:00-10:00', async () => {
  await signedIn('2026-03-28T16:00:00Z', 60, '2026-03-29T01:00:00Z', 120);
  // Stint runs through the night, reading as it does; 07:00 UTC is 09:00 summer time.
  await h.advance(15 * HOUR, 5 * MIN);
  assert.equal(h.stint.snapshot().today, '2026-03-29');
  const stored = await workFor('first after the change', 60);
  assert.deepEqual([stored.date_execution, stored.time_start, stored.time_total], ['2026-03-29', hm(9, 0), 3600]);
  assert.deepEqual(shown('first after the change'), { timeStart: '09:00:00', timeEnd: '10:00:00', totalSeconds: 3600 });
  assert.equal(h.stint.snapshot().zone.offsetMinutes, 120);
});

test('fall back (+02:00 to +01:00 at 01:00 UTC): work from 09:00 to 10:00 the morning after is stored 09:00-10:00, not 10:00-11:00', async () => {
  await signedIn('2026-10-24T15:00:00Z', 120, '2026-10-25T01:00:00Z', 60);
  // 08:00 UTC is 09:00 winter time.
  await h.advance(17 * HOUR, 5 * MIN);
  const stored = await workFor('first after the change', 60);
  assert.deepEqual([stored.date_execution, stored.time_start, stored.time_total], ['2026-10-25', hm(9, 0), 3600]);
  assert.deepEqual(shown('first after the change'), { timeStart: '09:00:00', timeEnd: '10:00:00', totalSeconds: 3600 });
  assert.equal(h.stint.snapshot().zone.offsetMinutes, 60);
});

test('the hour that happens twice (-04:00 to -05:00 at 06:00 UTC): a timer from the first 01:30 switched away from at the second holds the real hour', async () => {
  await signedIn('2026-11-01T05:00:00Z', -240, '2026-11-01T06:00:00Z', -300);
  await h.advanceTo('2026-11-01T05:30:00Z', 10_000);
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'night deploy' }), { ok: true });
  await h.settle();
  // 06:30 UTC: the wall clock says 01:30 again.
  await h.advanceTo('2026-11-01T06:30:00Z', 10_000);
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.internal, description: 'write-up' }), { ok: true });
  await h.settle();
  // Stored as it began on the wall clock (01:30) with the time really worked (1:00): the
  // service keeps an end only as start + total, so its end reads 02:30; the total is what
  // is billed and what the person worked, and the start is the one they saw.
  const [deploy] = h.serviceEntries((e) => e.description === 'night deploy');
  assert.ok(deploy);
  assert.deepEqual([deploy.date_execution, deploy.time_start, deploy.time_total], ['2026-11-01', hm(1, 30), 3600]);
  const [writeUp] = h.serviceEntries((e) => e.description === 'write-up');
  assert.ok(writeUp);
  assert.deepEqual([writeUp.date_execution, writeUp.time_start], ['2026-11-01', hm(1, 30)], 'the second timer starts at the second 01:30');
  await h.advance(2 * MIN, 10_000);
  assert.equal(shown('night deploy').totalSeconds, 3600, 'the window shows the real hour');
  assert.equal(h.stint.snapshot().running?.timeStart, '01:30:00');
});

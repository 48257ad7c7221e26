// Callers that abort while waiting for the pacer must not hold up those after them: an
// aborted caller leaves the queue, and nothing was counted for it (once, 194 aborted
// waiters left reservations behind and the next call waited ~6.9 s behind requests that
// were never going to be sent).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../support/manual-clock.ts';
import { Pacer } from '../../../main/api/pacer.ts';

const T0 = Date.parse('2025-11-20T10:00:00.000Z');

async function sendTimes(pacer: Pacer, clock: ManualClock, n: number): Promise<number[]> {
  const times: number[] = [];
  const all = Array.from({ length: n }, () => pacer.acquire('token', 'GET', '/x').then(() => times.push(clock.now())));
  await new Promise((r) => setImmediate(r));
  while (times.length < n) await clock.advance(5);
  await Promise.all(all);
  return times;
}

test('a burst aborted while waiting frees its slots for later calls', async () => {
  const clock = new ManualClock(T0);
  const pacer = new Pacer({ clock });
  const ac = new AbortController();
  const waiting = Array.from({ length: 200 }, () => pacer.acquire('token', 'GET', '/x', ac.signal).then(() => 'sent', () => 'aborted'));
  await new Promise((r) => setImmediate(r));
  ac.abort(new Error('view closed'));
  const outcomes = await Promise.all(waiting);
  assert.equal(outcomes.filter((o) => o === 'sent').length, 6, 'the first clump went at once');
  const times = await sendTimes(pacer, clock, 10);
  assert.ok(times.at(-1)! - T0 <= 500, `10 new calls took until +${times.at(-1)! - T0} ms`);
});

test('callers aborting amid waves of calls: every window stays within bounds', async () => {
  const clock = new ManualClock(T0);
  const pacer = new Pacer({ clock });
  const sent: number[] = [];
  const all: Promise<unknown>[] = [];
  let settled = 0;
  // Waves of callers, every third of them aborting while it waits.
  for (let wave = 0; wave < 6; wave++) {
    const ac = new AbortController();
    for (let i = 0; i < 60; i++) {
      const s = i % 3 === 0 ? ac.signal : undefined;
      all.push(pacer.acquire('token', 'GET', '/x', s).then(() => sent.push(clock.now()), () => {}).finally(() => settled++));
    }
    await new Promise((r) => setImmediate(r));
    await clock.advance(300);
    ac.abort();
  }
  while (settled < all.length) await clock.advance(5);
  assert.ok(sent.length >= 240);
  await Promise.all(all);
  sent.sort((a, b) => a - b);
  const maxIn = (w: number) => {
    let best = 0;
    for (let i = 0, j = 0; i < sent.length; i++) {
      while (sent[i]! - sent[j]! >= w) j++;
      best = Math.max(best, i - j + 1);
    }
    return best;
  };
  assert.ok(maxIn(1050) <= 30, `max in 1050 ms: ${maxIn(1050)}`);
  assert.ok(maxIn(200) <= 6, `max in 200 ms: ${maxIn(200)}`);
});

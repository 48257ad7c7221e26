// The offset clock the reminder browser tests run on: a jump wakes exactly the sleepers
// whose time it passes, the rest wait on; an abort ends a sleep; it never goes back.

import assert from 'node:assert/strict';
import { setImmediate as turn } from 'node:timers/promises';
import { test } from 'node:test';
import { OffsetClock } from '../../main/time/offset-clock.ts';

const MIN = 60_000;

test('a jump wakes the sleepers it passes and leaves the others waiting for the rest', async () => {
  const clock = new OffsetClock();
  const woke: string[] = [];
  const short = clock.sleep(5 * MIN).then(() => woke.push('5 min'));
  const long = clock.sleep(10 * MIN).then(() => woke.push('10 min'));
  const before = clock.now();
  clock.jump(6 * MIN);
  assert.ok(clock.now() - before >= 6 * MIN);
  await short;
  await turn();
  assert.deepEqual(woke, ['5 min']);
  clock.jump(4 * MIN);
  await long;
  assert.deepEqual(woke, ['5 min', '10 min']);
});

test('an aborted sleep rejects with the reason and a later jump does not touch it', async () => {
  const clock = new OffsetClock();
  const stop = new AbortController();
  const sleeping = clock.sleep(10 * MIN, stop.signal);
  stop.abort(new Error('stopped'));
  await assert.rejects(sleeping, /stopped/);
  clock.jump(20 * MIN);
});

test('it only moves forward', () => {
  assert.throws(() => new OffsetClock().jump(-1), RangeError);
  assert.throws(() => new OffsetClock().jump(Number.NaN), RangeError);
});

test('it starts at the instant it is given and runs on from there, whatever the hour of the machine', () => {
  const at = Date.UTC(2026, 10, 18, 16, 0);
  const clock = new OffsetClock(at);
  const first = clock.now();
  assert.ok(first >= at && first - at < 60_000, `starts at ${new Date(at).toISOString()}: ${new Date(first).toISOString()}`);
  assert.throws(() => new OffsetClock(Number.NaN), RangeError);
});

test('a listener hears each jump after the clock has moved, until it unsubscribes', () => {
  const clock = new OffsetClock(Date.UTC(2026, 10, 18, 16, 0));
  const heard: Array<[number, number]> = [];
  const off = clock.onJump((ms) => heard.push([ms, clock.now()]));
  const before = clock.now();
  clock.jump(10 * MIN);
  off();
  clock.jump(MIN);
  assert.equal(heard.length, 1);
  assert.equal(heard[0]![0], 10 * MIN);
  assert.ok(heard[0]![1] - before >= 10 * MIN, 'the clock had moved when the listener was called');
});

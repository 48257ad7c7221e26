// The activity record's own time (record-time.ts): the wall clock, except that under a stretch
// it never runs back (each tick counts at least its timer), and that with nothing recorded it
// never goes before the end of what is on disk.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { beginTime, readTime, tickTime } from '../../../main/core/activity/record-time.ts';

const T = 1_773_133_200_000;
const TICK = 15_000;

test('at the start: the wall clock, or the end of what is recorded when that is later', () => {
  assert.deepEqual(beginTime(T, -Infinity), { wall: T, at: T, sinceTick: 0 });
  assert.deepEqual(beginTime(T, T - 1), { wall: T, at: T, sinceTick: 0 });
  assert.deepEqual(beginTime(T, T + 60_000), { wall: T, at: T + 60_000, sinceTick: 0 });
});

test('nothing recorded: a reading is the wall clock, back or forward, never before the end of what is recorded', () => {
  const t = { wall: T, at: T + 600_000, sinceTick: 3_000 };
  assert.deepEqual(readTime(t, T + 2_000, false, -Infinity), { wall: T + 2_000, at: T + 2_000, sinceTick: 5_000 });
  assert.deepEqual(readTime(t, T - 60_000, false, T - 120_000), { wall: T - 60_000, at: T - 60_000, sinceTick: 3_000 }, 'set back: the clock, and no time counted since the tick');
  assert.deepEqual(readTime(t, T + 2_000, false, T + 300_000), { wall: T + 2_000, at: T + 300_000, sinceTick: 5_000 });
});

test('recording: a reading moves on by what the wall clock moved; set back, by nothing', () => {
  const t = { wall: T, at: T + 600_000, sinceTick: 3_000 };
  assert.deepEqual(readTime(t, T + 2_000, true, -Infinity), { wall: T + 2_000, at: T + 602_000, sinceTick: 5_000 });
  assert.deepEqual(readTime(t, T + 86_400_000, true, -Infinity), { wall: T + 86_400_000, at: T + 87_000_000, sinceTick: 86_403_000 }, 'forward: time that passed');
  assert.deepEqual(readTime(t, T - 600_000, true, -Infinity), { wall: T - 600_000, at: T + 600_000, sinceTick: 3_000 });
  assert.deepEqual(readTime(t, T, true, T + 900_000), { wall: T, at: T + 600_000, sinceTick: 3_000 }, 'the floor does not move a stretch being recorded');
});

test('a tick with nothing recorded: the wall clock, after the end of what is recorded', () => {
  const t = { wall: T, at: T + 600_000, sinceTick: 9_000 };
  assert.deepEqual(tickTime(t, T + TICK, TICK, false, -Infinity), { wall: T + TICK, at: T + TICK, sinceTick: 0 });
  assert.deepEqual(tickTime(t, T + TICK, TICK, false, T + 60_000), { wall: T + TICK, at: T + 60_000, sinceTick: 0 });
});

test('a tick while recording: what the wall clock moved, and at least the timer less what readings since the last tick counted', () => {
  const t = { wall: T, at: T + 100_000, sinceTick: 4_000 };
  // On time: the wall clock moved the 11 s left of the timer.
  assert.deepEqual(tickTime(t, T + 11_000, TICK, true, -Infinity), { wall: T + 11_000, at: T + 111_000, sinceTick: 0 });
  // Late by 2 s: counted.
  assert.deepEqual(tickTime(t, T + 13_000, TICK, true, -Infinity), { wall: T + 13_000, at: T + 113_000, sinceTick: 0 });
  // Set back 10 minutes under it: the timer's 15 s passed all the same.
  assert.deepEqual(tickTime(t, T - 600_000, TICK, true, -Infinity), { wall: T - 600_000, at: T + 111_000, sinceTick: 0 });
  // A shorter timer (a pause about to end).
  assert.deepEqual(tickTime({ wall: T, at: T, sinceTick: 0 }, T - 1, 2_000, true, -Infinity), { wall: T - 1, at: T + 2_000, sinceTick: 0 });
  // Readings already counted more than the timer: what the clock moved since.
  assert.deepEqual(tickTime({ wall: T, at: T, sinceTick: 20_000 }, T + 1_000, TICK, true, -Infinity), { wall: T + 1_000, at: T + 1_000, sinceTick: 0 });
  // The floor does not move a stretch being recorded.
  assert.deepEqual(tickTime({ wall: T, at: T, sinceTick: 0 }, T + TICK, TICK, true, T + 600_000), { wall: T + TICK, at: T + TICK, sinceTick: 0 });
});

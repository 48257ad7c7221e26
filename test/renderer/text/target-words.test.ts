// The window's target words against the engine's (the tray and the status file say the same).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { progressWords as engine } from '../../../main/core/views/day-target.ts';
import { progressWords } from '../../../renderer/text/target-words.ts';

test("the window's target words are the tray's, to the minute, under, at and over the target", () => {
  const cases: [number, number][] = [
    [0, 8 * 3600], [22_320, 28_800], [28_799, 28_800], [28_800, 28_800], [28_859, 28_800], [30_600, 28_800], [45_000, 27_000], [100, 0], [Number.NaN, 3600],
  ];
  for (const [done, target] of cases) assert.equal(progressWords(done, target), engine(done, target), `${done} of ${target}`);
  assert.equal(progressWords(22_320, 28_800), '6:12 of 8:00, 1:48 left');
  assert.equal(progressWords(28_800, 28_800), '8:00 of 8:00, reached');
  assert.equal(progressWords(30_600, 28_800), '8:30 of 8:00, 0:30 over');
});

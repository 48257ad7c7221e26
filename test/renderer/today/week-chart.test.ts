// A bar's figure in the week's chart stands clear of the target's line: just above its bar,
// or above the line where the line would strike it through ("7:23" under 8:00, issue 69).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { valueBaseline } from '../../../renderer/today/week-chart.tsx';

/** The figure's box (11 above its baseline, 3 below) and the line (1 either side) do not meet. */
const clear = (baseline: number, lineY: number): boolean => lineY - 1 >= baseline + 3 || lineY + 1 <= baseline - 11;

test('a figure the target line would strike through goes above the line; elsewhere it stays on its bar', () => {
  // A bar whose top is 5 below the line (7:23 of 8:00): the line ran through "7:23".
  assert.equal(clear(50 - 3, 45), false, 'where it stood before');
  assert.equal(valueBaseline(50, 45), 40);
  assert.ok(clear(valueBaseline(50, 45), 45));
  // Far below the target, or over it, or with no target: just above the bar, as before.
  assert.equal(valueBaseline(90, 30), 87);
  assert.equal(valueBaseline(20, 40), 17);
  // A line at the top of the plot leaves the raised figure inside the picture (16 above the plot).
  assert.ok(valueBaseline(22, 16) - 11 >= 0);
  assert.equal(valueBaseline(50, null), 47);
  for (let top = 16; top <= 104; top++) for (let line = 16; line <= 104; line++) assert.ok(clear(valueBaseline(top, line), line), `bar top ${top}, line ${line}`);
});

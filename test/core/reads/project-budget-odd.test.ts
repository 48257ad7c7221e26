// A budget read leniently, but not so leniently that a value of another kind reads as a
// number: a boolean or a list is no budget and no progress; a negative progress is none.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readProjectBudget } from '../../../main/core/reads/project-budget.ts';

test('a boolean or a list is not a number; progress below nothing reads as none', () => {
  assert.equal(readProjectBudget(true, 'time', 0), null);
  assert.equal(readProjectBudget([40], 'time', 0), null);
  assert.deepEqual(readProjectBudget(40, 'time', [5]), { by: 'time', amount: 40, progressPercent: 0 });
  assert.deepEqual(readProjectBudget(40, 'time', true), { by: 'time', amount: 40, progressPercent: 0 });
  assert.deepEqual(readProjectBudget(40, 'time', -5), { by: 'time', amount: 40, progressPercent: 0 });
  assert.deepEqual(readProjectBudget(40, 'time', '-5'), { by: 'time', amount: 40, progressPercent: 0 });
});

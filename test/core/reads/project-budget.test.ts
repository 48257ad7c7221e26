import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readProjectBudget } from '../../../main/core/reads/project-budget.ts';

test('a budget as the service sends it: numbers or numeric strings; none, zero or an unknown kind show nothing', () => {
  assert.deepEqual(readProjectBudget(40, 'time', 25), { by: 'time', amount: 40, progressPercent: 25 });
  assert.deepEqual(readProjectBudget('5000.00', 'billing', '62.5'), { by: 'billing', amount: 5000, progressPercent: 62.5 });
  assert.deepEqual(readProjectBudget(40, 'time', undefined), { by: 'time', amount: 40, progressPercent: 0 }, 'a missing progress reads as none used');
  assert.deepEqual(readProjectBudget(40, 'time', 'n/a'), { by: 'time', amount: 40, progressPercent: 0 });
  assert.equal(readProjectBudget(null, 'time', 0), null);
  assert.equal(readProjectBudget(0, 'time', 0), null);
  assert.equal(readProjectBudget('', 'time', 0), null);
  assert.equal(readProjectBudget(40, 'fixed_fee', 10), null, 'a kind Stint does not know');
  assert.equal(readProjectBudget(40, undefined, 10), null);
});


import assert from 'node:assert/strict';
import { test } from 'node:test';
import { budgetLevel, budgetProgress } from '../../../main/core/views/budget-view.ts';

const WEBSITE = { id: 1, name: 'Website Redesign' };

test('a time budget moves on by the running entry: 10 of 40 h read, 1:30 running: 11:30 used, 28:30 left', () => {
  const p = budgetProgress(WEBSITE, { by: 'time', amount: 40, progressPercent: 25 }, 90 * 60);
  assert.equal(p.usedSeconds, 11.5 * 3600);
  assert.equal(p.leftSeconds, 28.5 * 3600);
  assert.equal(p.share, 11.5 / 40);
  assert.equal(p.level, 'under');
  assert.equal(p.text, '11:30 of 40:00 h used, 28:30 left');
});

test('past the budget: the time over, and the third colour', () => {
  const p = budgetProgress(WEBSITE, { by: 'time', amount: 2, progressPercent: 100 }, 15 * 60);
  assert.equal(p.leftSeconds, -15 * 60);
  assert.equal(p.level, 'over');
  assert.equal(p.text, '2:15 of 2:00 h used, 0:15 over');
});

test("a billing budget is the service's own share: a running entry does not move it", () => {
  const p = budgetProgress({ id: 5, name: 'Support Retainer' }, { by: 'billing', amount: 5000, progressPercent: 82.4 }, 3 * 3600);
  assert.ok(Math.abs(p.share - 0.824) < 1e-9, String(p.share));
  assert.equal(p.usedSeconds, null);
  assert.equal(p.level, 'near');
  assert.equal(p.text, '82% of the billing budget used');
});

test('the colours change at 80% and at 100%', () => {
  assert.equal(budgetLevel(0), 'under');
  assert.equal(budgetLevel(0.7999), 'under');
  assert.equal(budgetLevel(0.8), 'near');
  assert.equal(budgetLevel(0.9999), 'near');
  assert.equal(budgetLevel(1), 'over');
  assert.equal(budgetLevel(3), 'over');
});

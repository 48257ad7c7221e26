import assert from 'node:assert/strict';
import { test } from 'node:test';
import { budgetNoticeDue, budgetNoticeKey, budgetNoticeText } from '../../../main/core/attention/budget-notice.ts';
import { budgetProgress, type ProjectBudget } from '../../../main/core/views/budget-view.ts';

const MIGRATION = { id: 4, name: 'Data Migration' };
const FORTY_HOURS: ProjectBudget = { by: 'time', amount: 40, progressPercent: 75 };
/** Data Migration with 30 h read and `minutes` running. */
const at = (minutes: number) => budgetProgress(MIGRATION, FORTY_HOURS, minutes * 60);

test('a running timer crossing 80% brings the near notice, once; crossing 100% the full one, once', () => {
  const told = new Set<string>();
  assert.equal(budgetNoticeDue(null, at(0), told), null, 'just started: nothing crossed');
  assert.equal(budgetNoticeDue(at(0).share, at(60), told), null, '77.5%: not yet');
  assert.equal(budgetNoticeDue(at(60).share, at(121), told), 'near');
  told.add(budgetNoticeKey(at(121), 'near'));
  assert.equal(budgetNoticeDue(at(121).share, at(122), told), null, 'past it already');
  // A read corrects the share a little below 80%, and the timer crosses again: told already.
  assert.equal(budgetNoticeDue(0.79, at(121), told), null);
  assert.equal(budgetNoticeDue(at(599).share, at(600), told), 'full');
  told.add(budgetNoticeKey(at(600), 'full'));
  assert.equal(budgetNoticeDue(0.99, at(601), told), null);
});

test('a jump past both thresholds at once tells the full one only', () => {
  assert.equal(budgetNoticeDue(0.5, at(700), new Set()), 'full');
});

test('a new budget starts afresh: the notices are remembered by the budget they were about', () => {
  const told = new Set([budgetNoticeKey(at(121), 'near')]);
  const raised = budgetProgress(MIGRATION, { by: 'time', amount: 50, progressPercent: 79 }, 60 * 60);
  assert.equal(budgetNoticeDue(0.79, raised, told), 'near');
});

test('the words name the project and what is left', () => {
  assert.deepEqual(budgetNoticeText(at(121), 'near'), { title: 'Data Migration: 80% of its budget used', body: '7:59 left of 40:00 h.' });
  assert.deepEqual(budgetNoticeText(at(615), 'full'), { title: 'Data Migration has used its whole budget', body: '40:00 h budgeted; 0:15 over so far.' });
  const support = budgetProgress({ id: 5, name: 'Support Retainer' }, { by: 'billing', amount: 5000, progressPercent: 85 }, 0);
  assert.deepEqual(budgetNoticeText(support, 'near'), { title: 'Support Retainer: 85% of its billing budget used', body: '15% of the budget is left.' });
});

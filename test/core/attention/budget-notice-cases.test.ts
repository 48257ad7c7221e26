// The budget notices at their edges: a timer that starts already past a threshold, a share
// that stood at a threshold exactly, and the words of the billing budget's notices in full.
import { wordsFor } from '../../../main/i18n/words.ts';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { budgetNoticeDue, budgetNoticeText } from '../../../main/core/attention/budget-notice.ts';
import { budgetProgress } from '../../../main/core/views/budget-view.ts';

const PROJECT = { id: 4, name: 'Data Migration' };
const time = (percent: number) => budgetProgress(PROJECT, { by: 'time', amount: 40, progressPercent: percent }, 0);
const billing = (percent: number) => budgetProgress(PROJECT, { by: 'billing', amount: 5000, progressPercent: percent }, 0);

test('a timer that starts with its project already past 80% or 100% is not told: nothing was crossed while it ran', () => {
  assert.equal(budgetNoticeDue(null, time(85), new Set()), null);
  assert.equal(budgetNoticeDue(null, time(120), new Set()), null);
});

test('a share already at or past a threshold, not told (a notice lost to a restart): no notice for moving on past it', () => {
  assert.equal(budgetNoticeDue(0.85, time(90), new Set()), null);
  assert.equal(budgetNoticeDue(0.8, time(85), new Set()), null);
  assert.equal(budgetNoticeDue(1, time(110), new Set()), null);
  assert.equal(budgetNoticeDue(0.7999, time(80), new Set()), 'near');
});

test('a billing budget: the notices in full', () => {
  assert.deepEqual(budgetNoticeText(billing(82), 'near', wordsFor('en')), { title: 'Data Migration: 82% of its billing budget used', body: '18% of the budget is left.' });
  assert.deepEqual(budgetNoticeText(billing(100), 'full', wordsFor('en')), { title: 'Data Migration has used its whole billing budget', body: 'Nothing is left of the budget; time you track now is over it.' });
  assert.deepEqual(budgetNoticeText(billing(130), 'near', wordsFor('en')).body, '0% of the budget is left.');
});

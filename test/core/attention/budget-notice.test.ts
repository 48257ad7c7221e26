import assert from 'node:assert/strict';
import { wordsFor } from '../../../main/i18n/words.ts';
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
  assert.deepEqual(budgetNoticeText(at(121), 'near', wordsFor('en')), { title: 'Data Migration: 80% of its budget used', body: '7:59 left of 40:00 h.' });
  assert.deepEqual(budgetNoticeText(at(615), 'full', wordsFor('en')), { title: 'Data Migration has used its whole budget', body: '40:00 h budgeted; 0:15 over so far.' });
  const support = budgetProgress({ id: 5, name: 'Support Retainer' }, { by: 'billing', amount: 5000, progressPercent: 85 }, 0);
  assert.deepEqual(budgetNoticeText(support, 'near', wordsFor('en')), { title: 'Support Retainer: 85% of its billing budget used', body: '15% of the budget is left.' });
});

const ONE_HOUR = { by: 'time', amount: 1, progressPercent: 0 } as const;
/** Data Migration's 1-hour budget with `seconds` used. */
const hour = (seconds: number) => budgetProgress(MIGRATION, ONE_HOUR, seconds);

test('the 100% notice at exactly 100% says the budget is used up, never "0:00 over so far" (issue 33)', () => {
  assert.deepEqual(budgetNoticeText(hour(3600), 'full', wordsFor('en')), {
    title: 'Data Migration has used its whole budget',
    body: 'All 1:00 h are used up; time you track now is over the budget.',
  });
  assert.equal(budgetNoticeText(hour(3659), 'full', wordsFor('en')).body, 'All 1:00 h are used up; time you track now is over the budget.', 'under a minute over');
  assert.equal(budgetNoticeText(hour(3660), 'full', wordsFor('en')).body, '1:00 h budgeted; 0:01 over so far.');
});

test('the 80% notice tells the minutes left as the bar does: the budget less the minutes used shown', () => {
  // 48:30 used: the bar says 0:48 used, 0:12 left; the notice says 0:12 too (not 0:11).
  const p = hour(48 * 60 + 30);
  assert.match(p.text, /^0:48 of 1:00 h used, 0:12 left$/);
  assert.deepEqual(budgetNoticeText(p, 'near', wordsFor('en')), { title: 'Data Migration: 80% of its budget used', body: '0:12 left of 1:00 h.' });
});

test('a billing notice: the percent as read, and what is left adds up to 100%', () => {
  const billing = (percent: number) => budgetProgress({ id: 5, name: 'Support Retainer' }, { by: 'billing', amount: 5000, progressPercent: percent }, 0);
  assert.deepEqual(budgetNoticeText(billing(82.6), 'near', wordsFor('en')), { title: 'Support Retainer: 82% of its billing budget used', body: '18% of the budget is left.' });
  assert.equal(budgetNoticeText(billing(100), 'full', wordsFor('en')).body, 'Nothing is left of the budget; time you track now is over it.');
});

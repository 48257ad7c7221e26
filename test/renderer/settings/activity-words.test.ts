// Settings → Activity record in words: a pause's end in the person's clock ("for the rest of
// today" rather than "until 00:00"), a rule as one line naming its account when it is not the
// one shown, and what a delete removed (or that there was nothing).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ActivityRuleView } from '../../../main/core/snapshot.ts';
import { deletedWords, pausedLineWords, recordStateWords, ruleWords } from '../../../renderer/settings/activity-words.ts';

const H23 = { offsetMinutes: 60, hourCycle: 'h23' } as const;

test('a pause ends at a time of day in the account\'s zone, or at the end of today', () => {
  assert.equal(pausedLineWords(Date.parse('2026-03-10T10:00:00Z'), H23), 'Paused until 11:00: nothing is watched or recorded until then.');
  assert.equal(pausedLineWords(Date.parse('2026-03-10T23:00:00Z'), H23), 'Paused for the rest of today: nothing is watched or recorded until then.', 'midnight at UTC+1');
  assert.equal(pausedLineWords(Date.parse('2026-03-10T10:00:00Z'), { offsetMinutes: 0, hourCycle: 'h12' }), 'Paused until 10:00 AM: nothing is watched or recorded until then.');
  assert.equal(pausedLineWords(null, H23), 'Paused: nothing is watched or recorded until you resume.');
});

test('where the record stands, folded', () => {
  assert.equal(recordStateWords(undefined, false, H23), 'Off.');
  const base = { pausedUntil: null, held: null, cannot: null, note: null, where: null, keepDays: 30, today: { date: '2026-03-10', stretches: [], apps: [] }, fills: [], rules: [], question: null };
  assert.equal(recordStateWords({ ...base, state: 'paused', pausedUntil: Date.parse('2026-03-10T10:00:00Z') }, true, H23), 'Paused until 11:00.');
  assert.equal(recordStateWords({ ...base, state: 'paused', pausedUntil: Date.parse('2026-03-10T23:00:00Z') }, true, H23), 'Paused for the rest of today.');
  assert.equal(recordStateWords({ ...base, state: 'unavailable', cannot: 'No backend.' }, true, H23), 'On, but nothing can be recorded here.');
});

test('a rule reads as its match, its work and its description; another account\'s is named', () => {
  const rule: ActivityRuleView = { id: 'r1', match: { app: null, title: '*invoice*' }, accountKey: 'main', projectId: 3, taskId: 7, description: 'Invoices' };
  const s = {
    projects: [{ id: 3, name: 'Acme', customerName: null, requiredTask: false, active: true }],
    tasks: { 3: [{ id: 7, name: 'Billing', projectId: 3, active: true }] },
  } as unknown as Parameters<typeof ruleWords>[1];
  assert.equal(ruleWords(rule, s), 'Title *invoice* → Acme · Billing (Invoices)');
  const accounts = { inUse: 'main', rows: [{ key: 'a1', name: 'Studio' }], otherProjects: [{ accountKey: 'a1', accountName: 'Studio', project: { id: 9, name: 'Brand' } }], otherTasks: {} };
  const other = { ...rule, match: { app: 'Figma', title: null }, accountKey: 'a1', projectId: 9, taskId: null, description: null };
  assert.equal(ruleWords(other, { ...s, accounts } as unknown as Parameters<typeof ruleWords>[1]), 'Application Figma → Studio: Brand');
});

test('what a delete removed, by its dates', () => {
  assert.equal(deletedWords('today', ['2026-03-10']), 'The record of today was deleted from this computer: 1 day (2026-03-10).');
  assert.equal(deletedWords('all', ['2026-03-01', '2026-03-05', '2026-03-10']), 'The whole record was deleted from this computer: 3 days (2026-03-01 to 2026-03-10).');
  assert.equal(deletedWords('week', []), 'There was no record of this week to delete.');
});

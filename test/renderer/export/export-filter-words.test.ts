// The Export form's filter as the request carries it and as the words under the control say it:
// ids as lists of the account's own, the account named only where there are several, and the
// accounts a filter leaves out named, one or several.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { filterOf, filterWords, type FilterChoice } from '../../../renderer/export/export-filter-words.ts';

const BRAND: FilterChoice = { by: 'project', accountKey: 'a1b2c3d4e', accountName: 'Studio', id: 3, name: 'Brand Refresh', task: null };
const ACME: FilterChoice = { by: 'customer', accountKey: 'main', accountName: 'demo', id: 2, name: 'Acme Corp' };

test("a choice is its account's filter: a customer, a project, a project and one task", () => {
  assert.deepEqual(filterOf(ACME), { customerIds: [2] });
  assert.deepEqual(filterOf(BRAND), { projectIds: [3] });
  assert.deepEqual(filterOf({ ...BRAND, task: { id: 12, name: 'Concepts' } }), { projectIds: [3], taskIds: [12] });
});

test('the words name the account where there are several, and every account left out', () => {
  assert.equal(filterWords(BRAND, true, ['demo']), "Only Studio's Brand Refresh: demo's entries are left out.");
  assert.equal(filterWords({ ...BRAND, task: { id: 12, name: 'Concepts' } }, true, ['demo', 'Home', 'Lab']), "Only Studio's Brand Refresh, task Concepts: the entries of demo, Home, and Lab are left out.");
  assert.equal(filterWords(ACME, true, []), "Only demo's customer Acme Corp.", 'the other accounts unticked: none left out');
  assert.equal(filterWords(ACME, false, []), 'Only customer Acme Corp.');
  assert.equal(filterWords(BRAND, false, []), 'Only Brand Refresh.');
});

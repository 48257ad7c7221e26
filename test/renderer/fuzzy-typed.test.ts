// The pickers' filter as a person types: a Backspace goes back to the list the shorter
// query already made (the same answer, not a new search), and a query typed anew is
// searched afresh; the index of a list of options is made once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rank, searchable, type PickOption } from '../../renderer/fuzzy.ts';

const PROJECTS: PickOption[] = [
  { id: 'p1', label: 'Data Migration', detail: 'Globex' },
  { id: 'p2', label: 'Internal Tools', detail: null },
  { id: 'p3', label: 'Mobile App', detail: 'Acme Corp' },
  { id: 'p4', label: 'Support Retainer', detail: 'Initech' },
  { id: 'p5', label: 'Website Redesign', detail: 'Acme Corp' },
];

const labels = (rs: { option: PickOption }[]) => rs.map((r) => r.option.label);

test('Backspace answers the list its query had before, without searching again', () => {
  const s = searchable(PROJECTS, []);
  const typed = ['a', 'ac', 'acm'].map((q) => rank(s, q));
  const back = ['ac', 'a'].map((q) => rank(s, q));
  assert.equal(back[0], typed[1], 'the list of "ac" again, the same answer');
  assert.equal(back[1], typed[0], 'the list of "a" again, the same answer');
});

test('a query that is not a beginning of what was typed is searched afresh, with the right answer', () => {
  const s = searchable(PROJECTS, []);
  const acme = rank(s, 'acme');
  assert.deepEqual(labels(rank(s, 'mig')), ['Data Migration']);
  const again = rank(s, 'acme');
  assert.notEqual(again, acme, 'searched again after another query');
  assert.deepEqual(labels(again), labels(acme));
  // A different limit is a different answer.
  assert.equal(rank(s, 'acme', 1).length, 1);
  assert.equal(rank(s, 'acme').length, 2);
});

test('the answers kept belong to their list of options: another list searches its own', () => {
  const first = searchable(PROJECTS, []);
  rank(first, 'acme');
  const second = searchable(PROJECTS.slice(0, 3), []);
  assert.deepEqual(labels(rank(second, 'acme')), ['Mobile App']);
});

test('new recent options keep the index of the options: a start does not make it again', () => {
  const before = searchable(PROJECTS, ['p1']);
  const after = searchable(PROJECTS, ['p3', 'p1']);
  assert.equal(after.prepared, before.prepared, 'the same index of the same options');
  assert.deepEqual(labels(rank(after, 'acme')), ['Mobile App', 'Website Redesign'], 'the recent one first, from the new recent options');
  assert.notEqual(searchable([...PROJECTS], []).prepared, before.prepared, 'other options: their own index');
});

// An entry's short name as the tray and notifications show it: project, task, words, each
// only when there is one, spaces inside the words made one, cut with an ellipsis at the limit
// (characters, not UTF-16 units), never ending in a space before the ellipsis.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { entryLabel, truncateLabel } from '../../../main/core/views/entry-label.ts';

test('project, task and words, each only when there is one', () => {
  assert.equal(entryLabel({ projectName: 'Website', taskName: 'Design', description: 'header fixes' }), 'Website · Design: header fixes');
  assert.equal(entryLabel({ projectName: 'Website', taskName: null, description: 'header fixes' }), 'Website: header fixes');
  assert.equal(entryLabel({ projectName: 'Website', taskName: '', description: '' }), 'Website');
  assert.equal(entryLabel({ projectName: 'Website', taskName: 'Design', description: '   ' }), 'Website · Design');
  assert.equal(entryLabel({ projectName: 'Website', taskName: null, description: '  header \n\t fixes  ' }), 'Website: header fixes');
});

test('cut at the limit with an ellipsis, 60 characters unless told', () => {
  const long = { projectName: 'P', taskName: null, description: 'x'.repeat(70) };
  assert.equal(entryLabel(long), `P: ${'x'.repeat(56)}…`);
  assert.equal([...entryLabel(long)].length, 60);
  assert.equal(entryLabel(long, 10), 'P: xxxxxx…');
  assert.equal(truncateLabel('abcdef', 6), 'abcdef');
  assert.equal(truncateLabel('abcdefg', 6), 'abcde…');
  assert.equal(truncateLabel('ab   defg', 6), 'ab…', 'no space before the ellipsis');
  assert.equal(truncateLabel('😀😀😀😀', 3), '😀😀…', 'characters, not halves of them');
  assert.equal(truncateLabel('😀😀😀', 3), '😀😀😀');
  assert.equal(truncateLabel('abc', 1), 'a…', 'at least one character');
  assert.equal(truncateLabel(' abcd', 3), ' a…', 'a space at the start stays');
});

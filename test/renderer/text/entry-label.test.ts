// An entry's name, as its Continue button says it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { entryLabel } from '../../../renderer/text/entry-label.ts';

test('project, task and description, as the tray names them', () => {
  assert.equal(entryLabel({ projectName: 'Website Redesign', taskName: null, description: 'spec' }), 'Website Redesign: spec');
  assert.equal(entryLabel({ projectName: 'Website Redesign', taskName: 'Design', description: '  header \n fixes ' }), 'Website Redesign · Design: header fixes');
  assert.equal(entryLabel({ projectName: 'Internal Tools', taskName: '', description: '' }), 'Internal Tools');
});

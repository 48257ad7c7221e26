// A queued Done or Undo of a to-do in the words of the list of actions waiting.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeOp } from '../../../main/core/commands/op-label.ts';
import { wordsFor } from '../../../main/i18n/words.ts';

/** The English words: these tests read the texts in English. */
const EN = wordsFor('en');

test('Done and Undo of a to-do, named and timed in the account zone', () => {
  const at = Date.parse('2026-03-10T08:12:00Z');
  const todo = (completed: boolean) => describeOp({ kind: 'todo', opId: 'o1', at, todoId: 't1', completed, name: 'Write the launch post', projectId: 1 }, () => 'Website', 60, 'h23', EN);
  assert.equal(todo(true), 'Mark the to-do “Write the launch post” done (09:12)');
  assert.equal(todo(false), 'Reopen the to-do “Write the launch post” (09:12)');
});

// Who may start and complete a to-do here, and the words that say why not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ACTIONS_ALLOWED, TODO_WRITE_ROLES, todoActions } from '../../../main/core/commands/todo-actions.ts';

test('the four roles that change their own to-dos may, on an active project', () => {
  assert.deepEqual([...TODO_WRITE_ROLES].sort(), ['admin', 'manager', 'regular', 'super']);
  for (const role of ['admin', 'super', 'manager', 'regular']) {
    assert.equal(todoActions({ role, projectName: 'Website', projectActive: true }), ACTIONS_ALLOWED, role);
  }
  assert.deepEqual(ACTIONS_ALLOWED, { allowed: true });
});

test('signed out, another role, an archived project: not allowed, each with its words', () => {
  assert.deepEqual(todoActions({ role: null, projectName: 'Website', projectActive: true }), { allowed: false, reason: 'Sign in to start or complete to-dos.' });
  assert.deepEqual(todoActions({ role: 'viewer', projectName: 'Website', projectActive: true }), {
    allowed: false,
    reason: 'Read only: your role on the service (viewer) may not start or complete to-dos.',
  });
  assert.deepEqual(todoActions({ role: 'regular', projectName: 'Website', projectActive: false }), {
    allowed: false,
    reason: 'Website is archived: its to-dos cannot be started or completed.',
  });
  assert.deepEqual(todoActions({ role: 'regular', projectName: '', projectActive: false }), {
    allowed: false,
    reason: 'This project is archived: its to-dos cannot be started or completed.',
  });
  assert.ok(Object.isFrozen(todoActions({ role: null, projectName: '', projectActive: true })));
});

// The tray's To-dos submenu and its item ids at the edges: the to-do that runs is ticked only
// when both its project and its name are what runs; an id reads back as the to-do's only
// when it is exactly `todo:` and a to-do id.
import { wordsFor } from '../../../main/i18n/words.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TODO_ITEM_PREFIX, todoIdOfItem, todosMenu } from '../../../main/core/views/tray-todos.ts';
import { entryView } from '../../support/entry-view.ts';
import { todoView, todosView } from '../../support/todos-view.ts';

test('the to-do that runs is ticked; the same words on another project, or another to-do of the project, are not', () => {
  const todos = todosView([todoView('a', { name: 'Write copy', projectId: 1 }), todoView('b', { name: 'Write copy', projectId: 2, projectName: 'Docs' }), todoView('c', { name: 'Review', projectId: 1 })]);
  const running = entryView('e1', { projectId: 1, description: 'Write copy', runningSince: 1 });
  assert.deepEqual(todosMenu({ running, todos }, wordsFor('en')).submenu, [
    { id: 'todo:a', label: 'Website redesign: Write copy', enabled: false, checked: true, type: 'checkbox' },
    { id: 'todo:c', label: 'Website redesign: Review', enabled: true },
    { id: 'todo:b', label: 'Docs: Write copy', enabled: true },
    { id: 'todos-open', label: 'Open To-dos…', enabled: true },
  ]);
});

test('an item id reads back as its to-do only when it is exactly the prefix and an id of 1 to 64 letters, digits, _ or -', () => {
  assert.equal(TODO_ITEM_PREFIX, 'todo:');
  assert.equal(todoIdOfItem('todo:a-b_9'), 'a-b_9');
  assert.equal(todoIdOfItem(`todo:${'x'.repeat(64)}`), 'x'.repeat(64));
  for (const id of ['todo:', 'todo:ab!', 'todo:!ab', 'todo:a b', `todo:${'x'.repeat(65)}`, 'xtodo:ab', 'ab', 'abcdefgh', 'ab todo:', 'switch:3', 'todo:ab\n']) assert.equal(todoIdOfItem(id), null, JSON.stringify(id));
});

test('with two accounts the to-do is ticked only in the account whose timer runs: the same project id and name in the other account is not', () => {
  const todos = todosView([
    todoView('acme_a', { name: 'Write copy', projectId: 1, accountKey: 'acme' }),
    todoView('studio_a', { name: 'Write copy', projectId: 1, projectName: 'Studio · Website redesign', accountKey: 'studio' }),
  ]);
  const running = entryView('e1', { projectId: 1, description: 'Write copy', runningSince: 1 });
  const accounts = { inUse: 'studio' } as Parameters<typeof todosMenu>[0]['accounts'];
  const items = todosMenu({ running, todos, accounts }, wordsFor('en')).submenu!;
  assert.deepEqual(items.slice(0, 2).map((i) => [i.id, i.checked === true]), [['todo:acme_a', false], ['todo:studio_a', true]]);
});

// The To-dos view's filter: the pickers' fuzzy matcher over a to-do's name, its project and
// its list; what matches keeps the view's order, and groups left empty go.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { filterTodos } from '../../../renderer/todos/todo-filter.ts';
import { todoView, todosView } from '../../support/todos-view.ts';

const VIEW = todosView([
  todoView('a', { name: 'Final copy review' }),
  todoView('b', { name: 'DNS switch' }),
  todoView('c', { name: 'Accessibility pass', listName: 'Later' }),
  todoView('d', { name: 'Offline mode', projectId: 2, projectName: 'Mobile App', listName: 'Sprint 12' }),
  todoView('e', { name: 'Loose end', projectId: 2, projectName: 'Mobile App', listName: null }),
]);

const shown = (query: string) => filterTodos(VIEW.projects, query).map((p) => [p.projectName, p.lists.map((l) => [l.listName, l.todos.map((t) => t.name)])]);

test('nothing typed (or only spaces): every group as it is', () => {
  assert.deepEqual(filterTodos(VIEW.projects, ''), VIEW.projects);
  assert.deepEqual(filterTodos(VIEW.projects, '   '), VIEW.projects);
});

test('letters in order match across words, as in the pickers; lists and projects left empty go', () => {
  assert.deepEqual(shown('dnsw'), [['Website redesign', [['Launch checklist', ['DNS switch']]]]]);
  assert.deepEqual(shown('zzzz'), []);
});

test("a project's or a list's name finds its to-dos", () => {
  assert.deepEqual(shown('mobile'), [['Mobile App', [['Sprint 12', ['Offline mode']], [null, ['Loose end']]]]]);
  assert.deepEqual(shown('sprint'), [['Mobile App', [['Sprint 12', ['Offline mode']]]]]);
});

test("matches keep the view's order (project, list, position), not the match's score", () => {
  // "e" matches every to-do (DNS switch by its project); the best match would come first if the filter reordered them.
  assert.deepEqual(
    shown('e').flatMap(([, lists]) => (lists as [string, string[]][]).flatMap(([, names]) => names)),
    ['Final copy review', 'DNS switch', 'Accessibility pass', 'Offline mode', 'Loose end'],
  );
});

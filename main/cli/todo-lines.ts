// The `todos` command's text: the account in use's open to-dos, numbered for `todo start <n>`
// and `todo done <n>` (by project, then to-do list, in the service's order), and those marked
// done here lately, numbered for `todo undo [n]`. The same lists as the window's To-dos view.

import type { Snapshot, TodoView, TodosView } from '../core/snapshot.ts';
import { formatDuration } from '../core/views/totals.ts';
import { formatInstantClock } from '../core/time/clock-format.ts';

/** The open to-dos in the order `todos` prints them, `1` the first. */
export function todosNumbered(todos: TodosView | undefined): readonly TodoView[] {
  return (todos?.projects ?? []).flatMap((p) => p.lists.flatMap((l) => l.todos));
}

function todoLine(n: number, width: number, t: TodoView): string {
  const estimate = t.estimateSeconds === null ? '' : `  (estimate ${formatDuration(t.estimateSeconds)})`;
  const task = t.requiredTask ? '  [needs a task: todo start <n> <task#>]' : '';
  const not = t.actions.allowed ? '' : `  [${t.actions.reason}]`;
  const waits = t.pending ? '  (waiting to sync)' : '';
  return `    ${String(n).padStart(width)}. ${t.name}${estimate}${task}${not}${waits}`;
}

/** Why the lists may be old or missing, in words; null when they are fresh. */
function stateLine(todos: TodosView, s: Pick<Snapshot, 'zone' | 'display'>): string | null {
  const at = todos.readAt === null ? null : formatInstantClock(todos.readAt, s.zone.offsetMinutes, s.display.hourCycle);
  if (todos.state === 'unavailable') return `${todos.message ?? 'The to-dos could not be read.'}${at === null ? '' : ` (as read at ${at})`}`;
  if (todos.tight) return `The day's requests are nearly spent, so Stint reads no more on its own${at === null ? '' : ` (read at ${at})`}: todos refresh reads them now.`;
  if (todos.state === 'reading') return 'Reading the to-dos…';
  return null;
}

export function renderTodos(s: Pick<Snapshot, 'todos' | 'zone' | 'display'>): string[] {
  const todos = s.todos;
  if (todos === undefined || (todos.state === 'unread' && todos.readAt === null)) return ['The to-dos have not been read yet: todos refresh reads them.'];
  const lines: string[] = [];
  const state = stateLine(todos, s);
  if (state !== null) lines.push(state);
  const open = todosNumbered(todos);
  const width = String(open.length).length;
  if (open.length === 0) lines.push('No open to-dos assigned to you.');
  else {
    lines.push(`Your open to-dos (${open.length}; todo start <n> starts a timer on one, todo done <n> marks it done):`);
    let n = 0;
    for (const p of todos.projects) {
      lines.push(`  ${p.projectName}`);
      for (const l of p.lists) {
        if (l.listName !== null) lines.push(`   ${l.listName}`);
        for (const t of l.todos) lines.push(todoLine(++n, width, t));
      }
    }
  }
  if (todos.done.length > 0) {
    lines.push('Marked done here lately (todo undo [n] reopens one, the newest without n):');
    todos.done.forEach((t, i) => lines.push(`  ${i + 1}. ${t.name}  (${t.projectName})${t.pending ? '  (waiting to sync)' : ''}`));
  }
  return lines;
}

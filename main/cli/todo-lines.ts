// The `todos` command's text: the account in use's open to-dos, numbered for `todo start <n>`
// and `todo done <n>` (by project, then to-do list, in the service's order), and those marked
// done here lately, numbered for `todo undo [n]`. The same lists as the window's To-dos view.

import type { Snapshot, TodoView, TodosView } from '../core/snapshot.ts';
import { formatDuration } from '../core/views/totals.ts';
import { formatInstantClock } from '../core/time/clock-format.ts';
import type { I18n } from '../i18n/words.ts';

/** The open to-dos in the order `todos` prints them, `1` the first. */
export function todosNumbered(todos: TodosView | undefined): readonly TodoView[] {
  return (todos?.projects ?? []).flatMap((p) => p.lists.flatMap((l) => l.todos));
}

const waiting = (i18n: I18n): string => i18n._({ id: 'cli.todos.waiting', message: '(waiting to sync)' });

function todoLine(n: number, width: number, t: TodoView, i18n: I18n): string {
  const estimate = t.estimateSeconds === null ? '' : `  ${i18n._({ id: 'cli.todos.estimate', message: '(estimate {duration})', values: { duration: formatDuration(t.estimateSeconds) } })}`;
  const task = t.requiredTask ? `  ${i18n._({ id: 'cli.todos.needsTask', message: '[needs a task: todo start <n> <task#>]' })}` : '';
  const not = t.actions.allowed ? '' : `  [${t.actions.reason}]`;
  const waits = t.pending ? `  ${waiting(i18n)}` : '';
  return `    ${String(n).padStart(width)}. ${t.name}${estimate}${task}${not}${waits}`;
}

/** Why the lists may be old or missing, in words; null when they are fresh. */
function stateLine(todos: TodosView, s: Pick<Snapshot, 'zone' | 'display'>, i18n: I18n): string | null {
  const at = todos.readAt === null ? null : formatInstantClock(todos.readAt, s.zone.offsetMinutes, s.display.hourCycle);
  if (todos.state === 'unavailable') {
    const why = todos.message ?? i18n._({ id: 'cli.todos.unreadable', message: 'The to-dos could not be read.' });
    return at === null ? why : i18n._({ id: 'cli.todos.asReadAt', message: '{why} (as read at {time})', values: { why, time: at } });
  }
  if (todos.tight) {
    return at === null
      ? i18n._({ id: 'cli.todos.tight', message: "The day's requests are nearly spent, so Stint reads no more on its own: todos refresh reads them now." })
      : i18n._({ id: 'cli.todos.tightReadAt', message: "The day's requests are nearly spent, so Stint reads no more on its own (read at {time}): todos refresh reads them now.", values: { time: at } });
  }
  if (todos.state === 'reading') return i18n._({ id: 'cli.todos.reading', message: 'Reading the to-dos…' });
  return null;
}

export function renderTodos(s: Pick<Snapshot, 'todos' | 'zone' | 'display'>, i18n: I18n): string[] {
  const todos = s.todos;
  if (todos === undefined || (todos.state === 'unread' && todos.readAt === null)) return [i18n._({ id: 'cli.todos.notRead', message: 'The to-dos have not been read yet: todos refresh reads them.' })];
  const lines: string[] = [];
  const state = stateLine(todos, s, i18n);
  if (state !== null) lines.push(state);
  const open = todosNumbered(todos);
  const width = String(open.length).length;
  if (open.length === 0) lines.push(i18n._({ id: 'cli.todos.none', message: 'No open to-dos assigned to you.' }));
  else {
    lines.push(i18n._({ id: 'cli.todos.header', message: 'Your open to-dos ({count}; todo start <n> starts a timer on one, todo done <n> marks it done):', values: { count: open.length } }));
    let n = 0;
    for (const p of todos.projects) {
      lines.push(`  ${p.projectName}`);
      for (const l of p.lists) {
        if (l.listName !== null) lines.push(`   ${l.listName}`);
        for (const t of l.todos) lines.push(todoLine(++n, width, t, i18n));
      }
    }
  }
  if (todos.done.length > 0) {
    lines.push(i18n._({ id: 'cli.todos.doneHeader', message: 'Marked done here lately (todo undo [n] reopens one, the newest without n):' }));
    todos.done.forEach((t, i) => lines.push(`  ${i + 1}. ${t.name}  (${t.projectName})${t.pending ? `  ${waiting(i18n)}` : ''}`));
  }
  return lines;
}

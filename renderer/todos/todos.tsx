// The To-dos screen: the person's open to-dos by project and to-do list, each with its
// estimate, Start and Done; those marked done here with Undo; a filter that narrows them
// with the pickers' matcher. Showing the screen asks the engine for them (`openTodos`: it
// reads only when the last read is 15 minutes old and the day affords it). On a tight day, or
// when the read failed, it says when the lists were read and offers Refresh.
//
// Start on a to-do of a project that needs a task asks for the task right there, with the
// same Task picker as the start form, and starts once one is picked: the to-do names the
// project and the description, so only the task is left to ask.

import { Fragment } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Snapshot, TodoProjectGroupView, TodosView, TodoView } from '../../main/core/snapshot.ts';
import { outcome, type Outcome } from '../state/bridge.ts';
import { useFocusAfterRender } from '../controls/focus-after-render.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { formatHoursMinutes, formatInstantTime } from '../text/time.ts';
import { filterTodos } from './todo-filter.ts';
import { Combobox } from '../pickers/combobox.tsx';
import type { TaskOption } from '../pickers/pickers.tsx';
import { TextField } from '../controls/text-field.tsx';
import { useAction } from '../controls/use-action.ts';
import { i18n } from '../i18n/words.ts';

/** The same empty list on every render: a new one would make the picker's index again each time. */
const NO_RECENT: readonly string[] = [];

/** A snapshot made by hand may have no to-dos: read as none read. */
const NONE: TodosView = { state: 'unread', readAt: null, tight: false, message: null, projects: [], count: 0, done: [] };

/** The to-do the running timer was started on: its project, its name as the description (and its account, with several). */
function runs(s: Snapshot, t: TodoView): boolean {
  const inRunning = t.accountKey === undefined || s.accounts?.running?.accountKey === t.accountKey;
  return inRunning && s.running !== null && s.running.projectId === t.projectId && s.running.description === t.name;
}

/** A project group's element id: project ids are each account's own, so with several the account is in it. */
const groupId = (p: TodoProjectGroupView): string => `todo-p${p.accountKey ?? ''}${p.projectId}`;

/** A to-do's project's tasks as read so far, from its own account. */
function tasksOf(s: Snapshot, t: TodoView): Snapshot['tasks'][number] | undefined {
  const other = t.accountKey !== undefined && s.accounts && t.accountKey !== s.accounts.inUse ? s.accounts.otherTasks[t.accountKey] : undefined;
  return other ? other[t.projectId] : t.accountKey !== undefined && s.accounts && t.accountKey !== s.accounts.inUse ? undefined : s.tasks[t.projectId];
}

interface TaskAskProps {
  readonly todo: TodoView;
  readonly busy: boolean;
  readonly onStart: (taskId: number) => void;
  readonly onCancel: () => void;
}

/** The Task picker for a to-do whose project needs a task; Start once one is picked. */
function TaskAsk({ todo, busy, onStart, onCancel }: TaskAskProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const [taskId, setTaskId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const tasks = tasksOf(s, todo);
  const elsewhere = todo.accountKey !== undefined && s.accounts && todo.accountKey !== s.accounts.inUse ? todo.accountKey : null;
  // The project's tasks are read once, as when it is picked in the start form (in its own account).
  useEffect(() => {
    inputRef.current?.focus();
    if (tasks !== undefined) return;
    const read = elsewhere === null ? bridge.pickProject({ projectId: todo.projectId }) : bridge.pickProjectInAccount({ accountKey: elsewhere, projectId: todo.projectId });
    void outcome(read).then((r) => !r.ok && setError(r.message));
  }, []);
  const options = useMemo(
    (): TaskOption[] => (tasks ?? []).map((t) => ({ id: `t${t.id}`, label: t.name, detail: null, taskId: t.id })).sort((a, b) => a.label.localeCompare(b.label)),
    [tasks],
  );
  const submit = (e: Event) => {
    e.preventDefault();
    if (taskId === null) {
      setError(i18n._({ id: 'start.needsTask', message: '{project} needs a task: pick one.', values: { project: todo.projectName } }));
      inputRef.current?.focus();
    } else onStart(taskId);
  };
  return (
    <form class="todo-task" onSubmit={submit} noValidate>
      <Combobox
        label={i18n._({ id: 'todos.task', message: 'Task' })}
        options={options}
        recentIds={NO_RECENT}
        value={taskId === null ? null : `t${taskId}`}
        onSelect={(o, how) => {
          setTaskId(o.taskId);
          setError(null);
          if (how === 'keyboard') startRef.current?.focus();
        }}
        error={error}
        hint={taskId === null ? i18n._({ id: 'todos.requiredFor', message: 'Required for {project}.', values: { project: todo.projectName } }) : undefined}
        emptyText={tasks === undefined ? i18n._({ id: 'picker.loadingTasks', message: 'Loading the tasks…' }) : i18n._({ id: 'picker.noTasks', message: 'This project has no tasks.' })}
        required
        inputRef={inputRef}
      />
      <div class="actions">
        <button type="submit" class="primary" ref={startRef} aria-busy={busy} aria-label={i18n._({ id: 'todos.startOnTask', message: 'Start {todo} on this task', values: { todo: todo.name } })}>{i18n._({ id: 'todos.start', message: 'Start' })}</button>
        <button type="button" class="secondary" data-cancel onClick={onCancel}>{i18n._({ id: 'todos.cancel', message: 'Cancel' })}</button>
      </div>
    </form>
  );
}

export function Todos() {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const todos = s.todos ?? NONE;
  const [query, setQuery] = useState('');
  /** The to-do whose task is asked for. */
  const [asking, setAsking] = useState<string | null>(null);
  /** The to-do the last command was about: its refusal shows with it. */
  const [about, setAbout] = useState<string | null>(null);
  const focusAfter = useFocusAfterRender();
  const screenRef = useRef<HTMLElement>(null);
  /** Where the focus goes once a Done or an Undo moved the to-do away from under it. */
  const focusOn = (selector: string) => focusAfter(() => screenRef.current?.querySelector<HTMLElement>(selector)?.focus());

  useEffect(() => {
    void bridge.openTodos();
  }, []);

  const shown = useMemo(() => filterTodos(todos.projects, query), [todos.projects, query]);
  const run = (todo: TodoView | null, command: () => Promise<Outcome>) => {
    setAbout(todo?.id ?? null);
    return action.run(command);
  };
  const start = async (t: TodoView, taskId?: number) => {
    const r = await run(t, () => outcome(bridge.startTodo(taskId === undefined ? { todoId: t.id } : { todoId: t.id, taskId })));
    if (r?.ok) setAsking(null);
  };
  const done = async (t: TodoView) => {
    if ((await run(t, () => outcome(bridge.completeTodo({ todoId: t.id }))))?.ok) focusOn(`[data-undo="${t.id}"]`);
  };
  const undo = async (t: TodoView) => {
    if ((await run(t, () => outcome(bridge.undoTodo({ todoId: t.id }))))?.ok) focusOn(`[data-done="${t.id}"]`);
  };
  const errorOf = (id: string | null) =>
    action.error !== null && about === id ? (
      <p class="form-error" role="alert">
        {action.error}
      </p>
    ) : null;

  const readAt = todos.readAt === null ? i18n._({ id: 'todos.notRead', message: 'Not read yet.' }) : i18n._({ id: 'todos.readAt', message: 'Last read at {time}.', values: { time: formatInstantTime(todos.readAt, s.zone.offsetMinutes, s.display.hourCycle) } });
  const reading = todos.state === 'reading';
  const row = (t: TodoView) => (
    <li key={t.id} class="entry todo">
      <div class="entry-text">
        <span class="todo-name">{t.name}</span>
        {t.pending && <span class="badge">{i18n._({ id: 'todos.waitingToSync', message: 'waiting to sync' })}</span>}
      </div>
      {t.estimateSeconds !== null && (
        <span class="entry-duration">
          <span class="visually-hidden">{i18n._({ id: 'todos.estimate', message: 'Estimate:' })}</span>
          {formatHoursMinutes(t.estimateSeconds)}
        </span>
      )}
      {t.actions.allowed &&
        (runs(s, t) ? (
          <span class="badge running-badge">{i18n._({ id: 'todos.running', message: 'running' })}</span>
        ) : (
          asking !== t.id && (
            <button type="button" class="secondary" data-start={t.id} aria-label={i18n._({ id: 'todos.startNamed', message: 'Start {todo}', values: { todo: t.name } })} onClick={() => (t.requiredTask ? setAsking(t.id) : void start(t))}>
              {i18n._({ id: 'todos.start', message: 'Start' })}
            </button>
          )
        ))}
      {t.actions.allowed && (
        <button type="button" class="secondary" data-done={t.id} aria-label={i18n._({ id: 'todos.doneWith', message: 'Done with {todo}', values: { todo: t.name } })} onClick={() => void done(t)}>
          {i18n._({ id: 'todos.done', message: 'Done' })}
        </button>
      )}
      {asking === t.id && (
        <TaskAsk
          todo={t}
          busy={action.busy}
          onStart={(taskId) => void start(t, taskId)}
          onCancel={() => {
            setAsking(null);
            focusOn(`[data-start="${t.id}"]`);
          }}
        />
      )}
      {errorOf(t.id)}
    </li>
  );

  return (
    <section class="screen card todos" aria-labelledby="todos-heading" aria-busy={reading} ref={screenRef}>
      <h2 id="todos-heading">{i18n._({ id: 'todos.toDos', message: 'To-dos' })}</h2>
      <div aria-live="polite">
        {todos.message !== null && <p class="hint">{todos.message}</p>}
        {reading && <p class="hint">{i18n._({ id: 'todos.readingYourToDos', message: 'Reading your to-dos…' })}</p>}
      </div>
      {(todos.tight || todos.state === 'unavailable') && (
        <div class="actions todo-read">
          <span class="hint">{readAt}</span>
          <button type="button" class="secondary" aria-busy={reading} onClick={() => void run(null, () => outcome(bridge.refreshTodos()))}>
            {i18n._({ id: 'todos.refresh', message: 'Refresh' })}
          </button>
        </div>
      )}
      {errorOf(null)}
      {todos.count > 0 && <TextField label={i18n._({ id: 'todos.filterToDos', message: 'Filter to-dos' })} value={query} onInput={setQuery} placeholder={i18n._({ id: 'todos.typePartOfA', message: 'Type part of a name' })} />}
      {todos.count === 0 && todos.state !== 'reading' && todos.readAt !== null && (
        <p class="empty">{i18n._({ id: 'todos.noOpenToDos', message: 'No open to-dos are assigned to you. Assign yourself to-dos on the service; they show here the next time you open this tab.' })}</p>
      )}
      {todos.count > 0 && shown.length === 0 && <p class="empty">{i18n._({ id: 'todos.noMatch', message: 'No to-do matches “{query}”.', values: { query } })}</p>}
      {shown.map((p) => {
        const blocked = p.lists.flatMap((l) => l.todos).find((t) => !t.actions.allowed)?.actions;
        return (
          <section key={groupId(p)} aria-labelledby={groupId(p)}>
            <h3 id={groupId(p)}>{p.projectName}</h3>
            {blocked && !blocked.allowed && <p class="hint">{blocked.reason}</p>}
            {p.lists.map((l) => {
              const id = `todo-l${p.accountKey ?? ''}${p.projectId}-${l.listId ?? ''}`;
              return (
                <Fragment key={id}>
                  <h4 id={id}>{l.listName ?? i18n._({ id: 'todos.noList', message: 'Not in a list' })}</h4>
                  <ul class="entries" aria-labelledby={id}>
                    {l.todos.map(row)}
                  </ul>
                </Fragment>
              );
            })}
          </section>
        );
      })}
      {todos.done.length > 0 && (
        <section aria-labelledby="todos-done">
          <h3 id="todos-done">{i18n._({ id: 'todos.done', message: 'Done' })}</h3>
          <ul class="entries">
            {todos.done.map((t) => (
              <li key={t.id} class="entry todo">
                <div class="entry-text">
                  <span class="todo-name">{t.name}</span>
                  <span class="entry-meta">
                    {t.projectName}
                    {t.pending && <span class="badge">{i18n._({ id: 'todos.waitingToSync', message: 'waiting to sync' })}</span>}
                  </span>
                </div>
                {t.actions.allowed && (
                  <button type="button" class="secondary" data-undo={t.id} aria-label={i18n._({ id: 'todos.undoNamed', message: 'Undo {todo}', values: { todo: t.name } })} onClick={() => void undo(t)}>
                    {i18n._({ id: 'todos.undo', message: 'Undo' })}
                  </button>
                )}
                {errorOf(t.id)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

// Carrying out a command from outside (app-command.ts) through the engine facade, the way
// the tray menu does: stop, continue, the window and quick entry are the tray's own actions
// (runTrayAction), so a key bound to `stint --toggle` and a click in the menu cannot differ.
// Only `--start` names its project and task in words: they are found among the account's
// (name-match.ts), and anything not found for certain is told, never guessed.

import type { EntryView, ProjectView, Snapshot, TaskView } from '../snapshot.ts';
import type { CommandResult, Stint } from '../stint-api.ts';
import type { AppCommand } from './app-command.ts';
import { matchName, sameName, type NameMatch } from './name-match.ts';
import { couldNotDoThat, runTrayAction, trayAction, wordsNow, type TrayActionDeps, type TrayOutcome } from './tray-menu-actions.ts';
import type { I18n } from '../../i18n/words.ts';

/** What the shell lends `runAppCommand`: the tray's deps, and the facade's snapshot and task reads. */
export interface AppCommandDeps extends Omit<TrayActionDeps, 'stint'> {
  readonly stint: TrayActionDeps['stint'] & Pick<Stint, 'snapshot' | 'pickProject'>;
}

export type AppCommandOutcome = TrayOutcome;

function tray(id: string, s: Snapshot, deps: AppCommandDeps): Promise<AppCommandOutcome> {
  return runTrayAction(trayAction(id, s), deps);
}

function sameWork(a: EntryView, b: EntryView | null): boolean {
  return b !== null && a.projectId === b.projectId && a.taskId === b.taskId && a.description === b.description;
}

/**
 * The tray's first "Continue" item: the most recent entry that is not running (the snapshot's
 * `recent` leaves the running one out), so while a timer runs it switches back to the work
 * before. With none yet, the picker (the tray's "Start timer…").
 */
function continueLast(s: Snapshot, deps: AppCommandDeps): Promise<AppCommandOutcome> {
  const last = s.recent[0];
  if (last === undefined) {
    deps.logger.log('info', 'command: nothing to continue yet; the picker opens', {});
    return tray('start', s, deps);
  }
  if (sameWork(last, s.running)) return Promise.resolve({ ok: true });
  return tray(`continue:${last.key}`, s, deps);
}

/**
 * Performs `command`. Never rejects: what was not found, or what the engine refused, is
 * told to the person and logged (ids and counts only: names stay out of the log).
 */
export async function runAppCommand(command: AppCommand, deps: AppCommandDeps): Promise<AppCommandOutcome> {
  const s = deps.stint.snapshot();
  switch (command.kind) {
    case 'toggle':
      return s.running !== null ? tray('stop', s, deps) : continueLast(s, deps);
    case 'stop':
      return tray('stop', s, deps);
    case 'continue':
      return continueLast(s, deps);
    case 'show':
      return tray('open-window', s, deps);
    case 'quick-entry':
      return tray('quick-entry', s, deps);
    case 'start':
      return start(command, deps);
  }
}

type Found = { readonly ok: true; readonly project: ProjectView; readonly task: TaskView | null } | { readonly ok: false; readonly message: string; readonly what: string };

function quoted(s: string): string {
  return `“${s.length > 80 ? `${s.slice(0, 79)}…` : s}”`;
}

function notFound<T extends { readonly name: string }>(i18n: I18n, m: Exclude<NameMatch<T>, { kind: 'one' }>, query: string, what: 'project' | 'task', within: string): Found {
  const q = quoted(query);
  if (m.kind === 'none') {
    const message =
      what === 'project'
        ? i18n._({ id: 'command.start.noProject', message: 'Stint did not start a timer: no active project matches {query}.', values: { query: q } })
        : i18n._({ id: 'command.start.noTask', message: 'Stint did not start a timer: no task of {project} matches {query}.', values: { project: within, query: q } });
    return { ok: false, what: `${what} not found`, message };
  }
  const names = m.items.map((i) => i.name).join(', ');
  const message =
    what === 'project'
      ? i18n._({ id: 'command.start.manyProjects', message: 'Stint did not start a timer: {query} matches more than one project ({names}). Give more of the name.', values: { query: q, names } })
      : i18n._({ id: 'command.start.manyTasks', message: 'Stint did not start a timer: {query} matches more than one task ({names}). Give more of the name.', values: { query: q, names } });
  return { ok: false, what: `${what} ambiguous`, message };
}

function projectNames(p: ProjectView): string[] {
  return p.customerName ? [p.name, `${p.name} (${p.customerName})`] : [p.name];
}

/**
 * Reads "Project" or "Project/Task". A project's whole name wins (names may hold a slash);
 * then the first slash after which the left part is a project's exact name; then the left
 * part of the first slash, matched as a person types it.
 */
function readTarget(target: string, projects: readonly ProjectView[]): { match: NameMatch<ProjectView>; project: string; task: string } {
  const exact = (name: string) => projects.filter((p) => projectNames(p).some((n) => sameName(n, name)));
  const slashes = [...target].flatMap((c, i) => (c === '/' ? [i] : []));
  const readings = [{ project: target, task: '' }, ...slashes.map((i) => ({ project: target.slice(0, i).trim(), task: target.slice(i + 1).trim() }))];
  for (const r of readings) {
    const found = exact(r.project);
    if (found.length === 1) return { match: { kind: 'one', item: found[0]! }, ...r };
  }
  const r = readings[slashes.length > 0 ? 1 : 0]!;
  return { match: matchName(projects, r.project, projectNames), ...r };
}

async function resolve(i18n: I18n, target: string, stint: AppCommandDeps['stint']): Promise<Found> {
  const active = stint.snapshot().projects.filter((p) => p.active);
  const { match, project: projectText, task: taskText } = readTarget(target, active);
  if (match.kind !== 'one') return notFound(i18n, match, projectText, 'project', '');
  const project = match.item;
  if (taskText === '') {
    if (!project.requiredTask) return { ok: true, project, task: null };
    const example = quoted(`${project.name}/${i18n._({ id: 'command.start.taskWord', message: 'Task' })}`);
    return { ok: false, what: 'task needed', message: i18n._({ id: 'command.start.needsTask', message: 'Stint did not start a timer: {project} needs a task. Name one: --start {example}.', values: { project: project.name, example } }) };
  }
  // The project's tasks are read once, then kept (the picker reads them the same way).
  const read = await stint.pickProject(project.id);
  if (!read.ok) return { ok: false, what: 'tasks not read', message: i18n._({ id: 'command.start.tasksNotRead', message: 'Stint did not start a timer. {reason}', values: { reason: read.message } }) };
  const tasks = stint.snapshot().tasks[project.id] ?? [];
  const task = matchName(tasks, taskText, (t) => [t.name]);
  if (task.kind !== 'one') return notFound(i18n, task, taskText, 'task', project.name);
  return { ok: true, project, task: task.item };
}

async function start(command: Extract<AppCommand, { kind: 'start' }>, deps: AppCommandDeps): Promise<AppCommandOutcome> {
  let result: CommandResult;
  let ids: Record<string, number> = {};
  const i18n = wordsNow(deps.stint);
  try {
    const found = await resolve(i18n, command.target, deps.stint);
    if (!found.ok) {
      deps.logger.log('info', `command: start not done, ${found.what}`, {});
      deps.tell(found.message);
      return { ok: false, message: found.message };
    }
    ids = { projectId: found.project.id, ...(found.task ? { taskId: found.task.id } : {}) };
    result = await deps.stint.start({ projectId: found.project.id, taskId: found.task?.id ?? null, ...(command.description === undefined ? {} : { description: command.description }) });
  } catch (e) {
    // The engine answers refusals as results; a throw is a bug: the log gets its words.
    deps.logger.log('error', 'command: start failed', { error: e instanceof Error ? e.message : String(e) });
    const message = couldNotDoThat(i18n);
    deps.tell(message);
    return { ok: false, message };
  }
  if (result.ok) return { ok: true };
  deps.logger.log('info', 'command: start refused', ids);
  deps.tell(result.message);
  return { ok: false, message: result.message };
}

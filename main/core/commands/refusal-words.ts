// What the person reads when the service refuses a queued command for good: for each form
// field at fault, what the service said about it with its subject named ("Website Redesign",
// "The start time") and what to do; for the notice, which command it was. The service's own
// words stay in (its request names, `time_start` or `project 3`, become the form's words);
// words that do not read as a sentence (an HTML page, a dump) are left out.

import type { Op } from './ops.ts';
import type { I18n } from '../../i18n/words.ts';

/** Names the engine knows, to say "Website Redesign" where the service said "project 1". */
export interface RefusalNames {
  project(id: number): string | null;
  task(projectId: number, taskId: number): string | null;
}

export interface RefusalWords {
  /** What happened and what to do, for the notice. */
  readonly message: string;
  /** By form field (`project`, `task`, `date`, `description`, `start`, `end`, `duration`). */
  readonly fields: Record<string, string>;
}

const FORM_FIELDS = ['project', 'task', 'date', 'description', 'start', 'end', 'duration'] as const;
type FormField = (typeof FORM_FIELDS)[number];

/** The service's request names as the form names what they hold (said after "the"). */
const REQUEST_WORDS: Readonly<Record<string, string>> = {
  project_id: 'project',
  task_id: 'task',
  date_execution: 'date',
  time_start: 'start time',
  time_end: 'end time',
  time_total: 'duration',
  user_id: 'user',
};

/** What to do about a refused field; empty for a field the form does not have. */
function todoOf(field: string, op: Op, i18n: I18n): string {
  switch (field) {
    case 'project':
      return i18n._({ id: 'refusal.todo.project', message: 'Pick another project.' });
    case 'task':
      return taskOf(op) === null ? i18n._({ id: 'refusal.todo.pickTask', message: 'Pick a task.' }) : i18n._({ id: 'refusal.todo.task', message: 'Pick another task.' });
    case 'date':
      return i18n._({ id: 'refusal.todo.date', message: 'Choose another date.' });
    case 'description':
      return i18n._({ id: 'refusal.todo.description', message: 'Change the description.' });
    case 'start':
    case 'end':
    case 'duration':
      return i18n._({ id: 'refusal.todo.times', message: 'Change the start, end or duration.' });
    default:
      return '';
  }
}

function isFormField(f: string): f is FormField {
  return (FORM_FIELDS as readonly string[]).includes(f);
}

function projectOf(op: Op): number | undefined {
  return 'projectId' in op ? op.projectId : undefined;
}

function taskOf(op: Op): number | null | undefined {
  return 'taskId' in op ? op.taskId : undefined;
}

function subjectOf(field: string, op: Op, names: RefusalNames, i18n: I18n): string {
  const projectId = projectOf(op);
  const taskId = taskOf(op);
  const the = (subject: string) => {
    const values = { subject, field };
    return i18n._({ id: 'refusal.subject', message: '{subject, select, project {The project} aTask {A task} task {The task} date {The date} description {The description} start {The start time} end {The end time} duration {The duration} user {The user} other {The field {field}}}', values });
  };
  switch (field) {
    case 'project':
      return (projectId !== undefined ? names.project(projectId) : null) ?? the('project');
    case 'task':
      if (taskId === null) return the('aTask');
      return (projectId !== undefined && taskId !== undefined ? names.task(projectId, taskId) : null) ?? the('task');
    case 'date':
    case 'description':
    case 'start':
    case 'end':
    case 'duration':
      return the(field);
    default:
      return the(REQUEST_FIELDS[field] ?? 'other');
  }
}

/** A request name as the subject of its sentence. */
const REQUEST_FIELDS: Readonly<Record<string, string>> = { project_id: 'project', task_id: 'task', date_execution: 'date', time_start: 'start', time_end: 'end', time_total: 'duration', user_id: 'user' };

/** The service's words in the form's terms, or null when they do not read as a sentence. */
function readable(said: string, names: RefusalNames): string | null {
  const m = said.trim().replace(/[.。]$/, '');
  if (m === '' || m.length > 160 || /[<>\n]/.test(m)) return null;
  // "The time_start must be…" already has its article: "the" is added only where none is.
  return m
    .replace(/\b(?:(the) )?(project_id|task_id|date_execution|time_start|time_end|time_total|user_id)\b/gi, (_all, the: string | undefined, w: string) => `${the ?? 'the'} ${REQUEST_WORDS[w.toLowerCase()] ?? w}`)
    .replace(/\bproject (\d+)\b/g, (all, id: string) => names.project(Number(id)) ?? all);
}

/** One field's sentence: what the service said of it, then what to do. */
function fieldSentence(field: string, said: string, op: Op, names: RefusalNames, i18n: I18n): string {
  const subject = subjectOf(field, op, names, i18n);
  const words = readable(said, names);
  // The service may answer a fragment that follows the field's name ("is archived: ...") or a
  // sentence of its own ("The selected project is invalid.", "time_total must be…", which
  // names its subject already): a fragment gets its subject.
  const what =
    words === null
      ? i18n._({ id: 'refusal.fieldRefused', message: '{subject} was refused by the service', values: { subject } })
      : /^the /.test(words)
        ? `T${words.slice(1)}`
        : /^[a-z]/.test(words)
          ? `${subject} ${words}`
          : words;
  const todo = todoOf(field, op, i18n);
  return `${what}.${todo ? ` ${todo}` : ''}`;
}

/**
 * Why the service refused a command with field errors (`fields` by form field, the
 * service's first message for each), said after the command's name (../views/not-saved.ts
 * `notSavedLine`). `dependents`: how many later actions went with it.
 */
export function refusalWords(op: Op, fields: Readonly<Record<string, string>>, names: RefusalNames, dependents: number, i18n: I18n): RefusalWords {
  const byField: Record<string, string> = {};
  const sentences: string[] = [];
  for (const [field, said] of Object.entries(fields)) {
    const sentence = fieldSentence(field, said, op, names, i18n);
    sentences.push(sentence);
    if (isFormField(field)) byField[field] = sentence;
  }
  return { message: `${serviceRefused(i18n)} ${sentences.join(' ')}${wentWith(dependents, i18n)}`, fields: byField };
}

function serviceRefused(i18n: I18n): string {
  return i18n._({ id: 'refusal.service', message: 'The service refused it.' });
}

/** Who refused a change, as reasons were worded in English before they were worded in the language in use (not-saved.ts reads older reasons into these words). */
export const SERVICE_REFUSED = 'The service refused it.';
export const CHECK_REFUSED = 'Stint did not send it.';

/**
 * What the person can do when the service refused a Stop because the entry was locked while
 * it ran: the stopwatch goes on there (the window shows it running again), and only an
 * unlock lets it stop. Said after the refusal, or nothing (`code`: the service's error code).
 */
export function stillRunningWords(op: Op, code: string | null | undefined, i18n: I18n): string | undefined {
  if (op.kind !== 'stop' || code !== 'entry_locked') return undefined;
  return i18n._({ id: 'refusal.stillRuns', message: 'The timer still runs on the service: ask whoever manages the account to unlock the entry, then stop it again.' });
}

/** A check's words without the "Not saved:" they may begin with as a notice of their own ("Not saved: it would overlap…" → "It would overlap…"). */
export function withoutNotSavedHead(words: string): string {
  return words.replace(/^\s*Not saved:\s*(\w)/, (_all, first: string) => first.toUpperCase());
}

/** The later actions a refusal took with it, as a sentence after it (nothing when none). */
function wentWith(dependents: number, i18n: I18n): string {
  if (dependents === 0) return '';
  return ` ${i18n._({ id: 'refusal.wentWith', message: '{count, plural, one {# later action that depended on it went with it.} other {# later actions that depended on it went with it.}}', values: { count: dependents } })}`;
}

/**
 * Why the service refused a command without field errors (a locked entry, a role, a 404),
 * or Stint's own check refused it before sending it (`checked`), said after the command's
 * name (../views/not-saved.ts `notSavedLine`): the reason once (`said`, the service's or the
 * check's words, left out when they do not read as a sentence), and what went with it.
 */
export function refusalNotice(said: string, dependents: number, i18n: I18n, names: RefusalNames = NO_NAMES, checked = false): string {
  const words = readable(checked ? withoutNotSavedHead(said) : said, names);
  // Stint's own check before the request: the service was never asked.
  const who = checked ? i18n._({ id: 'refusal.checked', message: 'Stint did not send it.' }) : serviceRefused(i18n);
  return `${who}${words === null ? '' : ` ${words}.`}${wentWith(dependents, i18n)}`;
}

const NO_NAMES: RefusalNames = { project: () => null, task: () => null };

/** The key (`EntryView.key`, as overlay.ts gives it) of the entry an op creates or changes; none for a to-do's. */
export function entryKeyOf(op: Op, localIdOf: (id: number) => string | undefined): string | undefined {
  if (op.kind === 'start_new' || op.kind === 'create_manual') return `l${op.localId}`;
  if (op.kind === 'todo') return undefined;
  if ('localId' in op.entry) return `l${op.entry.localId}`;
  return entryKeyOfId(op.entry.id, localIdOf);
}

/** The key of the service's entry `id`: by the local id of the create that made it here, while kept. */
export function entryKeyOfId(id: number, localIdOf: (id: number) => string | undefined): string {
  const localId = localIdOf(id);
  return localId === undefined ? `e${id}` : `l${localId}`;
}

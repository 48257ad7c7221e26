// What the person reads when the service refuses a queued command for good: for each form
// field at fault, what the service said about it with its subject named ("Website Redesign",
// "The start time") and what to do; for the notice, which command it was. The service's own
// words stay in (its request names, `time_start` or `project 3`, become the form's words);
// words that do not read as a sentence (an HTML page, a dump) are left out.

import type { Op } from './ops.ts';

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

const TIMES_TODO = 'Change the start, end or duration.';

/** What to do about a refused field; empty for a field the form does not have. */
function todoOf(field: string, op: Op): string {
  switch (field) {
    case 'project':
      return 'Pick another project.';
    case 'task':
      return taskOf(op) === null ? 'Pick a task.' : 'Pick another task.';
    case 'date':
      return 'Choose another date.';
    case 'description':
      return 'Change the description.';
    case 'start':
    case 'end':
    case 'duration':
      return TIMES_TODO;
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

function subjectOf(field: string, op: Op, names: RefusalNames): string {
  const projectId = projectOf(op);
  const taskId = taskOf(op);
  switch (field) {
    case 'project':
      return (projectId !== undefined ? names.project(projectId) : null) ?? 'The project';
    case 'task':
      if (taskId === null) return 'A task';
      return (projectId !== undefined && taskId !== undefined ? names.task(projectId, taskId) : null) ?? 'The task';
    case 'date':
      return 'The date';
    case 'description':
      return 'The description';
    case 'start':
      return 'The start time';
    case 'end':
      return 'The end time';
    case 'duration':
      return 'The duration';
    default: {
      const word = REQUEST_WORDS[field];
      return word === undefined ? `The field ${field}` : `The ${word}`;
    }
  }
}

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
function fieldSentence(field: string, said: string, op: Op, names: RefusalNames): string {
  const subject = subjectOf(field, op, names);
  const words = readable(said, names);
  // The service may answer a fragment that follows the field's name ("is archived: ...") or a
  // sentence of its own ("The selected project is invalid.", "time_total must be…", which
  // names its subject already): a fragment gets its subject.
  const what =
    words === null
      ? `${subject} was refused by the service`
      : /^the /.test(words)
        ? `T${words.slice(1)}`
        : /^[a-z]/.test(words)
          ? `${subject} ${words}`
          : words;
  const todo = todoOf(field, op);
  return `${what}.${todo ? ` ${todo}` : ''}`;
}

/**
 * Why the service refused a command with field errors (`fields` by form field, the
 * service's first message for each), said after the command's name (../views/not-saved.ts
 * `notSavedLine`). `dependents`: how many later actions went with it.
 */
export function refusalWords(op: Op, fields: Readonly<Record<string, string>>, names: RefusalNames, dependents: number): RefusalWords {
  const byField: Record<string, string> = {};
  const sentences: string[] = [];
  for (const [field, said] of Object.entries(fields)) {
    const sentence = fieldSentence(field, said, op, names);
    sentences.push(sentence);
    if (isFormField(field)) byField[field] = sentence;
  }
  return { message: `${SERVICE_REFUSED} ${sentences.join(' ')}${wentWith(dependents)}`, fields: byField };
}

/** Who refused a change, said first in its reason (not-saved.ts reads older reasons into these words too). */
export const SERVICE_REFUSED = 'The service refused it.';
export const CHECK_REFUSED = 'Stint did not send it.';

/**
 * What the person can do when the service refused a Stop because the entry was locked while
 * it ran: the stopwatch goes on there (the window shows it running again), and only an
 * unlock lets it stop. Said after the refusal, or nothing (`code`: the service's error code).
 */
export function stillRunningWords(op: Op, code: string | null | undefined): string | undefined {
  return op.kind === 'stop' && code === 'entry_locked' ? 'The timer still runs on the service: ask whoever manages the account to unlock the entry, then stop it again.' : undefined;
}

/** A check's words without the "Not saved:" they may begin with as a notice of their own ("Not saved: it would overlap…" → "It would overlap…"). */
export function withoutNotSavedHead(words: string): string {
  return words.replace(/^\s*Not saved:\s*(\w)/, (_all, first: string) => first.toUpperCase());
}

/** The later actions a refusal took with it, as a sentence after it (nothing when none). */
function wentWith(dependents: number): string {
  return dependents > 0 ? ` ${dependents} later action${dependents === 1 ? '' : 's'} that depended on it went with it.` : '';
}

/**
 * Why the service refused a command without field errors (a locked entry, a role, a 404),
 * or Stint's own check refused it before sending it (`checked`), said after the command's
 * name (../views/not-saved.ts `notSavedLine`): the reason once (`said`, the service's or the
 * check's words, left out when they do not read as a sentence), and what went with it.
 */
export function refusalNotice(said: string, dependents: number, names: RefusalNames = NO_NAMES, checked = false): string {
  const words = readable(checked ? withoutNotSavedHead(said) : said, names);
  // Stint's own check before the request: the service was never asked.
  return `${checked ? CHECK_REFUSED : SERVICE_REFUSED}${words === null ? '' : ` ${words}.`}${wentWith(dependents)}`;
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

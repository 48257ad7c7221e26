// The notice a person reads when the service refused a queued command for good, whole: for a
// manual entry, an edit, a start and a stop; each form field's sentence with its subject and
// what to do, the service's request names in the form's words, a field the form does not
// have, words that do not read as a sentence left out, and the actions that went with it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Op } from '../../../main/core/commands/ops.ts';
import { entryKeyOf, refusalNotice, refusalWords, type RefusalNames } from '../../../main/core/commands/refusal-words.ts';
import { wordsFor } from '../../../main/i18n/words.ts';

/** The English words: these tests read the texts in English. */
const EN = wordsFor('en');

const NAMES: RefusalNames = {
  project: (id) => ({ 1: 'Website Redesign', 2: 'Docs' } as Record<number, string>)[id] ?? null,
  task: (p, t) => (p === 1 && t === 7 ? 'Design' : null),
};
const NONE: RefusalNames = { project: () => null, task: () => null };

const MANUAL: Op = { kind: 'create_manual', opId: 'o', at: 0, localId: 'm1', date: '2026-03-09', projectId: 2, taskId: 4, description: 'Notes', timeStart: '09:00:00', timeTotal: '01:00:00' };
const START: Op = { kind: 'start_new', opId: 'o', at: 0, localId: 'n1', date: '2026-03-10', projectId: 1, taskId: null, description: '', replaces: null, replacedSeconds: null };
const STOP: Op = { kind: 'stop', opId: 'o', at: 0, entry: { id: 5 }, intendedSeconds: 60 };
const TIMES = 'Change the start, end or duration.';

test('a manual entry: each field the service refused, after the line that names the entry', () => {
  const w = refusalWords(
    MANUAL,
    { date: 'must be within the last 30 days', description: 'The description is too long.', start: 'the time_start must be before time_end', end: '', duration: '<b>bad</b>' },
    NAMES,
    0,
    EN,
  );
  assert.deepEqual(w.fields, {
    date: 'The date must be within the last 30 days. Choose another date.',
    description: 'The description is too long. Change the description.',
    start: `The start time must be before the end time. ${TIMES}`,
    end: `The end time was refused by the service. ${TIMES}`,
    duration: `The duration was refused by the service. ${TIMES}`,
  });
  assert.equal(w.message, `The service refused it. ${Object.values(w.fields).join(' ')}`);
  assert.equal(refusalWords(MANUAL, { date: 'is locked' }, NONE, 0, EN).message, 'The service refused it. The date is locked. Choose another date.');
});

test('an edit that moves an entry: the project by name, a task it does not know, and the action that went with it', () => {
  const edit: Op = { kind: 'update', opId: 'o', at: 0, entry: { id: 5 }, projectId: 1, taskId: 8 };
  assert.deepEqual(refusalWords(edit, { project: 'is archived', task: 'is not assigned to project 1.' }, NAMES, 1, EN), {
    message: 'The service refused it. Website Redesign is archived. Pick another project. The task is not assigned to Website Redesign. Pick another task. 1 later action that depended on it went with it.',
    fields: { project: 'Website Redesign is archived. Pick another project.', task: 'The task is not assigned to Website Redesign. Pick another task.' },
  });
  const words: Op = { kind: 'update', opId: 'o', at: 0, entry: { id: 5 }, description: 'x' };
  assert.equal(
    refusalWords(words, { project: 'is invalid', task: 'is invalid' }, NAMES, 0, EN).message,
    'The service refused it. The project is invalid. Pick another project. The task is invalid. Pick another task.',
  );
});

test('a start: a task missing, or the task chosen by name; two later actions gone with it', () => {
  assert.equal(
    refusalWords(START, { task: 'is required' }, NAMES, 2, EN).message,
    'The service refused it. A task is required. Pick a task. 2 later actions that depended on it went with it.',
  );
  assert.deepEqual(refusalWords({ ...START, taskId: 7 } as Op, { task: 'is not assigned', project: 'is archived' }, NAMES, 0, EN).fields, {
    task: 'Design is not assigned. Pick another task.',
    project: 'Website Redesign is archived. Pick another project.',
  });
});

test('a stop: no project of its own to name; fields the form does not have are said but not marked on it', () => {
  assert.deepEqual(refusalWords(STOP, { project: 'is invalid', task: 'is invalid', user_id: 'the user_id is not allowed', weird: 'is odd', time_total: 'is too long' }, NAMES, 0, EN), {
    message: 'The service refused it. The project is invalid. Pick another project. The task is invalid. Pick another task. The user is not allowed. The field weird is odd. The duration is too long.',
    fields: { project: 'The project is invalid. Pick another project.', task: 'The task is invalid. Pick another task.' },
  });
});

test('a refusal without fields: the reason once when it reads as a sentence of at most 160 characters', () => {
  assert.equal(refusalNotice('Entry is locked.', 0, EN), 'The service refused it. Entry is locked.');
  assert.equal(refusalNotice('  Done already.  ', 0, EN), 'The service refused it. Done already.');
  assert.equal(refusalNotice('', 1, EN), 'The service refused it. 1 later action that depended on it went with it.');
  assert.equal(refusalNotice('x'.repeat(160), 0, EN), `The service refused it. ${'x'.repeat(160)}.`);
  assert.equal(refusalNotice(`${'x'.repeat(160)}.`, 0, EN), `The service refused it. ${'x'.repeat(160)}.`);
  for (const odd of ['x'.repeat(161), 'line\nbreak', 'a > b', '<p>'])
    assert.equal(refusalNotice(odd, 0, EN), 'The service refused it.', JSON.stringify(odd));
});

test("a project the service names by number is named as the person knows it, when it is known", () => {
  assert.equal(refusalNotice('Project 12 and project 1 are closed。', 0, EN, NAMES), 'The service refused it. Project 12 and Website Redesign are closed.');
  assert.equal(refusalNotice('project 1 is closed', 0, EN), 'The service refused it. project 1 is closed.');
  const big: RefusalNames = { project: (id) => (id === 123 ? 'Big' : null), task: () => null };
  assert.equal(refusalNotice('project 123 is closed; project 1x too', 3, EN, big), 'The service refused it. Big is closed; project 1x too. 3 later actions that depended on it went with it.');
});

test('the entry an op is about, by the key the lists show it under', () => {
  const none = () => undefined;
  assert.equal(entryKeyOf(START, none), 'ln1');
  assert.equal(entryKeyOf(MANUAL, none), 'lm1');
  assert.equal(entryKeyOf({ kind: 'todo', opId: 'o', at: 0, todoId: 't', completed: true, name: 'x', projectId: 1 }, none), undefined);
  assert.equal(entryKeyOf({ ...STOP, entry: { localId: 'k9' } } as Op, none), 'lk9');
  assert.equal(entryKeyOf(STOP, (id) => (id === 5 ? 'k5' : undefined)), 'lk5');
  assert.equal(entryKeyOf(STOP, none), 'e5');
});

test("fragments about the words, the start, a task and a date get the field's subject; the service's names for them become the form's", () => {
  assert.deepEqual(refusalWords(MANUAL, { description: 'is too long', start: 'must be a time', end: 'must be a time' }, NAMES, 0, EN).fields, {
    description: 'The description is too long. Change the description.',
    start: `The start time must be a time. ${TIMES}`,
    end: `The end time must be a time. ${TIMES}`,
  });
  assert.equal(
    refusalNotice('The task_id is unknown and date_execution is locked', 0, EN),
    'The service refused it. The task is unknown and the date is locked.',
  );
  assert.equal(refusalNotice('Version 1.2 is too old.', 0, EN), 'The service refused it. Version 1.2 is too old.');
});

// The words of a refusal: the service's own, with their subject named in the form's terms,
// and what to do, field by field.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CreateManualOp } from '../../../main/core/commands/ops.ts';
import { entryKeyOf, refusalNotice, refusalWords, type RefusalNames } from '../../../main/core/commands/refusal-words.ts';
import { wordsFor } from '../../../main/i18n/words.ts';

/** The English words: these tests read the texts in English. */
const EN = wordsFor('en');

const NAMES: RefusalNames = {
  project: (id) => ({ 1: 'Website Redesign', 2: 'Mobile App' })[id] ?? null,
  task: (projectId, taskId) => (projectId === 2 && taskId === 12 ? 'Testing' : null),
};

const MANUAL: CreateManualOp = {
  kind: 'create_manual',
  opId: 'op1',
  at: 0,
  localId: 'abc',
  date: '2026-03-10',
  projectId: 2,
  taskId: null,
  description: 'Release notes',
  timeStart: '23:30:00',
  timeTotal: '01:00:00',
};

test("a fragment after the field's name gets its subject, request names become the form's, and what to do follows", () => {
  const w = refusalWords(
    MANUAL,
    { task: 'is required on project 2', end: 'would fall past 23:59:59 (time_start plus time_total)' },
    NAMES,
    0,
    EN,
  );
  assert.deepEqual(w.fields, {
    task: 'A task is required on Mobile App. Pick a task.',
    end: 'The end time would fall past 23:59:59 (the start time plus the duration). Change the start, end or duration.',
  });
  assert.equal(
    w.message,
    'The service refused it. A task is required on Mobile App. Pick a task. The end time would fall past 23:59:59 (the start time plus the duration). Change the start, end or duration.',
  );
});

test("a sentence of the service's own is kept as it is; words that are no sentence are left out", () => {
  const w = refusalWords({ ...MANUAL, taskId: 12 }, { task: 'The selected task is invalid.', date: '<html><body>422</body></html>' }, NAMES, 0, EN);
  assert.deepEqual(w.fields, {
    task: 'The selected task is invalid. Pick another task.',
    date: 'The date was refused by the service. Choose another date.',
  });
});

test('a field the form does not have goes in the message only, with the actions that went with the refused one', () => {
  const w = refusalWords(MANUAL, { user_id: 'is archived: entries cannot be assigned to them' }, NAMES, 2, EN);
  assert.deepEqual(w.fields, {});
  assert.equal(
    w.message,
    'The service refused it. The user is archived: entries cannot be assigned to them. 2 later actions that depended on it went with it.',
  );
  assert.match(refusalWords(MANUAL, { user_id: 'x' }, NAMES, 1, EN).message, / 1 later action that depended on it went with it\.$/, 'one action is one');
});

test("a request name is said once, with one article: after the service's own, or at the start of its words", () => {
  const w = refusalWords(
    { ...MANUAL, taskId: 12 },
    { project: 'The project_id field is invalid.', start: 'The time_start must be a time.', duration: 'time_total must be more than zero' },
    NAMES,
    0,
    EN,
  );
  assert.deepEqual(w.fields, {
    project: 'The project field is invalid. Pick another project.',
    start: 'The start time must be a time. Change the start, end or duration.',
    duration: 'The duration must be more than zero. Change the start, end or duration.',
  });
});

test('a refusal without field errors gives the reason once and counts what went with it; who refused it is said', () => {
  assert.equal(
    refusalNotice('This entry is locked on the service and cannot be changed.', 1, EN),
    'The service refused it. This entry is locked on the service and cannot be changed. 1 later action that depended on it went with it.',
  );
  assert.equal(refusalNotice('This entry was locked on the service meanwhile (its period is closed): nothing of this change was sent', 0, EN, undefined, true), 'Stint did not send it. This entry was locked on the service meanwhile (its period is closed): nothing of this change was sent.', "Stint's own check: the service was never asked");
  assert.equal(refusalNotice('Entry overlaps another one', 2, EN), 'The service refused it. Entry overlaps another one. 2 later actions that depended on it went with it.');
  assert.equal(refusalNotice('<html><body>409</body></html>', 0, EN), 'The service refused it.', 'words that are no sentence are left out');
  assert.equal(
    refusalNotice('Not saved: it would overlap “Desk chat” (12:46 AM–12:49 AM), which was not there when you confirmed the overlap', 0, EN, undefined, true),
    'Stint did not send it. It would overlap “Desk chat” (12:46 AM–12:49 AM), which was not there when you confirmed the overlap.',
    "the check's own words are not a second notice",
  );
});

test('the key of the entry an op is about is the one the overlay shows it under', () => {
  const local = (id: number) => (id === 31 ? 'made-here' : undefined);
  assert.equal(entryKeyOf(MANUAL, local), 'labc');
  assert.equal(entryKeyOf({ kind: 'stop', opId: 'o', at: 0, entry: { id: 31 }, intendedSeconds: 5 }, local), 'lmade-here');
  assert.equal(entryKeyOf({ kind: 'stop', opId: 'o', at: 0, entry: { id: 7 }, intendedSeconds: 5 }, local), 'e7');
  assert.equal(entryKeyOf({ kind: 'update', opId: 'o', at: 0, entry: { localId: 'x' }, description: 'd' }, local), 'lx');
});

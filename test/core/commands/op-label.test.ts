import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeOp, describeOps, entryWords } from '../../../main/core/commands/op-label.ts';
import type { Op, StartNewOp } from '../../../main/core/commands/ops.ts';
import { wordsFor } from '../../../main/i18n/words.ts';

/** The English words: these tests read the texts in English. */
const EN = wordsFor('en');

const MIN = 60_000;
const start = (over: Partial<StartNewOp> = {}): StartNewOp => ({
  kind: 'start_new', opId: 'o1', at: 0, localId: 'a', date: '2026-03-10', projectId: 1, taskId: null, description: 'spec', replaces: null, replacedSeconds: null, ...over,
});

test('the sync status words each queued action in the account zone, with the project by name', () => {
  const names = new Map([[1, 'Website'], [2, 'Billing']]);
  const name = (id: number): string => names.get(id) ?? `project ${id}`;
  // 08:12 UTC is 09:12 in a zone one hour east: the label must not show the machine's or UTC's time.
  const at = Date.parse('2026-03-10T08:12:00Z');
  const labels = ([
    start({ at }),
    { kind: 'start_existing', opId: 'o2', at: at + 5 * MIN, entry: { id: 8 }, baseSeconds: 40, replaces: null, replacedSeconds: null },
    { kind: 'update', opId: 'o3', at: at + 20 * MIN, entry: { localId: 'a' }, description: 'x' },
    { kind: 'stop', opId: 'o4', at: at + 30 * MIN, entry: { localId: 'a' }, intendedSeconds: 1800 },
    { kind: 'create_manual', opId: 'o5', at, localId: 'm', date: '2026-03-09', projectId: 2, taskId: null, description: '', timeStart: '08:00:00', timeTotal: '01:00:00' },
  ] satisfies Op[]).map((op) => describeOp(op, name, 60, 'h23', EN));
  assert.deepEqual(labels, [
    'Start Website at 09:12',
    'Continue an entry at 09:17',
    'Edit an entry (09:32)',
    'Stop at 09:42',
    // A manual entry is named by the day it is for, not by when it was typed.
    'Add Billing on 2026-03-09',
  ]);
});

test('the labels follow the clock of the display settings: 12-hour words the same instants', () => {
  const at = Date.parse('2026-03-10T15:52:00Z');
  const name = (): string => 'Website';
  assert.equal(describeOp(start({ at }), name, 60, 'h12', EN), 'Start Website at 4:52 PM');
  assert.equal(describeOp(start({ at }), name, 60, 'h23', EN), 'Start Website at 16:52');
  assert.equal(describeOp({ kind: 'stop', opId: 'o4', at: at - 16 * 3_600_000, entry: { localId: 'a' }, intendedSeconds: 60 }, name, 60, 'h12', EN), 'Stop at 12:52 AM');
});

test("a split's cut is said as the split, at the time of the entry's day it was cut at; an edit of times alone stays an edit", () => {
  const name = (id: number): string => (id === 3 ? 'Internal Tools' : 'Website');
  const at = Date.parse('2026-03-10T12:00:00Z');
  const cut: Op = { kind: 'update', opId: 'c1', group: 'c1', at, entry: { id: 30 }, timeStart: '09:00:00', timeEnd: '10:15:00', timeTotal: '01:15:00' };
  const part: Op = {
    kind: 'create_manual', opId: 'p1', group: 'c1', at, localId: 'p1~split', date: '2026-03-10', projectId: 3, taskId: null, description: 'Review', timeStart: '10:15:00', timeEnd: '11:00:00', timeTotal: '00:45:00',
    before: { entry: { id: 30 }, fields: { timeStart: '09:00:00', timeEnd: '11:00:00', timeTotal: '02:00:00' }, restores: 2700 },
  };
  assert.deepEqual(describeOps([cut, part], name, 0, 'h12', EN), ['Split an entry at 10:15 AM', 'Add Internal Tools on 2026-03-10']);
  assert.deepEqual(describeOps([cut, part], name, 0, 'h23', EN), ['Split an entry at 10:15', 'Add Internal Tools on 2026-03-10']);
  // The cut alone (its part already sent) is still the edit it is on the wire.
  assert.deepEqual(describeOps([cut], name, 0, 'h23', EN), ['Edit an entry (12:00)']);
  // An edit of the times of another entry beside a split is not taken for its cut.
  const other: Op = { ...cut, opId: 'e1', group: 'e1', entry: { id: 31 } };
  assert.deepEqual(describeOps([other, cut, part], name, 0, 'h23', EN), ['Edit an entry (12:00)', 'Split an entry at 10:15', 'Add Internal Tools on 2026-03-10']);
});

test('a stop, a continue, an edit and a split name the entry they change: its description in quotes, else its project', () => {
  const name = (id: number): string => (id === 3 ? 'Internal Tools' : 'Website');
  const entries = new Map<string, { projectId: number; description: string }>([
    ['30', { projectId: 1, description: ' Spec review ' }],
    ['a', { projectId: 3, description: '' }],
  ]);
  const entryName = (ref: { id: number } | { localId: string }): string | null => {
    const e = entries.get('id' in ref ? String(ref.id) : ref.localId);
    return e === undefined ? null : entryWords(e, name, EN);
  };
  const at = Date.parse('2026-03-10T12:00:00Z');
  const said = (op: Op): string => describeOp(op, name, 0, 'h23', EN, entryName);
  assert.equal(said({ kind: 'stop', opId: 's', at, entry: { id: 30 }, intendedSeconds: 60 }), 'Stop “Spec review” at 12:00');
  assert.equal(said({ kind: 'stop', opId: 's', at, entry: { localId: 'a' }, intendedSeconds: 60 }), 'Stop Internal Tools at 12:00');
  assert.equal(said({ kind: 'start_existing', opId: 'c', at, entry: { id: 30 }, baseSeconds: 40, replaces: null, replacedSeconds: null }), 'Continue “Spec review” at 12:00');
  assert.equal(said({ kind: 'update', opId: 'u', at, entry: { id: 30 }, description: 'x' }), 'Edit “Spec review” (12:00)');
  // An entry this Stint does not hold (a week not read): said as before.
  assert.equal(said({ kind: 'update', opId: 'u', at, entry: { id: 99 }, description: 'x' }), 'Edit an entry (12:00)');
  assert.equal(said({ kind: 'stop', opId: 's', at, entry: { id: 99 }, intendedSeconds: 60 }), 'Stop at 12:00');
  const cut: Op = { kind: 'update', opId: 'c1', group: 'c1', at, entry: { id: 30 }, timeStart: '09:00:00', timeEnd: '10:15:00', timeTotal: '01:15:00' };
  const part: Op = {
    kind: 'create_manual', opId: 'p1', group: 'c1', at, localId: 'p1~split', date: '2026-03-10', projectId: 3, taskId: null, description: 'Review', timeStart: '10:15:00', timeEnd: '11:00:00', timeTotal: '00:45:00',
    before: { entry: { id: 30 }, fields: { timeStart: '09:00:00', timeEnd: '11:00:00', timeTotal: '02:00:00' }, restores: 2700 },
  };
  assert.deepEqual(describeOps([cut, part], name, 0, 'h12', EN, entryName), ['Split “Spec review” at 10:15 AM', 'Add Internal Tools on 2026-03-10']);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collapse, runAsManualEntries } from '../../main/core/collapse.ts';
import type { Op, StartNewOp } from '../../main/core/ops.ts';

const T9 = Date.parse('2026-03-10T09:00:00Z');
const start = (over: Partial<StartNewOp> = {}): StartNewOp => ({
  kind: 'start_new', opId: 'o1', at: T9, localId: 'a', date: '2026-03-10', projectId: 1, taskId: null, description: 'spec', replaces: null, replacedSeconds: null, ...over,
});

test('an offline start and stop become one create with the start time and the duration', () => {
  const ops: Op[] = [start(), { kind: 'stop', opId: 'o2', at: T9 + 1_800_000, entry: { localId: 'a' }, intendedSeconds: 1800 }];
  assert.deepEqual(collapse(ops, 0), [
    { kind: 'create_manual', opId: 'o1', at: T9, localId: 'a', date: '2026-03-10', projectId: 1, taskId: null, description: 'spec', timeStart: '09:00:00', timeTotal: '00:30:00' },
  ]);
});

test('the account zone decides the start time of the folded create', () => {
  const ops: Op[] = [start(), { kind: 'stop', opId: 'o2', at: T9 + 60_000, entry: { localId: 'a' }, intendedSeconds: 60 }];
  const [c] = collapse(ops, 330);
  assert.equal(c?.kind, 'create_manual');
  assert.equal(c?.kind === 'create_manual' && c.timeStart, '14:30:00');
});

test('edits of an entry not yet created travel with its create', () => {
  const ops: Op[] = [
    start(),
    { kind: 'update', opId: 'o2', at: T9 + 1000, entry: { localId: 'a' }, description: 'review', projectId: 2, taskId: 5 },
  ];
  const out = collapse(ops, 0);
  assert.equal(out.length, 1);
  const c = out[0]!;
  assert.equal(c.kind, 'start_new');
  assert.deepEqual(c.kind === 'start_new' && [c.projectId, c.taskId, c.description], [2, 5, 'review']);
});

test('a switch while offline ends the first run when the second began', () => {
  const ops: Op[] = [start(), start({ opId: 'o2', localId: 'b', at: T9 + 600_000, projectId: 3, replaces: { localId: 'a' }, replacedSeconds: 600 })];
  const out = collapse(ops, 0);
  assert.equal(out.length, 2);
  assert.deepEqual(out[0]!.kind === 'create_manual' && [out[0]!.timeStart, out[0]!.timeTotal], ['09:00:00', '00:10:00']);
  assert.deepEqual(out[1]!.kind === 'start_new' && [out[1]!.localId, out[1]!.replaces, out[1]!.replacedSeconds], ['b', null, null]);
});

test('a run across midnight becomes one entry per day (the service refuses an end past 23:59:59)', () => {
  const late = Date.parse('2026-03-10T23:00:00Z');
  const out = runAsManualEntries(start({ at: late }), { projectId: 1, taskId: null, description: '' }, 7200, 0);
  assert.deepEqual(out.map((o) => [o.date, o.timeStart, o.timeTotal]), [
    ['2026-03-10', '23:00:00', '00:59:59'],
    ['2026-03-11', '00:00:00', '01:00:00'],
  ]);
  assert.notEqual(out[0]!.opId, out[1]!.opId);
});

test('ops that touch entries the service already has are left alone', () => {
  const ops: Op[] = [
    { kind: 'stop', opId: 'o1', at: T9, entry: { id: 7 }, intendedSeconds: 100 },
    { kind: 'update', opId: 'o2', at: T9, entry: { id: 7 }, description: 'x' },
  ];
  assert.deepEqual(collapse(ops, 0), ops);
});

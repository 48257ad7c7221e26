import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collapse, runAsManualEntries } from '../../../main/core/commands/collapse.ts';
import type { Op, StartNewOp } from '../../../main/core/commands/ops.ts';

const T9 = Date.parse('2026-03-10T09:00:00Z');
const start = (over: Partial<StartNewOp> = {}): StartNewOp => ({
  kind: 'start_new', opId: 'o1', at: T9, localId: 'a', date: '2026-03-10', projectId: 1, taskId: null, description: 'spec', replaces: null, replacedSeconds: null, ...over,
});

test('an offline start and stop become one create with the start time and the duration', () => {
  const ops: Op[] = [start(), { kind: 'stop', opId: 'o2', at: T9 + 1_800_000, entry: { localId: 'a' }, intendedSeconds: 1800 }];
  assert.deepEqual(collapse(ops, 0), [
    { kind: 'create_manual', opId: 'o1', at: T9, localId: 'a', date: '2026-03-10', projectId: 1, taskId: null, description: 'spec', timeStart: '09:00:00', timeTotal: '00:30:00', allowOverlap: true },
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

test('a switch folded offline is counted between whole seconds: a run from 09:00:00.600 switched at 09:25:00 holds 25:00', () => {
  const cut = T9 + 1_500_000;
  const ops: Op[] = [start({ at: T9 + 600 }), start({ opId: 'o2', localId: 'b', at: cut, projectId: 3, replaces: { localId: 'a' }, replacedSeconds: 1499 })];
  const out = collapse(ops, 0);
  assert.deepEqual(out[0]!.kind === 'create_manual' && [out[0]!.timeStart, out[0]!.timeTotal], ['09:00:00', '00:25:00'], 'ends at the cut, not a second before');
});

test("a start and an exact stop folded offline (a switch across accounts) end at the stop's instant, counted between whole seconds as a switch within the account", () => {
  const cut = T9 + 2_000;
  const exact: Op = { kind: 'stop', opId: 'o2', at: cut, entry: { localId: 'a' }, intendedSeconds: 1, exact: true };
  const out = collapse([start({ at: T9 + 100 }), exact], 0);
  assert.deepEqual(out[0]!.kind === 'create_manual' && [out[0]!.timeStart, out[0]!.timeTotal], ['09:00:00', '00:00:02'], 'ends at 09:00:02, where the other account\'s run began');
  const plain: Op = { kind: 'stop', opId: 'o2', at: cut, entry: { localId: 'a' }, intendedSeconds: 1 };
  const kept = collapse([start({ at: T9 + 100 }), plain], 0);
  assert.deepEqual(kept[0]!.kind === 'create_manual' && kept[0]!.timeTotal, '00:00:01', 'a plain stop keeps what the run held at the click');
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

// ----- never drop an effect on an entry outside the fold (collapse.ts, its opening rule) -----

const MIN = 60_000;
/** B started at 09:10 while A (on the service, id 7) had run 600 s: a switch, queued. */
const switchFromA = (over: Partial<StartNewOp> = {}): StartNewOp =>
  start({ opId: 'o2', localId: 'b', at: T9 + 10 * MIN, projectId: 3, replaces: { id: 7 }, replacedSeconds: 600, ...over });
const stopOf = (localId: string, at: number, intendedSeconds: number, opId = 'o9'): Op => ({ kind: 'stop', opId, at, entry: { localId }, intendedSeconds });

test('a queued switch then Stop: the entry it replaced is stopped at the switch with what it held, before the folded create', () => {
  const out = collapse([switchFromA(), stopOf('b', T9 + 10 * MIN + 2000, 2)], 0);
  assert.deepEqual(out, [
    { kind: 'stop', opId: 'o2~stop', at: T9 + 10 * MIN, entry: { id: 7 }, intendedSeconds: 600 },
    { kind: 'create_manual', opId: 'o2', at: T9 + 10 * MIN, localId: 'b', date: '2026-03-10', projectId: 3, taskId: null, description: 'spec', timeStart: '09:10:00', timeTotal: '00:00:02', allowOverlap: true },
  ]);
});

test('a queued switch switched again: the first replaced entry is still stopped at the first switch, the next start replaces nothing', () => {
  const next = start({ opId: 'o3', localId: 'c', at: T9 + 15 * MIN, projectId: 4, replaces: { localId: 'b' }, replacedSeconds: 300 });
  const out = collapse([switchFromA(), next], 0);
  assert.deepEqual(out.map((o) => o.kind), ['stop', 'create_manual', 'start_new']);
  assert.deepEqual(out[0], { kind: 'stop', opId: 'o2~stop', at: T9 + 10 * MIN, entry: { id: 7 }, intendedSeconds: 600 });
  assert.equal(out[1]!.kind === 'create_manual' && out[1]!.timeTotal, '00:05:00');
  assert.deepEqual(out[2]!.kind === 'start_new' && [out[2]!.localId, out[2]!.replaces, out[2]!.replacedSeconds], ['c', null, null]);
});

test('a queued switch followed by a continue of another entry: the replaced entry is stopped, the continue replaces nothing', () => {
  const cont: Op = { kind: 'start_existing', opId: 'o3', at: T9 + 12 * MIN, entry: { id: 8 }, baseSeconds: 40, replaces: { localId: 'b' }, replacedSeconds: 120 };
  const out = collapse([switchFromA(), cont], 0);
  assert.deepEqual(out, [
    { kind: 'stop', opId: 'o2~stop', at: T9 + 10 * MIN, entry: { id: 7 }, intendedSeconds: 600 },
    { kind: 'create_manual', opId: 'o2', at: T9 + 10 * MIN, localId: 'b', date: '2026-03-10', projectId: 3, taskId: null, description: 'spec', timeStart: '09:10:00', timeTotal: '00:02:00', allowOverlap: true },
    { kind: 'start_existing', opId: 'o3', at: T9 + 12 * MIN, entry: { id: 8 }, baseSeconds: 40, replaces: null, replacedSeconds: null },
  ]);
});

test('a switch away from an entry whose own start is in flight keeps its stop by local key', () => {
  // A's start_new is with the sender (not in the folded tail); B replaced it, then Stop.
  const b = switchFromA({ replaces: { localId: 'a' }, replacedSeconds: 0, at: T9 + 200 });
  const out = collapse([b, stopOf('b', T9 + 500, 0)], 0);
  assert.deepEqual(out[0], { kind: 'stop', opId: 'o2~stop', at: T9 + 200, entry: { localId: 'a' }, intendedSeconds: 0 });
  assert.equal(out[1]!.kind, 'create_manual');
  assert.equal(out.length, 2);
});

test('folding the folded queue again changes nothing (every append folds the whole unsent tail)', () => {
  const once = collapse([switchFromA(), stopOf('b', T9 + 11 * MIN, 60)], 0);
  assert.deepEqual(collapse(once, 0), once);
  const more = [...once, start({ opId: 'o4', localId: 'd', at: T9 + 20 * MIN, replaces: null, replacedSeconds: null })];
  assert.deepEqual(collapse(more, 0), more);
});

test('a folded switch across midnight keeps the stop before its creates, one per day', () => {
  const late = Date.parse('2026-03-10T23:30:00Z');
  const out = collapse([switchFromA({ at: late }), stopOf('b', late + 60 * MIN, 3600)], 0);
  assert.deepEqual(out.map((o) => [o.kind, o.kind === 'create_manual' ? o.date : o.kind === 'stop' ? o.at : null]), [
    ['stop', late],
    ['create_manual', '2026-03-10'],
    ['create_manual', '2026-03-11'],
  ]);
});

test('an edit queued after the folded run ended travels with its create', () => {
  const edit: Op = { kind: 'update', opId: 'o5', at: T9 + 30 * MIN, entry: { localId: 'b' }, description: 'named later' };
  const out = collapse([switchFromA(), stopOf('b', T9 + 11 * MIN, 60), edit], 0);
  assert.deepEqual(out.map((o) => o.kind), ['stop', 'create_manual']);
  assert.equal(out[1]!.kind === 'create_manual' && out[1]!.description, 'named later');
});

test('an edit of the replaced entry (on the service) is kept as it is, after its stop', () => {
  const edit: Op = { kind: 'update', opId: 'o5', at: T9 + 11 * MIN, entry: { id: 7 }, description: 'what A was' };
  const out = collapse([switchFromA(), edit, stopOf('b', T9 + 12 * MIN, 120)], 0);
  assert.deepEqual(out.map((o) => [o.kind, o.opId]), [['stop', 'o2~stop'], ['create_manual', 'o2'], ['update', 'o5']]);
});

test('a start that replaced nothing folds without a stop', () => {
  const out = collapse([start(), stopOf('a', T9 + MIN, 60)], 0);
  assert.deepEqual(out.map((o) => o.kind), ['create_manual']);
});

test('a continue of an entry whose create still waits is not folded into it', () => {
  const manual: Op = { kind: 'create_manual', opId: 'o1', at: T9, localId: 'm', date: '2026-03-10', projectId: 1, taskId: null, description: 'x', timeStart: '08:00:00', timeTotal: '00:30:00' };
  const cont: Op = { kind: 'start_existing', opId: 'o2', at: T9 + MIN, entry: { localId: 'm' }, baseSeconds: 1800, replaces: { id: 7 }, replacedSeconds: 90 };
  const stop = stopOf('m', T9 + 2 * MIN, 1860, 'o3');
  assert.deepEqual(collapse([manual, cont, stop], 0), [manual, cont, stop]);
});

test('a stopped, then continued entry keeps its continue (with what it replaced) after the folded create', () => {
  const cont: Op = { kind: 'start_existing', opId: 'o3', at: T9 + 5 * MIN, entry: { localId: 'a' }, baseSeconds: 60, replaces: { id: 7 }, replacedSeconds: 30 };
  const out = collapse([start(), stopOf('a', T9 + MIN, 60, 'o2'), cont], 0);
  assert.deepEqual(out.map((o) => o.kind), ['create_manual', 'start_existing']);
  assert.deepEqual(out[1], cont);
});

// ----- what the person sees and what the service receives -----

test('a folded run that ends exactly at midnight is one entry, with no empty one on the next day', () => {
  const late = Date.parse('2026-03-10T23:00:00Z');
  const out = collapse([start({ at: late }), stopOf('a', late + 60 * MIN, 3600)], 0);
  assert.deepEqual(out.map((o) => o.kind === 'create_manual' && [o.date, o.timeStart, o.timeTotal]), [['2026-03-10', '23:00:00', '00:59:59']]);
});

test('each day of a folded run is an entry of its own: later edits and answers can tell the parts apart', () => {
  const late = Date.parse('2026-03-10T22:00:00Z');
  const out = collapse([start({ at: late }), stopOf('a', late + 28 * 60 * MIN, 28 * 3600)], 0);
  const creates = out.filter((o) => o.kind === 'create_manual');
  assert.deepEqual(creates.map((o) => [o.date, o.timeStart, o.timeTotal]), [
    ['2026-03-10', '22:00:00', '01:59:59'],
    ['2026-03-11', '00:00:00', '23:59:59'],
    ['2026-03-12', '00:00:00', '02:00:00'],
  ]);
  // The first part stands for the start: ops queued later name it by the start's keys.
  assert.deepEqual([creates[0]!.opId, creates[0]!.localId], ['o1', 'a']);
  assert.equal(new Set(creates.map((o) => o.opId)).size, 3);
  assert.equal(new Set(creates.map((o) => o.localId)).size, 3);
  // Every append folds the tail again: the parts must come out with the same keys.
  assert.deepEqual(collapse(out, 0), out);
});

test('a stopwatch left running for weeks offline is recorded for at most 32 days, not one entry a day without end', () => {
  const at = Date.parse('2026-03-01T09:00:00Z');
  const days = 40;
  const out = collapse([start({ at }), stopOf('a', at + days * 86_400_000, days * 86_400)], 0);
  assert.equal(out.length, 32);
  assert.ok(out.every((o) => o.kind === 'create_manual'));
  assert.deepEqual([out[0]!.kind === 'create_manual' && out[0]!.date, out[31]!.kind === 'create_manual' && out[31]!.date], ['2026-03-01', '2026-04-01']);
});

test('an edit of a manual entry not yet created travels with its create and keeps what it did not change', () => {
  const manual: Op = { kind: 'create_manual', opId: 'o1', at: T9, localId: 'm', date: '2026-03-09', projectId: 1, taskId: 4, description: 'x', timeStart: '08:00:00', timeTotal: '00:30:00' };
  const edit: Op = { kind: 'update', opId: 'o2', at: T9 + MIN, entry: { localId: 'm' }, description: 'standup' };
  assert.deepEqual(collapse([manual, edit], 0), [{ ...manual, description: 'standup' }]);
});

test('an edit folded into a start changes only the fields it names; a task set to none is cleared', () => {
  const [renamed] = collapse([start({ projectId: 2, taskId: 5 }), { kind: 'update', opId: 'o2', at: T9 + MIN, entry: { localId: 'a' }, description: 'review' }], 0);
  assert.deepEqual(renamed?.kind === 'start_new' && [renamed.projectId, renamed.taskId, renamed.description], [2, 5, 'review']);
  const [cleared] = collapse([start({ projectId: 2, taskId: 5 }), { kind: 'update', opId: 'o2', at: T9 + MIN, entry: { localId: 'a' }, taskId: null }], 0);
  assert.deepEqual(cleared?.kind === 'start_new' && [cleared.projectId, cleared.taskId, cleared.description], [2, null, 'spec']);
});

test('a stop of a manual entry whose create still waits is kept as its own op', () => {
  const manual: Op = { kind: 'create_manual', opId: 'o1', at: T9, localId: 'm', date: '2026-03-10', projectId: 1, taskId: null, description: 'x', timeStart: '08:00:00', timeTotal: '00:30:00' };
  const stop = stopOf('m', T9 + 2 * MIN, 1860, 'o2');
  assert.deepEqual(collapse([manual, stop], 0), [manual, stop]);
});

test('an edit queued after a plain run ended travels with its create, and the next start stays after it', () => {
  const next = start({ opId: 'o4', localId: 'b', at: T9 + 30 * MIN });
  const edit: Op = { kind: 'update', opId: 'o3', at: T9 + 20 * MIN, entry: { localId: 'a' }, description: 'named later' };
  const out = collapse([start(), stopOf('a', T9 + 10 * MIN, 600, 'o2'), edit, next], 0);
  assert.deepEqual(out, [
    { kind: 'create_manual', opId: 'o1', at: T9, localId: 'a', date: '2026-03-10', projectId: 1, taskId: null, description: 'named later', timeStart: '09:00:00', timeTotal: '00:10:00', allowOverlap: true },
    next,
  ]);
});

test('an edit queued after a folded run across midnight names both days of it', () => {
  const late = Date.parse('2026-03-10T23:30:00Z');
  const edit: Op = { kind: 'update', opId: 'o5', at: late + 90 * MIN, entry: { localId: 'a' }, description: 'night shift' };
  const out = collapse([start({ at: late }), stopOf('a', late + 60 * MIN, 3600), edit], 0);
  assert.deepEqual(out.map((o) => [o.kind, o.kind === 'create_manual' ? [o.date, o.description] : null]), [
    ['create_manual', ['2026-03-10', 'night shift']],
    ['create_manual', ['2026-03-11', 'night shift']],
  ]);
});

test('an edit of a folded run leaves another queued manual entry as it was', () => {
  const late = Date.parse('2026-03-10T23:30:00Z');
  const other: Op = { kind: 'create_manual', opId: 'o4', at: late, localId: 'm', date: '2026-03-10', projectId: 2, taskId: null, description: 'by hand', timeStart: '08:00:00', timeTotal: '00:10:00' };
  const edit: Op = { kind: 'update', opId: 'o5', at: late + 90 * MIN, entry: { localId: 'a' }, description: 'night shift' };
  const out = collapse([start({ at: late }), stopOf('a', late + 60 * MIN, 3600), other, edit], 0);
  assert.deepEqual(out.map((o) => o.kind === 'create_manual' && [o.localId, o.description]), [
    ['a', 'night shift'],
    ['a~1', 'night shift'],
    ['m', 'by hand'],
  ]);
});

test("a split of a manual entry not yet created travels with its create, but a later edit of its times stays after the split's part, so a put-back never lands over it", () => {
  const made: Op = { kind: 'create_manual', opId: 'm', at: T9, localId: 'm', date: '2026-03-10', projectId: 1, taskId: null, description: 'Away', timeStart: '09:00:00', timeTotal: '00:34:00' };
  const cut: Op = { kind: 'update', opId: 'c', group: 'c', at: T9, entry: { localId: 'm' }, timeStart: '09:00:00', timeEnd: '09:00:01', timeTotal: '00:00:01' };
  const part: Op = {
    kind: 'create_manual', opId: 'p', group: 'c', at: T9, localId: 'p', date: '2026-03-10', projectId: 2, taskId: null, description: 'Split off', timeStart: '09:00:01', timeEnd: '09:34:00', timeTotal: '00:33:59',
    before: { entry: { localId: 'm' }, fields: { timeStart: '09:00:00', timeEnd: '09:34:00', timeTotal: '00:34:00' }, restores: 2039 },
  };
  const typed: Op = { kind: 'update', opId: 't', at: T9, entry: { localId: 'm' }, timeStart: '07:46:50', timeEnd: '08:32:46', timeTotal: '00:45:56' };
  const out = collapse([made, cut, part, typed], 0);
  assert.deepEqual(out.map((o) => o.opId), ['m', 'p', 't']);
  assert.equal(out[0]!.kind === 'create_manual' && out[0]!.timeTotal, '00:00:01', 'the cut travels with the create');
});

test('"started … ago" twice on a start not sent yet: the start carries the last move, and neither move is left to land after it', () => {
  const move = (opId: string, minutesAgo: number): Op => ({ kind: 'set_start', opId, at: T9 + 60_000, entry: { localId: 'a' }, startAt: T9 - minutesAgo * MIN, baseSeconds: 0, timeStart: '' });
  const folded = collapse([start(), move('m1', 10), move('m2', 5)], 0);
  assert.deepEqual(folded.map((o) => o.kind), ['start_new'], 'one start, no move after it');
  assert.equal((folded[0] as StartNewOp).runFrom, T9 - 5 * MIN, 'the run begins where the last move put it');
});

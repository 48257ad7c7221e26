// Each queued command laid over the service's entries, field by field as the person then
// sees the entry: a start (new, or of an entry shown), a stop, an edit, a manual entry (from
// whichever of its times were given), a create the service already answered, and entries
// found by a local id the outbox has mapped; then the order the lists show them in.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { heldSeconds, newestFirst, overlay, type OverlayInput } from '../../../main/core/commands/overlay.ts';
import type { QueuedOp } from '../../../main/core/commands/outbox.ts';
import type { Op } from '../../../main/core/commands/ops.ts';
import type { ServerEntry } from '../../../main/core/reads/server-entry.ts';
import type { EntryView } from '../../../main/core/snapshot.ts';

// 10:00 in the account's zone, one hour east of UTC.
const AT = Date.parse('2026-03-10T09:00:00Z');
const S = 1000;

function server(id: number, over: Partial<ServerEntry> = {}): ServerEntry {
  return {
    id, userId: 1, date: '2026-03-10', projectId: 1, projectName: 'Website', customerName: null, taskId: null, taskName: null, description: 'Review',
    timeStart: '08:00:00', timeEnd: '08:30:00', totalSeconds: 1800, running: false, stopwatchStartLocal: null, locked: false, ...over,
  };
}
// Runs since 09:50 local (08:50 UTC), with 10 minutes stored before this run.
const RUNNING = server(11, { description: 'Spec', timeStart: '09:40:00', timeEnd: '09:40:00', totalSeconds: 600, running: true, stopwatchStartLocal: '2026-03-10 09:50:00' });
const DONE = server(10);

const PROJECTS: Record<number, [string, string | null]> = { 1: ['Website', null], 2: ['Docs', 'Acme'] };
function input(entries: ServerEntry[], ops: (Op | [Op, number])[], over: Partial<OverlayInput> = {}): OverlayInput {
  const queue: QueuedOp[] = ops.map((o) => (Array.isArray(o) ? { op: o[0], progress: { createdId: o[1] } } : { op: o, progress: {} }));
  return {
    entries,
    queue,
    ids: (r) => ('id' in r ? r.id : undefined),
    localIdOf: () => undefined,
    offsetMinutes: 60,
    projectName: (id) => PROJECTS[id]?.[0] ?? `Project ${id}`,
    customerName: (id) => PROJECTS[id]?.[1] ?? null,
    taskName: (p, t) => `Task ${t} of ${p}`,
    ...over,
  };
}
const byKey = (views: readonly EntryView[]) => Object.fromEntries(views.map((v) => [v.key, v]));
const SERVER_RUNNING_VIEW: EntryView = {
  key: 'e11', id: 11, date: '2026-03-10', projectId: 1, projectName: 'Website', customerName: null, taskId: null, taskName: null, description: 'Spec',
  timeStart: '09:40:00', timeEnd: '09:40:00', totalSeconds: 600, runningSince: AT - 10 * 60 * S, locked: false, pending: false,
};

describe('what an entry holds', () => {
  test('its stored total, and the current run in whole seconds; never less before the run began', () => {
    assert.equal(heldSeconds({ totalSeconds: 600, runningSince: null }, AT), 600);
    assert.equal(heldSeconds({ totalSeconds: 600, runningSince: AT - 90_500 }, AT), 690);
    assert.equal(heldSeconds({ totalSeconds: 600, runningSince: AT + 5 * S }, AT), 600);
  });

  test('the service entries as they are, frozen', () => {
    const views = overlay(input([RUNNING, DONE], []));
    assert.deepEqual(byKey(views).e11, SERVER_RUNNING_VIEW);
    assert.ok(views.every((v) => Object.isFrozen(v)));
  });
});

describe('a start', () => {
  const start = (over: Partial<Extract<Op, { kind: 'start_new' }>> = {}): Op => ({
    kind: 'start_new', opId: 'o1', at: AT, localId: 'n1', date: '2026-03-10', projectId: 2, taskId: 5, description: 'Guide', replaces: { id: 11 }, replacedSeconds: 1200, ...over,
  });

  test('a new entry runs from the click with its project, customer and task by name; the running one stops at the click', () => {
    const v = byKey(overlay(input([RUNNING, DONE], [start()])));
    assert.deepEqual(v.ln1, {
      key: 'ln1', id: null, date: '2026-03-10', projectId: 2, projectName: 'Docs', customerName: 'Acme', taskId: 5, taskName: 'Task 5 of 2', description: 'Guide',
      timeStart: '10:00:00', timeEnd: '10:00:00', totalSeconds: 0, runningSince: AT, locked: false, pending: true, startUnconfirmed: true,
    });
    // Stopped at the click: 600 s stored and 600 s run; the click's own figure (1200) agrees,
    // and it ends at the click (09:40 + 20 min), as the service will store it.
    assert.deepEqual(v.e11, { ...SERVER_RUNNING_VIEW, totalSeconds: 1200, timeEnd: '10:00:00', runningSince: null, pending: true });
    assert.deepEqual(v.e10?.pending, false, 'an entry not running is left alone');
    assert.equal(overlay(input([], [start({ taskId: null })]))[0]?.taskName, null);
  });

  test('once the service answered its stopwatch start, the run is no longer in doubt (an owed stop then waits for a read)', () => {
    const queue: QueuedOp[] = [{ op: start(), progress: { createdId: 12, started: true } }];
    const v = byKey(overlay({ ...input([RUNNING, DONE], []), queue }));
    assert.equal(v.ln1?.id, 12);
    assert.equal(v.ln1?.startUnconfirmed, undefined);
    const created = byKey(overlay(input([RUNNING, DONE], [[start(), 12]])));
    assert.equal(created.ln1?.startUnconfirmed, true, 'made on the service, its stopwatch not known to run');
  });

  test('answered already: the service copy of the new entry gives way to the queued one, which keeps its key and takes the id', () => {
    const copy = server(31, { projectId: 2, projectName: 'Docs', description: 'Guide', running: true, stopwatchStartLocal: '2026-03-10 10:02:00' });
    const views = overlay(input([RUNNING, copy], [[start(), 31], { kind: 'stop', opId: 'o2', at: AT + 60 * S, entry: { id: 31 }, intendedSeconds: 60 }]));
    assert.deepEqual(views.map((x) => x.key).sort(), ['e11', 'ln1']);
    const v = byKey(views).ln1!;
    assert.deepEqual([v.id, v.runningSince, v.totalSeconds, v.timeEnd], [31, null, 60, '10:01:00'], 'the stop planned on the id found the queued entry');
  });

  test('Continue of an entry shown: it runs again from the click with what it held; every other stops', () => {
    const v = byKey(overlay(input([RUNNING, DONE], [{ kind: 'start_existing', opId: 'o1', at: AT, entry: { id: 10 }, baseSeconds: 1800, replaces: { id: 11 }, replacedSeconds: 1200 }])));
    assert.deepEqual(v.e10, { ...v.e10!, totalSeconds: 1800, runningSince: AT, pending: true });
    assert.equal(v.e10?.runningSince, AT);
    assert.deepEqual([v.e11?.runningSince, v.e11?.totalSeconds, v.e11?.timeEnd, v.e11?.pending], [null, 1200, '10:00:00', true]);
  });

  test('Continue of an entry no longer shown still stops the one running', () => {
    const v = byKey(overlay(input([RUNNING], [{ kind: 'start_existing', opId: 'o1', at: AT, entry: { id: 99 }, baseSeconds: 0, replaces: null, replacedSeconds: null }])));
    assert.deepEqual([v.e11?.runningSince, v.e11?.totalSeconds, v.e11?.pending], [null, 1200, true]);
    assert.deepEqual(Object.keys(v), ['e11']);
  });
});

describe('a stop', () => {
  test('the entry holds what was meant, ends that long after its start, and waits', () => {
    const v = byKey(overlay(input([RUNNING], [{ kind: 'stop', opId: 'o1', at: AT, entry: { id: 11 }, intendedSeconds: 3700 }])));
    assert.deepEqual(v.e11, { ...SERVER_RUNNING_VIEW, totalSeconds: 3700, runningSince: null, timeEnd: '10:41:40', pending: true });
  });

  test('past midnight the end wraps; an unreadable start keeps the end it had; an entry not shown is no matter', () => {
    const late = server(12, { timeStart: '23:30:00', running: true, stopwatchStartLocal: '2026-03-10 23:30:00' });
    const odd = server(13, { timeStart: 'soon', timeEnd: '09:00:00', running: true, stopwatchStartLocal: '2026-03-10 09:00:00' });
    const stop = (id: number): Op => ({ kind: 'stop', opId: `o${id}`, at: AT, entry: { id }, intendedSeconds: 3600 });
    const v = byKey(overlay(input([late, odd], [stop(12), stop(13), stop(99)])));
    assert.equal(v.e12?.timeEnd, '00:30:00');
    assert.equal(v.e13?.timeEnd, '09:00:00');
    assert.deepEqual(Object.keys(v).sort(), ['e12', 'e13']);
  });
});

describe('an edit', () => {
  test('a new project brings its name and customer; a new task its name in that project; the words as typed', () => {
    const v = byKey(overlay(input([DONE], [{ kind: 'update', opId: 'o1', at: AT, entry: { id: 10 }, projectId: 2, taskId: 7, description: 'Guide' }])));
    assert.deepEqual(v.e10, { ...v.e10!, projectId: 2, projectName: 'Docs', customerName: 'Acme', taskId: 7, taskName: 'Task 7 of 2', description: 'Guide', pending: true });
    assert.equal(v.e10?.timeStart, '08:00:00');
  });

  test('only what the edit names changes; a task taken away has no name', () => {
    const withTask = server(10, { taskId: 3, taskName: 'Design' });
    const words = byKey(overlay(input([withTask], [{ kind: 'update', opId: 'o1', at: AT, entry: { id: 10 }, description: 'Other' }]))).e10!;
    assert.deepEqual([words.projectName, words.taskId, words.taskName, words.description, words.pending], ['Website', 3, 'Design', 'Other', true]);
    const noTask = byKey(overlay(input([withTask], [{ kind: 'update', opId: 'o1', at: AT, entry: { id: 10 }, taskId: null }]))).e10!;
    assert.deepEqual([noTask.taskId, noTask.taskName, noTask.description], [null, null, 'Review']);
    const task = byKey(overlay(input([withTask], [{ kind: 'update', opId: 'o1', at: AT, entry: { id: 10 }, taskId: 4 }]))).e10!;
    assert.deepEqual([task.projectId, task.taskName], [1, 'Task 4 of 1']);
    assert.deepEqual(overlay(input([DONE], [{ kind: 'update', opId: 'o1', at: AT, entry: { id: 99 }, description: 'x' }])), [{ ...byKey(overlay(input([DONE], []))).e10 }]);
  });
});

describe('a manual entry', () => {
  const manual = (times: { timeStart?: string; timeEnd?: string; timeTotal?: string }): Op => ({
    kind: 'create_manual', opId: 'o1', at: AT, localId: 'm1', date: '2026-03-09', projectId: 2, taskId: null, description: 'Notes', ...times,
  });
  const shown = (times: Parameters<typeof manual>[0]) => {
    const v = overlay(input([], [manual(times)]))[0]!;
    return [v.timeStart, v.timeEnd, v.totalSeconds];
  };

  test('shown at once on its day, with its project by name, from the times given', () => {
    assert.deepEqual(overlay(input([], [manual({ timeStart: '09:00:00', timeTotal: '01:30:00' })])), [{
      key: 'lm1', id: null, date: '2026-03-09', projectId: 2, projectName: 'Docs', customerName: 'Acme', taskId: null, taskName: null, description: 'Notes',
      timeStart: '09:00:00', timeEnd: '10:30:00', totalSeconds: 5400, runningSince: null, locked: false, pending: true,
    }]);
    assert.deepEqual(shown({ timeStart: '09:00:00', timeEnd: '09:45:00' }), ['09:00:00', '09:45:00', 2700]);
    assert.deepEqual(shown({ timeEnd: '12:00:00', timeTotal: '00:30:00' }), ['11:30:00', '12:00:00', 1800]);
    assert.deepEqual(shown({ timeEnd: '12:00:00' }), ['12:00:00', '12:00:00', 0]);
    assert.deepEqual(shown({ timeTotal: '00:20:00' }), ['00:00:00', '00:20:00', 1200]);
    assert.deepEqual(shown({}), ['00:00:00', '00:00:00', 0]);
    assert.deepEqual(shown({ timeStart: '23:00:00', timeTotal: '02:00:00' }), ['23:00:00', '01:00:00', 7200]);
    assert.deepEqual(shown({ timeStart: '10:00:00', timeEnd: '09:00:00' }), ['10:00:00', '10:00:00', 0], 'an end before the start holds nothing');
  });

  test('answered already: the service copy takes the queued key and still waits', () => {
    const copy = server(40, { date: '2026-03-09', projectId: 2, projectName: 'Docs', description: 'Notes', timeStart: '09:00:00', timeEnd: '10:30:00', totalSeconds: 5400 });
    const views = overlay(input([copy], [[manual({ timeStart: '09:00:00', timeTotal: '01:30:00' }), 40], { kind: 'update', opId: 'o2', at: AT, entry: { id: 40 }, description: 'Edited' }]));
    assert.deepEqual(views, [{ ...byKey(overlay(input([copy], []))).e40, key: 'lm1', description: 'Edited', pending: true }]);
  });
});

describe('entries the outbox knows by a local id', () => {
  test('an entry created here keeps its local key once the service has its id, and a command on the local id finds it', () => {
    const created = server(50, { description: 'Made here' });
    const mapped = input([created], [{ kind: 'update', opId: 'o1', at: AT, entry: { localId: 'k1' }, description: 'Renamed' }], {
      ids: (r) => ('id' in r ? r.id : r.localId === 'k1' ? 50 : undefined),
      localIdOf: (id) => (id === 50 ? 'k1' : undefined),
    });
    assert.deepEqual(overlay(mapped).map((v) => [v.key, v.id, v.description, v.pending]), [['lk1', 50, 'Renamed', true]]);
  });

  test('a local id the outbox has not mapped finds the queued entry of that key', () => {
    const views = overlay(input([], [
      { kind: 'start_new', opId: 'o1', at: AT, localId: 'n1', date: '2026-03-10', projectId: 1, taskId: null, description: '', replaces: null, replacedSeconds: null },
      { kind: 'update', opId: 'o2', at: AT, entry: { localId: 'n1' }, description: 'Typed later' },
    ]));
    assert.deepEqual(views.map((v) => [v.key, v.description]), [['ln1', 'Typed later']]);
  });
});

describe('newest first', () => {
  const view = (key: string, over: Partial<EntryView>): EntryView => ({ ...SERVER_RUNNING_VIEW, key, runningSince: null, ...over });
  test('by day, then the running one, then by start, then the queued ones and the higher ids first', () => {
    const list = [
      view('a', { date: '2026-03-09', timeStart: '18:00:00', id: 1 }),
      view('b', { date: '2026-03-10', timeStart: '08:00:00', id: 2 }),
      view('c', { date: '2026-03-10', timeStart: '07:00:00', id: 3, runningSince: AT }),
      view('d', { date: '2026-03-10', timeStart: '09:00:00', id: 4 }),
      view('e', { date: '2026-03-10', timeStart: '09:00:00', id: 5 }),
      view('f', { date: '2026-03-10', timeStart: '09:00:00', id: null }),
      view('g', { date: '2026-03-11', timeStart: '00:00:00', id: 6 }),
    ];
    for (const order of [list, [...list].reverse()]) assert.deepEqual([...order].sort(newestFirst).map((v) => v.key), ['g', 'c', 'f', 'e', 'd', 'b', 'a']);
    assert.equal(newestFirst(list[3]!, list[3]!), 0);
  });
});

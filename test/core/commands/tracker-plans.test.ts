// The tracker's plans whole: the op each command queues, field by field, and each refusal in
// the words the person reads, with the field it marks; an entry known only by its local key;
// a manual entry that ends tomorrow or later.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { planContinue, planEdit, planEditDescription, planManual, planStart, planStop, type Plan, type TrackerView } from '../../../main/core/commands/tracker.ts';
import type { EntryView } from '../../../main/core/snapshot.ts';

const NOW = Date.parse('2026-03-10T10:00:00Z');
const entry = (over: Partial<EntryView>): EntryView => ({
  key: 'e1', id: 1, date: '2026-03-10', projectId: 1, projectName: 'Web', customerName: null, taskId: null, taskName: null,
  description: 'spec', timeStart: '09:00:00', timeEnd: '09:30:00', totalSeconds: 1800, runningSince: null, locked: false, pending: false, ...over,
});
const view = (entries: EntryView[], over: Partial<TrackerView> = {}): TrackerView => {
  let n = 0;
  return {
    now: NOW, offsetMinutes: 0, hourCycle: 'h23', entries, makeId: () => `id${++n}`,
    projects: [
      { id: 1, name: 'Web', customerName: null, requiredTask: false, active: true },
      { id: 2, name: 'Audit', customerName: null, requiredTask: true, active: true },
      { id: 3, name: 'Ops', customerName: null, requiredTask: false, active: true },
    ],
    tasks: { '2': [{ id: 20, name: 'Review' }, { id: 21, name: 'Report' }] },
    ...over,
  };
};
const refusal = (message: string, fields: Record<string, string> = {}): Plan => ({ refuse: { ok: false, message, fields } });
const RUNNING = entry({ runningSince: NOW - 600_000, totalSeconds: 60 });

describe('projects and tasks', () => {
  test('each refusal in words, with the field it marks', () => {
    assert.deepEqual(planStart(view([]), { projectId: 9 }), refusal('This project is archived or unknown: pick an active one.', { project: 'Pick an active project.' }));
    assert.deepEqual(planStart(view([]), { projectId: 2 }), refusal('Audit needs a task: pick one.', { task: 'This project needs a task.' }));
    assert.deepEqual(planStart(view([]), { projectId: 2, taskId: 99 }), refusal('This task is not assigned to the project.', { task: 'Pick a task of this project.' }));
  });

  test('any task of the project; a project whose tasks are not read yet, or before any project was read: the service decides', () => {
    assert.ok('op' in planStart(view([]), { projectId: 2, taskId: 21 }));
    assert.ok('op' in planStart(view([]), { projectId: 3, taskId: 77 }));
    assert.ok('op' in planStart(view([], { projects: [] }), { projectId: 9, taskId: 5 }));
  });
});

describe('start, stop and continue', () => {
  test('a start on other work switches, whichever field differs; the same work changes nothing', () => {
    const t = view([entry({ runningSince: NOW - 1000, projectId: 2, taskId: 20, description: 'spec' })]);
    assert.deepEqual(planStart(t, { projectId: 2, taskId: 20, description: 'spec' }), { noop: true });
    for (const other of [{ projectId: 2, taskId: 21, description: 'spec' }, { projectId: 2, taskId: 20, description: 'other' }, { projectId: 1, taskId: null, description: 'spec' }]) {
      assert.ok('op' in planStart(t, other), JSON.stringify(other));
    }
  });

  test('an entry known only by its local key is named by it', () => {
    const queued = entry({ key: 'lq1', id: null, runningSince: NOW - 1000, totalSeconds: 0 });
    assert.deepEqual(planStop(view([queued])), { op: { kind: 'stop', opId: 'id1', at: NOW, entry: { localId: 'q1' }, intendedSeconds: 1 } });
  });

  test('stop with nothing running; continue of an entry gone from the list', () => {
    assert.deepEqual(planStop(view([entry({})])), refusal('No timer is running.'));
    assert.deepEqual(planContinue(view([entry({})]), 'e404'), refusal('This entry is no longer in the recent list.'));
  });

  test("continue of today's entry makes a new entry like that one from now, not like the first listed, and names the one it replaces", () => {
    const first = entry({ key: 'e1', id: 1 });
    const second = entry({ key: 'e2', id: 2, description: 'review', totalSeconds: 300 });
    const running = entry({ key: 'e3', id: 3, runningSince: NOW - 10_000, totalSeconds: 5 });
    assert.deepEqual(planContinue(view([first, second, running]), 'e2'), {
      op: { kind: 'start_new', opId: 'id1', at: NOW, localId: 'id2', date: '2026-03-10', projectId: 1, taskId: null, description: 'review', replaces: { id: 3 }, replacedSeconds: 15 },
    });
  });

  test('continue of an entry like the one running (same project, task and description) changes nothing', () => {
    const first = entry({ key: 'e1', id: 1 });
    const running = entry({ key: 'e3', id: 3, runningSince: NOW - 10_000, totalSeconds: 5 });
    assert.deepEqual(planContinue(view([first, running]), 'e1'), { noop: true });
  });

  test("continue of another day's entry on a project that since needs a task is refused", () => {
    assert.deepEqual(planContinue(view([entry({ date: '2026-03-09', projectId: 2, taskId: null })]), 'e1'), refusal('Audit needs a task: pick one.', { task: 'This project needs a task.' }));
  });
});

describe('edits', () => {
  test('of the running entry: nothing running, or locked, refused in words', () => {
    assert.deepEqual(planEdit(view([entry({})]), { description: 'x' }), refusal('No timer is running.'));
    assert.deepEqual(planEdit(view([{ ...RUNNING, locked: true }]), { description: 'x' }), refusal('This entry is locked on the service and cannot be changed.'));
  });

  test('only what changes is sent; the words trimmed; naming the same project keeps the task', () => {
    const withTask = { ...RUNNING, projectId: 2, taskId: 20 };
    assert.deepEqual(planEdit(view([withTask]), { description: '  new words ' }), { op: { kind: 'update', opId: 'id1', at: NOW, entry: { id: 1 }, description: 'new words' } });
    assert.deepEqual(planEdit(view([withTask]), { projectId: 2 }), { op: { kind: 'update', opId: 'id1', at: NOW, entry: { id: 1 }, projectId: 2 } });
    assert.deepEqual(planEdit(view([withTask]), { taskId: 21 }), { op: { kind: 'update', opId: 'id1', at: NOW, entry: { id: 1 }, taskId: 21 } });
    assert.deepEqual(planEdit(view([withTask]), { projectId: 3 }), { op: { kind: 'update', opId: 'id1', at: NOW, entry: { id: 1 }, projectId: 3, taskId: null } });
    assert.deepEqual(planEdit(view([RUNNING]), { projectId: 2 }), refusal('Audit needs a task: pick one.', { task: 'This project needs a task.' }));
  });

  test('of a description: an entry gone, or locked, refused in words', () => {
    assert.deepEqual(planEditDescription(view([entry({})]), 'e404', 'x'), refusal('This entry is no longer in the list.'));
    assert.deepEqual(planEditDescription(view([entry({ locked: true })]), 'e1', 'x'), refusal('This entry is locked on the service and cannot be changed.'));
  });
});

describe('a manual entry', () => {
  test('without task or words: none sent; fields at fault: the form is asked to look at them', () => {
    const p = planManual(view([]), { date: '2026-03-09', projectId: 1, start: '08:00', end: '09:00' });
    assert.deepEqual(p, { op: { kind: 'create_manual', opId: 'id1', at: NOW, localId: 'id2', date: '2026-03-09', projectId: 1, taskId: null, description: '', timeStart: '08:00:00', timeEnd: '09:00:00' }, more: [] });
    assert.deepEqual(planManual(view([]), { date: '2026-03-09', projectId: 1, start: '08:00' }), refusal('Check the highlighted fields.', { end: 'Give two of start, end and duration.' }));
    assert.deepEqual(planManual(view([]), { date: '2026-03-09', projectId: 2, start: '08:00', end: '09:00' }), refusal('Audit needs a task: pick one.', { task: 'This project needs a task.' }));
  });

  test('ending tomorrow says so', () => {
    const ask = (t: TrackerView, date: string) => {
      const p = planManual(t, { date, projectId: 1, start: '23:00', duration: '3h' });
      assert.ok('refuse' in p);
      return p.refuse.message;
    };
    assert.equal(ask(view([]), '2026-03-10'), 'This entry ends at 02:00 tomorrow, later than now (10:00). Save it anyway?');
  });

  test('an overlap confirmed covers the entries shown then: they are named on the entry, and no other may be there when it is sent', () => {
    const shown = [entry({ key: 'e1', id: 1, timeStart: '08:00:00', timeEnd: '08:45:00', totalSeconds: 2700 }), entry({ key: 'q7', id: null, timeStart: '08:30:00', timeEnd: '09:00:00', totalSeconds: 1800 }), entry({ key: 'e3', id: 3, timeStart: '09:00:00', timeEnd: '09:30:00', totalSeconds: 1800 })];
    const input = { date: '2026-03-10', projectId: 1, start: '08:15', end: '09:00' };
    const asked = planManual(view(shown), input);
    assert.ok('refuse' in asked && /overlaps.*Save it anyway/.test(asked.refuse.message), 'asked first');
    const p = planManual(view(shown), { ...input, confirmOverlap: true });
    assert.ok('op' in p && p.op.kind === 'create_manual');
    assert.deepEqual([p.op.allowOverlap, p.op.overlapConfirmed, p.op.tolerates], [true, true, [{ id: 1 }, { localId: '7' }]], 'the two it lies over (one still queued), not the entry after it');
  });
});

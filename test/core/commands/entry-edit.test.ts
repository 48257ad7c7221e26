// An edit of any entry as a pure plan: which times stand when one, two or three are given,
// the date alone, all three sent, across midnight one entry per day, a later end asked
// first, refusals at the field, locked and running entries, and nothing to send.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planEntryEdit, type EntryEditPlan } from '../../../main/core/commands/entry-edit.ts';
import type { TrackerView } from '../../../main/core/commands/tracker.ts';
import type { EntryView } from '../../../main/core/snapshot.ts';
import type { EntryEditInput } from '../../../main/core/stint-api.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const entry = (over: Partial<EntryView> = {}): EntryView => ({
  key: 'e1', id: 1, date: '2026-03-10', projectId: 1, projectName: 'Web', customerName: null, taskId: 10, taskName: 'Build',
  description: 'spec', timeStart: '09:00:00', timeEnd: '09:30:00', totalSeconds: 1800, runningSince: null, locked: false, pending: false, ...over,
});
const view = (entries: EntryView[] = [entry()]): TrackerView => ({
  now: NOW, offsetMinutes: 0, hourCycle: 'h23', entries, makeId: () => 'op',
  projects: [
    { id: 1, name: 'Web', customerName: null, requiredTask: false, active: true },
    { id: 2, name: 'Audit', customerName: null, requiredTask: true, active: true },
  ],
  tasks: { '1': [{ id: 10, name: 'Build' }], '2': [{ id: 20, name: 'Review' }] },
});
const plan = (input: Omit<EntryEditInput, 'entryKey'>, t = view()): EntryEditPlan => planEntryEdit(t, { entryKey: 'e1', ...input });
const times = (p: EntryEditPlan) => {
  assert.ok('op' in p, JSON.stringify(p));
  return [p.op.date, p.op.timeStart, p.op.timeEnd, p.op.timeTotal];
};

test('two times as typed; one alone keeps the rest: a start keeps the end, an end or a duration keeps the start', () => {
  assert.deepEqual(times(plan({ start: '08:45', end: '10:15' })), [undefined, '08:45:00', '10:15:00', '01:30:00']);
  assert.deepEqual(times(plan({ start: '08:45', duration: '1h' })), [undefined, '08:45:00', '09:45:00', '01:00:00']);
  assert.deepEqual(times(plan({ end: '10:00', duration: '30m' })), [undefined, '09:30:00', '10:00:00', '00:30:00']);
  assert.deepEqual(times(plan({ start: '08:50' })), [undefined, '08:50:00', '09:30:00', '00:40:00']);
  assert.deepEqual(times(plan({ end: '11:00' })), [undefined, '09:00:00', '11:00:00', '02:00:00']);
  assert.deepEqual(times(plan({ duration: '45m' })), [undefined, '09:00:00', '09:45:00', '00:45:00']);
  assert.deepEqual(times(plan({ date: '2026-03-09' })), ['2026-03-09', '09:00:00', '09:30:00', '00:30:00']);
  const p = plan({ start: '08:00', end: '09:00', duration: '1h' });
  assert.ok('op' in p && p.op.kind === 'update' && p.op.entry && 'id' in p.op.entry && p.op.entry.id === 1);
});

test('across midnight: the entry keeps the first day, a create for the next with the same project, task and description', () => {
  const p = plan({ date: '2026-03-09', start: '23:00', end: '01:00' });
  assert.ok('op' in p);
  assert.deepEqual(times(p), ['2026-03-09', '23:00:00', '23:59:59', '00:59:59']);
  assert.deepEqual(p.more, [
    {
      kind: 'create_manual', opId: 'op~1', at: NOW, localId: 'op~1', date: '2026-03-10', projectId: 1, taskId: 10, description: 'spec', timeStart: '00:00:00', timeEnd: '01:00:00', timeTotal: '01:00:00',
      // Refused once the entry was moved: the entry is put back as it was.
      before: { entry: { id: 1 }, fields: { date: '2026-03-10', timeStart: '09:00:00', timeEnd: '09:30:00', timeTotal: '00:30:00', projectId: 1, taskId: 10, description: 'spec' }, said: 'The entry is put back on its day as it was: nothing of the edit stays.' },
    },
  ]);
  assert.deepEqual(p.op.seen, { date: '2026-03-10', timeStart: '09:00:00', timeEnd: '09:30:00', totalSeconds: 1800, projectId: 1, taskId: 10, description: 'spec', running: false }, 'the entry as it was shown');
});

test('an end later than now asks first, and is planned once confirmed', () => {
  const p = plan({ end: '13:00' });
  assert.ok('refuse' in p && 'confirm' in p.refuse && p.refuse.confirm === 'ends_in_future');
  assert.match(p.refuse.message, /end at 13:00 today, later than now \(12:00\)/);
  assert.deepEqual(times(plan({ end: '13:00', confirmFutureEnd: true })), [undefined, '09:00:00', '13:00:00', '04:00:00']);
});

test('refusals at the field; a locked entry, a gone one, a running one\'s times', () => {
  const bad = plan({ start: '9h' });
  assert.ok('refuse' in bad && bad.refuse.fields.start);
  const same = plan({ start: '09:00', end: '09:00' });
  assert.ok('refuse' in same && same.refuse.fields.end);
  const future = plan({ date: '2026-03-11' });
  assert.ok('refuse' in future && future.refuse.fields.date);
  const needsTask = plan({ projectId: 2 });
  assert.ok('refuse' in needsTask && needsTask.refuse.fields.task);
  const locked = plan({ start: '08:00' }, view([entry({ locked: true })]));
  assert.ok('refuse' in locked && /locked/.test(locked.refuse.message));
  // Unless this user may change locked entries (the entry's permissions.can_modify_locked).
  assert.ok('op' in plan({ start: '08:00' }, view([entry({ locked: true, canModifyLocked: true })])));
  assert.ok('refuse' in planEntryEdit(view(), { entryKey: 'e9', start: '08:00' }));
  const running = view([entry({ runningSince: NOW - 60_000, totalSeconds: 0, timeStart: '11:59:00' })]);
  const moved = plan({ start: '11:00' }, running);
  assert.ok('refuse' in moved && moved.refuse.fields.start && /Started earlier/.test(moved.refuse.message));
  const renamed = plan({ description: ' new words ' }, running);
  assert.ok('op' in renamed);
  assert.deepEqual([renamed.op.description, renamed.op.timeStart, renamed.more], ['new words', undefined, []]);
});

test('project, task and description: a new project drops the task; only what changed is sent; nothing changed is nothing to send', () => {
  const p = plan({ projectId: 2, taskId: 20, description: 'audit' });
  assert.ok('op' in p);
  assert.deepEqual([p.op.projectId, p.op.taskId, p.op.description, p.op.timeStart], [2, 20, 'audit', undefined]);
  const web = plan({ projectId: 1, description: 'spec' });
  assert.deepEqual(web, { noop: true });
  const dropped = planEntryEdit({ ...view(), projects: [...view().projects, { id: 3, name: 'Ops', customerName: null, requiredTask: false, active: true }] }, { entryKey: 'e1', projectId: 3 });
  assert.ok('op' in dropped);
  assert.deepEqual([dropped.op.projectId, dropped.op.taskId], [3, null]);
  assert.deepEqual(plan({ start: '09:00', end: '09:30' }), { noop: true });
  assert.deepEqual(plan({ date: '2026-03-10', duration: '30m' }), { noop: true });
});

test('folded and shown: new times travel with a manual entry that waited; a running start that waited keeps them apart; the view shows them at once', async () => {
  const { collapse } = await import('../../../main/core/commands/collapse.ts');
  const { overlay } = await import('../../../main/core/commands/overlay.ts');
  const create = { kind: 'create_manual' as const, opId: 'c', at: NOW, localId: 'a', date: '2026-03-10', projectId: 1, taskId: null, description: 'x', timeStart: '07:00:00', timeEnd: '07:30:00' };
  const edit = { kind: 'update' as const, opId: 'u', at: NOW, entry: { localId: 'a' }, description: 'y', timeStart: '07:10:00', timeEnd: '08:00:00', timeTotal: '00:50:00' };
  assert.deepEqual(collapse([create, edit], 0), [{ ...create, description: 'y', timeStart: '07:10:00', timeEnd: '08:00:00', timeTotal: '00:50:00' }]);
  const start = { kind: 'start_new' as const, opId: 's', at: NOW, localId: 'a', date: '2026-03-10', projectId: 1, taskId: null, description: 'x', replaces: null, replacedSeconds: null };
  assert.deepEqual(collapse([start, edit], 0), [start, edit]);
  const descriptionOnly = { kind: 'update' as const, opId: 'u', at: NOW, entry: { localId: 'a' }, description: 'y' };
  assert.deepEqual(collapse([start, descriptionOnly], 0), [{ ...start, description: 'y' }]);

  const server = { id: 1, userId: 1, date: '2026-03-10', projectId: 1, projectName: 'Web', customerName: null, taskId: null, taskName: null, description: 'x', timeStart: '09:00:00', timeEnd: '09:30:00', totalSeconds: 1800, running: false, stopwatchStartLocal: null, locked: false };
  const [v] = overlay({
    entries: [server], queue: [{ op: { ...edit, entry: { id: 1 }, date: '2026-03-09' }, progress: {} }], ids: (r) => ('id' in r ? r.id : undefined), localIdOf: () => undefined,
    offsetMinutes: 0, projectName: () => 'Web', customerName: () => null, taskName: () => null,
  });
  assert.deepEqual([v!.date, v!.timeStart, v!.timeEnd, v!.totalSeconds, v!.description, v!.pending], ['2026-03-09', '07:10:00', '08:00:00', 3000, 'y', true]);
});

test("on a 12-hour clock an edit reads a time without AM/PM in the half of the day nearest the entry's own times, on any day", () => {
  // Yesterday's 4:00 PM to 5:00 PM, edited at noon to 4:15 and 5:15: 4:15 PM to 5:15 PM, not twelve hours earlier.
  const pm = entry({ date: '2026-03-09', timeStart: '16:00:00', timeEnd: '17:00:00', totalSeconds: 3600 });
  const h12 = (e: EntryView): TrackerView => ({ ...view([e]), hourCycle: 'h12' });
  assert.deepEqual(times(plan({ start: '4:15', end: '5:15' }, h12(pm))), [undefined, '16:15:00', '17:15:00', '01:00:00']);
  assert.deepEqual(times(plan({ start: '3:45' }, h12(pm))), [undefined, '15:45:00', '17:00:00', '01:15:00'], 'a start alone keeps the end');
  assert.deepEqual(times(plan({ start: '4:15 AM', end: '5:15 AM' }, h12(pm))), [undefined, '04:15:00', '05:15:00', '01:00:00'], 'AM said: as said');
  // Today's 9:00 AM to 9:30 AM at noon: 8:45 is 8:45 AM, the same as the latest not in the future.
  assert.deepEqual(times(plan({ start: '8:45', end: '9:15' }, h12(entry()))), [undefined, '08:45:00', '09:15:00', '00:30:00']);
});

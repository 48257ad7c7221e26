// A split as a pure plan: a finished entry becomes an update (all three times) and a create
// that together hold exactly what it held; the running timer becomes a switch at the cut and
// a move of the new timer's start there; refusals name the field and say what to do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planEntrySplit, type EntrySplitPlan } from '../../../main/core/commands/entry-split.ts';
import type { TrackerView } from '../../../main/core/commands/tracker.ts';
import type { EntryView } from '../../../main/core/snapshot.ts';
import type { EntrySplitInput } from '../../../main/core/stint-api.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const entry = (over: Partial<EntryView> = {}): EntryView => ({
  key: 'e1', id: 1, date: '2026-03-09', projectId: 1, projectName: 'Web', customerName: null, taskId: 10, taskName: 'Build',
  description: 'spec', timeStart: '09:00:00', timeEnd: '11:00:00', totalSeconds: 7200, runningSince: null, locked: false, pending: false, ...over,
});
const view = (entries: EntryView[] = [entry()], offsetMinutes = 0): TrackerView => ({
  now: NOW, offsetMinutes, hourCycle: 'h23', entries, makeId: () => 'op',
  projects: [
    { id: 1, name: 'Web', customerName: null, requiredTask: false, active: true },
    { id: 2, name: 'Audit', customerName: null, requiredTask: true, active: true },
  ],
  tasks: { '1': [{ id: 10, name: 'Build' }], '2': [{ id: 20, name: 'Review' }] },
});
const plan = (input: Omit<EntrySplitInput, 'entryKey'>, t = view()): EntrySplitPlan => planEntrySplit(t, { entryKey: 'e1', ...input });
const refusal = (p: EntrySplitPlan) => {
  assert.ok('refuse' in p, JSON.stringify(p));
  return p.refuse;
};

test('a finished entry: the first part keeps the entry up to the cut (all three times), the second is a new entry from the cut to its end', () => {
  const p = plan({ at: '10:15' });
  assert.ok('op' in p);
  const seen = { date: '2026-03-09', timeStart: '09:00:00', timeEnd: '11:00:00', totalSeconds: 7200, projectId: 1, taskId: 10, description: 'spec', running: false };
  assert.deepEqual(p.op, { kind: 'update', opId: 'op', at: NOW, entry: { id: 1 }, timeStart: '09:00:00', timeEnd: '10:15:00', timeTotal: '01:15:00', seen });
  assert.deepEqual(p.more, [
    {
      kind: 'create_manual', opId: 'op~split', at: NOW, localId: 'op~split', date: '2026-03-09', projectId: 1, taskId: 10, description: 'spec', timeStart: '10:15:00', timeEnd: '11:00:00', timeTotal: '00:45:00',
      allowOverlap: true,
      // Nothing else lay over 10:15-11:00 at the click: any entry there when the part is sent was made since.
      tolerates: [],
      // Refused once the first part was cut: the entry gets its times back.
      before: { entry: { id: 1 }, fields: { timeStart: '09:00:00', timeEnd: '11:00:00', timeTotal: '02:00:00' }, restores: 2700, said: 'The first part is put back as it was: nothing of the split stays.' },
    },
  ]);
  assert.equal(p.newLocalId, 'op~split');
});

test("the second part records the entries it lay over at the click, sent or still queued: checked again before it is sent, only those may be there", () => {
  const call = entry({ key: 'e2', id: 2, description: 'call', timeStart: '10:30:00', timeEnd: '10:45:00', totalSeconds: 900 });
  const queued = entry({ key: 'lq1', id: null, description: 'notes', timeStart: '10:50:00', timeEnd: '11:10:00', totalSeconds: 1200, pending: true });
  const before = entry({ key: 'e3', id: 3, description: 'standup', timeStart: '08:30:00', timeEnd: '10:00:00', totalSeconds: 5400 });
  const p = plan({ at: '10:15' }, view([entry(), call, queued, before]));
  assert.ok('op' in p);
  const second = p.more[0]!;
  assert.ok(second.kind === 'create_manual');
  assert.deepEqual(second.tolerates, [{ id: 2 }, { localId: 'q1' }], 'the call and the queued entry over 10:15-11:00; not the standup before the cut, nor the entry split');
});

test('the second part on another project, task and description; another project without a task drops the entry\'s task', () => {
  const p = plan({ at: '10:00:30', projectId: 2, taskId: 20, description: '  Review call ' });
  assert.ok('op' in p);
  const second = p.more[0]!;
  assert.ok(second.kind === 'create_manual');
  assert.deepEqual([second.projectId, second.taskId, second.description, second.timeStart, second.timeTotal], [2, 20, 'Review call', '10:00:30', '00:59:30']);
  assert.deepEqual(refusal(plan({ at: '10:00', projectId: 2 })).fields, { task: 'This project needs a task.' });
  assert.deepEqual(refusal(plan({ at: '10:00', projectId: 9 })).fields, { project: 'Pick an active project.' });
  assert.deepEqual(refusal(plan({ at: '10:00', taskId: 20 })).fields, { task: 'Pick a task of this project.' });
  // The entry's own project, archived since: the new part could not be made on it.
  assert.deepEqual(refusal(plan({ at: '10:00' }, view([entry({ projectId: 7 })]))).fields, { project: 'Pick an active project.' });
  const sameProject = plan({ at: '10:00', description: 'other' });
  assert.ok('op' in sameProject && sameProject.more[0]!.kind === 'create_manual' && sameProject.more[0]!.taskId === 10, 'the same project keeps the task');
});

test('the cut must fall inside the entry, typed as a time; locked, unknown and paused entries are refused with what to do', () => {
  assert.deepEqual(refusal(plan({ at: '09:00' })).fields, { at: 'Between 09:00 and 11:00.' });
  assert.deepEqual(refusal(plan({ at: '11:00' })).fields, { at: 'Between 09:00 and 11:00.' });
  assert.deepEqual(refusal(plan({ at: '08:59' })).fields, { at: 'Between 09:00 and 11:00.' });
  assert.match(refusal(plan({ at: '12:00' })).message, /Pick a time between 09:00 and 11:00, when this entry ran/);
  assert.ok('op' in plan({ at: '09:00:01' }) && 'op' in plan({ at: '10:59:59' }), 'a second inside either end');
  const unreadable = refusal(plan({ at: 'half past ten' }));
  assert.match(unreadable.message, /^"half past ten" is not a time Stint can place: type a time of day such as 09:40/);
  assert.deepEqual(unreadable.fields, { at: unreadable.message });
  // A service that leaves the end out: the entry is its start plus what it holds.
  assert.ok('op' in plan({ at: '10:00' }, view([entry({ timeEnd: '' })])));
  assert.match(refusal(plan({ at: '24:00' })).fields.at ?? '', /"24:00" is not a time of day/);
  assert.match(refusal(plan({ at: '10:00' }, view([entry({ locked: true })]))).message, /locked/);
  assert.ok('op' in plan({ at: '10:00' }, view([entry({ locked: true, canModifyLocked: true })])), 'split where the user may change locked entries');
  assert.match(refusal(planEntrySplit(view(), { entryKey: 'e2', at: '10:00' })).message, /no longer in the list/);
  const paused = refusal(plan({ at: '10:00' }, view([entry({ totalSeconds: 3600 })])));
  assert.match(paused.message, /holds 01:00:00 between 09:00 and 11:00: edit its times first/);
});

test('the running timer: a switch dated at the cut, holding what the entry held then; nothing else to send', () => {
  const running = entry({ date: '2026-03-10', timeStart: '09:00:00', timeEnd: '09:00:00', totalSeconds: 600, runningSince: Date.parse('2026-03-10T10:00:00Z') });
  const p = plan({ at: '11:30', description: 'Review' }, view([running]));
  assert.ok('op' in p);
  assert.deepEqual(p.op, {
    kind: 'start_new', opId: 'op', at: Date.parse('2026-03-10T11:30:00Z'), localId: 'op~split', date: '2026-03-10',
    projectId: 1, taskId: 10, description: 'Review', replaces: { id: 1 }, replacedSeconds: 600 + 90 * 60,
  });
  assert.deepEqual(p.more, [], 'the new timer runs from the cut by the switch\'s own date: no move of its start');
  // The same work on both sides is still a split: two entries, not nothing.
  assert.ok('op' in plan({ at: '11:30' }, view([running])));
  const late = refusal(plan({ at: '12:00' }, view([running])));
  assert.match(late.message, /not earlier than now \(12:00\)/);
  assert.deepEqual(late.fields, { at: 'Earlier than now.' });
  assert.match(refusal(plan({ at: '09:30' }, view([running]))).message, /^Pick a time after this timer started \(10:00\)\.$/);
  assert.deepEqual(refusal(plan({ at: '10:00' }, view([running]))).fields, { at: 'After 10:00.' });
  assert.deepEqual(refusal(plan({ at: '09:30' }, view([running]))).fields, { at: 'After 10:00.' });
  assert.ok('op' in plan({ at: '10:00:01' }, view([running])));
});

test('the running timer in another zone: the cut is a time of the account\'s today', () => {
  // 12:00 UTC is 13:00 at UTC+1; the timer has run since 11:00 local.
  const running = entry({ date: '2026-03-10', timeStart: '11:00:00', timeEnd: '11:00:00', totalSeconds: 0, runningSince: Date.parse('2026-03-10T10:00:00Z') });
  const p = plan({ at: '12:15' }, view([running], 60));
  assert.ok('op' in p && p.op.kind === 'start_new');
  assert.equal(p.op.at, Date.parse('2026-03-10T11:15:00Z'));
  assert.equal(p.op.replacedSeconds, 75 * 60);
  assert.deepEqual(p.more, []);
});

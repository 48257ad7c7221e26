// Filling a gap as a pure plan: one manual entry from the gap's start to its end (whole
// seconds inside it) with the picked entry's project, task and description, or the ones
// given; refused when part of the time is tracked (a second click), in the future, or when
// neither or both of an entry and a project are named.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planGapFill } from '../../../main/core/commands/gap-fill.ts';
import type { TrackerView } from '../../../main/core/commands/tracker.ts';
import type { EntryView } from '../../../main/core/snapshot.ts';

const at = (iso: string): number => Date.parse(iso);
const NOW = at('2026-03-10T13:00:00Z');
const entry = (over: Partial<EntryView> = {}): EntryView => ({
  key: 'e1', id: 1, date: '2026-03-10', projectId: 1, projectName: 'Web', customerName: null, taskId: 10, taskName: 'Build',
  description: 'spec', timeStart: '09:00:00', timeEnd: '10:00:00', totalSeconds: 3600, runningSince: null, locked: false, pending: false, ...over,
});
const view = (entries: EntryView[] = [entry()], offsetMinutes = 0, now = NOW): TrackerView => ({
  now, offsetMinutes, hourCycle: 'h23', entries, makeId: () => 'op',
  projects: [
    { id: 1, name: 'Web', customerName: null, requiredTask: false, active: true },
    { id: 2, name: 'Audit', customerName: null, requiredTask: true, active: true },
  ],
  tasks: {},
});
const refusal = (p: ReturnType<typeof planGapFill>) => {
  assert.ok('refuse' in p, JSON.stringify(p));
  return p.refuse;
};

test("one manual entry spanning exactly the gap, with the picked entry's project, task and description", () => {
  const p = planGapFill(view(), { start: at('2026-03-10T10:00:00Z'), end: at('2026-03-10T11:30:00Z'), entryKey: 'e1' });
  assert.ok('op' in p, JSON.stringify(p));
  assert.deepEqual(p.op, { kind: 'create_manual', opId: 'op', at: NOW, localId: 'op', date: '2026-03-10', projectId: 1, taskId: 10, description: 'spec', timeStart: '10:00:00', timeEnd: '11:30:00' });
  assert.deepEqual(p.more, []);
});

test('with a project, task and description given instead; a project that needs a task is refused at the task', () => {
  const p = planGapFill(view(), { start: at('2026-03-10T10:00:00Z'), end: at('2026-03-10T11:00:00Z'), projectId: 1, description: '  Standup ' });
  assert.ok('op' in p && p.op.kind === 'create_manual');
  assert.deepEqual([p.op.projectId, p.op.taskId, p.op.description], [1, null, 'Standup']);
  assert.deepEqual(refusal(planGapFill(view(), { start: at('2026-03-10T10:00:00Z'), end: at('2026-03-10T11:00:00Z'), projectId: 2 })).fields, { task: 'This project needs a task.' });
});

test('whole seconds inside the gap, in the account zone', () => {
  const p = planGapFill(view([entry()], 120), { start: at('2026-03-10T08:00:00Z') + 400, end: at('2026-03-10T09:00:00Z') + 900, entryKey: 'e1' });
  assert.ok('op' in p && p.op.kind === 'create_manual');
  assert.deepEqual([p.op.date, p.op.timeStart, p.op.timeEnd], ['2026-03-10', '10:00:01', '11:00:00']);
});

test('a second click on the same gap adds nothing: the first entry covers it; so does the running timer', () => {
  const filled = entry({ key: 'lop', id: null, timeStart: '10:00:00', timeEnd: '11:00:00', totalSeconds: 3600, pending: true });
  assert.match(refusal(planGapFill(view([entry(), filled]), { start: at('2026-03-10T10:00:00Z'), end: at('2026-03-10T11:00:00Z'), entryKey: 'e1' })).message, /tracked now/);
  const running = entry({ key: 'e2', id: 2, timeStart: '10:30:00', totalSeconds: 0, runningSince: at('2026-03-10T10:30:00Z') });
  assert.match(refusal(planGapFill(view([entry(), running]), { start: at('2026-03-10T10:00:00Z'), end: at('2026-03-10T11:00:00Z'), entryKey: 'e1' })).message, /tracked now/);
  // Touching the neighbours is no overlap.
  assert.ok('op' in planGapFill(view([entry(), entry({ key: 'e3', timeStart: '11:00:00' })]), { start: at('2026-03-10T10:00:00Z'), end: at('2026-03-10T11:00:00Z'), entryKey: 'e1' }));
});

test('refused: in the future, empty, longer than a day, an unknown entry, neither or both of an entry and a project', () => {
  const gap = { start: at('2026-03-10T10:00:00Z'), end: at('2026-03-10T11:00:00Z') };
  assert.match(refusal(planGapFill(view(), { start: gap.start, end: NOW + 60_000, entryKey: 'e1' })).message, /later than now/);
  assert.match(refusal(planGapFill(view(), { start: gap.start, end: gap.start + 500, entryKey: 'e1' })).message, /shorter than a second/);
  assert.match(refusal(planGapFill(view([entry()], 0, at('2026-03-12T00:00:00Z')), { start: at('2026-03-10T10:00:00Z'), end: at('2026-03-11T10:00:00Z'), entryKey: 'e1' })).message, /one day/);
  assert.match(refusal(planGapFill(view(), { ...gap, entryKey: 'e9' })).message, /no longer in the list/);
  assert.deepEqual(Object.keys(refusal(planGapFill(view(), gap)).fields), ['project']);
  assert.deepEqual(Object.keys(refusal(planGapFill(view(), { ...gap, entryKey: 'e1', projectId: 1 })).fields), ['project']);
});

test('a gap across midnight (filled from another client) becomes one entry per day', () => {
  const p = planGapFill(view([entry({ date: '2026-03-09' })], 0, at('2026-03-10T13:00:00Z')), { start: at('2026-03-09T23:00:00Z'), end: at('2026-03-10T01:00:00Z'), entryKey: 'e1' });
  assert.ok('op' in p && p.op.kind === 'create_manual');
  assert.deepEqual([p.op.date, p.more.length, p.more[0]?.kind === 'create_manual' ? p.more[0].date : null], ['2026-03-09', 1, '2026-03-10']);
});

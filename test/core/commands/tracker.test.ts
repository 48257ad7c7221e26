import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planContinue, planEdit, planEditDescription, planManual, planStart, planStop, type TrackerView } from '../../../main/core/commands/tracker.ts';
import type { EntryView } from '../../../main/core/snapshot.ts';

const NOW = Date.parse('2026-03-10T10:00:00Z');
const entry = (over: Partial<EntryView>): EntryView => ({
  key: 'e1', id: 1, date: '2026-03-10', projectId: 1, projectName: 'Web', customerName: null, taskId: null, taskName: null,
  description: 'spec', timeStart: '09:00:00', timeEnd: '09:30:00', totalSeconds: 1800, runningSince: null, locked: false, pending: false, ...over,
});
let n = 0;
const view = (entries: EntryView[], over: Partial<TrackerView> = {}): TrackerView => ({
  now: NOW, offsetMinutes: 0, hourCycle: 'h23', entries, makeId: () => `id${++n}`,
  projects: [
    { id: 1, name: 'Web', customerName: null, requiredTask: false, active: true },
    { id: 2, name: 'Audit', customerName: null, requiredTask: true, active: true },
  ],
  tasks: { '2': [{ id: 20, name: 'Review' }] },
  ...over,
});

test('a switch is one start that names the entry it replaces (the service stops it)', () => {
  const running = entry({ runningSince: NOW - 600_000 });
  const p = planStart(view([running]), { projectId: 1, description: ' next ' });
  assert.ok('op' in p && p.op.kind === 'start_new');
  assert.deepEqual(p.op.replaces, { id: 1 });
  assert.equal(p.op.description, 'next');
  assert.equal(p.op.date, '2026-03-10');
});

test('a project that needs a task, an archived project and a foreign task are refused with the field named', () => {
  const t = view([]);
  const a = planStart(t, { projectId: 2 });
  assert.ok('refuse' in a && a.refuse.fields.task);
  const b = planStart(t, { projectId: 9 });
  assert.ok('refuse' in b && b.refuse.fields.project);
  const c = planStart(t, { projectId: 2, taskId: 99 });
  assert.ok('refuse' in c && c.refuse.fields.task);
  assert.ok('op' in planStart(t, { projectId: 2, taskId: 20 }));
});

test('stop records what the entry held before plus the run until the click', () => {
  const running = entry({ totalSeconds: 100, runningSince: NOW - 65_500 });
  const p = planStop(view([running]));
  assert.ok('op' in p && p.op.kind === 'stop');
  assert.equal(p.op.intendedSeconds, 165);
  const none = planStop(view([]));
  assert.ok('refuse' in none);
});

test("continue makes a new entry from now, for today's entry as for another day's or a locked one", () => {
  // Restarting today's entry would lay the run right after its old end on the service.
  const today = planContinue(view([entry({})]), 'e1');
  assert.ok('op' in today && today.op.kind === 'start_new' && today.op.description === 'spec' && today.op.at === NOW);
  const old = planContinue(view([entry({ date: '2026-03-09' })]), 'e1');
  assert.ok('op' in old && old.op.kind === 'start_new' && old.op.description === 'spec');
  const locked = planContinue(view([entry({ locked: true })]), 'e1');
  assert.ok('op' in locked && locked.op.kind === 'start_new');
  assert.deepEqual(planContinue(view([entry({ runningSince: NOW })]), 'e1'), { noop: true });
});

test('the account zone, not the machine, decides which day is today', () => {
  // 10:00 UTC is midnight starting the 11th at UTC+14: a continue there makes a new entry.
  const t = view([entry({})], { offsetMinutes: 14 * 60 });
  const p = planContinue(t, 'e1');
  assert.ok('op' in p && p.op.kind === 'start_new' && p.op.date === '2026-03-11');
});

test('editing the project of the running entry drops its task; a locked entry cannot be edited', () => {
  const running = entry({ runningSince: NOW, projectId: 2, taskId: 20 });
  const p = planEdit(view([running]), { projectId: 1 });
  assert.ok('op' in p && p.op.kind === 'update');
  assert.deepEqual([p.op.projectId, p.op.taskId], [1, null]);
  const locked = planEdit(view([entry({ runningSince: NOW, locked: true })]), { description: 'x' });
  assert.ok('refuse' in locked);
});

test('a manual entry sends only the two times given; a bad one is refused before anything is queued', () => {
  const p = planManual(view([]), { date: '2026-03-10', projectId: 1, start: '08:00', duration: '45m' });
  assert.ok('op' in p && p.op.kind === 'create_manual');
  assert.deepEqual([p.op.timeStart, p.op.timeEnd, p.op.timeTotal], ['08:00:00', undefined, '00:45:00']);
  assert.deepEqual(p.more, []);
  const bad = planManual(view([]), { date: '2026-03-10', projectId: 1, start: '13:00', end: '13:00' });
  assert.ok('refuse' in bad && bad.refuse.fields.end);
});

test("a finished entry's description can change; a locked one cannot; the same text sends nothing", () => {
  const p = planEditDescription(view([entry({})]), 'e1', '  Spec review ');
  assert.ok('op' in p && p.op.kind === 'update');
  assert.deepEqual([p.op.entry, p.op.description, p.op.projectId], [{ id: 1 }, 'Spec review', undefined]);
  assert.ok('refuse' in planEditDescription(view([entry({ locked: true })]), 'e1', 'x'));
  assert.deepEqual(planEditDescription(view([entry({})]), 'e1', 'spec'), { noop: true });
  assert.ok('refuse' in planEditDescription(view([]), 'e1', 'x'));
});

test('a manual entry that ends later than now asks to be confirmed, saying when; confirmed, it is planned', () => {
  const input = { date: '2026-03-10', projectId: 1, start: '09:30', end: '11:00' };
  const ask = planManual(view([]), input);
  assert.ok('refuse' in ask);
  assert.equal((ask.refuse as { confirm?: string }).confirm, 'ends_in_future');
  assert.equal(ask.refuse.message, 'This entry ends at 11:00 today, later than now (10:00). Save it anyway?');
  assert.deepEqual(ask.refuse.fields, {}, 'nothing is wrong with any field');
  const sure = planManual(view([]), { ...input, confirmFutureEnd: true });
  assert.ok('op' in sure && sure.op.timeEnd === '11:00:00');
});

test('the question names both times in the clock of the display settings', () => {
  const ask = planManual(view([], { hourCycle: 'h12', offsetMinutes: 330 }), { date: '2026-03-10', projectId: 1, start: '15:00', end: '16:52' });
  assert.ok('refuse' in ask);
  assert.equal(ask.refuse.message, 'This entry ends at 4:52 PM today, later than now (3:30 PM). Save it anyway?');
});

test('three times that disagree are named in the clock of the display settings, to the second when the times have seconds', () => {
  const twelve = planManual(view([], { hourCycle: 'h12' }), { date: '2026-03-10', projectId: 1, start: '08:00', end: '09:00', duration: '1h30m' });
  assert.ok('refuse' in twelve);
  assert.match(twelve.refuse.fields.duration ?? '', /^Start plus duration ends at 9:30 AM, not at the end given/);
  const seconds = planManual(view([]), { date: '2026-03-10', projectId: 1, start: '08:00:15', end: '09:00', duration: '1h' });
  assert.ok('refuse' in seconds);
  assert.match(seconds.refuse.fields.duration ?? '', /^Start plus duration ends at 09:00:15, not at the end given/);
});

test('a manual entry across midnight is planned as one create per day, the second keyed as a part of the first', () => {
  const p = planManual(view([]), { date: '2026-03-09', projectId: 1, description: ' Night shift ', start: '23:00', duration: '5h' });
  assert.ok('op' in p);
  const ops = [p.op, ...p.more];
  assert.deepEqual(ops.map((o) => [o.date, o.timeStart, o.timeTotal, o.description]), [
    ['2026-03-09', '23:00:00', '00:59:59', 'Night shift'],
    ['2026-03-10', '00:00:00', '04:00:00', 'Night shift'],
  ]);
  assert.equal(p.more[0]!.localId, `${p.op.localId}~1`);
  assert.equal(p.more[0]!.opId, `${p.op.opId}~1`);
});

test('a manual entry dated after today or more than a year back is refused at the date, nothing planned', () => {
  for (const date of ['2100-06-01', '1999-01-01', '2026-03-11']) {
    const p = planManual(view([]), { date, projectId: 1, start: '08:00', end: '09:00' });
    assert.ok('refuse' in p && p.refuse.fields.date, date);
  }
});

test('starting exactly the work that runs changes nothing; the same project with another description switches', () => {
  const running = entry({ runningSince: NOW - 600_000, projectId: 1, taskId: null, description: 'spec' });
  assert.deepEqual(planStart(view([running]), { projectId: 1, description: ' spec ' }), { noop: true });
  const other = planStart(view([running]), { projectId: 1, description: 'review' });
  assert.ok('op' in other && other.op.kind === 'start_new' && other.op.replaces !== null);
});

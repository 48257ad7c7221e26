// "Book it to…" as a pure plan: the stop at the absence's start, the booked entry from there
// to the return (one per day across midnight), and the same work from the return when the
// timer goes on; refusals for a timer no longer running, nothing to book, and a bad project.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planIdleBooking, type AwayEnd } from '../../../main/core/commands/idle-booking.ts';
import type { TrackerView } from '../../../main/core/commands/tracker.ts';
import type { EntryView } from '../../../main/core/snapshot.ts';

const at = (iso: string): number => Date.parse(iso);
const NOW = at('2026-03-10T11:05:30Z');
const running = (over: Partial<EntryView> = {}): EntryView => ({
  key: 'e1', id: 1, date: '2026-03-10', projectId: 1, projectName: 'Web', customerName: null, taskId: 10, taskName: 'Build',
  description: 'spec', timeStart: '10:00:00', timeEnd: '10:00:00', totalSeconds: 0, runningSince: at('2026-03-10T10:00:00Z'), locked: false, pending: false, ...over,
});
let ids = 0;
const view = (entries: EntryView[] = [running()], now = NOW): TrackerView => ({
  now, offsetMinutes: 0, hourCycle: 'h23', entries, makeId: () => `id${++ids}`,
  projects: [
    { id: 1, name: 'Web', customerName: null, requiredTask: false, active: true },
    { id: 2, name: 'Audit', customerName: null, requiredTask: true, active: true },
  ],
  tasks: { '1': [{ id: 10, name: 'Build' }], '2': [{ id: 20, name: 'Review' }] },
});
const END: AwayEnd = { entryKey: 'e1', endAt: at('2026-03-10T10:20:00Z'), totalSeconds: 1200 };
const UNTIL = at('2026-03-10T11:05:00Z');

test('booked and going on: stop at the lock, the time away as an entry, the same work from the return', () => {
  ids = 0;
  const earlier = running({ key: 'e0', id: 5, runningSince: null, timeStart: '08:00:00', totalSeconds: 600 });
  const p = planIdleBooking(view([earlier, running()]), END, UNTIL, { projectId: 2, taskId: 20, description: ' Meeting ', continueTimer: true });
  assert.ok('op' in p, JSON.stringify(p));
  assert.deepEqual(p.op, { kind: 'stop', opId: 'id3', at: END.endAt, entry: { id: 1 }, intendedSeconds: 1200 });
  const [booked, goOn, ...none] = p.more;
  assert.deepEqual(none, []);
  assert.ok(booked?.kind === 'create_manual');
  assert.deepEqual([booked.date, booked.projectId, booked.taskId, booked.description, booked.timeStart, booked.timeTotal], ['2026-03-10', 2, 20, 'Meeting', '10:20:00', '00:45:00']);
  // Refused after the stop landed: the timer's entry gets the 45 minutes away back.
  assert.deepEqual(booked.before, { entry: { id: 1 }, fields: { timeTotal: '01:05:00' }, restores: 2700, said: "The time away (0:45) stays on the timer's entry." });
  assert.ok(goOn?.kind === 'start_new');
  assert.deepEqual([goOn.at, goOn.date, goOn.projectId, goOn.taskId, goOn.description, goOn.replaces], [UNTIL, '2026-03-10', 1, 10, 'spec', null]);
});

test('booked without going on: the stop and the booking only', () => {
  const p = planIdleBooking(view(), END, UNTIL, { projectId: 1, continueTimer: false });
  assert.ok('op' in p);
  assert.deepEqual(p.more.map((o) => o.kind), ['create_manual']);
  assert.ok(p.more[0]!.kind === 'create_manual' && p.more[0]!.taskId === null && p.more[0]!.description === '');
});

test('an absence across midnight is booked as one entry per day', () => {
  const r = running({ date: '2026-03-09', timeStart: '22:00:00', timeEnd: '22:00:00', runningSince: at('2026-03-09T22:00:00Z') });
  const p = planIdleBooking(view([r], at('2026-03-10T00:40:00Z')), { entryKey: 'e1', endAt: at('2026-03-09T23:30:00Z'), totalSeconds: 5400 }, at('2026-03-10T00:30:00Z'), { projectId: 1, continueTimer: false });
  assert.ok('op' in p, JSON.stringify(p));
  const days = p.more.map((o) => (o.kind === 'create_manual' ? [o.date, o.timeStart, o.timeTotal] : o.kind));
  assert.deepEqual(days, [['2026-03-09', '23:30:00', '00:29:59'], ['2026-03-10', '00:00:00', '00:30:00']]);
});

test('refused: the timer no longer runs, nothing to book, a project that needs a task', () => {
  const stopped = planIdleBooking(view([running({ runningSince: null })]), END, UNTIL, { projectId: 1, continueTimer: true });
  assert.ok('refuse' in stopped && /no longer running/.test(stopped.refuse.message));
  const gone = planIdleBooking(view([]), END, UNTIL, { projectId: 1, continueTimer: true });
  assert.ok('refuse' in gone && /no longer running/.test(gone.refuse.message));
  const nothing = planIdleBooking(view(), { ...END, endAt: UNTIL }, UNTIL, { projectId: 1, continueTimer: true });
  assert.ok('refuse' in nothing && /no time away to book/.test(nothing.refuse.message));
  const task = planIdleBooking(view(), END, UNTIL, { projectId: 2, continueTimer: true });
  assert.ok('refuse' in task);
  assert.deepEqual(task.refuse.fields, { task: 'This project needs a task.' });
});

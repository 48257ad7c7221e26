// One shape for an entry, from an entry answer or a report row, and when its stopwatch began.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stoppedHolding, stopwatchStartEpoch, toServerEntry, withStartInstant, type ServerEntry } from '../../../main/core/reads/server-entry.ts';

type Source = Parameters<typeof toServerEntry>[0];

const answer = {
  id: 41,
  user_id: 2,
  date_execution: '2026-03-10',
  project_id: 7,
  project_name: 'Website',
  customer_name: 'Acme',
  task_id: 3,
  task_name: 'Design',
  description: 'Landing page',
  time_start: '09:00:00',
  time_end: '10:30:00',
  time_total: '01:30:00',
  stopwatch_active: true,
  stopwatch_date_start: '2026-03-10 10:30:00',
  is_locked: false,
} as unknown as Source;

test('an entry answer: every field in its place', () => {
  assert.deepEqual(toServerEntry(answer), {
    id: 41,
    userId: 2,
    date: '2026-03-10',
    projectId: 7,
    projectName: 'Website',
    customerName: 'Acme',
    taskId: 3,
    taskName: 'Design',
    description: 'Landing page',
    timeStart: '09:00:00',
    timeEnd: '10:30:00',
    totalSeconds: 5400,
    running: true,
    stopwatchStartLocal: '2026-03-10 10:30:00',
    locked: false,
  } satisfies ServerEntry);
});

test('a report row: numbers as strings, flags as 0/1 or text, missing names and task', () => {
  const row = {
    ...answer,
    id: '41',
    user_id: '2',
    project_id: '7',
    project_name: undefined,
    customer_name: undefined,
    task_id: null,
    task_name: undefined,
    description: undefined,
    time_total: 'n/a',
    stopwatch_active: 0,
    stopwatch_date_start: undefined,
    is_locked: 1,
  } as unknown as Source;
  const e = toServerEntry(row);
  assert.deepEqual(
    { id: e.id, userId: e.userId, projectId: e.projectId, projectName: e.projectName, customerName: e.customerName, taskId: e.taskId, taskName: e.taskName, description: e.description, totalSeconds: e.totalSeconds, running: e.running, stopwatchStartLocal: e.stopwatchStartLocal, locked: e.locked },
    { id: 41, userId: 2, projectId: 7, projectName: '', customerName: null, taskId: null, taskName: null, description: '', totalSeconds: 0, running: false, stopwatchStartLocal: null, locked: true },
  );
  assert.equal(toServerEntry({ ...row, task_id: undefined } as unknown as Source).taskId, null);
  assert.equal(toServerEntry({ ...row, task_id: '5' } as unknown as Source).taskId, 5);
  for (const [v, on] of [[true, true], [1, true], ['1', true], ['true', true], [false, false], [0, false], ['0', false], ['yes', false], [null, false]] as const) {
    assert.equal(toServerEntry({ ...row, stopwatch_active: v } as unknown as Source).running, on, `stopwatch_active ${String(v)}`);
    assert.equal(toServerEntry({ ...row, is_locked: v } as unknown as Source).locked, on, `is_locked ${String(v)}`);
  }
});

test('the stopwatch start in the account zone; none when not running or unreadable', () => {
  const e = toServerEntry(answer);
  assert.equal(stopwatchStartEpoch(e, 60), Date.parse('2026-03-10T09:30:00Z'));
  assert.equal(stopwatchStartEpoch({ ...e, running: false }, 60), null);
  assert.equal(stopwatchStartEpoch({ ...e, stopwatchStartLocal: null }, 60), null);
  assert.equal(stopwatchStartEpoch({ ...e, stopwatchStartLocal: 'soon' }, 60), null);
});

test("a locked entry this user may change: permissions.can_modify_locked read leniently (true, 1, \"1\"; PHP's [] or nothing as no)", () => {
  const locked = { ...(answer as object), is_locked: true } as Source;
  for (const yes of [true, 1, '1', 'true']) {
    assert.equal(toServerEntry({ ...(locked as object), permissions: { can_modify_locked: yes } } as Source).canModifyLocked, true, String(yes));
  }
  for (const no of [{ can_modify_locked: false }, { can_modify_locked: 0 }, [], null, undefined]) {
    assert.equal(toServerEntry({ ...(locked as object), permissions: no } as Source).canModifyLocked, undefined, JSON.stringify(no));
  }
});

test('a run keeps the start instant it was first seen with, after the clocks go back and its local time means another instant', () => {
  // First seen at -04:00: 01:30 local is 05:30 UTC.
  const seen = withStartInstant({ ...toServerEntry({ ...answer, stopwatch_date_start: '2026-11-01 01:30:00' } as Source) }, undefined, -240);
  assert.equal(seen.stopwatchStartAt, Date.parse('2026-11-01T05:30:00Z'));
  // Read again once the offset is -05:00: the same local start, the same instant.
  const again = withStartInstant(toServerEntry({ ...answer, stopwatch_date_start: '2026-11-01 01:30:00' } as Source), seen, -300);
  assert.equal(stopwatchStartEpoch(again, -300), Date.parse('2026-11-01T05:30:00Z'));
  // A new run (another local start) is read at the offset in force now.
  const next = withStartInstant(toServerEntry({ ...answer, stopwatch_date_start: '2026-11-01 01:40:00' } as Source), seen, -300);
  assert.equal(stopwatchStartEpoch(next, -300), Date.parse('2026-11-01T06:40:00Z'));
  // Stopped: nothing to keep.
  const stopped = toServerEntry({ ...answer, stopwatch_active: false, stopwatch_date_start: null } as Source);
  assert.equal(withStartInstant(stopped, seen, -300), stopped);
  // Something odd kept on disk is ignored.
  assert.equal(stopwatchStartEpoch({ ...seen, stopwatchStartAt: 'soon' as unknown as number }, -240), Date.parse('2026-11-01T05:30:00Z'));
});

test('an entry another start stopped holds its run and ends at its start plus its total, as the service stores it', () => {
  const running = withStartInstant(toServerEntry(answer), undefined, 0);
  const stopped = stoppedHolding(running, 5400 + 120);
  assert.deepEqual([stopped.running, stopped.stopwatchStartLocal, stopped.totalSeconds, stopped.timeStart, stopped.timeEnd], [false, null, 5520, '09:00:00', '10:32:00']);
  assert.equal('stopwatchStartAt' in stopped, false, 'no instant of a stopwatch that no longer runs');
  // Past midnight the service keeps the end modulo a day.
  assert.equal(stoppedHolding({ ...running, timeStart: '23:30:00' }, 3600).timeEnd, '00:30:00');
});

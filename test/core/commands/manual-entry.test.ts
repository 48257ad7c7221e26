import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkManualEntry, parseDurationInput } from '../../../main/core/commands/manual-entry.ts';

const base = { date: '2026-03-10', projectId: 1, taskId: null, description: '' };

test('start and end give the duration; only the given fields are sent', () => {
  const r = checkManualEntry({ ...base, start: '09:00', end: '10:30' });
  assert.ok(r.ok);
  assert.equal(r.times.timeTotal, '01:30:00');
  assert.deepEqual(r.times.sent, { timeStart: '09:00:00', timeEnd: '10:30:00' });
});

test('end and duration give the start (total first, then start: contract.md 4)', () => {
  const r = checkManualEntry({ ...base, end: '12:00', duration: '45m' });
  assert.ok(r.ok);
  assert.equal(r.times.timeStart, '11:15:00');
});

test('start and duration give the end', () => {
  const r = checkManualEntry({ ...base, start: '08:00', duration: '1:15' });
  assert.ok(r.ok);
  assert.equal(r.times.timeEnd, '09:15:00');
});

test('each bad field is named, and nothing is accepted', () => {
  const cases: [Parameters<typeof checkManualEntry>[0], string][] = [
    [{ ...base, start: '09:00' }, 'end'],
    [{ ...base, start: '25:00', end: '10:00' }, 'start'],
    [{ ...base, start: '10:00', end: '09:00' }, 'end'],
    [{ ...base, start: '23:00', duration: '2h' }, 'end'],
    [{ ...base, end: '01:00', duration: '2h' }, 'start'],
    [{ ...base, date: '2026-02-30x', start: '09:00', end: '10:00' }, 'date'],
    [{ ...base, projectId: 0, start: '09:00', end: '10:00' }, 'project'],
    [{ ...base, start: '09:00', duration: 'soon' }, 'duration'],
    [{ ...base, start: '09:00', end: '10:00', duration: '2h' }, 'duration'],
  ];
  for (const [input, field] of cases) {
    const r = checkManualEntry(input);
    assert.equal(r.ok, false, JSON.stringify(input));
    assert.ok(!r.ok && r.fields[field], `${JSON.stringify(input)} should name ${field}: ${JSON.stringify(!r.ok && r.fields)}`);
  }
});

test('durations in the forms people type', () => {
  assert.equal(parseDurationInput('1h30m'), 5400);
  assert.equal(parseDurationInput('1.5h'), 5400);
  assert.equal(parseDurationInput('90'), 5400);
  assert.equal(parseDurationInput('1:30:15'), 5415);
  assert.equal(parseDurationInput('abc'), undefined);
});

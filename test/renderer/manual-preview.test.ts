// The quick entry's live preview: any two of start, end and duration give the third by the
// service's rule (contract.md 4), bad input is named by field, and the window agrees with
// the engine's own check (main/core/manual-entry.ts) on what may be sent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkManualEntry } from '../../main/core/manual-entry.ts';
import { previewManualEntry, type ManualForm } from '../../renderer/manual-preview.ts';

const base: ManualForm = { date: '2025-03-12', projectId: 7, start: '', end: '', duration: '' };

test('start and end: the duration is computed', () => {
  const p = previewManualEntry({ ...base, start: '09:00', end: '10:30' });
  assert.deepEqual(p.fields, {});
  assert.equal(p.computed, 'duration');
  assert.deepEqual(p.times, { start: '09:00:00', end: '10:30:00', duration: '01:30:00' });
});

test('end and a duration typed as people type it: the start is computed', () => {
  assert.deepEqual(previewManualEntry({ ...base, end: '17:00', duration: '1h30m' }).times, { start: '15:30:00', end: '17:00:00', duration: '01:30:00' });
  assert.deepEqual(previewManualEntry({ ...base, end: '17:00', duration: '90' }).times?.start, '15:30:00');
  assert.deepEqual(previewManualEntry({ ...base, start: '08:15', duration: '0.5h' }).times, { start: '08:15:00', end: '08:45:00', duration: '00:30:00' });
});

test('end before start, 25:00 and no project are each named on their field, with no times', () => {
  const p = previewManualEntry({ ...base, projectId: null, start: '10:00', end: '09:00' });
  assert.deepEqual(p.fields, { project: 'Choose a project.', end: 'The end is before the start.' });
  assert.equal(p.times, null);
  const q = previewManualEntry({ ...base, start: '25:00', end: '09:00' });
  assert.deepEqual(q.fields, { start: 'Enter the start as HH:MM.' });
  assert.equal(q.times, null);
});

test('fewer than two times asks for two; all three must agree', () => {
  assert.deepEqual(previewManualEntry({ ...base, start: '09:00' }).fields, { end: 'Give two of start, end and duration.' });
  assert.deepEqual(previewManualEntry(base).fields, { start: 'Give two of start, end and duration.' });
  assert.deepEqual(previewManualEntry({ ...base, start: '09:00', end: '10:00', duration: '2:00' }).fields, {
    duration: 'Start plus duration ends at 11:00:00, not at the end given.',
  });
});

test('an entry that would cross midnight is refused on the field that pushes it over', () => {
  assert.deepEqual(previewManualEntry({ ...base, end: '01:00', duration: '2:00' }).fields, { start: 'The entry would start before midnight: shorten the duration.' });
  assert.deepEqual(previewManualEntry({ ...base, start: '23:00', duration: '2h' }).fields, { end: 'The entry would end after 23:59:59: split it at midnight.' });
  assert.deepEqual(previewManualEntry({ ...base, date: '2025-02-30', start: '09:00', end: '10:00' }).fields, { date: 'Enter a date as YYYY-MM-DD.' });
});

test('the window lets through exactly what the engine accepts, with the same times and messages', () => {
  const times = ['', '09:00', '9:05', '10:30:15', '23:59', '00:00', '24:00', '25:00', 'x', '17:00'];
  const durations = ['', '1:30', '90', '1h', '1.5h', '45m', '0', '0:00', '23:00', 'soon'];
  let compared = 0;
  for (const start of times) {
    for (const end of times) {
      for (const duration of durations) {
        const mine = previewManualEntry({ ...base, start, end, duration });
        const engine = checkManualEntry({ date: base.date, projectId: 7, taskId: null, description: '', start, end, duration });
        compared++;
        if (engine.ok) {
          assert.deepEqual(mine.fields, {}, `${start}|${end}|${duration}`);
          assert.deepEqual(mine.times, { start: engine.times.timeStart, end: engine.times.timeEnd, duration: engine.times.timeTotal });
        } else {
          // The engine stops at the first kind of mistake; the window may name more at once.
          for (const [field, message] of Object.entries(engine.fields)) assert.equal(mine.fields[field], message, `${start}|${end}|${duration}`);
        }
      }
    }
  }
  assert.equal(compared, 1000);
});

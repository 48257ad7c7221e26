// The editor's times against the engine's plan: for what a person types in the window
// (one, two or three of start, end and duration, a time in either clock, a new date), the
// preview the window shows holds the same times as the update the engine makes from what the
// window sends, and only the typed fields are sent (an untouched time keeps its seconds).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planEntryEdit } from '../../../main/core/commands/entry-edit.ts';
import type { TrackerView } from '../../../main/core/commands/tracker.ts';
import type { EntryView } from '../../../main/core/snapshot.ts';
import { timesToCheck, typedToSend, type TypedTimes } from '../../../renderer/today/entry-edit-times.ts';
import { previewManualEntry } from '../../../renderer/quick-entry/manual-preview.ts';

const NOW = Date.parse('2026-03-10T18:00:00Z');
const ENTRY: EntryView = {
  key: 'e1', id: 1, date: '2026-03-10', projectId: 1, projectName: 'Web', customerName: null, taskId: null, taskName: null,
  description: 'spec', timeStart: '09:00:17', timeEnd: '09:30:17', totalSeconds: 1800, runningSince: null, locked: false, pending: false,
};
const VIEW: TrackerView = {
  now: NOW, offsetMinutes: 0, hourCycle: 'h12', entries: [ENTRY], makeId: () => 'op',
  projects: [{ id: 1, name: 'Web', customerName: null, requiredTask: false, active: true }],
  tasks: {},
};

/** The window's preview and what it sends, and the engine's update from that. */
function both(typed: TypedTimes, date = ENTRY.date, entry = ENTRY) {
  // As the editor passes them (entry-editor.tsx): now, and the entry's own times.
  const start = Number(entry.timeStart.slice(0, 2)) * 3600 + Number(entry.timeStart.slice(3, 5)) * 60 + Number(entry.timeStart.slice(6, 8));
  const near = { from: start, to: start + entry.totalSeconds };
  const preview = previewManualEntry({ date, projectId: 1, ...timesToCheck(entry, typed), today: '2026-03-10', hourCycle: 'h12', nowSeconds: (NOW % 86_400_000) / 1000, near });
  assert.deepEqual(preview.fields, {}, JSON.stringify(typed));
  const sent = typedToSend(typed, preview.send!);
  const plan = planEntryEdit({ ...VIEW, entries: [entry] }, { entryKey: entry.key, ...(date !== entry.date ? { date } : {}), ...sent });
  assert.ok('op' in plan, JSON.stringify(plan));
  return { shown: [preview.times!.start, preview.times!.end, preview.times!.duration], made: [plan.op.timeStart, plan.op.timeEnd, plan.op.timeTotal], sent };
}

test('the preview holds what the engine makes, for one, two or three times typed, in either clock', () => {
  const cases: [TypedTimes, string[]][] = [
    [{ start: '8:45 AM' }, ['08:45:00', '09:30:17', '00:45:17']],
    [{ end: '10:00' }, ['09:00:17', '10:00:00', '00:59:43']],
    [{ duration: '1h' }, ['09:00:17', '10:00:17', '01:00:00']],
    [{ start: '8am', end: '9:15 AM' }, ['08:00:00', '09:15:00', '01:15:00']],
    [{ end: '17:00', duration: '2h' }, ['15:00:00', '17:00:00', '02:00:00']],
    [{ start: '13:00', end: '14:00', duration: '1:00' }, ['13:00:00', '14:00:00', '01:00:00']],
  ];
  for (const [typed, expected] of cases) {
    const { shown, made } = both(typed);
    assert.deepEqual(shown, expected, `shown for ${JSON.stringify(typed)}`);
    assert.deepEqual(made, expected, `made for ${JSON.stringify(typed)}`);
  }
});

test('only typed fields are sent, normalised; an emptied field is not typed; nothing typed keeps all three', () => {
  assert.deepEqual(both({ start: '8:45 AM' }).sent, { start: '08:45:00' });
  assert.deepEqual(both({ end: '', duration: '90m' }).sent, { duration: '01:30:00' });
  assert.deepEqual(both({ start: '4pm', end: '5pm' }).sent, { start: '16:00:00', end: '17:00:00' });
  const moved = both({}, '2026-03-09');
  assert.deepEqual(moved.sent, {});
  assert.deepEqual(moved.made, ['09:00:17', '09:30:17', '00:30:00'], 'a new date alone keeps the times to the second');
});

test('times that disagree are refused by the preview, as by the engine, at the duration', () => {
  const typed = { start: '9:00', end: '10:00', duration: '2h' };
  const preview = previewManualEntry({ date: ENTRY.date, projectId: 1, ...timesToCheck(ENTRY, typed), today: '2026-03-10', hourCycle: 'h12' });
  assert.ok(preview.fields.duration);
  const plan = planEntryEdit(VIEW, { entryKey: 'e1', start: '09:00:00', end: '10:00:00', duration: '02:00:00' });
  assert.ok('refuse' in plan && plan.refuse.ok === false && plan.refuse.fields.duration);
});

test("a time without AM/PM: the window's preview and the engine's plan both read it nearest the entry's own times, on any day", () => {
  const pm: EntryView = { ...ENTRY, date: '2026-03-09', timeStart: '16:00:00', timeEnd: '17:00:00', totalSeconds: 3600 };
  const { shown, made } = both({ start: '4:15', end: '5:15' }, pm.date, pm);
  assert.deepEqual(shown, ['16:15:00', '17:15:00', '01:00:00'], "yesterday's 4 PM entry: 4:15 is 4:15 PM");
  assert.deepEqual(made, shown);
  const night: EntryView = { ...ENTRY, timeStart: '01:00:00', timeEnd: '02:00:00', totalSeconds: 3600 };
  const late = both({ start: '1:30', end: '2:30' }, night.date, night);
  assert.deepEqual(late.shown, ['01:30:00', '02:30:00', '01:00:00'], "today's 1 AM entry at 6 PM stays in the night");
  assert.deepEqual(late.made, late.shown);
});

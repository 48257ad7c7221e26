// What the person did to an entry after a change that a put-back undoes moves by the seconds
// put back: a later split's cut, a stop, a continue, a moved start and a later put-back of the
// same entry; an edit of the times the person typed, other entries and fields that are not
// totals stay as they were.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { putBackTimes, seenAfterPutBack, shiftAfterPutBack } from '../../../main/core/commands/put-back-shift.ts';
import { sameRef, type EntryRef, type Op } from '../../../main/core/commands/ops.ts';

const T = Date.parse('2026-03-10T10:00:00Z');
const E: EntryRef = { id: 7 };
const other: EntryRef = { localId: 'x' };
const same = (r: EntryRef): boolean => sameRef(r, E);
const CUTS = new Set(['u']);
const NONE = new Set<string>();

test("a later split of the entry: its first part's end and total move, its second part's put-back too", () => {
  const cut: Op = { kind: 'update', opId: 'u', at: T, entry: E, timeStart: '09:00:00', timeEnd: '09:00:01', timeTotal: '00:00:01', description: 'kept' };
  assert.deepEqual(shiftAfterPutBack(cut, same, 600, CUTS), { ...cut, timeEnd: '09:10:01', timeTotal: '00:10:01' });
  const part: Op = {
    kind: 'create_manual', opId: 'c', at: T, localId: 'c', date: '2026-03-10', projectId: 1, taskId: null, description: 'Split off', timeStart: '09:00:01', timeEnd: '09:00:03', timeTotal: '00:00:02',
    before: { entry: E, fields: { timeStart: '09:00:00', timeEnd: '09:00:03', timeTotal: '00:00:03' }, restores: 2 },
  };
  const moved = shiftAfterPutBack(part, same, 600, CUTS);
  assert.deepEqual(moved.before, { entry: E, fields: { timeStart: '09:00:00', timeEnd: '09:10:03', timeTotal: '00:10:03' }, restores: 2 });
  assert.equal(moved.kind === 'create_manual' ? moved.timeTotal : null, '00:00:02', "the new part's own times stay");
});

test('an edit of the times the person typed, of fields alone, or of another entry, is sent as it was', () => {
  const typed: Op = { kind: 'update', opId: 'typed', at: T, entry: E, timeStart: '07:00:00', timeEnd: '07:30:00', timeTotal: '00:30:00' };
  assert.deepEqual(shiftAfterPutBack(typed, same, 600, CUTS), typed);
  const words: Op = { kind: 'update', opId: 'u', at: T, entry: E, description: 'x' };
  assert.deepEqual(shiftAfterPutBack(words, same, 600, CUTS), words);
  const elsewhere: Op = { kind: 'update', opId: 'u', at: T, entry: other, timeTotal: '00:01:00' };
  assert.deepEqual(shiftAfterPutBack(elsewhere, same, 600, CUTS), elsewhere);
  const unreadable: Op = { kind: 'update', opId: 'u', at: T, entry: E, timeTotal: 'soon' };
  assert.deepEqual(shiftAfterPutBack(unreadable, same, 600, CUTS), unreadable);
});

test("a continue, a stop, a moved start and a switch away from the entry count from what it holds with the time back", () => {
  assert.deepEqual(shiftAfterPutBack({ kind: 'stop', opId: 's', at: T, entry: E, intendedSeconds: 30 }, same, 600, NONE), { kind: 'stop', opId: 's', at: T, entry: E, intendedSeconds: 630 });
  assert.deepEqual(shiftAfterPutBack({ kind: 'stop', opId: 's', at: T, entry: other, intendedSeconds: 30 }, same, 600, NONE), { kind: 'stop', opId: 's', at: T, entry: other, intendedSeconds: 30 });
  const go: Op = { kind: 'start_existing', opId: 'g', at: T, entry: E, baseSeconds: 3, replaces: other, replacedSeconds: 40 };
  assert.deepEqual(shiftAfterPutBack(go, same, 600, NONE), { ...go, baseSeconds: 603 });
  const back: Op = { kind: 'start_existing', opId: 'g', at: T, entry: other, baseSeconds: 3, replaces: E, replacedSeconds: 40 };
  assert.deepEqual(shiftAfterPutBack(back, same, 600, NONE), { ...back, replacedSeconds: 640 });
  const moved: Op = { kind: 'set_start', opId: 'm', at: T, entry: E, startAt: T, baseSeconds: 10, timeStart: '09:00:00' };
  assert.deepEqual(shiftAfterPutBack(moved, same, 600, NONE), { ...moved, baseSeconds: 610 });
  const away: Op = { kind: 'start_new', opId: 'n', at: T, localId: 'n', date: '2026-03-10', projectId: 1, taskId: null, description: '', replaces: E, replacedSeconds: 5 };
  assert.deepEqual(shiftAfterPutBack(away, same, 600, NONE), { ...away, replacedSeconds: 605 });
  const fresh: Op = { ...away, replaces: null, replacedSeconds: null };
  assert.deepEqual(shiftAfterPutBack(fresh, same, 600, NONE), fresh);
});

test('a later change of the entry expects the entry as the put-back leaves it, not as it was seen before (the put-back is not a change made on the web)', () => {
  const seen = { date: '2026-03-10', timeStart: '09:00:00', timeEnd: '09:00:01', totalSeconds: 1, projectId: 1, taskId: null, description: 'Spec', running: false };
  const edit: Op = { kind: 'update', opId: 'e', at: T, entry: E, description: 'Spec, final', seen };
  const split: Op = { kind: 'update', opId: 'b', at: T, entry: E, timeStart: '09:00:00', timeEnd: '09:00:03', timeTotal: '00:00:03' };
  assert.deepEqual(seenAfterPutBack(edit, same, split).seen, { ...seen, timeEnd: '09:00:03', totalSeconds: 3 });
  // A booking's put-back sends the total alone: the service ends the entry at its start plus it.
  const booking: Op = { kind: 'update', opId: 'b', at: T, entry: E, timeTotal: '00:10:01' };
  assert.deepEqual(seenAfterPutBack(edit, same, booking).seen, { ...seen, timeEnd: '09:10:01', totalSeconds: 601 });
  const stop: Op = { kind: 'stop', opId: 's', at: T, entry: E, intendedSeconds: 601 };
  assert.deepEqual(seenAfterPutBack({ ...edit, seen: { ...seen, running: true } }, same, stop).seen, { ...seen, timeEnd: '09:10:01', totalSeconds: 601 });
  const moved: Op = { kind: 'update', opId: 'b', at: T, entry: E, date: '2026-03-09', timeStart: '08:00:00', timeEnd: '08:30:00', timeTotal: '00:30:00', projectId: 2, taskId: 5, description: 'Old' };
  assert.deepEqual(seenAfterPutBack(edit, same, moved).seen, { date: '2026-03-09', timeStart: '08:00:00', timeEnd: '08:30:00', totalSeconds: 1800, projectId: 2, taskId: 5, description: 'Old', running: false });
  const elsewhere: Op = { ...edit, entry: other };
  assert.equal(seenAfterPutBack(elsewhere, same, split), elsewhere, 'another entry: as it was');
  const unseen: Op = { kind: 'update', opId: 'e', at: T, entry: E, description: 'x' };
  assert.equal(seenAfterPutBack(unseen, same, split), unseen);
});

test("a put-back that adds seconds goes on the entry as the service holds it (the web's start and total), the end following; past the entry's midnight, its own fields instead", () => {
  const back = { kind: 'update', opId: 'b', at: 0, entry: { id: 7 }, timeStart: '09:00:00', timeEnd: '11:00:00', timeTotal: '02:00:00', addsBack: 2700 } as const;
  assert.deepEqual(putBackTimes(back, { timeStart: '09:30:00', totalSeconds: 3600 }), { timeStart: '09:30:00', timeEnd: '11:15:00', timeTotal: '01:45:00' });
  // A booking's put-back sends the total alone: so does the sum.
  const booking = { kind: 'update', opId: 'c', at: 0, entry: { id: 7 }, timeTotal: '01:00:00', addsBack: 600 } as const;
  assert.deepEqual(putBackTimes(booking, { timeStart: '14:00:00', totalSeconds: 1800 }), { timeTotal: '00:40:00' });
  // The web moved the entry late in the day: the seconds would end past 23:59:59, which the service refuses.
  assert.deepEqual(putBackTimes(back, { timeStart: '23:00:00', totalSeconds: 1800 }), { timeStart: '09:00:00', timeEnd: '11:00:00', timeTotal: '02:00:00' });
});

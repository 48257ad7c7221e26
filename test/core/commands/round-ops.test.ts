// Rounding stored (issue 70, item 3), the engine's pure side: the billed seconds as updates
// (start kept, end and total moved, the date named, checked again on a new read before sending),
// what the engine shows that leaves an entry as tracked, the words beside Undo, Undo after the
// hold putting back every entry (one op each), the change kept on disk and read back
// defensively, and a refusal of one entry leaving the others to Undo.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planRoundingOps, readRoundingInput as readIn, roundingWords } from '../../../main/core/commands/round-ops.ts';
import { sourceWords } from '../../../main/i18n/words.ts';
import { parseLastChange, type LastChange } from '../../../main/core/commands/last-change.ts';
import { planUndoAfter } from '../../../main/core/commands/undo-plan.ts';
import { changeAfterRefusal } from '../../../main/core/commands/outbox.ts';
import type { TrackerView } from '../../../main/core/commands/tracker.ts';
import type { Op } from '../../../main/core/commands/ops.ts';
import type { EntryVersionView, EntryView } from '../../../main/core/snapshot.ts';
import type { RoundingEntryInput } from '../../../main/core/stint-api.ts';
import { formatSignedDuration } from '../../../main/core/time/local-time.ts';

/** The input as read, its refusals in English. */
const readRoundingInput = (input: unknown) => readIn(input, sourceWords());

const NOW = Date.parse('2026-03-10T10:00:00Z');
const seen = (over: Partial<EntryVersionView> = {}): EntryVersionView => ({ date: '2026-02-03', timeStart: '09:00:00', timeEnd: '10:07:10', totalSeconds: 4030, projectId: 1, taskId: null, description: 'Spec', running: false, ...over });
const asked = (id: number, seconds: number, over: Partial<EntryVersionView> = {}): RoundingEntryInput => ({ id, seen: seen(over), seconds, name: `“${over.description ?? 'Spec'}”` });
const shown = (over: Partial<EntryView>): EntryView => ({
  key: 'e1', id: 1, date: '2026-03-10', projectId: 1, projectName: 'Web', customerName: null, taskId: null, taskName: null,
  description: 'Spec', timeStart: '09:00:00', timeEnd: '10:07:10', totalSeconds: 4030, runningSince: null, locked: false, pending: false, ...over,
});
const view = (entries: EntryView[], dayShown: (d: string) => boolean = (d) => d >= '2026-03-08'): TrackerView => {
  let n = 0;
  return { now: NOW, offsetMinutes: 0, hourCycle: 'h23', entries, makeId: () => `op${++n}`, projects: [], tasks: {}, dayShown };
};

test('each entry an update of its own: start kept, end and total moved, the date named, checked on a new read before it is sent; Undo puts the fields back over what it left', () => {
  const p = planRoundingOps(view([]), [asked(41, 4500), asked(42, 1205, { timeStart: '11:00:00', timeEnd: '11:20:05', totalSeconds: 1205, description: 'Review' }), asked(43, 1800, { totalSeconds: 1500, timeEnd: '09:25:00' })]);
  assert.deepEqual(p.ops, [
    { kind: 'update', opId: 'op1', at: NOW, entry: { id: 41 }, date: '2026-02-03', timeStart: '09:00:00', timeEnd: '10:15:00', timeTotal: '01:15:00', seen: seen(), readFirst: true, overlapFree: true },
    { kind: 'update', opId: 'op2', at: NOW, entry: { id: 43 }, date: '2026-02-03', timeStart: '09:00:00', timeEnd: '09:30:00', timeTotal: '00:30:00', seen: seen({ totalSeconds: 1500, timeEnd: '09:25:00' }), readFirst: true, overlapFree: true },
  ]);
  assert.equal(p.added, 470 + 300);
  assert.deepEqual(p.left, [], 'an entry already at its billed time is not touched, not listed');
  assert.deepEqual(p.undo, {
    kind: 'entries',
    entries: [
      { id: 41, before: { timeStart: '09:00:00', timeEnd: '10:07:10', timeTotal: '01:07:10' }, left: seen({ timeEnd: '10:15:00', totalSeconds: 4500 }) },
      { id: 43, before: { timeStart: '09:00:00', timeEnd: '09:25:00', timeTotal: '00:25:00' }, left: seen({ timeEnd: '09:30:00', totalSeconds: 1800 }) },
    ],
  });
});

test('left as tracked, in words, from what the engine shows: running, past midnight, locked, changed since the read (here or on the web), over an entry shown, gone from a day read', () => {
  const today = (over: Partial<EntryVersionView>) => ({ date: '2026-03-10', ...over });
  const t = view([
    shown({ key: 'e1', id: 1, date: '2026-03-10', locked: true }),
    shown({ key: 'e2', id: 2, date: '2026-03-09', description: 'Renamed on the web' }),
    shown({ key: 'e3', id: 3, date: '2026-03-08' }),
    shown({ key: 'e4', id: 4, date: '2026-03-08', timeStart: '10:10:00', timeEnd: '10:30:00', totalSeconds: 1200, description: 'Call' }),
    shown({ key: 'e5', id: 5, date: '2026-03-09', timeStart: '08:00:00', timeEnd: '08:10:00', totalSeconds: 600, runningSince: NOW - 1000 }),
  ]);
  const p = planRoundingOps(t, [
    asked(9, 900, { running: true, description: 'Timer' }),
    asked(10, 900, { timeStart: '23:50:00', timeEnd: '23:55:00', totalSeconds: 300, description: 'Late' }),
    asked(1, 4500, today({})),
    asked(2, 4500, { date: '2026-03-09' }),
    asked(3, 4500, { date: '2026-03-08' }),
    asked(5, 900, { date: '2026-03-09', timeStart: '08:00:00', timeEnd: '08:10:00', totalSeconds: 600 }),
    asked(6, 4500, today({})),
    asked(7, 4500, {}),
  ]);
  assert.deepEqual(p.left.map((l) => [l.id, l.words]), [
    [9, '“Timer” is running: it keeps its tracked time. Stop it, then apply the rounding again.'],
    [10, '“Late” rounded to 0:15 would end past midnight, which the service does not store on one day: left as tracked.'],
    [1, '“Spec” is locked on the service (its period is closed): left as tracked.'],
    [2, '“Spec” changed since the timesheet was read (here or on the web): left as it is. Read the timesheet again.'],
    [3, '“Spec” rounded to 1:15 would lie over “Call” (10:10–10:30): left as tracked.'],
    [5, '“Spec” is running: it keeps its tracked time. Stop it, then apply the rounding again.'],
    [6, '“Spec” is no longer on its day (moved or deleted on the web since the timesheet was read): left as it is. Read the timesheet again.'],
  ]);
  assert.deepEqual(p.ops.map((o) => ('entry' in o ? o.entry : null)), [{ id: 7 }], 'an entry of a day the engine never read is checked by the read before sending alone');
});

test('at the edges: an end at 23:59:59 is stored; an entry shown growing into free time is stored, one shrinking is never said to lie over a neighbour (already over it or not); a tracker that cannot say which days it read checks nothing more', () => {
  const t = view([
    shown({ key: 'e1', id: 1, date: '2026-03-10', timeStart: '09:00:00', timeEnd: '09:10:00', totalSeconds: 600 }),
    shown({ key: 'e2', id: 2, date: '2026-03-10', timeStart: '09:05:00', timeEnd: '09:50:00', totalSeconds: 2700, description: 'Call' }),
    shown({ key: 'e3', id: 3, date: '2026-03-10', timeStart: '13:00:00', timeEnd: '13:10:00', totalSeconds: 600, description: 'Free' }),
  ]);
  const p = planRoundingOps(t, [
    asked(1, 300, { date: '2026-03-10', timeStart: '09:00:00', timeEnd: '09:10:00', totalSeconds: 600 }),
    asked(3, 900, { date: '2026-03-10', timeStart: '13:00:00', timeEnd: '13:10:00', totalSeconds: 600, description: 'Free' }),
    asked(8, 900, { date: '2026-02-03', timeStart: '23:44:59', timeEnd: '23:54:59', totalSeconds: 600, description: 'Last' }),
  ]);
  assert.deepEqual(p.left, []);
  assert.deepEqual(p.ops.map((o) => ('entry' in o ? o.entry : null)), [{ id: 1 }, { id: 3 }, { id: 8 }]);
  const { dayShown: _, ...blind } = view([]);
  const q = planRoundingOps(blind, [asked(6, 4500, { date: '2026-03-10' })]);
  assert.deepEqual([q.left, q.ops.length], [[], 1], 'an entry not shown, on a day the tracker cannot say it read: left to the read before sending');
});

test('the words beside Undo, the change said signed', () => {
  assert.equal(roundingWords(12, 2700, sourceWords(), 'Acme'), 'Rounded 12 entries of Acme (+0:45)');
  assert.equal(roundingWords(1, -600, sourceWords()), 'Rounded 1 entry (−0:10)');
  assert.equal(formatSignedDuration(0), '±0:00');
  assert.equal(formatSignedDuration(3600 + 1364), '+1:22:44');
});

test('what a driver sends is read before anything is planned: each wrong part refused in words', () => {
  assert.equal(readRoundingInput(null), 'Give the entries to round: a list of entries with their id, the entry as read and the seconds to store.');
  assert.match(readRoundingInput({ entries: [{ id: 1, seen: { date: 'tomorrow' }, seconds: 60, name: 'x' }] }) as string, /^Entry 1 of the list cannot be read/);
  assert.equal(readRoundingInput({ entries: [asked(4, 90_000)] }), 'Entry 4: the seconds to store should be a whole number from 0 to 86399, not 90000.');
  assert.equal(readRoundingInput({ entries: [asked(4, 60), asked(4, 90)] }), 'Entry 4 is in the list twice: round each entry once.');
  assert.deepEqual(readRoundingInput({ accountName: 'Acme', entries: [asked(4, 60)], check: true }), { accountName: 'Acme', entries: [asked(4, 60)], check: true });
});

test('each part of an entry read strictly: the id a whole number above 0, the entry as read in its forms, the seconds a whole number from 0 to the last second of the day; the account named only when it says something', () => {
  const unread = /^Entry 1 of the list cannot be read/;
  const good = asked(4, 60);
  for (const wrong of [
    'not a record',
    { ...good, id: '4' },
    { ...good, id: 4.5 },
    { ...good, id: 0 },
    { ...good, id: -3 },
    { ...good, name: 7 },
    { ...good, seen: seen({ date: 'x2026-02-03' }) },
    { ...good, seen: seen({ date: '2026-02-03x' }) },
    { ...good, seen: seen({ timeStart: 'x09:00:00' }) },
    { ...good, seen: seen({ timeStart: '09:00:00x' }) },
    { ...good, seen: seen({ totalSeconds: 1.5 }) },
    { ...good, seen: seen({ totalSeconds: -1 }) },
  ]) {
    assert.match(readRoundingInput({ entries: [wrong] }) as string, unread, JSON.stringify(wrong));
  }
  assert.deepEqual(readRoundingInput({ entries: [{ ...good, id: 1, seen: seen({ totalSeconds: 0 }) }] }), { entries: [{ ...good, id: 1, seen: seen({ totalSeconds: 0 }) }] }, 'an entry of no seconds is read');
  for (const seconds of ['60', 60.5, -1, 86_400]) {
    assert.equal(readRoundingInput({ entries: [{ ...good, seconds }] }), `Entry 4: the seconds to store should be a whole number from 0 to 86399, not ${String(seconds)}.`);
  }
  for (const seconds of [0, 86_399]) assert.deepEqual(readRoundingInput({ entries: [{ ...good, seconds }] }), { entries: [{ ...good, seconds }] });
  for (const accountName of [undefined, 7, '', '   ']) assert.deepEqual(readRoundingInput({ accountName, entries: [good] }), { entries: [good] }, String(accountName));
  assert.deepEqual(readRoundingInput({ entries: [good], check: 'yes' }), { entries: [good] }, 'only true asks for a check');
});

const CHANGE: LastChange = {
  id: 'c1', owner: 'me', words: 'Rounded 2 entries of Acme (+0:10)', at: NOW, until: NOW + 10_000, opIds: ['op1', 'op2'],
  undo: {
    kind: 'entries',
    entries: [
      { id: 41, before: { timeStart: '09:00:00', timeEnd: '10:07:10', timeTotal: '01:07:10' }, left: seen({ timeEnd: '10:15:00', totalSeconds: 4500 }) },
      { id: 42, before: { timeStart: '11:00:00', timeEnd: '11:20:05', timeTotal: '00:20:05' }, left: seen({ timeStart: '11:00:00', timeEnd: '11:30:00', totalSeconds: 1800 }) },
    ],
  },
};

test('Undo after the hold: one put-back per entry, over what the change left (read first), a locked one left out; every one locked refuses in words', () => {
  const p = planUndoAfter(view([]), CHANGE);
  assert.ok('op' in p);
  const ops = [p.op, ...(p.more ?? [])];
  assert.deepEqual(ops, [
    { kind: 'update', opId: 'op1', at: NOW, entry: { id: 41 }, date: '2026-02-03', timeStart: '09:00:00', timeEnd: '10:07:10', timeTotal: '01:07:10', seen: CHANGE.undo.kind === 'entries' ? CHANGE.undo.entries[0]!.left : undefined, readFirst: true, overlapFree: true },
    { kind: 'update', opId: 'op2', at: NOW, entry: { id: 42 }, date: '2026-02-03', timeStart: '11:00:00', timeEnd: '11:20:05', timeTotal: '00:20:05', seen: CHANGE.undo.kind === 'entries' ? CHANGE.undo.entries[1]!.left : undefined, readFirst: true, overlapFree: true },
  ]);
  const oneLocked = planUndoAfter(view([shown({ key: 'e41', id: 41, locked: true })]), CHANGE);
  assert.ok('op' in oneLocked);
  assert.deepEqual([oneLocked.op, ...(oneLocked.more ?? [])].map((o) => ('entry' in o ? o.entry : null)), [{ id: 42 }]);
  const allLocked = planUndoAfter(view([shown({ key: 'e41', id: 41, locked: true }), shown({ key: 'e42', id: 42, locked: true })]), CHANGE);
  assert.ok('refuse' in allLocked);
  assert.match(allLocked.refuse.message, /^Every entry of “Rounded 2 entries of Acme \(\+0:10\)” is locked on the service now/);
});

test('kept on disk: a change of several entries read back whole, or not offered at all; the other kinds read as before', () => {
  const back = parseLastChange(JSON.parse(JSON.stringify(CHANGE)));
  assert.deepEqual(back, CHANGE);
  const broken = JSON.parse(JSON.stringify(CHANGE)) as { undo: { entries: { left: unknown; id: unknown }[] } };
  broken.undo.entries[1]!.left = { date: '2026-02-03' };
  assert.equal(parseLastChange(broken), undefined, 'one entry unreadable: no Undo rather than half of one');
  assert.equal(parseLastChange({ ...CHANGE, undo: { kind: 'entries', entries: [] } }), undefined);
  assert.equal(parseLastChange({ ...CHANGE, undo: { kind: 'entries', entries: [{ ...CHANGE.undo.kind === 'entries' ? CHANGE.undo.entries[0] : {}, id: '41' }] } }), undefined);
  const fields = { ...CHANGE, undo: { kind: 'fields', entryKey: 'e1', before: { description: 'Old' } } };
  assert.deepEqual(parseLastChange(fields), fields);
  assert.equal(parseLastChange({ ...CHANGE, undo: { kind: 'fields', before: {} } }), undefined, 'a one-entry kind still needs its entry');
});

test('one entry of the change refused when sent: it leaves the change, the others stay for Undo; all refused, or a change of one entry: no Undo', () => {
  const refused = (opId: string, id: number): Op => ({ kind: 'update', opId, at: NOW, entry: { id }, hold: { until: NOW + 10_000, change: 'c1' } });
  const after = changeAfterRefusal(CHANGE, [refused('op2', 42)], () => undefined);
  assert.deepEqual(after?.opIds, ['op1']);
  assert.deepEqual(after?.undo.kind === 'entries' ? after.undo.entries.map((e) => e.id) : null, [41]);
  assert.equal(changeAfterRefusal(after, [refused('op1', 41)], () => undefined), null);
  assert.equal(changeAfterRefusal(CHANGE, [{ ...refused('x', 9), hold: { until: 0, change: 'other' } }], () => undefined), CHANGE, "another change's refusal leaves it");
  const one: LastChange = { ...CHANGE, undo: { kind: 'fields', entryKey: 'e41', before: {} } };
  assert.equal(changeAfterRefusal(one, [refused('op1', 41)], () => undefined), null);
});

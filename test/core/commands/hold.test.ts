// The Undo hold's order, as pure rules: what may be sent while a correction waits out its
// Undo time. A held op and every later op on an entry it touches wait (never reordered on
// one entry); an op of another entry goes; a queued create is the same entry under its local
// id and, once known, its service id.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nextHoldEnd, nextToSend } from '../../../main/core/commands/hold.ts';
import type { EntryRef, Op } from '../../../main/core/commands/ops.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const HOLD = { until: NOW + 10_000, change: 'c1' };
const none = (): number | undefined => undefined;

const update = (opId: string, entry: EntryRef, held = false): Op => ({ kind: 'update', opId, at: NOW, entry, description: 'x', ...(held ? { hold: HOLD } : {}) });
const stop = (opId: string, entry: EntryRef): Op => ({ kind: 'stop', opId, at: NOW, entry, intendedSeconds: 60 });
const startNew = (opId: string, replaces: EntryRef | null): Op => ({ kind: 'start_new', opId, at: NOW, localId: opId, date: '2026-03-10', projectId: 1, taskId: null, description: '', replaces, replacedSeconds: null });
const create = (opId: string, held = false): Op => ({ kind: 'create_manual', opId, at: NOW, localId: opId, date: '2026-03-10', projectId: 1, taskId: null, description: '', timeStart: '09:00:00', timeTotal: '00:30:00', ...(held ? { hold: HOLD } : {}) });
const q = (...ops: Op[]) => ops.map((op) => ({ op }));

test('a held op waits; an op of another entry behind it goes first', () => {
  assert.equal(nextToSend(q(update('a', { id: 1 }, true), stop('b', { id: 2 })), NOW, none), 1);
});

test('an op of the same entry waits behind the held one, and so does a start that replaces it', () => {
  assert.equal(nextToSend(q(update('a', { id: 1 }, true), stop('b', { id: 1 })), NOW, none), -1);
  assert.equal(nextToSend(q(update('a', { id: 1 }, true), startNew('b', { id: 1 })), NOW, none), -1);
  assert.equal(nextToSend(q(update('a', { id: 1 }, true), startNew('b', { id: 2 })), NOW, none), 1);
});

test('what waits behind a waiting op waits too (a chain on one entry is never reordered)', () => {
  // b waits behind a (entry 1); c touches b's new entry: it waits behind b.
  const ops = q(update('a', { id: 1 }, true), startNew('b', { id: 1 }), stop('c', { localId: 'b' }), stop('d', { id: 9 }));
  assert.equal(nextToSend(ops, NOW, none), 3);
});

test('a queued create is the same entry by its local id and by its service id once known', () => {
  const resolve = (r: EntryRef): number | undefined => ('localId' in r && r.localId === 'm' ? 42 : 'id' in r ? r.id : undefined);
  assert.equal(nextToSend(q(create('m', true), update('u', { id: 42 })), NOW, resolve), -1);
  assert.equal(nextToSend(q(create('m', true), update('u', { id: 43 })), NOW, resolve), 1);
});

test('at the hold\'s end the held op is the next to send; the earliest end is when the loop wakes', () => {
  const ops = q(update('a', { id: 1 }, true), stop('b', { id: 1 }));
  assert.equal(nextToSend(ops, HOLD.until, none), 0);
  assert.equal(nextHoldEnd(ops, NOW), HOLD.until);
  assert.equal(nextHoldEnd(ops, HOLD.until), null);
});

const setStart = (opId: string, entry: EntryRef, held = false): Op => ({ kind: 'set_start', opId, at: NOW, entry, startAt: NOW - 600_000, baseSeconds: 0, timeStart: '11:50:00', ...(held ? { hold: HOLD } : {}) });
const startExisting = (opId: string, entry: EntryRef): Op => ({ kind: 'start_existing', opId, at: NOW, entry, baseSeconds: 0, replaces: null, replacedSeconds: null });

test('a start never overtakes a held move of another timer\'s start: the service would stop that timer first, and the move would find it stopped (issue 68 item 7)', () => {
  // A start folded with a later switch names nothing it replaces, yet starting it stops the moved timer.
  assert.equal(nextToSend(q(setStart('m', { id: 1 }, true), startNew('b', null)), NOW, none), -1);
  assert.equal(nextToSend(q(setStart('m', { id: 1 }, true), startExisting('c', { id: 2 })), NOW, none), -1);
  // What starts no stopwatch still goes: an edit, a manual entry, a stop of another entry.
  assert.equal(nextToSend(q(setStart('m', { id: 1 }, true), update('u', { id: 2 }), startNew('b', null)), NOW, none), 1);
  assert.equal(nextToSend(q(setStart('m', { id: 1 }, true), create('x')), NOW, none), 1);
  assert.equal(nextToSend(q(setStart('m', { id: 1 }, true), stop('s', { id: 2 })), NOW, none), 1);
  // Once the move is sent, the start goes.
  assert.equal(nextToSend(q(setStart('m', { id: 1 }, true), startNew('b', null)), HOLD.until, none), 0);
});

test('a start never overtakes a start, a move or a stop that waits behind a held op', () => {
  // The stop of entry 1 waits behind the held edit of entry 1: a start would stop entry 1 before it.
  assert.equal(nextToSend(q(update('a', { id: 1 }, true), stop('s', { id: 1 }), startNew('b', null)), NOW, none), -1);
  assert.equal(nextToSend(q(update('a', { id: 1 }, true), startNew('n', { id: 1 }), startNew('b', null)), NOW, none), -1);
  // A held edit alone holds back no start of another entry (it stops no stopwatch).
  assert.equal(nextToSend(q(update('a', { id: 1 }, true), startNew('b', null)), NOW, none), 1);
});

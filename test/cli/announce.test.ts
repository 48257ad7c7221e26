// What the command line says by itself as snapshots arrive: each event once, in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Announcer } from '../../main/cli/announce.ts';
import type { Snapshot } from '../../main/core/snapshot.ts';
import { MIN, NOW, SYNC_OK, snapshot } from './fixture.ts';
import { wordsFor } from '../../main/i18n/words.ts';

/** The English words: these tests read the command line's lines in English. */
const EN = wordsFor('en');

function sequence(...snaps: Snapshot[]): string[][] {
  const a = new Announcer(EN);
  return snaps.map((s) => a.next(s));
}

test('a command the service refused after it was queued: the message and its fields, once', () => {
  const base = snapshot();
  const refusedNotice = { level: 'error' as const, message: 'Mobile App needs a task: pick one.', fields: { task: 'This project needs a task.' }, at: NOW };
  const withNotice = snapshot({ notice: refusedNotice });
  assert.deepEqual(sequence(base, withNotice, { ...withNotice, windowVisible: true }), [
    [],
    ['error: Mobile App needs a task: pick one.', '  task: This project needs a task.'],
    [],
  ]);
});

test('a notice already there when the command line starts is said at once', () => {
  const damaged = snapshot({ notice: { level: 'error', message: 'The queue of unsent actions could not be read; it was kept at /x.', fields: {}, at: NOW } });
  assert.deepEqual(sequence(damaged), [['error: The queue of unsent actions could not be read; it was kept at /x.']]);
});

test('the session ends: the reason and that the queued actions are kept', () => {
  const out = snapshot({
    session: { state: 'signed_out', reason: 'The service no longer accepts your session. Sign in again.', authAttemptsLeft: null, authWrongLeft: null, limits: [] },
    sync: { ...SYNC_OK, state: 'signed_out', queued: 2 },
  });
  assert.deepEqual(sequence(snapshot(), out), [
    [],
    ['Signed out: The service no longer accepts your session. Sign in again.', '2 actions wait on disk until you sign in again as the same user.'],
  ]);
});

test('a failed sign-in says nothing by itself: the command prints its answer', () => {
  const signingIn = snapshot({ session: { state: 'signing_in' } });
  const failed = snapshot({ session: { state: 'signed_out', reason: 'The email, password or account ID is wrong: check them and try again.', authAttemptsLeft: null, authWrongLeft: null, limits: [] } });
  assert.deepEqual(sequence(signingIn, failed), [[], []]);
});

test('an idle prompt asks for the answer as a command', () => {
  const prompt = { since: NOW - 20 * MIN, until: NOW, entryKey: 'e7', reason: 'idle' as const };
  assert.deepEqual(sequence(snapshot(), snapshot({ idle: { detection: 'on', prompt, stillWorking: null } }))[1], [
    'You were away since 10:40 while a timer ran: answer with idle keep | idle discard | idle continue',
  ]);
});

test('"Still working?" asks for the answer as a command, once, with the last activity when known', () => {
  const stillWorking = { entryKey: 'e7', endOfDayAt: NOW - 60 * MIN, lastActiveAt: NOW - 50 * MIN };
  const asked = snapshot({ idle: { detection: 'on', prompt: null, stillWorking } });
  assert.deepEqual(sequence(snapshot(), asked, asked), [
    [],
    ['Still working? A timer is running; your working day ended at 10:00: answer with still end | still activity (stop at 10:10) | still keep'],
    [],
  ]);
  const unknown = snapshot({ idle: { detection: 'on', prompt: null, stillWorking: { ...stillWorking, lastActiveAt: null } } });
  assert.deepEqual(sequence(snapshot(), unknown)[1], ['Still working? A timer is running; your working day ended at 10:00: answer with still end | still keep']);
});

test('sync going offline is said once, however often a retry fails, and its return once', () => {
  const offline = snapshot({ sync: { ...SYNC_OK, state: 'offline', queued: 1 } });
  const syncing = snapshot({ sync: { ...SYNC_OK, state: 'syncing', queued: 1 } });
  assert.deepEqual(sequence(snapshot(), syncing, offline, syncing, offline, snapshot()), [
    [],
    [],
    ['Sync: Offline: 1 action waiting to sync'],
    [],
    [],
    ['Sync: back to normal, all changes synced.'],
  ]);
});

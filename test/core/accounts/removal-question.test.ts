// What removing an account says it drops (removal-question.ts), case by case: the timer's
// fate from the session and how far its start reached the service, the actions lost by name,
// the keychain item only where one is kept, the first account's place, when it asks, and the
// question's id following its words. Pure: no simulator.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as removal from '../../../main/core/accounts/removal-question.ts';
import { timerFate, type RemovalInput } from '../../../main/core/accounts/removal-question.ts';
import { sourceWords } from '../../../main/i18n/words.ts';

// In English, as the rest of this file reads them.
const removalQuestion = (input: RemovalInput) => removal.removalQuestion(input, sourceWords());
const changedWords = (input: RemovalInput) => removal.changedWords(input, sourceWords());
const unconfirmedWords = (input: RemovalInput) => removal.unconfirmedWords(input, sourceWords());

const studio: RemovalInput = { name: 'Studio', first: false, signedIn: true, queued: [], timer: null };
const running = (start: 'sent' | 'queued' | 'unconfirmed') => ({ title: 'Brand Refresh', start });

test('the timer: stopped first when signed in with nothing queued; left running when signed out or behind actions lost; gone with the queue when its start never left', () => {
  assert.equal(timerFate(studio), 'none');
  assert.equal(timerFate({ ...studio, timer: running('sent') }), 'stopped');
  assert.equal(timerFate({ ...studio, timer: running('unconfirmed') }), 'stopped');
  assert.equal(timerFate({ ...studio, timer: running('sent'), queued: ['Edit “Audit” (09:00)'] }), 'runs_on');
  assert.equal(timerFate({ ...studio, timer: running('sent'), signedIn: false }), 'runs_on');
  assert.equal(timerFate({ ...studio, timer: running('unconfirmed'), signedIn: false }), 'runs_on');
  assert.equal(timerFate({ ...studio, timer: running('queued'), signedIn: false, queued: ['Start Brand Refresh at 09:12'] }), 'unsent');
});

test('nothing lost: the keychain item and the folder named, no confirmation asked', () => {
  const q = removalQuestion(studio);
  assert.equal(q.words, "Remove Studio from Stint? Its sign-in leaves the keychain, and its folder on this computer (its queue and its copies of the service's entries, projects and to-dos) is deleted; its entries stay on the service.");
  assert.deepEqual([q.asks, q.confirm, q.timer, q.lost], [false, 'Remove Studio', null, []]);
  const stopped = removalQuestion({ ...studio, timer: running('sent') });
  assert.match(stopped.words, / Its timer \(Brand Refresh\) is stopped first\.$/);
  assert.deepEqual([stopped.asks, stopped.timer], [false, { title: 'Brand Refresh', fate: 'stopped' }]);
});

test('actions lost are named one by one and asked about; a timer behind them may run on, said with how to stop it', () => {
  const q = removalQuestion({ ...studio, queued: ['Start Brand Refresh at 09:12', 'Edit “Audit” (09:00)'], timer: running('sent') });
  assert.match(q.words, / 2 actions of Studio not sent yet are lost: Start Brand Refresh at 09:12; Edit “Audit” \(09:00\)\. /);
  assert.match(q.words, /Its timer \(Brand Refresh\) may still run on the service: Stint cannot stop it from here \(its stop would wait behind the actions lost\); stop it on the service's website\.$/);
  assert.deepEqual([q.asks, q.confirm], [true, 'Remove Studio and lose its 2 actions']);
  assert.equal(removalQuestion({ ...studio, queued: ['Stop at 10:00'] }).confirm, 'Remove Studio and lose its action');
  assert.equal(unconfirmedWords({ ...studio, queued: ['Stop at 10:00'] }), 'One action of Studio not sent yet is lost: Stop at 10:00. Nothing was removed: confirm the removal to go on.');
  assert.equal(changedWords({ ...studio, queued: ['Stop at 10:00'] }), 'What removing Studio drops changed since you were asked: One action of Studio not sent yet is lost: Stop at 10:00. Nothing was removed: confirm again to go on.');
});

test('signed out: no keychain item promised; a timer whose start reached the service runs on, asked; one whose start never left goes with its action', () => {
  const out = removalQuestion({ ...studio, signedIn: false, timer: running('sent') });
  assert.match(out.words, /^Remove Studio from Stint\? Its folder on this computer/);
  assert.doesNotMatch(out.words, /keychain/);
  assert.match(out.words, /\(Studio is signed out\); stop it on the service's website\.$/);
  assert.deepEqual([out.asks, out.confirm], [true, 'Remove Studio, its timer left running']);
  const unsent = removalQuestion({ ...studio, signedIn: false, timer: running('queued'), queued: ['Start Brand Refresh at 09:12'] });
  assert.doesNotMatch(unsent.words, /may still run/);
  assert.deepEqual([unsent.asks, unsent.timer?.fate], [true, 'unsent']);
});

test("the first account: its queue and copies leave the data folder, its place stays, the person's settings, calendars and activity record stay", () => {
  const q = removalQuestion({ ...studio, name: 'Acme', first: true });
  assert.equal(q.words, "Remove Acme from Stint? Its sign-in leaves the keychain, and its queue and its copies of the service's entries, projects and to-dos leave this computer; its entries stay on the service. The first account keeps its place, empty, to sign in to again; your settings, calendars and activity record stay.");
});

test('the id follows the words: the same question the same id, another action lost another id', () => {
  const one = removalQuestion({ ...studio, queued: ['Stop at 10:00'] });
  assert.match(one.id, /^[0-9a-f]{8}$/);
  assert.equal(removalQuestion({ ...studio, queued: ['Stop at 10:00'] }).id, one.id);
  assert.notEqual(removalQuestion({ ...studio, queued: ['Stop at 10:00', 'Start Brand Refresh at 10:01'] }).id, one.id);
  assert.notEqual(removalQuestion(studio).id, removalQuestion({ ...studio, name: 'Acme' }).id);
});

// The notification that asks what to do with the time away, as a person reads it.
import { wordsFor } from '../../../main/i18n/words.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IDLE_NOTIFICATION_ID, idleNotification, idleWithdrawnNotice, isIdleChoice } from '../../../main/core/attention/idle-notification.ts';
import type { IdlePrompt } from '../../../main/core/snapshot.ts';

const since = Date.parse('2026-03-10T13:05:00Z');
const prompt = (reason: IdlePrompt['reason']): IdlePrompt => ({ since, until: since + 20 * 60_000, entryKey: 'e1', reason });

test('the question names the project, when the time away began in the account zone and clock, and why', () => {
  assert.deepEqual(idleNotification(prompt('idle'), 'Website', 60, 'h23', wordsFor('en')), {
    id: IDLE_NOTIFICATION_ID,
    title: 'Keep the time you were away?',
    body: 'Website kept running since 14:05 while you were away.',
    actions: [
      { id: 'keep', label: 'Keep' },
      { id: 'discard', label: 'Discard' },
      { id: 'discard_continue', label: 'Discard and continue' },
    ],
  });
  assert.equal(IDLE_NOTIFICATION_ID, 'stint.idle');
  assert.equal(idleNotification(prompt('lock'), 'Website', 0, 'h12', wordsFor('en')).body, 'Website kept running since 1:05 PM while the screen was locked.');
  assert.equal(idleNotification(prompt('suspend'), 'Docs', -300, 'h12', wordsFor('en')).body, 'Docs kept running since 8:05 AM while the computer slept.');
});

test('the answers it takes are its actions, nothing else', () => {
  for (const a of ['keep', 'discard', 'discard_continue']) assert.equal(isIdleChoice(a), true, a);
  for (const a of ['', 'Keep', 'continue', 'take_break']) assert.equal(isIdleChoice(a), false, a);
});

test('the notice when a read takes the question back', () => {
  assert.equal(idleWithdrawnNotice(wordsFor('en')), 'The timer was stopped elsewhere while you were away; nothing to decide.');
  assert.equal(idleWithdrawnNotice(wordsFor('de')), 'Der Timer wurde anderswo gestoppt, während Sie weg waren; nichts zu entscheiden.');
});

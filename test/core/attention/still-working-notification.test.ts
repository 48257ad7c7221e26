// The notification that asks "Still working?", as a person reads it.
import { wordsFor } from '../../../main/i18n/words.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STILL_WORKING_NOTIFICATION_ID, isStillWorkingChoice, stillWorkingNotification } from '../../../main/core/attention/still-working-notification.ts';
import { endOfDayWords } from '../../../main/core/views/end-of-day-words.ts';

const end = Date.parse('2026-03-10T16:00:00Z');

test('it names the project and the end of the working day in the account zone and clock; the last activity only when known', () => {
  assert.deepEqual(stillWorkingNotification({ entryKey: 'e1', endOfDayAt: end, lastActiveAt: end + 40 * 60_000 }, 'Website', end + 3_600_000, 60, 'h23', wordsFor('en')), {
    id: STILL_WORKING_NOTIFICATION_ID,
    title: 'Still working?',
    body: 'Website is still running; your working day ended at 17:00.',
    actions: [
      { id: 'stop_at_end', label: 'Stop at 17:00' },
      { id: 'stop_at_activity', label: 'Stop at 17:40 (last activity)' },
      { id: 'keep', label: 'Keep running' },
    ],
  });
  assert.equal(STILL_WORKING_NOTIFICATION_ID, 'stint.still-working');
  const unknown = stillWorkingNotification({ entryKey: 'e1', endOfDayAt: end, lastActiveAt: null }, 'Docs', end, 0, 'h12', wordsFor('en'));
  assert.deepEqual(unknown.actions?.map((a) => a.label), ['Stop at 4:00 PM', 'Keep running']);
});

test('the answers it takes are its actions, nothing else', () => {
  for (const a of ['stop_at_end', 'stop_at_activity', 'keep']) assert.equal(isStillWorkingChoice(a), true, a);
  for (const a of ['', 'Keep', 'stop', 'discard']) assert.equal(isStillWorkingChoice(a), false, a);
});

test('found the next morning or after a weekend, the end of the day says which day', () => {
  const nextMorning = stillWorkingNotification({ entryKey: 'e1', endOfDayAt: end, lastActiveAt: null }, 'Docs', Date.parse('2026-03-11T08:00:00Z'), 0, 'h12', wordsFor('en'));
  assert.equal(nextMorning.body, 'Docs is still running; your working day ended at 4:00 PM yesterday.');
  assert.equal(nextMorning.actions?.[0]?.label, 'Stop at 4:00 PM yesterday');
  assert.equal(endOfDayWords(end, '2026-03-13', 0, 'h23'), '16:00 on 2026-03-10');
  assert.equal(endOfDayWords(end, '2026-03-10', 0, 'h23'), '16:00');
  // In the account's zone: 23:30 UTC on the 10th is the 11th at UTC+1.
  assert.equal(endOfDayWords(Date.parse('2026-03-10T23:30:00Z'), '2026-03-11', 60, 'h23'), '00:30');
});

// The reminder as a person reads it, in full, and the freshness of the read it rests on at
// its edges: a read exactly as old as allowed, one made at the moment of the last command.
import { wordsFor } from '../../../main/i18n/words.ts';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decideReminder, reminderNotification, type ReminderInput } from '../../../main/core/attention/reminder-policy.ts';
import { resolveWorkSchedule } from '../../../main/core/attention/working-hours.ts';

// Thursday 10:30 UTC, inside Monday to Friday 9 to 17.
const NOW = Date.parse('2025-11-20T10:30:00Z');
const MON_FRI = resolveWorkSchedule({ workDays: [1, 2, 3, 4, 5], workStartAt: '09:00:00', workEndAt: '17:00:00' }, null);
const ENTRY = { key: 'e41', projectName: 'Website redesign', taskName: 'Design', description: 'header fixes' };

function input(over: Partial<ReminderInput> = {}): ReminderInput {
  return {
    i18n: wordsFor('en'),
    now: NOW, offsetMinutes: 0, enabled: true, intervalMinutes: 15, schedule: MON_FRI, signedIn: true, timerRunning: false,
    lastReadAt: NOW - 10_000, lastLocalChangeAt: null, presence: 'active', snoozedUntil: null, lastShownAt: null, lastStoppedAt: null, lastActedAt: null, lastEntry: ENTRY,
    ...over,
  };
}

test('with an entry to continue: the whole notification', () => {
  assert.deepEqual(decideReminder(input()), {
    action: 'remind',
    continueEntryKey: 'e41',
    notification: {
      id: 'stint.reminder',
      title: 'No timer running',
      body: 'Continue Website redesign · Design: header fixes, or pick a project.',
      actions: [
        { id: 'continue', label: 'Continue Website redesign · Design: he…' },
        { id: 'pick', label: 'Pick a project' },
      ],
    },
  });
});

test('with nothing to continue: pick a project, the only answer', () => {
  assert.deepEqual(reminderNotification(null, wordsFor('en')), {
    id: 'stint.reminder',
    title: 'No timer running',
    body: 'Pick a project to start tracking your time.',
    actions: [{ id: 'pick', label: 'Pick a project' }],
  });
});

test('a snooze that ends now has ended', () => {
  assert.equal(decideReminder(input({ snoozedUntil: NOW })).action, 'remind');
  assert.deepEqual(decideReminder(input({ snoozedUntil: NOW + 1 })), { action: 'none', reason: 'snoozed', checkAgainAt: NOW + 1 });
});

test('the read it rests on: as old as allowed exactly is fresh, a millisecond more is not; one made before or at the last command is not', () => {
  assert.equal(decideReminder(input({ lastReadAt: NOW - 60_000 })).action, 'remind');
  assert.equal(decideReminder(input({ lastReadAt: NOW - 60_001 })).action, 'refresh_then_remind');
  assert.equal(decideReminder(input({ lastReadAt: NOW - 5_000, freshReadMs: 4_000 })).action, 'refresh_then_remind');
  assert.equal(decideReminder(input({ lastReadAt: null })).action, 'refresh_then_remind');
  assert.equal(decideReminder(input({ lastReadAt: NOW - 5_000, lastLocalChangeAt: NOW - 6_000 })).action, 'remind');
  assert.equal(decideReminder(input({ lastReadAt: NOW - 5_000, lastLocalChangeAt: NOW - 5_000 })).action, 'refresh_then_remind');
  assert.equal(decideReminder(input({ lastReadAt: NOW - 5_000, lastLocalChangeAt: NOW - 4_000 })).action, 'refresh_then_remind');
});

test('turned off, or signed out: no reminder, and nothing lapses by itself', () => {
  assert.deepEqual(decideReminder(input({ enabled: false })), { action: 'none', reason: 'disabled', checkAgainAt: null });
  assert.deepEqual(decideReminder(input({ signedIn: false })), { action: 'none', reason: 'signed_out', checkAgainAt: null });
});

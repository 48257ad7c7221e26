// When Stint reminds the person to track time, and when it must not.
process.env.TZ = 'Pacific/Kiritimati';

import { wordsFor } from '../../../main/i18n/words.ts';
import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import {
  decideReminder,
  reminderTarget,
  snoozeUntil,
  REMINDER_NOTIFICATION_ID,
  type ReminderInput,
} from '../../../main/core/attention/reminder-policy.ts';
import { resolveWorkSchedule } from '../../../main/core/attention/working-hours.ts';

const at = (iso: string): number => Date.parse(iso);
const MIN = 60_000;
// Thursday 10:30 UTC.
const NOW = at('2025-11-20T10:30:00Z');
const MON_FRI = resolveWorkSchedule({ workDays: [1, 2, 3, 4, 5], workStartAt: '09:00:00', workEndAt: '17:00:00' }, null);

before(() => {
  assert.equal(new Date(NOW).getTimezoneOffset(), -14 * 60);
});

function input(over: Partial<ReminderInput> = {}): ReminderInput {
  const now = over.now ?? NOW;
  return {
    i18n: wordsFor('en'),
    now,
    offsetMinutes: 0,
    enabled: true,
    intervalMinutes: 15,
    schedule: MON_FRI,
    signedIn: true,
    timerRunning: false,
    lastReadAt: now - 10_000,
    lastLocalChangeAt: null,
    presence: 'active',
    snoozedUntil: null,
    lastShownAt: null,
    lastStoppedAt: null,
    lastActedAt: null,
    lastEntry: { key: 'e41', projectName: 'Website redesign', taskName: 'Design', description: 'header fixes' },
    ...over,
  };
}

describe('when a reminder is shown', () => {
  test('in working hours with no timer running: continue the last entry (named) or pick a project', () => {
    const d = decideReminder(input());
    assert.equal(d.action, 'remind');
    if (d.action !== 'remind') return;
    assert.equal(d.notification.id, REMINDER_NOTIFICATION_ID);
    assert.equal(d.notification.title, 'No timer running');
    assert.match(d.notification.body, /Website redesign · Design: header fixes/);
    assert.deepEqual(d.notification.actions.map((a) => a.id), ['continue', 'pick']);
    assert.match(d.notification.actions[0]!.label, /^Continue Website redesign/);
    assert.equal(d.continueEntryKey, 'e41');
  });

  test('the same notification id every time, so a new reminder replaces the old one', () => {
    const a = decideReminder(input());
    const b = decideReminder(input({ now: NOW + 60 * MIN, lastShownAt: NOW }));
    assert.ok(a.action === 'remind' && b.action === 'remind');
    assert.equal(a.notification.id, b.notification.id);
  });

  test('without a last entry only the picker is offered', () => {
    const d = decideReminder(input({ lastEntry: null }));
    assert.ok(d.action === 'remind');
    assert.deepEqual(d.notification.actions.map((a) => a.id), ['pick']);
    assert.equal(d.continueEntryKey, null);
  });

  test('the answer leads to continue or to the picker; a click on the body opens the picker', () => {
    assert.equal(reminderTarget('continue'), 'continue');
    assert.equal(reminderTarget('pick'), 'picker');
    assert.equal(reminderTarget('click'), 'picker');
    assert.equal(reminderTarget('dismissed'), null);
  });
});

describe('when no reminder is shown', () => {
  test('no reminder at 22:00 on a Sunday; it may come again on Monday at 09:00', () => {
    const d = decideReminder(input({ now: at('2025-11-23T22:00:00Z') }));
    assert.deepEqual(d, { action: 'none', reason: 'outside_hours', checkAgainAt: at('2025-11-24T09:00:00Z') });
  });

  test('not during the lunch break', () => {
    const lunch = resolveWorkSchedule(null, { days: [4], windows: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }] });
    assert.equal(decideReminder(input({ schedule: lunch, now: at('2025-11-20T12:30:00Z') })).action, 'none');
    assert.equal(decideReminder(input({ schedule: lunch, now: at('2025-11-20T13:20:00Z') })).action, 'remind');
  });

  test('never while idle, locked or suspended', () => {
    for (const presence of ['idle', 'locked', 'suspended'] as const) {
      const d = decideReminder(input({ presence }));
      assert.deepEqual(d, { action: 'none', reason: presence, checkAgainAt: null });
    }
  });

  test('not while a timer runs', () => {
    assert.deepEqual(decideReminder(input({ timerRunning: true })), { action: 'none', reason: 'running', checkAgainAt: null });
  });

  test('not when reminders are off or nobody is signed in', () => {
    assert.equal(decideReminder(input({ enabled: false })).action, 'none');
    assert.deepEqual(decideReminder(input({ signedIn: false })), { action: 'none', reason: 'signed_out', checkAgainAt: null });
  });

  test('not within the interval of the last reminder; due again a full interval after it', () => {
    const d = decideReminder(input({ lastShownAt: NOW - 10 * MIN }));
    assert.deepEqual(d, { action: 'none', reason: 'too_soon', checkAgainAt: NOW + 5 * MIN });
    assert.equal(decideReminder(input({ lastShownAt: NOW - 15 * MIN })).action, 'remind');
  });

  test('not within the interval of the last stop', () => {
    const d = decideReminder(input({ lastStoppedAt: NOW - 5 * MIN, lastShownAt: NOW - 60 * MIN }));
    assert.deepEqual(d, { action: 'none', reason: 'too_soon', checkAgainAt: NOW + 10 * MIN });
  });

  test('a stop dated back to the start of an absence counts from when the person answered, not from that instant', () => {
    const answered = { lastStoppedAt: NOW - 40 * MIN, lastActedAt: NOW - 1_000, lastShownAt: NOW - 60 * MIN };
    assert.deepEqual(decideReminder(input(answered)), { action: 'none', reason: 'too_soon', checkAgainAt: NOW - 1_000 + 15 * MIN });
    assert.equal(decideReminder(input({ ...answered, now: NOW - 1_000 + 15 * MIN, lastReadAt: NOW + 14 * MIN })).action, 'remind');
  });

  test('not at 09:05 right after work starts: the first reminder is at 09:15', () => {
    const d = decideReminder(input({ now: at('2025-11-20T09:05:00Z') }));
    assert.deepEqual(d, { action: 'none', reason: 'too_soon', checkAgainAt: at('2025-11-20T09:15:00Z') });
  });

  test('the interval setting is honoured (30 minutes)', () => {
    assert.equal(decideReminder(input({ intervalMinutes: 30, lastShownAt: NOW - 20 * MIN })).action, 'none');
    assert.equal(decideReminder(input({ intervalMinutes: 30, lastShownAt: NOW - 30 * MIN })).action, 'remind');
  });
});

describe('never on a stale state', () => {
  test('a read older than 60 s asks for a fresh read first', () => {
    assert.deepEqual(decideReminder(input({ lastReadAt: NOW - 61_000 })), { action: 'refresh_then_remind' });
  });

  test('never read at all: read first', () => {
    assert.deepEqual(decideReminder(input({ lastReadAt: null })), { action: 'refresh_then_remind' });
  });

  test('a local stop newer than the last read: read first', () => {
    assert.deepEqual(
      decideReminder(input({ lastReadAt: NOW - 30_000, lastLocalChangeAt: NOW - 20_000, lastStoppedAt: NOW - 20 * MIN })),
      { action: 'refresh_then_remind' },
    );
  });

  test('the fresh read finds a timer started elsewhere: no reminder', () => {
    assert.equal(decideReminder(input({ lastReadAt: NOW - 120_000 })).action, 'refresh_then_remind');
    const afterRead = decideReminder(input({ lastReadAt: NOW, timerRunning: true }));
    assert.deepEqual(afterRead, { action: 'none', reason: 'running', checkAgainAt: null });
  });

  test('a stale state where a timer runs asks for no read (nothing would be shown anyway)', () => {
    assert.equal(decideReminder(input({ lastReadAt: NOW - 3_600_000, timerRunning: true })).action, 'none');
  });
});

describe('snooze', () => {
  test('for an hour: quiet for the hour, then reminders again', () => {
    const until = snoozeUntil(NOW, 0, 'hour', MON_FRI);
    assert.equal(until, NOW + 60 * MIN);
    const during = decideReminder(input({ now: NOW + 30 * MIN, snoozedUntil: until }));
    assert.deepEqual(during, { action: 'none', reason: 'snoozed', checkAgainAt: until });
    assert.equal(decideReminder(input({ now: until, snoozedUntil: until })).action, 'remind');
  });

  test('until tomorrow on Thursday: Friday at 09:00', () => {
    assert.equal(snoozeUntil(NOW, 0, 'tomorrow', MON_FRI), at('2025-11-21T09:00:00Z'));
  });

  test('until tomorrow on a Friday: Monday at 09:00', () => {
    assert.equal(snoozeUntil(at('2025-11-21T15:00:00Z'), 0, 'tomorrow', MON_FRI), at('2025-11-24T09:00:00Z'));
  });

  test('until tomorrow follows the account\'s zone: 23:00 UTC Thursday is Friday in +05:30, so Monday 09:00 there', () => {
    assert.equal(snoozeUntil(at('2025-11-20T23:00:00Z'), 330, 'tomorrow', MON_FRI), at('2025-11-24T03:30:00Z'));
  });
});

describe('the account\'s zone decides working time', () => {
  test('04:00 UTC is 09:30 in +05:30: a reminder there, none for a UTC account', () => {
    const now = at('2025-11-20T04:00:00Z');
    assert.equal(decideReminder(input({ now, offsetMinutes: 330 })).action, 'remind');
    assert.equal(decideReminder(input({ now, offsetMinutes: 0 })).action, 'none');
  });
});

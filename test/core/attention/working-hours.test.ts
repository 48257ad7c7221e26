// Working hours in the account's zone. The machine's zone is set far from UTC and from the
// account's: nothing here may depend on it.
process.env.TZ = 'Pacific/Kiritimati';

import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import {
  endOfCurrentWindow,
  firstWorkingStartAfterToday,
  isWorkingTime,
  nextWorkingStart,
  resolveWorkSchedule,
  serviceWorkingHours,
  type UserHours,
} from '../../../main/core/attention/working-hours.ts';
import { localDate } from '../../../main/core/time/local-time.ts';

// 2025-11-20 is a Thursday.
const at = (iso: string): number => Date.parse(iso);
const MON_FRI: UserHours = { workDays: [1, 2, 3, 4, 5], workStartAt: '09:00:00', workEndAt: '17:00:00' };
const LUNCH = { days: [1, 2, 3, 4, 5], windows: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:30' }] };

before(() => {
  assert.equal(new Date(at('2025-11-20T12:00:00Z')).getTimezoneOffset(), -14 * 60);
});

describe('where the hours come from', () => {
  test('the user\'s record: days and HH:MM:SS times', () => {
    const s = resolveWorkSchedule({ workDays: [1, 2, 3, 4], workStartAt: '08:30:00', workEndAt: '16:30:00' }, null);
    assert.equal(s.source, 'user');
    assert.equal(isWorkingTime(at('2025-11-20T08:30:00Z'), 0, s), true);
    assert.equal(isWorkingTime(at('2025-11-20T16:30:00Z'), 0, s), false);
    // Friday is not among the record's days.
    assert.equal(isWorkingTime(at('2025-11-21T10:00:00Z'), 0, s), false);
  });

  test('no hours on the record: Monday to Friday 09:00-17:00, and the schedule says it is a default', () => {
    const s = resolveWorkSchedule({ workDays: [1, 2, 3, 4, 5], workStartAt: null, workEndAt: null }, null);
    assert.equal(s.source, 'default');
    assert.equal(isWorkingTime(at('2025-11-20T08:59:59Z'), 0, s), false);
    assert.equal(isWorkingTime(at('2025-11-20T09:00:00Z'), 0, s), true);
    assert.equal(isWorkingTime(at('2025-11-20T17:00:00Z'), 0, s), false);
    assert.equal(isWorkingTime(at('2025-11-22T10:00:00Z'), 0, s), false);
  });

  test('no user known yet: the same default', () => {
    const s = resolveWorkSchedule(null, null);
    assert.equal(s.source, 'default');
    assert.equal(isWorkingTime(at('2025-11-21T16:59:00Z'), 0, s), true);
  });

  test('no hours but a part-time week on the record: the record\'s days are kept', () => {
    const s = resolveWorkSchedule({ workDays: [1, 2, 3], workStartAt: null, workEndAt: null }, null);
    assert.equal(s.source, 'default');
    assert.equal(isWorkingTime(at('2025-11-19T10:00:00Z'), 0, s), true);
    assert.equal(isWorkingTime(at('2025-11-20T10:00:00Z'), 0, s), false);
  });

  test('only an end on the record: the start defaults to 09:00', () => {
    const s = resolveWorkSchedule({ workDays: [4], workStartAt: null, workEndAt: '13:00:00' }, null);
    assert.equal(s.source, 'user');
    assert.equal(isWorkingTime(at('2025-11-20T08:00:00Z'), 0, s), false);
    assert.equal(isWorkingTime(at('2025-11-20T12:00:00Z'), 0, s), true);
    assert.equal(isWorkingTime(at('2025-11-20T14:00:00Z'), 0, s), false);
  });

  test('the settings override the record', () => {
    const s = resolveWorkSchedule(MON_FRI, { days: [6], windows: [{ start: '10:00', end: '14:00' }] });
    assert.equal(s.source, 'settings');
    assert.equal(isWorkingTime(at('2025-11-20T11:00:00Z'), 0, s), false);
    assert.equal(isWorkingTime(at('2025-11-22T11:00:00Z'), 0, s), true);
  });
});

describe('windows', () => {
  const lunch = resolveWorkSchedule(MON_FRI, LUNCH);

  test('a lunch break is not working time', () => {
    assert.equal(isWorkingTime(at('2025-11-20T11:59:00Z'), 0, lunch), true);
    assert.equal(isWorkingTime(at('2025-11-20T12:30:00Z'), 0, lunch), false);
    assert.equal(isWorkingTime(at('2025-11-20T13:00:00Z'), 0, lunch), true);
  });

  test('the morning window ends at the break, and work starts again after it', () => {
    assert.equal(endOfCurrentWindow(at('2025-11-20T10:00:00Z'), 0, lunch), at('2025-11-20T12:00:00Z'));
    assert.equal(nextWorkingStart(at('2025-11-20T12:30:00Z'), 0, lunch), at('2025-11-20T13:00:00Z'));
    assert.equal(endOfCurrentWindow(at('2025-11-20T12:30:00Z'), 0, lunch), null);
  });

  test('windows that touch are one stretch: 09:00-12:00 and 12:00-17:00 end at 17:00', () => {
    const s = resolveWorkSchedule(null, { days: [4], windows: [{ start: '09:00', end: '12:00' }, { start: '12:00', end: '17:00' }] });
    assert.equal(endOfCurrentWindow(at('2025-11-20T10:00:00Z'), 0, s), at('2025-11-20T17:00:00Z'));
    assert.equal(nextWorkingStart(at('2025-11-20T10:00:00Z'), 0, s), at('2025-11-27T09:00:00Z'));
  });

  test('a window to 24:00 ends at midnight', () => {
    const s = resolveWorkSchedule(null, { days: [4], windows: [{ start: '20:00', end: '24:00' }] });
    assert.equal(isWorkingTime(at('2025-11-20T23:59:59Z'), 0, s), true);
    assert.equal(endOfCurrentWindow(at('2025-11-20T23:00:00Z'), 0, s), at('2025-11-21T00:00:00Z'));
    assert.equal(isWorkingTime(at('2025-11-21T00:00:00Z'), 0, s), false);
  });

  test('a night shift on the record (22:00 to 06:00) belongs to the day it starts', () => {
    const s = resolveWorkSchedule({ workDays: [1, 2, 3, 4, 5], workStartAt: '22:00:00', workEndAt: '06:00:00' }, null);
    // Saturday 02:00 is the end of Friday's shift; Monday 02:00 would be Sunday's, which is off.
    assert.equal(isWorkingTime(at('2025-11-22T02:00:00Z'), 0, s), true);
    assert.equal(isWorkingTime(at('2025-11-24T02:00:00Z'), 0, s), false);
    assert.equal(endOfCurrentWindow(at('2025-11-22T02:00:00Z'), 0, s), at('2025-11-22T06:00:00Z'));
  });

  test('after work on Friday, work starts again on Monday morning', () => {
    const s = resolveWorkSchedule(MON_FRI, null);
    assert.equal(nextWorkingStart(at('2025-11-21T18:00:00Z'), 0, s), at('2025-11-24T09:00:00Z'));
  });

  test('no working day at all: no next start', () => {
    const s = resolveWorkSchedule({ workDays: [], workStartAt: '09:00:00', workEndAt: '17:00:00' }, null);
    assert.equal(isWorkingTime(at('2025-11-20T10:00:00Z'), 0, s), false);
    assert.equal(nextWorkingStart(at('2025-11-20T10:00:00Z'), 0, s), null);
  });
});

describe('the account\'s zone, not the machine\'s', () => {
  const s = resolveWorkSchedule(MON_FRI, null);

  test('account zone +05:30 makes 23:00 UTC on Thursday 04:30 on Friday', () => {
    const now = at('2025-11-20T23:00:00Z');
    assert.equal(localDate(now, 330), '2025-11-21');
    assert.equal(isWorkingTime(now, 330, s), false);
    // Friday 09:00 in +05:30 is 03:30 UTC.
    assert.equal(nextWorkingStart(now, 330, s), at('2025-11-21T03:30:00Z'));
  });

  test('04:00 UTC is working time in +05:30 (09:30) and not in UTC', () => {
    const now = at('2025-11-20T04:00:00Z');
    assert.equal(isWorkingTime(now, 330, s), true);
    assert.equal(isWorkingTime(now, 0, s), false);
    assert.equal(endOfCurrentWindow(now, 330, s), at('2025-11-20T11:30:00Z'));
  });

  test('a zone west of UTC: 02:00 UTC on Friday is Thursday 21:00 in -05:00, after work', () => {
    const now = at('2025-11-21T02:00:00Z');
    assert.equal(localDate(now, -300), '2025-11-20');
    assert.equal(isWorkingTime(now, -300, s), false);
    assert.equal(nextWorkingStart(now, -300, s), at('2025-11-21T14:00:00Z'));
  });

  test('the first start after today is the next working day\'s, in the account\'s calendar', () => {
    // Friday 15:00 in +05:30: "tomorrow" is Monday 09:00 local (03:30 UTC).
    assert.equal(firstWorkingStartAfterToday(at('2025-11-21T09:30:00Z'), 330, s), at('2025-11-24T03:30:00Z'));
    // Thursday 23:30 UTC is already Friday in +05:30: after that Friday comes Monday.
    assert.equal(firstWorkingStartAfterToday(at('2025-11-20T23:30:00Z'), 330, s), at('2025-11-24T03:30:00Z'));
    // Early Thursday (before work): still the next day, Friday.
    assert.equal(firstWorkingStartAfterToday(at('2025-11-20T01:00:00Z'), 0, s), at('2025-11-21T09:00:00Z'));
  });
});

describe('the service\'s hours as the settings window shows them', () => {
  test('the record\'s days and hours, as HH:MM', () => {
    assert.deepEqual(serviceWorkingHours({ workDays: [4, 1, 2, 3], workStartAt: '08:30:00', workEndAt: '16:00:00' }), {
      source: 'user',
      days: [1, 2, 3, 4],
      windows: [{ start: '08:30', end: '16:00' }],
    });
  });

  test('a record without hours: the assumed 09:00-17:00 on its days, said to be assumed', () => {
    assert.deepEqual(serviceWorkingHours({ workDays: [1, 3, 5], workStartAt: null, workEndAt: null }), {
      source: 'default',
      days: [1, 3, 5],
      windows: [{ start: '09:00', end: '17:00' }],
    });
  });

  test('an end at midnight is 24:00; a night shift keeps its clock times; seconds are dropped', () => {
    assert.deepEqual(serviceWorkingHours({ workDays: [5], workStartAt: '18:00:00', workEndAt: '00:00:00' }).windows, [{ start: '18:00', end: '24:00' }]);
    assert.deepEqual(serviceWorkingHours({ workDays: [5], workStartAt: '22:00:00', workEndAt: '06:00:00' }).windows, [{ start: '22:00', end: '06:00' }]);
    assert.deepEqual(serviceWorkingHours({ workDays: [5], workStartAt: '09:15:30', workEndAt: '17:45:59' }).windows, [{ start: '09:15', end: '17:45' }]);
  });
});

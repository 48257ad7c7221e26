// Working hours from odd records and settings (days out of range or repeated, a window that
// begins and ends at once, an unreadable window, an end at 24:00, windows out of order) and
// the next start at its edges (a start at the instant asked about, at tomorrow's midnight,
// no working day at all).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { currentWindow, firstWorkingStartAfterToday, nextWorkingStart, resolveWorkSchedule } from '../../../main/core/attention/working-hours.ts';

const at = (iso: string): number => Date.parse(iso);
const H = 3600;

describe('resolving the schedule', () => {
  test('days: whole numbers 0 to 6 only, once each, in order', () => {
    const s = resolveWorkSchedule({ workDays: [5, 1, 1, 7, -1, 2.5, 0, 6, 3], workStartAt: '09:00:00', workEndAt: '17:00:00' }, null);
    assert.deepEqual(s, { source: 'user', days: [0, 1, 3, 5, 6], windows: [{ start: 9 * H, end: 17 * H }] });
    assert.deepEqual(resolveWorkSchedule(null, { days: [6, 6, 0, 9], windows: [] }).days, [0, 6]);
  });

  test('the record: a window that begins when it ends is none; an end at 24:00 is midnight; one time missing takes the default for it', () => {
    assert.deepEqual(resolveWorkSchedule({ workDays: [1], workStartAt: '09:00:00', workEndAt: '09:00:00' }, null), { source: 'user', days: [1], windows: [] });
    assert.deepEqual(resolveWorkSchedule({ workDays: [1], workStartAt: '18:00:00', workEndAt: '24:00:00' }, null).windows, [{ start: 18 * H, end: 24 * H }]);
    assert.deepEqual(resolveWorkSchedule({ workDays: [1], workStartAt: '10:00:00', workEndAt: null }, null), { source: 'user', days: [1], windows: [{ start: 10 * H, end: 17 * H }] });
    assert.deepEqual(resolveWorkSchedule({ workDays: [1], workStartAt: null, workEndAt: '15:00:00' }, null), { source: 'user', days: [1], windows: [{ start: 9 * H, end: 15 * H }] });
    // A night shift runs into the next day.
    assert.deepEqual(resolveWorkSchedule({ workDays: [1], workStartAt: '22:00:00', workEndAt: '06:00:00' }, null).windows, [{ start: 22 * H, end: 30 * H }]);
  });

  test('the record without hours or days: Monday to Friday, 9 to 5', () => {
    assert.deepEqual(resolveWorkSchedule({ workDays: [], workStartAt: null, workEndAt: null }, null), { source: 'default', days: [1, 2, 3, 4, 5], windows: [{ start: 9 * H, end: 17 * H }] });
    assert.deepEqual(resolveWorkSchedule(null, null), { source: 'default', days: [1, 2, 3, 4, 5], windows: [{ start: 9 * H, end: 17 * H }] });
    assert.deepEqual(resolveWorkSchedule({ workDays: [2, 9], workStartAt: 'soon', workEndAt: null }, null).days, [2], 'unreadable hours: the record\'s days still count');
  });

  test('the settings: an unreadable window or one that begins when it ends is left out; none readable at all falls back to the record', () => {
    const user = { workDays: [1], workStartAt: '08:00:00', workEndAt: '12:00:00' };
    const mixed = resolveWorkSchedule(user, {
      days: [2],
      windows: [{ start: 'xx', end: '10:00' }, { start: '09:00', end: 'yy' }, { start: '14:00', end: '14:00' }, { start: '13:00', end: '24:00' }],
    });
    assert.deepEqual(mixed, { source: 'settings', days: [2], windows: [{ start: 13 * H, end: 24 * H }] });
    assert.deepEqual(resolveWorkSchedule(user, { days: [2], windows: [{ start: 'xx', end: '10:00' }] }), { source: 'user', days: [1], windows: [{ start: 8 * H, end: 12 * H }] });
    assert.deepEqual(resolveWorkSchedule(user, { days: [2], windows: [] }), { source: 'settings', days: [2], windows: [] }, 'no windows asked for: no working time');
  });
});

describe('stretches', () => {
  // 2025-11-20 is a Thursday.
  const splitDay = resolveWorkSchedule(null, { days: [4], windows: [{ start: '13:00', end: '17:00' }, { start: '09:00', end: '12:00' }] });

  test('windows given out of order are each a stretch of their own', () => {
    assert.deepEqual(currentWindow(at('2025-11-20T10:00:00Z'), 0, splitDay), { start: at('2025-11-20T09:00:00Z'), end: at('2025-11-20T12:00:00Z') });
    assert.deepEqual(currentWindow(at('2025-11-20T14:00:00Z'), 0, splitDay), { start: at('2025-11-20T13:00:00Z'), end: at('2025-11-20T17:00:00Z') });
    assert.equal(currentWindow(at('2025-11-20T12:30:00Z'), 0, splitDay), null);
    assert.equal(nextWorkingStart(at('2025-11-20T08:00:00Z'), 0, splitDay), at('2025-11-20T09:00:00Z'));
  });

  test('the next start is strictly after the instant asked about', () => {
    assert.equal(nextWorkingStart(at('2025-11-20T09:00:00Z'), 0, splitDay), at('2025-11-20T13:00:00Z'));
  });

  test('"until tomorrow": a window starting at tomorrow\'s midnight is tomorrow\'s; no working day at all: tomorrow\'s midnight', () => {
    const early = resolveWorkSchedule(null, { days: [5], windows: [{ start: '00:00', end: '08:00' }] });
    assert.equal(firstWorkingStartAfterToday(at('2025-11-20T15:00:00Z'), 0, early), at('2025-11-21T00:00:00Z'));
    const never = resolveWorkSchedule(null, { days: [], windows: [{ start: '09:00', end: '17:00' }] });
    assert.equal(firstWorkingStartAfterToday(at('2025-11-20T15:00:00Z'), 60, never), at('2025-11-20T23:00:00Z'));
    assert.equal(nextWorkingStart(at('2025-11-20T15:00:00Z'), 0, never), null);
  });
});

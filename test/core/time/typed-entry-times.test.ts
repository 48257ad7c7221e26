// An entry's typed start and end read as the person means them, on a fixed instant in a zone
// UTC-5 (the account's): on a 12-hour clock a time without AM/PM is read against the other
// time, against the entry's own times (an edit), against now (a start of today, or of an
// earlier day by the clock's time now); a 24-hour clock, AM/PM, a leading zero or an hour
// 0 or 13-23 as typed. No test here depends on the hour it runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readEntryTimes, type EntryTimesContext, type TypedEntryTimes } from '../../../main/core/time/typed-entry-times.ts';
import { readTypedTime } from '../../../main/core/time/typed-time.ts';

const H = 3600;
/** Local time `h:mm` on 10 March 2026 in UTC-5, as an instant. */
const today = (h: number, m = 0): number => Date.parse('2026-03-10T05:00:00Z') + (h * H + m * 60) * 1000;
const YESTERDAY = '2026-03-09';

function reads(typed: TypedEntryTimes, ctx: EntryTimesContext): [string | null, string | null] {
  const r = readEntryTimes(typed, ctx, readTypedTime);
  assert.ok(r.ok, JSON.stringify(r));
  return [r.start, r.end];
}

const h12 = (now: number, date: string, over: Partial<EntryTimesContext> = {}): EntryTimesContext => ({ now, offsetMinutes: -300, hourCycle: 'h12', date, ...over });

test("an edit of yesterday's 4:00 PM to 5:00 PM entry: 4:15 to 5:15 is 4:15 PM to 5:15 PM, the half of the day nearest the entry", () => {
  const ctx = h12(today(14, 31), YESTERDAY, { near: { from: 16 * H, to: 17 * H } });
  assert.deepEqual(reads({ start: '4:15', end: '5:15' }, ctx), ['16:15:00', '17:15:00']);
  assert.deepEqual(reads({ start: '3:50', end: null }, ctx), ['15:50:00', null], 'a start alone, beside the entry');
  assert.deepEqual(reads({ start: '9:00', end: '10:00' }, h12(today(14, 31), YESTERDAY, { near: { from: 8 * H, to: 9 * H } })), ['09:00:00', '10:00:00'], 'a morning entry stays in the morning');
  assert.deepEqual(reads({ start: '11:30', end: '11:45' }, h12(today(1), YESTERDAY, { near: { from: 22 * H, to: 23 * H } })), ['23:30:00', '23:45:00'], 'a late entry stays late');
});

test('an edit of today follows the entry too: a night entry at 1 AM edited at 3 PM stays in the night; a tie goes to the latest not in the future', () => {
  assert.deepEqual(reads({ start: '1:30', end: '2:30' }, h12(today(15), '2026-03-10', { near: { from: 1 * H, to: 2 * H } })), ['01:30:00', '02:30:00']);
  // 9 AM to 10 AM, typed 3:30 at 3:37 PM: 3:30 AM and 3:30 PM lie as far from it; 3:30 PM is the latest not in the future.
  assert.deepEqual(reads({ start: '3:30', end: '3:45' }, h12(today(15, 37), '2026-03-10', { near: { from: 9 * H, to: 10 * H } })), ['15:30:00', '15:45:00']);
});

test('said in full, or not ambiguous: AM/PM, a leading zero, an hour 0 or 13-23, a 24-hour clock are read as typed, whatever the entry', () => {
  const ctx = h12(today(14, 31), YESTERDAY, { near: { from: 16 * H, to: 17 * H } });
  assert.deepEqual(reads({ start: '4:15 AM', end: '5:15 AM' }, ctx), ['04:15:00', '05:15:00']);
  assert.deepEqual(reads({ start: '04:15', end: '05:15' }, ctx), ['04:15:00', '05:15:00']);
  assert.deepEqual(reads({ start: '0:30', end: '13:00' }, ctx), ['00:30:00', '13:00:00']);
  assert.deepEqual(reads({ start: '4:15', end: '5:15' }, { ...ctx, hourCycle: 'h23' }), ['04:15:00', '05:15:00'], 'a 24-hour clock: as typed');
});

test('an added entry of an earlier day, with no entry to be near: a working day\'s reading (7:00 AM to 6:59 PM), whatever the hour now', () => {
  // At 2:31 PM and at 1:00 AM alike, 9:00 is 9:00 AM and 4:00 is 4:00 PM.
  assert.deepEqual(reads({ start: '9:00', end: '10:00' }, h12(today(14, 31), YESTERDAY)), ['09:00:00', '10:00:00']);
  assert.deepEqual(reads({ start: '4:00', end: '5:00' }, h12(today(1), YESTERDAY)), ['16:00:00', '17:00:00']);
  assert.deepEqual(reads({ start: '11:30', end: '11:45' }, h12(today(1), YESTERDAY)), ['11:30:00', '11:45:00']);
  // At 3:00 PM, 8:00 is still the morning's (nearest now it would be 8 PM).
  assert.deepEqual(reads({ start: '8:00', end: '9:00' }, h12(today(15), YESTERDAY)), ['08:00:00', '09:00:00']);
  // 6:59 is the evening's, 7:00 (six hours either way) as typed; an end after its start.
  assert.deepEqual(reads({ start: '6:59', end: '7:30' }, h12(today(20), '2026-03-02')), ['18:59:00', '19:30:00']);
  assert.deepEqual(reads({ start: '7:00', end: '8:00' }, h12(today(20), '2026-03-02')), ['07:00:00', '08:00:00']);
  assert.deepEqual(reads({ start: '9:00', end: '5:00' }, h12(today(15), YESTERDAY)), ['09:00:00', '17:00:00']);
  // Late work said so: as said.
  assert.deepEqual(reads({ start: '11:30 PM', end: '11:45 PM' }, h12(today(1), YESTERDAY)), ['23:30:00', '23:45:00']);
  assert.deepEqual(reads({ start: '11:30', end: '11:45' }, h12(today(1), YESTERDAY, { hourCycle: 'h23' })), ['11:30:00', '11:45:00'], 'a 24-hour clock: as typed');
});

test("today's rule is unchanged: at 3:37 PM a start of 3:30 is 3:30 PM; at 2:23 PM 1:30 to 2:00 is 1:30 PM to 2:00 PM", () => {
  assert.deepEqual(reads({ start: '3:30', end: null }, h12(today(15, 37), '2026-03-10')), ['15:30:00', null]);
  assert.deepEqual(reads({ start: '1:30', end: '2:00' }, h12(today(14, 23), '2026-03-10')), ['13:30:00', '14:00:00']);
});

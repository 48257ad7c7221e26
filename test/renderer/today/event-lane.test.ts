// The calendar's lane: the all-day events that cover a day (in the account's zone, a
// several-day one on each of its days), and a row per timed event so that events at the
// same time never hide each other, while ones that only touch share a row.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CalendarEventView } from '../../../main/core/snapshot.ts';
import { allDayOn, laneRows } from '../../../renderer/today/event-lane.ts';

const at = (hm: string): number => Date.parse(`2026-03-10T${hm}:00Z`);
const span = (from: string, to: string) => ({ start: at(from), end: at(to) });

test('overlapping events go one under the other; touching ones share a row; a freed row is used again', () => {
  assert.deepEqual(laneRows([]), []);
  assert.deepEqual(laneRows([span('09:00', '09:15'), span('09:15', '09:30')]), [0, 0], 'touching');
  assert.deepEqual(laneRows([span('09:00', '10:00'), span('09:30', '10:30'), span('09:45', '11:00'), span('10:00', '10:15'), span('11:00', '12:00')]), [0, 1, 2, 0, 0]);
  assert.deepEqual(laneRows([span('09:00', '09:00'), span('09:00', '09:30')]), [0, 0], 'a deadline of no length takes no room');
});

test("the all-day events covering a day, in the account's zone: a several-day event on each of its days, not after its end", () => {
  const allDay = (key: string, from: string, days: number, offsetMinutes: number): CalendarEventView => {
    const start = Date.parse(`${from}T00:00:00Z`) - offsetMinutes * 60_000;
    return { key, calendarId: 'c1', colour: '#2563eb', uid: key, recurrenceId: null, title: key, start, end: start + days * 86_400_000, allDay: true, allDayDate: from, location: null };
  };
  const timed: CalendarEventView = { ...allDay('standup', '2026-03-10', 0, 0), start: at('09:00'), end: at('09:15'), allDay: false };
  // Two hours east of UTC: the day begins at 22:00 UTC the day before.
  const events = [allDay('sprint', '2026-03-09', 5, 120), allDay('holiday', '2026-03-10', 1, 120), allDay('gone', '2026-03-08', 1, 120), timed];
  assert.deepEqual(allDayOn(events, '2026-03-10', 120).map((e) => e.key), ['sprint', 'holiday']);
  assert.deepEqual(allDayOn(events, '2026-03-13', 120).map((e) => e.key), ['sprint']);
  assert.deepEqual(allDayOn(events, '2026-03-14', 120).map((e) => e.key), [], 'ended');
});

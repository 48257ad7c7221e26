// The day's and the week's target as pure arithmetic: where the hours and days come from,
// today's and the week's figures, and the words the tray, the bars and the command line use.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dayTarget, progressWords, resolveTargetPlan, targetLine, weekStartOf, weekTargetLine } from '../../../main/core/views/day-target.ts';
import type { DayTotal } from '../../../main/core/snapshot.ts';

const NONE = { hoursPerDay: null, workDays: null };
const SERVICE = { capacityPerDay: 8, workDays: [1, 2, 3, 4, 5] };

test("the service's capacity on its work days, unless the settings say otherwise", () => {
  assert.deepEqual(resolveTargetPlan(NONE, null, SERVICE), { secondsPerDay: 8 * 3600, workDays: [1, 2, 3, 4, 5], hoursFrom: 'user', daysFrom: 'user' });
  assert.deepEqual(resolveTargetPlan({ hoursPerDay: 6.5, workDays: null }, null, SERVICE), { secondsPerDay: 6.5 * 3600, workDays: [1, 2, 3, 4, 5], hoursFrom: 'settings', daysFrom: 'user' });
  assert.deepEqual(resolveTargetPlan({ hoursPerDay: null, workDays: [4, 1, 4] }, [1, 2], SERVICE)?.workDays, [1, 4], 'the target days first, each once');
  assert.deepEqual(resolveTargetPlan(NONE, [1, 2, 3, 4], SERVICE)?.daysFrom, 'working_hours', 'then the days of the settings\' working hours');
  assert.deepEqual(resolveTargetPlan(NONE, null, { capacityPerDay: 8, workDays: [] })?.daysFrom, 'default', 'an empty list on the record: Monday to Friday');
  assert.deepEqual(resolveTargetPlan({ hoursPerDay: 7, workDays: null }, null, null), { secondsPerDay: 7 * 3600, workDays: [1, 2, 3, 4, 5], hoursFrom: 'settings', daysFrom: 'default' });
});

test('no target: no hours known, 0 on the service, or 0 in the settings (which wins over the service)', () => {
  assert.equal(resolveTargetPlan(NONE, null, null), null);
  assert.equal(resolveTargetPlan(NONE, null, { capacityPerDay: null, workDays: [1] }), null);
  assert.equal(resolveTargetPlan(NONE, null, { capacityPerDay: 0, workDays: [1] }), null);
  assert.equal(resolveTargetPlan({ hoursPerDay: 0, workDays: null }, null, SERVICE), null);
  assert.equal(resolveTargetPlan({ hoursPerDay: 0.001, workDays: null }, null, SERVICE), null, 'less than a minute is none');
  assert.equal(resolveTargetPlan(NONE, null, { capacityPerDay: 7.77, workDays: null })?.secondsPerDay, 466 * 60, 'whole minutes');
});

test('the week starts on the display\'s first day', () => {
  assert.equal(weekStartOf('2026-03-10', 1), '2026-03-09');
  assert.equal(weekStartOf('2026-03-10', 0), '2026-03-08');
  assert.equal(weekStartOf('2026-03-09', 1), '2026-03-09');
  assert.equal(weekStartOf('2026-03-08', 1), '2026-03-02', 'a Sunday ends a week from Monday');
});

function days(today: string, seconds: number[]): DayTotal[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return seconds.map((s, i) => ({ date: new Date(end - (seconds.length - 1 - i) * 86_400_000).toISOString().slice(0, 10), seconds: s }));
}

test("today's target and the week's: capacity times the week's working days, done from the week's start", () => {
  const plan = resolveTargetPlan(NONE, null, SERVICE)!;
  // Wed 2026-03-11; the seven days from Thu 03-05: Mon 03-09 and Tue 03-10 are in this week.
  const t = dayTarget({ plan, today: '2026-03-11', firstDayOfWeek: 1, days: days('2026-03-11', [9, 9, 9, 9, 8 * 3600, 7 * 3600, 6 * 3600 + 720]) });
  assert.deepEqual(
    [t.date, t.workingDay, t.targetSeconds, t.doneSeconds, t.leftSeconds],
    ['2026-03-11', true, 8 * 3600, 6 * 3600 + 720, 3600 + 48 * 60],
  );
  assert.deepEqual(t.week, { start: '2026-03-09', end: '2026-03-15', workingDays: 5, targetSeconds: 40 * 3600, doneSeconds: 21 * 3600 + 720, leftSeconds: 18 * 3600 + 48 * 60 });
  const off = dayTarget({ plan, today: '2026-03-14', firstDayOfWeek: 1, days: days('2026-03-14', [0, 0, 0, 0, 0, 0, 600]) });
  assert.deepEqual([off.workingDay, off.targetSeconds, off.doneSeconds, off.leftSeconds], [false, 0, 600, 0], 'Saturday is a day off');
});

test('the words: minutes add up, reached, over; nothing on a day off or for another day', () => {
  assert.equal(progressWords(6 * 3600 + 12 * 60 + 59, 8 * 3600), '6:12 of 8:00, 1:48 left');
  assert.equal(progressWords(8 * 3600 - 30, 8 * 3600), '7:59 of 8:00, 0:01 left');
  assert.equal(progressWords(8 * 3600 + 59, 8 * 3600), '8:00 of 8:00, reached');
  assert.equal(progressWords(8 * 3600 + 30 * 60, 8 * 3600), '8:30 of 8:00, 0:30 over');
  const plan = resolveTargetPlan(NONE, null, SERVICE)!;
  const t = dayTarget({ plan, today: '2026-03-11', firstDayOfWeek: 1, days: days('2026-03-11', [0, 0, 0, 0, 3600, 3600, 600]) });
  assert.equal(targetLine(t, '2026-03-11', 3600), '1:00 of 8:00, 7:00 left', 'today counted live by the caller');
  assert.equal(targetLine(t, '2026-03-12', 3600), null, 'past midnight the snapshot is of yesterday');
  assert.equal(targetLine(null, '2026-03-11', 3600), null);
  assert.equal(weekTargetLine(t, '2026-03-11', 3600), '3:00 of 40:00, 37:00 left', 'the other days as read, today live');
  const off = dayTarget({ plan, today: '2026-03-14', firstDayOfWeek: 1, days: days('2026-03-14', [0, 0, 0, 0, 0, 0, 600]) });
  assert.equal(targetLine(off, '2026-03-14', 600), null);
  assert.equal(weekTargetLine(off, '2026-03-14', 600), '0:10 of 40:00, 39:50 left');
});

// "Still working?" as a pure decision: the end of the working day (a lunch break is not it),
// the margin, asked once per entry and day, a timer found on a later day, and where each answer stops.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { confirmedFrom, decideStillWorking, lastEndOfDay, askedIdOf, stopInstant, type StillWorkingInput } from '../../../main/core/attention/still-working.ts';
import type { WorkSchedule } from '../../../main/core/attention/working-hours.ts';

const at = (iso: string): number => Date.parse(iso);
const H = 3600;
/** Monday to Friday, 09:00-12:00 and 13:00-17:00. */
const LUNCH: WorkSchedule = { source: 'settings', days: [1, 2, 3, 4, 5], windows: [{ start: 9 * H, end: 12 * H }, { start: 13 * H, end: 17 * H }] };
const run = { key: 'e1', runningSince: at('2026-03-10T11:00:00Z') };
const input = (over: Partial<StillWorkingInput> = {}): StillWorkingInput => ({
  now: at('2026-03-10T17:30:00Z'), offsetMinutes: 0, schedule: LUNCH, marginMinutes: 30, running: run, asked: new Set<string>(), ...over,
});

test('the end of the day is the last stretch\'s end, not the lunch break; in the account\'s zone; none on days off', () => {
  assert.equal(lastEndOfDay(at('2026-03-10T12:30:00Z'), 0, LUNCH), at('2026-03-09T17:00:00Z'), 'at lunch, yesterday\'s end');
  assert.equal(lastEndOfDay(at('2026-03-10T17:00:00Z'), 0, LUNCH), at('2026-03-10T17:00:00Z'));
  assert.equal(lastEndOfDay(at('2026-03-10T16:00:00Z'), 60, LUNCH), at('2026-03-10T16:00:00Z'), '17:00 at UTC+1');
  assert.equal(lastEndOfDay(at('2026-03-10T15:59:59Z'), 60, LUNCH), at('2026-03-09T16:00:00Z'));
  // Sunday: the latest end is Friday's.
  assert.equal(lastEndOfDay(at('2026-03-15T20:00:00Z'), 0, LUNCH), at('2026-03-13T17:00:00Z'));
  assert.equal(lastEndOfDay(at('2026-03-15T20:00:00Z'), 0, { ...LUNCH, days: [] }), null);
  assert.equal(lastEndOfDay(at('2026-03-15T20:00:00Z'), 0, { ...LUNCH, windows: [] }), null, 'working days without hours end nowhere');
  // Tuesdays only, on a Tuesday morning: last week's Tuesday, seven days back.
  assert.equal(lastEndOfDay(at('2026-03-10T08:00:00Z'), 0, { ...LUNCH, days: [2] }), at('2026-03-03T17:00:00Z'));
  // A night shift ends the day it began, the next morning.
  const night: WorkSchedule = { source: 'settings', days: [1, 2, 3, 4, 5], windows: [{ start: 22 * H, end: 30 * H }] };
  assert.equal(lastEndOfDay(at('2026-03-11T07:00:00Z'), 0, night), at('2026-03-11T06:00:00Z'));
});

test('asked once the margin has passed, for a run that was on at the end of the day, once per run', () => {
  assert.deepEqual(decideStillWorking(input({ now: at('2026-03-10T17:29:59Z') })), { ask: false });
  assert.deepEqual(decideStillWorking(input()), { ask: true, runId: askedIdOf('e1', at('2026-03-10T17:00:00Z')), endOfDayAt: at('2026-03-10T17:00:00Z') });
  assert.deepEqual(decideStillWorking(input({ marginMinutes: 0, now: at('2026-03-10T17:00:00Z') })).ask, true);
  assert.deepEqual(decideStillWorking(input({ asked: new Set(['e9@1', askedIdOf('e1', at('2026-03-10T17:00:00Z'))]) })), { ask: false });
  // Its start moved earlier ("started … ago"): still the same question, not asked again.
  assert.deepEqual(decideStillWorking(input({ running: { key: 'e1', runningSince: at('2026-03-10T10:00:00Z') }, asked: new Set([askedIdOf('e1', at('2026-03-10T17:00:00Z'))]) })), { ask: false });
  assert.deepEqual(decideStillWorking(input({ asked: new Set([askedIdOf('e1', at('2026-03-09T17:00:00Z'))]) })).ask, true, "yesterday's question is not today's");
  assert.deepEqual(decideStillWorking(input({ asked: new Set([askedIdOf('e2', at('2026-03-10T17:00:00Z'))]) })).ask, true, 'another entry');
  assert.deepEqual(decideStillWorking(input({ marginMinutes: null })), { ask: false });
  assert.deepEqual(decideStillWorking(input({ running: null })), { ask: false });
  assert.deepEqual(decideStillWorking(input({ running: { key: 'e2', runningSince: at('2026-03-10T17:05:00Z') }, now: at('2026-03-10T22:00:00Z') })), { ask: false }, 'begun after the end');
  assert.deepEqual(decideStillWorking(input({ running: { key: 'e2', runningSince: at('2026-03-10T17:00:00Z') } })), { ask: false }, 'begun exactly at the end');
});

test('a question is one entry past the end of one working day', () => {
  assert.equal(askedIdOf('e1', 5000), 'e1@5000');
  assert.notEqual(askedIdOf('e1', 5000), askedIdOf('e1', 6000));
  assert.notEqual(askedIdOf('e1', 5000), askedIdOf('e2', 5000));
});

test('found on a later day: the end of its day\'s usual hours, or of its day when it began after them', () => {
  // Saturday 10:00, found on Monday morning before any working day ended since.
  const saturday = { key: 'e3', runningSince: at('2026-03-14T10:00:00Z') };
  assert.deepEqual(decideStillWorking(input({ running: saturday, now: at('2026-03-16T08:00:00Z') })), { ask: true, runId: `${askedIdOf(saturday.key, at('2026-03-14T17:00:00Z'))}@2026-03-16`, endOfDayAt: at('2026-03-14T17:00:00Z') });
  const late = { key: 'e4', runningSince: at('2026-03-14T18:00:00Z') };
  assert.deepEqual(decideStillWorking(input({ running: late, now: at('2026-03-15T08:00:00Z') })), { ask: true, runId: `${askedIdOf(late.key, at('2026-03-14T23:59:59Z'))}@2026-03-15`, endOfDayAt: at('2026-03-14T23:59:59Z') });
  // Begun exactly at its day's usual end: the end of its day.
  const atEnd = { key: 'e6', runningSince: at('2026-03-14T17:00:00Z') };
  assert.deepEqual(decideStillWorking(input({ running: atEnd, now: at('2026-03-15T08:00:00Z') })), { ask: true, runId: `${askedIdOf(atEnd.key, at('2026-03-14T23:59:59Z'))}@2026-03-15`, endOfDayAt: at('2026-03-14T23:59:59Z') });
  // No working days at all: still asked about a timer found the next day.
  const anyDay = { key: 'e7', runningSince: at('2026-03-10T11:00:00Z') };
  assert.deepEqual(decideStillWorking(input({ running: anyDay, now: at('2026-03-11T08:00:00Z'), schedule: { ...LUNCH, days: [] } })), { ask: true, runId: `${askedIdOf(anyDay.key, at('2026-03-10T17:00:00Z'))}@2026-03-11`, endOfDayAt: at('2026-03-10T17:00:00Z') });
  const nearMidnight = { key: 'e5', runningSince: at('2026-03-14T23:50:00Z') };
  assert.deepEqual(decideStillWorking(input({ running: nearMidnight, now: at('2026-03-15T00:10:00Z') })), { ask: false }, 'within the margin of its start');
  assert.equal(decideStillWorking(input({ running: nearMidnight, now: at('2026-03-15T00:20:00Z') })).ask, true);
  assert.deepEqual(decideStillWorking(input({ running: late, now: at('2026-03-14T23:00:00Z') })), { ask: false }, 'the same day');
});

test('kept the evening before, a timer found running the next morning is asked about once more that day', () => {
  const evening = askedIdOf('e1', at('2026-03-10T17:00:00Z'));
  const morning = input({ now: at('2026-03-11T08:00:00Z'), asked: new Set([evening]) });
  assert.deepEqual(decideStillWorking(morning), { ask: true, runId: `${evening}@2026-03-11`, endOfDayAt: at('2026-03-10T17:00:00Z') });
  assert.deepEqual(decideStillWorking({ ...morning, asked: new Set([evening, `${evening}@2026-03-11`]) }), { ask: false }, 'once that day');
  assert.equal(decideStillWorking({ ...morning, now: at('2026-03-12T08:00:00Z'), asked: new Set([evening, `${evening}@2026-03-11`]) }).ask, true, 'and the day after');
});

test('where each answer stops the run', () => {
  const asked = { endOfDayAt: at('2026-03-10T17:00:00Z'), lastActiveAt: at('2026-03-10T17:40:00Z') };
  assert.equal(stopInstant('keep', asked, run.runningSince), null);
  assert.equal(stopInstant('stop_at_end', asked, run.runningSince), asked.endOfDayAt);
  assert.equal(stopInstant('stop_at_activity', asked, run.runningSince), asked.lastActiveAt);
  assert.equal(stopInstant('stop_at_activity', { ...asked, lastActiveAt: null }, run.runningSince), asked.endOfDayAt, 'unknown: the end of the day');
  assert.equal(stopInstant('stop_at_activity', { ...asked, lastActiveAt: at('2026-03-10T10:00:00Z') }, run.runningSince), asked.endOfDayAt, 'before the run: not it');
  assert.equal(stopInstant('stop_at_activity', { ...asked, lastActiveAt: run.runningSince }, run.runningSince), asked.endOfDayAt, 'at the run\'s start: not it');
  assert.equal(stopInstant('stop_at_end', { ...asked, endOfDayAt: at('2026-03-10T10:00:00Z') }, run.runningSince), run.runningSince, 'never before the run');
});

test("the person's word on the run (a start moved earlier, an edit of it) counts as its start: no end of day before it is asked about, no answer stops before it", () => {
  const moved = { ...run, saidAt: at('2026-03-10T18:05:00Z') };
  assert.deepEqual(decideStillWorking(input({ running: moved, now: at('2026-03-10T19:00:00Z') })), { ask: false }, 'moved at 18:05, after the day ended');
  assert.deepEqual(decideStillWorking(input({ running: { ...run, saidAt: at('2026-03-10T17:00:00Z') } })), { ask: false }, 'said exactly at the end');
  assert.equal(decideStillWorking(input({ running: { ...run, saidAt: at('2026-03-10T16:59:59Z') } })).ask, true, 'said before the end: asked');
  assert.equal(decideStillWorking(input({ running: { ...run, saidAt: null } })).ask, true);
  // Found the next morning: the day it was last confirmed on ended at its midnight, not at 17:00.
  assert.deepEqual(decideStillWorking(input({ running: moved, now: at('2026-03-11T08:45:00Z') })), {
    ask: true,
    runId: `${askedIdOf('e1', at('2026-03-10T23:59:59Z'))}@2026-03-11`,
    endOfDayAt: at('2026-03-10T23:59:59Z'),
  });
  assert.equal(confirmedFrom(moved), moved.saidAt);
  assert.equal(confirmedFrom({ ...run, saidAt: at('2026-03-10T10:00:00Z') }), run.runningSince, 'a word from before the run is not about it');
  const asked = { endOfDayAt: at('2026-03-10T17:00:00Z'), lastActiveAt: at('2026-03-10T17:40:00Z') };
  assert.equal(stopInstant('stop_at_end', asked, confirmedFrom(moved)), moved.saidAt, 'not before the word');
  assert.equal(stopInstant('stop_at_activity', asked, confirmedFrom(moved)), moved.saidAt, 'an activity before the word is not it');
});

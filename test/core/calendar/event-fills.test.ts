// What a fill from an event may take and which remembered work serves it (event-fills.ts,
// event-rules.ts), pure: the parts inside gaps in whole seconds, no sliver, nothing past now;
// the event's own rule before its title's, and only in the account it was made in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fillableEvents, nothingToFill, outsideEvents, partsAnyTime, partsInGaps } from '../../../main/core/calendar/event-fills.ts';
import { readEventRules, ruleFor, titleKey, withRule, type EventRule } from '../../../main/core/calendar/event-rules.ts';
import type { CalendarEventView, DayTimelineView, GapView } from '../../../main/core/snapshot.ts';

const T = Date.parse('2026-03-10T00:00:00Z');
const at = (h: number, m = 0, s = 0) => T + ((h * 60 + m) * 60 + s) * 1000;
const gap = (start: number, end: number): GapView => ({ date: '2026-03-10', start, end, seconds: (end - start) / 1000, kind: 'present', awaySeconds: 0 });
const event = (key: string, title: string, start: number, end: number, allDay = false): CalendarEventView => ({ key, calendarId: 'c12345678', colour: '#3b82f6', uid: key, recurrenceId: null, title, start, end, allDay, location: null });
const day = (date: string, gaps: GapView[]): DayTimelineView => ({ date, windows: [], away: [], gaps });
const rule = (id: string, match: EventRule['match'], accountKey = 'main', projectId = 3): EventRule => ({ id, match, accountKey, projectId, taskId: null, description: null });

test('an event across two gaps gives one part in each, in whole seconds; the part beside an entry under a minute is left', () => {
  const gaps = [gap(at(9), at(9, 30)), gap(at(9, 40, 0.5), at(10)), gap(at(10, 59, 30), at(12))];
  assert.deepEqual(partsInGaps({ start: at(9, 10, 0.2), end: at(11) }, gaps), [
    { start: at(9, 10, 1), end: at(9, 30) },
    { start: at(9, 40, 1), end: at(10) },
  ]);
});

test('any time: the passed part no entry covers, never past now', () => {
  const covered = [{ start: at(7, 40), end: at(7, 50) }];
  assert.deepEqual(partsAnyTime({ start: at(7, 30), end: at(8, 30) }, covered, at(8, 10)), [
    { start: at(7, 30), end: at(7, 40) },
    { start: at(7, 50), end: at(8, 10) },
  ]);
  assert.deepEqual(partsAnyTime({ start: at(9), end: at(10) }, [], at(8)), [], 'an event to come has nothing to fill');
});

test("the event's own rule serves before its title's; a rule of another account never does; titles compare without case or extra spaces", () => {
  const rules = [rule('rtitle0001', { kind: 'title', title: titleKey('  Weekly   SYNC ') }, 'main', 5), rule('revent0001', { kind: 'event', calendarId: 'c12345678', uid: 'sync-1' }, 'main', 7), rule('rother0001', { kind: 'title', title: 'weekly sync' }, 'a12345678', 9)];
  assert.equal(ruleFor(rules, { calendarId: 'c12345678', uid: 'sync-1', title: 'Weekly sync' }, 'main')?.projectId, 7);
  assert.equal(ruleFor(rules, { calendarId: 'c12345678', uid: 'sync-2', title: 'weekly sync' }, 'main')?.projectId, 5);
  assert.equal(ruleFor(rules, { calendarId: 'c12345678', uid: 'sync-2', title: 'weekly sync' }, 'a12345678')?.projectId, 9);
  assert.equal(ruleFor(rules, { calendarId: 'c12345678', uid: 'x', title: '' }, 'main'), null, 'an untitled event matches no title');
});

test('a rule remembered again replaces the one that matched the same way; rules read back strictly, a broken one left out', () => {
  const first = rule('raaaaaaaa', { kind: 'title', title: 'standup' }, 'main', 3);
  const second = rule('rbbbbbbbb', { kind: 'title', title: 'standup' }, 'main', 4);
  assert.deepEqual(withRule([first], second), [second]);
  assert.deepEqual(withRule([first], { ...second, accountKey: 'a12345678' }).length, 2, 'another account keeps its own');
  const stored = { rules: [first, { ...second, projectId: 'x' }, { id: 'bad', match: first.match }, { ...second, id: 'rcccccccc', match: { kind: 'event', calendarId: 'c1', uid: 'u' } }] };
  assert.deepEqual(readEventRules(stored).map((r) => r.id), ['raaaaaaaa', 'rcccccccc']);
  assert.deepEqual(readEventRules({ rules: 'no' }), []);
});

test('a rule remembered with the title as the event shows it serves every event of that title at once (not only after a restart)', () => {
  const rules = withRule([], rule('rdddddddd', { kind: 'title', title: '  Standup ' }));
  assert.equal(ruleFor(rules, { calendarId: 'c12345678', uid: 'other', title: 'standup' }, 'main')?.id, 'rdddddddd');
  assert.deepEqual(rules[0]!.match, { kind: 'title', title: 'standup' });
});

test("offers: timed events with time in a day's gaps, one per day, all-day ones never, the rule's work with the event's own title", () => {
  const today = day('2026-03-10', [gap(at(9), at(10))]);
  const events = [event('a', 'Standup', at(9), at(9, 15)), event('b', 'Sprint week', T, T + 86_400_000, true), event('c', 'Later', at(14), at(15))];
  const offers = fillableEvents({ events: [...events, events[0]!], days: [today, today], rules: [rule('rstandup1', { kind: 'title', title: 'standup' })], accountKey: 'main' });
  assert.deepEqual(offers, [{ eventKey: 'a', title: 'Standup', colour: '#3b82f6', date: '2026-03-10', parts: [{ start: at(9), end: at(9, 15) }], work: { projectId: 3, taskId: null, description: 'Standup', ruleId: 'rstandup1', rule: 'title', accountKey: 'main' } }]);
});

test('outside working hours: the passed, untracked time of an event beyond the day\'s windows, on the day it begins; none inside them', () => {
  const today = { ...day('2026-03-10', [gap(at(9), at(10))]), windows: [{ start: at(9), end: at(17) }] };
  const events = [event('early', 'Early sync', at(7, 30), at(9, 30)), event('inside', 'Standup', at(9), at(9, 15)), event('evening', 'Evening call', at(18), at(19))];
  const offers = outsideEvents({ events, days: [today], rules: [], accountKey: 'main', covered: [{ start: at(7, 40), end: at(7, 50) }], now: at(18, 30), dateOf: () => '2026-03-10' });
  assert.deepEqual(offers.map((o) => [o.eventKey, o.parts]), [
    ['early', [{ start: at(7, 30), end: at(7, 40) }, { start: at(7, 50), end: at(9) }]],
    ['evening', [{ start: at(18), end: at(18, 30) }]],
  ]);
});

test('nothing to fill, in words: an event to come says it has not begun; one just begun, tracked, or outside working hours says which', () => {
  assert.equal(nothingToFill({ title: 'Planning', start: at(14) }, true, at(10)), 'Planning has not begun yet: a fill takes only time that has passed. Fill it once it has begun, or after it ends.');
  assert.match(nothingToFill({ title: '', start: at(10) }, false, at(10)), /^This event has not begun yet/);
  assert.equal(nothingToFill({ title: 'Call', start: at(9, 59, 30) }, true, at(10)), 'Call began less than a minute ago: fill it once more of it has passed.');
  assert.equal(nothingToFill({ title: 'Call', start: at(9) }, true, at(10)), 'Call: all of its time that has passed is tracked already.');
  assert.match(nothingToFill({ title: 'Call', start: at(9) }, false, at(10)), /no untracked time in your working hours/);
});

// How long an event lasts and where its times stand when they name no zone (Apple's
// fixtures/apple-home.ics and Exchange's all-day event): DURATION, the defaults of RFC
// 5545 3.6.1 when DTEND is absent, all-day dates and floating times read at the offset
// given, and which events a span includes at its edges.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventsBetween } from '../../../main/core/calendar/calendar-occurrences.ts';
import { at, fixture, span, when } from './calendar-fixture.ts';

const apple = fixture('apple-home.ics');
const read = (fromIso: string, toIso: string, floatingOffsetMinutes?: number) =>
  eventsBetween(apple, at(fromIso), at(toIso), { selfEmails: ['me@example.com'], ...(floatingOffsetMinutes === undefined ? {} : { floatingOffsetMinutes }) }).events;

test('DURATION gives the end when there is no DTEND', () => {
  assert.deepEqual(read('2026-03-11T00:00:00Z', '2026-03-12T00:00:00Z').map(when), [span('Focus block', '2026-03-11T13:00:00Z', '2026-03-11T14:30:00Z')]);
});

test('a timed event without DTEND or DURATION takes no time, and shows when its instant is inside the span', () => {
  assert.deepEqual(read('2026-03-12T11:00:00Z', '2026-03-12T12:00:00Z').map(when), [span('Passport renewal due', '2026-03-12T11:00:00Z', '2026-03-12T11:00:00Z')]);
  assert.deepEqual(read('2026-03-12T10:00:00Z', '2026-03-12T11:00:00Z'), []);
});

test('an all-day date without DTEND lasts one day, flagged all-day with its date', () => {
  assert.deepEqual(read('2026-03-13T00:00:00Z', '2026-03-14T00:00:00Z'), [{
    uid: 'B2C3D4E5-F6A7-4B5C-9D8E-0F1A2B3C4D5E',
    recurrenceId: null,
    title: 'Mum\'s birthday',
    start: at('2026-03-13T00:00:00Z'),
    end: at('2026-03-14T00:00:00Z'),
    allDay: true,
    allDayDate: '2026-03-13',
    location: null,
  }]);
});

test('an all-day date is the whole local day at the offset given, and keeps its date', () => {
  const [birthday] = read('2026-03-12T00:00:00Z', '2026-03-14T00:00:00Z', 60).filter((e) => e.allDay);
  assert.equal(birthday?.start, at('2026-03-12T23:00:00Z'));
  assert.equal(birthday?.end, at('2026-03-13T23:00:00Z'));
  assert.equal(birthday?.allDayDate, '2026-03-13');
});

test('Exchange: an all-day event with DATE start and end', () => {
  const outlook = fixture('outlook-exchange.ics');
  const [easter] = eventsBetween(outlook, at('2026-04-06T00:00:00Z'), at('2026-04-07T00:00:00Z'), { selfEmails: [] }).events.filter((e) => e.allDay);
  assert.deepEqual(easter && when(easter), span('Easter Monday', '2026-04-06T00:00:00Z', '2026-04-07T00:00:00Z'));
  assert.equal(easter?.allDayDate, '2026-04-06');
});

test('a floating time (no zone, no Z) is read at the offset given, UTC when none is', () => {
  const run = (offset?: number) => read('2026-03-14T00:00:00Z', '2026-03-15T00:00:00Z', offset).filter((e) => !e.allDay).map(when);
  assert.deepEqual(run(), [span('Morning run', '2026-03-14T07:00:00Z', '2026-03-14T08:00:00Z')]);
  assert.deepEqual(run(60), [span('Morning run', '2026-03-14T06:00:00Z', '2026-03-14T07:00:00Z')]);
  assert.deepEqual(run(-300), [span('Morning run', '2026-03-14T12:00:00Z', '2026-03-14T13:00:00Z')]);
});

test('a span includes what overlaps it: not an event that ends at its start, nor one that starts at its end', () => {
  // The dentist is 08:15Z to 09:00Z on 10 March.
  const dentist = (fromIso: string, toIso: string) => read(fromIso, toIso).filter((e) => e.title === 'Dentist').length;
  assert.equal(dentist('2026-03-10T08:30:00Z', '2026-03-10T08:45:00Z'), 1);
  assert.equal(dentist('2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z'), 0);
  assert.equal(dentist('2026-03-10T07:00:00Z', '2026-03-10T08:15:00Z'), 0);
  assert.equal(dentist('2026-03-10T07:00:00Z', '2026-03-10T08:15:01Z'), 1);
});

test('a location is read unescaped, with its line breaks; an empty one is null', () => {
  const [dentist] = read('2026-03-10T08:00:00Z', '2026-03-10T09:00:00Z');
  assert.equal(dentist?.location, 'Praxis Dr. Weber\nTorstrasse 12, Berlin');
  const google = fixture('google-team.ics');
  const [one] = eventsBetween(google, at('2026-03-03T09:00:00Z'), at('2026-03-03T09:30:00Z'), { selfEmails: [] }).events;
  assert.equal(one?.title, '1:1 with Sam');
  assert.equal(one?.location, null);
});

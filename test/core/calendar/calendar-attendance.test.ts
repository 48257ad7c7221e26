// What is left off the person's day: cancelled events and occurrences, and invitations
// the person declined. Only the person's own answer counts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventsBetween } from '../../../main/core/calendar/calendar-occurrences.ts';
import type { ParsedCalendar } from '../../../main/core/calendar/calendar-types.ts';
import { at, calendarOf, fixture } from './calendar-fixture.ts';

const google = fixture('google-team.ics');
const titles = (calendar: ParsedCalendar, fromIso: string, toIso: string, selfEmails: readonly string[]): string[] =>
  eventsBetween(calendar, at(fromIso), at(toIso), { selfEmails }).events.map((e) => e.title);

test('an invitation the person declined is left out; the address matches in any case', () => {
  assert.deepEqual(titles(google, '2026-03-17T15:00:00Z', '2026-03-17T16:00:00Z', ['ME@Example.COM']), []);
  assert.deepEqual(titles(google, '2026-03-17T15:00:00Z', '2026-03-17T16:00:00Z', [' me@example.com ']), []);
});

test('the same invitation stays for someone else who accepted it, and when no address of the person is known', () => {
  assert.deepEqual(titles(google, '2026-03-17T15:00:00Z', '2026-03-17T16:00:00Z', ['lena@example.com']), ['Vendor demo']);
  assert.deepEqual(titles(google, '2026-03-17T15:00:00Z', '2026-03-17T16:00:00Z', []), ['Vendor demo']);
});

test('another attendee declining does not take an accepted invitation off the person\'s day', () => {
  assert.deepEqual(titles(google, '2026-03-19T14:00:00Z', '2026-03-19T15:00:00Z', ['me@example.com']), ['Design critique']);
  assert.deepEqual(titles(google, '2026-03-19T14:00:00Z', '2026-03-19T15:00:00Z', ['sam@example.com']), []);
});

test('Apple: an attendee named by urn:uuid with an EMAIL parameter is matched by that address', () => {
  const apple = fixture('apple-home.ics');
  assert.deepEqual(titles(apple, '2026-03-15T00:00:00Z', '2026-03-16T00:00:00Z', ['me@example.com']), []);
  assert.deepEqual(titles(apple, '2026-03-15T00:00:00Z', '2026-03-16T00:00:00Z', ['jo@example.org']), ['Book club']);
});

test('a cancelled event (STATUS:CANCELLED) is left out for everyone', () => {
  // Budget review, 16 March 13:00Z, was cancelled; the standup that morning stays.
  assert.deepEqual(titles(google, '2026-03-16T00:00:00Z', '2026-03-17T00:00:00Z', []), ['Standup']);
  assert.deepEqual(titles(google, '2026-03-16T12:00:00Z', '2026-03-16T15:00:00Z', ['lena@example.com']), []);
});

test('one occurrence the person declined in its override is left out; the rest of the series stays', () => {
  const series = calendarOf(`
    BEGIN:VEVENT
    UID:weekly-review
    SUMMARY:Weekly review
    DTSTART:20260302T140000Z
    DTEND:20260302T150000Z
    RRULE:FREQ=WEEKLY;COUNT=3
    ATTENDEE;PARTSTAT=ACCEPTED:mailto:me@example.com
    END:VEVENT
    BEGIN:VEVENT
    UID:weekly-review
    SUMMARY:Weekly review
    RECURRENCE-ID:20260309T140000Z
    DTSTART:20260309T140000Z
    DTEND:20260309T150000Z
    ATTENDEE;PARTSTAT=DECLINED:MAILTO:Me@Example.com
    END:VEVENT`);
  const read = eventsBetween(series, at('2026-03-01T00:00:00Z'), at('2026-04-01T00:00:00Z'), { selfEmails: ['me@example.com'] });
  assert.deepEqual(read.events.map((e) => e.recurrenceId), ['2026-03-02T14:00:00.000Z', '2026-03-16T14:00:00.000Z']);
});

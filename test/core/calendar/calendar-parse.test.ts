import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_CALENDAR_BYTES, parseCalendar } from '../../../main/core/calendar/calendar-parse.ts';
import { eventsBetween } from '../../../main/core/calendar/calendar-occurrences.ts';
import { at, fixtureText, parsedOrFail, when } from './calendar-fixture.ts';

const refusal = (text: string, maxBytes?: number): { code: string; message: string } => {
  const read = parseCalendar(text, maxBytes === undefined ? {} : { maxBytes });
  assert.equal(read.ok, false, 'read as a calendar');
  return read.ok ? { code: '', message: '' } : read.error;
};

test('a sign-in page (HTML) is refused as a web page, with what address to use instead', () => {
  const html = '<!DOCTYPE html>\n<html lang="en"><head><title>Sign in - Google Accounts</title></head>\n<body><form action="/signin">Email</form></body></html>\n';
  const { code, message } = refusal(html);
  assert.equal(code, 'not_icalendar');
  assert.match(message, /web page/);
  assert.match(message, /iCalendar \(\.ics\) address/);
});

test('JSON and other text are refused as not iCalendar', () => {
  assert.deepEqual(refusal('{"error":{"code":401,"message":"Login Required"}}'), {
    code: 'not_icalendar',
    message: 'This is JSON, not a calendar. Use the calendar\'s iCalendar (.ics) address or file.',
  });
  const garbage = refusal('PK\u0003\u0004\u0014\u0000garbage: not a calendar at all');
  assert.equal(garbage.code, 'not_icalendar');
  assert.match(garbage.message, /does not begin with BEGIN:VCALENDAR/);
  // iCalendar's sibling format, but no calendar in it.
  assert.equal(refusal('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Lena Vogel\r\nEND:VCARD\r\n').code, 'not_icalendar');
});

test('an empty answer is refused as empty, also when it is only blank lines or a byte order mark', () => {
  for (const text of ['', '   ', '\r\n\r\n', '\uFEFF']) {
    const { code, message } = refusal(text);
    assert.equal(code, 'empty', JSON.stringify(text));
    assert.match(message, /came back empty/);
  }
});

test('a text over the cap is refused before it is parsed; the cap counts bytes, not characters', () => {
  const huge = 'BEGIN:VCALENDAR\r\n' + 'X-FILLER:' + 'x'.repeat(MAX_CALENDAR_BYTES) + '\r\nEND:VCALENDAR\r\n';
  const { code, message } = refusal(huge);
  assert.equal(code, 'too_large');
  assert.match(message, /larger than the 10 MB Stint reads/);
  // 600 characters, 1,100 bytes in UTF-8: over a 1,000-byte cap, under a 2,000-byte one.
  const umlauts = 'BEGIN:VCALENDAR\r\nX-WR-CALNAME:' + 'ü'.repeat(500) + '\r\nEND:VCALENDAR\r\n';
  assert.ok(umlauts.length < 1000);
  assert.equal(refusal(umlauts, 1000).code, 'too_large');
  assert.match(refusal(umlauts, 1000).message, /larger than the 1 KB Stint reads/);
  assert.equal(parseCalendar(umlauts, { maxBytes: 2000 }).ok, true);
});

test('a calendar cut off on the way (no END:VCALENDAR) is refused, not read in part', () => {
  const whole = fixtureText('google-team.ics');
  const { code, message } = refusal(whole.slice(0, whole.indexOf('SUMMARY:1:1 with Sam')));
  assert.equal(code, 'truncated');
  assert.match(message, /cut off/);
  assert.equal(refusal(whole.replace(/END:VCALENDAR\r\n$/, '')).code, 'truncated');
});

test('the calendar\'s name is read unescaped, and is null when it gives none', () => {
  assert.equal(parsedOrFail(fixtureText('google-team.ics')).name, 'Team Berlin, product');
  assert.equal(parsedOrFail(fixtureText('outlook-exchange.ics')).name, 'Calendar');
  const bare = parsedOrFail('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Stint//Tests//EN\r\nEND:VCALENDAR\r\n');
  assert.equal(bare.name, null);
  assert.equal(bare.events.length, 0);
});

test('bare LF line endings and a byte order mark read the same as CRLF', () => {
  const crlf = parsedOrFail(fixtureText('google-team.ics'));
  const lf = parsedOrFail('\uFEFF' + fixtureText('google-team.ics').replace(/\r\n/g, '\n'));
  const span = [at('2026-03-09T00:00:00Z'), at('2026-03-16T00:00:00Z')] as const;
  const of = (c: typeof crlf) => eventsBetween(c, ...span, { selfEmails: ['me@example.com'] }).events.map(when);
  assert.equal(of(lf).length, 3);
  assert.deepEqual(of(lf), of(crlf));
});

test('folded lines are unfolded: a folded attendee address still counts as the person\'s', () => {
  // The fixture folds "mailto:me@examp" / " le.com" inside the declined attendee's line.
  const calendar = parsedOrFail(fixtureText('google-team.ics'));
  const demo = [at('2026-03-17T15:00:00Z'), at('2026-03-17T16:00:00Z')] as const;
  assert.deepEqual(eventsBetween(calendar, ...demo, { selfEmails: ['me@example.com'] }).events, []);
});

test('an event ical.js cannot read is set aside with a sentence; the others are read, and nothing throws', () => {
  const text = [
    'BEGIN:VCALENDAR', 'VERSION:2.0',
    'BEGIN:VEVENT', 'UID:bad-start', 'SUMMARY:Lunch\\, maybe', 'DTSTART:tomorrow-ish', 'END:VEVENT',
    'BEGIN:VEVENT', 'UID:good', 'SUMMARY:Review', 'DTSTART:20260310T120000Z', 'DTEND:20260310T130000Z', 'END:VEVENT',
    'END:VCALENDAR', '',
  ].join('\r\n');
  const calendar = parsedOrFail(text);
  assert.equal(calendar.events.length, 1);
  assert.equal(calendar.unreadable.length, 1);
  assert.equal(calendar.unreadable[0]!.uid, 'bad-start');
  assert.equal(calendar.unreadable[0]!.title, 'Lunch, maybe');
  assert.match(calendar.unreadable[0]!.message, /^Stint could not read this event \(.+\), so it is left out; the calendar's other events are shown\.$/);
  const read = eventsBetween(calendar, at('2026-03-10T00:00:00Z'), at('2026-03-11T00:00:00Z'), { selfEmails: [] });
  assert.deepEqual(read.events.map((e) => e.title), ['Review']);
  assert.deepEqual(read.problems.map((p) => p.uid), ['bad-start']);
});

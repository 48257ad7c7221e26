// An event named as the lane and the offers name it: its title (or "Untitled event"), its
// times in the window's clock, 12- or 24-hour; and the count "Fill the day's meetings" says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventName, eventSpan, eventTitle, meetings } from '../../../renderer/today/event-words.ts';

const at = (hm: string): number => Date.parse(`2026-03-10T${hm}:00Z`);
// Intl may put a narrow no-break space before AM and PM: read as a space here.
const plain = (s: string) => s.replace(/\u202f/g, ' ');

test('"<title>, <start>–<end>" in the clock of the window and the zone of the account', () => {
  const standup = { title: 'Standup', start: at('09:00'), end: at('09:15') };
  assert.equal(plain(eventName(standup, { offsetMinutes: 0, hourCycle: 'h12' })), 'Standup, 9:00 AM–9:15 AM');
  assert.equal(eventName(standup, { offsetMinutes: 60, hourCycle: 'h23' }), 'Standup, 10:00–10:15');
  assert.equal(plain(eventSpan({ start: at('13:30'), end: at('14:00') }, { offsetMinutes: 0, hourCycle: 'h12' })), '1:30 PM–2:00 PM');
});

test('an event without a title is named so; a title is trimmed', () => {
  assert.equal(eventTitle(''), 'Untitled event');
  assert.equal(eventTitle('   '), 'Untitled event');
  assert.equal(eventTitle(' Review '), 'Review');
});

test('meetings counted', () => {
  assert.deepEqual([0, 1, 2].map(meetings), ['0 meetings', '1 meeting', '2 meetings']);
});

// An event named as the lane and the offers name it: its title (or "Untitled event"), its
// times in the window's clock, 12- or 24-hour; an offer with its parts' times. (The count "Fill the day's meetings" says is a plural of the window's catalog since issue 72.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventName, eventSpan, eventTitle, offerName } from '../../../renderer/today/event-words.ts';

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

test('an offer named with the times of each of its parts, its title as the lane says it', () => {
  const clock = { offsetMinutes: 0, hourCycle: 'h12' } as const;
  const early = { title: 'Early sync', parts: [{ start: at('07:30'), end: at('08:00') }] };
  assert.equal(plain(offerName(early, clock)), 'Early sync, 7:30 AM–8:00 AM');
  const evening = { title: ' ', parts: [{ start: at('18:00'), end: at('18:20') }, { start: at('18:40'), end: at('19:00') }] };
  assert.equal(offerName(evening, { offsetMinutes: -60, hourCycle: 'h23' }), 'Untitled event, 17:00–17:20, 17:40–18:00');
});


// The reason a typed time of day cannot be read: each kind of mistake in its own words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { whyNotATimeOfDay } from '../../../renderer/text/time-of-day-why.ts';

const EX = '10:30 AM';

test('a time that reads has no reason', () => {
  for (const t of ['10:30', '9am', '14h30', '9h', '930', '10:30 PM']) assert.equal(whyNotATimeOfDay(t, EX), null, t);
});

test('each kind of text that does not read says why and what to type', () => {
  assert.equal(whyNotATimeOfDay('40m', EX), '"40m" is a length of time, not a time of day: type the time itself, such as 10:30 AM.');
  assert.match(whyNotATimeOfDay('1h30m', EX)!, /length of time/);
  assert.match(whyNotATimeOfDay('90 min', EX)!, /length of time/);
  assert.equal(whyNotATimeOfDay('', EX), 'Type a time of day, such as 10:30 AM.');
  assert.match(whyNotATimeOfDay('10:75', EX)!, /no such minute/);
  assert.match(whyNotATimeOfDay('10:5', EX)!, /two digits/);
  assert.match(whyNotATimeOfDay('25:00', EX)!, /no such hour/);
  assert.match(whyNotATimeOfDay('13pm', EX)!, /AM or PM the hour is 1 to 12/);
  assert.equal(whyNotATimeOfDay('soon', EX), '"soon" is not a time of day: type it as 10:30 AM.');
});

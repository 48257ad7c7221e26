// A time of day as entries hold it, written for a person: with spaces around it and without
// seconds it is still a time; with text before or after it, it is shown as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatClockText } from '../../../main/core/time/clock-format.ts';

test('HH:MM and HH:MM:SS with spaces around are times; anything else is shown as it was', () => {
  assert.equal(formatClockText(' 16:52 ', 'h12'), '4:52 PM');
  assert.equal(formatClockText('09:05', 'h23'), '09:05');
  assert.equal(formatClockText('09:05:30', 'h23', 'if-any'), '09:05:30');
  for (const odd of ['x09:05', '09:05x', 'soon']) assert.equal(formatClockText(odd, 'h23'), odd);
});

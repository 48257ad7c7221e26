// What the calendar forms refuse before sending: no address, an address longer than the
// contract takes, a name longer than the list keeps; an empty name only where it is asked for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addressProblem, nameProblem } from '../../../renderer/settings/calendar-form-checks.ts';
import { LIMITS } from '../../../main/ipc/contract.ts';
import { CALENDAR_NAME_MAX } from '../../../main/core/calendar/calendar-list.ts';

test('an address: something, and no longer than the contract takes', () => {
  assert.equal(addressProblem('https://calendar.example.com/basic.ics'), null);
  assert.equal(addressProblem('/home/ada/work.ics'), null);
  assert.match(addressProblem('   ') ?? '', /^Paste the calendar's private address/);
  assert.equal(addressProblem(`https://e.com/${'a'.repeat(LIMITS.calendarAddress - 14)}`), null);
  assert.match(addressProblem(`https://e.com/${'a'.repeat(LIMITS.calendarAddress)}`) ?? '', /longer than a calendar address can be/);
});

test('a name: at most what the calendar list keeps; empty only where optional', () => {
  assert.equal(nameProblem('n'.repeat(CALENDAR_NAME_MAX), { optional: false }), null);
  assert.equal(nameProblem(` ${'n'.repeat(CALENDAR_NAME_MAX)} `, { optional: false }), null, 'spaces around it are not kept');
  assert.equal(nameProblem('n'.repeat(CALENDAR_NAME_MAX + 1), { optional: true }), 'Keep the name to 40 characters or fewer.');
  assert.equal(nameProblem('', { optional: true }), null);
  assert.equal(nameProblem(' ', { optional: false }), 'Give the calendar a name.');
  assert.equal(LIMITS.calendarName, CALENDAR_NAME_MAX);
});

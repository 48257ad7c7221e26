// The one reading of typed times: a time without AM/PM on a 12-hour clock is the nearest
// sensible one for what it is for; a 24-hour clock reads it as typed; phrases through
// chrono-node; a bare number and unplaceable words refused with what to type instead.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readTypedTime, type TimeRule, type TypedTimeContext } from '../../../main/core/time/typed-time.ts';

const at = (iso: string): number => Date.parse(iso);
/** 3:37 PM on 10 March 2026 in a zone UTC-5 (the account's), on a 12-hour clock. */
const h12: TypedTimeContext = { now: at('2026-03-10T20:37:00Z'), offsetMinutes: -300, hourCycle: 'h12' };
const h23: TypedTimeContext = { ...h12, hourCycle: 'h23' };
const start: TimeRule = { kind: 'latest-not-after', limit: h12.now };

function reads(text: string, ctx: TypedTimeContext, rule: TimeRule): number {
  const r = readTypedTime(text, ctx, rule);
  assert.ok(r.ok, `${text}: ${r.ok ? '' : r.message}`);
  return r.at;
}

function refuses(text: string, ctx: TypedTimeContext, rule: TimeRule, words: RegExp): void {
  const r = readTypedTime(text, ctx, rule);
  assert.equal(r.ok, false, text);
  assert.match(r.ok ? '' : r.message, words, text);
}

test('a start typed without AM/PM at 3:37 PM on a 12-hour clock is the latest such time not in the future', () => {
  assert.equal(reads('3:30', h12, start), at('2026-03-10T20:30:00Z'), '3:30 PM local');
  assert.equal(reads('3:40', h12, start), at('2026-03-10T08:40:00Z'), '3:40 PM is ahead: 3:40 AM');
  assert.equal(reads('9:40', h12, start), at('2026-03-10T14:40:00Z'), '9:40 AM');
  assert.equal(reads('12:15', h12, start), at('2026-03-10T17:15:00Z'), '12:15 PM');
  assert.equal(reads('3:30 am', h12, start), at('2026-03-10T08:30:00Z'), 'AM said: as said');
  assert.equal(reads('3:30\u202fPM', h12, start), at('2026-03-10T20:30:00Z'), 'as the window prints it');
  assert.equal(reads('15:30', h12, start), at('2026-03-10T20:30:00Z'), 'an hour past 12 is unambiguous');
});

test('at 1:00 AM on a 12-hour clock a start of 11:30 is 11:30 PM yesterday; a 24-hour clock reads 11:30 as typed', () => {
  const night: TypedTimeContext = { ...h12, now: at('2026-03-10T06:00:00Z') };
  const rule: TimeRule = { kind: 'latest-not-after', limit: night.now };
  assert.equal(reads('11:30', night, rule), at('2026-03-10T04:30:00Z'), '23:30 local on 9 March');
  assert.equal(reads('12:30', night, rule), at('2026-03-10T05:30:00Z'), '00:30 local today');
  assert.equal(reads('11:30', { ...night, hourCycle: 'h23' }, rule), at('2026-03-10T16:30:00Z'), '11:30 today, in the future: the plan refuses it');
});

test('a 24-hour clock reads a time as typed', () => {
  assert.equal(reads('3:30', h23, start), at('2026-03-10T08:30:00Z'));
  assert.equal(reads('21.30', h23, start), at('2026-03-11T02:30:00Z'));
});

test('14h30 is a time as French and Brazilian people write it (issue 72), the same rule for an open half of the day; 9h alone is no time (a length without its "ago")', () => {
  assert.equal(reads('14h30', h23, start), reads('14:30', h23, start));
  assert.equal(reads('3h30', h12, start), at('2026-03-10T20:30:00Z'), '3:30 PM at 3:37 PM, as 3:30 reads');
  refuses('9h', h23, start, /not a time Stint can place/);
  refuses('14h61', h23, start, /not a time of day/);
});

test('inside an entry 9 AM to 5 PM, 3:30 is 3:30 PM; after a start, an end is the next such time; before an end, a start the last', () => {
  const day = { ...h12, day: '2026-03-09' };
  const from = at('2026-03-09T14:00:00Z');
  const to = at('2026-03-09T22:00:00Z');
  assert.equal(reads('3:30', day, { kind: 'within', from, to }), at('2026-03-09T20:30:00Z'));
  assert.equal(reads('10:15', day, { kind: 'within', from, to }), at('2026-03-09T15:15:00Z'));
  assert.equal(reads('5:00', day, { kind: 'after', from }), at('2026-03-09T22:00:00Z'), '5 PM after 9 AM');
  assert.equal(reads('8:00', day, { kind: 'before', to: from }), at('2026-03-09T13:00:00Z'), '8 AM before 9 AM');
  assert.equal(reads('7:00', day, { kind: 'within', from, to }), at('2026-03-09T12:00:00Z'), 'outside either way: as typed, for the plan to refuse');
});

test('phrases: how long ago, yesterday at a time, noon', () => {
  assert.equal(reads('10 minutes ago', h12, start), at('2026-03-10T20:27:00Z'));
  assert.equal(reads('10m ago', h12, start), at('2026-03-10T20:27:00Z'));
  assert.equal(reads('yesterday 17:00', h12, start), at('2026-03-09T22:00:00Z'));
  assert.equal(reads('noon', h12, start), at('2026-03-10T17:00:00Z'));
  assert.equal(reads('at 3:30', h12, start), at('2026-03-10T20:30:00Z'), "chrono's guess of AM replaced by the rule");
});

test('refused, with what to type: a bare number, unplaceable words, nonsense, a minute past 59', () => {
  refuses('17', h12, start, /"17" is a number, not a time.*9:40 AM/);
  refuses('930', h23, start, /number, not a time.*09:40/);
  refuses('3:30 foo', h12, start, /"foo" in "3:30 foo" is not a time/);
  refuses('12:00 PM 3/1 Code review', h12, start, /not a time Stint can place/);
  refuses('soon', h12, start, /"soon" is not a time/);
  refuses('9:75', h12, start, /not a time of day/);
  refuses('13 pm', h12, start, /not a time of day/);
  refuses('  ', h12, start, /Type a time/);
});

test('a leading zero is the 24-hour way of writing a time: read as typed on either clock', () => {
  assert.equal(reads('03:30', h12, start), at('2026-03-10T08:30:00Z'));
});

test('an entry of its own day: a start never reaches back to the day before; an end typed as its start is that time', () => {
  const early: TypedTimeContext = { ...h12, now: at('2026-03-10T08:30:00Z'), day: '2026-03-10' };
  assert.equal(reads('10:00', early, { kind: 'latest-not-after', limit: early.now, sameDay: true }), at('2026-03-10T15:00:00Z'), '10:00 AM, later than now: the plan asks');
  const nine = at('2026-03-10T14:00:00Z');
  assert.equal(reads('9:00', early, { kind: 'after', from: nine }), nine);
});

test('a range where one time is meant is refused, naming its first time as the one to type (chrono-node would keep the start and drop the end)', () => {
  refuses('9:30-10:15', h12, start, /^"9:30-10:15" is a range of two times: type the one time meant here, such as 9:30\.$/);
  refuses('9:30 to 10:15', h12, start, /such as 9:30\.$/);
  refuses('9:30 – 10:15', h23, start, /range of two times/);
});

// Manual entries at the edges of what is typed and of the day: times and durations with text
// around them, in capitals, with spaces, hours past nine, fractions; a blank field; entries
// that start at midnight, end at 23:59:59 or a second later, last 23:59:59, end exactly now;
// and the words of each refusal as the form shows them.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { checkManualDate, checkManualEntry, parseClock, parseDurationInput, type ManualEntryInput } from '../../../main/core/commands/manual-entry.ts';
import { sourceWords } from '../../../main/i18n/words.ts';

const base = { date: '2026-03-10', projectId: 1, taskId: null, description: '' };
const check = (input: Partial<ManualEntryInput>, now?: Parameters<typeof checkManualEntry>[1]) => checkManualEntry({ ...base, ...input }, now, 'h23', sourceWords());
const parts = (input: Partial<ManualEntryInput>) => {
  const r = check(input);
  assert.ok(r.ok, JSON.stringify(r));
  return r.times.parts.map((p) => [p.date, p.timeStart, p.timeEnd, p.timeTotal, p.sent]);
};
const refused = (input: Partial<ManualEntryInput>, now?: Parameters<typeof checkManualEntry>[1]) => {
  const r = check(input, now);
  assert.ok(!r.ok, JSON.stringify(r));
  return r.fields;
};

describe('what is typed', () => {
  test('a time of day: spaces around it, seconds counted; text around it, an hour past 23: none', () => {
    assert.equal(parseClock(' 9:05 '), 9 * 3600 + 5 * 60);
    assert.equal(parseClock('09:00:30'), 9 * 3600 + 30);
    for (const bad of ['x9:00', '9:00x', '24:00', '9:60', '123:00']) assert.equal(parseClock(bad), undefined, bad);
  });

  test('a duration: H:MM with any hours, 1h30m in any case and spacing, fractions of hours (a decimal alone too, as the window reads it), bare minutes; text around it: none', () => {
    const table: [string, number | undefined][] = [
      ['12:00', 12 * 3600], ['1:30:15', 5415], ['  1H30M ', 5400], ['1 h 30 m', 5400], ['10h', 36_000], ['1.25h', 4500], ['90min', 5400], ['30 m', 1800],
      ['45', 2700], ['1.5', 5400], ['1,5', 5400], ['.5', 1800], ['1.25', 4500], ['+1:30', 5400], ['+ 45', 2700], ['++1:30', undefined], ['+', undefined], ['', undefined], ['x1:30', undefined], ['1:30x', undefined], ['x1h', undefined], ['1hx', undefined], ['x45', undefined], ['45x', undefined], ['1.x', undefined],
    ];
    for (const [text, seconds] of table) assert.equal(parseDurationInput(text), seconds, JSON.stringify(text));
  });

  test('a blank field is not given', () => {
    assert.ok(check({ start: '  ', end: '10:00', duration: '1:00' }).ok);
  });

  test('a date: exactly YYYY-MM-DD', () => {
    for (const bad of ['+002026-03-10', '2026-03-10x', 'x2026-03-10', '2026-3-10']) assert.equal(checkManualDate(bad, undefined, sourceWords()), 'Enter a date as YYYY-MM-DD.', bad);
  });
});

describe('the day', () => {
  test('from midnight, one part; to 23:59:59 exactly, one part sending what was typed', () => {
    assert.deepEqual(parts({ start: '00:00', duration: '1:00' }), [['2026-03-10', '00:00:00', '01:00:00', '01:00:00', { timeStart: '00:00:00', timeTotal: '01:00:00' }]]);
    assert.deepEqual(parts({ start: '23:00', end: '23:59:59' }), [['2026-03-10', '23:00:00', '23:59:59', '00:59:59', { timeStart: '23:00:00', timeEnd: '23:59:59' }]]);
    assert.deepEqual(parts({ end: '12:00', duration: '1:00' }), [['2026-03-10', '11:00:00', '12:00:00', '01:00:00', { timeEnd: '12:00:00', timeTotal: '01:00:00' }]]);
  });

  test('to midnight: the second before it cannot be recorded, and nothing is left for the next day', () => {
    assert.deepEqual(parts({ start: '23:00', duration: '1:00' }), [['2026-03-10', '23:00:00', '23:59:59', '00:59:59', { timeStart: '23:00:00', timeTotal: '00:59:59' }]]);
  });

  test('ending after midnight of the day before: its part on that day, the rest on this one', () => {
    assert.deepEqual(parts({ end: '01:00', duration: '2:00' }), [
      ['2026-03-09', '23:00:00', '23:59:59', '00:59:59', { timeStart: '23:00:00', timeTotal: '00:59:59' }],
      ['2026-03-10', '00:00:00', '01:00:00', '01:00:00', { timeStart: '00:00:00', timeTotal: '01:00:00' }],
    ]);
  });

  test('23:59:59 is the longest entry; a day is too long', () => {
    assert.ok(check({ start: '00:00', duration: '23:59:59' }).ok);
    assert.deepEqual(refused({ start: '00:00', duration: '24:00' }), { duration: 'An entry lasts less than 24 hours: enter longer work as one entry per day.' });
  });

  test('an entry that ends exactly now is not in the future; a second later is', () => {
    const now = { today: '2026-03-10', nowSeconds: 10 * 3600 };
    const ends = (end: string) => {
      const r = check({ start: '09:00', end }, now);
      assert.ok(r.ok);
      return r.endsInFuture;
    };
    assert.equal(ends('10:00'), false);
    assert.equal(ends('10:00:01'), true);
  });
});

describe('the words of a refusal', () => {
  test('each field that cannot be read, and which one to give when only one was', () => {
    assert.deepEqual(refused({ start: '09:00', end: 'soon' }), { end: 'Enter the end as HH:MM.' });
    assert.deepEqual(refused({ end: '10:00' }), { start: 'Give two of start, end and duration.' });
    assert.deepEqual(refused({ duration: '1:00' }), { start: 'Give two of start, end and duration.' });
    assert.deepEqual(refused({ start: '09:00' }), { end: 'Give two of start, end and duration.' });
    // A field already at fault is what the form shows first: not also the one missing.
    assert.deepEqual(refused({ date: '10/03/2026', start: '09:00' }), { date: 'Enter a date as YYYY-MM-DD.' });
  });

  test('a duration of nothing, and three times that disagree to the second', () => {
    assert.deepEqual(refused({ start: '09:00', duration: '0:00' }), { duration: 'The duration must be more than zero.' });
    assert.deepEqual(refused({ start: '09:00:30', duration: '1:00', end: '10:00' }), {
      duration: 'Start plus duration ends at 10:00:30, not at the end given: change one of the three, or clear one.',
    });
  });
});

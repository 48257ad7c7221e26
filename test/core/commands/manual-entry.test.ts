import { test } from 'node:test';
import assert from 'node:assert/strict';
import { aYearBefore, checkManualEntry, parseDurationInput } from '../../../main/core/commands/manual-entry.ts';
import { sourceWords } from '../../../main/i18n/words.ts';

const base = { date: '2026-03-10', projectId: 1, taskId: null, description: '' };
/** The checks below read no time in words; the clock is 24-hour (the last test reads both). */
const check = (input: Parameters<typeof checkManualEntry>[0], now?: Parameters<typeof checkManualEntry>[1]) => checkManualEntry(input, now, 'h23', sourceWords());

test('start and end give the duration; only the given fields are sent', () => {
  const r = check({ ...base, start: '09:00', end: '10:30' });
  assert.ok(r.ok);
  assert.equal(r.times.timeTotal, '01:30:00');
  assert.deepEqual(r.times.sent, { timeStart: '09:00:00', timeEnd: '10:30:00' });
});

test('end and duration give the start (total first, then start: contract.md 4)', () => {
  const r = check({ ...base, end: '12:00', duration: '45m' });
  assert.ok(r.ok);
  assert.equal(r.times.timeStart, '11:15:00');
});

test('start and duration give the end', () => {
  const r = check({ ...base, start: '08:00', duration: '1:15' });
  assert.ok(r.ok);
  assert.equal(r.times.timeEnd, '09:15:00');
});

test('each bad field is named, and nothing is accepted', () => {
  const cases: [Parameters<typeof checkManualEntry>[0], string][] = [
    [{ ...base, start: '09:00' }, 'end'],
    [{ ...base, start: '25:00', end: '10:00' }, 'start'],
    [{ ...base, start: '10:00', end: '10:00' }, 'end'],
    [{ ...base, start: '09:00', duration: '24h' }, 'duration'],
    [{ ...base, end: '01:00', duration: '30h' }, 'duration'],
    [{ ...base, date: '2026-02-30x', start: '09:00', end: '10:00' }, 'date'],
    [{ ...base, projectId: 0, start: '09:00', end: '10:00' }, 'project'],
    [{ ...base, start: '09:00', duration: 'soon' }, 'duration'],
    [{ ...base, start: '09:00', end: '10:00', duration: '2h' }, 'duration'],
  ];
  for (const [input, field] of cases) {
    const r = check(input);
    assert.equal(r.ok, false, JSON.stringify(input));
    assert.ok(!r.ok && r.fields[field], `${JSON.stringify(input)} should name ${field}: ${JSON.stringify(!r.ok && r.fields)}`);
  }
});

test('durations in the forms people type', () => {
  assert.equal(parseDurationInput('1h30m'), 5400);
  assert.equal(parseDurationInput('1.5h'), 5400);
  assert.equal(parseDurationInput('90'), 5400);
  assert.equal(parseDurationInput('1:30:15'), 5415);
  assert.equal(parseDurationInput('abc'), undefined);
});

// ----- the dates and times a person means -----

const NOW = { today: '2026-03-10', nowSeconds: 16 * 3600 + 52 * 60 };

test('a date after today or more than a year back is refused at the Date field, saying why', () => {
  for (const date of ['2100-06-01', '2026-03-11', '1999-01-01', '2025-03-09']) {
    const r = check({ ...base, date, start: '09:00', end: '10:00' }, NOW);
    assert.ok(!r.ok && r.fields.date, `${date} refused at the date: ${JSON.stringify(r)}`);
    assert.match(!r.ok ? r.fields.date! : '', date > NOW.today ? /has not come yet/ : /more than a year ago/);
  }
  for (const date of ['2026-03-10', '2025-03-10']) assert.ok(check({ ...base, date, start: '09:00', end: '10:00' }, NOW).ok, date);
  assert.equal(aYearBefore('2028-02-29'), '2027-03-01');
  assert.equal(check({ ...base, date: '2026-02-30', start: '09:00', end: '10:00' }).ok, false, 'a day February does not have');
});

test('an entry that ends later than now is not refused, but marked to be confirmed', () => {
  const later = check({ ...base, start: '16:00', end: '17:30' }, NOW);
  assert.ok(later.ok && later.endsInFuture);
  const earlier = check({ ...base, start: '15:00', end: '16:30' }, NOW);
  assert.ok(earlier.ok && !earlier.endsInFuture);
  const yesterday = check({ ...base, date: '2026-03-09', start: '16:00', end: '17:30' }, NOW);
  assert.ok(yesterday.ok && !yesterday.endsInFuture);
});

test('23:00 for 5 hours is the two entries the person means: 23:00-24:00 on the day, 00:00-04:00 on the next', () => {
  for (const input of [{ start: '23:00', duration: '5h' }, { start: '23:00', end: '04:00' }, { start: '23:00', end: '04:00', duration: '5:00' }]) {
    const r = check({ ...base, ...input });
    assert.ok(r.ok, JSON.stringify(input));
    assert.deepEqual(
      r.times.parts.map((p) => [p.date, p.timeStart, p.timeEnd, p.timeTotal]),
      [
        ['2026-03-10', '23:00:00', '23:59:59', '00:59:59'],
        ['2026-03-11', '00:00:00', '04:00:00', '04:00:00'],
      ],
      JSON.stringify(input),
    );
    // Each part is sent with its own start and total: the service computes its end within its day.
    assert.deepEqual(r.times.parts.map((p) => p.sent), [{ timeStart: '23:00:00', timeTotal: '00:59:59' }, { timeStart: '00:00:00', timeTotal: '04:00:00' }]);
    assert.deepEqual([r.times.timeStart, r.times.timeEnd, r.times.timeTotal], ['23:00:00', '04:00:00', '05:00:00']);
  }
  // Yesterday 23:00 for 5 hours ends today at 04:00, before now: nothing to confirm.
  const r = check({ ...base, date: '2026-03-09', start: '23:00', duration: '5h' }, NOW);
  assert.ok(r.ok && !r.endsInFuture);
  // Today 23:00 for 5 hours ends tomorrow: to be confirmed.
  const tonight = check({ ...base, start: '23:00', duration: '5h' }, NOW);
  assert.ok(tonight.ok && tonight.endsInFuture);
});

test('an end and a duration that reach back before midnight begin on the day before', () => {
  const r = check({ ...base, end: '02:00', duration: '5h' });
  assert.ok(r.ok);
  assert.deepEqual(r.times.parts.map((p) => [p.date, p.timeStart, p.timeTotal]), [
    ['2026-03-09', '21:00:00', '02:59:59'],
    ['2026-03-10', '00:00:00', '02:00:00'],
  ]);
});

test('an entry within its day is one part, sending only the fields given', () => {
  const r = check({ ...base, start: '09:00', end: '10:30' });
  assert.ok(r.ok);
  assert.deepEqual(r.times.parts, [{ date: '2026-03-10', timeStart: '09:00:00', timeEnd: '10:30:00', timeTotal: '01:30:00', sent: { timeStart: '09:00:00', timeEnd: '10:30:00' } }]);
});

test('three times that disagree: the end they make, in the clock of the display settings', () => {
  const input = { ...base, start: '08:00', end: '09:00', duration: '1h30m' };
  const twelve = checkManualEntry(input, undefined, 'h12', sourceWords());
  assert.ok(!twelve.ok);
  assert.equal(twelve.fields.duration, 'Start plus duration ends at 9:30 AM, not at the end given: change one of the three, or clear one.');
  const day = checkManualEntry(input, undefined, 'h23', sourceWords());
  assert.ok(!day.ok);
  assert.equal(day.fields.duration, 'Start plus duration ends at 09:30, not at the end given: change one of the three, or clear one.');
});

// The quick entry's live preview: any two of start, end and duration give the third by the
// service's rule (contract.md 4), times are read in either clock, bad input is named by
// field in words a person recognises, and the window agrees with the engine's own check
// (main/core/commands/manual-entry.ts) on what may be sent and on what it then stores.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkManualEntry, type ManualCheck } from '../../../main/core/commands/manual-entry.ts';
import { sourceWords } from '../../../main/i18n/words.ts';
import { readEntryTimes } from '../../../main/core/time/typed-entry-times.ts';
import { readTypedTime } from '../../../main/core/time/typed-time.ts';
import type { HourCycle } from '../../../main/core/snapshot.ts';
import { previewManualEntry, timeMessages, type ManualForm } from '../../../renderer/quick-entry/manual-preview.ts';
import { parseDurationInput, parseTimeOfDay } from '../../../renderer/text/time-input.ts';

const base: ManualForm = { date: '2025-03-12', projectId: 7, start: '', end: '', duration: '', hourCycle: 'h23' };

test('start and end: the duration is computed', () => {
  const p = previewManualEntry({ ...base, start: '09:00', end: '10:30' });
  assert.deepEqual(p.fields, {});
  assert.equal(p.computed, 'duration');
  assert.deepEqual(p.times, { start: '09:00:00', end: '10:30:00', duration: '01:30:00' });
});

test('end and a duration typed as people type it: the start is computed', () => {
  assert.deepEqual(previewManualEntry({ ...base, end: '17:00', duration: '1h30m' }).times, { start: '15:30:00', end: '17:00:00', duration: '01:30:00' });
  assert.deepEqual(previewManualEntry({ ...base, end: '17:00', duration: '90' }).times?.start, '15:30:00');
  assert.deepEqual(previewManualEntry({ ...base, start: '08:15', duration: '0.5h' }).times, { start: '08:15:00', end: '08:45:00', duration: '00:30:00' });
});

test('an end equal to the start, 25:00 and no project are each named on their field, with no times', () => {
  const p = previewManualEntry({ ...base, projectId: null, start: '10:00', end: '10:00' });
  assert.deepEqual(p.fields, { project: 'Choose a project.', end: 'The end is the same as the start: enter a later end, or a duration.' });
  assert.equal(p.times, null);
  const q = previewManualEntry({ ...base, start: '25:00', end: '09:00' });
  assert.deepEqual(q.fields, { start: 'Enter the start time, e.g. 9:00 or 9:00 AM.' });
  assert.equal(q.times, null);
});

test('fewer than two times asks for two; all three must agree', () => {
  assert.deepEqual(previewManualEntry({ ...base, start: '09:00' }).fields, { end: 'Give two of start, end and duration.' });
  assert.deepEqual(previewManualEntry(base).fields, { start: 'Give two of start, end and duration.' });
  assert.deepEqual(previewManualEntry({ ...base, start: '09:00', end: '10:00', duration: '2:00' }).fields, {
    duration: 'Start plus duration ends at 11:00, not at the end given: change one of the three, or clear one.',
  });
  // The end they make is named in the person's clock, to the second when the times have seconds.
  assert.deepEqual(previewManualEntry({ ...base, hourCycle: 'h12', start: '9:00:30 PM', end: '22:00', duration: '2:00' }).fields, {
    duration: 'Start plus duration ends at 11:00:30 PM, not at the end given: change one of the three, or clear one.',
  });
});

test('an entry across midnight previews as the two entries it makes, one on each day', () => {
  const tonight = previewManualEntry({ ...base, start: '23:00', duration: '5h' });
  assert.deepEqual(tonight.fields, {});
  assert.deepEqual(tonight.parts, [
    { date: '2025-03-12', start: '23:00:00', end: '23:59:59', duration: '00:59:59' },
    { date: '2025-03-13', start: '00:00:00', end: '04:00:00', duration: '04:00:00' },
  ]);
  assert.deepEqual(previewManualEntry({ ...base, start: '23:00', end: '4am' }).parts, tonight.parts, 'an end before the start is the next day');
  assert.deepEqual(previewManualEntry({ ...base, end: '01:00', duration: '2:00' }).parts, [
    { date: '2025-03-11', start: '23:00:00', end: '23:59:59', duration: '00:59:59' },
    { date: '2025-03-12', start: '00:00:00', end: '01:00:00', duration: '01:00:00' },
  ]);
  assert.deepEqual(previewManualEntry({ ...base, start: '09:00', duration: '24h' }).fields, { duration: 'An entry lasts less than 24 hours: enter longer work as one entry per day.' });
});

test('a date after today, or more than a year back, is named at the Date field', () => {
  const today = '2025-03-12';
  assert.match(previewManualEntry({ ...base, today, date: '2100-06-01', start: '09:00', end: '10:00' }).fields.date ?? '', /2100-06-01 has not come yet/);
  assert.match(previewManualEntry({ ...base, today, date: '1999-01-01', start: '09:00', end: '10:00' }).fields.date ?? '', /more than a year ago/);
  assert.deepEqual(previewManualEntry({ ...base, today, date: '2024-03-12', start: '09:00', end: '10:00' }).fields, {});
});

test('a cleared or impossible date asks for a date, not for a format the date field does not show', () => {
  assert.deepEqual(previewManualEntry({ ...base, date: '', start: '09:00', end: '10:00' }).fields, { date: 'Enter a date.' });
  assert.deepEqual(previewManualEntry({ ...base, date: '2025-02-30', start: '09:00', end: '10:00' }).fields, { date: 'Enter a date.' });
});

test('times typed on a 12-hour clock, or run together, give the same preview as 24-hour ones', () => {
  const want = { start: '09:00:00', end: '17:30:00', duration: '08:30:00' };
  for (const [start, end] of [
    ['9:00 AM', '5:30 PM'],
    ['9am', '5:30pm'],
    ['9 a.m.', '5.30 p.m.'],
    ['0900', '1730'],
    ['9', '17:30'],
  ]) {
    const p = previewManualEntry({ ...base, start: start!, end: end! });
    assert.deepEqual(p.fields, {}, `${start}-${end}`);
    assert.deepEqual(p.times, want, `${start}-${end}`);
  }
  assert.deepEqual(previewManualEntry({ ...base, start: '12am', end: '12pm' }).times, { start: '00:00:00', end: '12:00:00', duration: '12:00:00' });
  assert.deepEqual(previewManualEntry({ ...base, start: '11:30 pm', duration: '1h 30' }).parts?.map((p) => p.date), ['2025-03-12', '2025-03-13']);
});

test('each unreadable time or duration is named on its field with an example of what to type', () => {
  const p = previewManualEntry({ ...base, start: '9:75', end: '13pm', duration: 'soon' });
  assert.deepEqual(p.fields, {
    start: 'Enter the start time, e.g. 9:00 or 9:00 AM.',
    end: 'Enter the end time, e.g. 17:30 or 5:30 PM, or the length after the start, e.g. +1:30.',
    duration: 'Enter the duration, e.g. 1:30, 1.5 (hours), 1h 30m or 90 (minutes).',
  });
  assert.equal(p.times, null);
  assert.equal(p.send, null);
  for (const message of Object.values(p.fields)) assert.doesNotMatch(message, /HH|MM/);
});

test('an end typed as a length after the start (+1:30) is the start plus it, sent as that end; without a start it says to give one', () => {
  const p = previewManualEntry({ ...base, start: '9:00', end: '+1:30', duration: '' });
  assert.deepEqual(p.fields, {});
  assert.deepEqual(p.times, { start: '09:00:00', end: '10:30:00', duration: '01:30:00' });
  assert.deepEqual(p.send, { start: '09:00:00', end: '10:30:00', duration: null });
  assert.equal(p.computed, 'duration');
  assert.deepEqual(previewManualEntry({ ...base, start: '23:00', end: '+2h', duration: '' }).parts?.map((x) => [x.start, x.end]), [['23:00:00', '23:59:59'], ['00:00:00', '01:00:00']], 'across midnight: one entry per day');
  assert.deepEqual(previewManualEntry({ ...base, start: '', end: '+1:30', duration: '1:00' }).fields, { end: '+1:30 is a length after the start: give the start time too.' });
  assert.deepEqual(previewManualEntry({ ...base, start: '9:75', end: '+1:30', duration: '' }).fields, { start: 'Enter the start time, e.g. 9:00 or 9:00 AM.' }, 'the start says what to fix');
  assert.deepEqual(previewManualEntry({ ...base, start: '9:00', end: '+soon', duration: '' }).fields.end, timeMessages().end);
  assert.match(previewManualEntry({ ...base, start: '9:00', end: '+1:30', duration: '2:00' }).fields.duration ?? '', /^Start plus duration ends at 11:00/, 'three that disagree');
});

test('noon in a time field is 12:00 PM on either clock, never midnight', () => {
  for (const hourCycle of ['h12', 'h23'] as const) {
    assert.deepEqual(previewManualEntry({ ...base, hourCycle, start: 'noon', end: '', duration: '1.5' }).times, { start: '12:00:00', end: '13:30:00', duration: '01:30:00' }, hourCycle);
  }
});

test('what is sent: the given times only, each as HH:MM:SS, the one left empty null', () => {
  assert.deepEqual(previewManualEntry({ ...base, start: '9:15am', duration: '1h30' }).send, { start: '09:15:00', end: null, duration: '01:30:00' });
  assert.deepEqual(previewManualEntry({ ...base, end: '5pm', duration: '45 min' }).send, { start: null, end: '17:00:00', duration: '00:45:00' });
  assert.deepEqual(previewManualEntry({ ...base, start: '9', end: '930' }).send, { start: '09:00:00', end: '09:30:00', duration: null });
  assert.equal(previewManualEntry({ ...base, start: '10am', end: '10am' }).send, null, 'nothing to send while the times do not hold');
});

/**
 * The engine's check as a typed entry reaches it: its times read as people mean them
 * (main/core/time/typed-entry-times.ts, on a day that is not today), then the service's arithmetic.
 * A time it cannot read is named with `unread`.
 */
function engineCheck(times: { start: string; end: string; duration: string }, hourCycle: HourCycle): ManualCheck & { unread?: true } {
  const read = readEntryTimes(times, { now: Date.parse('2026-03-10T12:00:00Z'), offsetMinutes: 0, hourCycle, date: base.date }, readTypedTime);
  if (!read.ok) return { ok: false, fields: read.fields, unread: true };
  return checkManualEntry({ date: base.date, projectId: 7, taskId: null, description: '', ...times, start: read.start, end: read.end }, undefined, hourCycle, sourceWords());
}

test('the window agrees with the engine: what the engine accepts, the window does, and what the window sends, the engine stores as previewed', () => {
  const times = ['', '09:00', '9:05', '10:30:15', '23:59', '00:00', '24:00', '25:00', 'x', '17:00', '9am', '5:30 pm', '12am', '0930'];
  const durations = ['', '1:30', '90', '1h', '1.5h', '45m', '0', '0:00', '23:00', 'soon', '1h30', '2 hrs'];
  // The engine reads only HH:MM[:SS] and its own duration forms: these are its words for the rest.
  const engineFormatMessages = new Set(['Enter the start as HH:MM.', 'Enter the end as HH:MM.', 'Enter the duration as H:MM, 1h30m or minutes.']);
  let compared = 0;
  let sent = 0;
  for (const hourCycle of ['h23', 'h12'] as const) {
    for (const start of times) {
      for (const end of times) {
        for (const duration of durations) {
          const at = `${start}|${end}|${duration}`;
          const mine = previewManualEntry({ ...base, hourCycle, start, end, duration });
          const engine = engineCheck({ start, end, duration }, hourCycle);
          compared++;
          if (engine.ok) {
            assert.deepEqual(mine.fields, {}, at);
            assert.deepEqual(mine.times, { start: engine.times.timeStart, end: engine.times.timeEnd, duration: engine.times.timeTotal }, at);
            assert.deepEqual(mine.parts, engine.times.parts.map((p) => ({ date: p.date, start: p.timeStart, end: p.timeEnd, duration: p.timeTotal })), at);
          } else {
            // The engine stops at the first kind of mistake; the window may name more at once.
            // A time the engine cannot read, the window names in its own words, unless it is a
            // form only the window reads; the arithmetic's messages are the same.
            for (const [field, message] of Object.entries(engine.fields)) {
              if (engineFormatMessages.has(message) || (engine.unread === true && field !== 'duration')) {
                const value = { start, end, duration }[field as 'start' | 'end' | 'duration'];
                const read = field === 'duration' ? parseDurationInput(value) : parseTimeOfDay(value);
                assert.ok(read !== undefined || mine.fields[field] !== undefined, `${at}: the window names ${field}`);
              } else {
                assert.equal(mine.fields[field], message, at);
              }
            }
          }
          if (mine.send !== null && Object.keys(mine.fields).length === 0) {
            sent++;
            const stored = engineCheck({ start: mine.send.start ?? '', end: mine.send.end ?? '', duration: mine.send.duration ?? '' }, hourCycle);
            assert.ok(stored.ok, `${at}: the engine accepts what the window sends`);
            assert.deepEqual({ start: stored.times.timeStart, end: stored.times.timeEnd, duration: stored.times.timeTotal }, mine.times, at);
          }
        }
      }
    }
  }
  assert.equal(compared, 2 * 14 * 14 * 12);
  assert.ok(sent > 100, `enough valid combinations sent (${sent})`);
});

test('on a 12-hour clock a time without AM/PM is the nearest sensible one: 9:00 to 5:00 is 9 AM to 5 PM; a start of today is not later than now', () => {
  const h12: ManualForm = { ...base, hourCycle: 'h12' };
  const p = previewManualEntry({ ...h12, start: '9:00', end: '5:00' });
  assert.deepEqual(p.times, { start: '09:00:00', end: '17:00:00', duration: '08:00:00' });
  assert.deepEqual(p.send, { start: '09:00:00', end: '17:00:00', duration: null }, 'sent as meant, zero-padded: the engine reads it as it is');
  const today = { ...h12, date: '2025-03-12', today: '2025-03-12', nowSeconds: 15 * 3600 + 37 * 60 };
  assert.deepEqual(previewManualEntry({ ...today, start: '3:30', duration: '5m' }).times?.start, '15:30:00', 'at 3:37 PM, 3:30 is 3:30 PM');
  assert.deepEqual(previewManualEntry({ ...today, start: '03:30', duration: '5m' }).times?.start, '03:30:00', 'a leading zero is 24-hour');
  // An edit keeps the entry's own start: an end alone is the next such time after it.
  assert.deepEqual(previewManualEntry({ ...h12, start: '09:00:00', end: '4:30' }).times?.end, '16:30:00');
});

test("on a 12-hour clock an earlier day's start is a working day's (7:00 AM to 6:59 PM); an edit's, the one nearest the entry's own times", () => {
  const h12: ManualForm = { ...base, hourCycle: 'h12', date: '2025-03-11', today: '2025-03-12' };
  assert.deepEqual(previewManualEntry({ ...h12, start: '9:00', end: '10:00', nowSeconds: 14 * 3600 + 31 * 60 }).times?.start, '09:00:00', 'at 2:31 PM, 9:00 yesterday is 9:00 AM');
  assert.deepEqual(previewManualEntry({ ...h12, start: '11:30', end: '11:45', nowSeconds: 3600 }).times, { start: '11:30:00', end: '11:45:00', duration: '00:15:00' }, 'at 1:00 AM, 11:30 yesterday is 11:30 AM');
  assert.deepEqual(previewManualEntry({ ...h12, start: '4:00', end: '5:00', nowSeconds: 9 * 3600 }).times?.start, '16:00:00', 'at 9:00 AM, 4:00 yesterday is 4:00 PM');
  const edit = { ...h12, nowSeconds: 14 * 3600 + 31 * 60, near: { from: 16 * 3600, to: 17 * 3600 } };
  assert.deepEqual(previewManualEntry({ ...edit, start: '4:15', end: '5:15' }).times, { start: '16:15:00', end: '17:15:00', duration: '01:00:00' }, 'an entry at 4 PM to 5 PM: 4:15 is 4:15 PM');
  assert.deepEqual(previewManualEntry({ ...edit, start: '4:15 AM', end: '5:15 AM' }).times?.start, '04:15:00', 'AM said: as said');
  assert.deepEqual(previewManualEntry({ ...edit, hourCycle: 'h23', start: '4:15', end: '5:15' }).times?.start, '04:15:00', 'a 24-hour clock: as typed');
});

test('a range typed as the start is the start and the end; with End or Duration given it is refused saying what to type', () => {
  for (const range of ['9:30-10:15', '9:30 – 10:15', '9:30 to 10:15']) {
    const p = previewManualEntry({ ...base, start: range });
    assert.deepEqual(p.fields, {}, range);
    assert.deepEqual(p.send, { start: '09:30:00', end: '10:15:00', duration: null }, range);
  }
  assert.deepEqual(previewManualEntry({ ...base, start: '9:30-10:15', duration: '1:00' }).fields, {
    start: '"9:30-10:15" is a range: with End or Duration given, type the start alone (9:30), or clear them.',
  });
  // Not two times: the start's own message, as before.
  assert.deepEqual(previewManualEntry({ ...base, start: '9-1x', end: '10:00' }).fields, { start: timeMessages().start });
});

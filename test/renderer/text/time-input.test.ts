// Times and durations as people type them: the window shows times in the person's locale
// (12- or 24-hour), so its fields must read either clock back, and refuse what is not a time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatHm, formatHms, parseDurationInput, parseTimeOfDay } from '../../../renderer/text/time-input.ts';
import { formatTimeOfDay } from '../../../renderer/text/time.ts';

const hmsSeconds = (text: string): number => Number(text.slice(0, 2)) * 3600 + Number(text.slice(3, 5)) * 60;

const hms = (text: string, endOfDay = false): string | undefined => {
  const s = parseTimeOfDay(text, { endOfDay });
  return s === undefined ? undefined : formatHms(s);
};

test('24-hour times: with or without a leading zero, seconds, a dot or an h, or the digits run together', () => {
  const cases: [string, string][] = [
    ['09:00', '09:00:00'],
    ['9:00', '09:00:00'],
    ['9', '09:00:00'],
    ['09', '09:00:00'],
    ['0', '00:00:00'],
    ['00:00', '00:00:00'],
    ['0930', '09:30:00'],
    ['930', '09:30:00'],
    ['2130', '21:30:00'],
    ['21:30', '21:30:00'],
    ['23:59:59', '23:59:59'],
    ['9:00:30', '09:00:30'],
    ['9.30', '09:30:00'],
    ['9.30.15', '09:30:15'],
    ['14h30', '14:30:00'],
    ['14h', '14:00:00'],
    ['  17:05  ', '17:05:00'],
  ];
  for (const [text, want] of cases) assert.equal(hms(text), want, text);
});

test('12-hour times: am and pm in any case, with dots or a space; 12am is midnight and 12pm noon', () => {
  const cases: [string, string][] = [
    ['9:00 AM', '09:00:00'],
    ['9am', '09:00:00'],
    ['9 am', '09:00:00'],
    ['9 a.m.', '09:00:00'],
    ['9a', '09:00:00'],
    ['9:30 pm', '21:30:00'],
    ['9:30PM', '21:30:00'],
    ['9.30pm', '21:30:00'],
    ['930pm', '21:30:00'],
    ['9p.m.', '21:00:00'],
    ['12am', '00:00:00'],
    ['12:30 am', '00:30:00'],
    ['12pm', '12:00:00'],
    ['12:45 PM', '12:45:00'],
    ['11:59:59 pm', '23:59:59'],
    ['1 pm', '13:00:00'],
    // What Intl shows in en-US: a narrow no-break space before AM, pasted back.
    ['6:00\u202fAM', '06:00:00'],
    ['6:00\u00a0PM', '18:00:00'],
  ];
  for (const [text, want] of cases) assert.equal(hms(text), want, text);
});

test('noon and midnight are named times (midnight is 24:00 as the end of a day)', () => {
  assert.equal(hms('noon'), '12:00:00');
  assert.equal(hms(' Noon '), '12:00:00');
  assert.equal(hms('midnight'), '00:00:00');
  assert.equal(hms('midnight', true), '24:00:00');
  for (const text of ['noonish', 'at noon', '12 noon', 'middnight']) assert.equal(parseTimeOfDay(text), undefined, text);
});

test('what is not a time of day is refused', () => {
  const refused = [
    '', ' ', 'x', 'am', 'pm', '25:00', '24:00', '24', '2400', '23:60', '9:5', '9:60', '9:00:60', '9:', ':30', '9.', '12345',
    '-1', '1:2:3', '13pm', '13:00 pm', '0am', '0:30 am', '00:00 pm', '9 xm', '9:00 AM PM', 'nine', '9h30m', '9,30',
  ];
  for (const text of refused) assert.equal(parseTimeOfDay(text), undefined, JSON.stringify(text));
});

test('24:00 is read only as the end of a day, and only as 24:00 exactly', () => {
  assert.equal(hms('24:00', true), '24:00:00');
  assert.equal(hms('24', true), '24:00:00');
  assert.equal(hms('2400', true), '24:00:00');
  assert.equal(parseTimeOfDay('24:01', { endOfDay: true }), undefined);
  assert.equal(parseTimeOfDay('24:00:01', { endOfDay: true }), undefined);
  assert.equal(parseTimeOfDay('24:00 pm', { endOfDay: true }), undefined);
  // 12am stays midnight at the start of the day: the caller decides what an end at 00:00 means.
  assert.equal(hms('12am', true), '00:00:00');
});

test('durations: hours and minutes with a colon, units, decimal hours, or a whole number of minutes', () => {
  const cases: [string, number][] = [
    ['1:30', 5400],
    ['1:30:15', 5415],
    ['0:45', 2700],
    ['25:00', 90_000],
    ['1h30m', 5400],
    ['1h 30m', 5400],
    ['1 h 30 m', 5400],
    ['1h30', 5400],
    ['1h', 3600],
    ['2 hrs', 7200],
    ['1 hour 5 minutes', 3900],
    ['1.5h', 5400],
    ['1,5h', 5400],
    ['90m', 5400],
    ['90 min', 5400],
    ['45 mins', 2700],
    ['90', 5400],
    // A decimal is hours, as Toggl, Clockify and Harvest read it; a whole number minutes, as Toggl does.
    ['1.5', 5400],
    ['1,5', 5400],
    ['.5', 1800],
    ['0.25', 900],
    ['2', 120],
    ['0', 0],
    // The command line's length after a start, typed in a window field.
    ['+1:30', 5400],
    ['+ 45m', 2700],
    ['+1.5', 5400],
    ['  1H30M ', 5400],
  ];
  for (const [text, want] of cases) assert.equal(parseDurationInput(text), want, text);
  for (const text of ['', 'soon', 'h', 'm', '1:60', '1:5', '1.5m', '1h30s', '-5', '1:30 pm', '1 day', '+', '++1:30', '1.', '1.5.2', 'noon']) {
    assert.equal(parseDurationInput(text), undefined, JSON.stringify(text));
  }
});

test('formatting: HH:MM:SS with hours not wrapped, HH:MM for whole minutes', () => {
  assert.equal(formatHms(0), '00:00:00');
  assert.equal(formatHms(90_061), '25:01:01');
  assert.equal(formatHm(9 * 3600 + 30 * 60), '09:30');
  assert.equal(formatHm(86_400), '24:00');
});

test('whatever the clock setting, a field reads back what the window shows in either clock, and the engine\'s words', () => {
  for (const locale of ['en-US', 'en-GB', 'de-DE', 'fr-FR']) {
    for (const hourCycle of ['h12', 'h23'] as const) {
      for (const hms of ['00:05', '09:05', '12:00', '16:52', '23:59']) {
        const shown = formatTimeOfDay(hms, hourCycle, locale);
        assert.equal(parseTimeOfDay(shown), hmsSeconds(hms), `${locale} ${hourCycle} ${JSON.stringify(shown)}`);
      }
    }
  }
  assert.equal(parseTimeOfDay('4:52 PM'), hmsSeconds('16:52'));
  assert.equal(parseTimeOfDay('16:52'), hmsSeconds('16:52'));
});

// What `status` and `today` print for a timer started before the account's midnight and still
// running after it (its part since midnight is today's: 00:00 to now), and where "since" on
// the running timer comes from when the entry was read from the service after its start was
// moved back (the entry's start) or after a pause (the run's own start). The account is one
// hour east of UTC, the machine 14 hours east: a time from the machine's zone would show.
process.env.TZ = 'Pacific/Kiritimati';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderStatus, renderToday, runningLine } from '../../main/cli/render.ts';
import { renderShownWeek } from '../../main/cli/render-week.ts';
import { buildWeekView } from '../../main/core/views/week-view.ts';
import { entry, snapshot } from './fixture.ts';
import { DISPLAY_12H } from '../support/display.ts';
import { wordsFor } from '../../main/i18n/words.ts';

/** The English words: these tests read the command line's lines in English. */
const EN = wordsFor('en');

/** 00:20 on 2026-11-29 in the account. */
const NOW = Date.parse('2026-11-28T23:20:00Z');
const MIDNIGHT = Date.parse('2026-11-28T23:00:00Z');
const NIGHT = entry('e7', { date: '2026-11-28', description: 'late night', timeStart: '23:50:00', timeEnd: '23:50:00', totalSeconds: 0, runningSince: Date.parse('2026-11-28T22:50:00Z') });
/** Its part since midnight, as the snapshot's today's entries hold it (views/totals.ts dayEntries). */
const SINCE_MIDNIGHT = { ...NIGHT, date: '2026-11-29', timeStart: '00:00:00', timeEnd: '00:00:00', runningSince: MIDNIGHT };

test('status after midnight: the run counts on today from 00:00, its elapsed time is the whole run', () => {
  const s = snapshot({ running: NIGHT, today: '2026-11-29', todayEntries: [SINCE_MIDNIGHT], week: [], display: DISPLAY_12H });
  const lines = renderStatus(s, NOW, 'linux', EN);
  assert.ok(lines.includes('Running: Website Redesign: late night, 0:30:00 since 11:50 PM'), lines.join('\n'));
  assert.ok(lines.includes('Today (2026-11-29): 0:20'), lines.join('\n'));
  assert.ok(lines.includes('  Website Redesign   0:20'), lines.join('\n'));
  assert.match(lines.at(-1)!, /\| Today: 0:20/);
});

test('today after midnight: the running entry from 12:00 AM to now, and its total', () => {
  const s = snapshot({ running: NIGHT, today: '2026-11-29', todayEntries: [SINCE_MIDNIGHT], week: [], display: DISPLAY_12H });
  const lines = renderToday(s, NOW, EN);
  assert.deepEqual(lines.slice(1, 3), ['  t1  12:00 AM–now        0:20  Website Redesign: late night  (running)', 'Total 0:20']);
});

test('since: the entry\'s start as the service holds it when its start was moved back 10 minutes', () => {
  // Read in a fresh folder: time_start 14:22, 600 s held, the stopwatch started again at 14:32:03.
  const moved = entry('e8', { description: 'since-test', timeStart: '14:22:00', timeEnd: '14:32:00', totalSeconds: 600, runningSince: Date.parse('2026-03-10T13:32:03Z') });
  const s = snapshot({ running: moved, todayEntries: [moved], display: DISPLAY_12H });
  assert.equal(runningLine(s, Date.parse('2026-03-10T13:32:06Z'), EN), 'Running: Website Redesign: since-test, 0:10:03 since 2:22 PM');
});

test('since: the run\'s own start for an entry continued after a pause (the hour before it is held, not run now)', () => {
  const continued = entry('e9', { description: 'review', timeStart: '09:00:00', timeEnd: '10:00:00', totalSeconds: 3600, runningSince: Date.parse('2026-03-10T13:00:00Z') });
  const s = snapshot({ running: continued, todayEntries: [continued], display: DISPLAY_12H });
  assert.equal(runningLine(s, Date.parse('2026-03-10T13:05:00Z'), EN), 'Running: Website Redesign: review, 1:05:00 since 2:00 PM');
});

test('week after midnight: the run on its first day until 11:59 PM with that part, and on today from 12:00 AM; the week counts each once', () => {
  const shownWeek = buildWeekView({ start: '2026-11-23', today: '2026-11-29', views: [NIGHT], reading: false, failure: null, readAt: NOW, offsetMinutes: 60 });
  const lines = renderShownWeek(snapshot({ shownWeek, today: '2026-11-29', display: DISPLAY_12H }), NOW, EN);
  assert.equal(lines[0], 'This week, Mon 2026-11-23 to Sun 2026-11-29: 0:29');
  const sat = lines.findIndex((l) => l.startsWith('Sat 2026-11-28'));
  assert.deepEqual(lines.slice(sat, sat + 4), [
    'Sat 2026-11-28    0:09',
    '  w1  11:50 PM–11:59 PM   0:09  Website Redesign: late night',
    'Sun 2026-11-29    0:20  (today)',
    '  w2  12:00 AM–now        0:20  Website Redesign: late night  (running)',
  ]);
});

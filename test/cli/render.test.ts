// What the command line prints for a snapshot: the fixture's day (account one hour east of
// UTC) rendered to the exact lines a person reads. The machine runs 14 hours east of UTC:
// a time or a date taken from the machine's zone instead of the account's would show.
process.env.TZ = 'Pacific/Kiritimati';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  entryLine,
  renderFailure,
  renderProjects,
  renderRecent,
  renderStatus,
  renderTasks,
  renderToday,
  runningLine,
  snoozedLine,
  stoppedLine,
  zoneLabel,
} from '../../main/cli/render.ts';
import { renderShownWeek } from '../../main/cli/render-week.ts';
import { trayModel } from '../../main/core/views/tray-model.ts';
import { EARLY, MIN, MOBILE, NOW, PROJECTS, RUNNING, SYNC_OK, entry, snapshot } from './fixture.ts';
import { DISPLAY_12H } from '../support/display.ts';
import { wordsFor } from '../../main/i18n/words.ts';

/** The English words: these tests read the command line's lines in English. */
const EN = wordsFor('en');

describe('status', () => {
  test('a running timer: the entry and its elapsed time, today by project, sync, quota and the tray tooltip', () => {
    const s = snapshot({ sync: { ...SYNC_OK, queued: 1, queuedLabels: ['Start Website Redesign at 09:54'] } });
    assert.deepEqual(renderStatus(s, NOW, 'linux', EN), [
      'Signed in as Ada Lovelace <ada@example.com> (admin), account demo at https://svc.test/api/v1',
      'Running: Website Redesign · Design: spec, 1:05:30 since 09:54',
      'Today (2026-03-10): 2:25',
      '  Website Redesign   1:25',
      '  Mobile App         1:00',
      'Sync: 1 action waiting to sync',
      '  waiting: Start Website Redesign at 09:54',
      'Quota: 41 of 50 requests left today (whole account)',
      'Tray: Website Redesign · Design: spec: 1:05 | Today: 2:25 | 1 action waiting to sync',
    ]);
  });

  test('the tray line is the tray model tooltip, line for line', () => {
    const s = snapshot();
    const tray = renderStatus(s, NOW, 'darwin', EN).find((l) => l.startsWith('Tray: '));
    assert.equal(tray, `Tray: ${trayModel(s, NOW, 'darwin').tooltip.split('\n').join(' | ')}`);
  });

  test('stopped: no timer, today still counted', () => {
    const stopped = { ...RUNNING, runningSince: null, timeEnd: '11:00:00', totalSeconds: 3930 };
    const lines = renderStatus(snapshot({ running: null, todayEntries: [stopped, MOBILE, EARLY], sync: { ...SYNC_OK, quotaRemaining: null, quotaLimit: null } }), NOW, 'linux', EN);
    assert.deepEqual(lines.slice(1), [
      'No timer running.',
      'Today (2026-03-10): 2:25',
      '  Website Redesign   1:25',
      '  Mobile App         1:00',
      'Sync: All changes synced',
      'Quota: not reported yet',
      'Tray: No timer running | Today: 2:25',
    ]);
  });

  test('signed out with actions queued: the reason, sign-ins left, what waits; no timer shown', () => {
    const s = snapshot({
      session: { state: 'signed_out', reason: 'The service no longer accepts your session. Sign in again.', authAttemptsLeft: 2, authWrongLeft: 1, limits: ['Only 2 sign-ins left today.', 'One more wrong try and the service blocks this email for 15 minutes.'] },
      sync: { ...SYNC_OK, state: 'signed_out', queued: 2, queuedLabels: ['Start Website Redesign at 09:54', 'Stop Website Redesign at 10:40'] },
    });
    assert.deepEqual(renderStatus(s, NOW, 'linux', EN), [
      'Signed out: The service no longer accepts your session. Sign in again.',
      'Only 2 sign-ins left today.',
      'One more wrong try and the service blocks this email for 15 minutes.',
      'Sync: 2 actions waiting: sign in to sync',
      '  waiting: Start Website Redesign at 09:54',
      '  waiting: Stop Website Redesign at 10:40',
      'Quota: 41 of 50 requests left today (whole account)',
      'Tray: Stint: signed out | 2 actions waiting: sign in to sync',
    ]);
  });

  test('an idle prompt, limited idle detection, a snooze and the last message are shown in the account zone', () => {
    const s = snapshot({
      idle: { detection: 'limited', prompt: { since: NOW - 30 * MIN, until: NOW, entryKey: 'e7', reason: 'lock' }, stillWorking: null },
      reminder: { snoozedUntil: NOW + 60 * MIN, lastShownAt: null, target: null, clickedAt: null },
      notice: { level: 'error', message: 'Mobile App needs a task: pick one.', fields: { task: 'This project needs a task.' }, at: NOW },
    });
    const lines = renderStatus(s, NOW, 'linux', EN);
    for (const expected of [
      'Away since 10:30 (screen locked): answer with idle keep | idle discard | idle continue',
      'Idle detection: limited (no idle time reported here; lock and suspend still count)',
      'Reminders snoozed until 12:00.',
      'Last message: Mobile App needs a task: pick one.',
    ]) {
      assert.ok(lines.includes(expected), `missing ${JSON.stringify(expected)} in\n${lines.join('\n')}`);
    }
  });

  test("actions held for another user: the label and why they are not sent", () => {
    const message = '2 action(s) of another user wait; they are sent only when that user signs in again.';
    const lines = renderStatus(snapshot({ sync: { ...SYNC_OK, state: 'held', queued: 2, queuedLabels: [], message } }), NOW, 'linux', EN);
    assert.deepEqual(lines.slice(lines.findIndex((l) => l.startsWith('Sync: ')), -2), ['Sync: 2 actions held: queued by another user', `  ${message}`]);
  });

  test('more than five queued actions: five listed, the rest counted', () => {
    const labels = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((x) => `Start ${x}`);
    const lines = renderStatus(snapshot({ sync: { ...SYNC_OK, state: 'offline', queued: 7, queuedLabels: labels } }), NOW, 'linux', EN);
    assert.deepEqual(lines.filter((l) => l.startsWith('  waiting: ') || l.startsWith('  and ')), [
      ...labels.slice(0, 5).map((l) => `  waiting: ${l}`),
      '  and 2 more',
    ]);
    assert.ok(lines.includes('Sync: Offline: 7 actions waiting to sync'));
  });
});

describe('today and week', () => {
  test("today: entries oldest first, numbered for edit t<n> and split t<n>, with start, end and duration in the account's zone, then the total", () => {
    assert.deepEqual(renderToday(snapshot({ todayEntries: [RUNNING, { ...MOBILE, pending: true }, EARLY] }), NOW, EN), [
      "Today, Tue 2026-03-10 (times in the account's zone, UTC+01:00)",
      '  t1  07:00–07:20   0:20  Website Redesign',
      '  t2  08:00–09:00   1:00  Mobile App · Testing  (waiting to sync)',
      '  t3  09:54–now     1:05  Website Redesign · Design: spec  (running)',
      'Total 2:25',
      'Change one with edit t<n> ... or split t<n> <time>.',
    ]);
  });

  test("today turns at the account's midnight, not UTC's", () => {
    // 23:30 UTC is 00:30 on the next day in the account: yesterday's stopped entries are gone.
    const late = Date.parse('2026-03-10T23:30:00Z');
    assert.deepEqual(renderToday(snapshot({ running: null, todayEntries: [MOBILE, EARLY] }), late, EN), [
      "Today, Wed 2026-03-11 (times in the account's zone, UTC+01:00)",
      '  No entries today.',
    ]);
  });

  test('week: the days up to today with their entries oldest first, the running entry live, then the week by project', () => {
    const days = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'];
    const monday = entry('e2', { date: '2026-03-09', timeStart: '09:00:00', timeEnd: '10:30:00', totalSeconds: 5400, description: 'review' });
    const s = snapshot({
      shownWeek: {
        start: days[0]!,
        end: days[6]!,
        current: true,
        state: 'ready',
        message: null,
        readAt: NOW,
        days: days.map((date) => ({ date, entries: date === '2026-03-09' ? [monday] : date === '2026-03-10' ? [RUNNING, MOBILE] : [] })),
      },
    });
    assert.deepEqual(renderShownWeek(s, NOW, EN), [
      'This week, Mon 2026-03-09 to Sun 2026-03-15: 3:35',
      'Mon 2026-03-09    1:30',
      '  w1  09:00–10:30   1:30  Website Redesign: review',
      'Tue 2026-03-10    2:05  (today)',
      '  w2  08:00–09:00   1:00  Mobile App · Testing',
      '  w3  09:54–now     1:05  Website Redesign · Design: spec  (running)',
      'By project:',
      '  Website Redesign    2:35',
      '  Mobile App          1:00',
    ]);
  });

  test('week: past w9 the numbers take the room of the widest, so the times stay in one column', () => {
    const days = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'];
    const hour = (i: number) => String(8 + i).padStart(2, '0');
    const many = Array.from({ length: 11 }, (_, i) => entry(`m${i}`, { date: '2026-03-09', timeStart: `${hour(10 - i)}:00:00`, timeEnd: `${hour(10 - i)}:30:00`, totalSeconds: 1800 }));
    const s = snapshot({ running: null, shownWeek: { start: days[0]!, end: days[6]!, current: true, state: 'ready', message: null, readAt: NOW, days: days.map((date) => ({ date, entries: date === '2026-03-09' ? many : [] })) } });
    const rows = renderShownWeek(s, NOW, EN).filter((l) => /^ {2}w\d+/.test(l));
    assert.equal(rows.length, 11);
    assert.equal(rows[8], '  w9   16:00–16:30   0:30  Website Redesign');
    assert.equal(rows[9], '  w10  17:00–17:30   0:30  Website Redesign');
    assert.deepEqual(new Set(rows.map((l) => l.indexOf('–'))).size, 1, rows.join('\n'));
  });

  test('week: a week that could not be read says so and what to do', () => {
    const s = snapshot({
      shownWeek: { start: '2026-03-02', end: '2026-03-08', current: false, state: 'unavailable', message: 'The service cannot be reached; open the week again to retry.', readAt: null, days: [] },
    });
    assert.deepEqual(renderShownWeek(s, NOW, EN), ['Week, Mon 2026-03-02 to Sun 2026-03-08: 0:00', '  The service cannot be reached; open the week again to retry.']);
  });
});

describe('lists', () => {
  test('projects: active ones by name, numbered; archived hidden', () => {
    assert.deepEqual(renderProjects(snapshot(), '', EN), [
      '  1. Internal Tools',
      '  2. Mobile App (Acme Corp)  [needs a task]',
      '  3. Website Redesign (Acme Corp)',
    ]);
  });

  test('a filter hides rows but keeps their numbers', () => {
    assert.deepEqual(renderProjects(snapshot(), 'acme', EN), ['  2. Mobile App (Acme Corp)  [needs a task]', '  3. Website Redesign (Acme Corp)']);
    assert.deepEqual(renderProjects(snapshot(), 'legacy', EN), ['No active project matches "legacy".']);
  });

  test('no projects yet', () => {
    assert.deepEqual(renderProjects(snapshot({ projects: [] }), '', EN), ['No projects loaded yet: sign in, or try refresh.']);
  });

  test('tasks of a project, numbered, saying when one is required', () => {
    assert.deepEqual(renderTasks(PROJECTS[1]!, [{ id: 12, name: 'Testing' }, { id: 13, name: 'Deployment' }], EN), [
      'Tasks of Mobile App (Acme Corp) (a task is required):',
      '  1. Testing',
      '  2. Deployment',
    ]);
  });

  test('recent entries, numbered for continue', () => {
    assert.deepEqual(renderRecent(snapshot(), EN), [
      'Recent entries (continue <n>):',
      '  1. 2026-03-10  Website Redesign · Design: spec  (running)',
      '  2. 2026-03-10  Mobile App · Testing',
      '  3. 2026-03-09  Website Redesign: review',
    ]);
  });
});

describe('lines and messages', () => {
  test('the running line, and none', () => {
    assert.equal(runningLine(snapshot(), NOW, EN), 'Running: Website Redesign · Design: spec, 1:05:30 since 09:54');
    assert.equal(runningLine(snapshot({ running: null }), NOW, EN), 'No timer running.');
  });

  test('a locked entry says so', () => {
    assert.equal(entryLine(entry('e9', { locked: true, description: 'audit' }), NOW, 'h23', EN), '09:00–10:00   1:00  Website Redesign: audit  (locked)');
  });

  test('every time follows the clock of the display settings; durations stay h:mm, the running timer keeps its seconds', () => {
    const twelve = snapshot({ display: DISPLAY_12H });
    assert.equal(entryLine(entry('e9', { timeStart: '09:00:00', timeEnd: '13:30:00', totalSeconds: 16_200 }), NOW, 'h12', EN), ' 9:00 AM–1:30 PM    4:30  Website Redesign');
    assert.equal(runningLine(twelve, NOW, EN), 'Running: Website Redesign · Design: spec, 1:05:30 since 9:54 AM');
    assert.deepEqual(renderToday(twelve, NOW, EN).slice(1), [
      '  t1   7:00 AM–7:20 AM    0:20  Website Redesign',
      '  t2   8:00 AM–9:00 AM    1:00  Mobile App · Testing',
      '  t3   9:54 AM–now        1:05  Website Redesign · Design: spec  (running)',
      'Total 2:25',
      'Change one with edit t<n> ... or split t<n> <time>.',
    ]);
    const limited = snapshot({ display: DISPLAY_12H, sync: { ...SYNC_OK, state: 'rate_limited', queued: 1, resumesAt: Date.parse('2026-03-10T12:00:00Z') } });
    assert.ok(renderStatus(limited, NOW, 'linux', EN).includes('Sync: Request limit reached: sync resumes at 1:00 PM (1 action waiting)'));
    assert.equal(snoozedLine({ ...twelve, reminder: { ...twelve.reminder, snoozedUntil: NOW + 90 * MIN } }, NOW, EN), 'Reminders snoozed until 12:30 PM.');
    assert.equal(stoppedLine(entry('e9', { totalSeconds: 3_930 }), NOW, EN), 'Stopped Website Redesign after 1:05:30.');
  });

  test('with decimal hours on, every duration and total is in hours to the hundredth, as the window shows them; the running timer keeps its seconds', () => {
    const decimal = snapshot({ display: { ...DISPLAY_12H, decimalHours: true } });
    assert.equal(entryLine(entry('e9', { timeStart: '09:00:00', timeEnd: '13:32:00', totalSeconds: 16_320 }), NOW, 'h12', EN, decimal.display), ' 9:00 AM–1:32 PM    4.53  Website Redesign');
    assert.deepEqual(renderToday(decimal, NOW, EN).slice(1), [
      '  t1   7:00 AM–7:20 AM    0.33  Website Redesign',
      '  t2   8:00 AM–9:00 AM    1.00  Mobile App · Testing',
      '  t3   9:54 AM–now        1.09  Website Redesign · Design: spec  (running)',
      'Total 2.43',
      'Change one with edit t<n> ... or split t<n> <time>.',
    ]);
    assert.equal(runningLine(decimal, NOW, EN), 'Running: Website Redesign · Design: spec, 1:05:30 since 9:54 AM');
    const week = renderShownWeek(decimal, NOW, EN);
    assert.ok(week.every((line) => !/\b\d+:\d\d\b(?! ?[AP]M)/.test(line.replace(/\d{1,2}:\d\d (AM|PM)/g, ''))), `no h:mm duration in the week:\n${week.join('\n')}`);
  });

  test('a refusal: the message, then each field in the command line words, with the value typed', () => {
    const r = { ok: false as const, message: 'Mobile App needs a task: pick one.', fields: { task: 'This project needs a task.', accountId: 'Enter your account ID.' } };
    assert.deepEqual(renderFailure(r, EN, { accountId: 'demo' }), ['error: Mobile App needs a task: pick one.', '  task: This project needs a task.', '  account-id "demo": Enter your account ID.']);
  });

  test("a refusal that only points at the window's highlighted fields: each field is the error, named with its value", () => {
    const r = { ok: false as const, message: 'Check the highlighted fields.', fields: { baseUrl: 'Enter the service address.', end: 'The end is before the start.', password: 'Enter your password.' } };
    assert.deepEqual(renderFailure(r, EN, { baseUrl: 'x', end: '08:00' }), [
      'error: --base-url "x": Enter the service address.',
      'error: end "08:00": The end is before the start.',
      'error: password: Enter your password.',
    ]);
  });

  test('zone labels', () => {
    assert.equal(zoneLabel(330), 'UTC+05:30');
    assert.equal(zoneLabel(-210), 'UTC-03:30');
    assert.equal(zoneLabel(0), 'UTC+00:00');
  });
});

// `calendar` on the command line, without a process: each form of the line and the usage or
// refusal a malformed one gets (never repeating the address typed), the echo that hides an
// address's secret, a file typed relative to where the command line runs, and the listing
// of the calendars with today's events in the account's zone and clock.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { COMMANDS, shownLine, type Command } from '../../main/cli/commands.ts';
import { parsed, refused } from './support/parse-line.ts';
import { addressOrPath, renderCalendars } from '../../main/cli/calendar-lines.ts';
import type { StintAccounts } from '../../main/core/accounts/accounts.ts';
import type { CalendarEventView, CalendarView } from '../../main/core/snapshot.ts';
import { DISPLAY_12H, DISPLAY_24H } from '../support/display.ts';
import { MIN, NOW } from './fixture.ts';
import { wordsFor } from '../../main/i18n/words.ts';

const SECRET = 'private-SECRETTOKEN123456789';
const ADDRESS = `https://calendar.example.com/cal/${SECRET}/basic.ics`;

describe('calendar: the forms of the line', () => {
  const cases: [string, Command][] = [
    ['calendar', { kind: 'calendar' }],
    ['calendar list', { kind: 'calendar' }],
    ['Calendar LIST', { kind: 'calendar' }],
    [`calendar add ${ADDRESS}`, { kind: 'calendar', add: { address: ADDRESS, name: null, colour: null } }],
    [`calendar add ${ADDRESS} --name Work`, { kind: 'calendar', add: { address: ADDRESS, name: 'Work', colour: null } }],
    [`calendar add ${ADDRESS} --name Team  calendar --colour #3B82F6`, { kind: 'calendar', add: { address: ADDRESS, name: 'Team calendar', colour: '#3b82f6' } }],
    [`calendar add ${ADDRESS} --color #16a34a --name "Home stuff"`, { kind: 'calendar', add: { address: ADDRESS, name: 'Home stuff', colour: '#16a34a' } }],
    ['calendar add webcal://p01.example.com/x.ics', { kind: 'calendar', add: { address: 'webcal://p01.example.com/x.ics', name: null, colour: null } }],
    ['calendar add /home/ada/work.ics', { kind: 'calendar', add: { address: '/home/ada/work.ics', name: null, colour: null } }],
    ['calendar add "/home/ada/My Calendars/work.ics" --name Work', { kind: 'calendar', add: { address: '/home/ada/My Calendars/work.ics', name: 'Work', colour: null } }],
    ['calendar add work.ics', { kind: 'calendar', add: { address: 'work.ics', name: null, colour: null } }],
    ['calendar remove 2', { kind: 'calendar', remove: 2 }],
    ['calendar refresh', { kind: 'calendar', refresh: { n: null } }],
    ['calendar refresh 1', { kind: 'calendar', refresh: { n: 1 } }],
  ];
  for (const [line, command] of cases) {
    test(JSON.stringify(line), () => assert.deepEqual(parsed(line), command));
  }
});

describe('calendar: malformed lines', () => {
  const usage = `usage: ${COMMANDS.calendar.usage}`;
  for (const line of ['calendar add', 'calendar add --name Work', 'calendar list 1', 'calendar remove', 'calendar remove 0', 'calendar remove one', 'calendar remove 1 2', 'calendar refresh x', 'calendar refresh 1 2', 'calendar show', 'calendar rename 1 Home']) {
    test(`${JSON.stringify(line)}: the usage`, () => assert.equal(refused(line), usage));
  }

  const refusals: [string, RegExp][] = [
    [`calendar add ${ADDRESS} Work`, /^The address or file is one word: quote a file path that holds spaces \("\.\.\."\), and give the name after --name\./],
    [`calendar add ${ADDRESS} --name`, /^Give the calendar's name after --name\./],
    [`calendar add ${ADDRESS} --name --colour #3b82f6`, /^Give the calendar's name after --name\./],
    [`calendar add ${ADDRESS} --name A --name B`, /^Give --name once\./],
    [`calendar add ${ADDRESS} --colour`, /^Give the colour after --colour as #rrggbb, such as #3b82f6\./],
    [`calendar add ${ADDRESS} --colour blue`, /^Give the colour after --colour as #rrggbb, such as #3b82f6\./],
    [`calendar add ${ADDRESS} --colour #fff`, /^Give the colour after --colour as #rrggbb/],
    [`calendar add ${ADDRESS} --colour #111111 --colour #222222`, /^Give --colour once\./],
    [`calendar add ${ADDRESS} --title Work`, /^"--title" is not an option of calendar add: --name and --colour are\./],
    // A word after --colour is never repeated: an address pasted there stays unsaid.
    [`calendar add /home/ada/work.ics --colour ${ADDRESS}`, /^Give the colour after --colour as #rrggbb/],
  ];
  for (const [line, message] of refusals) {
    test(`${JSON.stringify(line)}: refused in words, with the usage`, () => {
      const said = refused(line);
      assert.match(said, message);
      assert.ok(said.endsWith(`(usage: ${COMMANDS.calendar.usage})`), said);
      assert.ok(!said.includes(SECRET), `the address is not repeated: ${said}`);
    });
  }
});

describe('the line as echoed: an address shows its scheme and host only', () => {
  test('calendar add: the address masked, the rest as typed', () => {
    assert.equal(shownLine(`calendar add ${ADDRESS} --name Work`), 'calendar add https://calendar.example.com/… --name Work');
    assert.equal(shownLine('Calendar ADD webcal://user:pw@p01.example.com/x/y.ics?token=abc'), 'Calendar ADD webcal://p01.example.com/…');
    assert.equal(shownLine('calendar add http://127.0.0.1:8080/cal/private-x/basic.ics'), 'calendar add http://127.0.0.1:8080/…');
    assert.equal(shownLine('calendar add https://example.com'), 'calendar add https://example.com');
  });

  test('a file path, and every other command, as typed', () => {
    assert.equal(shownLine('calendar add /home/ada/work.ics --name Work'), 'calendar add /home/ada/work.ics --name Work');
    assert.equal(shownLine('start 5 read https://example.com/spec'), 'start 5 read https://example.com/spec');
    assert.equal(shownLine('calendar remove 1'), 'calendar remove 1');
  });
});

test('a file typed relative to where the command line runs, or to ~/, is read from its full path; an address as typed', () => {
  assert.equal(addressOrPath('work.ics', '/home/ada/cals', '/home/ada'), '/home/ada/cals/work.ics');
  assert.equal(addressOrPath('../work.ics', '/home/ada/cals', '/home/ada'), '/home/ada/work.ics');
  assert.equal(addressOrPath('~/work.ics', '/tmp', '/home/ada'), '/home/ada/work.ics');
  assert.equal(addressOrPath('/srv/work.ics', '/tmp', '/home/ada'), '/srv/work.ics');
  assert.equal(addressOrPath(ADDRESS, '/tmp', '/home/ada'), ADDRESS);
  assert.equal(addressOrPath('webcal://p01.example.com/x.ics', '/tmp', '/home/ada'), 'webcal://p01.example.com/x.ics');
  assert.equal(addressOrPath('C:\\Users\\ada\\work.ics', '/tmp', '/home/ada'), 'C:\\Users\\ada\\work.ics');
});

describe('calendar: the listing', () => {
  /** 2026-03-10 in an account one hour east of UTC: 09:00 UTC is 10:00 there. */
  const day = { today: '2026-03-10', zone: { offsetMinutes: 60, source: 'report' as const }, display: DISPLAY_24H };
  const at = (iso: string) => Date.parse(iso);

  function calendar(id: string, over: Partial<CalendarView> = {}): CalendarView {
    return { id, name: id, colour: '#3b82f6', kind: 'url', shown: 'calendar.example.com/…/basic.ics', state: 'ready', message: null, readAt: NOW - 5 * MIN, leftOut: [], ...over };
  }

  function event(calendarId: string, title: string, start: string, end: string, over: Partial<CalendarEventView> = {}): CalendarEventView {
    return { key: `${calendarId}:${title}`, calendarId, colour: '#3b82f6', uid: title, recurrenceId: null, title, start: at(start), end: at(end), allDay: false, location: null, ...over };
  }

  /** A hub holding these calendars and events; asked for the events, it records the day and zone asked. */
  function hub(calendars: readonly CalendarView[], events: readonly CalendarEventView[], asked: unknown[] = []): StintAccounts {
    const book = {
      views: () => calendars,
      events: (from: number, to: number, offset: number, emails: readonly string[]) => {
        asked.push({ from, to, offset, emails });
        return events;
      },
    };
    return { calendars: book, snapshot: () => ({ accounts: [{ email: 'ada@example.com' }, { email: null }] }) } as unknown as StintAccounts;
  }

  test('none: how to add one', () => {
    assert.deepEqual(renderCalendars(hub([], []), day, wordsFor('en')), { ok: true, lines: ['No calendars yet: calendar add <https address or .ics file> [--name <name>] [--colour #rrggbb] adds one.'] });
  });

  test("numbered, where each is from, its state (a read on another day with its date) and today's events under it, in the account's zone; in the order the book gives them", () => {
    const asked: unknown[] = [];
    const h = hub(
      [
        calendar('c1', { name: 'Work' }),
        calendar('c2', { name: 'Home', kind: 'file', shown: '/home/ada/home.ics', state: 'reading' }),
        calendar('c3', { name: 'Team', state: 'problem', message: 'The calendar service answered 404. The copy read earlier is shown meanwhile.' }),
        calendar('c4', { name: 'New', state: 'unread', readAt: null, leftOut: [{ title: 'Odd rule', message: 'Its repeat rule cannot be read.' }] }),
        calendar('c5', { name: 'Old', readAt: at('2026-03-09T16:30:00Z') }),
      ],
      [
        event('c1', 'Company offsite', '2026-03-09T23:00:00Z', '2026-03-10T23:00:00Z', { allDay: true, allDayDate: '2026-03-10' }),
        event('c1', 'Standup', '2026-03-10T08:00:00Z', '2026-03-10T08:15:00Z'),
        event('c2', '', '2026-03-10T11:30:00Z', '2026-03-10T12:30:00Z'),
        event('c1', 'Sprint planning', '2026-03-10T13:00:00Z', '2026-03-10T14:30:00Z'),
      ],
      asked,
    );
    assert.deepEqual(renderCalendars(h, day, wordsFor('en')).lines, [
      '1. Work (calendar.example.com/…/basic.ics) · read 10:55 · 3 events today',
      '     all day      Company offsite',
      '     09:00–09:15  Standup',
      '     14:00–15:30  Sprint planning',
      '2. Home (/home/ada/home.ics) · reading · 1 event today',
      '     12:30–13:30  (no title)',
      '3. Team (calendar.example.com/…/basic.ics) · The calendar service answered 404. The copy read earlier is shown meanwhile. · 0 events today',
      '4. New (calendar.example.com/…/basic.ics) · not read yet · 0 events today',
      '     left out: Odd rule: Its repeat rule cannot be read.',
      '5. Old (calendar.example.com/…/basic.ics) · read 2026-03-09 17:30 · 0 events today',
    ]);
    // The account's day, from its midnight to the next, read in its zone; the person's addresses decline.
    assert.deepEqual(asked[0], { from: at('2026-03-09T23:00:00Z'), to: at('2026-03-10T23:00:00Z'), offset: 60, emails: ['ada@example.com'] });
  });

  test('in the 12-hour clock when the display says so', () => {
    const h = hub([calendar('c1', { name: 'Work' })], [event('c1', 'Standup', '2026-03-10T08:00:00Z', '2026-03-10T08:15:00Z')]);
    assert.deepEqual(renderCalendars(h, { ...day, display: DISPLAY_12H }, wordsFor('en')).lines, ['1. Work (calendar.example.com/…/basic.ics) · read 10:55 AM · 1 event today', '     9:00 AM–9:15 AM  Standup']);
  });
});

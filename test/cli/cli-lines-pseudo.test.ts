// The command line's lines of gaps, to-dos, calendars, accounts, export, round and the activity
// record in the pseudo-locale (issue 72): each renderer, called with `en-XA`'s words, prints no
// letter outside a ⟦catalog text⟧ but the data it was handed (names, paths, the engine's own
// words as given) and what is typed as it is in every language (a command, an option). The
// same lines in English fail the same check, area by area: the check can tell.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderAway, renderGaps } from '../../main/cli/render-gaps.ts';
import { renderTodos } from '../../main/cli/todo-lines.ts';
import { removeCalendar, renderCalendars } from '../../main/cli/calendar-lines.ts';
import { addAccount, renameAccount, renderAccounts, useAccount, type CliAccounts } from '../../main/cli/accounts-lines.ts';
import { parseExport, type ExportCommand } from '../../main/cli/export-command.ts';
import { runExport, type ExportDoor } from '../../main/cli/export-lines.ts';
import { parseRound, type RoundCommand } from '../../main/cli/round-command.ts';
import { runRound } from '../../main/cli/round-lines.ts';
import { runActivity, type ActivityPersonFacade } from '../../main/cli/activity-lines.ts';
import { activityFileAction } from '../../main/cli/activity-command.ts';
import type { StintAccounts } from '../../main/core/accounts/accounts.ts';
import type { RoundingCommands } from '../../main/core/accounts/person-rounding.ts';
import type { CalendarEventView, CalendarView, Snapshot, TimelineView, TodoView } from '../../main/core/snapshot.ts';
import { buildSheet } from '../../main/core/timesheets/sheet.ts';
import type { SheetEntry } from '../../main/core/timesheets/sheet-entry.ts';
import { wordsFor, type I18n } from '../../main/i18n/words.ts';
import { DISPLAY_24H } from '../support/display.ts';
import { MIN, NOW, snapshot } from './fixture.ts';

const at = (iso: string): number => Date.parse(iso);
const FOLDER = mkdtempSync(join(tmpdir(), 'stint-cli-pseudo-'));
process.on('exit', () => rmSync(FOLDER, { recursive: true, force: true }));

/** The data the renderers are handed below, printed as it is in every language. */
const DATA = [
  'Website Redesign', 'Write the spec', 'Mobile App', 'Sprint', 'Standup', 'Work', 'Team', 'Acme', 'Studio', 'studio', 'main', 'ada@example.com',
  'calendar.example.com/…/basic.ics', 'CALENDAR-PROBLEM', 'RULE-PROBLEM', 'Odd rule', 'TODO-REASON', 'SYNC-PROBLEM', 'COST-WORDS', 'SHEET-PROBLEM',
  'PREVIEW-WORDS', 'LEFT-WORDS', 'APPLIED-WORDS', 'HELD-WHY', 'DESKTOP-NOTE', FOLDER,
];

/** What is typed the same in every language: commands and their options, and the units no language writes otherwise. */
const TYPED = /(?:--[a-z-]+|\b(?:activity|rules|export|import|todo|todos|start|done|undo|refresh|calendar|add|remove|accounts|signin|fill|continue|round|use|csv|json|xlsx|text|pdf|YYYY-MM-DD|FILE|gap#|recent#|task#|project#|n)\b)/g;

/** What is left of a line that no catalog gave: '' when every letter is in a ⟦catalog text⟧, the data, or what is typed. */
function untranslated(line: string): string {
  let rest = line;
  // Innermost first: a catalog text may hold another (an error line around its reason).
  for (let before = ''; before !== rest; ) [before, rest] = [rest, rest.replace(/⟦[^⟦⟧]*⟧/g, ' ')];
  for (const d of [...DATA].sort((a, b) => b.length - a.length)) rest = rest.split(d).join(' ');
  rest = rest.replace(TYPED, ' ');
  return /\p{L}/u.test(rest) ? rest.trim() : '';
}

const TIMELINE: TimelineView = {
  today: {
    date: '2026-03-10',
    windows: [],
    away: [
      { start: at('2026-03-10T07:30:00Z'), end: at('2026-03-10T07:55:00Z'), kind: 'lock' },
      { start: at('2026-03-10T08:30:00Z'), end: at('2026-03-10T08:45:00Z'), kind: 'idle' },
    ],
    gaps: [
      { date: '2026-03-10', start: at('2026-03-10T07:20:00Z'), end: at('2026-03-10T08:00:00Z'), seconds: 2400, kind: 'away', awaySeconds: 1500 },
      { date: '2026-03-10', start: at('2026-03-10T09:00:00Z'), end: at('2026-03-10T09:54:30Z'), seconds: 3270, kind: 'present', awaySeconds: 0 },
    ],
  },
  largestGaps: [],
  week: [],
};

function gapLines(i18n: I18n): string[] {
  const out = snapshot({ session: { state: 'signed_out', reason: null, authAttemptsLeft: null, authWrongLeft: null, limits: [] } });
  const none = snapshot({ timeline: { ...TIMELINE, today: { ...TIMELINE.today, gaps: [], away: [] } } });
  return [...renderGaps(snapshot({ timeline: TIMELINE }), i18n), ...renderAway(snapshot({ timeline: TIMELINE }), i18n), ...renderGaps(none, i18n), ...renderAway(none, i18n), ...renderGaps(out, i18n)];
}

function todo(id: string, over: Partial<TodoView> = {}): TodoView {
  return { id, name: 'Write the spec', estimateSeconds: 5400, projectId: 1, projectName: 'Website Redesign', listName: 'Sprint', requiredTask: false, actions: { allowed: true }, pending: false, ...over };
}

function todoLines(i18n: I18n): string[] {
  const open = [todo('t1', { requiredTask: true, pending: true }), todo('t2', { actions: { allowed: false, reason: 'TODO-REASON' }, estimateSeconds: null })];
  const todos = { state: 'ready' as const, readAt: NOW - 5 * MIN, tight: true, message: null, projects: [{ projectId: 1, projectName: 'Website Redesign', lists: [{ listId: 'l1', listName: 'Sprint', todos: open }] }], count: 2, done: [todo('t3', { pending: true })] };
  const day = { zone: { offsetMinutes: 60, source: 'report' as const }, display: DISPLAY_24H };
  return [
    ...renderTodos({ ...day, todos }, i18n),
    ...renderTodos({ ...day, todos: { ...todos, tight: false, state: 'unavailable', message: null, projects: [], count: 0, done: [] } }, i18n),
    ...renderTodos({ ...day, todos: { ...todos, tight: false, state: 'reading', readAt: null } }, i18n),
    ...renderTodos({ ...day, todos: undefined }, i18n),
  ];
}

function calendarHub(calendars: readonly CalendarView[], events: readonly CalendarEventView[]): StintAccounts {
  const book = { views: () => calendars, events: () => events, remove: async () => ({ ok: true }) };
  return { calendars: book, snapshot: () => ({ accounts: [{ email: 'ada@example.com' }] }) } as unknown as StintAccounts;
}

async function calendarLines(i18n: I18n): Promise<string[]> {
  const calendar = (id: string, over: Partial<CalendarView>): CalendarView => ({ id, name: 'Work', colour: '#3b82f6', kind: 'url', shown: 'calendar.example.com/…/basic.ics', state: 'ready', message: null, readAt: NOW - 5 * MIN, leftOut: [], ...over });
  const event = (title: string, start: string, end: string, over: Partial<CalendarEventView> = {}): CalendarEventView => ({ key: title, calendarId: 'c1', colour: '#3b82f6', uid: title, recurrenceId: null, title, start: at(start), end: at(end), allDay: false, location: null, ...over });
  const hub = calendarHub(
    [
      calendar('c1', {}),
      calendar('c2', { name: 'Team', state: 'reading' }),
      calendar('c3', { name: 'Team', state: 'problem', message: 'CALENDAR-PROBLEM' }),
      calendar('c4', { name: 'Team', state: 'unread', readAt: null, leftOut: [{ title: 'Odd rule', message: 'RULE-PROBLEM' }, { title: '', message: 'RULE-PROBLEM' }] }),
      calendar('c5', { name: 'Team', readAt: at('2026-03-09T16:30:00Z') }),
    ],
    [event('Sprint', '2026-03-09T23:00:00Z', '2026-03-10T23:00:00Z', { allDay: true }), event('Standup', '2026-03-10T08:00:00Z', '2026-03-10T08:15:00Z'), event('', '2026-03-10T11:00:00Z', '2026-03-10T11:30:00Z')],
  );
  const day = { today: '2026-03-10', zone: { offsetMinutes: 60, source: 'report' as const }, display: DISPLAY_24H };
  return [
    ...renderCalendars(hub, day, i18n).lines,
    ...(await removeCalendar(hub, 9, i18n)).lines,
    ...(await removeCalendar(hub, 1, i18n)).lines,
    ...renderCalendars(calendarHub([], []), day, i18n).lines,
    ...(await removeCalendar(calendarHub([], []), 1, i18n)).lines,
    ...renderCalendars({ calendars: null } as unknown as StintAccounts, day, i18n).lines,
  ];
}

async function accountLines(i18n: I18n): Promise<string[]> {
  const row = (key: string, name: string, over: object = {}) => ({ key, name, label: name, session: 'signed_in', accountId: key, email: 'ada@example.com', baseUrl: null, today: '2026-03-10', todaySeconds: 5400, queued: 0, syncState: 'ok', problem: null, ...over });
  const rows = [row('main', 'Acme', { queued: 2 }), row('k2', 'Studio', { accountId: 'studio', session: 'signed_out', problem: 'SYNC-PROBLEM' }), row('k3', 'Studio', { accountId: 'studio', session: 'signing_in' })];
  const hub = {
    snapshot: () => ({ accounts: rows, several: true, todaySeconds: 9000, running: { accountKey: 'main', title: 'Website Redesign' } }),
    first: { snapshot: () => snapshot() },
    add: async () => ({ ok: true, key: 'k2' }),
    rename: async () => ({ ok: true }),
  } as unknown as StintAccounts;
  const a: CliAccounts = { hub, current: 'main' };
  return [
    ...renderAccounts(a, i18n),
    ...useAccount(a, 2, i18n).lines,
    ...useAccount(a, 1, i18n).lines,
    ...useAccount(a, 9, i18n).lines,
    ...(await renameAccount(a, 2, 'Studio', i18n)).lines,
    ...(await addAccount(a, { label: 'Studio', accountId: 'studio', email: 'ada@example.com', baseUrl: 'https://svc.test/api/v1', password: 'x' }, i18n)).lines,
  ];
}

const EXPORT_ACCOUNTS = [{ key: 'main', name: 'Acme' }, { key: 'k2', name: 'Studio' }];

function exportDoor(): ExportDoor {
  const entry = (id: number, tracked: number): SheetEntry => ({
    id, account: 'Acme', date: '2026-03-02', start: '09:00:00', end: '10:00:00', tracked, projectId: 1, projectName: 'Website Redesign', customerId: null, customerName: '', taskId: null, taskName: '', description: 'Write the spec', billable: true, amountCents: null, running: false,
  });
  const sheet = buildSheet({ entries: [entry(1, 3600), entry(2, 700)], filters: new Map(), rules: new Map(), groupBy: [], weekStartsOn: 1, currencies: new Map() });
  return {
    timesheet: async (request) => ({ ok: true, sheet, currencies: new Map(), style: request.style ?? 'clock', columns: null, accounts: [{ key: 'main', name: 'Acme', requests: 1, refused: null }], problems: ['SHEET-PROBLEM'], incomplete: false }),
    timesheetCost: async () => [{ key: 'main', name: 'Acme', cost: { ok: false, message: 'COST-WORDS', fields: {}, spent: 1 } }],
  };
}

async function exportLines(i18n: I18n): Promise<string[]> {
  const cmd = (words: string): ExportCommand => {
    const c = parseExport(words.split(' '), i18n);
    assert.ok(!('refuse' in c), JSON.stringify(c));
    return c;
  };
  const place = { i18n, door: exportDoor(), accounts: EXPORT_ACCOUNTS, today: '2026-03-10', weekStartsOn: 1, cwd: FOLDER, home: FOLDER };
  const refusals = ['--format doc', '--from 2026-02-30 --to 2026-03-01', '--range someday', '--rounding 7up', '--rounding sideways', '--group nope', '--format xlsx', '--bogus', '--from', '--accounts ,'].map((w) => {
    const r = parseExport(w.split(' '), i18n);
    return 'refuse' in r ? r.refuse : '';
  });
  return [
    ...refusals,
    ...(await runExport(cmd('--range last-week --rounding 15up --out sheet.csv'), place)).lines,
    ...(await runExport(cmd('--out sheet.csv'), place)).lines,
    ...(await runExport(cmd('--accounts Nobody'), place)).lines,
    ...(await runExport(cmd('--accounts 2 --project 1'), { ...place, project: { account: 'main', projectId: 1, taskId: null } })).lines,
    ...(await runExport(cmd('--cost'), place)).lines,
    ...(await runExport(cmd('--format pdf --out sheet.pdf'), place)).lines,
  ];
}

async function roundLines(i18n: I18n): Promise<string[]> {
  const door: RoundingCommands = {
    previewRounding: async () => ({ ok: true, key: 'main', name: 'Acme', changes: [{ name: 'Write the spec', tracked: 3500, billed: 3600 }], left: [{ id: 4, words: 'LEFT-WORDS' }], added: 100, requests: 2, spare: 30, keeps: 5, readRequests: 1, message: 'PREVIEW-WORDS', problems: ['SHEET-PROBLEM'], applicable: true }) as never,
    applyRounding: async () => ({ ok: true, message: 'APPLIED-WORDS', stored: 1, added: 100, requests: 2, spare: 28, keeps: 5, left: [{ id: 4, words: 'LEFT-WORDS' }], queued: true }),
  };
  const cmd = (words: string[]): RoundCommand => parseRound(words, i18n) as RoundCommand;
  const place = { i18n, door, accounts: EXPORT_ACCOUNTS, current: 'main', today: '2026-03-10', weekStartsOn: 1 };
  const refused = (words: string[]) => {
    const r = parseRound(words, i18n);
    return 'refuse' in r ? r.refuse : '';
  };
  return [
    refused(['--account', '1,2']),
    refused(['--range']),
    refused(['--from', '2026-03-02']),
    refused(['--project', 'web']),
    ...(await runRound(cmd([]), place)).lines,
    ...(await runRound(cmd(['--yes']), place)).lines,
    ...(await runRound(cmd(['--account', 'Nobody']), place)).lines,
    ...(await runRound(cmd(['--account', '2']), { ...place, project: { projectId: 1, taskId: null } })).lines,
  ];
}

function activityPerson(enabled: boolean, over: object): ActivityPersonFacade {
  const activity = { state: 'on', pausedUntil: null, held: null, cannot: null, note: 'DESKTOP-NOTE', where: null, keepDays: 14, ...over };
  const s = { ...snapshot(), today: '2026-03-10', activity, settings: { activity: { enabled } }, settingsProblems: [] };
  const ok = async () => ({ ok: true as const });
  return {
    snapshot: () => s,
    setActivityRecording: ok,
    pauseActivity: ok,
    deleteActivity: async () => ({ ok: true as const, dates: ['2026-03-10'] }),
    exportActivity: async () => ({ ok: true as const, content: 'a,b\n', rows: 1, days: 1 }),
    exportActivityRules: async () => ({ ok: true as const, content: '{}', count: 2 }),
  } as unknown as ActivityPersonFacade;
}

async function activityLines(i18n: I18n): Promise<string[]> {
  const facts = (enabled: boolean, over: object = {}) => ({ i18n, person: activityPerson(enabled, over), now: NOW, cwd: FOLDER, home: FOLDER });
  const lines: string[] = [];
  for (const [enabled, over] of [[true, {}], [false, {}], [true, { held: 'HELD-WHY' }], [true, { pausedUntil: at('2026-03-10T23:00:00Z') }], [true, { pausedUntil: NOW + 60 * MIN }], [true, { state: 'away', note: null }], [true, { state: 'unavailable', cannot: 'HELD-WHY' }]] as const) {
    lines.push(...(await runActivity({ verb: 'status' }, facts(enabled, over))).lines);
  }
  for (const verb of ['on', 'off', 'resume'] as const) for (const enabled of [true, false]) lines.push(...(await runActivity({ verb }, facts(enabled, { pausedUntil: NOW }))).lines);
  lines.push(...(await runActivity({ verb: 'pause', until: 'day' }, facts(true))).lines);
  for (const range of ['today', 'week', 'all'] as const) lines.push(...(await runActivity({ verb: 'delete', range }, facts(true))).lines);
  for (const typed of ['export --from 2026-03-01 --to 2026-03-02 --output record.csv', 'rules export --output rules.json', 'rules import missing.json']) {
    const action = activityFileAction(typed.split(' '), i18n);
    assert.ok(action !== undefined && !('refuse' in action), typed);
    lines.push(...(await runActivity(action, facts(true))).lines);
  }
  for (const typed of ['export --from 2026-03-02', 'export --from 2026-03-02 --to 2026-03-01', 'export --to', 'export --bogus', 'rules', 'rules import', 'rules import a b', 'export --from 2026-03-01 --to 2026-03-02 --format xml', 'rules export --force']) {
    const action = activityFileAction(typed.split(' '), i18n);
    lines.push(action !== undefined && 'refuse' in action ? action.refuse : '');
  }
  lines.push(...(await runActivity({ verb: 'status' }, { ...facts(true), person: { snapshot: () => ({}) as Snapshot } as unknown as ActivityPersonFacade })).lines);
  return lines;
}

/** Every area's lines in the words of `i18n` (the files written are removed first: each run writes them anew). */
async function areas(i18n: I18n): Promise<Record<string, string[]>> {
  for (const f of ['sheet.csv', 'record.csv', 'rules.json']) rmSync(join(FOLDER, f), { force: true });
  return {
    gaps: gapLines(i18n),
    todos: todoLines(i18n),
    calendars: await calendarLines(i18n),
    accounts: await accountLines(i18n),
    export: await exportLines(i18n),
    round: await roundLines(i18n),
    activity: await activityLines(i18n),
  };
}

test('en-XA: the lines of gaps, to-dos, calendars, accounts, export, round and the activity record hold no English outside the catalog', async () => {
  const said = await areas(wordsFor('en-XA'));
  for (const [area, lines] of Object.entries(said)) {
    // A line of data alone (a project's name over its to-dos) holds none; the rest are the catalog's.
    assert.ok(lines.filter((l) => l.includes('⟦')).length >= 5, `${area}: the catalog's texts were printed:\n${lines.join('\n')}`);
    assert.deepEqual(lines.map((l) => [l, untranslated(l)]).filter(([, left]) => left !== ''), [], `${area}: lines with English no catalog gave (the line, then what is left of it)`);
  }
});

test('the check finds English: the same lines in English fail it, in every area', async () => {
  const said = await areas(wordsFor('en'));
  for (const [area, lines] of Object.entries(said)) assert.ok(lines.filter((l) => untranslated(l) !== '').length >= 3, `${area}:\n${lines.join('\n')}`);
  assert.ok(said.round!.includes('Nothing was changed: run it again with --yes to store these.'), said.round!.join('\n'));
});

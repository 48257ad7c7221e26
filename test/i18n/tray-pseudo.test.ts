// The tray menu and the notifications in the pseudo-locale: every word a person reads there
// comes from a catalog. A label passes when, with its bracketed catalog texts and the
// person's own data (project names, entries) taken out, no letter is left: English that
// skipped the catalog shows as plain letters.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { trayModel, type TrayInput, type TrayMenuItem } from '../../main/core/views/tray-model.ts';
import { statusLine } from '../../main/core/views/status-line.ts';
import { idleNotification } from '../../main/core/attention/idle-notification.ts';
import { stillWorkingNotification } from '../../main/core/attention/still-working-notification.ts';
import { reminderNotification } from '../../main/core/attention/reminder-policy.ts';
import { budgetNoticeText } from '../../main/core/attention/budget-notice.ts';
import { targetNoticeText } from '../../main/core/attention/target-notice.ts';
import { breakOverNotification, focusOverNotification } from '../../main/core/attention/focus-rhythm.ts';
import { notSavedNotification, undoNotification } from '../../main/core/views/not-saved.ts';
import { budgetProgress } from '../../main/core/views/budget-view.ts';
import { wordsFor } from '../../main/i18n/words.ts';
import type { NotificationRequest } from '../../main/core/ports.ts';
import { entryView } from '../support/entry-view.ts';
import { syncOk, trayInput } from '../support/tray-input.ts';
import { accountRow, accountsPanel } from '../support/accounts-panel.ts';
import type { ActivitySnapshot, DayTargetView, GapView } from '../../main/core/snapshot.ts';

const NOW = Date.parse('2025-11-20T15:00:00.000Z');
const SIGNED_IN = { state: 'signed_in', baseUrl: 'https://svc.test', accountId: 'acme', email: 'ann@acme.test', userId: 4, userName: 'Ann', role: 'regular' } as const;
const SIGNED_OUT = { state: 'signed_out', reason: null, authAttemptsLeft: null, authWrongLeft: null, limits: [] } as const;
const PSEUDO = wordsFor('en-XA');
/** The person's data in these inputs: shown as it is in every language. */
const DATA = ['Website redesign: header fixes', 'Website redesign', 'Docs', 'header fixes', 'Acme', 'Studio', 'Home', 'Edit an entry (9:12)'];

/** What is left of a text that no catalog gave: '' when every letter is bracketed or data. */
function untranslated(text: string): string {
  let rest = text;
  // Innermost first: a catalog text may hold another (the focus phase in its line).
  for (let before = ''; before !== rest; ) [before, rest] = [rest, rest.replace(/⟦[^⟦⟧]*⟧/g, ' ')];
  for (const d of DATA) rest = rest.split(d).join(' ');
  return /\p{L}/u.test(rest) ? rest.trim() : '';
}

function labels(items: readonly TrayMenuItem[]): string[] {
  return items.flatMap((i) => (i.type === 'separator' ? [] : [i.label, ...labels(i.submenu ?? [])]));
}

function english(texts: readonly string[]): string[] {
  return texts.filter((t) => untranslated(t) !== '');
}

const running = entryView('e1', { projectId: 1, description: 'header fixes', runningSince: NOW - 25 * 60_000 });
const docs = entryView('e2', { projectId: 2, projectName: 'Docs', timeStart: '08:00:00', timeEnd: '08:30:00' });

const gap = (from: string, to: string, kind: GapView['kind']): GapView => {
  const start = Date.parse(`2025-11-20T${from}:00Z`);
  const end = Date.parse(`2025-11-20T${to}:00Z`);
  return { date: '2025-11-20', start, end, seconds: (end - start) / 1000, kind, awaySeconds: kind === 'away' ? (end - start) / 1000 : 0 };
};
const GAPS = [gap('10:00', '11:30', 'present'), gap('12:00', '12:45', 'away')];
function activity(state: ActivitySnapshot['state'], pausedUntil: number | null = null): ActivitySnapshot {
  return { state, pausedUntil, held: null, cannot: null, note: null, where: '/tmp/activity', keepDays: 30, today: { date: '2025-11-20', stretches: [], apps: [] }, fills: [], rules: [], question: null };
}
const ROWS = [
  accountRow('main', 'Acme', { todaySeconds: 7200 }),
  accountRow('a1b2c3d4e', 'Studio', { todaySeconds: 4200, queued: 3 }),
  accountRow('a99999999', 'Home', { session: 'signed_out', queued: 2 }),
];
const REFUSED = { id: 'r1', what: 'Edit an entry (9:12)', why: 'The service refused it.', at: NOW - 1000, fields: {}, refusal: { code: 'entry_locked' } };

const TARGET: DayTargetView = {
  date: '2025-11-20', workingDay: true, targetSeconds: 8 * 3600, doneSeconds: 3600, leftSeconds: 7 * 3600, hoursFrom: 'settings', daysFrom: 'settings', workDays: [1, 2, 3, 4, 5],
  week: { start: '2025-11-17', end: '2025-11-23', workingDays: 5, targetSeconds: 40 * 3600, doneSeconds: 9 * 3600, leftSeconds: 31 * 3600 },
};

const STATES: Readonly<Record<string, TrayInput>> = {
  'signed out': trayInput(SIGNED_OUT, syncOk(NOW), { language: 'en-XA' }),
  'signed out with work queued': trayInput(SIGNED_OUT, { ...syncOk(NOW), state: 'signed_out', queued: 2 }, { language: 'en-XA' }),
  'nothing running': trayInput(SIGNED_IN, syncOk(NOW), { language: 'en-XA', recent: [docs], todayEntries: [docs] }),
  'a timer running, away, still working, offline, a restart to update': trayInput(SIGNED_IN, { ...syncOk(NOW), state: 'offline', queued: 1 }, {
    language: 'en-XA',
    running,
    todayEntries: [running, docs],
    recent: [running, docs],
    idle: { detection: 'on', prompt: { since: NOW - 40 * 60_000, until: NOW - 5 * 60_000, entryKey: 'e1', reason: 'idle' }, stillWorking: { entryKey: 'e1', endOfDayAt: NOW - 60 * 60_000, lastActiveAt: NOW - 30 * 60_000 } },
    update: { version: '1.2.0', how: 'restart', releaseUrl: null },
    focus: { phase: 'focus', status: 'running', endsAt: NOW + 12 * 60_000, leftSeconds: 720, sessionsDone: 1 },
  }),
  'several accounts, gaps to fill, the activity record, a refused change': trayInput(SIGNED_IN, syncOk(NOW), {
    language: 'en-XA',
    running,
    todayEntries: [running, docs],
    recent: [running, docs],
    accounts: accountsPanel(ROWS, 'main', { key: 'main', projectName: 'Website redesign' }),
    timeline: { today: { date: '2025-11-20', windows: [], away: [], gaps: GAPS }, largestGaps: GAPS, week: [] },
    activity: activity('on'),
    notSaved: [REFUSED, { ...REFUSED, id: 'r2' }],
  }),
  'a day with a target, the activity record paused for today, one refused change': trayInput(SIGNED_IN, syncOk(NOW), {
    language: 'en-XA',
    target: TARGET,
    activity: activity('paused', Date.parse('2025-11-21T00:00:00Z')),
    notSaved: [REFUSED],
  }),
  'the request limit reached': trayInput(SIGNED_IN, { ...syncOk(NOW), state: 'rate_limited', queued: 3, resumesAt: NOW + 3_600_000 }, { language: 'en-XA' }),
};

for (const [name, input] of Object.entries(STATES)) {
  for (const platform of ['linux', 'darwin'] as const) {
    test(`the tray in the pseudo-locale, ${name} (${platform}): no English in the menu or the tooltip`, () => {
      const model = trayModel(input, NOW, platform);
      assert.deepEqual(english(labels(model.menu)), []);
      // The tooltip is cut at Windows' 127 characters with an ellipsis, on purpose: its last
      // line may be a catalog text cut short, its lines are the menu's, whole there.
      assert.deepEqual(english(model.tooltip.replace(/⟦[^⟦⟧]*…$/, '').split('\n')), []);
      // The status bars' line says what the tray says, in its words.
      const bar = statusLine(input, NOW);
      assert.deepEqual(english([bar.text, ...bar.json.tooltip.replace(/⟦[^⟦⟧]*…$/m, '').split('\n')]), []);
    });
  }
}

test('the states above reach every part of the menu: gaps, accounts, the activity record, refusals, to-dos, the away question', () => {
  const ids = (items: readonly TrayMenuItem[]): string[] => items.flatMap((i) => [i.id, ...ids(i.submenu ?? [])]);
  const seen = new Set(Object.values(STATES).flatMap((input) => ids(trayModel(input, NOW, 'linux').menu)));
  for (const id of ['gap:', 'gap-quick:', 'accounts', 'account-add', 'account:a99999999', 'activity-pause', 'activity-pause-hour', 'activity-resume', 'not-saved', 'todos', 'todos-open', 'idle-prompt', 'still-working', 'still-stop-activity', 'focus-status', 'update-restart', 'sign-in', 'sign-out', 'today-account:main']) {
    assert.ok([...seen].some((s) => s === id || (id.endsWith(':') && s.startsWith(id))), `${id} in ${[...seen].join(', ')}`);
  }
});

test("the day's target in the Today line and the bars' line, in the language's words", () => {
  const input = STATES['a day with a target, the activity record paused for today, one refused change']!;
  const today = trayModel(input, NOW, 'linux').menu.find((i) => i.id === 'today-total')!.label;
  assert.match(today, /ļéƒţ/, today);
  assert.match(statusLine(input, NOW).text, /ļéƒţ/);
  assert.match(trayModel({ ...input, language: 'de' }, NOW, 'linux').menu.find((i) => i.id === 'today-total')!.label, /^Heute: 0:00 von 8:00, noch 8:00$/);
});

test('the check itself fails on the same tray in English', () => {
  const model = trayModel({ ...STATES['nothing running']!, language: 'en' }, NOW, 'linux');
  assert.ok(english(labels(model.menu)).includes('Start timer…'));
});

function notificationTexts(n: NotificationRequest): string[] {
  return [n.title, n.body, ...n.actions.map((a) => a.label)];
}

test('the notifications in the pseudo-locale: titles, bodies and buttons', () => {
  const notes = [
    ...(['idle', 'lock', 'suspend'] as const).map((reason) => idleNotification({ since: NOW - 40 * 60_000, until: NOW, entryKey: 'e1', reason }, 'Website redesign', 0, 'h23', PSEUDO)),
    stillWorkingNotification({ entryKey: 'e1', endOfDayAt: NOW - 3_600_000, lastActiveAt: NOW - 1_800_000 }, 'Website redesign', NOW, 0, 'h23', PSEUDO),
    reminderNotification(null, PSEUDO),
    reminderNotification({ projectName: 'Website redesign', taskName: null, description: 'header fixes' }, PSEUDO),
  ];
  const FOCUS = { enabled: true, focusMinutes: 25, shortBreakMinutes: 1, longBreakMinutes: 15, longBreakEvery: 4, stopOnBreak: true };
  const entry = { key: 'e1', projectId: 1, taskId: null, description: 'header fixes', projectName: 'Website redesign', taskName: null };
  notes.push(
    focusOverNotification(1, FOCUS, PSEUDO),
    focusOverNotification(4, { ...FOCUS, stopOnBreak: false }, PSEUDO),
    breakOverNotification('short', entry, PSEUDO),
    breakOverNotification('long', null, PSEUDO),
    notSavedNotification({ id: 'r1', what: 'Edit an entry (9:12)', why: "⟦the engine's words⟧" }, PSEUDO),
    // Undo's title is the engine's sentence of the change: its words are converted with the engine's.
    undoNotification({ words: "⟦the engine's words⟧", until: NOW + 8000, at: NOW }, PSEUDO),
    undoNotification({ words: "⟦the engine's words⟧", until: NOW, at: NOW }, PSEUDO),
  );
  const project = { id: 4, name: 'Website redesign' };
  const notices = [
    ...(['near', 'full'] as const).map((t) => budgetNoticeText(budgetProgress(project, { by: 'billing', amount: 5000, progressPercent: t === 'near' ? 82 : 100 }, 0), t, PSEUDO)),
    budgetNoticeText(budgetProgress(project, { by: 'time', amount: 40, progressPercent: 80 }, 0), 'near', PSEUDO),
    budgetNoticeText(budgetProgress(project, { by: 'time', amount: 40, progressPercent: 100 }, 900), 'full', PSEUDO),
    budgetNoticeText(budgetProgress(project, { by: 'time', amount: 40, progressPercent: 100 }, 0), 'full', PSEUDO),
    targetNoticeText('reached', { targetSeconds: 8 * 3600, doneSeconds: 8 * 3600 }, PSEUDO),
    targetNoticeText('passed', { targetSeconds: 8 * 3600, doneSeconds: 9 * 3600 }, PSEUDO),
  ];
  assert.deepEqual(english([...notes.flatMap(notificationTexts), ...notices.flatMap((n) => [n.title, n.body])]), []);
  assert.ok(english(notificationTexts(reminderNotification(null, wordsFor('en')))).length > 0, 'English is found');
});

test('German, as a person reads it: the menu and a notification', () => {
  const model = trayModel({ ...STATES['nothing running']!, language: 'de' }, NOW, 'linux');
  const all = labels(model.menu);
  for (const label of ['Kein Timer läuft', 'Timer starten…', 'Stundenzettel exportieren…', 'Einstellungen…', 'Stint beenden', 'Alle Änderungen synchronisiert']) assert.ok(all.includes(label), `${label} in ${all.join(' | ')}`);
  const offline = trayModel({ ...STATES['a timer running, away, still working, offline, a restart to update']!, language: 'de' }, NOW, 'linux');
  assert.ok(labels(offline.menu).includes('Offline: 1 Aktion wartet auf Synchronisierung'));
  assert.equal(idleNotification({ since: NOW - 40 * 60_000, until: NOW, entryKey: 'e1', reason: 'lock' }, 'Docs', 0, 'h23', wordsFor('de')).body, 'Docs lief seit 14:20 weiter, während der Bildschirm gesperrt war.');
  // Each language places its own preposition around when the day ended (endOfDay.*).
  const yesterday = { entryKey: 'e1', endOfDayAt: Date.parse('2025-11-19T17:00:00Z'), lastActiveAt: null };
  const still = trayModel({ ...STATES['nothing running']!, language: 'de', idle: { detection: 'on', prompt: null, stillWorking: yesterday } }, NOW, 'linux').menu;
  assert.deepEqual(
    still.filter((i) => i.id.startsWith('still-')).map((i) => i.label),
    ['Noch bei der Arbeit? Der Arbeitstag endete gestern um 17:00', 'gestern um 17:00 stoppen', 'Weiterlaufen lassen'],
  );
  const today = stillWorkingNotification({ ...yesterday, endOfDayAt: Date.parse('2025-11-20T14:00:00Z') }, 'Docs', NOW, 0, 'h23', wordsFor('fr'));
  assert.equal(today.body, 'Docs tourne toujours\u00a0; votre journée de travail a pris fin à 14:00.');
  assert.equal(today.actions[0]!.label, 'Arrêter à 14:00');
});

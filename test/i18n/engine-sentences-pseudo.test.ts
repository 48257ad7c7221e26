// The engine's last English sentences through main's catalog (issue 72): what a settings file
// could not give, calendars, the activity record and its review, the timesheet's words and the
// platform's, each function called with the pseudo-locale's words (en-XA): no letter outside a
// ⟦catalog text⟧ but the data handed in. The same calls in English fail the same check (so it
// can tell), and German reads as a person of the trade says it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { droppedProblem, unreadableProblem } from '../../main/core/settings/settings-problems.ts';
import { salvage } from '../../main/core/settings/settings-lists.ts';
import { readSettings } from '../../main/core/settings/settings.ts';
import { settingsKeptAsideNotice } from '../../main/core/settings/settings-kept-aside.ts';
import { ruleWords } from '../../main/core/timesheets/rule-words.ts';
import type { RoundingRule } from '../../main/core/timesheets/rounding-rule.ts';
import { buildSheet } from '../../main/core/timesheets/sheet.ts';
import { sheetToText } from '../../main/core/timesheets/sheet-text.ts';
import { planRounding } from '../../main/core/timesheets/round-plan.ts';
import { roundingView } from '../../main/core/accounts/timesheets-view.ts';
import type { DetailedReportRow } from '../../main/api/types.ts';
import { entry } from '../core/timesheets/fixtures.ts';
import { PersonDayReview } from '../../main/core/accounts/person-day-review.ts';
import type { Language } from '../../main/i18n/languages.ts';
import { snapshot } from '../cli/fixture.ts';
import { KeytarSecretStore, type KeytarApi } from '../../main/platform/node/keytar-secret-store.ts';
import { lostWords } from '../../main/platform/node/data-folder-lock.ts';
import { narrowedWords } from '../../main/platform/node/private-folder.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CalendarBook } from '../../main/core/calendar/calendar-book.ts';
import { readAddress } from '../../main/core/calendar/calendar-address.ts';
import { FileDurableStore } from '../../main/platform/node/file-durable-store.ts';
import { MemorySecretStore } from '../../main/platform/node/memory-secret-store.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { ActivityFiles, importWords, readProblem } from '../../main/core/accounts/person-activity-files.ts';
import { TimesheetExport } from '../../main/core/accounts/person-export.ts';
import { EngineHarness } from '../core/support/engine-harness.ts';
import { dryRunText, type DryRun } from '../../main/core/activity/rule-dry-run.ts';
import { readRulesFile } from '../../main/core/activity/rules-file.ts';
import { nothingToFill } from '../../main/core/calendar/event-fills.ts';
import { wordsFor, type I18n } from '../../main/i18n/words.ts';
import { untranslated } from './support/untranslated.ts';
import { INITIAL_FOCUS_STATE, focusChoiceRefusal } from '../../main/core/attention/focus-rhythm.ts';
import { DEFAULT_SETTINGS } from '../../main/core/settings/settings-schema.ts';

const XA = wordsFor('en-XA');
const EN = wordsFor('en');
const DE = wordsFor('de');

/** A settings file a person edited by hand: a blank app, a list too long, a day 9, windows that overlap, a theme no version knows. */
const STORED = {
  version: 1,
  theme: 'mauve',
  workingHours: { days: [1, 9, 2], windows: [{ start: '09:00', end: '12:00' }, { start: '25:00', end: '26:00' }] },
  target: { workDays: [1, 1] },
  activity: {
    excludedApps: ['Signal', ' ', 5, 'x'.repeat(201)],
    excludedTitles: ['*a*', '***', ...Array.from({ length: 200 }, (_, i) => `*x${i}*`)],
    rewrites: [{ pattern: '*a*', replacement: 'a' }, { pattern: '**', replacement: 'b' }, 'z', { pattern: '*b*', replacement: 'y'.repeat(201) }],
    keepDays: 'forever',
  },
};

/** The settings' sentences for `STORED`, in the words of `i18n`. */
function settingsSentences(i18n: I18n): string[] {
  const read = readSettings(STORED, () => i18n);
  const list = salvage('activity.excludedApps', ['Signal', ''], i18n)!;
  return [
    ...read.problems.map((p) => p.message),
    droppedProblem(list.dropped[0]!, i18n).message,
    unreadableProblem('theme', 'SCHEMA-WHY', i18n).message,
    settingsKeptAsideNotice({ keptAt: '/home/ada/.config/Stint/config.json.damaged', reason: 'JSON-ERROR' }, i18n),
  ];
}

/** The data: the schema's reasons come from the catalog too (settings-check-words.ts). */
const SETTINGS_DATA = ['/home/ada/.config/Stint/config.json.damaged', 'JSON-ERROR', 'SCHEMA-WHY'];

test('settings problems and the kept-aside notice: every word from the catalog', () => {
  const lines = settingsSentences(XA);
  assert.ok(lines.length >= 9, lines.join('\n'));
  for (const line of lines) assert.equal(untranslated(line, SETTINGS_DATA), '', line);
  assert.ok(settingsSentences(EN).every((line) => untranslated(line, SETTINGS_DATA) !== ''), 'the English fails the check');
});

test('settings problems in German, as read and at the engine', () => {
  const read = readSettings(STORED, () => DE);
  const apps = read.problems.find((p) => p.field === 'activity.excludedApps')!;
  assert.equal(
    apps.message,
    '3 Einträge von „Nie aufgezeichnete Anwendungen“ wurden verworfen: Nr. 2 (leer); Nr. 3 (kein Text); Nr. 4 (länger als 200 Zeichen). Der Rest der Liste ist in Gebrauch; die Einstellungsdatei behält die Liste unverändert, bis Sie sie in den Einstellungen speichern.',
  );
  assert.match(read.problems.find((p) => p.field === 'activity.keepDays')!.message, /^„Aufbewahrte Tage“ konnte nicht wie gespeichert gelesen werden \(.*\)\. Das Aktivitätsprotokoll ist angehalten/);
  assert.match(readSettings(STORED).problems.find((p) => p.field === 'activity.excludedApps')!.message, /^3 entries of 'Applications never recorded' were dropped: the 2nd \(blank\); the 3rd/, 'English without words given');
});

const RULES: readonly RoundingRule[] = (['entry', 'day'] as const).flatMap((scope) =>
  (['up', 'down', 'nearest'] as const).map((direction) => ({ scope, direction, to: 15, minimum: scope === 'entry' ? 30 : null })),
);

/** A report row of 2026-02-04 from `start` holding `seconds` (the service's shape). */
function row(id: number, start: string, seconds: number, fields: Partial<Record<keyof DetailedReportRow, unknown>> = {}): DetailedReportRow {
  const [h, m] = start.split(':').map(Number);
  const from = h! * 3600 + m! * 60;
  const hms = (s: number) => [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60].map((n) => String(n).padStart(2, '0')).join(':');
  return {
    id, project_id: 3, user_id: 1, date_execution: '2026-02-04', time_start: hms(from), time_end: hms((from + seconds) % 86_400), time_total: hms(seconds), stopwatch_active: 0,
    customer_id: 2, customer_name: 'Acme', project_name: 'Website', task_id: null, task_name: null, description: 'Design', is_billable: true, billable_net_amount: 10,
    is_locked: false, permissions: { can_modify_locked: false }, ...fields,
  } as DetailedReportRow;
}

/** The timesheet's words in `i18n`: each rule, a sheet as text (grouped by customer, task and week, billed beside tracked), the rounding's reasons, the rules as Settings lists them. */
function timesheetSentences(i18n: I18n): string[] {
  const up: RoundingRule = { scope: 'entry', direction: 'up', to: 15, minimum: null };
  const entries = [entry({ id: 1, tracked: 1000, customerId: null, taskId: null, taskName: '', description: 'Design' })];
  const sheet = buildSheet({ entries, filters: new Map(), rules: new Map([['studio', { account: up, customers: new Map(), projects: new Map() }]]), groupBy: ['customer', 'task', 'week'], weekStartsOn: 1, currencies: new Map(), i18n });
  const rows = [
    row(1, '08:00', 600, { stopwatch_active: 1 }),
    row(2, '09:00', 3000),
    row(3, '09:55', 900, { description: '' }),
    row(4, '15:00', 600, { is_locked: true }),
    row(5, '23:50', 300),
  ];
  const plan = planRounding({ account: 'Acme', rows, book: { account: up, customers: new Map(), projects: new Map() }, hourCycle: 'h23', i18n });
  const view = roundingView({ account: RULES[0], customers: { 2: RULES[3] }, projects: { 3: RULES[1] } }, 'Acme', [], i18n);
  return [
    ...RULES.map((r) => ruleWords(r, i18n)),
    ...sheetToText(sheet, { title: '', durations: 'clock', entries: false, amounts: false, currencies: new Map(), i18n }).split('\n'),
    ...plan.left.map((l) => l.words),
    ...plan.changes.map((c) => c.name),
    ...(view.state === 'rules' ? view.words : [`not read: ${JSON.stringify(view)}`]),
  ];
}

const SHEET_DATA = ['Design', 'Website', '2026-11-16', '2026-02-04'];

test('the timesheet and rounding words: every word from the catalog', () => {
  const lines = timesheetSentences(XA).filter((l) => l !== '');
  assert.ok(lines.length >= 14, lines.join('\n'));
  for (const line of lines) assert.equal(untranslated(line, SHEET_DATA), '', line);
  const english = timesheetSentences(EN).filter((l) => l !== '' && untranslated(l, SHEET_DATA) === '');
  assert.deepEqual(english, [], 'the English fails the check');
});

test('the timesheet and rounding words in German', () => {
  const de = timesheetSentences(DE);
  assert.equal(de[0], 'Jeder Eintrag auf volle 15 Minuten aufgerundet, jeder Eintrag mindestens 30 Minuten');
  assert.equal(de[4], 'Die Tagessumme auf volle 15 Minuten abgerundet');
  assert.ok(de.includes('Gesamt  0:16 erfasst · 0:30 abgerechnet'), de.join('\n'));
  assert.ok(de.includes('Kein Kunde  0:16 erfasst · 0:30 abgerechnet'), de.join('\n'));
  assert.ok(de.includes('„Design“ am 2026-02-04 um 08:00 läuft: Der Eintrag behält seine erfasste Zeit. Stoppen Sie ihn und wenden Sie die Rundung dann erneut an.'), de.join('\n'));
  assert.equal(ruleWords(RULES[0]!), 'Each entry rounded up to 15 minutes, each entry at least 30 minutes', 'English as it was');
  assert.equal(ruleWords({ scope: 'day', direction: 'nearest', to: 1, minimum: null }), "The day's total rounded to the nearest 1 minute");
});

/** The review of a day's record refusing, in `language`: a day mistyped, one to come, one not kept, one not open, nothing selected. */
async function reviewRefusals(language: Language): Promise<string[]> {
  const merged = snapshot({ language, today: '2026-03-10' });
  const review = new PersonDayReview(
    () => ({ day: async () => [], dates: async () => ['2026-03-09'], todayNow: () => [] }),
    { merged: () => merged, named: () => [{ key: 'a', name: 'Studio', snapshot: merged }], inUseKey: () => 'a', now: () => Date.parse('2026-03-10T10:00:00Z'),
      showWeek: async () => ({ ok: true }), bookIn: async () => ({ ok: true, entryKey: 'e1', entryKeys: ['e1'] }), changed: () => {} },
  );
  const said = (r: { ok: boolean; message?: string; fields?: Record<string, string> }): string[] => (r.ok ? ['accepted'] : [r.message!, ...Object.values(r.fields ?? {})]);
  const lines = [...said(await review.openDay('9 March')), ...said(await review.openDay('2026-03-11')), ...said(await review.openDay('2026-02-01'))];
  lines.push(...said(review.preview({ date: '2026-03-09', starts: [] })));
  lines.push(...said(await review.book({ date: '2026-03-09', starts: [], projectId: 1 })));
  await review.openDay('2026-03-10');
  lines.push(...said(review.preview({ date: '2026-03-10', starts: [] })), ...said(review.preview({ date: '2026-03-10', starts: [5] })));
  return lines;
}

test("the review of a day's record: its refusals from the catalog, in German as a person reads them", async () => {
  const xa = await reviewRefusals('en-XA');
  assert.equal(xa.length, 14, xa.join('\n'));
  for (const line of xa) assert.equal(untranslated(line, ['2026-03-11', '2026-03-09', '2026-03-10', 'YYYY-MM-DD']), '', line);
  const de = await reviewRefusals('de');
  assert.equal(de[2], 'Der 2026-03-11 ist noch nicht gekommen: Es gibt nichts Aufgezeichnetes durchzusehen.');
  assert.equal(de[10], 'Wählen Sie zuerst die zu buchenden Abschnitte aus.');
  assert.equal((await reviewRefusals('en'))[6], '2026-03-09 is not the day open for review: open it first.', 'English as it was');
});

/** A keychain whose every call fails with `error` (keytar's own English, the detail kept apart). */
const failing = (error: string): KeytarApi => {
  const fail = async (): Promise<never> => {
    throw new Error(error);
  };
  return { getPassword: fail, setPassword: fail, deletePassword: fail };
};

/** The platform's words a person reads: the keychain's name and why it did not keep the session, a lost lock, a folder made private. */
async function platformSentences(i18n: I18n): Promise<string[]> {
  const lines: string[] = [];
  for (const platform of ['darwin', 'win32', 'linux', 'aix'] as const) {
    for (const error of ['Cannot autolaunch D-Bus without X11', 'Cannot create an item in a locked collection', 'Cannot find module keytar.node']) {
      const store = new KeytarSecretStore({ keytar: failing(error), platform, i18n });
      lines.push(store.description);
      for (const call of [store.get(), store.set('s'), store.delete()]) lines.push(await call.then(() => 'kept', (e: unknown) => (e as Error).message));
    }
  }
  const holders = [null, { pid: null, hostname: null }, { pid: 42, hostname: 'other' }] as const;
  lines.push(...holders.map((h) => lostWords('/home/ada/.stint', h, 'h', i18n)));
  lines.push(narrowedWords('/home/ada/.stint', { narrowed: 1 }, i18n)!, narrowedWords('/home/ada/.stint', { narrowed: 1200 }, i18n)!);
  return lines;
}

const PLATFORM_DATA = ['/home/ada/.stint', 'stint.lock.owner.json', 'libsecret-1-0', 'apt install', 'GNOME Keyring', 'KWallet', 'Secret Service', 'macOS', 'Windows', 'Linux', 'pid', 'other', 'Stint'];

test("the platform's words: the keychain's name and refusals, a lost lock, a folder made private, from the catalog", async () => {
  const xa = await platformSentences(XA);
  assert.ok(xa.length >= 50, String(xa.length));
  for (const line of xa) assert.equal(untranslated(line, PLATFORM_DATA), '', line);
  const en = await platformSentences(EN);
  assert.ok(en.every((l) => untranslated(l, PLATFORM_DATA) !== ''), 'the English fails the check');
  const de = await platformSentences(DE);
  assert.ok(de.includes('Schlüsselbund von macOS hat sich geweigert, die Sitzung von Stint zu lesen. Prüfen Sie, ob der Schlüsselbund entsperrt ist, und starten Sie Stint dann neu.'), de.join('\n'));
  assert.equal(de.at(-1), 'Stint hat seinen Datenordner privat gemacht: /home/ada/.stint war für andere Benutzer dieses Computers lesbar (1200 Ordner und Dateien eingeschränkt); jetzt nur noch für Sie.');
});

/** The calendars' refusals in `i18n`: each address refused, a colour, a file where none is read, a calendar or a remembered event gone. Nothing is fetched. */
async function calendarRefusals(i18n: I18n): Promise<string[]> {
  const addresses = ['', 'not an address', 'ftp://cal.example.org/a.ics', 'http://cal.example.org/a.ics', 'https://ada:pw@cal.example.org/a.ics', '/home/ada/work.txt', 'file://server/work.ics', 'file:///%E0.ics'];
  const lines = addresses.map((a) => {
    const r = readAddress(a, i18n);
    return r.ok ? `read: ${a}` : r.message;
  });
  const dir = mkdtempSync(join(tmpdir(), 'stint-calendar-words-'));
  const book = await CalendarBook.open({
    clock: new ManualClock(Date.parse('2026-03-09T07:00:00Z')), durable: new FileDurableStore(join(dir, 'durable')), secrets: new MemorySecretStore(),
    fetch: () => Promise.reject(new Error('no request is expected')), logger: { log: () => {}, redact: () => {} }, words: () => i18n,
  });
  try {
    const said = (r: { ok: boolean; message?: string }) => (r.ok ? 'accepted' : r.message!);
    lines.push(said(await book.add({ address: 'https://cal.example.org/a.ics', colour: 'teal-ish' })), said(await book.add({ address: '/home/ada/work.ics' })));
    lines.push(said(await book.remove('c1')), said(await book.rename('c1', 'Work')), said(await book.refresh('c1')), said(await book.forgetRule('r1')));
    // Why a fill from an event took nothing: to come, outside working hours, just begun, all tracked; untitled.
    const now = Date.parse('2026-03-09T10:00:00Z');
    const fills: readonly [number, boolean][] = [[now + 60_000, false], [now - 3_600_000, false], [now - 10_000, true], [now - 3_600_000, true]];
    lines.push(...fills.map(([start, anyTime]) => nothingToFill({ title: '', start }, anyTime, now, i18n)));
  } finally {
    await book.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}

test("the calendars' refusals: every word from the catalog, German as a person reads them", async () => {
  const xa = await calendarRefusals(XA);
  assert.equal(xa.length, 18, xa.join('\n'));
  const data = ['https://', 'webcal://', 'http://', '.ics', 'iCalendar', 'https', '#3b82f6', 'Stint'];
  for (const line of xa) assert.equal(untranslated(line, data), '', line);
  assert.ok((await calendarRefusals(EN)).every((l) => untranslated(l, data) !== ''), 'the English fails the check');
  const de = await calendarRefusals(DE);
  assert.equal(de[8], 'Wählen Sie eine Farbe wie #3b82f6.');
  assert.equal(de[10], 'Dieser Kalender ist nicht mehr in der Liste.');
});

/** A rules file refused whole, and each way a rule in it is refused. */
function rulesFileSentences(i18n: I18n): string[] {
  const accounts = [{ key: 'main', name: 'Studio', projects: new Set([3]) }];
  const match = { app: 'Figma', title: null };
  const rule = (fields: Record<string, unknown>) => ({ match, account: { key: 'main', name: 'Studio' }, projectId: 3, ...fields });
  const file = (rules: unknown[]) => JSON.stringify({ stint: 'activity-rules', rules });
  const whole = ['{', JSON.stringify({ rules: [] }), file(Array.from({ length: 1001 }, () => rule({})))].map((t) => readRulesFile(t, accounts, i18n));
  const each = readRulesFile(file([5, rule({ account: 5 }), rule({ account: { name: 'Home' } }), rule({ account: {} }), rule({ projectId: 'x' }), rule({ projectId: 9 }), rule({ taskId: 'x' }), rule({ description: 7 })]), accounts, i18n);
  return [...whole.map((r) => (r.ok ? 'read' : r.message)), ...(each.ok ? each.refused.map((r) => r.why) : [each.message])];
}

/** A rule's dry run: nothing, some booked, one day or several not read. */
const dryRuns: readonly DryRun[] = [
  { seconds: 0, days: 0, bookedSeconds: 0, unchecked: [], perDay: [] },
  { seconds: 24_000, days: 9, bookedSeconds: 4200, unchecked: [], perDay: [] },
  { seconds: 3600, days: 1, bookedSeconds: 0, unchecked: ['2026-11-16'], perDay: [] },
  { seconds: 3600, days: 2, bookedSeconds: 0, unchecked: ['2026-11-16', '2026-11-18'], perDay: [] },
];

/** The activity record's files and the export without the app: what a run without dialogs says, an empty record, a rules file refused, an import's count. */
async function fileSentences(i18n: I18n): Promise<string[]> {
  const person = {
    exportActivity: async () => ({ ok: true as const, content: '', rows: 0, days: 0 }),
    exportActivityRules: async () => ({ ok: true as const, content: '', count: 0 }),
    importActivityRules: async () => ({ ok: true as const }),
  };
  const bare = new ActivityFiles(person, null, null, () => i18n);
  const noFile = new TimesheetExport({ timesheet: async () => ({ ok: false, message: 'X', accounts: [], problems: [] }), timesheetCost: async () => [] }, null, () => '', () => 'en-US', () => i18n);
  const said = (r: { message: string }) => r.message;
  return [
    said(await bare.saveActivityRecord({ from: '2026-11-16', to: '2026-11-18', format: 'csv' })),
    said(await bare.saveActivityRules()),
    said(await bare.importActivityRulesFile()),
    said(await noFile.copyTimesheet({ from: '2026-11-16', to: '2026-11-18', groupBy: [], rounding: false })),
    readProblem('/home/ada/rules.json', { ok: false, problem: 'missing', detail: '' }, i18n),
    readProblem('/home/ada/rules.json', { ok: false, problem: 'too_large', detail: '5 MB' }, i18n),
    readProblem('/home/ada/rules.json', { ok: false, problem: 'unreadable', detail: 'EACCES' }, i18n),
    importWords(3, 1, [{ n: 4, why: 'WHY' }], i18n),
    importWords(1, 0, [], i18n),
    ...dryRuns.map((r) => dryRunText(r, i18n)),
    ...rulesFileSentences(i18n),
  ];
}

test("the activity record's files and the export without the app: every word from the catalog", async () => {
  const data = ['2026-11-16', '2026-11-18', '/home/ada/rules.json', '5 MB', 'EACCES', 'WHY', 'Stint', 'Studio', 'Home', 'projectId', 'taskId', 'description', '"account": {"key", "name"}', '"stint": "activity-rules"', '"rules"', 'JSON'];
  const xa = await fileSentences(XA);
  for (const line of xa) assert.equal(untranslated(line, data), '', line);
  assert.ok((await fileSentences(EN)).every((l) => untranslated(l, data) !== ''), 'the English fails the check');
  assert.equal((await fileSentences(DE))[0], 'Nichts wurde gespeichert: Das Protokoll enthält nichts aus 2026-11-16 bis 2026-11-18 (nach Ihren Ausschlüssen).');
});

test('the engine says a setting it could not read, and a field it refuses, in the language in use: the system\'s German, then the pseudo-locale chosen in Settings', async (t) => {
  const h = await EngineHarness.start({ now: '2026-03-10T12:00:00Z', languages: ['de-DE'] });
  t.after(() => h.close());
  // A hand-edited file: a theme no version knows, kept in the store as it is.
  h.ports.settings.write({ ...(h.ports.settings.read() as Record<string, unknown>), theme: 'mauve' });
  assert.ok((await h.stint.updateSettings({ launchAtLogin: false })).ok);
  assert.match(h.stint.snapshot().settingsProblems?.[0]?.message ?? '', /^„Design“ konnte nicht wie gespeichert gelesen werden \(muss system, light oder dark sein\)\. Der Standardwert gilt/);
  const refused = await h.stint.updateSettings({ focus: { focusMinutes: 200 } });
  assert.deepEqual(refused.ok ? {} : refused.fields, { 'focus.focusMinutes': 'muss eine ganze Zahl von Minuten von 5 bis 180 sein' });
  assert.ok((await h.stint.updateSettings({ language: 'en-XA' })).ok);
  const said = h.stint.snapshot().settingsProblems?.[0]?.message ?? '';
  assert.equal(untranslated(said), '', said);
  const again = await h.stint.updateSettings({ focus: { focusMinutes: 200 } });
  assert.equal(untranslated(again.ok ? 'accepted' : again.fields['focus.focusMinutes'] ?? 'no field'), '');
});

test("the focus rhythm's refusals of a late answer come from the catalog; in German as said", () => {
  const on = { ...DEFAULT_SETTINGS.focus, enabled: true };
  const off = { ...on, enabled: false };
  const said = (i18n: I18n) => [focusChoiceRefusal(INITIAL_FOCUS_STATE, 'continue', off, i18n), focusChoiceRefusal(INITIAL_FOCUS_STATE, 'continue', on, i18n), focusChoiceRefusal(INITIAL_FOCUS_STATE, 'take_break', on, i18n)];
  for (const text of said(XA)) assert.equal(untranslated(text!), '', text!);
  for (const text of said(EN)) assert.notEqual(untranslated(text!), '', `English is caught: ${text}`);
  assert.deepEqual(said(DE), [
    'Fokuszeiten sind ausgeschaltet: Schalten Sie sie in den Einstellungen ein.',
    'Es läuft keine Pause, nach der es weitergehen könnte.',
    'Gerade ist keine Fokuszeit zu Ende gegangen: Es gibt nichts zu beantworten.',
  ]);
});

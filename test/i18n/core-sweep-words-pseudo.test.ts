// The last English sentences of main/core and the command line come from main's catalog
// (issue 72): the accounts' refusals, an account's name checked, what removing an account
// drops, a stop owed, the switch notification, a fill whose account went, the to-dos' scarce
// requests, a rule book that cannot be read, the sheet's refusals and rows left out, the
// rounding input refused and the command line's refusals. Each function called with the
// pseudo-locale (en-XA): no letter outside a ⟦catalog text⟧ but the data handed in; the same
// calls in English fail the check (so it can tell); German compared exactly, one an area.
// The accounts layer is driven once on the real engine, its language changed in Settings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { DetailedReportRow } from '../../main/api/types.ts';
import { wordsFor, type I18n } from '../../main/i18n/words.ts';
import type { Language } from '../../main/i18n/languages.ts';
import { labelProblem, type AccountList } from '../../main/core/accounts/account-list.ts';
import { changedWords, removalQuestion, unconfirmedWords, type RemovalInput } from '../../main/core/accounts/removal-question.ts';
import { stillRunsWords } from '../../main/core/accounts/owed-stops.ts';
import { SwitchNotice, switchStartsWords } from '../../main/core/accounts/switch-notice.ts';
import { fillParts } from '../../main/core/accounts/fill-parts.ts';
import { buildTodosView } from '../../main/core/views/todo-view.ts';
import { readRuleBook } from '../../main/core/timesheets/rounding-rule.ts';
import { sheetOfAccounts } from '../../main/core/timesheets/sheet-of-accounts.ts';
import { readRoundingInput } from '../../main/core/commands/round-ops.ts';
import { runTrayAction, type TrayActionDeps } from '../../main/core/views/tray-menu-actions.ts';
import { COMMANDS, parseLine } from '../../main/cli/commands.ts';
import type { CommandResult, Stint } from '../../main/core/stint-api.ts';
import type { NotificationRequest, Notifier } from '../../main/core/ports.ts';
import { EngineHarness } from '../core/support/engine-harness.ts';
import { untranslated } from './support/untranslated.ts';

const XA = wordsFor('en-XA');
const EN = wordsFor('en');
const DE = wordsFor('de');

/** What each area says, and the data handed in that may stand outside a catalog text. */
interface Area {
  readonly texts: string[];
  readonly data: readonly string[];
}

const studio: RemovalInput = { name: 'Studio', first: false, signedIn: true, queued: [], timer: null };
const timer = (start: 'sent' | 'queued' | 'unconfirmed') => ({ title: 'Brand Refresh', start });

function accountWords(i18n: I18n): Area {
  const list: AccountList = { accounts: [{ key: 'main', label: 'Studio' }] };
  const inputs: RemovalInput[] = [
    studio,
    { ...studio, first: true },
    { ...studio, signedIn: false, timer: timer('sent') },
    { ...studio, first: true, signedIn: false },
    { ...studio, timer: timer('sent') },
    { ...studio, queued: ['QUEUED-1'], timer: timer('sent') },
    { ...studio, queued: ['QUEUED-1', 'QUEUED-2'] },
  ];
  const texts = [
    ...['', 'x'.repeat(41), 'studio'].map((label) => labelProblem(list, label, i18n)!),
    ...inputs.flatMap((input) => {
      const q = removalQuestion(input, i18n);
      return [q.words, q.confirm];
    }),
    changedWords(inputs[5]!, i18n),
    unconfirmedWords(inputs[6]!, i18n),
    ...(['sent', 'queued', 'unconfirmed'] as const).map((start) => stillRunsWords('Studio', start, i18n)),
  ];
  return { texts, data: ['Studio', 'Brand Refresh', 'QUEUED-1', 'QUEUED-2', 'x'.repeat(41)] };
}

/** The switch notification as a notifier is handed it, and a fill whose account went or whose second part was refused. */
async function switchAndFillWords(i18n: I18n): Promise<Area> {
  const shown: NotificationRequest[] = [];
  const notifier = { show: (n: NotificationRequest) => void shown.push(n), close: () => {}, onAction: () => () => {} } as unknown as Notifier;
  const notice = new SwitchNotice(() => notifier, () => {}, () => i18n);
  notice.update({ ruleId: 'r1', since: 1, text: 'QUESTION', description: 'Logo sketches' } as Parameters<SwitchNotice['update']>[0], 'main');
  notice.close();
  const note = shown[0]!;
  let calls = 0;
  const refusedSecond = { fillGap: (): Promise<CommandResult> => Promise.resolve(++calls === 1 ? { ok: true } : { ok: false, message: 'REFUSED', fields: {} }) } as unknown as Stint;
  const parts = [
    { start: 1, end: 2 },
    { start: 3, end: 4 },
  ];
  const work = { projectId: 1, taskId: null, description: '' };
  const gone = await fillParts({ inUse: () => refusedSecond, account: () => undefined }, parts, { ...work, accountKey: 'gone' }, i18n);
  const then = await fillParts({ inUse: () => refusedSecond, account: () => undefined }, parts, work, i18n);
  const said = [gone.result, then.result].map((r) => (r.ok ? '' : r.message));
  return {
    texts: [switchStartsWords('', i18n), note.body ?? '', ...(note.actions ?? []).map((a: { label: string }) => a.label), ...said],
    data: ['QUESTION', 'Logo sketches', 'REFUSED'],
  };
}

const row = (fields: Partial<Record<keyof DetailedReportRow, unknown>> = {}): DetailedReportRow =>
  ({ id: 41, project_id: 3, user_id: 1, date_execution: '2026-11-18', time_start: '09:15:00', time_end: '11:47:30', time_total: '02:32:30', stopwatch_active: 0, stopwatch_date_start: null, customer_id: 2, customer_name: 'Acme', project_name: 'Website', task_id: 7, task_name: 'Design', description: 'Landing page', is_billable: true, billable_net_amount: 190.63, ...fields }) as DetailedReportRow;

/** A rule book that cannot be read (every problem), the sheet refused for it, rows left out, the rounding input refused, the to-dos' scarce requests. */
function timesheetWords(i18n: I18n): Area {
  const book = readRuleBook({ account: { to: 20, minimum: 0, extra: 1 }, customers: { x: {}, 4: 5 }, projects: 7, teams: {} }, 'Studio', i18n);
  const otherBook = readRuleBook({ customers: 8, projects: { y: {}, 9: 6 } }, 'Studio', i18n);
  const notObject = readRuleBook(3, 'Studio', i18n);
  const options = { filters: new Map(), groupBy: [], weekStartsOn: 1, i18n };
  const refused = sheetOfAccounts([{ account: 'Studio', rows: [], rounding: { projects: 7 }, currency: null }], { ...options, rounding: true });
  const built = sheetOfAccounts([{ account: 'Studio', rows: [row({ time_total: '2h' }), row({ id: 42, billable_net_amount: '12,5' }), row({ id: 43, stopwatch_active: 1 })], rounding: null, currency: null }], { ...options, rounding: false });
  const seen = { date: '2026-03-10', timeStart: '09:00:00', totalSeconds: 60 };
  const asked = (id: number, seconds: number) => ({ id, seen, seconds, name: 'NAME' });
  const rounding = [null, { entries: [{ id: 1 }] }, { entries: [asked(4, 90_000)] }, { entries: [asked(4, 60), asked(4, 90)] }].map((input) => readRoundingInput(input, i18n) as string);
  const todos = buildTodosView({ open: [], done: [], requiredTask: () => false, readAt: 1, reading: false, failure: null, tight: true, i18n }).message!;
  return {
    texts: [
      ...(book.ok ? [] : book.problems),
      ...(otherBook.ok ? [] : otherBook.problems),
      ...(notObject.ok ? [] : notObject.problems),
      ...(refused.ok ? [] : refused.problems),
      ...(built.ok ? built.problems : []),
      ...rounding,
      todos,
    ],
    data: ['Studio', 'teams', 'extra', '"x"', '"y"', '12,5', '2h', 'HH:MM:SS'],
  };
}

/** The command line's refusals that were English, each as the parser says it (with the command's usage, typed). */
function commandLineWords(i18n: I18n): Area {
  const lines = [
    'edit #1 --description "" ',
    'edit #1 --description a --description b',
    'edit #1 --description a --clear-description',
    'edit #1 9:00 10:00 --end 11:00',
    'calendar add a b --name x',
    'calendar add https://example.com/a.ics --name',
    'calendar add https://example.com/a.ics --name a --name b',
    'calendar add https://example.com/a.ics --colour red',
    'calendar add https://example.com/a.ics --colour #000000 --colour #ffffff',
    'calendar add https://example.com/a.ics --size 3',
    'activity pause week',
    'activity delete',
    'activity delete month',
    'activity on now',
    'activity dance',
    'activity pause hour more',
  ];
  const texts = lines.map((line) => {
    const r = parseLine(line, i18n);
    assert.equal(r.ok, false, line);
    return r.ok ? '' : r.message;
  });
  const typed = Object.values(COMMANDS).map((c) => c.usage);
  return { texts, data: [...typed, 'week', 'month', 'now', 'dance', 'more', 'pause', 'hour', '--size', '--description', '--end', '--name', '--colour', 'on'] };
}

/** A tray command a one-account facade cannot carry out. */
async function trayWords(language: Language): Promise<Area> {
  const stint = { snapshot: () => ({ language }) } as unknown as TrayActionDeps['stint'];
  const deps = { stint, showWindow: () => {}, openUrl: () => {}, quit: () => {}, logger: { log: () => {} }, tell: () => {} } as unknown as TrayActionDeps;
  const texts: string[] = [];
  for (const action of [{ kind: 'fill-event', eventKey: 'k' }, { kind: 'activity-pause', choice: 'hour' }, { kind: 'use-account', accountKey: 'a1' }] as const) {
    const r = await runTrayAction(action as Parameters<typeof runTrayAction>[0], deps);
    if (!r.ok) texts.push(r.message);
  }
  return { texts, data: [] };
}

/** The accounts layer's own refusals on the real engine, said in `language` once Settings chose it. */
async function hubWords(h: EngineHarness, language: Language): Promise<Area> {
  const hub = h.hub!;
  assert.ok((await hub.updateSettings({ language })).ok);
  const said = [
    await hub.stop(),
    await hub.rename('nobody', 'Other'),
    await hub.add({ label: ' ', baseUrl: h.sim.baseUrl, email: 'x@example.com', password: 'p', accountId: 'x' }),
    await hub.add({ label: 'Again', baseUrl: h.sim.baseUrl, email: h.stint.snapshot().session.state === 'signed_in' ? (h.stint.snapshot().session as { email: string }).email : '', password: 'p', accountId: 'demo' }),
    await hub.setTimesheets({ accountKey: 'main', rounding: { account: 7 } }),
  ];
  const texts = said.map((r) => (r.ok ? '' : r.message));
  const name = h.hub!.snapshot().accounts.find((a) => a.key === 'main')?.name ?? 'main';
  return { texts, data: [name, 'main', 'Other'] };
}

async function allWords(language: Language, h: EngineHarness): Promise<Area[]> {
  const i18n = wordsFor(language);
  return [accountWords(i18n), await switchAndFillWords(i18n), timesheetWords(i18n), commandLineWords(i18n), await trayWords(language), await hubWords(h, language)];
}

test('the accounts, the switch notice, fills, the to-dos, rule books, the sheet, rounding input and the command line: every sentence from the catalog in the pseudo-locale; English caught by the same check; German as a person reads it', async () => {
  const h = await EngineHarness.start({ accounts: true });
  try {
    await h.signIn();
    const xa = await allWords('en-XA', h);
    let count = 0;
    for (const area of xa) {
      for (const text of area.texts) {
        assert.notEqual(text, '', 'every call said something');
        assert.equal(untranslated(text, area.data), '', text);
        count++;
      }
    }
    assert.ok(count >= 70, `${count} sentences checked`);
    const en = await allWords('en', h);
    for (const [i, area] of en.entries()) {
      assert.equal(area.texts.length, xa[i]!.texts.length, 'the same sentences in English');
      for (const text of area.texts) assert.notEqual(untranslated(text, area.data), '', `English is caught: ${text}`);
    }
    assert.deepEqual(en[5]!.texts, [
      'No timer is running.',
      'There is no such account.',
      'Give the account a name, such as the client it is for.',
      'This account is already here as demo.',
      'The rounding rules were not saved: The rounding rule for account demo is unreadable: it should be an object with scope, direction and to (it is 7).',
    ]);

    const de = await allWords('de', h);
    assert.equal(de[5]!.texts[0], 'Es läuft kein Timer.');
    assert.equal(de[5]!.texts[1], 'Dieses Konto gibt es nicht.');
    assert.equal(removalQuestion({ ...studio, queued: ['Stop um 10:00'] }, DE).confirm, 'Studio entfernen und seine Aktion verwerfen');
    assert.equal(switchStartsWords('Logo', DE), 'Wechseln startet den Timer mit „Logo“.');
    assert.ok(de[2]!.texts.includes('Die Rundungsregeln des Kontos Studio sind nicht lesbar: Sie sollten ein Objekt sein (sie sind 3).'), de[2]!.texts.join('\n'));
    assert.ok(de[2]!.texts.includes('Anfragen sind heute knapp, daher liest Stint Ihre Aufgaben nicht von selbst neu: Klicken Sie auf Aktualisieren, um sie jetzt zu lesen.'));
    assert.match(de[3]!.texts[3]!, /^Geben Sie die Zeiten oder --end an, nicht beides\. \(Aufruf: edit /);
  } finally {
    await h.close();
  }
});

test('a removal question keeps its id across languages: the same loss asked in German is confirmed in English', () => {
  const input = { ...studio, queued: ['QUEUED-1'] };
  assert.equal(removalQuestion(input, DE).id, removalQuestion(input, EN).id);
  assert.equal(removalQuestion(input, XA).id, removalQuestion(input, EN).id);
  assert.notEqual(removalQuestion({ ...input, queued: ['QUEUED-1', 'QUEUED-2'] }, DE).id, removalQuestion(input, DE).id);
});

// The engine's last English through main's catalog (issue 72): what a calendar service or file
// answered, the checks of a setting's value, a rule's match refused, and where the session is
// kept when no keychain keeps it. Each path is driven with the pseudo-locale's words (en-XA):
// no letter outside a ⟦catalog text⟧ (a value handed in sits inside its sentence's brackets).
// The same calls in English fail the same check (so it can tell); German, one sentence an area,
// as a person of the trade reads it. No network, no wall clock: fetches are answered in memory,
// and a time limit is reached by a signal already aborted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchCalendar, type CalendarFetchOptions } from '../../main/core/calendar/calendar-fetch.ts';
import { parseCalendar } from '../../main/core/calendar/calendar-parse.ts';
import { eventsBetween } from '../../main/core/calendar/calendar-occurrences.ts';
import { CalendarBook } from '../../main/core/calendar/calendar-book.ts';
import { nodeCalendarFiles, readCalendarFile } from '../../main/platform/node/calendar-file.ts';
import { FileDurableStore } from '../../main/platform/node/file-durable-store.ts';
import { MemorySecretStore } from '../../main/platform/node/memory-secret-store.ts';
import { chooseSecretStore } from '../../main/platform/node/secret-store-choice.ts';
import { FIELD_NAMES, validateField } from '../../main/core/settings/settings-schema.ts';
import { checkPatch } from '../../main/core/settings/settings.ts';
import { matchProblems, readMatch, type ActivityMatch } from '../../main/core/activity/activity-rules.ts';
import { ActivityRuleBook } from '../../main/core/activity/activity-rule-book.ts';
import type { DurableStore, FetchLike } from '../../main/core/ports.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { wordsFor, type I18n } from '../../main/i18n/words.ts';
import { untranslated } from './support/untranslated.ts';

const XA = wordsFor('en-XA');
const EN = wordsFor('en');
const DE = wordsFor('de');

const ADDRESS = 'https://cal.example.org/secret-41b8/work.ics';

/** Every pseudo-locale line is the catalog's, and every English one is caught by the same check. */
function fromCatalog(xa: readonly string[], en: readonly string[]): void {
  for (const line of xa) assert.equal(untranslated(line), '', line);
  assert.deepEqual(en.filter((line) => untranslated(line) === ''), [], 'the English fails the check');
}

/** A fetch that answers every request with what `answer` makes of it. */
const answering = (answer: (url: string) => Response): FetchLike => async (url) => answer(url);

/** The failure's sentence of one read, or what it read instead. */
async function failureOf(fetch: FetchLike, url: string, opts: CalendarFetchOptions): Promise<string> {
  const r = await fetchCalendar(fetch, url, null, opts);
  return r.kind === 'failed' ? r.message : `read: ${r.kind}`;
}

const ics = (...lines: string[]): string => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Stint//Tests//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const event = (uid: string, ...lines: string[]): string[] => ['BEGIN:VEVENT', `UID:${uid}`, `SUMMARY:${uid}`, ...lines, 'END:VEVENT'];

/** What a calendar service or file answered, in the words of `i18n`: every sentence the reading of a calendar says. */
async function calendarSentences(i18n: I18n): Promise<string[]> {
  const lines: string[] = [];
  for (const readsAgain of [true, false]) {
    const opts = { i18n, readsAgain };
    for (const status of [401, 404, 503, 418]) lines.push(await failureOf(answering(() => new Response('no', { status })), ADDRESS, opts));
    const stopped = new AbortController();
    stopped.abort();
    lines.push(await failureOf(() => new Promise<Response>(() => {}), ADDRESS, { ...opts, signal: stopped.signal }));
    lines.push(await failureOf(() => Promise.reject(new Error('ECONNREFUSED')), ADDRESS, opts));
  }
  const opts = { i18n };
  const redirect = (location: string | null) => answering(() => new Response(null, { status: 302, headers: location === null ? {} : { location } }));
  lines.push(await failureOf(redirect('https://cal.example.org/again.ics'), ADDRESS, { ...opts, maxRedirects: 1 }));
  lines.push(await failureOf(redirect(null), ADDRESS, opts));
  lines.push(await failureOf(redirect('http://elsewhere.example.org/a.ics'), ADDRESS, opts));
  lines.push(await failureOf(redirect('https://192.168.1.20/a.ics'), ADDRESS, opts));
  lines.push(await failureOf(answering(() => new Response('')), 'http://cal.example.org/a.ics', opts));
  for (const body of ['', '<!doctype html><title>Sign in</title>', 'Not a calendar at all']) lines.push(await failureOf(answering(() => new Response(body)), ADDRESS, opts));
  lines.push(await failureOf(answering(() => new Response('x'.repeat(50), { headers: { 'content-length': '50' } })), ADDRESS, { ...opts, maxBytes: 10 }));

  const refused = (text: string, maxBytes?: number): string => {
    const r = parseCalendar(text, { i18n, ...(maxBytes === undefined ? {} : { maxBytes }) });
    return r.ok ? 'read' : r.error.message;
  };
  lines.push(refused('x'.repeat(50), 10), refused(''), refused('{"calendar": []}'), refused('<html></html>'), refused('Not a calendar'), refused('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n'));
  const parsed = parseCalendar(
    ics(
      ...event('bad-start', 'DTSTART:yesterday'),
      ...event('zone', 'DTSTART;TZID=Mars/Olympus_Mons:20260310T090000'),
      ...event('no-start'),
      ...event('second', 'DTSTART:20260310T090000Z', 'RRULE:FREQ=SECONDLY'),
      ...event('thirty', 'DTSTART:20260310T090000Z', 'RRULE:FREQ=SECONDLY;INTERVAL=30'),
      ...event('several', 'DTSTART:20260310T090000Z', 'RRULE:FREQ=MINUTELY;BYSECOND=0,30'),
      ...event('never', 'DTSTART:20260101T090000Z', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'),
      ...event('weekly', 'DTSTART:20260101T090000Z', 'RRULE:FREQ=WEEKLY'),
    ),
    { i18n },
  );
  assert.ok(parsed.ok);
  lines.push(...parsed.calendar.unreadable.map((p) => p.message));
  // A day with no work to spare: each series left out of it. (A rule that never matches takes
  // 50,000 steps, a second, to be found out: calendar-problems.test.ts says it in English.)
  const read = eventsBetween(parsed.calendar, Date.parse('2026-03-01T00:00:00Z'), Date.parse('2026-03-02T00:00:00Z'), { selfEmails: [], i18n, workPerDay: 1 });
  lines.push(...read.problems.slice(parsed.calendar.unreadable.length).map((p) => p.message));

  const dir = mkdtempSync(join(tmpdir(), 'stint-last-words-'));
  try {
    writeFileSync(join(dir, 'big.ics'), 'x'.repeat(50));
    for (const [path, max] of [[join(dir, 'gone.ics'), 100], [dir, 100], [join(dir, 'big.ics'), 10], ['/dev/null', 100]] as const) {
      const r = await readCalendarFile(path, max, i18n);
      lines.push(r.ok ? `read: ${path}` : r.message);
    }
    // At Add: a file gone, read through the files port in the book's words; a service down,
    // said without the promise of another read, and that nothing was added.
    const book = await CalendarBook.open({
      clock: new ManualClock(Date.parse('2026-03-09T07:00:00Z')), durable: new FileDurableStore(join(dir, 'durable')), secrets: new MemorySecretStore(), files: nodeCalendarFiles,
      fetch: answering(() => new Response('down', { status: 503 })), logger: { log: () => {}, redact: () => {} }, words: () => i18n,
    });
    try {
      for (const address of [join(dir, 'nowhere.ics'), ADDRESS]) {
        const r = await book.add({ address });
        lines.push(r.ok ? 'added' : r.message);
      }
    } finally {
      await book.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}

test('what a calendar service or file answered: every sentence from the catalog; German as a person reads it', async () => {
  const xa = await calendarSentences(XA);
  assert.equal(xa.length, 41, xa.join('\n'));
  const en = await calendarSentences(EN);
  fromCatalog(xa, en);
  assert.ok(en.includes('The calendar service is having trouble (status 503); Stint tries again later.'), 'English as it was');
  assert.equal(en.at(-1), 'The calendar service is having trouble (status 503). The calendar was not added: add it again once it answers.', 'English as it was');
  const de = await calendarSentences(DE);
  assert.equal(de.at(-1), 'Der Kalenderdienst hat Probleme (Status 503). Der Kalender wurde nicht hinzugefügt: Fügen Sie ihn erneut hinzu, sobald er antwortet.');
});

/** Every check of a setting's value refusing, and a patch refused whole or in part, in the words of `i18n`. */
function settingsChecks(i18n: I18n): string[] {
  const lines = FIELD_NAMES.flatMap((name) => Object.values(validateField(name, '', 'strict', { i18n })));
  const windows = [{ start: '25:00', end: '24:01' }, { start: '10:00', end: '09:00' }, { start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }, 5];
  lines.push(...Object.values(validateField('workingHours', { days: [9], windows, extra: 1 }, 'strict', { i18n })));
  lines.push(...Object.values(validateField('workingHours', { days: [1], windows: Array.from({ length: 13 }, () => ({ start: '09:00', end: '10:00' })) }, 'strict', { i18n })));
  lines.push(...Object.values(validateField('workingHours', {}, 'strict', { i18n })));
  for (const patch of [5, { token: 'x' }, { installId: 'abcdefgh' }, { bogus: 1 }, { idle: 5 }]) {
    const r = checkPatch(patch, i18n);
    lines.push(...(r.ok ? ['accepted'] : Object.values(r.errors)));
  }
  return lines;
}

test("the checks of a setting's value and a patch's refusals: every word from the catalog; German as said", () => {
  const xa = settingsChecks(XA);
  assert.ok(xa.length >= FIELD_NAMES.length + 12, String(xa.length));
  fromCatalog(xa, settingsChecks(EN));
  assert.deepEqual(validateField('idle.thresholdMinutes', 0, 'strict', { i18n: DE }), { 'idle.thresholdMinutes': 'muss eine ganze Zahl von Minuten von 1 bis 120 sein' });
  assert.deepEqual(validateField('idle.thresholdMinutes', 0, 'strict'), { 'idle.thresholdMinutes': 'must be a whole number of minutes from 1 to 120' }, 'English as it was');
});

/** A rule's match refused each way, read from a file refused, and a rule gone, in the words of `i18n`. */
async function ruleRefusals(i18n: I18n): Promise<string[]> {
  const m = (fields: Partial<ActivityMatch>): ActivityMatch => ({ app: null, title: null, ...fields });
  const matches = [
    m({}), m({ app: ' ' }), m({ title: '***' }), m({ title: 'x'.repeat(201) }), m({ allWords: [] }), m({ anyWords: Array.from({ length: 21 }, (_, i) => `w${i}`) }),
    m({ allWords: ['de-sign'] }), m({ domain: 'https://github.com/acme' }), m({ regex: '(a' }), m({ regex: '.*' }), m({ regex: 'a'.repeat(201) }),
  ];
  const lines = matches.flatMap((match) => Object.values(matchProblems(match, i18n)));
  for (const stored of [5, { app: 5 }, { allWords: 'design' }, { title: '' }]) {
    const r = readMatch(stored, i18n);
    lines.push('problem' in r ? r.problem : 'read');
  }
  const durable: DurableStore = { read: async () => ({ status: 'missing' }), write: async () => {}, delete: async () => {} };
  const book = new ActivityRuleBook(durable, () => {});
  const gone = await book.update('r00000001', {}, i18n);
  lines.push(gone.ok ? 'updated' : gone.message);
  const refused = await book.add(m({ title: '*' }), { accountKey: 'main', projectId: 1, taskId: null, description: null }, i18n);
  lines.push(...(refused.ok ? ['added'] : Object.values(refused.fields)));
  return lines;
}

test("a rule's match refused: every word from the catalog; German as said", async () => {
  const xa = await ruleRefusals(XA);
  assert.equal(xa.length, 17, xa.join('\n'));
  const en = await ruleRefusals(EN);
  fromCatalog(xa, en);
  assert.equal(en[2], 'The title pattern must hold some text besides *: it would match every window.', 'English as it was');
  assert.equal((await ruleRefusals(DE))[2], 'Das Feld „Titelmuster“ muss außer * noch etwas Text enthalten: Es würde auf jedes Fenster passen.');
});

test('where the session is kept when no keychain keeps it: from the catalog; German as said', async () => {
  const said = async (i18n: I18n) => (await chooseSecretStore({ keychain: null, i18n })).store.description;
  const xa = await said(XA);
  assert.equal(untranslated(xa), '', xa);
  assert.equal(await said(EN), 'memory only, until Stint quits: Stint was started without a keychain. You will sign in again next time.', 'English as it was');
  assert.equal(await said(DE), 'nur im Arbeitsspeicher, bis Stint beendet wird: Stint wurde ohne Schlüsselbund gestartet. Sie melden sich beim nächsten Mal erneut an.');
});

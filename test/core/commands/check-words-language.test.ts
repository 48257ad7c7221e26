// The engine's own checks in the language in use (issue 72): a typed field refused, the
// question a typed time or length asks, a refusal before sending, a sign-in refused and its
// limits, in German as a person reads them and in the pseudo-locale with no letter outside a
// ⟦catalog text⟧ but the data given. The view's words decide (TrackerView `words`); without
// them the English stays as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planStop, planManual, type TrackerView } from '../../../main/core/commands/tracker.ts';
import { planRunningStart } from '../../../main/core/commands/running-start.ts';
import { planEntrySplit } from '../../../main/core/commands/entry-split.ts';
import { planGapFill } from '../../../main/core/commands/gap-fill.ts';
import { entryRefusal, overlapRefusal, projectRefusal } from '../../../main/core/commands/preflight.ts';
import type { SeenFields, UpdateOp } from '../../../main/core/commands/ops.ts';
import type { ServerEntry } from '../../../main/core/reads/server-entry.ts';
import type { EntryView } from '../../../main/core/snapshot.ts';
import { signInFailure, signInLimitLines, tokenGoneReason } from '../../../main/core/session/session-messages.ts';
import { ForbiddenError, UnauthenticatedError } from '../../../main/api/errors.ts';
import { classify } from '../../../main/core/commands/sender.ts';
import { readTypedTime } from '../../../main/core/time/typed-time.ts';
import { wordsFor, type I18n } from '../../../main/i18n/words.ts';

const DE = wordsFor('de');
const XA = wordsFor('en-XA');
const at = (iso: string): number => Date.parse(iso);
const NOW = at('2026-03-10T10:05:00Z');

const running: EntryView = {
  key: 'e1', id: 1, date: '2026-03-10', projectId: 1, projectName: 'Web', customerName: null, taskId: null, taskName: null,
  description: 'Spec', timeStart: '09:00:00', timeEnd: '09:00:00', totalSeconds: 0, runningSince: at('2026-03-10T09:00:00Z'), locked: false, pending: false,
};
const view = (words: I18n | undefined, entries: EntryView[] = []): TrackerView => ({
  now: NOW, offsetMinutes: 0, hourCycle: 'h23', locale: 'de-DE', entries, projects: [], tasks: {}, makeId: () => 'id', ...(words ? { words } : {}),
});
const refusedWith = (p: object): { message: string; fields: Record<string, string> } => {
  assert.ok('refuse' in p, JSON.stringify(p));
  return (p as { refuse: { message: string; fields: Record<string, string> } }).refuse;
};

/** What is left of a text no catalog gave: '' when every letter is in a ⟦catalog text⟧ or is `data`. */
function untranslated(text: string, data: readonly string[] = []): string {
  let rest = text;
  for (let before = ''; before !== rest; ) [before, rest] = [rest, rest.replace(/⟦[^⟦⟧]*⟧/g, ' ')];
  for (const d of data) rest = rest.split(d).join(' ');
  return /\p{L}/u.test(rest) ? rest.trim() : '';
}

/** The checks below, each worded by the view's (or the caller's) words. */
function checks(i18n: I18n | undefined): string[] {
  const t = view(i18n, [running]);
  const manual = refusedWith(planManual(t, { date: '2026-03-10', projectId: 0, taskId: null, description: '', start: '9:00', duration: '1.500' }));
  const seen: SeenFields = { date: '2026-03-10', timeStart: '09:00:00', timeEnd: '11:00:00', totalSeconds: 7200, projectId: 1, taskId: null, description: 'Spec', running: false };
  const copy: ServerEntry = { id: 7, userId: 1, date: '2026-03-10', projectId: 1, projectName: 'Web', customerName: null, taskId: null, taskName: null, description: 'Spec', timeStart: '09:00:00', timeEnd: '11:45:00', totalSeconds: 9900, running: false, stopwatchStartLocal: null, locked: false };
  const edit: UpdateOp = { kind: 'update', opId: 'o', at: 0, entry: { id: 7 }, description: 'Spec v2' };
  const words = i18n ?? wordsFor('en');
  const hits = [{ date: '2026-03-10', timeStart: '09:00:00', timeEnd: '10:00:00', totalSeconds: 3600, runningSince: null, description: 'Spec' }];
  return [
    refusedWith(planStop(view(i18n))).message,
    manual.message,
    ...Object.values(manual.fields),
    refusedWith(planRunningStart(t, { ago: '1.500' })).message,
    refusedWith(planRunningStart(t, { at: '25:00' })).message,
    refusedWith(planEntrySplit(t, { entryKey: 'e1', at: '08:00' })).message,
    refusedWith(planGapFill(t, { start: NOW + 60_000, end: NOW + 120_000, entryKey: 'e1' })).message,
    entryRefusal(edit, seen, copy, 'h23', words)!.message,
    projectRefusal(null, null, null, 12, words)!.message,
    overlapRefusal(hits, 'h23', words, 'split')!.message,
    signInFailure(new UnauthenticatedError('invalid', 'invalid_credentials', false, { method: 'POST', path: '/auth', status: 401, code: 'invalid_credentials' }), 0, 'h23', words).reason,
    ...signInLimitLines(3, 2, words),
    tokenGoneReason(new UnauthenticatedError('gone', 'token_invalid', true, { method: 'GET', path: '/me', status: 401, code: 'unauthenticated' }), 2, words),
    (readTypedTime('soon-ish', { now: NOW, offsetMinutes: 0, hourCycle: 'h23', words }, { kind: 'as-typed' }) as { message: string }).message,
    (classify(new ForbiddenError('Forbidden', { method: 'POST', path: '/time-entries/7', status: 403, code: 'forbidden' }), true, words) as { message: string }).message,
  ];
}

test('German: a typed field, the question of a typed length, a refusal before sending and a sign-in refused, as a person reads them', () => {
  const de = checks(DE);
  assert.equal(de[0], 'Es läuft kein Timer.');
  assert.equal(de[1], 'Prüfen Sie die markierten Felder.');
  assert.ok(de.includes('Wählen Sie ein Projekt.'), de.join('\n'));
  assert.ok(de.includes('„1.500“ lässt sich zweifach lesen. Für 1,5 Stunden (1:30) geben Sie 1:30 ein, für 1.500 Minuten (25:00) 1500m.'), de.join('\n'));
  assert.ok(de.includes('Wählen Sie eine Zeit nach dem Start dieses Timers (09:00).'), de.join('\n'));
  assert.ok(de.some((l) => l.startsWith('Er wurde im Web geändert, seit Stint ihn zeigte (Web: 09:00–11:45 (2:45); Ihrer: 09:00–11:00 (2:00))')), de.join('\n'));
  assert.ok(de.includes('Projekt 12 wurde inzwischen beim Dienst archiviert: Nichts von dieser Änderung wurde gesendet. Wählen Sie ein aktives Projekt'), de.join('\n'));
  assert.ok(de.includes('Nicht gespeichert: Sein zweiter Teil würde sich mit „Spec“ (09:00–10:00) überschneiden, das beim Teilen nicht da war'), de.join('\n'));
  assert.ok(de.includes('E-Mail-Adresse, Passwort oder Konto-ID sind falsch: Prüfen Sie sie und versuchen Sie es noch einmal.'), de.join('\n'));
  assert.ok(de.includes('Heute sind nur noch 3 Anmeldungen übrig.'), de.join('\n'));
  assert.ok(de.some((l) => l.endsWith('Melden Sie sich erneut an; Ihre 2 wartenden Aktionen bleiben erhalten.')), de.join('\n'));
  assert.equal(de.at(-1), 'Ihre Rolle beim Dienst erlaubt diese Änderung nicht.');
});

test('en-XA: every check is the catalog\'s; without the view\'s words, English as before, which the same check finds', () => {
  const pseudo = checks(XA);
  const data = ['Spec v2', 'Spec', '1.500', '1500m', '25:00', 'soon-ish'];
  assert.deepEqual(pseudo.map((l) => [l, untranslated(l, data)]).filter(([, left]) => left !== ''), []);
  const english = checks(undefined);
  assert.equal(english[0], 'No timer is running.');
  assert.ok(english.includes('"1.500" reads two ways. For 1,5 hours (1:30), type 1:30; for 1.500 minutes (25:00), type 1500m.'), english.join('\n'));
  assert.ok(english.filter((l) => untranslated(l, data) !== '').length === english.length, english.join('\n'));
});

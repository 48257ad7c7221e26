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
import { wordsFor, type I18n } from '../../main/i18n/words.ts';
import { untranslated } from './support/untranslated.ts';

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

/** The schema's own reasons (settings-schema.ts: said as the schema words them, not yet through the catalog) and the data. */
const SETTINGS_DATA = ['/home/ada/.config/Stint/config.json.damaged', 'JSON-ERROR', 'SCHEMA-WHY', 'must be system, light or dark', 'must be a whole number of days from 1 to 365', 'must end after it starts', 'HH:MM'];

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

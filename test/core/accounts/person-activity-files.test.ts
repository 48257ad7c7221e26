// The record's files from the window (issue 73, item 4) against fakes of the facade's three
// commands and of the dialogs: the facade's content is what is written, in the format asked,
// through the save dialog (asked to bring the window back at Settings); nothing in the range,
// no rules, or a range the engine refuses is said before any dialog opens; a cancel or a file
// already there writes nothing; an import says what it added and which rules it refused, and a
// file missing, too large or not a rules file is said with nothing imported.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ActivityFiles, MAX_RULES_FILE_BYTES, NO_FILE_PORTS, type OpenPorts, type TextRead } from '../../../main/core/accounts/person-activity-files.ts';
import type { ExportPorts, SaveChoice, SaveSuggestion } from '../../../main/core/accounts/person-export.ts';
import type { ActivityCommands, ActivityExportInput } from '../../../main/core/stint-api.ts';

const CSV = 'date,start,end,seconds,app,title,address\r\n2026-11-18,…\r\n';

function world(o: { rows?: number; refuse?: string; rules?: number; dialog?: SaveChoice | null; exists?: boolean; open?: string | null; read?: TextRead; importRefused?: string } = {}) {
  const asked: SaveSuggestion[] = [];
  const written: { path: string; text: string; replace: boolean }[] = [];
  const exported: ActivityExportInput[] = [];
  const imported: string[] = [];
  const reads: { path: string; max: number }[] = [];
  const person: Pick<ActivityCommands, 'exportActivity' | 'exportActivityRules' | 'importActivityRules'> = {
    exportActivity: async (input) => (exported.push(input), o.refuse ? { ok: false, message: o.refuse, fields: { from: o.refuse } } : { ok: true, content: CSV, rows: o.rows ?? 2, days: 1 }),
    exportActivityRules: async () => ({ ok: true, content: '{"stint":"activity-rules"}\n', count: o.rules ?? 2 }),
    importActivityRules: async (text) => (imported.push(text), o.importRefused ? { ok: false, message: o.importRefused, fields: {} } : { ok: true, added: 2, changed: 1, refused: [{ n: 4, why: 'Its projectId is not a project’s number.' }] }),
  };
  const save: ExportPorts = {
    chooseSavePath: async (s) => (asked.push(s), o.dialog === undefined ? { path: `/home/ada/${s.name}`, replaceConfirmed: false } : o.dialog),
    saveFile: async (path, bytes, replace) => (o.exists ? 'exists' : (written.push({ path, text: new TextDecoder().decode(bytes), replace }), 'saved')),
    copyText: async () => undefined,
    printPdf: null,
  };
  const open: OpenPorts = {
    chooseOpenPath: async () => (o.open === undefined ? '/home/ada/rules.json' : o.open),
    readText: async (path, max) => (reads.push({ path, max }), o.read ?? { ok: true, text: '{"rules":[]}' }),
  };
  return { files: new ActivityFiles(person, save, open), asked, written, exported, imported, reads };
}

test('the record of a range: the facade\'s content saved as asked, through the save dialog, and where it went said', async () => {
  const w = world();
  const input = { from: '2026-11-12', to: '2026-11-18', format: 'csv' } as const;
  assert.deepEqual(await w.files.saveActivityRecord(input), { ok: true, path: '/home/ada/activity 2026-11-12 to 2026-11-18.csv', message: 'Saved 2 stretches of 1 day to /home/ada/activity 2026-11-12 to 2026-11-18.csv.' });
  assert.deepEqual(w.exported, [input], 'the facade\'s own export, once');
  assert.deepEqual(w.asked, [{ name: 'activity 2026-11-12 to 2026-11-18.csv', format: 'csv', title: 'Save the activity record', screen: 'settings' }]);
  assert.deepEqual(w.written, [{ path: '/home/ada/activity 2026-11-12 to 2026-11-18.csv', text: CSV, replace: false }]);
});

test('nothing kept in the range, or a range refused: said, and no dialog opens', async () => {
  const empty = world({ rows: 0 });
  assert.deepEqual(await empty.files.saveActivityRecord({ from: '2026-11-18', to: '2026-11-18', format: 'json' }), { ok: false, message: 'Nothing was saved: the record keeps nothing from 2026-11-18 (after your exclusions).' });
  const refused = world({ refuse: 'The first day is after the last.' });
  assert.deepEqual(await refused.files.saveActivityRecord({ from: '2026-11-18', to: '2026-11-12', format: 'csv' }), { ok: false, message: 'The first day is after the last.' });
  assert.deepEqual([empty.asked, refused.asked, empty.written, refused.written], [[], [], [], []]);
});

test('a cancelled dialog or a file already there writes nothing, and says so', async () => {
  const cancelled = world({ dialog: null });
  assert.deepEqual(await cancelled.files.saveActivityRules(), { ok: false, cancelled: true, message: 'Not saved: no file was chosen.' });
  const there = world({ exists: true });
  const r = await there.files.saveActivityRules();
  assert.equal(r.ok, false);
  assert.match(r.message, /^Not saved: a file is already at \/home\/ada\/activity rules\.json, and Stint replaces one only when you say so\./);
  assert.deepEqual(await world({ rules: 0 }).files.saveActivityRules(), { ok: false, message: 'Nothing was saved: you have no rules yet.' });
});

test('rules imported from the file chosen: added, changed and the refused ones by place with why, in words', async () => {
  const w = world();
  assert.deepEqual(await w.files.importActivityRulesFile(), {
    ok: true,
    added: 2,
    changed: 1,
    refused: [{ n: 4, why: 'Its projectId is not a project’s number.' }],
    message: '2 rules added, 1 changed (the same match and account), 1 refused: rule 4: Its projectId is not a project’s number.',
  });
  assert.deepEqual(w.reads, [{ path: '/home/ada/rules.json', max: MAX_RULES_FILE_BYTES }]);
  assert.deepEqual(w.imported, ['{"rules":[]}']);
});

test('an import with no file chosen, a file missing, too large or not rules: said, nothing imported', async () => {
  assert.deepEqual(await world({ open: null }).files.importActivityRulesFile(), { ok: false, cancelled: true, message: 'Nothing was done: no file was chosen.' });
  const missing = world({ read: { ok: false, problem: 'missing', detail: 'ENOENT' } });
  assert.deepEqual(await missing.files.importActivityRulesFile(), { ok: false, message: 'There is no file /home/ada/rules.json: give a file that Export rules… wrote.' });
  const large = world({ read: { ok: false, problem: 'too_large', detail: '9000000 bytes' } });
  assert.deepEqual(await large.files.importActivityRulesFile(), { ok: false, message: '/home/ada/rules.json is 9000000 bytes, larger than a file of rules can be: give a file that Export rules… wrote.' });
  const notRules = world({ importRefused: 'The file is not JSON.' });
  assert.deepEqual(await notRules.files.importActivityRulesFile(), { ok: false, message: 'Nothing was imported from /home/ada/rules.json: The file is not JSON.' });
  assert.deepEqual([missing.imported, large.imported], [[], []]);
});

test('without dialogs (a run that is not the app): each says it needs the app', async () => {
  const bare = new ActivityFiles({ exportActivity: async () => ({ ok: true, content: CSV, rows: 1, days: 1 }), exportActivityRules: async () => ({ ok: true, content: '{}', count: 1 }), importActivityRules: async () => ({ ok: true }) }, null, null);
  assert.deepEqual(await bare.saveActivityRecord({ from: '2026-11-18', to: '2026-11-18', format: 'csv' }), { ok: false, message: NO_FILE_PORTS });
  assert.deepEqual(await bare.importActivityRulesFile(), { ok: false, message: NO_FILE_PORTS });
});

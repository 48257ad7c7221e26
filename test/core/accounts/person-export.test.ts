// The window's export (person-export.ts) with a recording timesheet read and recording ports:
// the preview says the cost before it reads, and reads nothing when every account refused; a
// Save or Copy after a preview of the same request uses the sheet shown (no second read);
// the dialog's cancel, a file already there unasked, a sheet short of an account, PDF where
// nothing prints and a run without ports are each said in words, nothing written.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { TimesheetExport, type ExportPorts, type SaveChoice } from '../../../main/core/accounts/person-export.ts';
import type { TimesheetCommands, TimesheetCostNote, TimesheetRequest, TimesheetResult } from '../../../main/core/accounts/person-timesheet.ts';
import { buildSheet } from '../../../main/core/timesheets/sheet.ts';
import type { RuleBook } from '../../../main/core/timesheets/rounding-rule.ts';
import { entry } from '../timesheets/fixtures.ts';

const REQUEST: TimesheetRequest = { from: '2026-10-01', to: '2026-10-31', groupBy: ['project'], rounding: true };

const ENTRIES = [
  entry({ projectName: 'Website', tracked: 3_725, description: '=HYPERLINK("x")' }),
  entry({ projectName: 'Website', tracked: 1_800, date: '2026-10-02' }),
  entry({ projectName: 'App', projectId: 11, tracked: 5_400, date: '2026-10-03' }),
];

function read(overrides: Partial<Extract<TimesheetResult, { ok: true }>> = {}): TimesheetResult {
  // Each entry rounded up to the quarter hour, as an account's rule would bill it.
  const rule: RuleBook = { account: { scope: 'entry', direction: 'up', to: 15, minimum: null }, customers: new Map(), projects: new Map() };
  const sheet = buildSheet({ entries: ENTRIES, filters: new Map(), rules: new Map([['studio', rule]]), groupBy: ['project'], weekStartsOn: 1, currencies: new Map() });
  return { ok: true, sheet, currencies: new Map(), style: 'clock', columns: null, accounts: [], problems: [], incomplete: false, ...overrides };
}

const COST_OK: TimesheetCostNote = { key: 'main', name: 'Studio', cost: { ok: true, requests: 1, entries: 3, spare: 40, keeps: 5, spent: 1, message: 'This export needs 1 request of Studio (3 entries); 40 are left today after the 5 the timer keeps.' } };
const COST_REFUSED: TimesheetCostNote = { key: 'main', name: 'Studio', cost: { ok: false, message: 'This export needs 3 requests of Studio (224 entries); none are left today after the 5 the timer keeps.', fields: {}, spent: 1 } };

function world(options: { cost?: TimesheetCostNote[] | string; result?: TimesheetResult; dialog?: (SaveChoice | null)[]; existing?: Set<string>; print?: boolean; ports?: boolean; locale?: string } = {}) {
  const calls: string[] = [];
  const files = new Map<string, Uint8Array>();
  for (const path of options.existing ?? []) files.set(path, new TextEncoder().encode('old'));
  const copied: string[] = [];
  const dialog = [...(options.dialog ?? [{ path: '/home/ada/october.csv', replaceConfirmed: false }])];
  const timesheets: TimesheetCommands = {
    timesheetCost: async () => (calls.push('cost'), options.cost ?? [COST_OK]),
    timesheet: async () => (calls.push('read'), options.result ?? read()),
  };
  const ports: ExportPorts = {
    chooseSavePath: async (s) => (calls.push(`dialog ${s.name}`), dialog.shift() ?? null),
    saveFile: async (path, bytes, replace) => {
      if (files.has(path) && !replace) return 'exists';
      files.set(path, bytes);
      return 'saved';
    },
    copyText: async (text) => void copied.push(text),
    printPdf: options.print ? async (html) => new TextEncoder().encode(`PDF of ${html.length}`) : null,
    pdfUnavailable: 'No Chromium here to print with.',
  };
  const exporter = new TimesheetExport(timesheets, options.ports === false ? null : ports, () => 'Ada Lovelace', () => options.locale ?? 'en-US');
  return { exporter, calls, files, copied };
}

test('the preview says the cost, then the totals by group, billed beside tracked where rounding changed them, and the accounts whose entries rounding can be stored in', async () => {
  const w = world({ result: read({ accounts: [{ key: 'k-studio', name: 'studio', requests: 1, refused: null }, { key: 'k-home', name: 'home', requests: 1, refused: null }] }) });
  const p = await w.exporter.previewTimesheet(REQUEST);
  assert.deepEqual(w.calls, ['cost', 'read']);
  assert.deepEqual(p, {
    ok: true,
    cost: [COST_OK.cost.message],
    lines: [
      { depth: 0, label: 'App', figures: '1:30' },
      { depth: 0, label: 'Website', figures: '1:32 tracked · 1:45 billed' },
    ],
    total: '3:02 tracked · 3:15 billed',
    entries: 3,
    problems: [],
    incomplete: false,
    roundable: [{ key: 'k-studio', name: 'studio' }],
  });
  // Without rounding, nothing to store.
  const plain = await world().exporter.previewTimesheet({ ...REQUEST, rounding: false });
  assert.deepEqual(plain.ok ? plain.roundable : null, []);
});

test('every account refused by the reserve: the words, what finding out spent, and no read', async () => {
  const w = world({ cost: [COST_REFUSED] });
  assert.deepEqual(await w.exporter.previewTimesheet(REQUEST), {
    ok: false,
    message: `Nothing was read. ${COST_REFUSED.cost.message} 1 request was spent finding out.`,
    cost: [],
  });
  assert.deepEqual(w.calls, ['cost']);
  const wrong = world({ cost: 'Choose at least one account to export.' });
  assert.deepEqual(await wrong.exporter.previewTimesheet(REQUEST), { ok: false, message: 'Choose at least one account to export.', cost: [] });
});

test('Save… after the preview writes the sheet shown (no second read) as CSV, its formula neutralised, and says where', async () => {
  const w = world();
  await w.exporter.previewTimesheet(REQUEST);
  assert.deepEqual(await w.exporter.saveTimesheet({ request: REQUEST, format: 'csv', bom: true }), { ok: true, path: '/home/ada/october.csv', message: 'Saved 3 entries to /home/ada/october.csv.' });
  assert.deepEqual(w.calls, ['cost', 'read', 'dialog timesheet 2026-10-01 to 2026-10-31.csv']);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(w.files.get('/home/ada/october.csv'));
  assert.ok(text.startsWith('\ufeff'), 'the byte-order mark asked for');
  const rows = parse(text.slice(1), { columns: true }) as Record<string, string>[];
  assert.deepEqual(Object.keys(rows[0]!), ['Date', 'Start', 'End', 'Duration', 'Billed', 'Customer', 'Project', 'Task', 'Description']);
  // In date order: the formula's entry is the last day's.
  assert.deepEqual(rows.map((r) => r.Description), ['Work', 'Work', '\'=HYPERLINK("x")']);
});

test('a request other than the one previewed is read afresh; XLSX is a workbook', async () => {
  const w = world();
  await w.exporter.previewTimesheet(REQUEST);
  const r = await w.exporter.saveTimesheet({ request: { ...REQUEST, rounding: false }, format: 'xlsx' });
  assert.equal(r.ok, true);
  assert.deepEqual(w.calls, ['cost', 'read', 'read', 'dialog timesheet 2026-10-01 to 2026-10-31.xlsx']);
  const bytes = [...w.files.values()][0]!;
  assert.deepEqual([...bytes.slice(0, 2)], [0x50, 0x4b], 'a zip, as an XLSX is');
});

test('a file already at the chosen path is not replaced unasked, and the words say how to go on; confirmed, it is', async () => {
  const w = world({ existing: new Set(['/home/ada/october.csv']), dialog: [{ path: '/home/ada/october.csv', replaceConfirmed: false }, { path: '/home/ada/october.csv', replaceConfirmed: true }] });
  assert.deepEqual(await w.exporter.saveTimesheet({ request: REQUEST, format: 'csv' }), {
    ok: false,
    message: 'Not saved: a file is already at /home/ada/october.csv, and Stint replaces one only when you say so. Choose Save… again and another name, or confirm Replace in the dialog.',
  });
  assert.equal(new TextDecoder().decode(w.files.get('/home/ada/october.csv')), 'old');
  assert.equal((await w.exporter.saveTimesheet({ request: REQUEST, format: 'csv' })).ok, true);
  assert.match(new TextDecoder().decode(w.files.get('/home/ada/october.csv')), /^Date,Start/);
});

test('the dialog cancelled: not saved, said; a sheet short of an account: nothing written, the account named', async () => {
  const cancelled = world({ dialog: [null] });
  assert.deepEqual(await cancelled.exporter.saveTimesheet({ request: REQUEST, format: 'csv' }), { ok: false, cancelled: true, message: 'Not saved: no file was chosen.' });
  assert.equal(cancelled.files.size, 0);
  const short = world({ result: read({ incomplete: true, problems: ['Acme: the service did not answer.'] }) });
  assert.deepEqual(await short.exporter.saveTimesheet({ request: REQUEST, format: 'csv' }), {
    ok: false,
    message: 'Nothing was saved: the timesheet would be short of time that could not be read. Acme: the service did not answer.',
  });
  assert.equal(short.files.size, 0);
  assert.equal(short.calls.some((c) => c.startsWith('dialog')), false, 'no dialog for a file that will not be written');
});

test('PDF prints through the printer where there is one, and is refused in words where there is none; without ports nothing is offered', async () => {
  const printing = world({ print: true, dialog: [{ path: '/home/ada/october.pdf', replaceConfirmed: false }] });
  assert.equal((await printing.exporter.saveTimesheet({ request: REQUEST, format: 'pdf' })).ok, true);
  assert.match(new TextDecoder().decode(printing.files.get('/home/ada/october.pdf')), /^PDF of \d+$/);
  const none = world();
  assert.deepEqual(await none.exporter.saveTimesheet({ request: REQUEST, format: 'pdf' }), { ok: false, message: 'No Chromium here to print with.' });
  assert.deepEqual(none.calls, [], 'nothing read for a file that cannot be made');
  const bare = world({ ports: false });
  assert.equal((await bare.exporter.saveTimesheet({ request: REQUEST, format: 'csv' })).ok, false);
  assert.equal((await bare.exporter.copyTimesheet(REQUEST)).ok, false);
});

test('Copy as text puts the grouped lines and the total on the clipboard', async () => {
  const w = world();
  assert.deepEqual(await w.exporter.copyTimesheet(REQUEST), { ok: true, message: 'Copied the timesheet of 3 entries as text.' });
  assert.equal(w.copied[0], 'Timesheet 2026-10-01 to 2026-10-31\n\nApp  1:30\nWebsite  1:32 tracked · 1:45 billed\n\nTotal  3:02 tracked · 3:15 billed\n');
});

test("in German the preview's and Copy as text's decimal hours take the comma (issue 72); the clock's figures read the same in every locale", async () => {
  const w = world({ locale: 'de-DE', result: read({ style: 'decimal' }) });
  const p = await w.exporter.previewTimesheet(REQUEST);
  assert.ok(p.ok);
  assert.deepEqual(p.lines.map((l) => l.figures), ['1,50', '1,53 tracked · 1,75 billed']);
  assert.equal(p.total, '3,03 tracked · 3,25 billed');
  assert.deepEqual(await w.exporter.copyTimesheet(REQUEST), { ok: true, message: 'Copied the timesheet of 3 entries as text.' });
  assert.match(w.copied[0]!, /^Total {2}3,03 tracked · 3,25 billed$/m);
  const clock = await world({ locale: 'de-DE' }).exporter.previewTimesheet(REQUEST);
  assert.equal(clock.ok ? clock.total : null, '3:02 tracked · 3:15 billed');
});

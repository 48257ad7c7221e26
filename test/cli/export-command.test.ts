// `stint export`'s words (issue 70, item 5): what a line asks for, each wrong word refused in
// words that name its option, the rounding grammar, a named range's dates, a rule typed for
// one export billing the sheet, and what is refused before anything is read or written.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMMANDS, helpLines, parseLine } from '../../main/cli/commands.ts';
import type { ExportCommand } from '../../main/cli/export-command.ts';
import { readRounding, rebill, roundingWords } from '../../main/cli/export-rounding.ts';
import { rangeDates } from '../../main/cli/export-range.ts';
import { pdfWords, runExport, type ExportDoor } from '../../main/cli/export-lines.ts';
import { saveExport } from '../../main/cli/export-file.ts';
import { buildSheet } from '../../main/core/timesheets/sheet.ts';
import type { TimesheetRequest } from '../../main/core/accounts/person-timesheet.ts';
import type { SheetEntry } from '../../main/core/timesheets/sheet-entry.ts';
import { wordsFor } from '../../main/i18n/words.ts';

/** The English words: these tests read the command line's lines in English. */
const EN = wordsFor('en');

const USAGE = `(usage: ${COMMANDS.export.usage})`;

function exportOf(line: string): ExportCommand {
  const r = parseLine(line);
  assert.ok(r.ok, r.ok ? '' : r.message);
  assert.equal(r.command?.kind, 'export');
  return r.command as ExportCommand;
}

function refusal(line: string): string {
  const r = parseLine(line);
  assert.equal(r.ok, false, `${line} should be refused`);
  const message = r.ok ? '' : r.message;
  assert.ok(message.endsWith(USAGE), message);
  return message.slice(0, -USAGE.length - 1);
}

describe('export: the words read', () => {
  test('every option, as the issue types them', () => {
    assert.deepEqual(exportOf('export --from 2026-02-01 --to 2026-02-28 --accounts 1,Studio --group customer,project,day --columns date,duration,project --format csv --decimal --rounding 15up --bom --out feb.csv --force'), {
      kind: 'export',
      range: { from: '2026-02-01', to: '2026-02-28' },
      accounts: ['1', 'Studio'],
      project: null,
      groupBy: ['customer', 'project', 'day'],
      columns: ['date', 'duration', 'project'],
      format: 'csv',
      decimal: true,
      rounding: { scope: 'entry', direction: 'up', to: 15, minimum: null },
      bom: true,
      out: 'feb.csv',
      force: true,
      costOnly: false,
    });
  });

  test('left out: this week, every signed-in account, no groups, every column, text printed, the accounts\' own rules', () => {
    assert.deepEqual(exportOf('export'), { kind: 'export', range: { named: 'this-week' }, accounts: 'all', project: null, groupBy: [], columns: null, format: 'text', decimal: false, rounding: 'rules', bom: false, out: null, force: false, costOnly: false });
  });

  test("the format follows the --out file's ending; a quoted path keeps its spaces; --range and --dry-run", () => {
    const c = exportOf('export --range last-month --out "my sheets/feb.xlsx" --dry-run');
    assert.equal(c.format, 'xlsx');
    assert.equal(c.out, 'my sheets/feb.xlsx');
    assert.deepEqual(c.range, { named: 'last-month' });
    assert.equal(c.costOnly, true);
    assert.equal(exportOf('export --out week.txt').format, 'text');
    assert.equal(exportOf('export --rounding none').rounding, 'none');
    assert.deepEqual(exportOf('export --project 5/2').project, { project: 5, task: 2 });
    assert.deepEqual(exportOf('export --project 5').project, { project: 5, task: null });
  });

  test('each wrong word is refused naming its option, and says what to write', () => {
    assert.equal(refusal('export --from 2026-02-30 --to 2026-03-01'), '--from "2026-02-30" is not a date: write YYYY-MM-DD, such as 2026-02-01.');
    assert.equal(refusal('export --from 2026-02-01 --to 1/3/2026'), '--to "1/3/2026" is not a date: write YYYY-MM-DD, such as 2026-02-01.');
    assert.equal(refusal('export --from 2026-03-01 --to 2026-02-01'), '--from 2026-03-01 is after --to 2026-02-01: the range runs from the earlier date to the later.');
    assert.equal(refusal('export --from 2026-03-01'), 'Give both --from and --to (--to is missing), or --range.');
    assert.equal(refusal('export --range fortnight'), '--range "fortnight" is not one of this-week, last-week, this-month, last-month: or give --from and --to.');
    assert.equal(refusal('export --format docx'), '--format "docx" is not one of csv, xlsx, text, pdf.');
    assert.equal(refusal('export --format xlsx'), '--format xlsx needs --out FILE: a workbook is not printed on a terminal.');
    assert.match(refusal('export --rounding 15sideways'), /^--rounding "15sideways" is not a rounding rule: write \[entry\|day\]<1\|5\|6\|10\|15\|30><up\|down\|nearest>/);
    assert.match(refusal('export --rounding 7up'), /^--rounding "7up" rounds to 7 minutes, which is not one of 1, 5, 6, 10, 15, 30: write /);
    assert.equal(refusal('export --group client'), '--group "client" is not one of account, customer, project, task, day, week: write them with commas, such as account,customer,project.');
    assert.equal(refusal('export --group day,day'), '--group names day twice: name each once.');
    assert.match(refusal('export --columns date,hours'), /^--columns "hours" is not one of date, start, end/);
    assert.equal(refusal('export --out'), '--out needs a value after it.');
    assert.equal(refusal('export --project web'), '--project "web" is not a project number: write project#[/task#] as projects and tasks number them, such as 5 or 5/2.');
    assert.equal(refusal('export --force'), '--force replaces the file given with --out: give --out FILE, or leave --force out.');
    assert.equal(refusal('export --bom'), '--bom is for --format csv (a byte-order mark for Excel), not text.');
    assert.equal(refusal('export --out "feb sheet.csv'), 'A quote (") is not closed: close it after the file\'s name.');
    assert.equal(refusal('export --weekly'), '"--weekly" is not an option of export: see help for them.');
  });

  test('help lists export with its options and the rounding grammar', () => {
    const help = helpLines(EN).join('\n');
    assert.ok(help.includes(COMMANDS.export.usage));
    assert.match(help, /--rounding: \[entry\|day\]<1\|5\|6\|10\|15\|30><up\|down\|nearest> \(15up, day15nearest\)/);
  });
});

describe('export: a rule for this export', () => {
  test('the grammar: scope, minutes, direction', () => {
    assert.deepEqual(readRounding('day15nearest', EN), { scope: 'day', direction: 'nearest', to: 15, minimum: null });
    assert.deepEqual(readRounding('ENTRY6down', EN), { scope: 'entry', direction: 'down', to: 6, minimum: null });
    assert.equal(roundingWords({ scope: 'day', direction: 'nearest', to: 15, minimum: null }, EN), "each day's total rounded to the nearest 15 minutes");
    assert.equal(roundingWords({ scope: 'entry', direction: 'up', to: 1, minimum: null }, EN), 'each entry rounded up to 1 minute');
  });

  test("billed again under the rule, every account alike, the tracked time kept", () => {
    const entry = (id: number, account: string, date: string, tracked: number): SheetEntry => ({
      id, account, date, start: '09:00:00', end: '10:00:00', tracked, projectId: 1, projectName: 'Web', customerId: null, customerName: '', taskId: null, taskName: '', description: '', billable: true, amountCents: null, running: false,
    });
    const read = buildSheet({ entries: [entry(1, 'Acme', '2026-02-02', 7 * 60 + 5), entry(2, 'Studio', '2026-02-02', 31 * 60), entry(3, 'Acme', '2026-02-03', 60)], filters: new Map(), rules: new Map(), groupBy: [], weekStartsOn: 1, currencies: new Map() });
    const up = rebill(read, readRounding('15up', EN) as never, { groupBy: ['account'], weekStartsOn: 1, currencies: new Map() });
    assert.deepEqual(up.entries.map((e) => [e.id, e.tracked, e.billed]), [[1, 425, 900], [2, 1860, 2700], [3, 60, 900]]);
    assert.deepEqual(up.groups.map((g) => [g.label, g.totals.tracked, g.totals.billed]), [['Acme', 485, 1800], ['Studio', 1860, 2700]]);
    const day = rebill(read, readRounding('day15nearest', EN) as never, { groupBy: [], weekStartsOn: 1, currencies: new Map() });
    assert.deepEqual([day.totals.tracked, day.totals.billed], [2345, 1800]);
  });
});

test('a named range: the week from the first day of the week, the month to its last day', () => {
  assert.deepEqual(rangeDates({ named: 'this-week' }, '2026-03-04', 1), { from: '2026-03-02', to: '2026-03-08' });
  assert.deepEqual(rangeDates({ named: 'last-week' }, '2026-03-04', 0), { from: '2026-02-22', to: '2026-02-28' });
  assert.deepEqual(rangeDates({ named: 'this-month' }, '2028-02-10', 1), { from: '2028-02-01', to: '2028-02-29' });
  assert.deepEqual(rangeDates({ named: 'last-month' }, '2026-01-15', 1), { from: '2025-12-01', to: '2025-12-31' });
  assert.deepEqual(rangeDates({ from: '2026-01-01', to: '2026-01-02' }, '2026-03-04', 1), { from: '2026-01-01', to: '2026-01-02' });
});

describe('export: what is asked of the facade, and what is printed', () => {
  const entry = (id: number, description: string, tracked: number): SheetEntry => ({
    id, account: 'Acme', date: '2026-02-02', start: '09:00:00', end: '10:00:00', tracked, projectId: 12, projectName: 'Web', customerId: null, customerName: '', taskId: 3, taskName: 'Build', description, billable: true, amountCents: 1050, running: false,
  });
  const sheet = buildSheet({ entries: [entry(1, '=SUM(A1)', 3725), entry(2, 'Review', 600)], filters: new Map(), rules: new Map(), groupBy: [], weekStartsOn: 1, currencies: new Map([['Acme', 'EUR']]) });
  function recording(): { door: ExportDoor; asked: TimesheetRequest[] } {
    const asked: TimesheetRequest[] = [];
    const door: ExportDoor = {
      timesheet: async (request) => {
        asked.push(request);
        return { ok: true, sheet, currencies: new Map([['Acme', 'EUR']]), style: request.style ?? 'clock', columns: null, accounts: [{ key: 'main', name: 'Acme', requests: 1, refused: null }], problems: [], incomplete: false };
      },
      timesheetCost: async (request) => {
        asked.push(request);
        return [{ key: 'main', name: 'Acme', cost: { ok: true, requests: 1, entries: 2, spare: 40, keeps: 5, spent: 1, message: 'This export needs 1 request of Acme (2 entries); 40 are left today after the 5 the timer keeps.' } }];
      },
    };
    return { door, asked };
  }
  const accounts = [{ key: 'main', name: 'Acme' }, { key: 'k2', name: 'Studio' }];

  test('--project: that project and task of the account in use, that account alone; the CSV printed, formulas neutralised', async () => {
    const { door, asked } = recording();
    const out = await runExport(exportOf('export --range last-week --project 1/1 --columns date,duration,description --format csv'), { i18n: EN, door, accounts, today: '2026-03-04', weekStartsOn: 1, project: { account: 'main', projectId: 12, taskId: 3 } });
    assert.deepEqual(asked, [{ from: '2026-02-23', to: '2026-03-01', accounts: ['main'], filters: { main: { projectIds: [12], taskIds: [3] } }, groupBy: [], columns: ['date', 'duration', 'description'], rounding: true }]);
    assert.deepEqual(out, { ok: true, lines: ['Date,Duration,Description\r\n2026-02-02,1:02:05,\'=SUM(A1)\r\n2026-02-02,0:10:00,Review'] });
    const other = await runExport(exportOf('export --accounts 2 --project 1'), { i18n: EN, door, accounts, today: '2026-03-04', weekStartsOn: 1, project: { account: 'main', projectId: 12, taskId: null } });
    assert.deepEqual(other.lines, ['error: --project names a project of the account in use (Acme): leave --accounts out, or name that account alone (use picks another).']);
    assert.equal(asked.length, 1);
  });

  test('text: the title, the entries, the total; decimal hours asked for; --cost says the cost and reads nothing more', async () => {
    const { door, asked } = recording();
    const out = await runExport(exportOf('export --from 2026-02-02 --to 2026-02-02 --decimal --rounding none'), { i18n: EN, door, accounts, today: '2026-03-04', weekStartsOn: 1 });
    assert.deepEqual(out, { ok: true, lines: ['Acme: 2026-02-02\n\n2026-02-02 09:00-10:00  =SUM(A1)  1.03\n2026-02-02 09:00-10:00  Review  0.17\n\nTotal  1.20'] });
    assert.equal(asked[0]!.style, 'decimal');
    assert.equal(asked[0]!.rounding, false);
    const many = buildSheet({ entries: Array.from({ length: 5000 }, (_, i) => entry(i + 1, 'A long description of the work done that day', 60)), filters: new Map(), rules: new Map(), groupBy: [], weekStartsOn: 1, currencies: new Map() });
    const big: ExportDoor = { ...door, timesheet: async (request) => ({ ...(await door.timesheet(request)), sheet: many }) as never };
    assert.deepEqual((await runExport(exportOf('export --format csv'), { i18n: EN, door: big, accounts, today: '2026-03-04', weekStartsOn: 1 })).lines, ['error: This export is 5000 entries, too many to print here: give --out FILE to save it. Nothing was exported.']);
    const cost = await runExport(exportOf('export --cost --out never.csv'), { i18n: EN, door, accounts, today: '2026-03-04', weekStartsOn: 1 });
    assert.deepEqual(cost, { ok: true, lines: ['Acme: This export needs 1 request of Acme (2 entries); 40 are left today after the 5 the timer keeps.', 'Nothing was exported (--cost).'] });
    assert.equal(asked.length, 3);
  });

  test('printed in German, decimal hours take the comma (issue 72); the CSV keeps its cells as a spreadsheet reads them', async () => {
    const { door } = recording();
    const place = { i18n: EN, door, accounts, today: '2026-03-04', weekStartsOn: 1, locale: 'de-DE' };
    const text = await runExport(exportOf('export --from 2026-02-02 --to 2026-02-02 --decimal --rounding none'), place);
    assert.deepEqual(text, { ok: true, lines: ['Acme: 2026-02-02\n\n2026-02-02 09:00-10:00  =SUM(A1)  1,03\n2026-02-02 09:00-10:00  Review  0,17\n\nTotal  1,20'] });
    const csv = await runExport(exportOf('export --from 2026-02-02 --to 2026-02-02 --decimal --rounding none --columns date,duration --format csv'), place);
    assert.deepEqual(csv.lines, ['Date,Duration\r\n2026-02-02,1.03\r\n2026-02-02,0.17']);
  });
});

describe('export: refused before anything is read', () => {
  /** A facade that says so if it is asked anything: these refusals come first. */
  const untouched: ExportDoor = {
    timesheet: () => assert.fail('nothing is read'),
    timesheetCost: () => assert.fail('nothing is read'),
  };
  const place = (cwd: string) => ({ i18n: EN, door: untouched, accounts: [{ key: 'main', name: 'Acme' }], today: '2026-03-04', weekStartsOn: 1, cwd, home: cwd });

  test('pdf: said plainly, with what to do instead', async () => {
    const out = await runExport(exportOf('export --format pdf --out feb.pdf'), place(tmpdir()));
    assert.deepEqual(out, { ok: false, lines: [`error: ${pdfWords(EN)}`] });
    assert.equal(pdfWords(EN), "PDF needs the app's window (Chromium): open Stint and use Export in its window, or choose csv, xlsx or text.");
  });

  test('a file that exists, without --force; an account that is not there', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'stint-export-'));
    try {
      writeFileSync(join(folder, 'feb.csv'), 'mine');
      const out = await runExport(exportOf('export --out feb.csv'), place(folder));
      assert.deepEqual(out, { ok: false, lines: [`error: ${join(folder, 'feb.csv')} exists already: nothing was written. Choose another --out file, or add --force to replace it.`] });
      assert.equal(readFileSync(join(folder, 'feb.csv'), 'utf8'), 'mine');
      const none = await runExport(exportOf('export --accounts 3'), place(folder));
      assert.deepEqual(none.lines, ['error: --accounts: there is no account 3; accounts lists them (1. Acme).']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('saving: a file made meanwhile is not replaced; --force replaces it whole; no temporary file stays', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'stint-export-'));
    try {
      const path = join(folder, 'feb.csv');
      assert.deepEqual(await saveExport(path, 'first', false, EN), { ok: true });
      assert.equal((await saveExport(path, 'second', false, EN)).ok, false);
      assert.equal(readFileSync(path, 'utf8'), 'first');
      assert.deepEqual(await saveExport(path, new Uint8Array([104, 105]), true, EN), { ok: true });
      assert.equal(readFileSync(path, 'utf8'), 'hi');
      const { readdirSync } = await import('node:fs');
      assert.deepEqual(readdirSync(folder), ['feb.csv']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

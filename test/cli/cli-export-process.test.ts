// `stint export` as a person runs it (issue 70, item 5): real command-line processes, alone on
// their own data folder and through the running app, export February of two accounts to a CSV
// and an XLSX file, which a CSV parser and an XLSX reader read back: every total equals the
// service's own grouped report for the same query, to the second and the cent. A file that is
// there is never replaced unasked, and a Free account at 45 of its 50 requests is refused in
// words with nothing written. Few runs: each starts a process.
import { after, afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { useCliSim } from './support/cli-sim.ts';
import { AppSide } from './support/app-side.ts';
import { block as blockOf, runCli } from './support/run-cli.ts';
import { Elsewhere } from '../core/support/elsewhere.ts';
import { groupedNodes, seedMonth } from '../core/support/timesheet-data.ts';
import { STUDIO_ACCOUNT_ID } from '../sim/demo-studio.ts';
import type { Store } from '../sim/store.ts';

const POSIX = { skip: process.platform === 'win32' ? 'the channel here is a Unix socket' : false };
const DEMO = 'demo';
const FEBRUARY = '--from 2026-02-01 --to 2026-02-28';

const cli = useCliSim('stint-cli-export-');
/** A Monday after February, past the working day (09:00-17:00, UTC). */
const EVENING = '2026-03-02T18:30:00Z';
let app: AppSide | undefined;
const folders: string[] = [];
afterEach(async () => {
  await app?.close();
  app = undefined;
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});
after(() => undefined);

const said = (r: { stdout: string; stderr: string }) => `stdout:\n${r.stdout}\nstderr:\n${r.stderr}`;
const block = (stdout: string, command: string, n = 1): string[] => blockOf(stdout, command, n).filter((l) => l !== '');

function folder(): string {
  const f = mkdtempSync(join(tmpdir(), 'stint-export-out-'));
  folders.push(f);
  return f;
}

/** February in both accounts: about 84 of the person's entries in Acme, 56 in the studio (a page each). */
function seedFebruary(stores: (id: string) => Store): void {
  seedMonth(stores(DEMO), { from: '2026-02-01', to: '2026-02-28', perDay: 3, seed: 570 });
  seedMonth(stores(STUDIO_ACCOUNT_ID), { from: '2026-02-01', to: '2026-02-28', perDay: 2, seed: 571 });
}

interface Totals {
  seconds: number;
  cents: number;
}

/** The service's own total of February for the person in one account (its grouped report). */
async function serviceTotal(baseUrl: string, accountId: string, store: Store): Promise<Totals> {
  const web = await Elsewhere.signIn(baseUrl, 'ada@example.com', accountId);
  const ada = [...store.users.values()].find((u) => u.email === 'ada@example.com')!.id;
  const nodes = await groupedNodes(web, accountId, 'X', { date_execution_start: '2026-02-01', date_execution_end: '2026-02-28', user_id: ada, opt_group_by: 'project_id' });
  const total = nodes.get('')!;
  assert.ok(total.seconds > 0, 'February holds time');
  return { seconds: total.seconds, cents: total.cents.get('X') ?? 0 };
}

/** `7:32:05` (a CSV's clock cell) in seconds. */
function clockSeconds(cell: string): number {
  const m = /^(\d+):(\d{2}):(\d{2})$/.exec(cell);
  assert.ok(m, `a clock duration: ${cell}`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** `1234.50` in cents; an empty cell adds nothing. */
const cents = (cell: string): number => (cell === '' ? 0 : Math.round(Number(cell) * 100));

/** The CSV file read by a CSV parser: per account, the Duration and Amount columns summed. */
function csvTotals(path: string): Map<string, Totals> {
  const rows: Record<string, string>[] = parse(readFileSync(path), { columns: true, bom: true });
  const out = new Map<string, Totals>();
  for (const r of rows) {
    const t = out.get(r.Account!) ?? { seconds: 0, cents: 0 };
    t.seconds += clockSeconds(r.Duration!);
    t.cents += cents(r.Amount!);
    out.set(r.Account!, t);
  }
  return out;
}

/** The XLSX file read by exceljs: per sheet (one per account), the entries' Duration (decimal hours, exact) and Amount summed. */
async function xlsxTotals(path: string): Promise<Map<string, Totals>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const out = new Map<string, Totals>();
  for (const ws of wb.worksheets) {
    const header = ws.getRow(1);
    const at = (title: string): number => {
      for (let i = 1; i <= header.cellCount; i++) if (String(header.getCell(i).value).startsWith(title)) return i;
      return assert.fail(`no ${title} column in ${ws.name}`);
    };
    const [date, duration, amount] = [at('Date'), at('Duration'), at('Amount')];
    let hours = 0;
    let money = 0;
    ws.eachRow((row, n) => {
      // The entries' rows: a date in the first column (the totals row below them has words).
      if (n === 1 || !(row.getCell(date).value instanceof Date)) return;
      const d = row.getCell(duration).value;
      assert.equal(typeof d, 'number', `a duration is a number: ${String(d)}`);
      hours += d as number;
      const a = row.getCell(amount).value;
      if (a !== null) money += Math.round((a as number) * 100);
    });
    out.set(ws.name, { seconds: Math.round(hours * 3600), cents: money });
  }
  return out;
}

test('alone: February of two accounts to CSV and XLSX files whose totals are the service\'s; a file there is never replaced unasked', async () => {
  seedFebruary((id) => cli.sim.sim.ctx.accounts.get(id)!);
  const out = folder();
  const csv = join(out, 'feb.csv');
  const xlsx = join(out, 'feb.xlsx');
  const commands = [
    'signin ada@example.com demo',
    `accounts add Studio ${STUDIO_ACCOUNT_ID}`,
    `export ${FEBRUARY} --group project --out ${csv}`,
    `export ${FEBRUARY} --accounts all --decimal --format xlsx --out ${xlsx}`,
    `export ${FEBRUARY} --accounts Studio --group account --rounding 15up`,
    `export ${FEBRUARY} --out ${csv}`,
  ];
  // In the evening, the service's clock and the command line's alike: what the timer keeps of
  // the Free account's 50 requests depends on the hours left until the quota's day ends (found
  // at 00:15, when it kept 44 and refused the studio's export).
  await cli.sim.control.clock({ now: EVENING });
  const r = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, ...commands.flatMap((c) => ['-c', c])], { STINT_CLOCK_AT: EVENING }).finally(() => cli.sim.control.clock({ now: new Date().toISOString() }));
  assert.equal(r.code, 1, `the last export is refused:\n${said(r)}`);

  const acme = await serviceTotal(cli.sim.baseUrl, DEMO, cli.sim.sim.ctx.accounts.get(DEMO)!);
  const studio = await serviceTotal(cli.sim.baseUrl, STUDIO_ACCOUNT_ID, cli.sim.sim.ctx.accounts.get(STUDIO_ACCOUNT_ID)!);
  assert.deepEqual(Object.fromEntries(csvTotals(csv)), { demo: acme, Studio: studio }, said(r));
  assert.deepEqual(Object.fromEntries(await xlsxTotals(xlsx)), { demo: acme, Studio: studio }, said(r));
  assert.match(block(r.stdout, commands[2]!).at(-1)!, new RegExp(`^Wrote ${csv}: \\d+ entries, \\d+:\\d{2} \\(demo 1 request, Studio 1 request\\)\\.$`), said(r));

  // Text on the terminal: the studio's total tracked beside the total billed under the rule typed.
  const text = block(r.stdout, commands[4]!);
  assert.equal(text[0], "Rounding for this export: each entry rounded up to 15 minutes.", said(r));
  assert.equal(text[1], 'Studio: 2026-02-01 to 2026-02-28', said(r));
  const h = Math.floor(studio.seconds / 3600);
  const m = String(Math.floor((studio.seconds % 3600) / 60)).padStart(2, '0');
  assert.match(text.at(-1)!, new RegExp(`^Total  ${h}:${m} tracked · \\d+:(00|15|30|45) billed$`), said(r));

  const before = readFileSync(csv);
  assert.deepEqual(block(r.stdout, commands[5]!, 1).slice(-1), [`error: ${csv} exists already: nothing was written. Choose another --out file, or add --force to replace it.`], said(r));
  assert.deepEqual(readFileSync(csv), before, 'the file is untouched');
});

test('through the app: the same files from the app\'s facade, written where the terminal is; a Free account at 45 of 50 is refused in words and nothing is written', POSIX, async () => {
  app = await AppSide.start();
  const studio = await app.h.acmeAndStudio();
  seedFebruary((id) => app!.h.sim.sim.ctx.accounts.get(id)!);
  for (const [key, currency] of [['main', 'EUR'], [studio, 'USD']] as const) assert.ok((await app.h.hub.account(key)!.updateSettings({ timesheets: { currency } })).ok);
  const terminal = folder();
  writeFileSync(join(terminal, 'taken.csv'), 'mine');
  const commands = [`export ${FEBRUARY} --group customer,project,day --out feb.csv`, `export ${FEBRUARY} --decimal --out feb.xlsx`, `export ${FEBRUARY} --out taken.csv`];
  const r = await app.terminal(commands.flatMap((c) => ['-c', c]), { cwd: terminal });
  assert.equal(r.code, 1, said(r));

  const acme = await serviceTotal(app.h.sim.baseUrl, DEMO, app.h.sim.sim.ctx.accounts.get(DEMO)!);
  const studioTotal = await serviceTotal(app.h.sim.baseUrl, STUDIO_ACCOUNT_ID, app.h.sim.sim.ctx.accounts.get(STUDIO_ACCOUNT_ID)!);
  assert.deepEqual(Object.fromEntries(csvTotals(join(terminal, 'feb.csv'))), { Acme: acme, Studio: studioTotal }, said(r));
  assert.deepEqual(Object.fromEntries(await xlsxTotals(join(terminal, 'feb.xlsx'))), { Acme: acme, Studio: studioTotal }, said(r));
  assert.deepEqual(block(r.stdout, commands[2]!), [`error: ${join(terminal, 'taken.csv')} exists already: nothing was written. Choose another --out file, or add --force to replace it.`], said(r));
  assert.equal(readFileSync(join(terminal, 'taken.csv'), 'utf8'), 'mine');

  // Another device spent the studio's day to 44 of its 50; the cost asked first takes the 45th
  // and tells the app so: what is left is the timer's reserve, and the export is refused before
  // a request (the quota the app knows is the one its last answer told: docs/dev/timesheets.md).
  const usedToday = () => app!.h.sim.sim.ctx.limits.accountDaily.used(STUDIO_ACCOUNT_ID, app!.h.clock.now());
  while (usedToday() < 44) app.h.sim.sim.ctx.limits.accountDaily.add(STUDIO_ACCOUNT_ID, app.h.clock.now());
  const cost = `export ${FEBRUARY} --accounts 2 --cost`;
  const refusedExport = `export ${FEBRUARY} --out studio.csv`;
  const free = await app.terminal(['-c', cost, '-c', refusedExport], { cwd: terminal });
  assert.equal(free.code, 1, said(free));
  const costSaid = block(free.stdout, cost);
  assert.match(costSaid[0]!, /^error: Studio: This export needs 1 request of Studio \(\d+ entries\); none are left today after the 5 the timer keeps\. Choose a shorter range or fewer projects, or export tomorrow\.$/, said(free));
  assert.equal(costSaid[1], 'Nothing was exported (--cost).', said(free));
  assert.deepEqual(block(free.stdout, refusedExport), [
    'error: Studio: This export needs at least 1 request of Studio; none are left today after the 5 the timer keeps. Choose a shorter range or fewer projects, or export tomorrow.',
    'error: Nothing was exported: export the other accounts alone with --accounts, or try again when the day allows it.',
  ], said(free));
  assert.equal(existsSync(join(terminal, 'studio.csv')), false, 'nothing was written');
  assert.equal(usedToday(), 45, "no request of the studio's reserve was spent by the export");
});

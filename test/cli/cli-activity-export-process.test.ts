// `activity export` and `activity rules export|import` as a person runs them (issue 73, items 3
// and 4), real command-line processes: alone on a data folder of its own (the record's files and
// the settings as the app left them; never signed in, the record costs the service nothing),
// and through the running app (support/app-side.ts: the app's facade, the app's record, a file
// read and written where the terminal is). The exclusions as they stand apply to the export; a
// file there is never replaced unasked; each imported rule is checked, a bad one named, the
// rest kept.
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { lineOf } from '../../main/core/activity/activity-lines.ts';
import { FileActivityStore } from '../../main/platform/node/activity-files.ts';
import { AppSide } from './support/app-side.ts';
import { block, runCli, type Ran } from './support/run-cli.ts';
import { PROJECT } from '../core/support/engine-harness.ts';

const POSIX = { skip: process.platform === 'win32' ? 'the channel here is a Unix socket' : false };
/** Tuesday 10 March 2026, 10:00 UTC (the zone of these runs). */
const AT = '2026-03-10T10:00:00Z';

const folders: string[] = [];
const folder = (name: string) => {
  const f = mkdtempSync(join(tmpdir(), `stint-${name}-`));
  folders.push(f);
  return f;
};
let app: AppSide | undefined;
let dataDir = '';
beforeEach(() => {
  dataDir = folder('cli-activity-export');
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true });
});

const said = (r: Ran) => `stdout:\n${r.stdout}\nstderr:\n${r.stderr}`;
const lines = (r: Ran, command: string) => block(r.stdout, command).filter((l) => l !== '');

function run(commands: readonly string[]): Promise<Ran> {
  return runCli(['--data-dir', dataDir, ...commands.flatMap((c) => ['-c', c])], { STINT_CLOCK_AT: AT, TZ: 'UTC', DISPLAY: '', WAYLAND_DISPLAY: '' });
}

/** The record as the app wrote it: Monday an hour in Code and ten minutes in Slack; Tuesday half an hour in Code. Slack excluded since. */
async function recordedAlone(): Promise<void> {
  const store = new FileActivityStore(join(dataDir, 'activity'));
  const at = (s: string) => Date.parse(`${s}Z`);
  await store.append('2026-03-09', [lineOf({ start: at('2026-03-09T08:00:00'), end: at('2026-03-09T09:00:00'), app: 'Code', title: 'invoice.ts — Acme' }), lineOf({ start: at('2026-03-09T09:00:00'), end: at('2026-03-09T09:10:00'), app: 'Slack', title: 'Acme — #general' })]);
  await store.append('2026-03-10', [lineOf({ start: at('2026-03-10T08:00:00'), end: at('2026-03-10T08:30:00'), app: 'Code', title: 'report.ts — Acme' })]);
  writeFileSync(join(dataDir, 'settings.json'), JSON.stringify({ version: 2, activity: { enabled: true, excludedApps: ['Slack'] } }));
}

const RULES = (good: object) =>
  JSON.stringify({
    stint: 'activity-rules',
    version: 2,
    rules: [
      { match: { app: null, title: null, allWords: ['invoice'] }, account: { key: 'main', name: null }, projectId: 3, taskId: null, description: 'Invoices' },
      { match: { app: null, title: null, regex: '(?=x)' }, account: { key: 'main', name: null }, projectId: 3, taskId: null, description: null },
      good,
    ],
  });

test('alone: the days printed as JSON and written as CSV, Slack excluded since left out; a file there never replaced unasked; rules imported, the bad one named, and exported', async () => {
  await recordedAlone();
  const out = folder('terminal');
  const csv = join(out, 'my record.csv');
  writeFileSync(join(out, 'taken.csv'), 'mine');
  const rules = join(out, 'rules.json');
  writeFileSync(rules, RULES({ match: { app: 'Figma', title: null }, account: { key: 'main', name: null }, projectId: 5, taskId: null, description: null }));
  const commands = [
    'activity export --from 2026-03-09 --to 2026-03-10 --format json',
    `activity export --from 2026-03-09 --to 2026-03-10 --output "${csv}"`,
    `activity export --from 2026-03-09 --to 2026-03-09 --output ${join(out, 'taken.csv')}`,
    `activity rules import ${rules}`,
    'activity rules export',
  ];
  const r = await run(commands);
  assert.equal(r.code, 1, `the file there is a failure: ${said(r)}`);
  const json = JSON.parse(lines(r, commands[0]!).join('\n')) as { stretches: { date: string; app: string; title: string; seconds: number }[] };
  assert.deepEqual(json.stretches.map((s) => [s.date, s.app, s.title, s.seconds]), [['2026-03-09', 'Code', 'invoice.ts — Acme', 3600], ['2026-03-10', 'Code', 'report.ts — Acme', 1800]]);
  assert.deepEqual(lines(r, commands[1]!), [`Wrote 2 stretches of 2 days (2026-03-09 to 2026-03-10) to ${csv}.`]);
  const rows = parse(readFileSync(csv, 'utf8'), { columns: true }) as Record<string, string>[];
  assert.deepEqual(rows.map((x) => [x.start, x.app, x.seconds]), [['2026-03-09T08:00:00+00:00', 'Code', '3600'], ['2026-03-10T08:00:00+00:00', 'Code', '1800']]);
  assert.ok(!readFileSync(csv, 'utf8').includes('Slack'));
  assert.deepEqual(lines(r, commands[2]!), [`error: ${join(out, 'taken.csv')} exists already: nothing was written. Choose another --out file, or add --force to replace it.`]);
  assert.equal(readFileSync(join(out, 'taken.csv'), 'utf8'), 'mine');
  const imported = lines(r, commands[3]!);
  assert.equal(imported[0], `Imported 2 rules from ${rules}.`);
  assert.match(imported[1]!, /^Rule 2 not imported: The regular expression is not one Stint can run/);
  const exported = JSON.parse(lines(r, commands[4]!).join('\n')) as { rules: { match: { app: string | null }; description: string | null }[] };
  assert.deepEqual(exported.rules.map((x) => [x.match.app, x.description]), [[null, 'Invoices'], ['Figma', null]]);
});

test('alone: a filter that cannot be read as stored refuses the export (it never runs without what guards it): nothing printed, nothing written', async () => {
  await recordedAlone();
  writeFileSync(join(dataDir, 'settings.json'), JSON.stringify({ version: 2, activity: { enabled: true, excludedApps: ['Slack'], excludedTitles: '*bank*' } }));
  const out = join(folder('terminal'), 'record.csv');
  const commands = ['activity export --from 2026-03-09 --to 2026-03-10', `activity export --from 2026-03-09 --to 2026-03-10 --output ${out}`];
  const r = await run(commands);
  assert.equal(r.code, 1, said(r));
  for (const c of commands) {
    const l = lines(r, c);
    assert.equal(l.length, 1, said(r));
    assert.match(l[0]!, /^error: The record cannot be exported while its filters cannot be read: 'Titles never recorded' could not be read as stored/);
  }
  assert.ok(!existsSync(out), 'nothing written');
  assert.ok(!r.stdout.includes('invoice.ts'), 'no title printed');
});

test('alone: words refused before anything is read, each naming its option', async () => {
  const commands = ['activity export --from 2026-03-09', 'activity export --from 2026-03-10 --to 2026-03-09', 'activity export --from 2026-03-09 --to 2026-03-10 --format xlsx', 'activity rules import', 'activity rules import /no/such/rules.json'];
  const r = await run(commands);
  assert.equal(r.code, 2, said(r));
  // Each refusal is followed by the command's usage.
  assert.ok(lines(r, commands[0]!)[0]!.startsWith('error: Give the days to export: --from YYYY-MM-DD --to YYYY-MM-DD (both included). (usage: activity'), said(r));
  assert.ok(lines(r, commands[1]!)[0]!.startsWith('error: --to 2026-03-09 is before --from 2026-03-10: give the earlier date first.'));
  assert.ok(lines(r, commands[2]!)[0]!.startsWith('error: --format "xlsx" is not csv or json.'));
  assert.match(lines(r, commands[3]!)[0]!, /^error: Give the file to import/);
  assert.deepEqual(lines(r, commands[4]!), ['error: There is no file /no/such/rules.json: give the file that activity rules export wrote.']);
});

test('through the app: the app\'s record exported where the terminal is, and rules imported into the app, the bad one named', POSIX, async () => {
  app = await AppSide.start();
  await app.h.signInFirst();
  assert.deepEqual(await app.person.setActivityRecording(true), { ok: true });
  app.h.activity.focus('Figma', 'Homepage — Acme');
  await app.h.advance(20 * 60_000, 15_000);
  app.h.activity.focus(null);
  await app.h.advance(60_000, 15_000);
  const terminal = folder('terminal');
  writeFileSync(join(terminal, 'rules.json'), RULES({ match: { app: 'Figma', title: null }, account: { key: 'main', name: null }, projectId: PROJECT.website, taskId: null, description: 'Design' }));
  const commands = ['activity export --from 2026-03-10 --to 2026-03-10 --output today.json', 'activity rules import rules.json'];
  const r = await app.terminal(commands.flatMap((c) => ['-c', c]), { cwd: terminal });
  assert.equal(r.code, 0, said(r));
  assert.deepEqual(lines(r, commands[0]!), [`Wrote 1 stretch of 1 day (2026-03-10 to 2026-03-10) to ${join(terminal, 'today.json')}.`]);
  const json = JSON.parse(readFileSync(join(terminal, 'today.json'), 'utf8')) as { stretches: { app: string; seconds: number }[] };
  assert.deepEqual(json.stretches.map((s) => [s.app, s.seconds]), [['Figma', 1200]]);
  assert.match(lines(r, commands[1]!).join('\n'), /^Imported 2 rules from .*rules\.json\.\nRule 2 not imported: The regular expression/);
  assert.deepEqual(app.person.snapshot().activity!.rules.map((x) => [x.match.app, x.description]), [[null, 'Invoices'], ['Figma', 'Design']], 'the app holds them');
  assert.ok(!existsSync(join(app.h.dataDir, 'today.json')), 'written where the terminal is, not the app');
});

// `stint round` as a person runs it (issue 70, item 3): real command-line processes, alone on
// their own data folder and through the running app. Without --yes it prints what it would
// store (each entry tracked → billed, what it leaves as tracked and why, what it costs) and
// changes nothing; with --yes the service holds the rounded times, each start kept, and undo
// through the app puts them back. Few runs: each starts a process.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useCliSim } from './support/cli-sim.ts';
import { AppSide } from './support/app-side.ts';
import { block as blockOf, runCli } from './support/run-cli.ts';
import { DemoBuilder } from '../sim/demo-builder.ts';
import type { Store } from '../sim/store.ts';
import { SETTINGS_VERSION } from '../../main/core/settings/settings.ts';

const POSIX = { skip: process.platform === 'win32' ? 'the channel here is a Unix socket' : false };
const RANGE = '--from 2026-02-01 --to 2026-02-20';
const RULE = { account: { scope: 'entry', direction: 'up', to: 15 } };

const cli = useCliSim('stint-cli-round-');
let app: AppSide | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const said = (r: { stdout: string; stderr: string }) => `stdout:\n${r.stdout}\nstderr:\n${r.stderr}`;
const block = (stdout: string, command: string, n = 1): string[] => blockOf(stdout, command, n).filter((l) => l !== '');

/** Two entries a 15-minute rule rounds up, one it would lay over the next; before the demo's own days. */
function layFebruary(store: Store): void {
  const ada = [...store.users.values()].find((u) => u.email === 'ada@example.com')!;
  const b = new DemoBuilder(store, 0, '');
  const entry = (date: string, start: number, total: number, description: string) => b.entry({ project_id: 1, user_id: ada.id, task_id: null, date_execution: date, description, time_start: start, time_total: total });
  entry('2026-02-03', 9 * 3600, 4030, 'Spec');
  entry('2026-02-03', 11 * 3600, 1205, 'Review');
  entry('2026-02-10', 14 * 3600, 3000, 'Design');
  entry('2026-02-10', 14 * 3600 + 55 * 60, 900, 'Standup');
}

const february = (store: Store) =>
  Object.fromEntries([...store.entries.values()].filter((e) => e.date_execution >= '2026-02-01' && e.date_execution <= '2026-02-20').map((e) => [e.description, [e.time_start, e.time_total]]));

const PREVIEW = [
  /^Stores the billed time of 2 entries of demo as their own \(\+0:17:45 in all\): each keeps its start, its end moves\. 1 entry is left as tracked\. It costs 4 requests of demo \(an update and a read before it, each\); \d+ are left today after the \d+ the timer keeps\.$/,
  /^ {2}“Spec” on 2026-02-03 at \d+:00.*: 1:07:10 → 1:15:00$/,
  /^ {2}“Review” on 2026-02-03 at \d+:00.*: 0:20:05 → 0:30:00$/,
  /^Left as tracked:$/,
  /^ {2}“Design” on 2026-02-10 at .+ rounded to 1:00 would end at .+, over “Standup” on 2026-02-10 at .+: left as tracked\.$/,
];

function assertPreview(lines: readonly string[], r: { stdout: string; stderr: string }): void {
  PREVIEW.forEach((re, i) => assert.match(lines[i] ?? '', re, said(r)));
}

test('alone: round prints what it would store and changes nothing; with --yes the service holds the rounded times, starts kept', async () => {
  const store = cli.sim.sim.ctx.accounts.get('demo')!;
  layFebruary(store);
  const before = february(store);
  writeFileSync(join(cli.dataDir, 'settings.json'), JSON.stringify({ version: SETTINGS_VERSION, timesheets: { currency: null, rounding: RULE } }));
  const commands = ['signin ada@example.com demo', `round ${RANGE}`, `round ${RANGE} --yes`];
  const r = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, ...commands.flatMap((c) => ['-c', c])]);
  assert.equal(r.code, 0, said(r));
  const asked = block(r.stdout, commands[1]!);
  assertPreview(asked, r);
  assert.equal(asked.at(-1), 'Nothing was changed: run it again with --yes to store these.', said(r));
  const applied = block(r.stdout, commands[2]!);
  assertPreview(applied, r);
  assert.ok(applied.includes('Rounded 2 entries of demo (+0:17:45): queued, sent once its Undo time is over (undo takes it back). 1 entry is left as tracked.'), said(r));
  assert.deepEqual(february(store), { ...before, Spec: [9 * 3600, 4500], Review: [11 * 3600, 1800] }, said(r));
});

test('through the app: round --yes on the app\'s facade, its Undo the window\'s: undo puts every entry back', POSIX, async () => {
  app = await AppSide.start();
  await app.h.signInFirst();
  const store = app.h.sim.sim.ctx.accounts.get('demo')!;
  layFebruary(store);
  const before = february(store);
  assert.deepEqual(await app.person.setAccountTimesheets({ accountKey: 'main', rounding: RULE }), { ok: true });
  const wrong = 'round --from 2026-02-01 --to 2026-02-20 --account 1,2';
  const r = await app.terminal(['-c', wrong, '-c', `round ${RANGE} --yes`]);
  assert.equal(r.code, 2, `a command refused as typed: ${said(r)}`);
  assert.match(block(r.stdout, wrong)[0]!, /^error: --account names one account: its rounding rules are its own\. Run round once for each account\./, said(r));
  assert.equal(block(r.stdout, `round ${RANGE} --yes`).at(-1), 'Rounded 2 entries of demo (+0:17:45): queued, sent once its Undo time is over (undo takes it back). 1 entry is left as tracked.', said(r));
  await app.h.advance(5_000);
  assert.deepEqual(february(store), { ...before, Spec: [9 * 3600, 4500], Review: [11 * 3600, 1800] });
  assert.equal(app.person.snapshot().undo?.words, 'Rounded 2 entries of demo (+0:17:45)');
  const undone = await app.terminal(['-c', 'undo']);
  assert.equal(undone.code, 0, said(undone));
  await app.h.advance(5_000);
  assert.deepEqual(february(store), before, said(undone));
});

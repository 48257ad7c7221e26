// `npm run test:mutation [-- <module or folder>... ] [--force] [--concurrency N]`: StrykerJS over
// every pure module of main/core (a file that does no I/O and holds no engine state), each
// against its own unit tests only, one module at a time. Prints one line per module,
//
//   attention/idle-policy.ts score=100.0% killed=255 survived=0 timeout=0 no_coverage=0 equivalent=8
//
// and a last line `mutation modules=N below=N mutants=N seconds=N ok|FAILED`. Exits 1 when a
// module scores below 90%, unless every one of its surviving mutants is listed as equivalent in
// test/mutation-equivalents.json, or when Stryker could not run. Arguments pick modules by
// path prefix (`attention/`, `views/budget-view.ts`); --force reruns every mutant.
//
// Score as Stryker reports it, after taking out the listed equivalents:
// (killed + timeout) / (killed + timeout + survived + no coverage); mutants that do not compile
// or were ignored count neither way. `equivalent` counts the survivors taken out.
//
// Reruns are short: Stryker's incremental mode keeps each module's results in
// reports/mutation/incremental/ (gitignored) and reruns only mutants whose code changed. The
// command runner reports no tests, so Stryker would reuse a survivor even after a test was
// added: this script drops a module's incremental file when its test files, or anything they
// load besides the module itself, changed since that file was written.
//
// Works offline: Stryker and its command runner need no network.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { Stryker } from '@stryker-mutator/core';
import { testCommand } from '../stryker.config.mjs';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

const MIN_SCORE = 90;
const CORE = 'main/core/';
const EQUIVALENTS_FILE = 'test/mutation-equivalents.json';
const INCREMENTAL_DIR = 'reports/mutation/incremental';

// Every pure module of main/core, by folder, with its own unit tests (paths under test/).
// Left out, because they do I/O or hold state: attention/focus-record.ts (the durable store),
// views/app-command-queue.ts (holds the commands waiting), views/app-command-run.ts (carries a
// command out through the engine's facade; its tests run the engine), commands/sender.ts (the service),
// reads/reads.ts, reads/todo-read.ts (the service), reads/known.ts, reads/todo-cache.ts (the
// durable store), settings/settings.ts (the settings store), engine/ (the engine's state);
// views/tray-menu-item.ts holds only a type. commands/outbox.ts writes the durable store but
// is kept from the first version of this run, beside its fold.
const MODULES = [
  ['attention/budget-notice.ts', ['core/attention/budget-notice.test.ts', 'core/attention/budget-notice-cases.test.ts']],
  ['attention/focus-rhythm.ts', ['core/attention/focus-rhythm.test.ts', 'core/attention/focus-rhythm-cases.test.ts']],
  ['attention/idle-notification.ts', ['core/attention/idle-notification.test.ts']],
  ['attention/idle-policy.ts', ['core/attention/idle-policy.test.ts', 'core/attention/idle-policy-cases.test.ts']],
  ['attention/reminder-policy.ts', ['core/attention/reminder-policy.test.ts', 'core/attention/reminder-policy-words.test.ts']],
  ['attention/still-working.ts', ['core/attention/still-working.test.ts']],
  ['attention/still-working-notification.ts', ['core/attention/still-working-notification.test.ts']],
  ['attention/working-hours.ts', ['core/attention/working-hours.test.ts', 'core/attention/working-hours-cases.test.ts']],

  ['views/app-command.ts', ['core/views/app-command.test.ts', 'core/views/app-command-cases.test.ts']],
  ['views/app-command-data.ts', ['core/views/app-command.test.ts', 'core/views/app-command-cases.test.ts']],
  ['views/budget-view.ts', ['core/views/budget-view.test.ts']],
  ['views/entry-label.ts', ['core/views/entry-label.test.ts']],
  ['views/name-match.ts', ['core/views/name-match.test.ts', 'core/views/name-match-cases.test.ts']],
  ['views/snapshot-builder.ts', ['core/views/snapshot-builder.test.ts']],
  ['views/hours.ts', ['core/views/hours.test.ts']],
  ['views/status-line.ts', ['core/views/status-line.test.ts', 'core/views/status-line-cases.test.ts']],
  ['views/todo-view.ts', ['core/views/todo-view.test.ts', 'core/views/todo-view-order.test.ts']],
  ['views/totals.ts', ['core/views/totals.test.ts', 'core/views/totals-ties.test.ts']],
  ['views/tray-menu-actions.ts', ['core/views/tray-menu-actions.test.ts', 'core/views/tray-menu-actions-cases.test.ts']],
  ['views/tray-model.ts', ['core/views/tray-model.test.ts', 'core/views/tray-model-menu.test.ts', 'core/views/tray-model-lists.test.ts']],
  ['views/tray-todos.ts', ['core/views/tray-model.test.ts', 'core/views/tray-todos-cases.test.ts']],
  ['views/updated-note.ts', ['core/views/updated-note.test.ts']],
  ['views/week-view.ts', ['core/views/week-view.test.ts', 'renderer/week-totals.test.ts']],

  ['commands/collapse.ts', ['core/commands/collapse.test.ts', 'core/commands/running-start.test.ts', 'core/commands/entry-edit.test.ts']],
  ['commands/entry-edit.ts', ['core/commands/entry-edit.test.ts']],
  ['commands/entry-split.ts', ['core/commands/entry-split.test.ts']],
  ['commands/idle-booking.ts', ['core/commands/idle-booking.test.ts']],
  ['commands/manual-entry.ts', ['core/commands/manual-entry.test.ts', 'core/commands/manual-entry-cases.test.ts']],
  ['commands/op-label.ts', ['core/commands/op-label.test.ts', 'core/commands/op-label-todo.test.ts', 'core/commands/running-start.test.ts']],
  ['commands/ops.ts', ['core/commands/ops.test.ts']],
  ['commands/outbox.ts', ['core/commands/outbox.test.ts', 'core/commands/outbox-todos.test.ts']],
  ['commands/put-back-shift.ts', ['core/commands/put-back-shift.test.ts', 'core/commands/outbox.test.ts']],
  ['commands/overlay.ts', ['core/commands/overlay.test.ts', 'core/commands/overlay-ops.test.ts', 'core/commands/running-start.test.ts', 'core/commands/entry-edit.test.ts']],
  ['commands/running-start.ts', ['core/commands/running-start.test.ts']],
  ['commands/refusal-words.ts', ['core/commands/refusal-words.test.ts', 'core/commands/refusal-notices.test.ts']],
  ['commands/todo-actions.ts', ['core/commands/todo-actions.test.ts']],
  ['commands/todo-fold.ts', ['core/commands/todo-fold.test.ts', 'core/commands/todo-fold-others.test.ts']],
  ['commands/todo-overlay.ts', ['core/commands/todo-overlay.test.ts', 'core/commands/todo-overlay-edges.test.ts']],
  ['commands/todo-plan.ts', ['core/commands/todo-plan.test.ts']],
  ['commands/tracker.ts', ['core/commands/tracker.test.ts', 'core/commands/tracker-plans.test.ts']],

  ['reads/budget-tally.ts', ['core/reads/budget-tally.test.ts']],
  ['reads/project-budget.ts', ['core/reads/project-budget.test.ts', 'core/reads/project-budget-odd.test.ts']],
  ['reads/refresh-policy.ts', ['core/reads/refresh-policy.test.ts', 'core/reads/refresh-policy-edges.test.ts']],
  ['reads/server-entry.ts', ['core/reads/server-entry.test.ts']],
  ['reads/todo-refresh.ts', ['core/reads/todo-refresh.test.ts', 'core/reads/todo-refresh-fresh.test.ts']],
  ['reads/week-cache.ts', ['core/reads/week-cache.test.ts', 'core/reads/week-cache-edges.test.ts']],

  ['time/clock-format.ts', ['core/time/clock-format.test.ts', 'core/time/clock-format-text.test.ts']],
  ['time/local-calendar.ts', ['core/time/local-calendar.test.ts']],
  ['time/local-time.ts', ['core/time/local-time.test.ts']],
  ['time/locale-display.ts', ['core/time/clock-format.test.ts', 'core/time/locale-display-edges.test.ts']],
  ['time/zone.ts', ['core/time/zone.test.ts', 'core/time/zone-edges.test.ts']],
  ['time/locale-format.ts', ['core/time/locale-format.test.ts']],
  ['time/typed-hours.ts', ['core/time/typed-hours.test.ts']],

  ['activity/title-patterns.ts', ['core/activity/title-patterns.test.ts']],
  ['activity/activity-filter.ts', ['core/activity/activity-filter.test.ts']],

  ['settings/settings-migrations.ts', ['core/settings/settings-migrations.test.ts', 'core/settings/settings-migrations-edges.test.ts']],
  ['settings/settings-schema.ts', ['core/settings/settings.test.ts', 'core/settings/settings-focus.test.ts', 'core/settings/settings-fields.test.ts', 'core/settings/settings-lists.test.ts']],
  ['settings/settings-lists.ts', ['core/settings/settings-lists.test.ts']],
  ['settings/settings-problems.ts', ['core/settings/settings-lists.test.ts']],

  ['activity/focus-steps.ts', ['core/activity/focus-steps.test.ts']],
  ['activity/record-time.ts', ['core/activity/record-time.test.ts']],
  ['activity/window-text.ts', ['core/activity/window-text.test.ts']],
  ['activity/rule-matchers.ts', ['core/activity/rule-matchers.test.ts']],
  ['activity/merge-parts.ts', ['core/activity/merge-parts.test.ts']],

  ['timesheets/hours.ts', ['core/timesheets/hours.test.ts']],
  ['timesheets/day-billed.ts', ['core/timesheets/day-billed.test.ts']],
  ['timesheets/day-amount.ts', ['core/timesheets/day-billed.test.ts']],
  ['timesheets/rule-words.ts', ['core/timesheets/day-billed.test.ts']],
  ['timesheets/money.ts', ['core/timesheets/money.test.ts']],
  ['timesheets/rounding-rule.ts', ['core/timesheets/rounding-rule.test.ts']],
  ['timesheets/rounding.ts', ['core/timesheets/rounding.test.ts']],
  ['timesheets/round-plan.ts', ['core/timesheets/round-plan.test.ts']],
  ['commands/round-ops.ts', ['core/commands/round-ops.test.ts']],
  ['timesheets/sheet-entry.ts', ['core/timesheets/sheet-entry.test.ts']],
  ['timesheets/sheet-filter.ts', ['core/timesheets/sheet.test.ts']],
  ['timesheets/sheet-totals.ts', ['core/timesheets/sheet.test.ts']],
  ['timesheets/sheet-group.ts', ['core/timesheets/sheet.test.ts']],
  ['timesheets/sheet.ts', ['core/timesheets/sheet.test.ts']],
  ['timesheets/sheet-columns.ts', ['core/timesheets/sheet-csv.test.ts']],
  ['timesheets/sheet-csv.ts', ['core/timesheets/sheet-csv.test.ts']],
  ['timesheets/sheet-text.ts', ['core/timesheets/sheet-text.test.ts']],
  ['timesheets/sheet-xlsx-rows.ts', ['core/timesheets/sheet-xlsx-rows.test.ts']],
  ['timesheets/sheet-html.ts', ['core/timesheets/sheet-html.test.ts']],
].map(([module, tests]) => ({ module, file: CORE + module, tests: tests.map((t) => `test/${t}`) }));

// ---- arguments

const args = process.argv.slice(2);
const force = args.includes('--force');
const ci = args.indexOf('--concurrency');
const concurrency = ci >= 0 ? Number(args[ci + 1]) : 2;
const picks = args.filter((a, i) => !a.startsWith('--') && !(ci >= 0 && i === ci + 1));
const chosen = picks.length === 0 ? MODULES : MODULES.filter((m) => picks.some((p) => m.module.startsWith(p) || m.file.startsWith(p)));
if (chosen.length === 0 || !(concurrency >= 1)) {
  console.error(`usage: npm run test:mutation -- [module or folder under main/core...] [--force] [--concurrency N]`);
  process.exit(1);
}
for (const m of chosen) {
  for (const f of [m.file, ...m.tests]) {
    if (!existsSync(f)) {
      console.error(`mutation: ${f} is missing (listed for ${m.module} in scripts/mutation.mjs)`);
      process.exit(1);
    }
  }
}

// ---- equivalent mutants: { "<module>": [{ "at": "line:column", "mutator", "replacement", "why" }] }

const equivalents = JSON.parse(readFileSync(EQUIVALENTS_FILE, 'utf8'));
for (const [module, list] of Object.entries(equivalents)) {
  if (module.startsWith('//')) continue;
  if (!MODULES.some((m) => m.module === module)) throw new Error(`${EQUIVALENTS_FILE}: ${module} is not a module of this run`);
  for (const e of list) {
    if (!/^\d+:\d+$/.test(e.at) || typeof e.mutator !== 'string' || typeof e.replacement !== 'string' || !(typeof e.why === 'string' && e.why.length > 0)) {
      throw new Error(`${EQUIVALENTS_FILE}: ${module}: each equivalent needs at (line:column), mutator, replacement and why`);
    }
  }
}
// Line and column as Stryker's own reports give them (both from 1).
const where = (m) => `${m.location.start.line}:${m.location.start.column}`;
const isListed = (module, m) =>
  (equivalents[module] ?? []).some((e) => e.at === where(m) && e.mutator === m.mutatorName && e.replacement === m.replacement);

// ---- what the tests load: the test files and every file they reach by relative imports

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
function fingerprint(m) {
  const hash = createHash('sha256');
  hash.update(readFileSync('stryker.config.mjs'));
  hash.update(JSON.stringify(m.tests));
  const seen = new Set();
  const queue = [...m.tests.map((t) => resolve(t))];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    // The module itself is Stryker's to diff, mutant by mutant; what it imports is not.
    if (file !== resolve(m.file)) hash.update(`${relative(root, file)}\n${text}\n`);
    for (const [, spec] of text.matchAll(IMPORT)) queue.push(resolve(dirname(file), spec));
  }
  return hash.digest('hex');
}

// ---- one module

function tally(m, results) {
  const of = results.filter((r) => resolve(r.fileName) === resolve(m.file));
  const listed = of.filter((r) => (r.status === 'Survived' || r.status === 'NoCoverage') && isListed(m.module, r));
  const counted = of.filter((r) => !listed.includes(r));
  const n = (status) => counted.filter((r) => r.status === status).length;
  const t = { killed: n('Killed'), survived: n('Survived'), timeout: n('Timeout'), noCoverage: n('NoCoverage'), equivalent: listed.length };
  const valid = t.killed + t.timeout + t.survived + t.noCoverage;
  const survivors = counted.filter((r) => r.status === 'Survived' || r.status === 'NoCoverage');
  const stale = (equivalents[m.module] ?? []).filter((e) => !listed.some((r) => e.at === where(r) && e.mutator === r.mutatorName && e.replacement === r.replacement));
  return { ...t, total: of.length, survivors, stale, score: valid === 0 ? Number.NaN : (100 * (t.killed + t.timeout)) / valid };
}

async function run(m) {
  const base = m.module.replace(/\.ts$/, '').replaceAll('/', '__');
  const incrementalFile = `${INCREMENTAL_DIR}/${base}.json`;
  const stampFile = `${INCREMENTAL_DIR}/${base}.tests`;
  const stamp = fingerprint(m);
  mkdirSync(INCREMENTAL_DIR, { recursive: true });
  const stale = !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp;
  if (stale) rmSync(incrementalFile, { force: true });
  console.log(`mutating ${m.module} against ${m.tests.join(' ')}${stale ? '' : ' (incremental)'}`);
  const results = await new Stryker({
    configFile: 'stryker.config.mjs',
    mutate: [m.file],
    commandRunner: { command: testCommand(m.tests) },
    concurrency,
    incrementalFile,
    force,
    jsonReporter: { fileName: `reports/mutation/${base}.json` },
    logLevel: 'warn',
    fileLogLevel: 'off',
  }).runMutationTest();
  writeFileSync(stampFile, stamp);
  return tally(m, results);
}

// ---- all of them

const pct = (s) => (Number.isNaN(s) ? 'n/a' : `${(Math.floor(s * 10) / 10).toFixed(1)}%`);
const started = Date.now();
const lines = [];
let below = 0;
let mutants = 0;
for (const m of chosen) {
  let t;
  try {
    t = await run(m);
  } catch (e) {
    below++;
    lines.push(`${m.module} could not run: ${e instanceof Error ? e.message : String(e)}`);
    continue;
  }
  mutants += t.total;
  // No mutants at all would mean the module was not tested: that is a failure too.
  const ok = t.total > 0 && (t.score >= MIN_SCORE || t.survivors.length === 0);
  if (!ok) below++;
  const line = `${m.module} score=${pct(t.score)} killed=${t.killed} survived=${t.survived} timeout=${t.timeout} no_coverage=${t.noCoverage} equivalent=${t.equivalent}${ok ? '' : ` BELOW ${MIN_SCORE}%`}`;
  lines.push(line);
  console.log(line);
  for (const r of t.survivors) {
    const text = r.replacement.replace(/\s+/g, ' ');
    console.log(`  survived ${m.file}:${where(r)} ${r.mutatorName} ${text.length > 80 ? `${text.slice(0, 77)}...` : text}`);
  }
  for (const e of t.stale) console.log(`  listed as equivalent but not a survivor now: ${m.module} ${e.at} ${e.mutator} ${e.replacement}`);
}

console.log('');
for (const line of lines) console.log(line);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`mutation modules=${chosen.length} below=${below} mutants=${mutants} seconds=${seconds} ${below === 0 ? 'ok' : 'FAILED'}`);
process.exit(below === 0 ? 0 : 1);

// The numbers of every list hold across runs (issue 60): the gaps and the projects printed in
// one run are what `fill <n>` and `start <n>` name in the next. A project added on the web or
// a gap booked on the phone in between shifts the numbers: the command is refused, the list
// printed again, and its numbers hold from then on. And a word that is one of edit's flags
// ends `--description`. Real processes against the simulator, the runs at fixed instants
// (STINT_CLOCK_AT, the service's clock set alike) ten minutes apart, so that the second's
// `refresh` reads the projects again; the working hours the whole day and Ada's entries of that day removed.
import { afterEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useCliSim } from './support/cli-sim.ts';
import { block, runCli } from './support/run-cli.ts';
import { SETTINGS_VERSION } from '../../main/core/settings/settings-schema.ts';

/** The demo projects by name, as `projects` numbers them: 5 is Website Redesign. */
const WEBSITE_N = 5;
const WEBSITE_ID = 1;
const ADA = 1;

const cli = useCliSim('stint-cli-lists-');
/** The first run's instant; the service's clock is set to each run's. */
const DAY = new Date().toISOString().slice(0, 10);
const AT = Date.parse(`${DAY}T10:00:00Z`);
const MIN = 60_000;

/** Runs the command line at `at`, the service's clock set alike. */
async function runAt(at: number, args: readonly string[]) {
  await cli.sim.control.clock({ now: new Date(at).toISOString() });
  return runCli(args, { STINT_CLOCK_AT: new Date(at).toISOString() });
}

function signedIn(): string[] {
  return ['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo'];
}

/** A project whose name sorts first, as if added on the web: every number after it moves by one. */
function projectAddedOnTheWeb(name: string): number {
  const store = cli.sim.sim.ctx.store;
  const id = store.nextId('project');
  store.projects.set(id, { ...store.projects.get(WEBSITE_ID)!, id, name });
  return id;
}

describe('numbers of the gaps and the projects across runs', () => {
  // The edit test runs on the wall clock: give the service its own back.
  afterEach(() => cli.sim.control.clock({ now: new Date().toISOString() }));

  test('projects and gaps listed in one run; a project added on the web and a gap booked on the phone before the next: start <n> and fill <n> are refused there with the new lists, whose numbers then hold', async () => {
    writeFileSync(join(cli.dataDir, 'settings.json'), JSON.stringify({ version: SETTINGS_VERSION, workingHours: { days: [0, 1, 2, 3, 4, 5, 6], windows: [{ start: '00:00', end: '24:00' }] } }));
    const store = cli.sim.sim.ctx.store.entries;
    for (const [id, e] of store) if (e.user_id === ADA && e.date_execution >= DAY) store.delete(id);

    const first = await runAt(AT, [...signedIn(), '-c', 'projects', '-c', 'gaps']);
    assert.equal(first.code, 0, `stderr:\n${first.stderr}\nstdout:\n${first.stdout}`);
    assert.ok(block(first.stdout, 'projects').includes(`  ${WEBSITE_N}. Website Redesign (Acme Corp)`), first.stdout);
    assert.match(block(first.stdout, 'gaps')[1]!, /^ {2}1\. (00:00|12:00 AM)–/, first.stdout);

    // Between the runs: "Aardvark" sorts first, and the phone books midnight's first minute.
    const aardvark = projectAddedOnTheWeb('Aardvark Audit');
    const phoneId = cli.sim.sim.ctx.store.nextId('entry');
    store.set(phoneId, { ...[...store.values()].find((e) => e.user_id === ADA)!, id: phoneId, date_execution: DAY, time_start: 0, time_total: 60, stopwatch_started_at: null, description: 'phone at midnight', project_id: WEBSITE_ID, task_id: null });

    const start = `start ${WEBSITE_N} cli listed`;
    const fill = `fill 1 --project ${WEBSITE_N} cli gap`;
    // `refresh` reads the projects again (they are read twice a day otherwise).
    const second = await runAt(AT + 10 * MIN, [...signedIn(), '-c', 'refresh', '-c', start, '-c', fill]);
    assert.equal(second.code, 1, second.stdout);
    const refusedStart = block(second.stdout, start);
    assert.match(refusedStart[0]!, /^error: the projects changed since they were listed at \d{1,2}:\d{2}.*nothing was done\. They are now:$/, second.stdout);
    assert.ok(refusedStart.includes('  1. Aardvark Audit (Acme Corp)') && refusedStart.includes(`  ${WEBSITE_N + 1}. Website Redesign (Acme Corp)`), second.stdout);
    const refusedFill = block(second.stdout, fill);
    assert.match(refusedFill[0]!, /^error: today's gaps changed since they were listed at \d{1,2}:\d{2}.*nothing was done\. They are now:$/, second.stdout);
    assert.match(refusedFill[2]!, /^ {2}1\. (00:01|12:01 AM)–/, second.stdout);
    assert.equal([...store.values()].filter((e) => e.description.startsWith('cli ')).length, 0, 'nothing started, nothing filled');
    assert.equal(cli.sim.sim.ctx.store.projects.get(aardvark)!.name, 'Aardvark Audit');

    // The lists printed with the refusals are the ones the next run's numbers name.
    const third = await runAt(AT + 11 * MIN, [...signedIn(), '-c', `fill 1 --project ${WEBSITE_N + 1} cli gap`, '-c', `start ${WEBSITE_N + 1} cli listed`]);
    assert.equal(third.code, 0, `stderr:\n${third.stderr}\nstdout:\n${third.stdout}`);
    const filled = [...store.values()].filter((e) => e.description === 'cli gap');
    assert.deepEqual(filled.map((e) => [e.project_id, e.time_start]), [[WEBSITE_ID, 60]], 'the gap after the phone\'s minute, on Website Redesign');
    const started = [...store.values()].filter((e) => e.description === 'cli listed');
    assert.deepEqual(started.map((e) => [e.project_id, e.stopwatch_started_at !== null]), [[WEBSITE_ID, true]]);
  });

  test('edit --description call notes --project <n>: the project flag ends the words and moves the entry', async () => {
    const add = `add yesterday ${WEBSITE_N} 9:00 AM 10:00 AM cli old words`;
    const made = await runCli([...signedIn(), '-c', add, '-c', 'projects', '-c', 'continue']);
    assert.equal(made.code, 0, `stderr:\n${made.stderr}\nstdout:\n${made.stdout}`);
    const n = /^\s*(\d+)\./.exec(block(made.stdout, 'continue').find((l) => l.includes('cli old words')) ?? '')?.[1];
    assert.ok(n, made.stdout);
    const internal = /^\s*(\d+)\. Internal Tools/m.exec(block(made.stdout, 'projects').join('\n'))?.[1];
    assert.ok(internal, made.stdout);
    const edit = `edit #${n} --description call notes --project ${internal}`;
    const r = await runCli([...signedIn(), '-c', edit]);
    assert.equal(r.code, 0, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
    const entry = cli.adaEntries().find((e) => e.description === 'call notes');
    assert.ok(entry, r.stdout);
    const internalId = [...cli.sim.sim.ctx.store.projects.values()].find((p) => p.name === 'Internal Tools')!.id;
    assert.equal(entry.project_id, internalId, 'moved to the project the flag named');
  });
});

// A real `kill -9` of the command line's engine, then a restart on the same data folder:
// nothing the person meant is lost, nothing is doubled, no stopwatch is left running. The
// command line runs as a real process, typed into line by line; the kill lands where the
// test sees, from the simulator's side or from a test-only preload, that the process is
// mid-request or mid-write. Everything runs on the real clock, so nothing here asserts a
// duration or a time of day, and every wait has a hang guard only.
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TimeEntry } from '../sim/model.ts';
import { CliProcess, PASSWORD, ROOT, blockOf, filesUnder, startWatchedSim, type WatchedSim } from './support/kill-harness.ts';
import { PAUSED_LINE, PAUSE_ENV, type PauseSpec } from './support/outbox-pause.ts';

const ADA = 1;
/** The demo projects as `projects` numbers them. */
const WEBSITE_N = 5;
const MIGRATION_N = 1;
const PRELOAD = pathToFileURL(join(ROOT, 'test/cli/support/outbox-pause.ts')).href;

let sim: WatchedSim;
let dataDir: string;
let existing: Set<number>;
/** Every process of the test and every token the service gave them, for the token check. */
let runs: CliProcess[];
let tokens: Set<string>;
before(async () => {
  sim = await startWatchedSim();
});
after(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.sim.reset();
  existing = new Set(sim.sim.ctx.store.entries.keys());
  dataDir = mkdtempSync(join(tmpdir(), 'stint-kill-'));
  runs = [];
  tokens = new Set();
});
afterEach(async () => {
  // A test that failed half-way leaves its process waiting for input: end it, or the run waits forever.
  await Promise.all(runs.filter((r) => r.exit === null).map((r) => r.kill9()));
  rmSync(dataDir, { recursive: true, force: true });
});

const adaEntries = () => [...sim.sim.ctx.store.entries.values()].filter((e) => e.user_id === ADA);
const projectName = (e: TimeEntry) => sim.sim.ctx.store.projects.get(e.project_id)?.name;

/** The entries this test made, as the service holds them. */
function made() {
  return adaEntries()
    .filter((e) => !existing.has(e.id))
    .map((e) => ({ project: projectName(e), description: e.description, running: e.stopwatch_started_at !== null }))
    .sort((a, b) => a.description.localeCompare(b.description));
}

function entry(description: string): TimeEntry {
  const found = adaEntries().filter((e) => e.description === description);
  assert.equal(found.length, 1, `one "${description}" on the service`);
  return found[0]!;
}

const outboxPath = () => join(dataDir, 'durable', 'outbox.json');
const outbox = () => JSON.parse(readFileSync(outboxPath(), 'utf8')) as { items: { op: { description?: string }; progress: Record<string, unknown> }[] };

function cli(options: { commands?: string[]; preload?: string[]; env?: Record<string, string> } = {}): CliProcess {
  const p = new CliProcess({ baseUrl: sim.baseUrl, dataDir, ...options });
  runs.push(p);
  return p;
}

/** A person at the prompt, signed in, with "kill one" running on Website Redesign. */
async function working(options: { preload?: string[]; env?: Record<string, string> } = {}): Promise<CliProcess> {
  const p = cli(options);
  assert.deepEqual((await p.command('signin ada@example.com demo'))[0], 'Signed in as Ada Lovelace (admin) on account demo.');
  const started = await p.command(`start ${WEBSITE_N} kill one`);
  assert.ok(started[0]?.startsWith('Running: Website Redesign: kill one, '), started.join('\n'));
  return p;
}

async function kill(p: CliProcess): Promise<void> {
  // The killed run never signs out: its token stays valid on the service and must not be on disk either.
  for (const t of sim.sim.ctx.store.tokens.keys()) tokens.add(t);
  assert.equal(await p.kill9(), 'SIGKILL');
  assert.throws(() => process.kill(p.pid, 0), { code: 'ESRCH' }, 'the killed process is gone');
}

/** The same data folder, a new process: sign in again (the token was in memory only) and let the outbox drain. */
async function restart(commands: string[]): Promise<CliProcess> {
  const p = cli({ commands: ['signin', 'status', ...commands] });
  const end = await p.ended();
  assert.equal(end.code, 0, `exit code; stderr:\n${p.stderr}\nstdout:\n${p.stdout}`);
  assert.ok(p.stdout.includes('From an earlier run, 1 action waits to be sent: sign in as ada@example.com to send it.'), p.stdout);
  assert.ok(blockOf(p.stdout, 'status').includes('Sync: All changes synced'), p.stdout);
  return p;
}

/** Both entries once, stopped; nothing of Ada's runs; nothing waits on disk; no secret in any output or file. */
function assertSettled(): void {
  assert.deepEqual(made(), [
    { project: 'Website Redesign', description: 'kill one', running: false },
    { project: 'Data Migration', description: 'kill two', running: false },
  ]);
  assert.deepEqual(adaEntries().filter((e) => e.stopwatch_started_at !== null), [], 'no stopwatch left running');
  assert.deepEqual(outbox().items, [], 'the outbox is drained');
  for (const t of sim.sim.ctx.store.tokens.keys()) tokens.add(t);
  assert.ok(tokens.size >= 2, 'each run signed in');
  const written = filesUnder(dataDir).map((f) => readFileSync(f, 'utf8'));
  for (const text of [...runs.flatMap((r) => [r.stdout, r.stderr]), ...written]) {
    for (const token of tokens) assert.ok(!text.includes(token), 'a token leaked');
    assert.ok(!text.includes(PASSWORD), 'the password leaked');
  }
}

describe('kill -9 of the command line, then a restart on the same data folder', () => {
  test('killed while its stop is held at the service, not yet applied: the restart sends the stop once', async () => {
    const p = await working();
    assert.ok((await p.command(`start ${MIGRATION_N} kill two`))[0]?.startsWith('Running: Data Migration: kill two, '));
    sim.faults({ latency_ms: 120_000, methods: ['POST'], path_prefix: `/time-entries/${entry('kill two').id}/stop` });
    p.type('stop');
    await sim.until(() => sim.latencyWaits() === 1, 'the stop to be held at the service');
    await kill(p);
    sim.faults({});
    // The dead process's connection closed, which ends the held request before it was applied.
    await sim.until(() => sim.latencyWaits() === 0, 'the held stop to be dropped');
    assert.notEqual(entry('kill two').stopwatch_started_at, null, 'the stop never reached the entry');

    const again = await restart([]);
    assert.ok(blockOf(again.stdout, 'status').includes('No timer running.'), again.stdout);
    assertSettled();
  });

  test('killed while the answer to its switch is held, after the service applied it: the restart doubles nothing', async () => {
    const p = await working();
    sim.holdAnswer((method, url) => method === 'POST' && /\/time-entries\/\d+\/start$/.test(url));
    p.type(`start ${MIGRATION_N} kill two`);
    await sim.until(() => sim.heldAnswers() === 1, 'the answer to the start of "kill two" to be held');
    // The service has done the whole switch; only its answer is missing.
    assert.deepEqual(made(), [
      { project: 'Website Redesign', description: 'kill one', running: false },
      { project: 'Data Migration', description: 'kill two', running: true },
    ]);
    await kill(p);

    const again = await restart(['stop']);
    assert.ok(blockOf(again.stdout, 'status').some((l) => l.startsWith('Running: Data Migration: kill two, ')), again.stdout);
    assert.deepEqual(blockOf(again.stdout, 'stop')[0], 'Stopped.');
    assertSettled();
  });

  for (const at of ['write', 'rename'] as const) {
    const where = at === 'write' ? 'half of it in the temporary file' : 'the temporary file complete, before the rename';
    test(`killed while the outbox file is written (${where}): the old record stands and the restart doubles nothing`, async () => {
      // The write that records the id the service gave "kill two": the create is done, its start is next.
      const spec: PauseSpec = { at, containing: ['"createdId"', '"kill two"'] };
      const p = await working({ preload: [PRELOAD], env: { [PAUSE_ENV]: JSON.stringify(spec) } });
      p.type(`start ${MIGRATION_N} kill two`);
      await p.until(() => p.stderr.includes(PAUSED_LINE), 'the outbox write to pause');
      const temp = p.stderr.slice(p.stderr.indexOf(PAUSED_LINE) + PAUSED_LINE.length).split('\n')[0]!;
      const before = readFileSync(outboxPath(), 'utf8');
      await kill(p);

      // The record on disk is the one before the write: the create of "kill two" in doubt.
      assert.equal(readFileSync(outboxPath(), 'utf8'), before);
      assert.deepEqual(outbox().items.map((i) => [i.op.description, i.progress.doubt]), [['kill two', 'create']]);
      const next = readFileSync(temp, 'utf8');
      if (at === 'write') assert.throws(() => JSON.parse(next), SyntaxError, 'the kill tore the temporary file');
      else assert.equal((JSON.parse(next) as ReturnType<typeof outbox>).items[0]?.progress.createdId, entry('kill two').id);
      // The service made the entry; its start was never sent.
      assert.deepEqual(made(), [
        { project: 'Website Redesign', description: 'kill one', running: true },
        { project: 'Data Migration', description: 'kill two', running: false },
      ]);

      const again = await restart(['stop']);
      assert.ok(blockOf(again.stdout, 'status').some((l) => l.startsWith('Running: Data Migration: kill two, ')), again.stdout);
      assert.deepEqual(blockOf(again.stdout, 'stop')[0], 'Stopped.');
      assertSettled();
    });
  }
});

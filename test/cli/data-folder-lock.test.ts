// Two command lines on one data folder, as real processes: the second is refused before it
// reads anything, told which process holds the folder and what to do, and the first one's
// queue stays as it was. Once the first has quit, or died to SIGKILL, the folder is free. A
// command line whose lock another Stint took writes nothing more: it says so and ends.
import { afterEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { OWNER_NAME } from '../../main/platform/node/data-folder-lock.ts';
import { osProcesses } from '../../main/platform/node/os-processes.ts';
import { useCliSim } from './support/cli-sim.ts';
import { CliProcess } from './support/kill-harness.ts';
import { runCli } from './support/run-cli.ts';

/** Website Redesign, as `projects` numbers the demo projects. */
const WEBSITE_N = 5;

const cli = useCliSim('stint-lock-');
const running: CliProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).filter((p) => p.exit === null).map((p) => p.kill9()));
});

function first(): CliProcess {
  const p = new CliProcess({ baseUrl: cli.sim.baseUrl, dataDir: cli.dataDir });
  running.push(p);
  return p;
}

const queued = () => (JSON.parse(readFileSync(join(cli.dataDir, 'durable', 'outbox.json'), 'utf8')) as { items: { op: { description?: string } }[] }).items.map((i) => i.op.description);

/** A command line signed in, with a start it cannot send (the service refuses every write) queued in its outbox. */
async function firstWithAStartQueued(): Promise<CliProcess> {
  await cli.sim.control.faults({ error_rate: 1, error_status: 503, methods: ['POST'], path_prefix: '/time-entries' });
  const a = first();
  assert.equal((await a.command('signin ada@example.com demo'))[0], 'Signed in as Ada Lovelace (admin) on account demo.');
  await a.command(`start ${WEBSITE_N} kept by the first`);
  assert.deepEqual(queued(), ['kept by the first']);
  return a;
}

describe('one Stint on a data folder', () => {
  test('a second command line is refused with the first one\'s pid, and the first one\'s queued start stays as it was', async () => {
    const a = await firstWithAStartQueued();

    const b = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo', '-c', `start ${WEBSITE_N} from the second`]);
    assert.equal(b.code, 1);
    assert.equal(b.stderr, `stint: Stint is already running on this data folder, ${cli.dataDir} (pid ${a.pid}); quit it, or use another folder with --data-dir.\n`);
    assert.equal(b.stdout, '', 'nothing was read or run');
    assert.deepEqual(queued(), ['kept by the first']);

    a.type('quit');
    assert.equal((await a.ended()).code, 0);
    const again = await runCli(['--data-dir', cli.dataDir, '-c', 'status']);
    assert.equal(again.code, 0, again.stderr);
    assert.ok(again.stdout.includes('From an earlier run, 1 action waits to be sent: sign in as ada@example.com to send it.'), again.stdout);
  });

  test('a command line killed with SIGKILL leaves the folder to the next one at once', async () => {
    const a = first();
    await a.command('help');
    assert.equal(await a.kill9(), 'SIGKILL');
    const next = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'status']);
    assert.equal(next.code, 0, next.stderr);
    assert.equal(next.stderr, '');
    assert.ok(next.stdout.startsWith('Stint command line.\n'), next.stdout);
  });

  test('a command line whose lock is taken by another Stint refuses its next write, says so and exits 1: the outbox stays as it was', async () => {
    const a = await firstWithAStartQueued();

    // Another Stint's record in its place (this test's own process: it runs, with its own start).
    const os = osProcesses();
    writeFileSync(join(cli.dataDir, OWNER_NAME), JSON.stringify({ pid: process.pid, hostname: hostname(), started: (await os.probe(process.pid)).started, boot: await os.bootId(), nonce: 'another' }));
    a.type(`start ${WEBSITE_N} after the loss`);
    a.type('quit');
    const end = await a.ended();
    assert.equal(end.code, 1, a.stdout);
    assert.match(a.stderr, new RegExp(`^stint: error: Stint stopped saving to its data folder, ${cli.dataDir}: another Stint took it \\(pid ${process.pid}\\)\\. Nothing more is written there, so the two cannot overwrite each other's actions\\. Quit this Stint; what it did since is not saved\\.\n$`));
    assert.deepEqual(queued(), ['kept by the first'], 'nothing written after the loss');
    assert.equal(JSON.parse(readFileSync(join(cli.dataDir, OWNER_NAME), 'utf8')).nonce, 'another', "the other's record stays");
  });
});

// The command line keeps its token in memory only, so every run signs in: the day the last
// run wrote to its data folder stays with the same user's sign-in, and shows even when this
// run's first read fails (a real process against the simulator, whose reports fail for the
// second run). The entry is at 00:00-00:01 today, saved with --yes, so any hour of the day works.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useCliSim } from './support/cli-sim.ts';
import { block, runCli } from './support/run-cli.ts';

const WEBSITE_N = 5;
const cli = useCliSim('stint-cli-keeps-day-');

describe('a new run of the command line signs in and keeps the day on disk', () => {
  test('the second run\'s first read fails: today still lists the entry the first run wrote', async () => {
    const first = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo', '-c', `add --yes today ${WEBSITE_N} 00:00 +0:01 kept on disk`]);
    assert.equal(first.code, 0, `exit code; stderr:\n${first.stderr}\nstdout:\n${first.stdout}`);
    assert.equal(cli.adaEntries().filter((e) => e.description === 'kept on disk').length, 1, 'the first run sent the entry');
    assert.ok(!/to be sent when you sign in again/.test(first.stdout), `nothing was left in the outbox (the day comes from what was read):\n${first.stdout}`);

    await cli.sim.control.faults({ error_rate: 1, error_status: 500, methods: ['GET'], path_prefix: '/reports' });
    const second = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo', '-c', 'today']);
    assert.equal(second.code, 0, `exit code; stderr:\n${second.stderr}\nstdout:\n${second.stdout}`);
    const today = block(second.stdout, 'today');
    assert.ok(today.some((l) => l.includes('kept on disk')), `today lists the entry:\n${today.join('\n')}\n---\n${second.stdout}`);
  });
});

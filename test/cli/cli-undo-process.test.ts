// `undo` and `notsaved` as a person runs them: a real process against the simulator on the
// real clock, with the engine's own 10 s hold (one case waits a hold of 2 s). An entry added then undone never reaches the
// service (there is no delete: none there means none was ever sent); one left alone is sent
// once when the process quits, which waits out the hold rather than sending early. Nothing
// here asserts a duration or a time of day.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useCliSim } from './support/cli-sim.ts';
import { block, runCli } from './support/run-cli.ts';

/** The demo projects by name, as `projects` numbers them: 5 is Website Redesign. */
const WEBSITE_N = 5;

const cli = useCliSim('stint-cli-undo-');

/** The engine's own Undo time (runCli sends at once otherwise). */
const OWN_HOLD = { STINT_UNDO_SECONDS: '' };
/** A hold of 2 s where the engine's own 10 s is proved by another test: the quit waits it out all the same. */
const SHORT_HOLD = { STINT_UNDO_SECONDS: '2' };

describe('undo on the command line', () => {
  test('add, then undo: the words of the entry, "Undone", and nothing on the service; notsaved lists nothing', async () => {
    const add = `add yesterday ${WEBSITE_N} 08:00 +30m cli undo me`;
    const r = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo', '-c', add, '-c', 'undo', '-c', 'notsaved'], OWN_HOLD);
    assert.equal(r.code, 0, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
    assert.ok(block(r.stdout, add).some((l) => /^Added cli undo me (08:00|8:00 AM)–(08:30|8:30 AM) \(0:30\)\. Sent in \d+ s: type undo before then to take it back without a trace\.$/.test(l)), r.stdout);
    assert.ok(block(r.stdout, 'undo').some((l) => /^Undone: Added cli undo me .+\. Nothing was sent\.$/.test(l)), r.stdout);
    assert.deepEqual(block(r.stdout, 'notsaved').filter((l) => l !== '').slice(0, 1), ['Every change was saved: none was refused.']);
    assert.deepEqual(cli.adaEntries().filter((e) => e.description === 'cli undo me'), []);
  });

  test('add, then quit at once: the process waits out the Undo time and sends the entry once', async () => {
    const r = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo', '-c', `add yesterday ${WEBSITE_N} 09:00 +15m cli kept`], OWN_HOLD);
    assert.equal(r.code, 0, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
    assert.match(r.stdout, /Waiting \d+ s for the Undo time of the last correction\./);
    const made = cli.adaEntries().filter((e) => e.description === 'cli kept');
    assert.deepEqual(made.map((e) => [e.time_start, e.time_total]), [[9 * 3600, 15 * 60]]);
  });

  // Found as a person would: the last of two entries undone, the first still in its Undo
  // time was left on disk at quit ("1 action waits"), sent only by a later run.
  test('add two, undo the second, then quit: the first is still waited for and sent once, the second never', async () => {
    const first = `add yesterday ${WEBSITE_N} 11:00 +10m cli first held`;
    const second = `add yesterday ${WEBSITE_N} 11:20 +10m cli second undone`;
    const r = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo', '-c', first, '-c', second, '-c', 'undo'], SHORT_HOLD);
    assert.equal(r.code, 0, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
    assert.match(r.stdout, /Waiting \d+ s for the Undo time of the last correction\./);
    assert.doesNotMatch(r.stdout, /to be sent when you sign in again/);
    assert.deepEqual(cli.adaEntries().filter((e) => e.description === 'cli first held').map((e) => [e.time_start, e.time_total]), [[11 * 3600, 10 * 60]]);
    assert.deepEqual(cli.adaEntries().filter((e) => e.description === 'cli second undone'), []);
  });

  test('STINT_UNDO_SECONDS=0: the entry is sent at once and quitting waits for nothing', async () => {
    const add = `add yesterday ${WEBSITE_N} 10:00 +20m cli at once`;
    const r = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo', '-c', add, '-c', 'status'], { STINT_UNDO_SECONDS: '0' });
    assert.equal(r.code, 0, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
    assert.doesNotMatch(r.stdout, /Sent in \d+ s|Waiting \d+ s/);
    assert.deepEqual(cli.adaEntries().filter((e) => e.description === 'cli at once').map((e) => [e.time_start, e.time_total]), [[10 * 3600, 20 * 60]]);
  });

  test('undo with nothing to undo says so', async () => {
    const r = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo', '-c', 'undo'], OWN_HOLD);
    assert.notEqual(r.code, 0);
    assert.deepEqual(block(r.stdout, 'undo').filter((l) => l !== '').slice(0, 1), ['error: Nothing to undo: no correction or manual entry was made since the last Undo.']);
  });
});

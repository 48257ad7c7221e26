// The data folder is its person's alone, as the command line makes it and as it finds it: a
// folder the command line makes first is 0700 with 0600 files (the settings, the outbox and
// caches, the printed lists, the log, the lock's record, a second account's folder); one made earlier with wider modes is
// narrowed at the start, said once in a line of its own, and the next run has nothing to say.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useCliSim } from './support/cli-sim.ts';
import { runCli } from './support/run-cli.ts';
import { modesUnder } from '../support/modes-under.ts';

const cli = useCliSim('stint-private-');

test('a data folder the command line makes is 0700, and every file it writes there 0600', async () => {
  const dir = join(cli.dataDir, 'made-by-the-command-line');
  const r = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', dir, '-c', 'signin ada@example.com demo', '-c', 'accounts add Studio studio', '-c', 'projects', '-c', 'start 1 in a private folder', '-c', 'stop']);
  assert.equal(r.code, 0, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
  assert.equal(r.stderr, '', 'nothing to narrow in a folder it made');
  const modes = modesUnder(dir);
  // A second account's folder too (accounts/<key>/: its settings and durable records).
  assert.ok(modes.some(([p]) => p.startsWith(join(dir, 'accounts')) && p.endsWith('durable/outbox.json')), modes.map(([p]) => p).join(', '));
  for (const name of ['settings.json', 'stint.log', 'cli-lists.json', 'durable/cache.json']) assert.ok(modes.some(([p]) => p === join(dir, name)), `${name} in ${modes.map(([p]) => p).join(', ')}`);
  for (const [path, mode] of modes) assert.equal(mode, path.endsWith('/') ? 0o700 : 0o600, `${path} is ${mode.toString(8)}`);
});

test('a folder made earlier with wider modes is narrowed at the start, with what it holds, and said once', async () => {
  const dir = join(cli.dataDir, 'made-wide');
  mkdirSync(join(dir, 'durable'), { recursive: true });
  writeFileSync(join(dir, 'settings.json'), '{}');
  writeFileSync(join(dir, 'durable', 'outbox.json'), '{"items":[]}');
  for (const [p, mode] of [[dir, 0o755], [join(dir, 'durable'), 0o755], [join(dir, 'settings.json'), 0o644], [join(dir, 'durable', 'outbox.json'), 0o644]] as const) chmodSync(p, mode);

  const first = await runCli(['--data-dir', dir, '-c', 'status']);
  assert.equal(first.code, 0, first.stderr);
  assert.equal(first.stderr, `stint: Stint made its data folder private: ${dir} could be read by other users of this computer (4 folders and files narrowed); now only you can.\n`);
  for (const [path, mode] of modesUnder(dir)) assert.equal(mode, path.endsWith('/') ? 0o700 : 0o600, `${path} is ${mode.toString(8)}`);

  const second = await runCli(['--data-dir', dir, '-c', 'status']);
  assert.equal(second.code, 0, second.stderr);
  assert.equal(second.stderr, '', 'said once');
});

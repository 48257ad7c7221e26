// The command line as a newcomer meets it in the first hour: `--help` shows what can be
// typed, a mistyped address is refused before anything starts, a refused value is named
// with what was typed, starting what already runs changes nothing, and Ctrl-C at the
// password prompt ends the program. Real processes against an in-process simulator on the
// real clock: nothing here asserts a duration or a time of day, every wait is on the
// process (its exit, or what its terminal shows) with a hang guard only.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { COMMANDS } from '../../main/cli/commands.ts';
import { useCliSim } from './support/cli-sim.ts';
import { PtyCli, ptyUnavailable } from './support/pty-cli.ts';
import { block, runCli } from './support/run-cli.ts';

/** The demo projects as `projects` numbers them. */
const WEBSITE_N = 5;
const INTERNAL_N = 2;

const fx = useCliSim('stint-cli-new-');
const lines = (text: string): string[] => text.split('\n').filter((l) => l !== '');
/** What a command printed, without the blank line that ends the run's output. */
const printed = (stdout: string, command: string, occurrence = 1): string[] => block(stdout, command, occurrence).filter((l) => l !== '');

describe('--help', () => {
  test('lists the commands that can be typed or given with -c, not only the options', async () => {
    const r = await runCli(['--help']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stderr, '');
    assert.match(r.stdout, /^usage: npm run cli -- /);
    for (const c of Object.values(COMMANDS)) assert.ok(r.stdout.includes(`  ${c.usage}`), `--help lacks "${c.usage}":\n${r.stdout}`);
    assert.ok(r.stdout.includes('signin <email> <account-id>'), r.stdout);
  });
});

describe('a bad --base-url', () => {
  const refused = async (url: string): Promise<string> => {
    const r = await runCli(['--base-url', url, '--data-dir', fx.dataDir, '-c', 'status']);
    assert.equal(r.code, 2, `exit status for ${url}; stdout:\n${r.stdout}\nstderr:\n${r.stderr}`);
    assert.equal(r.stdout, '', 'nothing started');
    assert.equal(lines(r.stderr).length, 1, `one line:\n${r.stderr}`);
    return r.stderr.trim();
  };

  test('is refused at start in one line that names the value and what it must be', async () => {
    assert.equal(await refused('not a url'), 'stint: --base-url "not a url": Enter the service address, e.g. https://example.com/api/v1.');
    assert.equal(
      await refused('http://example.com/api/v1'),
      'stint: --base-url "http://example.com/api/v1": The service address must start with https:// (http:// only for this machine).',
    );
    assert.equal(
      await refused(fx.sim.origin),
      `stint: --base-url "${fx.sim.origin}": the service's address ends in /api/v1 (did you mean ${fx.sim.origin}/api/v1?)`,
    );
  });

  test('a good one with a trailing slash is taken', async () => {
    const r = await runCli(['--base-url', `${fx.sim.baseUrl}/`, '--data-dir', fx.dataDir, '-c', 'signin ada@example.com demo']);
    assert.equal(r.code, 0, `${r.stderr}\n${r.stdout}`);
    assert.deepEqual(block(r.stdout, 'signin ada@example.com demo')[0], 'Signed in as Ada Lovelace (admin) on account demo.');
  });
});

describe('a refused value', () => {
  test('is named with what was typed; the terminal never points at highlighted fields', async () => {
    const r = await runCli([
      '--base-url', fx.sim.baseUrl, '--data-dir', fx.dataDir,
      '-c', 'signin bob demo',
      '-c', 'signin ada@example.com demo',
      '-c', `add 2026-13-01 ${WEBSITE_N} 9:00 +1h`,
      '-c', `add today ${WEBSITE_N} 25:00 +1h`,
      '-c', `add today ${WEBSITE_N} 10:00 +abc`,
    ]);
    assert.equal(r.code, 1, r.stderr);
    assert.deepEqual(printed(r.stdout, 'signin bob demo'), ['error: email "bob": Enter the email you sign in with.']);
    // The engine's words for each field may change; what is checked is that the field and the value typed are named.
    const one = (command: string, prefix: string) => {
      const out = printed(r.stdout, command);
      assert.equal(out.length, 1, out.join('\n'));
      assert.ok(out[0]!.startsWith(prefix) && out[0]!.length > prefix.length + 3, `"${out[0]}" does not start with ${prefix}`);
    };
    one(`add 2026-13-01 ${WEBSITE_N} 9:00 +1h`, 'error: date "2026-13-01": ');
    one(`add today ${WEBSITE_N} 25:00 +1h`, 'error: start "25:00": ');
    one(`add today ${WEBSITE_N} 10:00 +abc`, 'error: duration "abc": ');
    assert.doesNotMatch(r.stdout, /highlighted/i);
  });

  test('an empty STINT_PASSWORD is named as such', async () => {
    const r = await runCli(['--base-url', fx.sim.baseUrl, '--data-dir', fx.dataDir, '-c', 'signin ada@example.com demo'], { STINT_PASSWORD: '' });
    assert.equal(r.code, 1, r.stderr);
    assert.deepEqual(printed(r.stdout, 'signin ada@example.com demo'), ['error: STINT_PASSWORD is empty: set it to the password of ada@example.com.']);
  });
});

describe('start while a timer runs', () => {
  test('starting what already runs changes nothing; starting another switches and says what it stopped', async () => {
    const before = new Set(fx.adaEntries().map((e) => e.id));
    const r = await runCli([
      '--base-url', fx.sim.baseUrl, '--data-dir', fx.dataDir,
      '-c', 'signin ada@example.com demo',
      '-c', `start ${WEBSITE_N} twice`,
      '-c', `start ${WEBSITE_N} twice`,
      '-c', `start ${INTERNAL_N} other`,
      '-c', 'status',
      // The system's locale (here from the environment, as ICU reads it) sets the clock.
    ], { LC_ALL: 'en_US.UTF-8' });
    assert.equal(r.code, 0, `${r.stderr}\n${r.stdout}`);
    const again = block(r.stdout, `start ${WEBSITE_N} twice`, 2);
    assert.equal(again.length, 1, again.join('\n'));
    // The running timer keeps its seconds; the time of day is en-US's 12-hour clock.
    assert.match(again[0]!, /^Already running: Website Redesign: twice, \d+:\d\d:\d\d since \d{1,2}:\d\d [AP]M\.$/);
    const switched = block(r.stdout, `start ${INTERNAL_N} other`);
    assert.match(switched[0]!, /^Running: Internal Tools: other, /, switched.join('\n'));
    assert.match(switched[1]!, /^Stopped Website Redesign: twice after \d+:\d\d:\d\d\.$/, switched.join('\n'));

    // The service holds one "twice" (stopped by the switch) and "other" running: no second, empty "twice".
    const made = fx.adaEntries()
      .filter((e) => !before.has(e.id))
      .map((e) => ({ description: e.description, running: e.stopwatch_started_at !== null }))
      .sort((a, b) => a.description.localeCompare(b.description));
    assert.deepEqual(made, [
      { description: 'other', running: true },
      { description: 'twice', running: false },
    ]);
  });
});

describe('Ctrl-C at the password prompt', () => {
  const skip = ptyUnavailable();

  const cases = [
    { mode: 'typed at the prompt', key: '\x03', code: 0 },
    { mode: 'given with -c', key: '\x03', code: 1 },
    // Ctrl-D (end of input) gives up the same way.
    { mode: 'typed at the prompt', key: '\x04', code: 0 },
  ] as const;
  for (const { mode, key, code: expected } of cases) {
    test(`ends the program with a message (${mode}${key === '\x04' ? ', Ctrl-D' : ''})`, { skip: skip ?? false }, async () => {
      const args = ['--base-url', fx.sim.baseUrl, '--data-dir', fx.dataDir];
      const cli = new PtyCli(mode === 'given with -c' ? [...args, '-c', 'signin ada@example.com demo', '-c', 'status'] : args);
      try {
        if (mode === 'typed at the prompt') {
          await cli.waitFor('stint> ');
          cli.type('signin ada@example.com demo\r');
        }
        const asked = await cli.waitFor('Password for ada@example.com: ');
        cli.type(key);
        const code = await cli.exited;
        const after = cli.output.slice(asked);
        assert.ok(after.includes('Sign-in cancelled: not signed in.'), after);
        assert.ok(!after.includes('stint> status'), `the commands after it did not run:\n${after}`);
        assert.doesNotMatch(cli.output, /readline was closed|internal error|^\s+at /m, 'no error of its own, no stack trace');
        assert.equal(code, expected, cli.output);
      } finally {
        cli.kill();
      }
    });
  }
});

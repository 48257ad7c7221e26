// The command line as a person runs it: a real process (`-c` commands, the password from
// STINT_PASSWORD) against an in-process simulator over HTTP. Both run on the real clock, so
// nothing here asserts a duration or a time of day: only what the output says and what the
// service holds. Each wait has a generous limit that only guards against a hang.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { useCliSim } from './support/cli-sim.ts';
import { block, runCli } from './support/run-cli.ts';

/** The demo projects by name, as `projects` numbers them: 5 is Website Redesign. */
const WEBSITE_N = 5;
const WEBSITE_ID = 1;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

const cli = useCliSim('stint-cli-');

describe('the command line against the simulator', () => {
  test('sign in, start, status, stop, status: the output says what runs, then what was tracked today', async () => {
    const before = new Set(cli.adaEntries().map((e) => e.id));
    const r = await runCli([
      '--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir,
      '-c', 'signin ada@example.com demo',
      '-c', 'projects',
      '-c', `start ${WEBSITE_N} cli spec`,
      '-c', 'status',
      '-c', 'stop',
      '-c', 'status',
    ]);
    assert.equal(r.code, 0, `exit code; stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
    assert.equal(r.stderr, '');
    // No keyring on the test's bus (run-cli.ts leaves none): memory, with why and what it means.
    assert.match(r.stdout, /^Sessions are kept in memory only: No keyring service answered on the session bus\. .* You will sign in again next time\.$/m);
    assert.deepEqual(block(r.stdout, 'signin ada@example.com demo')[0], 'Signed in as Ada Lovelace (admin) on account demo.');
    assert.ok(block(r.stdout, 'projects').includes(`  ${WEBSITE_N}. Website Redesign (Acme Corp)`));

    const running = block(r.stdout, 'status', 1);
    assert.ok(running.some((l) => l.startsWith('Running: Website Redesign: cli spec, ')), running.join('\n'));
    assert.ok(running.includes('Sync: All changes synced'), running.join('\n'));
    assert.ok(running.some((l) => l.startsWith('Tray: Website Redesign: cli spec: ')), running.join('\n'));

    const stopped = block(r.stdout, 'status', 2);
    assert.ok(stopped.includes('No timer running.'), stopped.join('\n'));
    assert.ok(stopped.some((l) => l.startsWith('Today (')), stopped.join('\n'));
    assert.ok(stopped.some((l) => /^ {2}Website Redesign +\d+:\d\d$/.test(l)), stopped.join('\n'));
    assert.ok(stopped.some((l) => l.startsWith('Tray: No timer running | Today: ')), stopped.join('\n'));

    // The service holds exactly one new entry, stopped, as asked.
    const created = cli.adaEntries().filter((e) => !before.has(e.id));
    assert.deepEqual(
      created.map((e) => ({ project: e.project_id, description: e.description, running: e.stopwatch_started_at !== null })),
      [{ project: WEBSITE_ID, description: 'cli spec', running: false }],
    );
  });

  test('edit #n: the times of an entry from the recent list, then its project and description, changed on the service; a refusal names the field and changes nothing', async () => {
    const base = ['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo'];
    const first = await runCli([...base, '-c', `add yesterday ${WEBSITE_N} 08:00 +30m cli edit me`, '-c', 'continue']);
    assert.equal(first.code, 0, `stderr:\n${first.stderr}\nstdout:\n${first.stdout}`);
    const line = block(first.stdout, 'continue').find((l) => l.includes('cli edit me'));
    const n = /^\s*(\d+)\./.exec(line ?? '')?.[1];
    assert.ok(n, first.stdout);
    const made = cli.adaEntries().find((e) => e.description === 'cli edit me')!;

    const bad = await runCli([...base, '-c', `edit #${n} 9:00 9:00`]);
    assert.notEqual(bad.code, 0);
    assert.match(block(bad.stdout, `edit #${n} 9:00 9:00`).join('\n'), /end/i, bad.stdout);
    assert.deepEqual([cli.adaEntries().find((e) => e.id === made.id)!.time_start, cli.adaEntries().find((e) => e.id === made.id)!.time_total], [8 * 3600, 1800], 'unchanged');

    const good = await runCli([...base, '-c', `edit #${n} 07:30 08:45`]);
    assert.equal(good.code, 0, `stderr:\n${good.stderr}\nstdout:\n${good.stdout}`);
    assert.match(block(good.stdout, `edit #${n} 07:30 08:45`).join('\n'), /^Changed Website Redesign: cli edit me: from /, good.stdout);
    const after = cli.adaEntries().find((e) => e.id === made.id)!;
    assert.deepEqual([after.date_execution, after.time_start, after.time_total], [made.date_execution, 7.5 * 3600, 75 * 60]);

    // Its project and description, the times kept.
    const listed = await runCli([...base, '-c', 'projects', '-c', 'continue']);
    const internalN = /^\s*(\d+)\. Internal Tools/m.exec(block(listed.stdout, 'projects').join('\n'))?.[1];
    const again = /^\s*(\d+)\./.exec(block(listed.stdout, 'continue').find((l) => l.includes('cli edit me')) ?? '')?.[1];
    assert.ok(internalN && again, listed.stdout);
    const command = `edit #${again} --project ${internalN} --description cli edited`;
    const moved = await runCli([...base, '-c', command]);
    assert.equal(moved.code, 0, `stderr:\n${moved.stderr}\nstdout:\n${moved.stdout}`);
    assert.match(block(moved.stdout, command).join('\n'), /^Changed Website Redesign: cli edit me\./, moved.stdout);
    const last = cli.adaEntries().find((e) => e.id === made.id)!;
    const internal = [...cli.sim.sim.ctx.store.projects.values()].find((p) => p.name === 'Internal Tools')!;
    assert.deepEqual([last.project_id, last.description, last.time_start, last.time_total], [internal.id, 'cli edited', 7.5 * 3600, 75 * 60]);
  });

  test('split #n: an entry from the recent list cut in two on the service, the second part on the description given; a cut outside it is refused', async () => {
    const base = ['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo'];
    const first = await runCli([...base, '-c', `add --yes yesterday ${WEBSITE_N} 13:00 15:00 cli split me`, '-c', 'continue']);
    assert.equal(first.code, 0, `stderr:\n${first.stderr}\nstdout:\n${first.stdout}`);
    const n = /^\s*(\d+)\./.exec(block(first.stdout, 'continue').find((l) => l.includes('cli split me')) ?? '')?.[1];
    assert.ok(n, first.stdout);
    const made = cli.adaEntries().find((e) => e.description === 'cli split me')!;

    const bad = await runCli([...base, '-c', `split #${n} 16:00`]);
    assert.notEqual(bad.code, 0);
    assert.match(block(bad.stdout, `split #${n} 16:00`).join('\n'), /between 1:00|between 13:00/i, bad.stdout);
    assert.equal(cli.adaEntries().filter((e) => e.description.startsWith('cli split')).length, 1, 'nothing made');

    const good = await runCli([...base, '-c', `split #${n} 14:15 cli split second half`]);
    assert.equal(good.code, 0, `stderr:\n${good.stderr}\nstdout:\n${good.stdout}`);
    assert.match(block(good.stdout, `split #${n} 14:15 cli split second half`).join('\n'), /^Split Website Redesign: cli split me at /, good.stdout);
    const parts = cli.adaEntries().filter((e) => e.description.startsWith('cli split')).map((e) => [e.id === made.id, e.date_execution, e.time_start, e.time_total, e.description]);
    assert.deepEqual(parts.sort(), [
      [false, made.date_execution, 14.25 * 3600, 45 * 60, 'cli split second half'],
      [true, made.date_execution, 13 * 3600, 75 * 60, 'cli split me'],
    ]);
  });

  test('week -1 lists last week day by day, each entry of the day, and the total per project', async () => {
    const r = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo', '-c', 'week -1']);
    assert.equal(r.code, 0, r.stderr);
    const lines = r.stdout.split('\n');
    const head = lines.findIndex((l) => /^Week, [A-Z][a-z]{2} \d{4}-\d{2}-\d{2} to [A-Z][a-z]{2} \d{4}-\d{2}-\d{2}: \d+:\d{2}$/.test(l));
    assert.ok(head >= 0, r.stdout);
    assert.equal(lines.slice(head).filter((l) => /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{4}-\d{2}-\d{2} +\d+:\d{2}/.test(l)).length, 7, r.stdout);
    assert.ok(lines.slice(head).some((l) => /^  w\d+ +\d{1,2}:\d{2}( [AP]M)?–\d{1,2}:\d{2}( [AP]M)? +\d+:\d{2}  \S/.test(l)), `an entry line: ${r.stdout}`);
    assert.ok(lines.includes('By project:'), r.stdout);
  });

  test('todos, todo start, todo done, todo undo: the to-do read, a timer on it, done and reopened on the service', async () => {
    const dns = () => [...cli.sim.sim.ctx.store.todos.values()].find((t) => t.name === 'DNS switch')!;
    const r = await runCli([
      '--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir,
      '-c', 'signin ada@example.com demo',
      '-c', 'todos',
      '-c', 'todo start 1',
      '-c', 'todo done 1',
      '-c', 'todos',
    ]);
    assert.equal(r.code, 0, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
    assert.ok(block(r.stdout, 'todos').includes('    1. DNS switch  (estimate 2:00)'), r.stdout);
    assert.match(block(r.stdout, 'todo start 1')[0]!, /^Running: Website Redesign: DNS switch, /);
    assert.equal(block(r.stdout, 'todo done 1')[0], 'Marked “DNS switch” done (todo undo reopens it).');
    assert.ok(cli.adaEntries().some((e) => e.description === 'DNS switch' && e.stopwatch_started_at !== null), 'a timer runs on the to-do at the service');
    assert.equal(dns().is_completed, true, 'done at the service');
    const again = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo', '-c', 'todos', '-c', 'todo undo 1', '-c', 'stop']);
    assert.equal(again.code, 0, again.stderr);
    // Marked done in the earlier run, and still offered for Undo in this one.
    assert.ok(block(again.stdout, 'todos').includes('  1. DNS switch  (Website Redesign)'), again.stdout);
    assert.equal(block(again.stdout, 'todo undo 1')[0], 'Reopened “DNS switch”.');
    assert.equal(dns().is_completed, false, 'open again at the service');
  });

  test('the token appears nowhere: not in the output, not in the data directory', async () => {
    const r = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo', '-c', 'status', '-c', 'today', '-c', 'week']);
    assert.equal(r.code, 0, r.stderr);
    const tokens = [...cli.sim.sim.ctx.store.tokens.keys()];
    assert.equal(tokens.length, 1, 'the sign-in made one token');
    const written = filesUnder(cli.dataDir).map((f) => readFileSync(f, 'utf8'));
    for (const text of [r.stdout, r.stderr, ...written]) {
      for (const token of tokens) assert.ok(!text.includes(token), 'a token leaked');
      assert.ok(!text.includes('demo-password'), 'the password leaked');
      assert.doesNotMatch(text, /[0-9a-f]{32,}/i, 'something token-like was printed or stored');
    }
  });

  test('a start the service cannot take waits on disk across a restart, and is sent after signing in again', async () => {
    await cli.sim.control.faults({ error_rate: 1, error_status: 503, methods: ['POST'], path_prefix: '/time-entries' });
    const first = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo', '-c', `start ${WEBSITE_N} kept offline`]);
    assert.equal(first.code, 0, first.stderr);
    assert.ok(first.stdout.includes(`1 action waits in ${cli.dataDir}, to be sent when you sign in again as ada@example.com.`), first.stdout);
    assert.ok(!cli.adaEntries().some((e) => e.description === 'kept offline'));

    await cli.sim.control.faults({});
    const second = await runCli(['--data-dir', cli.dataDir, '-c', 'status', '-c', 'signin', '-c', 'status']);
    assert.equal(second.code, 0, second.stderr);
    assert.ok(second.stdout.includes('From an earlier run, 1 action waits to be sent: sign in as ada@example.com to send it.'), second.stdout);
    const after = block(second.stdout, 'status', 2);
    assert.ok(after.some((l) => l.startsWith('Running: Website Redesign: kept offline, ')), after.join('\n'));
    assert.ok(after.includes('Sync: All changes synced'), after.join('\n'));
    const sent = cli.adaEntries().filter((e) => e.description === 'kept offline');
    assert.deepEqual(sent.map((e) => ({ project: e.project_id, running: e.stopwatch_started_at !== null })), [{ project: WEBSITE_ID, running: true }]);
  });

  test("an entry added for Monday while the service takes no writes counts in the week at once, in the next run, and once when sent", async () => {
    // Wednesday 11 March 2026 on both clocks: Monday is an earlier day of the week, whose
    // figure comes from the service's grouped report, which cannot hold a queued entry.
    const at = '2026-03-11T10:00:00.000Z';
    await cli.sim.control.clock({ now: at });
    try {
      await cli.sim.control.faults({ error_rate: 1, error_status: 503, methods: ['POST'], path_prefix: '/time-entries' });
      const env = { STINT_CLOCK_AT: at, TZ: 'UTC' };
      const week = (out: string, command: string, n: number) => block(out, command, n).find((l) => l.startsWith('Target this week: ')) ?? `no week line in:\n${out}`;
      const first = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo', '-c', 'projects', '-c', 'status', '-c', `add 2026-03-09 ${WEBSITE_N} 09:00 +2h kept for Monday`, '-c', 'status'], env);
      assert.equal(first.code, 0, first.stdout);
      assert.ok(!cli.adaEntries().some((e) => e.description === 'kept for Monday'), 'not sent');
      const before = /^Target this week: (\d+):(\d\d) of /.exec(week(first.stdout, 'status', 1));
      assert.ok(before, week(first.stdout, 'status', 1));
      const plus2h = `${Number(before[1]) + 2}:${before[2]}`;
      assert.match(week(first.stdout, 'status', 2), new RegExp(`^Target this week: ${plus2h} of `), 'the queued entry counts on Monday');

      // A second process on the same folder (signed in again: no keychain here), the service
      // still taking no writes: the entry waits on disk and still counts.
      const second = await runCli(['--data-dir', cli.dataDir, '-c', 'signin', '-c', 'status'], env);
      assert.ok(!cli.adaEntries().some((e) => e.description === 'kept for Monday'), 'still not sent');
      assert.match(week(second.stdout, 'status', 1), new RegExp(`^Target this week: ${plus2h} of `), second.stdout);

      // Writes taken again: sent once, and counted once.
      await cli.sim.control.faults({});
      const third = await runCli(['--data-dir', cli.dataDir, '-c', 'signin', '-c', 'status', '-c', 'refresh', '-c', 'status'], env);
      assert.equal(cli.adaEntries().filter((e) => e.description === 'kept for Monday').length, 1, third.stdout);
      assert.match(week(third.stdout, 'status', 1), new RegExp(`^Target this week: ${plus2h} of `), third.stdout);
      assert.match(week(third.stdout, 'status', 2), new RegExp(`^Target this week: ${plus2h} of `), third.stdout);
    } finally {
      await cli.sim.control.clock({ now: new Date().toISOString() });
    }
  });

  test('a command that fails makes the run exit 1, after running the rest', async () => {
    const r = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo', '-c', 'start 99', '-c', 'status']);
    assert.equal(r.code, 1);
    assert.deepEqual(block(r.stdout, 'start 99'), ['error: There is no project 99: projects lists the 5 active ones.']);
    assert.ok(block(r.stdout, 'status').includes('No timer running.'));
    assert.ok(!r.stdout.includes('    at '), 'no stack trace');
  });

  test('a bad option: one line on stderr, exit 2; --help: the usage, exit 0', async () => {
    const bad = await runCli(['--bogus']);
    assert.deepEqual([bad.code, bad.stdout, bad.stderr.trim().split('\n').length], [2, '', 1]);
    assert.match(bad.stderr, /^stint: unknown option --bogus \(--help for usage\)\n?$/);
    const help = await runCli(['--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /^usage: npm run cli -- /);
  });
});

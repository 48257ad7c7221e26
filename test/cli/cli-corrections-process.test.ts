// The command line corrects as well as the window, as a person runs it: a real process (`-c`
// commands, the password from STINT_PASSWORD) against the simulator over HTTP, on the real
// clock. So every entry here is yesterday's and every time typed says AM or PM or is
// 24-hour: nothing depends on the hour the test runs. What is checked is what the output says
// and what the service holds. The running timer's corrections run at a fixed instant instead
// (STINT_CLOCK_AT, the service clock set alike).
import { afterEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useCliSim } from './support/cli-sim.ts';
import { block, runCli } from './support/run-cli.ts';
import { PtyCli, ptyUnavailable } from './support/pty-cli.ts';

/** The demo projects by name, as `projects` numbers them: 5 is Website Redesign. */
const WEBSITE_N = 5;
const H = 3600;

const cli = useCliSim('stint-cli-fix-');

function signedIn(): string[] {
  return ['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo'];
}

/** Adds yesterday's entry 9:00 AM to 11:00 AM on Website and answers its number in the recent list, and the entry on the service. */
async function yesterdaysEntry(description: string): Promise<{ n: string; id: number }> {
  const r = await runCli([...signedIn(), '-c', `add yesterday ${WEBSITE_N} 9:00 AM 11:00 AM ${description}`, '-c', 'continue']);
  assert.equal(r.code, 0, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
  const n = /^\s*(\d+)\./.exec(block(r.stdout, 'continue').find((l) => l.includes(description)) ?? '')?.[1];
  assert.ok(n, r.stdout);
  const made = cli.adaEntries().filter((e) => e.description === description);
  assert.deepEqual(made.map((e) => [e.time_start, e.time_total]), [[9 * H, 2 * H]], 'read as typed: 9:00 AM to 11:00 AM');
  return { n, id: made[0]!.id };
}

function held(id: number): [number, number, string] {
  const e = cli.adaEntries().find((x) => x.id === id)!;
  return [e.time_start, e.time_total, e.description];
}

describe('the command line reads the times it prints and refuses what it cannot place', () => {
  test('edit #n --end 10:30 AM: the end alone, the start kept', async () => {
    const { n, id } = await yesterdaysEntry('cli end alone');
    // Inside the entry's own hours: an end moved later could overlap the demo's other entries.
    const command = `edit #${n} --end 10:30 AM`;
    const r = await runCli([...signedIn(), '-c', command]);
    assert.equal(r.code, 0, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
    assert.match(block(r.stdout, command).join('\n'), /^Changed Website Redesign: cli end alone: to 10:30 AM\./, r.stdout);
    assert.deepEqual(held(id), [9 * H, 1.5 * H, 'cli end alone']);
  });

  test('edit #n 7:15 8:15 of an evening entry: 7:15 PM to 8:15 PM, the half of the day nearest the entry, said with PM', async () => {
    // No AM/PM typed, yet nothing here depends on the hour: the entry's own times decide.
    const add = `add yesterday ${WEBSITE_N} 7:00 PM 8:00 PM cli evening`;
    const made = await runCli([...signedIn(), '-c', add, '-c', 'continue']);
    assert.equal(made.code, 0, `stderr:\n${made.stderr}\nstdout:\n${made.stdout}`);
    assert.match(block(made.stdout, add).join('\n'), /^Added an entry on \d{4}-\d{2}-\d{2} from 7:00\sPM to 8:00\sPM\./, made.stdout);
    const n = /^\s*(\d+)\./.exec(block(made.stdout, 'continue').find((l) => l.includes('cli evening')) ?? '')?.[1];
    assert.ok(n, made.stdout);
    const id = cli.adaEntries().find((e) => e.description === 'cli evening')!.id;
    const command = `edit #${n} 7:15 8:15`;
    const r = await runCli([...signedIn(), '-c', command]);
    assert.equal(r.code, 0, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
    assert.match(block(r.stdout, command).join('\n'), /^Changed Website Redesign: cli evening: from 7:15\sPM to 8:15\sPM\./, r.stdout);
    assert.deepEqual(held(id), [19.25 * H, H, 'cli evening'], 'moved a quarter of an hour, not twelve hours');
  });

  test('split #n 10:15 AM <project#> <description>: the time as printed, the project and the words placed', async () => {
    const { n, id } = await yesterdaysEntry('cli split ampm');
    const command = `split #${n} 10:15 AM ${WEBSITE_N} Code review`;
    const r = await runCli([...signedIn(), '-c', command]);
    assert.equal(r.code, 0, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
    assert.deepEqual(held(id), [9 * H, 1.25 * H, 'cli split ampm']);
    const second = cli.adaEntries().filter((e) => e.description === 'Code review');
    assert.deepEqual(second.map((e) => [e.time_start, e.time_total]), [[10.25 * H, 0.75 * H]], 'the description is the words, not "AM 5 Code review"');
  });

  test('refused with why, the entry unchanged: a bare number for a time, a word it cannot place, an empty --description', async () => {
    const { n, id } = await yesterdaysEntry('cli refusals');
    const lines = [`edit #${n} 09:00 17`, `split #${n} 10:15 AM Code review 5`, `edit #${n} --description`, `split #${n} 10`];
    const r = await runCli([...signedIn(), ...lines.flatMap((l) => ['-c', l])]);
    assert.notEqual(r.code, 0);
    assert.match(block(r.stdout, lines[0]!).join('\n'), /"17" is a number, not an end: type a time with its minutes \(17:00, or 9:40 AM\), or a duration with \+/, r.stdout);
    assert.match(block(r.stdout, lines[1]!).join('\n'), /"5" cannot be placed/, r.stdout);
    assert.match(block(r.stdout, lines[2]!).join('\n'), /empty --description would clear it: to clear the description, say --clear-description/, r.stdout);
    assert.match(block(r.stdout, lines[3]!).join('\n'), /"10" is a number, not a time to split at/, r.stdout);
    assert.deepEqual(held(id), [9 * H, 2 * H, 'cli refusals'], 'unchanged');
    assert.equal(cli.adaEntries().filter((e) => e.description === 'Code review').length, 0, 'nothing made');

    const cleared = await runCli([...signedIn(), '-c', `edit #${n} --clear-description`]);
    assert.equal(cleared.code, 0, `stderr:\n${cleared.stderr}\nstdout:\n${cleared.stdout}`);
    assert.deepEqual(held(id), [9 * H, 2 * H, ''], 'cleared when asked to');
  });

  test('started 10m ago without a timer running: refused in words, nothing sent', async () => {
    const r = await runCli([...signedIn(), '-c', 'started 10m ago']);
    assert.notEqual(r.code, 0);
    assert.match(block(r.stdout, 'started 10m ago').join('\n'), /No timer is running/, r.stdout);
  });

  test('split running without a timer running: refused with what to do', async () => {
    const r = await runCli([...signedIn(), '-c', 'split running 10:15 AM']);
    assert.notEqual(r.code, 0);
    assert.match(block(r.stdout, 'split running 10:15 AM').join('\n'), /No timer is running: split #n splits a recent entry/, r.stdout);
  });
});

describe('the running timer corrected, at a fixed instant (STINT_CLOCK_AT and the service clock set alike)', () => {
  // A Tuesday at 5:30 PM, the demo's day over by 4:30 PM: the hour never decides what is checked.
  const AT = '2026-03-10T17:30:00Z';
  const at = Date.parse(AT);
  const day = Date.parse('2026-03-10T00:00:00Z');
  // The other tests here run on the wall clock: give the service its own back.
  afterEach(() => cli.sim.control.clock({ now: new Date().toISOString() }));

  test('started 10m ago moves the running start; split running 5:25 PM cuts the run there; the stop ends the second part', async () => {
    await cli.sim.control.clock({ now: AT });
    await cli.sim.control.reset();
    const lines = ['start 5 cli running', 'started 10m ago', 'split running 5:25 PM', 'stop'];
    const began = Date.now();
    const r = await runCli([...signedIn(), ...lines.flatMap((l) => ['-c', l])], { STINT_CLOCK_AT: AT });
    // Both clocks ran from AT for no longer than the process took.
    const ran = Math.ceil((Date.now() - began) / 1000);
    assert.equal(r.code, 0, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
    const made = cli.adaEntries().filter((e) => e.date_execution === '2026-03-10' && e.time_start >= 17 * H).sort((a, b) => a.time_start - b.time_start);
    assert.equal(made.length, 2, JSON.stringify(made));
    const [first, second] = made as [(typeof made)[0], (typeof made)[0]];
    const atS = (at - day) / 1000;
    assert.ok(first.time_start >= atS - 600 && first.time_start <= atS - 600 + ran, `the start moved 10 minutes before the click: ${first.time_start - atS} s from 5:30 PM`);
    assert.equal(first.time_start + first.time_total, 17 * H + 25 * 60, 'the first part ends at the cut, 5:25 PM');
    assert.deepEqual([first.description, second.description], ['cli running', 'cli running']);
    assert.equal(second.time_start, 17 * H + 25 * 60, 'the second part begins at the cut');
    const end = second.time_start + second.time_total;
    assert.ok(end >= atS && end <= atS + ran, `the stop ends it at the click: ${end - atS} s after 5:30 PM`);
    assert.equal(second.stopwatch_started_at, null, 'nothing left running');
    assert.match(block(r.stdout, 'split running 5:25 PM').join('\n'), /5:25\s?PM/, r.stdout);
  });

  test('a bad STINT_CLOCK_AT is refused on one line, before anything runs', async () => {
    const r = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'status'], { STINT_CLOCK_AT: 'tomorrow' });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /STINT_CLOCK_AT must be an ISO 8601 instant/);
  });
});

describe('numbers refer to the list last printed', () => {
  test('listed in one run, an entry added on the phone before the next: the number is refused there with the new list, which the run after names', async () => {
    // The first run lists the recent entries (continue) and ends.
    const { n, id } = await yesterdaysEntry('cli listed before');
    const listed = cli.adaEntries().find((e) => e.id === id)!;
    const phoneId = cli.sim.sim.ctx.store.nextId('entry');
    cli.sim.sim.ctx.store.entries.set(phoneId, { ...listed, id: phoneId, description: 'cli phone between runs', time_start: 12 * H, time_total: H });
    const command = `edit #${n} --description renamed`;
    const refused = await runCli([...signedIn(), '-c', command]);
    assert.equal(refused.code, 1, refused.stdout);
    const said = block(refused.stdout, command);
    assert.match(said[0]!, /^error: the recent entries changed since they were listed at \d{1,2}:\d{2}/, refused.stdout);
    assert.ok(said.some((l) => l.includes('cli phone between runs')), refused.stdout);
    assert.deepEqual(held(id), [9 * H, 2 * H, 'cli listed before'], 'the entry the number named is unchanged');
    assert.equal(cli.adaEntries().find((e) => e.id === phoneId)!.description, 'cli phone between runs', 'and so is the new one');
    // The list printed with the refusal is the one the next run's numbers name.
    const now = /^\s*(\d+)\./.exec(said.find((l) => l.includes('cli listed before')) ?? '')?.[1];
    assert.ok(now && now !== n, refused.stdout);
    const renamed = await runCli([...signedIn(), '-c', `edit #${now} --description renamed`]);
    assert.equal(renamed.code, 0, renamed.stdout);
    assert.deepEqual(held(id), [9 * H, 2 * H, 'renamed']);
  });

  const skip = ptyUnavailable();
  test('an entry added elsewhere after the list was printed: the number is refused and the new list printed', { skip: skip ?? false }, async () => {
    const { n, id } = await yesterdaysEntry('cli listed');
    const term = new PtyCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir]);
    try {
      await term.waitFor('stint> ');
      term.type('signin ada@example.com demo\r');
      await term.waitFor('Password for ada@example.com: ');
      term.type('demo-password\r');
      await term.waitFor('Signed in as');
      term.type('continue\r');
      await term.waitFor('cli listed');
      // On the phone: a new entry of yesterday, newer than the one listed.
      const listed = cli.adaEntries().find((e) => e.id === id)!;
      const phoneId = cli.sim.sim.ctx.store.nextId('entry');
      cli.sim.sim.ctx.store.entries.set(phoneId, { ...listed, id: phoneId, description: 'cli from the phone', time_start: 12 * H, time_total: H });
      term.type('refresh\r');
      const refreshed = await term.waitFor('stint> refresh');
      await term.waitFor('stint> ', refreshed + 1);
      const typed = term.output.length;
      term.type(`edit #${n} --description renamed\r`);
      const refused = await term.waitFor('cli from the phone', typed);
      const said = term.output.slice(typed, refused + 40);
      assert.match(said, /changed since they were listed/, said);
      assert.deepEqual(held(id), [9 * H, 2 * H, 'cli listed'], 'the entry the number named is unchanged');
      assert.equal(cli.adaEntries().find((e) => e.id === phoneId)!.description, 'cli from the phone', 'and so is the new one');
      term.type('quit\r');
      await term.exited;
    } finally {
      term.kill();
    }
  });
});

// `--lang en`: the words stay English (over LC_ALL), what is typed is still read in LC_ALL's locale.
describe("the command line reads times and lengths as the system's locale writes them (issue 72)", () => {
  test('LC_ALL=de_DE.UTF-8: 9.00 and 1,5 are 9:00 for an hour and a half; 1.500 reads two ways, said with both, nothing saved', async () => {
    const ok = `add yesterday ${WEBSITE_N} 9.00 1,5 cli komma`;
    const asked = `add yesterday ${WEBSITE_N} 11.00 1.500 cli tausend`;
    const r = await runCli(['--lang', 'en', ...signedIn(), '-c', ok, '-c', asked], { LC_ALL: 'de_DE.UTF-8' });
    assert.notEqual(r.code, 0, 'a question is a refusal: the exit status says so');
    assert.match(block(r.stdout, ok).join('\n'), /^Added an entry on \d{4}-\d{2}-\d{2} from 09:00\./, r.stdout);
    assert.deepEqual(cli.adaEntries().filter((e) => e.description === 'cli komma').map((e) => [e.time_start, e.time_total]), [[9 * H, 1.5 * H]]);
    assert.match(`${r.stdout}\n${r.stderr}`, /"1\.500" reads two ways\. For 1,5 hours \(1:30\), type 1:30; for 1\.500 minutes \(25:00\), type 1500m\./);
    assert.deepEqual(cli.adaEntries().filter((e) => e.description === 'cli tausend'), []);
  });

  test('LC_ALL=fr_FR.UTF-8: 14h30 as the start; 16h00 where an end or a length may stand is asked, nothing saved', async () => {
    // --yes: the demo's afternoon has entries of its own.
    const ok = `add --yes yesterday ${WEBSITE_N} 14h30 16:00 cli atelier`;
    const asked = `add yesterday ${WEBSITE_N} 14h30 16h00 cli question`;
    const r = await runCli(['--lang', 'en', ...signedIn(), '-c', ok, '-c', asked], { LC_ALL: 'fr_FR.UTF-8' });
    assert.match(block(r.stdout, ok).join('\n'), /^Added an entry/, `${r.stdout}\n${r.stderr}`);
    assert.match(`${r.stdout}\n${r.stderr}`, /"16h00" reads two ways\. For the end 16:00, type 16:00; for a length of 16 h 00 min \(16:00\), type \+16:00\./);
    assert.deepEqual(cli.adaEntries().filter((e) => e.description === 'cli atelier').map((e) => [e.time_start, e.time_total]), [[14.5 * H, 1.5 * H]]);
    assert.deepEqual(cli.adaEntries().filter((e) => e.description === 'cli question'), []);
  });
});

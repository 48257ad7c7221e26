// Several accounts on the command line as a person runs them (issue 41): a real process
// against the simulator hosting the demo and studio accounts. `accounts add` signs in to the
// second, a start there and then one in the first keeps one timer across them, `accounts
// remove` takes the second away and leaves the first's day alone. Nothing here asserts a
// duration or a time of day.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { useCliSim } from './support/cli-sim.ts';
import { block, runCli } from './support/run-cli.ts';
import { PtyCli, ptyUnavailable } from './support/pty-cli.ts';
import { STUDIO_ACCOUNT_ID } from '../sim/demo-studio.ts';

/** The demo projects by name, as `projects` numbers them: 5 is Website Redesign. */
const WEBSITE_N = 5;
/** The studio's, as `projects` numbers them: 1 is Brand Refresh. */
const BRAND_N = 1;

const cli = useCliSim('stint-cli-accounts-');

function running(): string[] {
  return [...cli.sim.sim.ctx.accounts].flatMap(([id, store]) => [...store.entries.values()].filter((e) => e.stopwatch_started_at !== null).map((e) => `${id}:${e.description}`));
}

describe('accounts on the command line', () => {
  test('add the studio, start there, then in the first account: the studio timer stops, one runs; remove the studio', async () => {
    const r = await runCli([
      '--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir,
      '-c', 'signin ada@example.com demo',
      '-c', `accounts add Studio ${STUDIO_ACCOUNT_ID}`,
      '-c', `start ${BRAND_N} Moodboard`,
      '-c', 'use 1',
      '-c', `start ${WEBSITE_N} Spec`,
      '-c', 'accounts',
    ]);
    assert.equal(r.code, 0, `stderr:\n${r.stderr}\nstdout:\n${r.stdout}`);
    assert.match(block(r.stdout, `accounts add Studio ${STUDIO_ACCOUNT_ID}`).join('\n'), /^Added Studio \(studio\); using it now\./m);
    assert.match(block(r.stdout, `start ${WEBSITE_N} Spec`).join('\n'), /^Studio: stopped \(one timer runs across your accounts\)\.$/m);
    const listed = block(r.stdout, 'accounts').filter((l) => /^\d\./.test(l));
    assert.equal(listed.length, 2, r.stdout);
    assert.match(listed[0]!, /^1\. demo \(in use\) \(demo, ada@example\.com\) · signed in · .* · running: demo · Website Redesign$/);
    assert.match(listed[1]!, /^2\. Studio \(studio, ada@example\.com\) · signed in/);
    assert.deepEqual(running(), ['demo:Spec'], 'one timer runs on the service');
    const moodboard = [...cli.sim.sim.ctx.accounts.get(STUDIO_ACCOUNT_ID)!.entries.values()].filter((e) => e.description === 'Moodboard');
    assert.equal(moodboard.length, 1, 'the studio entry was made once, and stopped');
    assert.ok(existsSync(join(cli.dataDir, 'accounts')) && readdirSync(join(cli.dataDir, 'accounts')).length === 1, 'the studio has its own folder');

    // The next run: the studio's token was in memory; removing it needs no sign-in.
    const next = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'accounts rename 2 Northwind Studio', '-c', 'accounts', '-c', 'accounts remove 2', '-c', 'accounts']);
    assert.equal(next.code, 0, `stderr:\n${next.stderr}\nstdout:\n${next.stdout}`);
    assert.match(next.stdout, /^Account 2 is now called Northwind Studio\.$/m);
    assert.match(next.stdout, /^2\. Northwind Studio \(studio, ada@example\.com\) · signed out/m, 'the studio is listed under its new name, signed out');
    // Signed out already (its token was in memory): nothing to sign out of, and none is said.
    assert.match(next.stdout, /^Removed Northwind Studio: its data on this computer deleted\.$/m);
    assert.deepEqual(readdirSync(join(cli.dataDir, 'accounts')), [], 'its folder is gone');
  });

  test('a wrong password for the new account keeps nothing and says so; a number that names no account is refused', async () => {
    const r = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir, '-c', 'signin ada@example.com demo', '-c', `accounts add Studio ${STUDIO_ACCOUNT_ID} nobody@example.com`, '-c', 'use 2', '-c', 'accounts']);
    assert.notEqual(r.code, 0);
    assert.match(block(r.stdout, `accounts add Studio ${STUDIO_ACCOUNT_ID} nobody@example.com`).join('\n'), /^error: The email, password or account ID is wrong/m);
    assert.match(block(r.stdout, 'use 2').join('\n'), /^error: there is no account 2: accounts lists them\.$/m);
    assert.equal(block(r.stdout, 'accounts').filter((l) => /^\d\./.test(l)).length, 1);
  });

  // Found through the running app's channel (issue 68): the command line on its own heard only
  // the first account, so a start refused in the studio printed its notification alone, not
  // the refusal with its field as the first account's does.
  test('a start in the studio that the service refuses is said in words, as one in the first account is', { skip: ptyUnavailable() ?? false }, async () => {
    const term = new PtyCli(['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir], { STINT_UNDO_SECONDS: '0' });
    try {
      const typed = async (line: string, from: number, password = false): Promise<number> => {
        term.type(`${line}\r`);
        if (password) {
          from = await term.waitFor('Password for ', from);
          term.type('demo-password\r');
        }
        return term.waitFor('stint> ', from);
      };
      let at = await term.waitFor('stint> ');
      at = await typed('signin ada@example.com demo', at, true);
      at = await typed(`accounts add Studio ${STUDIO_ACCOUNT_ID}`, at, true);
      at = await typed('projects', at);
      // Archived on the web after the studio's projects were read: the start is refused once sent.
      const brand = [...cli.sim.sim.ctx.accounts.get(STUDIO_ACCOUNT_ID)!.projects.values()].find((p) => p.name === 'Brand Refresh')!;
      brand.active = 0;
      const before = at;
      at = await typed(`start ${BRAND_N} Moodboard`, at);
      const said = term.output.slice(before, at).split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('stint>'));
      // As for the first account: the refusal with its field, beside the notification.
      const error = said.findIndex((l) => /^error: Not saved: Start Brand Refresh at .+\. The service refused it\. Brand Refresh is archived/.test(l));
      assert.ok(error >= 0, term.output);
      assert.match(said[error + 1] ?? '', /^project: Brand Refresh is archived/, term.output);
      term.type('quit\r');
      assert.equal(await term.exited, 0, term.output);
    } finally {
      term.kill();
    }
  });
});

// The command line keeps each account's session as the app does (issue 59): in the OS keychain,
// one item per account, here a real gnome-keyring on a private D-Bus session. Signed in to two
// accounts in one run, the next run is signed in to both without a password; `signout` takes
// one's item away, and while it is signed out `gaps` and `fill` refuse (its time is unknown);
// another data folder has items of its own. No token reaches a file, the output or the log.
// Skipped, saying why, where the programs are missing; under CI (which installs them) they must run.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missingDbus, startDbusSession, type DbusSession } from '../support/dbus-session.ts';
import { startKeyring, type Keyring } from '../support/keyring.ts';
import { useCliSim } from './support/cli-sim.ts';
import { block, runCli } from './support/run-cli.ts';
import { STUDIO_ACCOUNT_ID } from '../sim/demo-studio.ts';

const missing = missingDbus(['dbus-daemon', 'gnome-keyring-daemon']);
const skip = missing !== null && !process.env.CI ? missing : false;

const cli = useCliSim('stint-cli-keychain-');

/** Every file under `dir`, with its text. */
function filesUnder(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isFile() ? [{ path, text: readFileSync(path, 'latin1') }] : [];
  });
}

describe('sessions in the keychain, as the app keeps them', { skip }, () => {
  let session: DbusSession;
  let keyring: Keyring;
  before(async () => {
    if (missing !== null) throw new Error(missing);
    session = await startDbusSession();
    keyring = await startKeyring(session, 'keyring-password');
  });
  after(async () => {
    await keyring?.stop();
    await session?.stop();
  });

  const onBus = () => ({ DBUS_SESSION_BUS_ADDRESS: session.address, HOME: session.home });
  const accountsListed = (stdout: string, occurrence = 1) => block(stdout, 'accounts', occurrence).filter((l) => /^\d\./.test(l));

  test('two accounts signed in, quit, run again: both signed in from the keychain; signout of one removes its item and gaps refuses until it is back', async () => {
    const args = ['--base-url', cli.sim.baseUrl, '--data-dir', cli.dataDir];
    const first = await runCli([...args, '-c', 'signin ada@example.com demo', '-c', `accounts add Studio ${STUDIO_ACCOUNT_ID}`], onBus());
    assert.equal(first.code, 0, `stderr:\n${first.stderr}\nstdout:\n${first.stdout}`);
    assert.match(first.stdout, /^Sessions are kept in the system keyring \(Secret Service: GNOME Keyring or KWallet\), one item per account: the next run is signed in\.$/m);

    // No password given this time: a sign-in would fail, so "signed in" comes from the keychain.
    const next = await runCli([...args, '-c', 'accounts', '-c', 'status'], { ...onBus(), STINT_PASSWORD: '' });
    assert.equal(next.code, 0, `stderr:\n${next.stderr}\nstdout:\n${next.stdout}`);
    const listed = accountsListed(next.stdout);
    assert.equal(listed.length, 2, next.stdout);
    assert.match(listed[0]!, /^1\. demo \(in use\) \(demo, ada@example\.com\) · signed in/);
    assert.match(listed[1]!, /^2\. Studio \(studio, ada@example\.com\) · signed in/);
    assert.match(block(next.stdout, 'status')[0]!, /^Signed in as Ada Lovelace/);

    // The tokens the service gave are nowhere but the keychain.
    const tokens = [...cli.sim.sim.ctx.accounts.values()].flatMap((s) => [...s.tokens.keys()]);
    assert.ok(tokens.length >= 2, 'the service holds both sessions');
    for (const t of tokens) {
      for (const out of [first, next]) assert.ok(!out.stdout.includes(t) && !out.stderr.includes(t), 'no token in the output');
      for (const f of filesUnder(cli.dataDir)) assert.ok(!f.text.includes(t), `no token in ${f.path}`);
    }

    // Signed out of the studio: its item goes, so the run after finds it signed out.
    const out = await runCli([...args, '-c', 'use 2', '-c', 'signout'], onBus());
    assert.equal(out.code, 0, `stderr:\n${out.stderr}\nstdout:\n${out.stdout}`);
    const after = await runCli([...args, '-c', 'accounts', '-c', 'gaps', '-c', 'fill 1 --project 1 double'], { ...onBus(), STINT_PASSWORD: '' });
    assert.equal(after.code, 1, after.stdout);
    const again = accountsListed(after.stdout);
    assert.match(again[0]!, /· signed in/);
    assert.match(again[1]!, /^2\. Studio .* · signed out/);
    const refusal = 'error: Studio is signed out: its time today is not known, so what looks untracked may be its entries and nothing is listed or filled. Sign in to it (use 2, then signin), or remove it (accounts remove 2).';
    assert.deepEqual(block(after.stdout, 'gaps'), [refusal]);
    assert.deepEqual(block(after.stdout, 'fill 1 --project 1 double').filter((l) => l.startsWith('error:')), [refusal]);
    assert.ok(!cli.adaEntries().some((e) => e.description === 'double'), 'nothing was filled');

    // Another data folder keeps its own items: nothing of this folder's sessions there.
    const other = mkdtempSync(join(tmpdir(), 'stint-cli-keychain-other-'));
    try {
      const apart = await runCli(['--base-url', cli.sim.baseUrl, '--data-dir', other, '-c', 'status'], onBus());
      assert.equal(apart.code, 0, apart.stderr);
      assert.equal(block(apart.stdout, 'status')[0], 'Signed out.');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

// The keychain store and the store choice against a real gnome-keyring-daemon on a private
// D-Bus session bus: unlocked (the session round-trips and survives a restart), absent (no
// Secret Service on the bus: memory, with the reason), locked with no display (no password
// prompt can be shown: the keyring reads "nothing" and refuses the write; the choice ends
// in the fallback when there is one, else memory) and locked with a display (Xvfb) and a
// session stored: the read waits on a password prompt nobody answers, and the timeout ends
// it in memory. Each scenario runs in a child process (fixtures/keychain-scenario.ts),
// because libsecret keeps one bus connection per process. Skipped, saying why, where the
// programs are missing; under CI (which installs them) a missing program fails instead.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sessionBus } from 'dbus-next';
import { missingDbus, startDbusSession, type DbusSession } from '../support/dbus-session.ts';
import { startKeyring, type Keyring } from '../support/keyring.ts';
import { startXvfb } from '../support/xvfb.ts';
import type { ScenarioResult } from './fixtures/keychain-scenario.ts';
import { HANG_GUARD } from '../support/hang-guard.ts';
import { bundledEntry } from '../support/bundled-entry.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/keychain-scenario.ts', import.meta.url));
const SECRET = '{"token":"tok_3c2b1a","baseUrl":"http://127.0.0.1:1/api/v1"}';
const SERVICE = 'Stint keychain test';
const PASSWORD = 'keyring-password';
/** Hang guard only (the machine may be loaded); nothing asserts on time. */

const missing = missingDbus(['dbus-daemon', 'gnome-keyring-daemon']);
const missingX = missing ?? missingDbus(['Xvfb']);
// Where the programs are missing: skip and say why, except under CI, which installs them.
const skip = missing !== null && !process.env.CI ? missing : false;
const skipX = missingX !== null && !process.env.CI ? missingX : false;

interface ScenarioRun {
  readonly env?: Record<string, string>;
  /** The child's keychain call waits on a prompt nobody answers, so it cannot exit: killed after its line. */
  readonly waitsOnPrompt?: boolean;
}

async function scenario(session: DbusSession, args: string[], run: ScenarioRun = {}): Promise<ScenarioResult> {
  const child = spawn(process.execPath, [bundledEntry(FIXTURE), ...args], {
    cwd: ROOT,
    env: session.env({ SCENARIO_SECRET: SECRET, ...run.env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
      if (stdout.includes('\n')) resolve(stdout.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`keychain-scenario ${args.join(' ')} exited ${code} without a result: ${stderr}`)));
  });
  if (run.waitsOnPrompt) child.kill('SIGKILL');
  const code = await exited;
  if (!run.waitsOnPrompt) assert.equal(code, 0, `keychain-scenario ${args.join(' ')} exited ${code}: ${stderr}`);
  return JSON.parse(line) as ScenarioResult;
}

/** What a desktop session does at login: services the bus starts (the prompter) get DISPLAY. */
async function setActivationEnvironment(session: DbusSession, env: Record<string, string>): Promise<void> {
  const bus = sessionBus({ busAddress: session.address });
  try {
    const proxy = await bus.getProxyObject('org.freedesktop.DBus', '/org/freedesktop/DBus');
    await proxy.getInterface('org.freedesktop.DBus').UpdateActivationEnvironment!(env);
  } finally {
    bus.disconnect();
  }
}

describe('keychain on a real gnome-keyring', { skip }, () => {
  before(() => {
    if (missing !== null) throw new Error(missing);
  });

  describe('keyring unlocked', () => {
    let session: DbusSession;
    let keyring: Keyring;
    before(async () => {
      session = await startDbusSession();
      keyring = await startKeyring(session, PASSWORD);
    });
    after(async () => {
      await keyring?.stop();
      await session?.stop();
    });

    test('set, get and delete round-trip through the keyring', HANG_GUARD, async (t) => {
      const r = await scenario(session, ['round-trip', SERVICE]);
      assert.equal(r.afterSet, SECRET);
      assert.equal(r.afterDelete, null);
      t.diagnostic(`set+get+delete+get in ${r.ms} ms`);
    });

    test("two accounts' tokens in two items of the keyring; removing the second deletes its item and leaves the first's", HANG_GUARD, async () => {
      const r = await scenario(session, ['two-accounts', `${SERVICE} accounts`]);
      assert.deepEqual(r.bothSet, [SECRET, `${SECRET} (studio)`]);
      assert.deepEqual(r.afterRemove, [SECRET, null]);
      const later = await scenario(session, ['read', `${SERVICE} accounts`]);
      assert.equal(later.value, SECRET, "a new process reads the first account's token from the item a one-account Stint used");
    });

    test('the choice is the keychain, and a restarted process reads the session from it', HANG_GUARD, async (t) => {
      const chosen = await scenario(session, ['choose', SERVICE]);
      assert.deepEqual([chosen.kind, chosen.reason, chosen.readBack], ['keychain', null, SECRET]);
      assert.match(chosen.description ?? '', /^the system keyring \(Secret Service/);
      const later = await scenario(session, ['read', SERVICE]);
      assert.equal(later.value, SECRET);
      t.diagnostic(`probe+set+get in ${chosen.ms} ms; read in a new process in ${later.ms} ms`);
    });

    test('the browser harness keeps its session in the keyring and says so on stderr', HANG_GUARD, async () => {
      const child = spawn(process.execPath, [bundledEntry('test/harness/cli.ts'), '--base-url', 'http://127.0.0.1:9/api/v1'], {
        cwd: ROOT,
        env: session.env(),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      await new Promise<void>((resolve, reject) => {
        child.stdout.setEncoding('utf8').on('data', (d: string) => {
          stdout += d;
          if (stdout.includes('\n')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`the harness exited (${code}) before it was ready: ${stderr}`)));
      });
      child.kill('SIGTERM');
      assert.equal(await exited, 0);
      assert.match(stdout, /^harness on http:\/\/127\.0\.0\.1:\d+\/\n$/);
      assert.match(stderr, /^secrets: the system keyring \(Secret Service: GNOME Keyring or KWallet\)\ndata: /m);
    });
  });

  describe('keyring absent (nothing on the bus owns org.freedesktop.secrets, and nothing can be activated)', () => {
    let session: DbusSession;
    before(async () => {
      session = await startDbusSession({ activation: false });
    });
    after(async () => {
      await session?.stop();
    });

    test('the session is kept in memory for the run, and the description says why', HANG_GUARD, async (t) => {
      const r = await scenario(session, ['choose', SERVICE]);
      assert.equal(r.kind, 'memory');
      assert.match(r.reason ?? '', /^No keyring service answered on the session bus\. Start your desktop's keyring/);
      // The D-Bus library's own words are kept for the log, never in what the person reads.
      assert.match(r.detail ?? '', /org\.freedesktop\.secrets/);
      assert.doesNotMatch(r.description ?? '', /org\.freedesktop|GDBus/);
      assert.match(r.description ?? '', /^memory only, until Stint quits: .* You will sign in again next time\.$/);
      assert.equal(r.readBack, SECRET);
      t.diagnostic(`ended in memory in ${r.ms} ms: ${r.reason}`);
    });
  });

  describe('keyring locked (the daemon runs, its login keyring locked; no display for a prompt)', () => {
    let session: DbusSession;
    let keyring: Keyring;
    let dir: string;
    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'stint-keychain-'));
      session = await startDbusSession();
      // A first daemon creates the login keyring with a password; the second one, started
      // without the password, finds it on disk and keeps it locked.
      const creator = await startKeyring(session, PASSWORD);
      await creator.stop();
      assert.ok(existsSync(join(session.home, '.local/share/keyrings/login.keyring')), 'the login keyring was written');
      keyring = await startKeyring(session, null);
    });
    after(async () => {
      await keyring?.stop();
      await session?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    test('with no fallback, the session ends in memory with the reason', HANG_GUARD, async (t) => {
      const r = await scenario(session, ['choose', SERVICE]);
      assert.equal(r.kind, 'memory');
      assert.match(r.reason ?? '', /locked/);
      assert.equal(r.readBack, SECRET);
      t.diagnostic(`ended in memory in ${r.ms} ms: ${r.reason}`);
    });

    test('with an available fallback, the session ends in its encrypted file', HANG_GUARD, async (t) => {
      const file = join(dir, 'session.bin');
      const r = await scenario(session, ['choose', SERVICE, file]);
      assert.equal(r.kind, 'safe-storage');
      assert.match(r.reason ?? '', /locked/);
      assert.equal(r.readBack, SECRET);
      assert.ok(!readFileSync(file).toString('latin1').includes('tok_3c2b1a'), 'the file holds ciphertext only');
      t.diagnostic(`ended in the fallback in ${r.ms} ms`);
    });
  });

  describe('keyring locked, a display for its password prompt, a session stored', { skip: skipX }, () => {
    let session: DbusSession;
    let keyring: Keyring;
    let x: Awaited<ReturnType<typeof startXvfb>>;
    before(async () => {
      if (missingX !== null) throw new Error(missingX);
      x = await startXvfb();
      session = await startDbusSession();
      await setActivationEnvironment(session, { DISPLAY: x.display });
      const creator = await startKeyring(session, PASSWORD);
      const stored = await scenario(session, ['choose', SERVICE]);
      assert.equal(stored.kind, 'keychain');
      await creator.stop();
      keyring = await startKeyring(session, null, { DISPLAY: x.display });
    });
    after(async () => {
      await keyring?.stop();
      await session?.stop();
      await x?.stop();
    });

    test('the read waits on the prompt; the timeout ends it in memory, with the reason', HANG_GUARD, async (t) => {
      const r = await scenario(session, ['choose', SERVICE], { env: { SCENARIO_TIMEOUT_MS: '1000' }, waitsOnPrompt: true });
      assert.equal(r.kind, 'memory');
      assert.match(r.reason ?? '', /did not answer within 1 s\. It may be locked and waiting for its password\./);
      assert.equal(r.readBack, SECRET);
      t.diagnostic(`ended in memory in ${r.ms} ms (limit 1000 ms)`);
    });
  });
});

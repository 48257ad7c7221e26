// The safeStorage store against a typed fake of Electron's safeStorage: when it refuses to
// serve (Linux without a keyring: 'basic_text'), the ciphertext file (owner-only, never the
// plain text, read back after a restart), and a damaged file (get answers null and says so;
// the file is left for a key that comes back, and the next sign-in replaces it).

import { afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SafeStorageSecretStore, safeStorageFallback } from '../../main/platform/electron/safe-storage-secret-store.ts';
import type { Availability } from '../../main/platform/node/secret-store-choice.ts';
import { wordsFor } from '../../main/i18n/words.ts';
import { chooseSecretStore } from '../../main/platform/node/secret-store-choice.ts';
import { FakeSafeStorage } from '../support/fake-safe-storage.ts';

/** An availability as the person reads it now (its `say`, which words it again in another language, checked apart). */
function said(a: Availability): Availability {
  return a.ok ? a : { ok: false, reason: a.reason };
}

const SECRET = '{"token":"tok_5e6f7a8b","user":{"id":"u-1"}}';
let dir: string;
let file: string;
let safe: FakeSafeStorage;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stint-safe-storage-'));
  file = join(dir, 'userData', 'session.bin');
  safe = new FakeSafeStorage();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const store = (extra: { platform?: NodeJS.Platform; onUnreadable?: (reason: string) => void } = {}) =>
  new SafeStorageSecretStore({ safeStorage: safe, file, platform: 'linux', ...extra });

describe('safeStorage secret store', () => {
  describe('available', () => {
    test('on Linux with a real keyring backend and encryption available', async () => {
      for (const backend of ['gnome_libsecret', 'kwallet5'] as const) {
        safe.backend = backend;
        assert.deepEqual(await store().available(), { ok: true });
      }
    });

    test("refused on Linux when the backend is 'basic_text' (a fixed password: obscured, not protected)", async () => {
      safe.backend = 'basic_text';
      const a = await store().available();
      assert.deepEqual(said(a), { ok: false, reason: "Electron's encrypted storage found no keyring on this desktop (it would only obscure the token, not protect it)." });      // Said again in the language chosen later (Settings shows why the session is only in memory).
      assert.ok(!a.ok && a.say?.(wordsFor('de')).startsWith('Der verschlüsselte Speicher von Electron'), !a.ok ? a.say?.(wordsFor('de')) : '');
    });

    test("refused on Linux when the backend is 'unknown' (asked before the app was ready)", async () => {
      safe.backend = 'unknown';
      assert.deepEqual(said(await store().available()), { ok: false, reason: "Electron's encrypted storage was asked before the app was ready." });
    });

    test('refused when Electron says encryption is not available', async () => {
      safe.encryptionAvailable = false;
      assert.deepEqual(said(await store({ platform: 'win32' }).available()), { ok: false, reason: "Electron's encrypted storage is not available on this system." });
    });

    test('an encryptor that never answers (a keyring waiting for its password) counts as not available once the limit passes', async () => {
      safe.isAsyncEncryptionAvailable = () => new Promise<boolean>(() => {});
      const timers: { fire: () => void; ms: number }[] = [];
      const s = new SafeStorageSecretStore({ safeStorage: safe, file, platform: 'linux', timeoutMs: 3000, scheduleTimeout: (fire, ms) => (timers.push({ fire, ms }), () => {}) });
      const answer = s.available();
      assert.deepEqual(timers.map((t) => t.ms), [3000]);
      timers[0]!.fire();
      const a = await answer;
      assert.equal(a.ok, false);
      assert.match(a.ok ? '' : a.reason, /did not answer within 3 s/);
    });

    test('on macOS and Windows the Linux-only backend question is not asked', async () => {
      safe.getSelectedStorageBackend = () => {
        throw new Error('getSelectedStorageBackend is only available on Linux');
      };
      assert.deepEqual(await store({ platform: 'darwin' }).available(), { ok: true });
      assert.equal(store({ platform: 'darwin' }).description, 'an encrypted file, its key in the macOS Keychain');
      assert.equal(store({ platform: 'win32' }).description, 'an encrypted file, protected by your Windows sign-in');
    });
  });

  test('says where the key is kept on Linux', () => {
    assert.equal(store().description, 'an encrypted file, its key in the system keyring (Secret Service)');
    safe.backend = 'kwallet6';
    assert.equal(store().description, 'an encrypted file, its key in KWallet');
  });

  test('set writes ciphertext only, to a file only its owner can read, in a folder it makes owner-only', async () => {
    await store().set(SECRET);
    const bytes = readFileSync(file);
    assert.ok(!bytes.toString('latin1').includes('tok_5e6f7a8b'), 'the file holds no plain text');
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.equal(statSync(join(dir, 'userData')).mode & 0o777, 0o700);
  });

  test('a restart (a new store on the same file) reads the session; delete removes the file', async () => {
    await store().set(SECRET);
    const later = store();
    assert.equal(await later.get(), SECRET);
    await later.delete();
    assert.equal(existsSync(file), false);
    assert.equal(await later.get(), null);
    await later.delete();
  });

  test('nothing saved yet: get answers null', async () => {
    assert.equal(await store().get(), null);
  });

  test('a damaged file: get answers null and says so; the file is kept until the next set replaces it', async () => {
    const reasons: string[] = [];
    const s = store({ onUnreadable: (r) => reasons.push(r) });
    await s.set(SECRET);
    writeFileSync(file, 'not a ciphertext');
    assert.equal(await s.get(), null);
    assert.equal(reasons.length, 1);
    assert.match(reasons[0]!, /the saved session in .*session\.bin could not be decrypted \(Error while decrypting.*\); sign in again to replace it/);
    assert.equal(readFileSync(file, 'utf8'), 'not a ciphertext');
    await s.set('new session');
    assert.equal(await s.get(), 'new session');
  });

  test('a rotated key: the session read is kept under the new key', async () => {
    const s = store();
    await s.set(SECRET);
    safe.shouldReEncrypt = true;
    const before = safe.encryptions;
    assert.equal(await s.get(), SECRET);
    assert.equal(safe.encryptions, before + 1);
    safe.shouldReEncrypt = false;
    assert.equal(await store().get(), SECRET);
  });

  test('calls take effect in the order they were made', async () => {
    const s = store();
    await Promise.all([s.set('first'), s.delete(), s.set('last')]);
    assert.equal(await s.get(), 'last');
    await Promise.all([s.set('again'), s.delete()]);
    assert.equal(existsSync(file), false);
  });

  describe('as the fallback of the store choice', () => {
    const noKeychain = () => {
      throw new Error('No keyring service answered on the session bus.');
    };

    test('a real backend: the session goes to the encrypted file', async () => {
      const choice = await chooseSecretStore({ keychain: noKeychain, fallbacks: [safeStorageFallback(store())] });
      assert.deepEqual([choice.kind, choice.reason], ['safe-storage', 'No keyring service answered on the session bus.']);
      await choice.store.set(SECRET);
      assert.equal(await store().get(), SECRET);
    });

    test("'basic_text': the session stays in memory and the description says why", async () => {
      safe.backend = 'basic_text';
      const choice = await chooseSecretStore({ keychain: noKeychain, fallbacks: [safeStorageFallback(store())] });
      assert.equal(choice.kind, 'memory');
      assert.match(choice.store.description, /^memory only, until Stint quits: No keyring service answered on the session bus\. Electron's encrypted storage found no keyring.* You will sign in again next time\.$/);
      await choice.store.set(SECRET);
      assert.equal(existsSync(file), false);
    });
  });
});

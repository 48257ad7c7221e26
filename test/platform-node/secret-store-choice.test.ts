// Which store keeps the session: the keychain when its probe passes, else the first
// available fallback, else memory with the reason; and what happens when a chosen keychain
// fails later (a write moves the session to the fallback; a delete is reported).

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { SecretStore } from '../../main/core/ports.ts';
import { KeychainError, KeytarSecretStore, type KeytarApi } from '../../main/platform/node/keytar-secret-store.ts';
import { MemorySecretStore } from '../../main/platform/node/memory-secret-store.ts';
import { chooseSecretStore, type FallbackSecretStore, type SecretStoreKind } from '../../main/platform/node/secret-store-choice.ts';

const SECRET = 'session-record-1';

/** A keychain in a Map whose calls can be made to fail from a point on. */
function fakeKeychain() {
  const items = new Map<string, string>();
  const fail: { get?: string; set?: string; delete?: string } = {};
  let calls = 0;
  const api = {
    getPassword: async (s: string, a: string) => {
      calls += 1;
      if (fail.get) throw new Error(fail.get);
      return items.get(`${s}/${a}`) ?? null;
    },
    setPassword: async (s: string, a: string, p: string) => {
      calls += 1;
      if (fail.set) throw new Error(fail.set);
      items.set(`${s}/${a}`, p);
    },
    deletePassword: async (s: string, a: string) => {
      calls += 1;
      if (fail.delete) throw new Error(fail.delete);
      return items.delete(`${s}/${a}`);
    },
  } satisfies KeytarApi;
  const store = new KeytarSecretStore({ keytar: api, platform: 'linux' });
  return { store, items, fail, calls: () => calls };
}

/** A fallback's store, in memory under a fallback's name. */
class DescribedStore implements SecretStore {
  readonly description = 'an encrypted file, its key in the system keyring (Secret Service)';
  private readonly inner = new MemorySecretStore();
  get = () => this.inner.get();
  set = (value: string) => this.inner.set(value);
  delete = () => this.inner.delete();
}

function fallback(ok: boolean, reason = 'not here.'): FallbackSecretStore & { store: DescribedStore } {
  return { available: async () => (ok ? { ok: true } : { ok: false, reason }), store: new DescribedStore() };
}

describe('choosing the secret store', () => {
  test('a keychain whose probe passes keeps the session', async () => {
    const k = fakeKeychain();
    const choice = await chooseSecretStore({ keychain: () => k.store, fallbacks: [fallback(true)] });
    assert.deepEqual([choice.kind, choice.reason], ['keychain', null]);
    assert.equal(choice.store.description, k.store.description);
    await choice.store.set(SECRET);
    assert.deepEqual([...k.items], [['Stint/session', SECRET]]);
    assert.equal(await choice.store.get(), SECRET);
    await choice.store.delete();
    assert.equal(k.items.size, 0);
  });

  test('a keychain that cannot keep the session: the first available fallback, with the reason', async () => {
    const k = fakeKeychain();
    k.fail.set = 'Cannot create an item in a locked collection';
    const skipped = fallback(false, 'Electron says no.');
    const used = fallback(true);
    const choice = await chooseSecretStore({ keychain: () => k.store, fallbacks: [skipped, used] });
    assert.equal(choice.kind, 'safe-storage');
    assert.match(choice.reason ?? '', /refused to store Stint's session\./);
    // The library's own words go to the log, never to the person.
    assert.doesNotMatch(choice.reason ?? '', /locked collection/);
    assert.equal(choice.detail, 'Cannot create an item in a locked collection');
    assert.equal(choice.store.description, used.store.description);
    await choice.store.set(SECRET);
    assert.equal(await used.store.get(), SECRET);
    assert.equal(await skipped.store.get(), null);
  });

  test('no keychain and no fallback: memory for this run, saying why and that the person signs in again', async () => {
    const k = fakeKeychain();
    k.fail.get = 'Cannot autolaunch D-Bus without X11 $DISPLAY';
    const choice = await chooseSecretStore({ keychain: () => k.store, fallbacks: [fallback(false, "Electron's encrypted storage found no keyring.")] });
    assert.equal(choice.kind, 'memory');
    assert.match(choice.reason ?? '', /^No keyring service answered on the session bus\. Start your desktop's keyring.*\. Electron's encrypted storage found no keyring\.$/);
    assert.doesNotMatch(choice.store.description, /autolaunch|X11|DISPLAY/, 'no raw library text where the person reads it');
    assert.match(choice.detail ?? '', /^Cannot autolaunch D-Bus without X11 \$DISPLAY$/);
    assert.match(choice.store.description, /^memory only, until Stint quits: No keyring service answered.* You will sign in again next time\.$/);
    await choice.store.set(SECRET);
    assert.equal(await choice.store.get(), SECRET);
    assert.equal(k.items.size, 0);
  });

  test('a keychain that cannot even be made, or none asked for, ends the same way', async () => {
    const broken = await chooseSecretStore({
      keychain: () => {
        throw new Error('keytar exploded.');
      },
    });
    assert.deepEqual([broken.kind, broken.reason], ['memory', 'keytar exploded.']);
    const none = await chooseSecretStore({ keychain: null });
    assert.deepEqual([none.kind, none.reason], ['memory', 'Stint was started without a keychain.']);
  });

  test('a fallback whose check throws is skipped with its reason', async () => {
    const k = fakeKeychain();
    k.fail.get = 'Cannot autolaunch D-Bus without X11 $DISPLAY';
    const throwing: FallbackSecretStore = {
      available: () => {
        throw new Error('safeStorage is not ready.');
      },
      store: new DescribedStore(),
    };
    const choice = await chooseSecretStore({ keychain: () => k.store, fallbacks: [throwing] });
    assert.equal(choice.kind, 'memory');
    assert.match(choice.reason ?? '', /safeStorage is not ready\.$/);
  });

  test('a chosen keychain that refuses a write later: the session moves to the fallback for the run, and says so', async () => {
    const k = fakeKeychain();
    const used = fallback(true);
    const switched: [SecretStoreKind, string, string | null][] = [];
    const choice = await chooseSecretStore({ keychain: () => k.store, fallbacks: [used], onSwitch: (kind, reason, detail) => switched.push([kind, reason, detail]) });
    assert.equal(choice.kind, 'keychain');
    k.fail.set = 'Cannot create an item in a locked collection';
    await choice.store.set(SECRET);
    assert.equal(choice.kind, 'safe-storage');
    assert.match(choice.reason ?? '', /refused to keep Stint's session/);
    assert.deepEqual(switched, [['safe-storage', choice.reason, 'Cannot create an item in a locked collection']]);
    assert.equal(choice.store.description, used.store.description);
    assert.equal(await used.store.get(), SECRET);
    const callsAfterSwitch = k.calls();
    k.fail.set = undefined;
    assert.equal(await choice.store.get(), SECRET);
    await choice.store.delete();
    assert.equal(await used.store.get(), null);
    assert.equal(k.calls(), callsAfterSwitch, 'the keychain is not called again this run');
  });

  test('with no fallback, a later refused write keeps the session in memory and the description says why', async () => {
    const k = fakeKeychain();
    const choice = await chooseSecretStore({ keychain: () => k.store });
    k.fail.set = 'Cannot create an item in a locked collection';
    await choice.store.set(SECRET);
    assert.equal(choice.kind, 'memory');
    assert.match(choice.store.description, /^memory only, until Stint quits: .*refused to keep Stint's session\. Check that it is unlocked.* You will sign in again next time\.$/);
    assert.equal(choice.detail, 'Cannot create an item in a locked collection');
    assert.equal(await choice.store.get(), SECRET);
  });

  test('a chosen keychain that fails a delete: the failure is reported and the keychain stays chosen', async () => {
    const k = fakeKeychain();
    const choice = await chooseSecretStore({ keychain: () => k.store, fallbacks: [fallback(true)] });
    await choice.store.set(SECRET);
    k.fail.delete = 'Cannot delete an item in a locked collection';
    await assert.rejects(choice.store.delete(), (e: unknown) => e instanceof KeychainError && e.kind === 'failed' && e.operation === 'delete');
    assert.equal(choice.kind, 'keychain');
    k.fail.delete = undefined;
    await choice.store.delete();
    assert.equal(k.items.size, 0);
  });
});

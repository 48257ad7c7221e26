// The keychain store against a typed fake of the keytar API: what it asks the keychain,
// how each failure reaches the caller (a typed KeychainError whose message says what to do
// and never holds the secret), and the timeout, fired by the test through the injected
// timer rather than waited for.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { KeychainError, KeytarSecretStore, type KeytarApi, type KeychainErrorKind, type ScheduleTimeout } from '../../main/platform/node/keytar-secret-store.ts';

const SECRET = '{"token":"tok_9f8e7d6c5b4a","account":"acc-1"}';

/** A keychain in a Map, recording every call. Each method can be replaced per test. */
function fakeKeytar() {
  const items = new Map<string, string>();
  const calls: string[] = [];
  const key = (service: string, account: string) => `${service}/${account}`;
  const api = {
    getPassword: async (service: string, account: string) => {
      calls.push(`get ${key(service, account)}`);
      return items.get(key(service, account)) ?? null;
    },
    setPassword: async (service: string, account: string, password: string) => {
      calls.push(`set ${key(service, account)}`);
      items.set(key(service, account), password);
    },
    deletePassword: async (service: string, account: string) => {
      calls.push(`delete ${key(service, account)}`);
      return items.delete(key(service, account));
    },
  } satisfies KeytarApi;
  return { api, items, calls };
}

/** A timer the test fires by hand; records the limits asked for and the cancellations. */
function manualTimer() {
  const armed: { ms: number; fire: () => void; cancelled: boolean }[] = [];
  const schedule: ScheduleTimeout = (fire, ms) => {
    const entry = { ms, fire, cancelled: false };
    armed.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  return { schedule, armed };
}

const never = <T>() => new Promise<T>(() => {});

/**
 * The error the person reads (`message`: plain words, what to do) and the library's own
 * text kept for the log (`detail`), never in the message; neither holds the secret.
 */
function isKeychainError(kind: KeychainErrorKind, operation: string, message: RegExp, detail?: RegExp) {
  return (e: unknown) => {
    assert.ok(e instanceof KeychainError, `expected a KeychainError, got ${String(e)}`);
    assert.equal(e.kind, kind);
    assert.equal(e.operation, operation);
    assert.match(e.message, message);
    if (detail) {
      assert.match(e.detail, detail);
      assert.ok(!e.message.includes(e.detail), `the library's text is in the message the person reads: ${e.message}`);
    }
    for (const text of [e.message, e.detail]) {
      assert.ok(!text.includes(SECRET) && !text.includes('tok_9f8e7d6c5b4a'), `the error holds the secret: ${text}`);
    }
    return true;
  };
}

describe('keytar secret store', () => {
  test('keeps, reads and deletes one entry under its service and account', async () => {
    const k = fakeKeytar();
    const store = new KeytarSecretStore({ keytar: k.api, service: 'Stint test', account: 'me', platform: 'linux' });
    assert.equal(await store.get(), null);
    await store.set(SECRET);
    assert.equal(await store.get(), SECRET);
    assert.deepEqual([...k.items], [['Stint test/me', SECRET]]);
    await store.delete();
    assert.equal(await store.get(), null);
    await store.delete(); // nothing there: keytar answers false, which is what was wanted
    assert.deepEqual(k.calls, ['get Stint test/me', 'set Stint test/me', 'get Stint test/me', 'delete Stint test/me', 'get Stint test/me', 'delete Stint test/me']);
  });

  test("defaults: service 'Stint', account 'session', 3 s per call", async () => {
    const k = fakeKeytar();
    const timer = manualTimer();
    const store = new KeytarSecretStore({ keytar: k.api, scheduleTimeout: timer.schedule });
    await store.set(SECRET);
    assert.deepEqual([...k.items.keys()], ['Stint/session']);
    assert.deepEqual(timer.armed.map((a) => [a.ms, a.cancelled]), [[3000, true]]);
  });

  test('names the keychain as a person knows it on each system', () => {
    const k = fakeKeytar().api;
    assert.equal(new KeytarSecretStore({ keytar: k, platform: 'darwin' }).description, 'the macOS Keychain');
    assert.equal(new KeytarSecretStore({ keytar: k, platform: 'win32' }).description, 'Windows Credential Manager');
    assert.match(new KeytarSecretStore({ keytar: k, platform: 'linux' }).description, /system keyring \(Secret Service/);
  });

  test('a call the keychain never answers fails with a timeout when the timer fires', async () => {
    const k = fakeKeytar();
    k.api.setPassword = () => never();
    const timer = manualTimer();
    const store = new KeytarSecretStore({ keytar: k.api, timeoutMs: 1500, platform: 'linux', scheduleTimeout: timer.schedule });
    const pending = store.set(SECRET);
    let settled = false;
    pending.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((r) => setImmediate(r));
    assert.equal(settled, false, 'the call waits for the keychain until the timer fires');
    assert.deepEqual(timer.armed.map((a) => a.ms), [1500]);
    timer.armed[0]!.fire();
    await assert.rejects(pending, isKeychainError('timeout', 'set', /did not answer within 1\.5 s\. It may be locked.*Unlock it/));
  });

  test('an answer that comes after the timeout changes nothing', async () => {
    const k = fakeKeytar();
    let answer: (v: string) => void = () => {};
    k.api.getPassword = () => new Promise<string>((r) => (answer = r));
    const timer = manualTimer();
    const store = new KeytarSecretStore({ keytar: k.api, platform: 'darwin', scheduleTimeout: timer.schedule });
    const pending = store.get();
    await new Promise((r) => setImmediate(r));
    timer.armed[0]!.fire();
    await assert.rejects(pending, isKeychainError('timeout', 'get', /^The macOS Keychain did not answer within 3 s\. Unlock it/));
    assert.equal(store.stuckCalls, 1, 'the native call is still out there');
    answer(SECRET);
    await new Promise((r) => setImmediate(r));
    assert.equal(store.stuckCalls, 0);
  });

  test('an answer in time cancels the timer', async () => {
    const k = fakeKeytar();
    const timer = manualTimer();
    const store = new KeytarSecretStore({ keytar: k.api, scheduleTimeout: timer.schedule });
    await store.get();
    await store.delete();
    assert.deepEqual(timer.armed.map((a) => a.cancelled), [true, true]);
  });

  test('no session bus or no Secret Service: unavailable, saying to start a keyring', async () => {
    const k = fakeKeytar();
    k.api.getPassword = async () => {
      throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
    };
    k.api.setPassword = async () => {
      throw new Error('GDBus.Error:org.freedesktop.DBus.Error.ServiceUnknown: The name org.freedesktop.secrets was not provided by any .service files');
    };
    const store = new KeytarSecretStore({ keytar: k.api, platform: 'linux' });
    await assert.rejects(store.get(), isKeychainError('unavailable', 'get', /^No keyring service answered on the session bus\. Start your desktop's keyring/, /^Cannot autolaunch D-Bus/));
    await assert.rejects(store.set(SECRET), isKeychainError('unavailable', 'set', /Start your desktop's keyring/, /org\.freedesktop\.secrets was not provided/));
  });

  test('a keychain that refuses: failed, saying to unlock it', async () => {
    const k = fakeKeytar();
    k.api.setPassword = async () => {
      throw new Error('Cannot create an item in a locked collection');
    };
    const store = new KeytarSecretStore({ keytar: k.api, platform: 'linux' });
    await assert.rejects(
      store.set(SECRET),
      isKeychainError('failed', 'set', /^The system keyring \(Secret Service.*\) refused to keep Stint's session\. Check that it is unlocked/, /^Cannot create an item in a locked collection$/),
    );
  });

  test('a keychain error that quotes the secret is reported without it', async () => {
    const k = fakeKeytar();
    k.api.setPassword = async (_s: string, _a: string, password: string) => {
      throw new Error(`could not store "${password}"\nsecond line ${password}`);
    };
    const store = new KeytarSecretStore({ keytar: k.api, platform: 'win32' });
    await assert.rejects(store.set(SECRET), isKeychainError('failed', 'set', /refused to keep Stint's session/, /could not store "\[secret\]"/));
  });

  test('a synchronous throw from the module is a failed call, not a crash', async () => {
    const k = fakeKeytar();
    k.api.deletePassword = () => {
      throw new Error('Account is required.');
    };
    const store = new KeytarSecretStore({ keytar: k.api, platform: 'linux' });
    await assert.rejects(store.delete(), isKeychainError('failed', 'delete', /refused to delete Stint's session\./, /^Account is required\.$/));
  });

  test('a native module that cannot load: every call is unavailable, the load is tried once', async () => {
    let loads = 0;
    const store = new KeytarSecretStore({
      platform: 'linux',
      load: () => {
        loads += 1;
        throw new Error('libsecret-1.so.0: cannot open shared object file: No such file or directory');
      },
    });
    const expected = /could not load its keychain module\. On Linux it needs libsecret-1-0/;
    const raw = /^libsecret-1\.so\.0: cannot open/;
    await assert.rejects(store.get(), isKeychainError('unavailable', 'get', expected, raw));
    await assert.rejects(store.set(SECRET), isKeychainError('unavailable', 'set', expected, raw));
    await assert.rejects(store.probe(), isKeychainError('unavailable', 'probe', expected, raw));
    assert.equal(loads, 1);
  });

  describe('probe', () => {
    test('a stored session is proof enough: one read', async () => {
      const k = fakeKeytar();
      k.items.set('Stint/session', SECRET);
      await new KeytarSecretStore({ keytar: k.api }).probe();
      assert.deepEqual(k.calls, ['get Stint/session']);
    });

    test('nothing stored: writes and deletes a separate entry, leaving the session entry alone', async () => {
      const k = fakeKeytar();
      await new KeytarSecretStore({ keytar: k.api }).probe();
      assert.deepEqual(k.calls, ['get Stint/session', 'set Stint/session.probe', 'delete Stint/session.probe']);
      assert.equal(k.items.size, 0);
    });

    test('a keyring that reads "nothing" but refuses writes (locked, no prompt possible) fails the probe', async () => {
      const k = fakeKeytar();
      k.api.setPassword = async () => {
        throw new Error('Cannot create an item in a locked collection');
      };
      await assert.rejects(new KeytarSecretStore({ keytar: k.api, platform: 'linux' }).probe(), isKeychainError('failed', 'probe', /refused to/, /locked collection/));
    });

    test('one limit for the whole probe', async () => {
      const k = fakeKeytar();
      k.api.setPassword = () => never();
      const timer = manualTimer();
      const probing = new KeytarSecretStore({ keytar: k.api, timeoutMs: 2000, platform: 'linux', scheduleTimeout: timer.schedule }).probe();
      await new Promise((r) => setImmediate(r));
      assert.deepEqual(timer.armed.map((a) => a.ms), [2000]);
      timer.armed[0]!.fire();
      await assert.rejects(probing, isKeychainError('timeout', 'probe', /did not answer within 2 s/));
      assert.deepEqual(k.calls, ['get Stint/session']);
    });
  });
});

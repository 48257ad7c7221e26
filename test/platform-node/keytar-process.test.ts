// keytar in a process of its own (keytar-process.ts), with a stand-in module in the child: a
// call that the store gives up on (its bound fired by the test through the injected timer)
// ends the child, so nothing is left waiting (no stuck call keeps the process from exiting);
// the next call starts a new child; items go and come back through it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { processKeytar } from '../../main/platform/node/keytar-process.ts';
import { signalReaches as alive } from '../../main/platform/node/os-processes.ts';
import { KeychainError, KeytarSecretStore, type ScheduleTimeout } from '../../main/platform/node/keytar-secret-store.ts';

const STAND_IN = fileURLToPath(new URL('./fixtures/keytar-stand-in.cjs', import.meta.url));

test('a call given up on ends the child and every call in it; the next call starts another; items round-trip', async () => {
  const keytar = processKeytar({ modulePath: STAND_IN });
  const fire: (() => void)[] = [];
  const schedule: ScheduleTimeout = (f) => {
    fire.push(f);
    return () => undefined;
  };
  const store = (account: string) => new KeytarSecretStore({ service: 'Stint test', account, keytar, abandon: keytar.abandon, scheduleTimeout: schedule, platform: 'linux' });

  await store('session').set('tok');
  assert.equal(await store('session').get(), 'tok');
  const firstPid = Number(await store('pid').get());
  assert.ok(alive(firstPid));

  const hanging = store('hang');
  const waiting = hanging.get();
  fire.at(-1)!();
  await assert.rejects(waiting, (e: unknown) => e instanceof KeychainError && e.kind === 'timeout' && /did not answer within 3 s/.test(e.message));
  // The child went with the call: nothing waits on it, and the store counts no call stuck.
  await new Promise<void>((resolve) => {
    const check = () => (alive(firstPid) ? setImmediate(check) : resolve());
    check();
  });
  assert.equal(hanging.stuckCalls, 0);

  const secondPid = Number(await store('pid').get());
  assert.notEqual(secondPid, firstPid);
  assert.equal(await store('session').get(), null, 'a new child: the stand-in keeps items in its memory only');
  await store('session').delete();
});

test('a module that does not load in the child: the call fails at once, in the words of a module that did not load in-process', async () => {
  const keytar = processKeytar({ modulePath: '/nonexistent/keytar.node.js' });
  const store = new KeytarSecretStore({ service: 'Stint test', keytar, abandon: keytar.abandon, platform: 'linux' });
  await assert.rejects(store.get(), (e: unknown) => e instanceof KeychainError && e.kind === 'unavailable' && /^Stint could not load its keychain module\. On Linux it needs libsecret-1-0/.test(e.message) && /Cannot find module/.test(e.detail));
});

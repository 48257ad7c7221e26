// The activity source whose backend is made on first use (loaded-source.ts): nothing is loaded
// until asked; a watch begins once the backend is there; a watch stopped before that never
// begins; a backend that cannot load is said in words, never a throw.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ActivitySource, FocusedWindow } from '../../../main/core/ports.ts';
import { loadedOnFirstUse } from '../../../main/platform/node/activity/loaded-source.ts';
import { englishTroubles, inEnglish } from './support/english.ts';

function backend() {
  const watching: ((w: FocusedWindow | null) => void)[] = [];
  let stops = 0;
  const source: ActivitySource = {
    availability: async () => ({ ok: true, backend: 'sway', titles: true }),
    watch: (onFocus) => {
      watching.push(onFocus);
      onFocus({ app: 'thunderbird', title: 'Inbox' });
      return () => (stops += 1);
    },
  };
  return { source, watching, stops: () => stops };
}

test('the backend is made once, on the first question; a watch begins once it is there and stops with it', async () => {
  const b = backend();
  let loads = 0;
  const source = loadedOnFirstUse(async () => {
    loads += 1;
    return b.source;
  });
  assert.equal(loads, 0, 'nothing made before it is asked');
  assert.deepEqual(await source.availability(), { ok: true, backend: 'sway', titles: true });
  const told: (FocusedWindow | null)[] = [];
  const stop = source.watch((w) => told.push(w), () => undefined);
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(told, [{ app: 'thunderbird', title: 'Inbox' }]);
  stop();
  assert.equal(b.stops(), 1);
  assert.equal(loads, 1, 'made once');
});

test('a watch stopped before its backend is there never begins', async () => {
  const b = backend();
  let made: (s: ActivitySource) => void = () => undefined;
  const source = loadedOnFirstUse(() => new Promise((r) => (made = r)));
  const stop = source.watch(() => assert.fail('told after it was stopped'), () => undefined);
  stop();
  made(b.source);
  await new Promise((r) => setImmediate(r));
  assert.equal(b.watching.length, 0);
});

test('a backend that cannot load is said as a trouble, and availability says why', async () => {
  const source = loadedOnFirstUse(async () => {
    throw new Error('x-win.linux-x64-gnu.node is missing');
  });
  const troubles: string[] = [];
  source.watch(() => assert.fail('no window without a backend'), englishTroubles((r) => troubles.push(r)));
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(troubles, ["the activity record's backend could not load: x-win.linux-x64-gnu.node is missing"]);
  assert.deepEqual(inEnglish(await source.availability()), { ok: false, backend: null, reason: "the activity record's backend could not load: x-win.linux-x64-gnu.node is missing" });
});

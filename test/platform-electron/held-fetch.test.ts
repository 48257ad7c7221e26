// The engine's fetch held until the tray's first menu is drawn (held-fetch.ts): nothing goes
// out before `release`, everything asked meanwhile goes out then in the order asked, and the
// valve lets go by itself should nobody release it.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { heldFetch, MAX_HOLD_MS } from '../../main/platform/electron/held-fetch.ts';
import { ManualClock } from '../support/manual-clock.ts';

function recordingFetch() {
  const sent: string[] = [];
  const fetch = async (url: string) => {
    sent.push(url);
    return new Response(url);
  };
  return { sent, fetch };
}

test('nothing is sent before release; what waited is sent then, in the order asked, and later requests go at once', async () => {
  const { sent, fetch } = recordingFetch();
  const held = heldFetch(fetch, new ManualClock(0));
  const first = held.fetch('https://service.example/a', {});
  const second = held.fetch('https://service.example/b', {});
  // Turns of the event loop pass without a request leaving.
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
  assert.deepEqual(sent, []);
  held.release();
  assert.equal(await (await first).text(), 'https://service.example/a');
  assert.equal(await (await second).text(), 'https://service.example/b');
  assert.deepEqual(sent, ['https://service.example/a', 'https://service.example/b']);
  await held.fetch('https://service.example/c', {});
  assert.deepEqual(sent.at(-1), 'https://service.example/c');
  held.release();
  assert.equal(sent.length, 3, 'a second release sends nothing again');
});

test('unreleased, the valve lets the requests go by itself', async () => {
  const { sent, fetch } = recordingFetch();
  const clock = new ManualClock(0);
  const held = heldFetch(fetch, clock);
  const asked = held.fetch('https://service.example/a', {});
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(sent, [], 'held before the valve');
  await clock.advance(MAX_HOLD_MS);
  await asked;
  assert.deepEqual(sent, ['https://service.example/a']);
});

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Transport } from '../../main/api/transport.ts';
import { anyJson } from '../../main/api/check.ts';
import { NetworkError } from '../../main/api/errors.ts';
import { netFetch, UnsupportedAddressError, type NetFetch } from '../../main/platform/electron/net-fetch.ts';
import { ManualClock } from '../support/manual-clock.ts';

type NetInit = Parameters<NetFetch['fetch']>[1];

/** Electron's `net` as far as the adapter uses it, recording what it was asked to send. */
function fakeNet(answer: (url: string, init: NetInit) => Promise<Response>) {
  const calls: { url: string; init: NetInit }[] = [];
  const net = {
    fetch: (input: string | Request, init?: NetInit) => {
      const url = typeof input === 'string' ? input : input.url;
      calls.push({ url, init });
      return answer(url, init);
    },
  } satisfies NetFetch;
  return { net, calls };
}

describe('net.fetch as the engine fetch', () => {
  test('sends the engine request through net.fetch, uncached and without cookies, and hands back its answer', async () => {
    const { net, calls } = fakeNet(async () => new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } }));
    const fetch = netFetch(net);
    const signal = new AbortController().signal;
    const res = await fetch('https://time.example.com/v1/me', { method: 'POST', headers: { 'x-api-token': 't' }, body: 'a=1', signal });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { ok: true });
    assert.equal(calls.length, 1);
    assert.equal(calls[0]!.url, 'https://time.example.com/v1/me');
    assert.deepEqual(calls[0]!.init, { method: 'POST', headers: { 'x-api-token': 't' }, body: 'a=1', signal, cache: 'no-store', credentials: 'omit' });
  });

  test('an address that is not http(s) is refused before anything is sent', async () => {
    const { net, calls } = fakeNet(async () => new Response('secret file'));
    const fetch = netFetch(net);
    for (const [url, protocol] of [
      ['file:///etc/passwd', 'file:'],
      ['app://stint/index.html', 'app:'],
      ['javascript:alert(1)', 'javascript:'],
    ] as const) {
      await assert.rejects(fetch(url, {}), (e: unknown) => e instanceof UnsupportedAddressError && e.kind === 'unsupported-address' && e.protocol === protocol);
    }
    await assert.rejects(fetch('not a url', {}), TypeError);
    assert.equal(calls.length, 0);
  });

  test("Chromium's 'connection refused' reaches the engine as a network error (nothing was sent)", async () => {
    const { net } = fakeNet(async () => {
      throw new Error('net::ERR_CONNECTION_REFUSED');
    });
    const transport = new Transport({ baseUrl: 'http://127.0.0.1:9/api/v1', fetch: netFetch(net), userAgent: 'Stint/test', token: 't', clock: new ManualClock() });
    await assert.rejects(
      transport.request({ method: 'POST', path: '/time-entries', body: { description: 'x' }, check: anyJson() }),
      (e: unknown) => e instanceof NetworkError && /ERR_CONNECTION_REFUSED/.test(e.message),
    );
  });
});

// The per-attempt timeout (and the caller's AbortSignal) must cover reading the
// body even when the injected fetch does not tie its signal to the body stream (a FetchLike
// such as a wrapper or Electron's net.fetch). Before the fix the call hung forever.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../support/manual-clock.ts';
import { Transport, type FetchLike } from '../../../main/api/transport.ts';
import { Pacer } from '../../../main/api/pacer.ts';
import { anyJson } from '../../../main/api/check.ts';
import { isServiceError } from '../../../main/api/errors.ts';

const T0 = Date.parse('2025-11-20T10:00:00.000Z');

function stalledBodyTransport(clock: ManualClock) {
  let sent = 0;
  // Headers arrive, then half a body, then nothing; the stream ignores init.signal.
  const fetch: FetchLike = async () => {
    sent++;
    const body = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode('{"id":')) });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const t = new Transport({ baseUrl: 'http://svc.test/api/v1', fetch, userAgent: 'ua', token: 't', clock, pacer: new Pacer({ clock, windows: [] }), timeoutMs: 1000, retry: { random: () => 0 } });
  return { t, sent: () => sent };
}

async function outcome(clock: ManualClock, p: Promise<unknown>, maxMs = 20_000): Promise<string> {
  let result: string | undefined;
  p.then(() => (result = 'value'), (e) => (result = isServiceError(e) ? `${e.kind}${'reason' in e ? ':' + String(e.reason) : ''}` : `other: ${e}`));
  await new Promise((r) => setImmediate(r));
  for (let t = 0; result === undefined && t < maxMs; t += 50) await clock.advance(50);
  for (let i = 0; result === undefined && i < 20; i++) await new Promise((r) => setImmediate(r));
  return result ?? 'still pending';
}

test('a read whose body stalls times out (and is retried), a write becomes outcome_unknown', async () => {
  const clock = new ManualClock(T0);
  const { t, sent } = stalledBodyTransport(clock);
  assert.equal(await outcome(clock, t.request({ method: 'GET', path: '/tasks/1', check: anyJson() })), 'timeout');
  assert.equal(sent(), 3);
  assert.equal(await outcome(clock, t.request({ method: 'POST', path: '/time-entries', body: { project_id: 1 }, check: anyJson() })), 'outcome_unknown:timeout');
  assert.equal(sent(), 4);
});

test('the caller can abort a call whose body stalls', async () => {
  const clock = new ManualClock(T0);
  const { t } = stalledBodyTransport(clock);
  const ac = new AbortController();
  const p = t.request({ method: 'GET', path: '/tasks/1', check: anyJson() }, { signal: ac.signal, timeoutMs: 600_000 });
  setImmediate(() => ac.abort());
  assert.equal(await outcome(clock, p, 100), 'aborted');
});

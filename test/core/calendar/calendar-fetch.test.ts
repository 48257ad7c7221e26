// A calendar read from a real HTTP server on 127.0.0.1 through Node's own fetch: the
// conditional GET, redirects (followed, and refused towards plain http without a request),
// the time limit on answers that never come (the server never finishes, so only the limit
// can end the read: no timing margin), the size cap while the bytes arrive, and the answers
// that are not a calendar. Every path holds a secret segment, and no message may show it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchCalendar, type CalendarFetch } from '../../../main/core/calendar/calendar-fetch.ts';
import { MAX_CALENDAR_BYTES } from '../../../main/core/calendar/calendar-parse.ts';
import type { FetchLike } from '../../../main/core/ports.ts';

const SECRET = 'private-7f3a9c2e41b8d6f0a5c3';
const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n';
const ETAG = '"v1-abc"';
const LAST_MODIFIED = 'Tue, 10 Mar 2026 09:00:00 GMT';
const HUGE = 50_000_000;

/** The requests the server saw, by path without the secret prefix. */
const seen: { path: string; headers: IncomingMessage['headers'] }[] = [];
/** How each huge answer ended: bytes written, and whether the client closed before the end. */
const hugeEnds = new Map<string, Promise<{ written: number; finished: boolean }>>();
let server: Server;
let base: string;

type Route = (req: IncomingMessage, res: ServerResponse) => void;
const calendarAnswer = (headers: Record<string, string> = {}): Route => (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', ...headers });
  res.end(CALENDAR);
};
const redirect = (status: number, location: string): Route => (_req, res) => {
  res.writeHead(status, { location });
  res.end();
};
const status = (code: number): Route => (_req, res) => {
  res.writeHead(code, { 'content-type': 'text/plain' });
  res.end(`status ${code}`);
};

const routes: Record<string, Route> = {
  'etag.ics': (req, res) => {
    if (req.headers['if-none-match'] === ETAG) {
      res.writeHead(304, { etag: ETAG });
      res.end();
    } else calendarAnswer({ etag: ETAG, 'last-modified': LAST_MODIFIED })(req, res);
  },
  'ignores.ics': calendarAnswer({ etag: ETAG }),
  'bom.ics': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.end(`\uFEFF\r\n  ${CALENDAR}`);
  },
  // Five hops, every kind of redirect, absolute and relative Locations.
  r1: (req, res) => redirect(301, `${base}/${SECRET}/r2`)(req, res),
  r2: redirect(302, './r3'),
  r3: redirect(303, `/${SECRET}/r4`),
  r4: redirect(307, 'r5'),
  r5: redirect(308, 'etag.ics'),
  'to-http': redirect(302, 'http://calendar.example.com/secret-abc123/basic.ics'),
  // To this very server (plain http on 127.0.0.1), as a service elsewhere could send Stint.
  'to-loopback': (req, res) => redirect(302, `${base}/${SECRET}/etag.ics`)(req, res),
  'to-private': redirect(302, 'https://192.168.1.1/secret-abc123/basic.ics'),
  loop: redirect(302, 'loop'),
  // Headers and the start of a calendar, then nothing, ever.
  'slow-body': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.write('BEGIN:VCALENDAR\r\n');
  },
  silent: () => undefined,
  'huge-stream': (_req, res) => hugeAnswer('huge-stream', res, {}),
  'huge-length': (_req, res) => hugeAnswer('huge-length', res, { 'content-length': String(HUGE) }),
  'login.html': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!DOCTYPE html><html><head><title>Sign in</title></head><body><form>Email</form></body></html>');
  },
  '401': status(401),
  '404': status(404),
  '503': status(503),
};

/** 50 MB of calendar lines written as the client takes them, until it has all or hangs up. */
function hugeAnswer(name: string, res: ServerResponse, headers: Record<string, string>): void {
  res.writeHead(200, { 'content-type': 'text/calendar', ...headers });
  const line = Buffer.from(`X-FILLER:${'x'.repeat(1013)}\r\n`);
  let written = 0;
  hugeEnds.set(name, new Promise((resolve) => res.on('close', () => resolve({ written, finished: res.writableFinished }))));
  const pump = (): void => {
    while (written < HUGE && !res.destroyed) {
      const chunk = written === 0 ? Buffer.from('BEGIN:VCALENDAR\r\n') : line.subarray(0, Math.min(line.length, HUGE - written));
      written += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (written >= HUGE) res.end();
  };
  pump();
}

before(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').replace(`/${SECRET}/`, '');
    seen.push({ path, headers: req.headers });
    (routes[path] ?? status(404))(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  // The answers that never end are still open on the server's side.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Node's fetch, recording every URL it is asked for. */
const asked: string[] = [];
const recordingFetch: FetchLike = (url, init) => {
  asked.push(url);
  return fetch(url, init);
};
/** The bytes of 200 bodies Stint took from the wrapper: a body is pulled only when read. */
let consumed = 0;
const countingFetch: FetchLike = async (url, init) => {
  const res = await recordingFetch(url, init);
  if (res.status !== 200 || !res.body) return res;
  const reader = res.body.getReader();
  const counted = new ReadableStream<Uint8Array>(
    {
      async pull(into) {
        const { done, value } = await reader.read();
        if (done) return into.close();
        consumed += value.byteLength;
        into.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return new Response(counted, { status: res.status, headers: res.headers });
};
/** Only so that a broken time limit fails instead of hanging the run; the pass never waits for it. */
const HANG = { timeout: 30_000 };
const at = (path: string): string => `${base}/${SECRET}/${path}`;
const requestsTo = (path: string): number => seen.filter((s) => s.path === path).length;

function failure(read: CalendarFetch, code: string): string {
  assert.equal(read.kind, 'failed', JSON.stringify(read));
  if (read.kind !== 'failed') return '';
  assert.equal(read.code, code, read.message);
  assert.ok(!read.message.includes(SECRET), `the secret in: ${read.message}`);
  assert.ok(!read.message.includes('secret-abc123'), `the redirect's secret in: ${read.message}`);
  assert.ok(!read.message.includes('basic.ics'), `a path in: ${read.message}`);
  return read.message;
}

test('a calendar with an ETag is read, then answered 304 to its validators: unchanged, no body', async () => {
  const first = await fetchCalendar(recordingFetch, at('etag.ics'), null);
  assert.deepEqual(first, { kind: 'fresh', calendar: { text: CALENDAR, validators: { etag: ETAG, lastModified: LAST_MODIFIED } } });
  const firstAsk = seen.at(-1)!.headers;
  assert.equal(firstAsk.accept, 'text/calendar, */*;q=0.5');
  assert.equal(firstAsk['if-none-match'], undefined);
  assert.equal(firstAsk.cookie, undefined);
  assert.equal(firstAsk.authorization, undefined);

  const second = await fetchCalendar(recordingFetch, at('etag.ics'), first.kind === 'fresh' ? first.calendar.validators : null);
  assert.deepEqual(second, { kind: 'unchanged' });
  assert.equal(seen.at(-1)!.headers['if-none-match'], ETAG);
  assert.equal(seen.at(-1)!.headers['if-modified-since'], LAST_MODIFIED);
});

test('a server that ignores the validators answers in full again: fresh', async () => {
  const first = await fetchCalendar(recordingFetch, at('ignores.ics'), null);
  assert.equal(first.kind, 'fresh');
  const second = await fetchCalendar(recordingFetch, at('ignores.ics'), { etag: ETAG, lastModified: null });
  assert.deepEqual(second, { kind: 'fresh', calendar: { text: CALENDAR, validators: { etag: ETAG, lastModified: null } } });
  assert.equal(seen.at(-1)!.headers['if-none-match'], ETAG);
  assert.equal(seen.at(-1)!.headers['if-modified-since'], undefined);
});

test('a BOM and blank lines before BEGIN:VCALENDAR are fine; the BOM is dropped', async () => {
  const read = await fetchCalendar(recordingFetch, at('bom.ics'), null);
  assert.equal(read.kind, 'fresh');
  assert.equal(read.kind === 'fresh' ? read.calendar.text : '', `\r\n  ${CALENDAR}`);
});

test('a chain of five redirects (301, 302, 303, 307, 308; absolute and relative) is followed to the calendar', async () => {
  asked.length = 0;
  const read = await fetchCalendar(recordingFetch, at('r1'), null);
  assert.equal(read.kind, 'fresh');
  assert.deepEqual(asked, ['r1', 'r2', 'r3', 'r4', 'r5', 'etag.ics'].map(at));
});

test('a redirect to plain http elsewhere is refused without requesting it', async () => {
  asked.length = 0;
  const message = failure(await fetchCalendar(recordingFetch, at('to-http'), null), 'insecure_redirect');
  assert.match(message, /unencrypted/);
  assert.deepEqual(asked, [at('to-http')]);
});

/**
 * A service elsewhere, as the person typed it: `https://calendar.example.com/…` answered by
 * the local server (its redirects and all), so that where a redirect sends Stint is the real
 * question asked of the real server.
 */
const ELSEWHERE = 'https://calendar.example.com';
const elsewhereFetch: FetchLike = (url, init) => recordingFetch(url.startsWith(`${ELSEWHERE}/`) ? `${base}${url.slice(ELSEWHERE.length)}` : url, init);
const elsewhere = (path: string): string => `${ELSEWHERE}/${SECRET}/${path}`;

test('an https address elsewhere that redirects to plain http on 127.0.0.1: refused, and this computer is never asked', async () => {
  asked.length = 0;
  const before = requestsTo('etag.ics');
  const message = failure(await fetchCalendar(elsewhereFetch, elsewhere('to-loopback'), null), 'insecure_redirect');
  assert.match(message, /this computer or its local network, which you did not give/);
  assert.deepEqual(asked, [at('to-loopback')], 'only the address typed');
  assert.equal(requestsTo('etag.ics'), before);
});

test('an https address elsewhere that redirects to https on the local network: refused without asking it', async () => {
  asked.length = 0;
  const message = failure(await fetchCalendar(elsewhereFetch, elsewhere('to-private'), null), 'insecure_redirect');
  assert.match(message, /local network/);
  assert.deepEqual(asked, [at('to-private')]);
});

test('an https address elsewhere that redirects to plain http elsewhere: refused as unencrypted', async () => {
  asked.length = 0;
  assert.match(failure(await fetchCalendar(elsewhereFetch, elsewhere('to-http'), null), 'insecure_redirect'), /unencrypted/);
  assert.deepEqual(asked, [at('to-http')]);
});

test('the person typed the local address: its redirects on that same address are followed', async () => {
  asked.length = 0;
  const read = await fetchCalendar(recordingFetch, at('to-loopback'), null);
  assert.equal(read.kind, 'fresh', JSON.stringify(read));
  assert.deepEqual(asked, [at('to-loopback'), at('etag.ics')]);
});

test('a fetch that follows redirects itself and ends on 127.0.0.1 from an address elsewhere: refused, its answer not read', async () => {
  const endsHere: FetchLike = async (_url, init) => {
    if (init.redirect === 'manual') throw new Error('Redirect was cancelled');
    return recordingFetch(at('etag.ics'), init);
  };
  assert.match(failure(await fetchCalendar(endsHere, elsewhere('to-loopback'), null), 'insecure_redirect'), /local network/);
});

test('a first address in plain http elsewhere is refused the same way, nothing requested', async () => {
  asked.length = 0;
  failure(await fetchCalendar(recordingFetch, 'http://calendar.example.com/secret-abc123/basic.ics', null), 'insecure_redirect');
  assert.deepEqual(asked, []);
});

test('redirects in a loop end after five: too_many_redirects', async () => {
  const before = requestsTo('loop');
  const message = failure(await fetchCalendar(recordingFetch, at('loop'), null), 'too_many_redirects');
  assert.match(message, /Copy the private address again/);
  assert.equal(requestsTo('loop') - before, 6, 'the first request and five redirects');
});

test('headers sent, then a body that never ends: only the time limit ends the read', HANG, async () => {
  failure(await fetchCalendar(recordingFetch, at('slow-body'), null, { timeoutMs: 200 }), 'timeout');
});

test('a server that never answers at all: timeout', HANG, async () => {
  const message = failure(await fetchCalendar(recordingFetch, at('silent'), null, { timeoutMs: 200 }), 'timeout');
  assert.match(message, /tries again later/);
});

test('the caller\'s signal ends a read that would wait forever', HANG, async () => {
  const stop = new AbortController();
  const waiting = requestsTo('silent');
  const read = fetchCalendar(recordingFetch, at('silent'), null, { signal: stop.signal });
  // Aborted once the server holds the request: the read is under way, not refused before it.
  while (requestsTo('silent') === waiting) await new Promise((resolve) => setImmediate(resolve));
  stop.abort();
  failure(await read, 'timeout');
});

test('50 MB sent as a stream: too_large once past the cap, and the connection closed long before the end', async () => {
  consumed = 0;
  const message = failure(await fetchCalendar(countingFetch, at('huge-stream'), null), 'too_large');
  assert.match(message, /larger than the 10 MB/);
  // Read up to the cap and one chunk past it, no further.
  assert.ok(consumed > MAX_CALENDAR_BYTES && consumed < MAX_CALENDAR_BYTES + 1_000_000, `${consumed} bytes read`);
  const end = await hugeEnds.get('huge-stream')!;
  assert.equal(end.finished, false);
  assert.ok(end.written < HUGE, `${end.written} bytes written`);
});

test('a Content-Length of 50 MB is refused before the body is read', async () => {
  consumed = 0;
  failure(await fetchCalendar(countingFetch, at('huge-length'), null), 'too_large');
  assert.equal(consumed, 0);
  const end = await hugeEnds.get('huge-length')!;
  assert.equal(end.finished, false);
  assert.ok(end.written < HUGE, `${end.written} bytes written`);
});

test('a sign-in page answered with 200 is not iCalendar', async () => {
  assert.match(failure(await fetchCalendar(recordingFetch, at('login.html'), null), 'not_icalendar'), /web page/);
});

test('401, 404 and 503 each say what happened and what to do', async () => {
  assert.match(failure(await fetchCalendar(recordingFetch, at('401'), null), 'http_status'), /refused the address: it may have been reset\. Copy the private address again/);
  assert.match(failure(await fetchCalendar(recordingFetch, at('404'), null), 'http_status'), /no calendar at this address any more/);
  assert.match(failure(await fetchCalendar(recordingFetch, at('503'), null), 'http_status'), /having trouble.*tries again later/);
});

test('a refused connection (a port just closed): unreachable', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const message = failure(await fetchCalendar(recordingFetch, `http://127.0.0.1:${port}/${SECRET}/basic.ics`, null), 'unreachable');
  assert.match(message, /Check the connection/);
});

/** Electron's net.fetch as electron/electron#43715 reports it: a redirect left to the caller is cancelled, with an error. */
const electronLikeFetch: FetchLike = async (url, init) => {
  const res = await recordingFetch(url, init);
  if (init.redirect === 'manual' && res.status >= 300 && res.status < 400) {
    await res.body?.cancel();
    throw new Error('Redirect was cancelled');
  }
  return res;
};

test("a fetch that cancels redirects left to it (Electron's net.fetch): the network stack follows them, and the calendar is read", async () => {
  asked.length = 0;
  const read = await fetchCalendar(electronLikeFetch, at('r1'), null);
  assert.equal(read.kind, 'fresh', JSON.stringify(read));
  assert.deepEqual(asked, [at('r1'), at('r1')], 'asked again, following');
});

test('a fetch that hides redirects (status 0, as a browser does): followed by it, and refused when the address it ends at is plain http', async () => {
  const hidden = { status: 0, type: 'opaqueredirect', headers: new Headers(), body: null, url: '' } as unknown as Response;
  const endsInHttp: FetchLike = async (_url, init) => {
    if (init.redirect === 'manual') return hidden;
    const res = await fetch(at('etag.ics'), init);
    Object.defineProperty(res, 'url', { value: 'http://calendar.example.com/secret-abc123/basic.ics' });
    return res;
  };
  const message = failure(await fetchCalendar(endsInHttp, at('r1'), null), 'insecure_redirect');
  assert.match(message, /unencrypted/);
  const endsInHttps: FetchLike = async (_url, init) => (init.redirect === 'manual' ? hidden : fetch(at('etag.ics'), init));
  assert.equal((await fetchCalendar(endsInHttps, at('r1'), null)).kind, 'fresh', 'ending at the loopback calendar: read');
});

// The engine's transport in the memory bench, as the app has it. In the app the engine's
// requests go through Electron's `net.fetch` (main/platform/electron/net-fetch.ts): Chromium's
// network service does the HTTP, in a process of its own, and the main process holds a small
// wrapper and the answers. Under plain Node the bench has no net.fetch; Node's own fetch
// (undici) would load an HTTP client the app's main process never loads: measured here, 16-20
// MB resident over `node:http` doing the same requests (its parser compiled from WebAssembly,
// its dispatcher and pools), against about 1 MB for `node:http` and a web Response. So the
// bench's engine and its client floor send through `node:http` and hand the engine a web
// Response, the way net.fetch hands it one (`--node-fetch` measures with Node's fetch).

import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FetchLike } from '../../../main/api/transport.ts';

function headersOf(res: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

async function bodyOf(body: RequestInit['body']): Promise<Buffer | null> {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return Buffer.from(body);
  return Buffer.from(await new Response(body).arrayBuffer());
}

/** A fetch over `node:http(s)`: the request as given, no redirect followed (the engine follows a calendar's by hand), the answer a web Response. */
export const appLikeFetch: FetchLike = async (url, init) => {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const body = await bodyOf(init.body);
  return new Promise<Response>((resolve, reject) => {
    const req = send(target, { method: init.method ?? 'GET', headers: Object.fromEntries(new Headers(init.headers)), ...(init.signal ? { signal: init.signal } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const status = res.statusCode ?? 502;
        const empty = status === 204 || status === 304 || init.method === 'HEAD';
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage ?? '', headers: headersOf(res) }));
      });
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
};

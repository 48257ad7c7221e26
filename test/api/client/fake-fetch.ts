// A scripted fetch for transport tests: each call takes the next step from the script.
import type { ManualClock } from '../../support/manual-clock.ts';
import type { FetchLike } from '../../../main/api/transport.ts';

export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  at: number;
  signal: AbortSignal | undefined;
}

export type Step =
  | { status: number; json?: unknown; text?: string; headers?: Record<string, string> }
  | { error: unknown }
  | { hang: true }
  | ((req: SeenRequest) => Response | Promise<Response>);

export function jsonResponse(status: number, json: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(json), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function fetchFailed(code: string): TypeError {
  const cause = Object.assign(new Error(code), { code });
  return new TypeError('fetch failed', { cause });
}

export function scriptedFetch(clock: ManualClock | undefined, steps: Step[], fallback?: Step) {
  const seen: SeenRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const h = init.headers as Record<string, string>;
    const req: SeenRequest = {
      url,
      method: init.method ?? 'GET',
      headers: { ...h },
      body: typeof init.body === 'string' ? init.body : undefined,
      at: clock ? clock.now() : Date.now(),
      signal: init.signal ?? undefined,
    };
    seen.push(req);
    const step = steps.shift() ?? fallback;
    if (!step) throw new Error(`unexpected request ${req.method} ${url}`);
    if (typeof step === 'function') return step(req);
    if ('error' in step) throw step.error;
    if ('hang' in step) {
      return new Promise<Response>((_, reject) => {
        const s = init.signal;
        if (s?.aborted) reject(s.reason);
        s?.addEventListener('abort', () => reject(s.reason), { once: true });
      });
    }
    if (step.text !== undefined) return new Response(step.text, { status: step.status, headers: step.headers ?? {} });
    return jsonResponse(step.status, step.json ?? {}, step.headers);
  };
  return { fetch, seen };
}

/** Runs `p` to completion, advancing the manual clock in steps while it is pending. */
export async function drive<T>(clock: ManualClock, p: Promise<T>, stepMs = 10, maxMs = 600_000): Promise<T> {
  let settled = false;
  const q = p.finally(() => {
    settled = true;
  });
  q.catch(() => {});
  await new Promise((r) => setImmediate(r));
  for (let t = 0; !settled && t < maxMs; t += stepMs) await clock.advance(stepMs);
  return q;
}

// Benchmark of the service client against the simulator (npm run bench:client).
//
// 1. Throughput through the pacer: one token, limits ON, real clock. 300 reads are issued
//    at once; the pacer spreads them out. Reported: throughput = 300 / wall time from the
//    first send to the last answer, the sustained rate after the first second's allowance
//    (sends 30..299 over their time span), and the number of 429 answers seen on the wire.
// 2. Client overhead per call over raw fetch: a second simulator with limits OFF (so the
//    comparison is not throttled), and a client whose pacer has no windows (blocks would
//    still apply; none occur). The same GET /tasks/1 is timed alternately as
//      raw:    fetch(url, same headers) + res.text() + JSON.parse
//      client: client.tasks.get(1)  (URL building, pacer check, timeout timer, headers
//              parsing into the limit state, error mapping, Ajv validation of the answer)
//    after a warm-up; overhead_p50_ms = p50(client) - p50(raw). The pure in-process cost
//    (a stub fetch that returns a canned answer, no network) is printed too.
import { startSim } from '../sim/start.ts';
import { ServiceClient, signIn } from '../../main/api/client.ts';
import type { FetchLike } from '../../main/api/transport.ts';

const UA = 'Stint/bench (linux; bench)';
const N = 300;

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}
const r2 = (n: number) => Math.round(n * 100) / 100;
const r3 = (n: number) => Math.round(n * 1000) / 1000;

async function throughput(): Promise<{ rps: number; sustained: number; n429: number; failed: number }> {
  const sim = await startSim({ limits: true });
  try {
    const creds = await signIn({ baseUrl: sim.baseUrl, userAgent: UA, email: 'ada@example.com', password: 'demo-password', accountId: 'demo' });
    const sends: number[] = [];
    let n429 = 0;
    const counting: FetchLike = async (url, init) => {
      sends.push(performance.now());
      const res = await fetch(url, init);
      if (res.status === 429) n429++;
      return res;
    };
    const client = new ServiceClient({ baseUrl: sim.baseUrl, credentials: creds, fetch: counting });
    const calls: (() => Promise<unknown>)[] = [
      () => client.tasks.get(1),
      () => client.customers.get(1),
      () => client.projects.get(1),
      () => client.tasks.list(),
    ];
    const t0 = performance.now();
    const results = await Promise.allSettled(Array.from({ length: N }, (_, i) => calls[i % calls.length]!()));
    const elapsed = (performance.now() - t0) / 1000;
    const failed = results.filter((r) => r.status === 'rejected').length;
    const sustained = sends.length > 31 ? (sends.length - 30) / ((sends.at(-1)! - sends[29]!) / 1000) : NaN;
    return { rps: N / elapsed, sustained, n429, failed };
  } finally {
    await sim.close();
  }
}

async function overhead(): Promise<{ raw: number; client: number; inProcess: number }> {
  const sim = await startSim({ limits: false });
  try {
    const creds = await signIn({ baseUrl: sim.baseUrl, userAgent: UA, email: 'ada@example.com', password: 'demo-password', accountId: 'demo' });
    const client = new ServiceClient({ baseUrl: sim.baseUrl, credentials: creds, pacing: [] });
    const url = `${sim.baseUrl}/tasks/1`;
    const headers = { accept: 'application/json', 'user-agent': UA, 'x-api-token': creds.token };
    const raw = async () => JSON.parse(await (await fetch(url, { method: 'GET', headers })).text());
    const viaClient = () => client.tasks.get(1);
    for (let i = 0; i < 300; i++) {
      await raw();
      await viaClient();
    }
    const rawT: number[] = [];
    const cliT: number[] = [];
    for (let i = 0; i < 2000; i++) {
      let t = performance.now();
      await raw();
      rawT.push(performance.now() - t);
      t = performance.now();
      await viaClient();
      cliT.push(performance.now() - t);
    }

    // In-process only: the same answer served by a stub fetch.
    const sample = await (await fetch(url, { headers })).text();
    const rlHeaders = { 'content-type': 'application/json', 'x-ratelimit-minute': 'limit=600, used=1, remaining=599, reset=30', 'x-ratelimit-accountdaily': 'limit=5000, used=1, remaining=4999, reset=3000' };
    const stub: FetchLike = async () => new Response(sample, { status: 200, headers: rlHeaders });
    const stubClient = new ServiceClient({ baseUrl: sim.baseUrl, credentials: creds, pacing: [], fetch: stub });
    const stubRaw = async () => JSON.parse(await (await stub(url, { headers })).text());
    for (let i = 0; i < 500; i++) {
      await stubClient.tasks.get(1);
      await stubRaw();
    }
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < 5000; i++) {
      let t = performance.now();
      await stubRaw();
      a.push(performance.now() - t);
      t = performance.now();
      await stubClient.tasks.get(1);
      b.push(performance.now() - t);
    }
    return { raw: pct(rawT, 50), client: pct(cliT, 50), inProcess: pct(b, 50) - pct(a, 50) };
  } finally {
    await sim.close();
  }
}

const t = await throughput();
console.log(`reads: ${N} through the pacer on one token (limits on), failed: ${t.failed}`);
console.log(`sustained after the first second: ${r2(t.sustained)} req/s`);
const o = await overhead();
console.log(`per-call p50 over loopback: raw fetch ${r3(o.raw)} ms, client ${r3(o.client)} ms`);
console.log(`in-process client cost p50 (stub fetch): ${r3(o.inProcess)} ms`);
console.log(`throughput: ${r2(t.rps)} req/s`);
console.log(`429s: ${t.n429}`);
console.log(`overhead_p50_ms: ${r3(o.client - o.raw)}`);

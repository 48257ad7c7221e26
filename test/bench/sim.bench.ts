// Simulator benchmark (`npm run bench:sim`): throughput of simple reads and of a mix of
// list, report and write calls, and the latency of reports over 10,000 entries. The
// simulator runs in a child process (this file with --serve), so that client and server do
// not share one event loop; everything stays on 127.0.0.1 and the run stops by itself in
// well under 60 s.
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { startSim } from '../sim/start.ts';
import type { Store } from '../sim/store.ts';
import { isoDate } from '../sim/format.ts';

const ENTRIES = 10_000;
const CONCURRENCY = 16;
const THROUGHPUT_MS = 5_000;
const WARMUP_MS = 1_000;
const LATENCY_SAMPLES = 200;
const HARD_STOP_MS = 58_000;
const UA = 'StintBench/1.0';

// ---- server side (child process) -------------------------------------------------------------

/** Fills the account up to ENTRIES entries, spread like the demo over the last year. */
function seed(store: Store, now: number): void {
  // [project, user, task]: combinations that are valid for the demo data.
  const plans: [number, number, number | null][] = [
    [1, 2, 2], [1, 1, 4], [2, 2, 3], [2, 1, 2], [4, 3, 2], [5, 2, 8], [3, 1, 7], [1, 1, null], [2, 3, 6],
  ];
  const today = Math.floor(now / 86_400_000) * 86_400_000;
  for (let i = 0; store.entries.size < ENTRIES; i++) {
    const [project_id, user_id, task_id] = plans[i % plans.length]!;
    const id = store.nextId('entry');
    const at = today - (i % 365) * 86_400_000;
    store.entries.set(id, {
      id, user_id, project_id, task_id, date_execution: isoDate(at), description: `Bench entry ${i}`,
      time_start: (8 + (i % 9)) * 3600, time_total: 900 + ((i * 37) % 28) * 300, stopwatch_started_at: null,
      is_locked: false, locked_reason: null, form: 'web', is_invoiced: 0, created_by: user_id, changed_by: user_id,
      date_created: at, date_changed: at,
    });
  }
}

async function serve(): Promise<void> {
  const running = await startSim({ limits: false });
  seed(running.sim.ctx.store, running.sim.ctx.clock.now());
  const today = isoDate(running.sim.ctx.clock.now());
  const stop = async () => {
    await running.close();
    process.disconnect?.();
  };
  process.on('message', (m) => void (m === 'stop' && stop()));
  // Never outlive the benchmark, whatever happens to it.
  process.on('disconnect', () => void running.close().then(() => process.exit(0)));
  process.send!({ baseUrl: running.baseUrl, entries: running.sim.ctx.store.entries.size, today });
}

// ---- client side (main thread) --------------------------------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function request(base: URL, method: string, path: string, token: string, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'user-agent': UA, 'x-api-token': token };
    if (body !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    const req = http.request({ agent, host: base.hostname, port: base.port, method, path: base.pathname + path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

interface Tally {
  ok: number;
  failed: number;
  statuses: Map<number, number>;
}

/** Runs `next()` from CONCURRENCY loops for `ms`; counts only answers after the warm-up. */
async function throughput(ms: number, next: () => Promise<{ status: number }>): Promise<{ perSecond: number; tally: Tally }> {
  const tally: Tally = { ok: 0, failed: 0, statuses: new Map() };
  const warmEnd = performance.now() + WARMUP_MS;
  const end = warmEnd + ms;
  const loop = async () => {
    while (performance.now() < end) {
      const r = await next();
      if (performance.now() < warmEnd) continue;
      if (r.status >= 200 && r.status < 300) tally.ok++;
      else {
        tally.failed++;
        tally.statuses.set(r.status, (tally.statuses.get(r.status) ?? 0) + 1);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  const elapsed = performance.now() - Math.max(started, warmEnd);
  return { perSecond: ((tally.ok + tally.failed) * 1000) / elapsed, tally };
}

/** Sequential latency: one request at a time, so the figure is the report's own cost. */
async function latency(samples: number, send: () => Promise<{ status: number; text: string }>): Promise<{ p50: number; p95: number; failed: number }> {
  for (let i = 0; i < 20; i++) await send();
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    const r = await send();
    times.push(performance.now() - t0);
    if (r.status !== 200) failed++;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), failed };
}

const fmt = (n: number) => n.toFixed(1);
const failures = (t: Tally) =>
  t.failed === 0 ? '' : ` (${t.failed} non-2xx: ${[...t.statuses].map(([s, n]) => `${s}×${n}`).join(', ')})`;

async function main(): Promise<void> {
  const server = fork(fileURLToPath(import.meta.url), ['--serve'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = await new Promise<{ baseUrl: string; entries: number; today: string }>((resolve, reject) => {
    server.once('message', (m) => resolve(m as { baseUrl: string; entries: number; today: string }));
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`simulator exited early (${code})`)));
  });
  const base = new URL(ready.baseUrl);
  try {
    const auth = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const body = 'email=ada%40example.com&password=demo-password&account_id=demo';
      const req = http.request({
        agent, host: base.hostname, port: base.port, method: 'POST', path: `${base.pathname}/auth`,
        headers: { 'user-agent': UA, 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) },
      }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.end(body);
    });
    if (auth.status !== 200) throw new Error(`login failed: ${auth.status} ${auth.text}`);
    const token = (JSON.parse(auth.text) as { token: string }).token;
    const get = (path: string) => request(base, 'GET', path, token);
    console.log(`entries: ${ready.entries}`);

    let flip = 0;
    const simple = await throughput(THROUGHPUT_MS, () => get(flip++ % 2 === 0 ? '/projects/1' : '/tasks'));
    console.log(`simple_reads: ${Math.round(simple.perSecond)} req/s${failures(simple.tally)}`);

    // The mix: 5 list calls, 2 reports, 3 writes (create, then update the created entry).
    const today = ready.today;
    const created: number[] = [];
    let step = 0;
    const mixed = await throughput(THROUGHPUT_MS, async () => {
      switch (step++ % 10) {
        case 0: return get('/projects');
        case 1: return get('/tasks');
        case 2: return get('/customers');
        case 3: return get('/users');
        case 4: return get('/todos');
        case 5: return get('/reports/detailed?opt_page_limit=50&user_id=2&date_execution_start=' + today.slice(0, 8) + '01');
        case 6: return get('/reports/grouped?opt_group_by=project_id&date_execution_start=' + today.slice(0, 8) + '01');
        case 7:
        case 8: {
          const r = await request(base, 'POST', '/time-entries', token,
            `project_id=1&task_id=2&date_execution=${today}&time_start=09:00:00&time_total=00:30:00&description=bench`);
          if (r.status === 201) created.push((JSON.parse(r.text) as { id: number }).id);
          return r;
        }
        default: {
          const id = created.pop();
          if (id === undefined) return get('/projects/1');
          return request(base, 'POST', `/time-entries/${id}`, token, 'description=bench%20updated');
        }
      }
    });
    console.log(`mixed: ${Math.round(mixed.perSecond)} req/s${failures(mixed.tally)}`);

    const detailed = await latency(LATENCY_SAMPLES, () => get('/reports/detailed?opt_page_limit=100'));
    console.log(`detailed_report_10k_p50_ms: ${fmt(detailed.p50)}`);
    console.log(`detailed_report_10k_p95_ms: ${fmt(detailed.p95)}${detailed.failed ? ` (${detailed.failed} failed)` : ''}`);
    const sorted = await latency(LATENCY_SAMPLES, () => get('/reports/detailed?opt_page_limit=100&opt_sort_by=user_name,project_name&opt_sort_direction=desc&opt_page=50'));
    console.log(`detailed_report_10k_sorted_p50_ms: ${fmt(sorted.p50)}`);
    console.log(`detailed_report_10k_sorted_p95_ms: ${fmt(sorted.p95)}`);
    const grouped = await latency(LATENCY_SAMPLES, () => get('/reports/grouped?opt_group_by=project_id,user_id&include_archived_users=true'));
    console.log(`grouped_report_10k_p50_ms: ${fmt(grouped.p50)}`);
    console.log(`grouped_report_10k_p95_ms: ${fmt(grouped.p95)}${grouped.failed ? ` (${grouped.failed} failed)` : ''}`);
  } finally {
    agent.destroy();
    const exited = new Promise((r) => server.once('exit', r));
    if (server.connected) server.send('stop');
    await exited;
  }
}

if (process.argv.includes('--serve')) {
  void serve();
} else {
  const guard = setTimeout(() => {
    console.error(`bench: stopped after ${HARD_STOP_MS} ms`);
    process.exit(2); // the child follows through its 'disconnect' handler
  }, HARD_STOP_MS);
  guard.unref();
  main().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}

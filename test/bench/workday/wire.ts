// The engine's fetch for the benchmark: counts every request under /api/v1 and every 429,
// by `METHOD /path` with ids folded (`POST /time-entries/:id/start`), and keeps the send
// times of reads for --verbose. Counters are per day (`reset`): nothing grows over a soak.

import type { FetchLike } from '../../../main/api/transport.ts';
import type { Clock } from '../../../main/time/clock.ts';

export interface WireCounts {
  total: number;
  http429: number;
  byRoute: Map<string, number>;
  /** Clock times (ms) of detailed-report reads, for the verbose timeline. */
  readsAt: number[];
  /** Every request in order: clock time (ms), `METHOD /path?query` as sent, and the answer's status. */
  log: { at: number; request: string; status: number }[];
}

function emptyCounts(): WireCounts {
  return { total: 0, http429: 0, byRoute: new Map(), readsAt: [], log: [] };
}

export function routeOf(method: string, url: string): string {
  const path = new URL(url).pathname.replace(/^\/api\/v1/, '').replace(/\/\d+(?=\/|$)/g, '/:id');
  return `${method} ${path}`;
}

export class Wire {
  counts: WireCounts = emptyCounts();

  /** `transport`: what sends (Node's fetch by default; the memory bench's the app's, memory/app-fetch.ts). */
  constructor(
    private readonly clock: Clock,
    private readonly transport: FetchLike = (url, init) => globalThis.fetch(url, init),
  ) {}

  /** Starts counting afresh (a new day). */
  reset(): void {
    this.counts = emptyCounts();
  }

  /** Removes the requests of `routes` from the counts; answers how many there were. */
  take(routes: readonly string[]): number {
    let n = 0;
    for (const r of routes) {
      n += this.counts.byRoute.get(r) ?? 0;
      this.counts.byRoute.delete(r);
    }
    this.counts.total -= n;
    return n;
  }

  readonly fetch: FetchLike = async (url, init) => {
    const route = routeOf(init.method ?? 'GET', url);
    const c = this.counts;
    c.total++;
    c.byRoute.set(route, (c.byRoute.get(route) ?? 0) + 1);
    if (route === 'GET /reports/detailed') c.readsAt.push(this.clock.now());
    const at = this.clock.now();
    const res = await this.transport(url, init);
    if (res.status === 429) c.http429++;
    const u = new URL(url);
    c.log.push({ at, request: `${init.method ?? 'GET'} ${u.pathname.replace(/^\/api\/v1/, '')}${u.search}`, status: res.status });
    return res;
  };
}

/** `GET /reports/detailed=97, POST /time-entries=10, ...`, most frequent first. */
export function formatBreakdown(byRoute: ReadonlyMap<string, number>): string {
  return [...byRoute]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([r, n]) => `${r}=${n}`)
    .join(', ');
}

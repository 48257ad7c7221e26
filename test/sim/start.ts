// Starts a simulator on a free loopback port, for tests and benchmarks.
import { buildSim, type SimOptions } from './app.ts';

export interface RunningSim {
  baseUrl: string;
  origin: string;
  sim: ReturnType<typeof buildSim>;
  control: {
    reset(): Promise<void>;
    clock(body: { advance_seconds?: number; now?: string }): Promise<void>;
    /** The plan of the demo account, or of another account the simulator hosts. */
    plan(plan: string, accountId?: string): Promise<void>;
    /**
     * The demo account's time zone, minutes east of UTC (-720..840; 0 after a reset), and the
     * offsets it moves to at given instants (daylight saving; `at` an ISO 8601 instant).
     */
    zone(utcOffsetMinutes: number, changes?: readonly { at: string; utc_offset_minutes: number }[]): Promise<void>;
    faults(body: object): Promise<void>;
    /** Locks a time entry (or unlocks it): a change to it then answers 403 `entry_locked` (contract.md). */
    lock(entryId: number, locked: boolean, reason?: string): Promise<void>;
    state(): Promise<any>;
  };
  close(): Promise<void>;
}

export async function startSim(options: SimOptions & { port?: number } = {}): Promise<RunningSim> {
  const sim = buildSim(options);
  await sim.app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = sim.app.server.address();
  if (!address || typeof address === 'string') throw new Error('simulator did not bind a TCP port');
  const origin = `http://127.0.0.1:${address.port}`;
  const post = async (path: string, body: object) => {
    const res = await fetch(`${origin}/_sim${path}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`/_sim${path} answered ${res.status}: ${await res.text()}`);
  };
  return {
    baseUrl: `${origin}/api/v1`,
    origin,
    sim,
    control: {
      reset: () => post('/reset', {}),
      clock: (body) => post('/clock', body),
      plan: (plan, accountId = 'demo') => post('/plan', { account_id: accountId, plan }),
      zone: (utcOffsetMinutes, changes) => post('/zone', { account_id: 'demo', utc_offset_minutes: utcOffsetMinutes, ...(changes ? { changes } : {}) }),
      faults: (body) => post('/faults', body),
      lock: (entryId, locked, reason) => post('/lock', { entry_id: entryId, locked, ...(reason !== undefined ? { reason } : {}) }),
      state: async () => (await fetch(`${origin}/_sim/state`)).json(),
    },
    close: () => sim.app.close(),
  };
}

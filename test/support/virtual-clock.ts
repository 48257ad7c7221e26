// Virtual time shared by a client and a simulator in one test (test/support/sim-fixture.ts).
// Time stands still while a request is in flight and jumps to the next sleeper once
// everything waits, so pacing, Retry-After, backoff, timeouts and the simulator's latency
// fault take no real time, and what a test sees never depends on how busy the machine is.
//
//   const clock = new VirtualClock(Date.parse('2026-03-10T12:00:00Z'));
//   const fetch = clock.track(globalThis.fetch);    // the only fetch the client may use
//   startSim({ clock: new SimClock(clock) });        // the simulator reads the same time
//
// "Everything waits" means: no tracked request is in flight, except those the simulator
// holds in its latency wait (it tags them through REQUEST_TAG_HEADER), and the event loop
// has turned a few times without anything new happening.
import type { FetchLike } from '../../main/api/transport.ts';
import { REQUEST_TAG_HEADER, type ClockBase } from '../sim/clock.ts';

interface Sleeper {
  at: number;
  order: number;
  resolve: () => void;
}

/** Event-loop turns without activity before time may jump (woken code runs within one). */
const QUIET_TURNS = 3;
const NULL_BODY = new Set([101, 204, 205, 304]);

export class VirtualClock implements ClockBase {
  private current: number;
  private sleepers: Sleeper[] = [];
  private order = 0;
  /** Tracked requests in flight, by tag: how many simulator waits hold each. */
  private inFlight = new Map<string, { held: number }>();
  private nextTag = 0;
  private activity = 0;
  private checking = false;

  constructor(startMs: number) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  /** How many sleeps are waiting (tests use it to know a wait has started). */
  get sleeping(): number {
    return this.sleepers.length;
  }

  /** Sets the time (between tests; sleepers left over from a failed test are dropped). */
  set(ms: number): void {
    this.current = ms;
    this.sleepers = [];
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (ms <= 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const sleeper: Sleeper = { at: this.current + ms, order: this.order++, resolve };
      const onAbort = () => {
        this.sleepers = this.sleepers.filter((s) => s !== sleeper);
        this.changed();
        reject(signal?.reason);
      };
      sleeper.resolve = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.sleepers.push(sleeper);
      this.changed();
    });
  }

  /** The simulator's latency wait: while it lasts, the tagged request does not hold time still. */
  async requestSleep(ms: number, tag: string, signal?: AbortSignal): Promise<void> {
    const request = this.inFlight.get(tag);
    if (request) request.held++;
    try {
      await this.sleep(ms, signal);
    } finally {
      if (request) request.held--;
      this.changed();
    }
  }

  /** Holds time still (as a request in flight would) until the returned function is called. */
  hold(): () => void {
    const tag = `hold-${++this.nextTag}`;
    this.inFlight.set(tag, { held: 0 });
    this.changed();
    return () => {
      this.inFlight.delete(tag);
      this.changed();
    };
  }

  /**
   * Wraps a fetch so that time stands still from sending until the whole body has arrived
   * (the body is read here; the caller gets it buffered).
   */
  track(inner: FetchLike): FetchLike {
    return async (url, init) => {
      const tag = String(++this.nextTag);
      this.inFlight.set(tag, { held: 0 });
      this.changed();
      try {
        const headers = { ...(init.headers as Record<string, string> | undefined), [REQUEST_TAG_HEADER]: tag };
        const res = await inner(url, { ...init, headers });
        const body = await res.arrayBuffer();
        return new Response(NULL_BODY.has(res.status) ? null : body, {
          status: res.status,
          statusText: res.statusText,
          headers: res.headers,
        });
      } finally {
        this.inFlight.delete(tag);
        this.changed();
      }
    };
  }

  private changed(): void {
    this.activity++;
    if (this.checking) return;
    this.checking = true;
    this.quiet(this.activity, 0);
  }

  private quiet(seen: number, turns: number): void {
    setImmediate(() => {
      if (this.activity !== seen) return this.quiet(this.activity, 0);
      if (turns < QUIET_TURNS) return this.quiet(seen, turns + 1);
      this.checking = false;
      this.wakeNext();
    });
  }

  private wakeNext(): void {
    if (this.sleepers.length === 0) return;
    for (const r of this.inFlight.values()) if (r.held === 0) return;
    const next = this.sleepers.reduce((a, b) => (b.at < a.at || (b.at === a.at && b.order < a.order) ? b : a));
    this.sleepers = this.sleepers.filter((s) => s !== next);
    this.current = Math.max(this.current, next.at);
    next.resolve();
    this.changed();
  }
}

// Keeps one adapter's connection to a bus for as long as the adapter runs. It opens a
// connection, lets the adapter set it up (subscribe to signals, find its service), and when
// the bus goes away (an error, the socket ended or closed) or the set-up fails, opens a new
// one after a backoff on the injected clock. The factory is called anew for each attempt, so
// a bus that comes back, even at a new address, is found as soon as the factory points there.
//
// A set-up that fails on a bus that works (no idle-time service yet: Stint may start at login
// before the desktop's services) is retried the same way: a service that starts later is
// found, and one that never comes costs one short connection a minute. A service that stops
// answering while the bus stays up (it restarted, or hangs) is the adapter's to notice: it
// drops the link (`drop`), which is then down and sets up again after the same backoff.

import type { Clock } from '../../../time/clock.ts';
import { deliver, errorText, openConnection, type BusFactory, type Connection } from './dbus-connection.ts';

export interface BackoffPolicy {
  /** The wait after the first failure; it doubles with each failure after it. */
  readonly firstMs: number;
  readonly maxMs: number;
}

/**
 * One second, doubling up to a minute. No jitter: one process reconnecting to its own desktop's
 * bus has no crowd to spread out, and a fixed schedule keeps tests exact.
 */
export const BUS_BACKOFF: BackoffPolicy = { firstMs: 1_000, maxMs: 60_000 };

/** The wait before the next attempt after `failures` failures in a row (1 or more). */
export function backoffMs(policy: BackoffPolicy, failures: number): number {
  return Math.min(policy.maxMs, policy.firstMs * 2 ** Math.max(0, failures - 1));
}

/**
 * Whether a detection that depends on a bus works, for the Settings screen and the log:
 * `reason` says in plain words why not.
 */
export type Detection = { readonly state: 'checking' } | { readonly state: 'available' } | { readonly state: 'unavailable'; readonly reason: string };

export type LinkState<T> =
  | { readonly state: 'connecting' }
  | { readonly state: 'up'; readonly value: T }
  | {
      readonly state: 'down';
      /** 'bus': the bus cannot be reached or went away; 'set-up': it works, but the adapter's set-up failed. */
      readonly cause: 'bus' | 'set-up';
      readonly reason: string;
      /** When the next attempt starts, by the injected clock. */
      readonly retryInMs: number;
      /** The set-up's own rejection (cause 'set-up'), for an adapter that words its own errors in the person's language. */
      readonly error?: unknown;
    };

export interface BusLinkOptions<T> {
  readonly connect: BusFactory;
  /** The backoff's waits and each call's timeout. */
  readonly clock: Pick<Clock, 'sleep'>;
  /** Default BUS_BACKOFF. */
  readonly backoff?: BackoffPolicy;
  /** Default CALL_TIMEOUT_MS (dbus-connection.ts). */
  readonly callTimeoutMs?: number;
  /** Makes a fresh connection useful; rejects with the reason it cannot be. */
  readonly setUp: (conn: Connection) => Promise<T>;
  /** Told each time the state changes (each failed attempt too: its reason may differ). */
  readonly onState: (state: LinkState<T>) => void;
}

export interface BusLink<T> {
  current(): LinkState<T>;
  /**
   * While up: what the set-up found stopped answering on a bus that works. Closes the
   * connection, tells down (cause 'set-up', this reason) and sets up again after the backoff.
   * Does nothing when not up. `error`: the adapter's own, carried in the down state as a set-up's is.
   */
  drop(reason: string, error?: unknown): void;
  /** Closes the connection and stops retrying; nothing is told afterwards. */
  close(): void;
}

/** Starts linking at once; never throws. */
export function keepBusLink<T>(options: BusLinkOptions<T>): BusLink<T> {
  const { clock } = options;
  const policy = options.backoff ?? BUS_BACKOFF;
  const stopper = new AbortController();
  let state: LinkState<T> = { state: 'connecting' };
  let conn: Connection | null = null;
  let dropUp: ((end: { readonly reason: string; readonly error?: unknown }) => void) | null = null;

  const tell = (next: LinkState<T>): void => {
    if (stopper.signal.aborted) return;
    state = next;
    deliver([options.onState], next);
  };

  /** One attempt: the reason it ended (failed, or up and then lost), or null when closed meanwhile. */
  const attempt = async (): Promise<{ cause: 'bus' | 'set-up'; reason: string; error?: unknown; wasUp: boolean } | null> => {
    const opened = openConnection(options.connect, { clock, ...(options.callTimeoutMs !== undefined ? { callTimeoutMs: options.callTimeoutMs } : {}) });
    if (!opened.ok) return { cause: 'bus', reason: opened.reason, wasUp: false };
    const c = opened.connection;
    conn = c;
    // Subscribed before the set-up, so an end during it is not missed; resolved by close() too.
    const ended = new Promise<string>((resolve) => c.onEnd(resolve));
    let value: T;
    try {
      value = await options.setUp(c);
    } catch (e) {
      // A call the set-up made failed because the bus went: that is the reason, not the call.
      const lost = c.endedBecause();
      c.close();
      if (stopper.signal.aborted) return null;
      return lost !== null ? { cause: 'bus', reason: lost, wasUp: false } : { cause: 'set-up', reason: errorText(e), error: e, wasUp: false };
    }
    if (stopper.signal.aborted) return null;
    const lostDuringSetUp = c.endedBecause();
    if (lostDuringSetUp !== null) return { cause: 'bus', reason: lostDuringSetUp, wasUp: false };
    const dropped = new Promise<{ readonly reason: string; readonly error?: unknown }>((resolve) => {
      dropUp = resolve;
    });
    tell({ state: 'up', value });
    const end = await Promise.race([ended.then((reason) => ({ cause: 'bus' as const, reason })), dropped.then((d) => ({ cause: 'set-up' as const, ...d }))]);
    dropUp = null;
    if (end.cause === 'set-up') c.close();
    return stopper.signal.aborted ? null : { ...end, wasUp: true };
  };

  const run = async (): Promise<void> => {
    let failures = 0;
    for (;;) {
      const outcome = await attempt();
      conn = null;
      if (outcome === null) return;
      failures = outcome.wasUp ? 1 : failures + 1;
      const waitMs = backoffMs(policy, failures);
      tell({ state: 'down', cause: outcome.cause, reason: outcome.reason, retryInMs: waitMs, ...('error' in outcome ? { error: outcome.error } : {}) });
      try {
        await clock.sleep(waitMs, stopper.signal);
      } catch {
        return;
      }
    }
  };
  void run();

  return {
    current: () => state,
    drop(reason, error) {
      dropUp?.(error === undefined ? { reason } : { reason, error });
    },
    close() {
      if (stopper.signal.aborted) return;
      stopper.abort();
      conn?.close();
      conn = null;
    },
  };
}

/** A bus link as its adapter's users see it: its state in their terms, told as it changes. */
export interface FollowedLink<S> {
  current(): S;
  /** Told each time `current()` changes; returns the unsubscribe function. */
  onChange(listener: (state: S) => void): () => void;
  /** Resolves once the first answer is in (up or down); never rejects. */
  readonly ready: Promise<void>;
  /** Closes the link; nothing is told afterwards. */
  close(): void;
}

/** A followed link as its adapter holds it: it may drop the link (see BusLink.drop). */
export interface HeldLink<S> extends FollowedLink<S> {
  drop(reason: string, error?: unknown): void;
}

/**
 * Keeps a bus link and tells its state, mapped by `stateOf`, to listeners; `onState` sees each
 * link state first (an adapter keeps what the link brought up).
 */
export function followBusLink<T, S>(options: Omit<BusLinkOptions<T>, 'onState'> & { readonly initial: S; readonly stateOf: (state: LinkState<T>) => S; readonly onState?: (state: LinkState<T>) => void }): HeldLink<S> {
  const listeners = new Set<(state: S) => void>();
  let state = options.initial;
  let closed = false;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const link = keepBusLink<T>({
    ...options,
    onState(next) {
      if (closed) return;
      options.onState?.(next);
      state = options.stateOf(next);
      deliver(listeners, state);
      markReady();
    },
  });
  return {
    current: () => state,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready,
    drop: (reason, error) => link.drop(reason, error),
    close() {
      closed = true;
      listeners.clear();
      link.close();
      markReady();
    },
  };
}

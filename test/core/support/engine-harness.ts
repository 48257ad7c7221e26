// One real engine (main/core through createStint and the Node ports) against one in-process
// simulator over real HTTP, both on one ManualClock, for the engine's integration tests.
// Each test makes its own harness: a new simulator with the demo data built for `now`, a
// new data directory, a new engine.
//
//   const h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
//   await h.signIn(DEMO_ADA);                // the engine's own sign-in (one POST /auth + reads)
//   const mark = h.mark();
//   await h.stint.start({ projectId: 1 });
//   await h.settle();                        // the engine has nothing left to do at this instant
//   h.sentSince(mark);                       // ['POST /time-entries', 'POST /time-entries/29/start']
//   await h.advance(10 * 60_000);            // time moves in steps; the engine settles after each
//   h.serviceEntries((e) => e.user_id === 1) // what the service holds
//   await h.close();
//
// Commands that queue (test/core/engine-queued-*.test.ts, the property suite): with
// `heldLatency`, the simulator's latency fault waits on this clock without moving it, so a
// request stays in flight until the test moves time, and the person can click meanwhile.
// `quiet()` waits until the engine is settled or every request it has out is held there;
// `kill()` ends the engine as `kill -9` would (nothing it does afterwards reaches the disk or
// the service) and starts a new one over the same files; `killAtWrite` arms that kill for
// the next outbox write, just before it lands or just after.
//
// Time moves only in `advance`, in steps shorter than the client's 15 s request timeout,
// and the engine settles after each step: a request the engine makes on a poll is answered
// before the clock moves on, so a poll never times out because the test jumped past it.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { WAIT_GUARD_MS } from '../../support/hang-guard.ts';
import { join } from 'node:path';
import type { FetchLike } from '../../../main/api/transport.ts';
import { OUTBOX_KEY } from '../../../main/core/commands/outbox.ts';
import type { DurableRead, DurableStore } from '../../../main/core/ports.ts';
import { createStint, type Stint } from '../../../main/core/stint.ts';
import { openAccounts, type StintAccounts } from '../../../main/core/accounts/accounts.ts';
import { nodeAccountPorts } from '../../../main/platform/node/account-ports.ts';
import { FileDurableStore, MemorySecretStore, nodePorts, type NodePorts } from '../../../main/platform/node/index.ts';
import { SimClock } from '../../sim/clock.ts';
import type { TimeEntry } from '../../sim/model.ts';
import { startSim, type RunningSim } from '../../sim/start.ts';
import { ManualClock } from '../../support/manual-clock.ts';
import type { Clock } from '../../../main/time/clock.ts';
import { LatencyClock } from './latency-clock.ts';

export const DEMO_ADA = 'ada@example.com';
export const DEMO_RUI = 'rui@example.com';
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ACCOUNT = 'demo';

/** Demo projects (test/sim/demo.ts): ids are stable after a reset. */
export const PROJECT = {
  website: 1,
  /** `required_task` 1. */
  mobile: 2,
  internal: 3,
  migration: 4,
  support: 5,
} as const;

/** A Tuesday inside the demo users' working hours; the demo account's zone is UTC. */
export const DEFAULT_NOW = '2026-03-10T10:00:00Z';

export interface WireRecord {
  readonly method: string;
  /** Path under /api/v1, without the query. */
  readonly path: string;
  /** The engine's clock when the request was sent. */
  readonly at: number;
  /** The form body sent, decoded (empty for a GET). */
  readonly body: Readonly<Record<string, string>>;
  /** The answer's status, or `refused` when the test's network was down. */
  status: number | 'refused' | 'lost';
}

export interface HarnessOptions {
  /** ISO instant the clock (and the simulator's demo data) starts at. */
  readonly now?: string;
  /**
   * How long a correction waits for Undo (StintOptions.undoHoldMs). 0 unless a test asks: the
   * scenarios written before Undo count the requests of a correction at once; the Undo tests
   * ask for the 10 s.
   */
  readonly undoHoldMs?: number;
  /** Reminders stay off unless a test turns them on: their reads would blur request counts. */
  readonly reminders?: boolean;
  /**
   * The simulator's latency fault moves the clock by itself (support/latency-clock.ts).
   * Without it a test must not turn latency on: the delayed request would wait for a step
   * of the clock that `settle` never lets come.
   */
  readonly latencyMovesClock?: boolean;
  /**
   * The latency fault waits on the manual clock without moving it: the request is held at
   * the service until the test moves time (`quiet()` knows it is held, not working).
   */
  readonly heldLatency?: boolean;
  /**
   * The system locale the engine's `system` clock and week follow. Default en-GB (24-hour,
   * weeks from Monday), so the texts the tests read do not change with the machine's LANG.
   */
  readonly locale?: string;
  /** The system's preferred languages the language setting's `system` follows (issue 72). Default none: English. */
  readonly languages?: readonly string[];
  /**
   * The engines open through the accounts layer (main/core/accounts, as the command line
   * opens them): `stint` is the first account's facade, `hub` the layer, and `addAccount`
   * signs in to another account of the simulator. A kill ends every account's engine at once
   * (one process), and an armed kill strikes the next outbox write of any of them.
   */
  readonly accounts?: boolean;
}

/** When an armed kill strikes an outbox write: before it lands (the old file stays) or after. */
export type KillPoint = 'before' | 'after';

/** A durable store that stops reaching the disk once its engine is killed, and counts its work. */
class KillableStore implements DurableStore {
  dead = false;
  /** The other accounts' stores of the same process (the accounts layer): they die with this one. */
  readonly siblings: KillableStore[] = [];
  /** Closes the engine's connections when it dies, as the OS does for a killed process. */
  readonly connections = new AbortController();
  armed: { point: KillPoint; fire: () => void } | null = null;
  /** Reads, writes and deletes asked for and not finished (quiet() waits for them). */
  busy = 0;

  constructor(
    private readonly inner: DurableStore,
    private readonly changed: () => void,
  ) {}

  private async track<T>(work: () => Promise<T>): Promise<T> {
    this.busy++;
    this.changed();
    try {
      return await work();
    } finally {
      this.busy--;
      this.changed();
    }
  }

  read(key: string): Promise<DurableRead> {
    return this.dead ? never() : this.track(() => this.inner.read(key));
  }

  /** Called as each write is asked for, before it starts (a test looks at the engine then). */
  onWrite: ((key: string) => void) | null = null;

  async write(key: string, value: unknown): Promise<void> {
    if (this.dead) return never();
    this.onWrite?.(key);
    const armed = key === OUTBOX_KEY ? this.armed : null;
    if (armed?.point === 'before') {
      this.armed = null;
      armed.fire();
      return never();
    }
    await this.track(() => this.inOrder(key, () => this.inner.write(key, value)));
    if (armed?.point === 'after' || this.dead) {
      this.armed = null;
      armed?.fire();
      return never();
    }
  }

  /**
   * The writes of one key one after the other, as the store does, but a write still waiting
   * its turn when the engine dies never starts: a killed process's queue dies with it. The
   * one write the disk was doing may still land (`landed()`), as a syscall in progress does.
   */
  private inOrder(key: string, work: () => Promise<void>): Promise<void> {
    const prev = this.queues.get(key) ?? Promise.resolve();
    const next = prev.then(() => {
      if (this.dead) return never<void>();
      const doing = work().finally(() => this.doing.delete(doing));
      this.doing.add(doing);
      return doing;
    });
    this.queues.set(key, next.catch(() => {}));
    return next;
  }

  private readonly queues = new Map<string, Promise<void>>();
  private readonly doing = new Set<Promise<void>>();

  /** Once the writes the disk was doing when the engine died have landed (or failed). */
  async landed(): Promise<void> {
    await Promise.allSettled([...this.doing]);
  }

  delete(key: string): Promise<void> {
    return this.dead ? never() : this.track(() => this.inner.delete(key));
  }
}

/** What a killed process's pending work turns into: nothing, ever. */
function never<T>(): Promise<T> {
  return new Promise<T>(() => {});
}

/** What Node's fetch throws when nothing listens: the request provably never left. */
export function connectionRefused(): Error {
  const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
  return Object.assign(new TypeError('fetch failed'), { cause });
}

/** How long `settle` waits in real time before it calls the engine stuck (a failing test, not a hang). */
const SETTLE_GUARD_MS = WAIT_GUARD_MS;
/** Below the client's 15 s per-request timeout, which runs on the same clock. */
const STEP_MS = 5_000;
/** Statuses whose answer has no body (a Response refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);
/** Event-loop turns with nothing started or finished before the engine counts as quiet. */
const QUIET_TURNS = 3;

/**
 * `p`, or a failure saying `what` when it has not settled after SETTLE_GUARD_MS of real time:
 * a stuck engine fails its test instead of hanging the run. Outcomes never depend on it.
 */
async function guarded<T>(p: Promise<T>, what: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(what())), SETTLE_GUARD_MS);
  });
  try {
    return await Promise.race([p, guard]);
  } finally {
    clearTimeout(timer);
  }
}

export class EngineHarness {
  readonly wire: WireRecord[] = [];
  /** While true, every request of the engine fails as a refused connection. */
  offline = false;
  /**
   * A way a real service may answer where the specification is silent (test/real-service):
   * looks at each request before the simulator does, may change the simulator's state first,
   * send it another form body, or answer in its place.
   */
  serviceVariant:
    | ((req: { readonly method: string; readonly path: string; readonly body: Readonly<Record<string, string>> }, sim: RunningSim) => Response | { readonly body: Readonly<Record<string, string>> } | undefined)
    | null = null;
  /**
   * A slow network's way back (heldLatency): the milliseconds the answer to a request stays on
   * its way after the service applied it, waited on the manual clock as the latency fault waits.
   */
  answerHeld: ((req: { readonly method: string; readonly path: string }) => number) | null = null;
  stint!: Stint;
  ports!: NodePorts;
  /** The accounts layer (HarnessOptions.accounts); null for one engine. */
  hub: StintAccounts | null = null;
  /** Each account's keychain item (HarnessOptions.accounts), the first's is `secrets`; they outlive a kill. */
  private readonly accountSecrets = new Map<string, MemorySecretStore>();
  private accounts = false;
  private closed = false;
  /** Requests of the engine that have not been answered yet, and those held by the latency fault. */
  private inFlight = 0;
  private heldAtService = 0;
  /** The store of the engine now running (killed ones keep theirs, dead). */
  private store: KillableStore | null = null;
  /** Given to every engine this harness starts, restarts included (HarnessOptions.undoHoldMs). */
  private undoHoldMs = 0;
  /** Kills so far (armed ones included). */
  kills = 0;
  /** Grows with every start and end of the engine's I/O: quiet() waits until it stops growing. */
  private activity = 0;
  private readonly changed = (): void => {
    this.activity++;
  };

  private constructor(
    readonly clock: ManualClock,
    readonly sim: RunningSim,
    readonly dataDir: string,
    readonly secrets: MemorySecretStore,
    private readonly reminders: boolean,
    private readonly locale: string,
    private readonly languages: readonly string[] = [],
  ) {}

  static async start(options: HarnessOptions = {}): Promise<EngineHarness> {
    const now = Date.parse(options.now ?? DEFAULT_NOW);
    assert.ok(!Number.isNaN(now), `not an instant: ${options.now}`);
    const clock = options.latencyMovesClock ? new LatencyClock(now) : new ManualClock(now);
    // The simulator builds its demo data relative to its clock, which is this one.
    let h!: EngineHarness;
    const held = { now: () => clock.now(), sleep: (ms: number, signal?: AbortSignal) => h.heldSleep(ms, signal) };
    const base = clock instanceof LatencyClock ? clock.serviceBase() : options.heldLatency ? held : clock;
    const sim = await startSim({ clock: new SimClock(base) });
    h = new EngineHarness(clock, sim, mkdtempSync(join(tmpdir(), 'stint-engine-')), new MemorySecretStore(), options.reminders ?? false, options.locale ?? 'en-GB', options.languages ?? []);
    h.undoHoldMs = options.undoHoldMs ?? 0;
    h.accounts = options.accounts ?? false;
    await h.open();
    return h;
  }

  /** The latency fault's wait, counted while it holds a request (heldLatency). */
  private async heldSleep(ms: number, signal?: AbortSignal): Promise<void> {
    this.heldAtService++;
    this.changed();
    try {
      await this.clock.sleep(ms, signal);
    } finally {
      this.heldAtService--;
      this.changed();
    }
  }

  /**
   * The engine's fetch: records every request, and refuses them all while `offline`. An
   * answer that comes back after its engine was killed never reaches it.
   */
  private fetchFor(store: KillableStore): FetchLike {
    return async (url, init) => {
      if (store.dead) return never();
      const u = new URL(url);
      const rec: WireRecord = {
        method: init.method ?? 'GET',
        path: u.pathname.replace(/^\/api\/v1/, ''),
        at: this.clock.now(),
        body: typeof init.body === 'string' ? Object.fromEntries(new URLSearchParams(init.body)) : {},
        status: 'refused',
      };
      this.wire.push(rec);
      if (this.offline) throw connectionRefused();
      const instead = this.serviceVariant?.(rec, this.sim);
      if (instead instanceof Response) {
        rec.status = instead.status;
        return instead;
      }
      if (instead) init = { ...init, body: new URLSearchParams(instead.body as Record<string, string>).toString() };
      this.inFlight++;
      this.changed();
      try {
        const signal = init.signal ? AbortSignal.any([init.signal, store.connections.signal]) : store.connections.signal;
        const res = await globalThis.fetch(url, { ...init, signal });
        // The body arrives before the request counts as answered, so quiet() never lets time
        // move while an answer is still on its way in.
        const body = NULL_BODY.has(res.status) ? null : await res.arrayBuffer();
        rec.status = res.status;
        const back = this.answerHeld?.(rec) ?? 0;
        if (back > 0) await this.heldSleep(back);
        if (store.dead) return never();
        return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
      } catch (e) {
        rec.status = 'lost';
        if (store.dead) return never();
        throw e;
      } finally {
        this.inFlight--;
        this.changed();
      }
    };
  }

  /**
   * A new engine over this harness's data directory and secret store (a restart after `close`).
   * `clock`: the one this process reads (a command line's may be ahead or behind the service's);
   * the harness's own by default.
   */
  async open(clock: Clock = this.clock): Promise<Stint> {
    // The next process starts once the dead one is gone, the write it was in the middle of included.
    if (this.store?.dead) await Promise.all(this.lifeStores.map((s) => s.landed()));
    const store = new KillableStore(new FileDurableStore(join(this.dataDir, 'durable')), this.changed);
    this.store = store;
    this.ports = nodePorts({ dataDir: this.dataDir, clock, fetch: this.fetchFor(store), secrets: this.secrets, durable: store, locale: this.locale, languages: this.languages });
    // The OS's word on the network outlives the process.
    if (this.offline && this.osOffline) this.ports.network.set(false);
    const options = { appVersion: '0.1.0', platform: 'test', pacing: [], undoHoldMs: this.undoHoldMs };
    if (this.accounts) {
      const stores = nodeAccountPorts({
        first: this.ports,
        dataDir: this.dataDir,
        secretsFor: (key) => this.secretsOf(key),
        durableFor: (_key, dir) => {
          const other = new KillableStore(new FileDurableStore(join(dir, 'durable')), this.changed);
          store.siblings.push(other);
          return other;
        },
      });
      this.hub = await openAccounts(stores, options);
      this.stint = this.hub.first;
    } else this.stint = await createStint(this.ports, options);
    if (!this.reminders) {
      const r = await (this.hub ?? this.stint).updateSettings({ reminders: { enabled: false } });
      assert.equal(r.ok, true, 'reminders could not be turned off');
    }
    this.closed = false;
    return this.stint;
  }

  /** An account's keychain item (HarnessOptions.accounts). */
  private secretsOf(key: string): MemorySecretStore {
    if (key === 'main') return this.secrets;
    let s = this.accountSecrets.get(key);
    if (!s) this.accountSecrets.set(key, (s = new MemorySecretStore()));
    return s;
  }

  /** The stores of the engines now running: the first account's, then the others' (HarnessOptions.accounts). */
  private get lifeStores(): KillableStore[] {
    return this.store ? [this.store, ...this.store.siblings] : [];
  }

  /** An account's own facade by key (HarnessOptions.accounts). */
  account(key: string): Stint {
    const stint = this.hub?.account(key);
    assert.ok(stint, `no account ${key}`);
    return stint;
  }

  /** Signs in to another account of the simulator beside the first (HarnessOptions.accounts); answers its key. */
  async addAccount(label: string, accountId: string, email: string = DEMO_ADA): Promise<string> {
    assert.ok(this.hub, 'the harness was started without the accounts layer');
    const r = await guarded(this.hub.add({ label, baseUrl: this.sim.baseUrl, email, password: DEMO_PASSWORD, accountId }), () => `adding ${accountId} did not finish`);
    assert.equal(r.ok, true, JSON.stringify(r));
    await this.settle();
    return (r as { key: string }).key;
  }

  /** The time entries account `accountId` holds on the service (white-box). */
  serviceEntriesOf(accountId: string, filter: (e: TimeEntry) => boolean = () => true): TimeEntry[] {
    const store = this.sim.sim.ctx.accounts.get(accountId);
    assert.ok(store, `the simulator has no account ${accountId}`);
    return [...store.entries.values()].filter(filter).map((e) => ({ ...e }));
  }

  /** Whether the OS said the network is down (`setOnline`), carried over to a restarted engine. */
  private osOffline = false;

  /** The network goes (or comes back), and the OS says so. */
  setOnline(online: boolean): void {
    this.offline = !online;
    this.osOffline = !online;
    this.ports.network.set(online);
  }

  /**
   * Waits until the engine can do nothing more until time moves: every request it has out is
   * held by the latency fault, no disk work is unfinished, and a few turns of the event loop
   * passed without anything starting or ending (a backoff, a Retry-After or the loop's own
   * timer waits on the clock). Also when it was killed.
   */
  quiet(): Promise<void> {
    const kills = this.kills;
    const quiet = new Promise<void>((resolve) => {
      let seen = -1;
      let turns = 0;
      const check = () => {
        if (this.kills !== kills) return resolve();
        // A killed engine's queued writes never finish (its process is gone): they are not work.
        const storeBusy = this.lifeStores.some((s) => !s.dead && s.busy > 0);
        const busy = this.inFlight !== this.heldAtService || storeBusy;
        if (busy || this.activity !== seen) {
          seen = this.activity;
          turns = 0;
        } else if (++turns >= QUIET_TURNS) return resolve();
        setImmediate(check);
      };
      check();
    });
    return guarded(quiet, () => `the engine did not quiet at ${new Date(this.clock.now()).toISOString()}`);
  }

  /** Whether every request of the engine has been answered (none in flight, none held). */
  get idleNetwork(): boolean {
    return this.inFlight === 0;
  }

  /**
   * Moves time `ms` forward from one sleeper's instant to the next, the engine quiet after
   * each: requests may stay out, and the person may click in between.
   */
  async step(ms: number): Promise<void> {
    const end = this.clock.now() + ms;
    await this.quiet();
    while (this.clock.now() < end) {
      const due = this.clock.nextDue();
      const to = due === undefined ? end : Math.min(end, Math.max(due, this.clock.now()));
      await this.clock.advance(to - this.clock.now());
      await this.quiet();
    }
  }

  /** The engine dies as under `kill -9`, wherever it is, and a new one starts over its files (on `clock`, as open). */
  async kill(clock?: Clock): Promise<Stint> {
    this.die();
    return this.open(clock);
  }

  /**
   * Arms a kill for the engine's next outbox write, just before it lands or just after;
   * `quiet()` returns once it struck, and `killed` resolves. Then `reopen()` starts the next engine.
   */
  killAtWrite(point: KillPoint): Promise<void> {
    const stores = this.lifeStores;
    return new Promise<void>((resolve) => {
      // With several accounts, the first outbox write of any of them (die() disarms the others).
      for (const store of stores)
        store.armed = {
          point,
          fire: () => {
            this.die();
            resolve();
          },
        };
    });
  }

  /** Takes back an armed kill that has not struck. */
  disarm(): void {
    for (const store of this.lifeStores) store.armed = null;
  }

  /** Whether the engine running was killed (an armed kill struck) and waits for `reopen()`. */
  get dead(): boolean {
    return this.store?.dead ?? false;
  }

  /** After an armed kill struck: a new engine over the same files. */
  async reopen(): Promise<Stint> {
    assert.ok(this.store?.dead, 'the engine is still alive');
    return this.open();
  }

  private die(): void {
    const store = this.store!;
    for (const s of this.lifeStores) {
      s.dead = true;
      s.armed = null;
    }
    // A request held at the service (its latency) goes with the connection, as the service
    // drops a request whose client went away before it was handled.
    store.connections.abort();
    this.kills++;
    this.ports.logger.close();
  }

  /**
   * The engine closed while requests could not reach the service; the network back, a new
   * engine over the same files sends what waited. Answers the wire mark taken before it started.
   */
  async restartOnline(): Promise<number> {
    this.offline = false;
    const mark = this.mark();
    await this.restart();
    await this.settle();
    await this.advance(60_000);
    return mark;
  }

  /** Stops the engine (queued actions stay on disk) and starts a new one over the same files (on `clock`, as open). */
  async restart(clock?: Clock): Promise<Stint> {
    await guarded((this.hub ?? this.stint).close(), () => 'the engine did not close');
    this.ports.logger.close();
    return this.open(clock);
  }

  async signIn(email: string = DEMO_ADA): Promise<void> {
    const r = await guarded(
      this.stint.signIn({ baseUrl: this.sim.baseUrl, email, password: DEMO_PASSWORD, accountId: DEMO_ACCOUNT }),
      () => `sign-in as ${email} did not finish`,
    );
    assert.deepEqual(r, { ok: true }, `sign-in as ${email}`);
    await this.settle();
    assert.equal(this.stint.snapshot().session.state, 'signed_in');
  }

  /** Waits until the engine has nothing left to do at the current instant. */
  settle(): Promise<void> {
    return guarded((this.hub ?? this.stint).settled(), () => `the engine did not settle at ${new Date(this.clock.now()).toISOString()}`);
  }

  /**
   * Moves the clock forward by `ms`, letting the engine finish its work after every step.
   * A step of 1 000 ms makes every wake-up of the engine (all on whole seconds) land on a
   * step, so the clock never moves on while the engine is still busy with disk or network
   * work that a wake-up inside a longer step started: the times it reads never depend on
   * how fast the machine is.
   */
  async advance(ms: number, stepMs: number = STEP_MS): Promise<void> {
    const end = this.clock.now() + ms;
    while (this.clock.now() < end) {
      await this.clock.advance(Math.min(stepMs, end - this.clock.now()));
      await this.settle();
    }
  }

  /** Moves the clock to an instant (ISO), as `advance` does. */
  async advanceTo(iso: string, stepMs: number = STEP_MS): Promise<void> {
    const at = Date.parse(iso);
    assert.ok(at >= this.clock.now(), `${iso} is in the past`);
    await this.advance(at - this.clock.now(), stepMs);
  }

  /**
   * Steps the clock until `done` holds after a settle, or `limitMs` passes. Answers the
   * clock time it took (Infinity when it never held).
   */
  async advanceUntil(done: () => boolean, limitMs: number, stepMs = 1_000): Promise<number> {
    const from = this.clock.now();
    while (this.clock.now() - from <= limitMs) {
      if (done()) return this.clock.now() - from;
      await this.clock.advance(stepMs);
      await this.settle();
    }
    return Number.POSITIVE_INFINITY;
  }

  /** Calls `look` as the running engine asks for each write to its files (null: stop). */
  onStoreWrite(look: ((key: string) => void) | null): void {
    this.store!.onWrite = look;
  }

  /** An index into the wire log; `sentSince(mark)` lists what the engine sent after it. */
  mark(): number {
    return this.wire.length;
  }

  /** `METHOD /path` of each request since `mark`, ids kept (`POST /time-entries/31/start`). */
  sentSince(mark: number): string[] {
    return this.wire.slice(mark).map((r) => `${r.method} ${r.path}`);
  }

  /** The time entries the service holds now (white-box: the simulator's store). */
  serviceEntries(filter: (e: TimeEntry) => boolean = () => true): TimeEntry[] {
    return [...this.sim.sim.ctx.store.entries.values()].filter(filter).map((e) => ({ ...e }));
  }

  serviceEntry(id: number): TimeEntry {
    const e = this.sim.sim.ctx.store.entries.get(id);
    assert.ok(e, `the service has no entry ${id}`);
    return { ...e };
  }

  /**
   * Revokes account `key`'s session on the service, as signing out everywhere on the web does
   * (HarnessOptions.accounts): its next request is answered 401. False when it holds none.
   */
  async revoke(key: string, accountId: string): Promise<boolean> {
    const raw = await this.secretsOf(key).get();
    const token = raw === null ? undefined : (JSON.parse(raw) as { credentials?: { token?: unknown } }).credentials?.token;
    if (typeof token !== 'string') return false;
    const store = this.sim.sim.ctx.accounts.get(accountId);
    assert.ok(store, `the simulator has no account ${accountId}`);
    return store.tokens.delete(token);
  }

  /** The token the engine holds (a test destroys it by using it from another User-Agent). */
  async engineToken(): Promise<string> {
    const raw = await this.secrets.get();
    assert.ok(raw, 'the engine holds no session');
    const token = (JSON.parse(raw) as { credentials?: { token?: unknown } }).credentials?.token;
    assert.equal(typeof token, 'string');
    return token as string;
  }

  async close(): Promise<void> {
    try {
      if (!this.closed && !this.store?.dead) {
        this.closed = true;
        await guarded((this.hub ?? this.stint).close(), () => 'the engine did not close');
        this.ports.logger.close();
      }
    } finally {
      // Whatever the engine did, nothing of this test may keep the process alive.
      this.sim.sim.app.server.closeAllConnections();
      await this.sim.close();
      rmSync(this.dataDir, { recursive: true, force: true });
    }
  }
}

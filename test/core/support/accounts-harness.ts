// Several accounts of one person (main/core/accounts) against one in-process simulator that
// hosts the demo account and the studio account, on one ManualClock, over real HTTP: the
// hub and its engines as the command line builds them (nodeAccountPorts), each account with
// its own memory keychain item and data folder.
//
//   const h = await AccountsHarness.start();
//   const studio = await h.add('Studio', STUDIO_ACCOUNT_ID);
//   await h.hub.start('main', { projectId: 1 });
//   await h.advance(60_000);
//   h.runningOnService();                 // ['demo:Spec'], whichever account holds it
//   await h.kill();                       // as kill -9: nothing more reaches the disk or the service
//
// A kill can be armed for one write (`killAtWrite`): the hub dies right after that record lands.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FetchLike } from '../../../main/api/transport.ts';
import { openAccounts, type StintAccounts } from '../../../main/core/accounts/accounts.ts';
import type { DurableRead, DurableStore } from '../../../main/core/ports.ts';
import { nodeAccountPorts } from '../../../main/platform/node/account-ports.ts';
import { FileDurableStore, MemorySecretStore, nodePorts, type NodePorts } from '../../../main/platform/node/index.ts';
import { SimClock } from '../../sim/clock.ts';
import type { TimeEntry } from '../../sim/model.ts';
import { startSim, type RunningSim } from '../../sim/start.ts';
import { WAIT_GUARD_MS } from '../../support/hang-guard.ts';
import { ManualClock } from '../../support/manual-clock.ts';
import type { Clock } from '../../../main/time/clock.ts';
import { FileActivityStore } from '../../../main/platform/node/activity-files.ts';
import { ScriptedActivity } from './scripted-activity.ts';
import { destroyToken } from './elsewhere.ts';
import { connectionRefused, DEMO_ACCOUNT, DEMO_ADA, DEMO_PASSWORD, DEFAULT_NOW } from './engine-harness.ts';

import { STUDIO_ACCOUNT_ID } from '../../sim/demo-studio.ts';

export { STUDIO_ACCOUNT_ID };

function never<T>(): Promise<T> {
  return new Promise<T>(() => {});
}

async function guarded<T>(p: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(what)), WAIT_GUARD_MS);
  });
  try {
    return await Promise.race([p, guard]);
  } finally {
    clearTimeout(timer);
  }
}

/** One run of the hub: once dead, nothing it asks of the disk or the network ever answers. */
class Life {
  dead = false;
  readonly connections = new AbortController();
  /** `account/key` of the write after which the hub dies. */
  armed: string | null = null;
  onDeath: (() => void) | null = null;

  die(): void {
    this.dead = true;
    this.connections.abort();
    this.onDeath?.();
  }

  store(account: string, inner: DurableStore): DurableStore {
    return {
      read: (key): Promise<DurableRead> => (this.dead ? never() : inner.read(key)),
      write: async (key, value) => {
        if (this.dead) return never();
        await inner.write(key, value);
        if (this.armed === `${account}/${key}`) {
          this.armed = null;
          this.die();
        }
        if (this.dead) return never();
      },
      delete: (key) => (this.dead ? never() : inner.delete(key)),
    };
  }
}

export class AccountsHarness {
  hub!: StintAccounts;
  first!: NodePorts;
  /** While true, every request fails as a refused connection (the machine is offline). */
  offline = false;
  /** Requests per account id, by the token that made them. */
  readonly requests = new Map<string, number>();
  /** Sees each request (its account id, method and path) before the simulator does: a test moves the clock there to delay one. */
  beforeSend: ((account: string, method: string, path: string) => void) | null = null;
  /** Sees each answer after the simulator made it, before the engine reads it: a test moves the clock there to slow one's way back. */
  afterAnswer: ((account: string, method: string, path: string) => Promise<void>) | null = null;
  private life = new Life();
  /** The desktop's focused window, as the test scripts it (the person's activity record). */
  readonly activity = new ScriptedActivity();
  private readonly secrets = new Map<string, MemorySecretStore>();

  private constructor(
    readonly clock: ManualClock,
    readonly sim: RunningSim,
    readonly dataDir: string,
    /** The Undo hold of every engine (0: corrections go at once, as before issue 70's rounding tests). */
    private readonly undoHoldMs = 0,
  ) {}

  static async start(now: string = DEFAULT_NOW, options: { readonly undoHoldMs?: number } = {}): Promise<AccountsHarness> {
    const clock = new ManualClock(Date.parse(now));
    const sim = await startSim({ clock: new SimClock(clock) });
    const h = new AccountsHarness(clock, sim, mkdtempSync(join(tmpdir(), 'stint-accounts-')), options.undoHoldMs ?? 0);
    await h.open();
    return h;
  }

  secretOf(key: string): MemorySecretStore {
    let s = this.secrets.get(key);
    if (!s) this.secrets.set(key, (s = new MemorySecretStore()));
    return s;
  }

  private fetchFor(life: Life): FetchLike {
    return async (url, init) => {
      if (life.dead) return never();
      if (this.offline) throw connectionRefused();
      const token = new Headers(init.headers).get('x-api-token');
      const account = token ? this.accountOfToken(token) : 'auth';
      this.requests.set(account, (this.requests.get(account) ?? 0) + 1);
      this.beforeSend?.(account, init.method ?? 'GET', new URL(url).pathname.replace(/^\/api\/v1/, ''));
      const signal = init.signal ? AbortSignal.any([init.signal, life.connections.signal]) : life.connections.signal;
      const res = await globalThis.fetch(url, { ...init, signal });
      const body = [204, 304].includes(res.status) ? null : await res.arrayBuffer();
      await this.afterAnswer?.(account, init.method ?? 'GET', new URL(url).pathname.replace(/^\/api\/v1/, ''));
      if (life.dead) return never();
      return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    };
  }

  private accountOfToken(token: string): string {
    for (const [id, store] of this.sim.sim.ctx.accounts) if (store.tokens.has(token)) return id;
    return 'unknown';
  }

  /**
   * A new hub over this harness's folder and keychain items (a restart after a kill or close).
   * `aheadMs`: the process reads the clock that much ahead (a command line alone on another
   * clock); its sleeps still follow the manual clock.
   */
  async open(aheadMs = 0): Promise<StintAccounts> {
    const life = new Life();
    this.life = life;
    const clock: Clock = aheadMs === 0 ? this.clock : { now: () => this.clock.now() + aheadMs, sleep: (ms, signal) => this.clock.sleep(ms, signal) };
    this.first = nodePorts({ dataDir: this.dataDir, clock, fetch: this.fetchFor(life), secrets: this.secretOf('main'), durable: life.store('main', new FileDurableStore(join(this.dataDir, 'durable'))), locale: 'en-GB' });
    const stores = {
      ...nodeAccountPorts({
        first: this.first,
        dataDir: this.dataDir,
        secretsFor: (key) => this.secretOf(key),
        durableFor: (key, dir) => life.store(key, new FileDurableStore(join(dir, 'durable'))),
      }),
      activity: this.activity,
      activityStore: new FileActivityStore(join(this.dataDir, 'activity')),
    };
    this.hub = await guarded(openAccounts(stores, { appVersion: '0.1.0', platform: 'test', pacing: [], undoHoldMs: this.undoHoldMs }), 'the accounts did not open');
    const r = await this.hub.updateSettings({ reminders: { enabled: false } });
    assert.equal(r.ok, true, 'reminders could not be turned off');
    return this.hub;
  }

  /** The first account signed in as the demo account (its own sign-in, as the CLI's `signin`). */
  async signInFirst(email: string = DEMO_ADA): Promise<void> {
    const r = await this.hub.first.signIn({ baseUrl: this.sim.baseUrl, email, password: DEMO_PASSWORD, accountId: DEMO_ACCOUNT });
    assert.deepEqual(r, { ok: true });
    await this.settle();
  }

  /** Adds an account of the simulator; answers its key. */
  async add(label: string, accountId: string, email: string = DEMO_ADA): Promise<string> {
    const r = await this.hub.add({ label, baseUrl: this.sim.baseUrl, email, password: DEMO_PASSWORD, accountId });
    assert.equal(r.ok, true, JSON.stringify(r));
    await this.settle();
    return (r as { key: string }).key;
  }

  /** The demo account signed in and named Acme, and the studio added beside it: the studio's key. */
  async acmeAndStudio(): Promise<string> {
    await this.signInFirst();
    await this.hub.rename('main', 'Acme');
    return this.add('Studio', STUDIO_ACCOUNT_ID);
  }

  /**
   * Acme and the studio; half an hour later "Moodboard" runs in the studio for half an hour,
   * then half an hour passes. The studio's key and when its entry began.
   */
  async halfHourInStudio(): Promise<{ studio: string; from: number }> {
    const studio = await this.acmeAndStudio();
    await this.advance(30 * 60_000);
    const from = this.clock.now();
    assert.deepEqual(await this.hub.start(studio, { projectId: this.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
    await this.advance(30 * 60_000);
    assert.deepEqual(await this.hub.stop(), { ok: true });
    await this.advance(30 * 60_000);
    return { studio, from };
  }

  /** Account `key`'s token revoked on the web, and the account told so by its next read: signed out, its copy kept. */
  async revoke(key: string): Promise<void> {
    const raw = await this.secretOf(key).get();
    assert.ok(raw, `${key} keeps a session`);
    await destroyToken(this.sim.baseUrl, (JSON.parse(raw) as { credentials: { token: string } }).credentials.token);
    await this.hub.account(key)!.refresh();
    await this.settle();
    assert.equal(this.hub.account(key)!.snapshot().session.state, 'signed_out', `${key} is signed out`);
  }

  /** Acme and the studio; "Moodboard" runs in the studio for 5 minutes, then the studio's token is revoked on the web. The studio's key. */
  async studioRevokedWhileRunning(): Promise<string> {
    const studio = await this.acmeAndStudio();
    assert.deepEqual(await this.hub.start(studio, { projectId: this.projectId(studio, 'Brand Refresh'), description: 'Moodboard' }), { ok: true });
    await this.advance(5 * 60_000);
    await this.revoke(studio);
    return studio;
  }

  settle(): Promise<void> {
    return guarded(this.hub.settled(), `the accounts did not settle at ${new Date(this.clock.now()).toISOString()}`);
  }

  /** Moves the clock in steps of a second, every account settled after each. */
  async advance(ms: number, stepMs = 1_000): Promise<void> {
    const end = this.clock.now() + ms;
    while (this.clock.now() < end) {
      await this.clock.advance(Math.min(stepMs, end - this.clock.now()));
      await this.settle();
    }
  }

  /** Arms a kill right after `account`'s record `key` lands on disk; resolves once it struck. */
  killAfterWrite(account: string, key: string): Promise<void> {
    const life = this.life;
    life.armed = `${account}/${key}`;
    return new Promise((resolve) => {
      life.onDeath = resolve;
    });
  }

  /**
   * The app quits and starts again `ms` later, on the same files and keychain items (a night
   * away): nothing runs meanwhile, so a day passes in no time at all (a day of the clock moved
   * with the hub open fires each of its timers: seconds of work).
   */
  async restartAfter(ms: number): Promise<StintAccounts> {
    await guarded(this.hub.close(), 'the accounts did not close');
    this.first.logger.close();
    await this.clock.advance(ms);
    await this.open();
    await this.settle();
    return this.hub;
  }

  /** The hub dies as under kill -9 and a new one starts over the same files and keychain items (its clock `aheadMs` ahead). */
  async kill(aheadMs = 0): Promise<StintAccounts> {
    if (!this.life.dead) this.life.die();
    this.first.logger.close();
    return this.open(aheadMs);
  }

  /** The entries account `accountId` holds on the service. */
  serviceEntries(accountId: string, filter: (e: TimeEntry) => boolean = () => true): TimeEntry[] {
    const store = this.sim.sim.ctx.accounts.get(accountId);
    assert.ok(store, `the simulator has no account ${accountId}`);
    return [...store.entries.values()].filter(filter).map((e) => ({ ...e }));
  }

  /** `account:description` of every stopwatch running on the service, in every account. */
  runningOnService(): string[] {
    return [...this.sim.sim.ctx.accounts].flatMap(([id, store]) => [...store.entries.values()].filter((e) => e.stopwatch_started_at !== null).map((e) => `${id}:${e.description}`)).sort();
  }

  /** The one entry `description` in `accountId`. */
  only(accountId: string, description: string): TimeEntry {
    const found = this.serviceEntries(accountId, (e) => e.description === description);
    assert.equal(found.length, 1, `one entry "${description}" in ${accountId}, found ${found.length}`);
    return found[0]!;
  }

  /** The key of today's entry `description` in account `key`, from its snapshot. */
  entryKey(key: string, description: string): string {
    const e = this.hub.account(key)!.snapshot().todayEntries.find((x) => x.description === description);
    assert.ok(e, `${key} shows no entry ${description}`);
    return e.key;
  }

  /** A project id of `key`'s account by name, from its snapshot. */
  projectId(key: string, name: string): number {
    const p = this.hub.account(key)!.snapshot().projects.find((x) => x.name === name);
    assert.ok(p, `${key} has no project ${name}`);
    return p.id;
  }

  async close(): Promise<void> {
    try {
      if (!this.life.dead) await guarded(this.hub.close(), 'the accounts did not close');
      this.first.logger.close();
    } finally {
      this.sim.sim.app.server.closeAllConnections();
      await this.sim.close();
      rmSync(this.dataDir, { recursive: true, force: true });
    }
  }
}

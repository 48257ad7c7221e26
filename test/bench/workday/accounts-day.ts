// The two-account day of the workday benchmark (two-accounts-script.ts): the accounts layer
// (openAccounts over nodeAccountPorts, as the Electron shell and the command line open it)
// and the window's facade over it (personStint), against one simulator hosting both accounts
// (in this process, on the day's ManualClock, or in its own process kept in step with it:
// day-service.ts), the clock moving in 5-second steps as in engine-day.ts. A start is
// given in an account (the window's startInAccount), Stop through the facade (it stops
// whatever runs), the rest in the account it belongs to (its own facade: the window acts on
// the account in use, which is the one the person picked). The phone uses the Free account;
// Acme's administrator archives a project on the web.
//
// Requests are counted per account by the token that sent them (the engines share one fetch),
// and the simulator says what each account's daily quota used, the phone's included.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FetchLike } from '../../../main/api/transport.ts';
import type { ActivitySource } from '../../../main/core/ports.ts';
import { openAccounts, type StintAccounts } from '../../../main/core/accounts/accounts.ts';
import { personStint } from '../../../main/core/accounts/person-stint.ts';
import { addDays } from '../../../main/core/time/local-time.ts';
import type { PersonStint, Snapshot, Stint } from '../../../main/core/stint.ts';
import { trayModel } from '../../../main/core/views/tray-model.ts';
import { nodeAccountPorts } from '../../../main/platform/node/account-ports.ts';
import { MemorySecretStore, nodePorts, type NodePorts } from '../../../main/platform/node/index.ts';
import { STUDIO_ACCOUNT_ID } from '../../sim/demo-studio.ts';
import { ManualClock } from '../../support/manual-clock.ts';
import { openService, SERVICE_ACCOUNT, type DayService, type ServiceExtras } from './day-service.ts';
import { ACCOUNT, EMAIL, PASSWORD, PersonIdle, PROMPT_WAIT_MS, SETTLE_GUARD_MS, STEP_MS } from './engine-day.ts';
import { Phone } from './phone.ts';
import { description, secondsOf, DAY_END, DAY_START, type Action } from './script.ts';
import { checkRefusedListed, checkService } from './service-check.ts';
import { ACCOUNT_NAMES, expectedByAccount, type AccountName, type TwoAccountScript } from './two-accounts-script.ts';
import { Wire, type WireCounts } from './wire.ts';

const LABEL: Record<AccountName, string> = { business: 'Acme', free: 'Studio' };
const SIGN_IN_ROUTES = ['POST /auth', 'GET /users'];

export interface AccountDayResult {
  /** What the engine of this account sent during the day, after its sign-in. */
  readonly requests: number;
  readonly http429: number;
  /** The account's daily quota used at 17:00 (every client of it: the engine's sign-in, the phone, the web). */
  readonly accountUsed: number;
  /** Requests others made in the account (the phone, the web administrator), as the simulator counted them. */
  readonly othersUsed: number;
  readonly staleOpenS: number;
  readonly staleHiddenS: number;
  /** Queued actions at 17:00 plus the service check's differences and refusals not listed. */
  readonly unsynced: number;
  readonly counts: WireCounts;
}

export interface TwoAccountResult {
  readonly accounts: Record<AccountName, AccountDayResult>;
  /** The person's calendar (day-calendar.ts): requests to it, those answered whole (not 304), today's events the window showed. */
  readonly calendar: { readonly asked: number; readonly sentWhole: number; readonly eventsToday: number; /** Requests to the time service that no account sent (none: the calendar's go to its own host). */ readonly tokenless: number };
  /** Seconds (in 5 s steps) during which both accounts held a running timer at the service. */
  readonly bothRunningS: number;
  readonly notes: string[];
}

interface Timed {
  readonly at: number;
  readonly run: () => Promise<void>;
}

interface Pending {
  readonly account: AccountName;
  readonly id: number;
  readonly at: number;
  readonly open: boolean;
}

function accountIdOf(body: string): string | null {
  try {
    const v = (JSON.parse(body) as { account_id?: unknown }).account_id;
    return typeof v === 'string' ? v : null;
  } catch {
    return new URLSearchParams(body).get('account_id');
  }
}

/** One Wire per account, picked by the request's token, or for a sign-in by the account it names; anything else apart. */
class AccountWires {
  readonly of: Record<AccountName, Wire>;
  readonly tokenless: Wire;
  private readonly clock: ManualClock;

  constructor(
    clock: ManualClock,
    private readonly service: DayService,
    transport?: FetchLike,
  ) {
    this.clock = clock;
    this.of = { business: new Wire(clock, transport), free: new Wire(clock, transport) };
    this.tokenless = new Wire(clock, transport);
    this.calendar = new Wire(clock, transport);
  }

  /** The person's calendar's requests: to its own host, never the time service's. */
  readonly calendar: Wire;

  private async wireOf(token: string | null, body: unknown): Promise<Wire> {
    if (token === null) {
      // A sign-in: the account its body names.
      const id = typeof body === 'string' ? accountIdOf(body) : body instanceof URLSearchParams ? body.get('account_id') : null;
      return ACCOUNT_NAMES.map((n) => (SERVICE_ACCOUNT[n] === id ? this.of[n] : null)).find((w) => w !== null) ?? this.tokenless;
    }
    const name = await this.service.accountOfToken(token);
    return name === null ? this.tokenless : this.of[name];
  }

  /** The service's clock moved to the day's before each request (a service in its own process keeps its own clock). */
  readonly fetch: FetchLike = async (url, init) => {
    if (!url.startsWith(this.service.baseUrl)) return this.calendar.fetch(url, init);
    await this.service.clockAt(this.clock.now());
    return (await this.wireOf(new Headers(init.headers).get('x-api-token'), init.body)).fetch(url, init);
  };
}

/** What another bench adds to the day (bench:memory: more projects, a larger calendar, the service in its own process). */
export interface DayExtras extends ServiceExtras {
  /** Opens the service the day runs against (openService, in this process, by default). */
  readonly service?: (clock: ManualClock, startIso: string) => Promise<DayService>;
  /**
   * While the accounts are unsettled, moves the clock to its next sleeper when that is within
   * PUMP_REACH_MS: the pacer spaces a sign-in's (and a refresh's) many pages of projects on
   * the manual clock, which nothing else moves while the day waits for the accounts to settle.
   */
  readonly pumpClock?: boolean;
  /** What sends the engines' requests (Node's fetch by default; memory/app-fetch.ts models the app's). */
  readonly transport?: FetchLike;
  /**
   * Real time a settle may take before the run is called hung (SETTLE_GUARD_MS by default): a
   * service in another process answers each of a refresh's 100 pages over IPC and loopback,
   * which on a loaded shared machine took longer than the default.
   */
  readonly settleGuardMs?: number;
  /** The person's desktop (the focused window): given, the activity record is turned on as the day begins. */
  readonly activity?: ActivitySource;
}

/** How far ahead a pumped clock jumps to the next sleeper (the pacer's spacing): short of a request's timeout, which must never fire while a local request is in flight. */
const PUMP_REACH_MS = 2000;

export class TwoAccountDay {
  /** Each account's sign-in requests (POST /auth, the user list), not counted in the day. */
  readonly signInRequests: Record<AccountName, number> = { business: 0, free: 0 };
  private readonly keys: Record<AccountName, string> = { business: 'main', free: '' };

  private constructor(
    readonly clock: ManualClock,
    readonly service: DayService,
    readonly dataDir: string,
    readonly first: NodePorts,
    readonly idle: PersonIdle,
    readonly hub: StintAccounts,
    readonly person: PersonStint,
    readonly wires: AccountWires,
    private readonly pumpClock = false,
    private readonly settleGuardMs = SETTLE_GUARD_MS,
  ) {}

  /** A fresh simulator (both accounts as of `startIso`) and a Stint with both accounts signed in at `startIso`. */
  static async open(startIso: string, more: DayExtras = {}): Promise<TwoAccountDay> {
    const clock = new ManualClock(Date.parse(startIso));
    const service = await (more.service ?? ((c, iso) => openService(c, iso, more).then((o) => o.service)))(clock, startIso);
    const wires = new AccountWires(clock, service, more.transport);
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-workday-accounts-'));
    const first = nodePorts({ dataDir, clock, fetch: wires.fetch, secrets: new MemorySecretStore(), log: { level: 'warn' } });
    const idle = new PersonIdle(clock);
    first.idle = idle;
    const hub = await openAccounts(nodeAccountPorts({ first, dataDir, secretsFor: () => new MemorySecretStore(), ...(more.activity ? { activity: more.activity } : {}) }), { appVersion: '0.1.0', platform: 'linux', pacing: [] });
    const day = new TwoAccountDay(clock, service, dataDir, first, idle, hub, personStint(hub), wires, more.pumpClock, more.settleGuardMs);
    const signedIn = await day.pumped(hub.first.signIn({ baseUrl: service.baseUrl, email: EMAIL, password: PASSWORD, accountId: ACCOUNT }));
    if (!signedIn.ok) throw new Error(`sign-in to ${ACCOUNT} failed: ${signedIn.message}`);
    await day.settle();
    const renamed = await hub.rename('main', LABEL.business);
    if (!renamed.ok) throw new Error(`rename failed: ${renamed.message}`);
    const added = await day.pumped(hub.add({ label: LABEL.free, baseUrl: service.baseUrl, email: EMAIL, password: PASSWORD, accountId: STUDIO_ACCOUNT_ID }));
    if (!added.ok) throw new Error(`adding ${STUDIO_ACCOUNT_ID} failed: ${added.message}`);
    day.keys.free = added.key;
    await day.settle();
    // The reads that follow the sign-ins belong to the day; the sign-ins do not.
    for (const name of ACCOUNT_NAMES) day.signInRequests[name] = wires.of[name].take(SIGN_IN_ROUTES);
    if (wires.tokenless.counts.total > 0) throw new Error(`requests of no account: ${[...wires.tokenless.counts.byRoute.keys()].join(', ')}`);
    // The person's calendar, added as the day begins: it costs the time service nothing.
    const cal = await day.pumped(day.person.addCalendar({ address: service.calendarAddress, name: 'Work' }));
    if (!cal.ok) throw new Error(`the calendar was not added: ${cal.message}`);
    await day.settle();
    if (more.activity) {
      // As Settings turns it on: the record is the person's, kept on this machine only.
      const on = await day.person.setActivityRecording(true);
      if (!on.ok) throw new Error(`the activity record was not turned on: ${on.message}`);
      await day.settle();
      if (day.person.snapshot().activity?.state !== 'on') throw new Error(`the activity record is ${day.person.snapshot().activity?.state ?? 'absent'}, not on`);
    }
    return day;
  }

  async close(): Promise<void> {
    await this.person.close();
    this.first.logger.close();
    await this.service.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /**
   * The night between two days (bench:memory's week): the laptop suspended with the window
   * hidden, the clock (and the service's) jumped to `toMs`, the requests counted afresh, then
   * the resume, as bench:workday's soak (EngineWorkdays.night) does for one account.
   */
  async night(toMs: number): Promise<void> {
    this.person.setWindowVisible(false);
    this.idle.emit('suspend');
    await this.settle();
    await this.clock.jump(toMs - this.clock.now());
    await this.service.clockAt(this.clock.now());
    for (const wire of [...Object.values(this.wires.of), this.wires.tokenless, this.wires.calendar]) wire.reset();
    this.idle.emit('resume');
    await this.settle();
  }

  private account(name: AccountName): Stint {
    return this.hub.account(this.keys[name])!;
  }

  get campaignId(): number {
    return this.service.campaignId;
  }

  private async settle(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const guard = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the accounts did not settle at ${new Date(this.clock.now()).toISOString()}`)), this.settleGuardMs);
    });
    try {
      if (this.pumpClock) await this.pumped(this.person.settled(), guard);
      await Promise.race([this.person.settled(), guard]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** `work`'s result, the clock moved to each sleeper due within PUMP_REACH_MS until it ends (pumpClock). */
  async pumped<T>(work: Promise<T>, guard?: Promise<never>): Promise<T> {
    if (!this.pumpClock) return work;
    // The pump sleeps until something it acts on happens: `work` or `guard` ends, or a sleep
    // starts on the clock. It polled with setImmediate before: a day's settles spun through
    // millions of turns while the engine waited on its service, and their promises were 28 of
    // the 33 GB the engine's process allocated (bench:memory's heap profile), which grew V8's
    // young generation and the pages it keeps: the bench's own churn, counted as the engine's.
    // One reaction on `work` and on `guard` for the whole wait (a Promise.race each turn added
    // one to both every turn, kept until they settled).
    let ended = false;
    let failure: { error: unknown } | null = null;
    let wake: () => void = () => {};
    const end = () => {
      ended = true;
      wake();
    };
    work.then(end, end);
    guard?.catch((error: unknown) => {
      failure = { error };
      end();
    });
    this.clock.onSleep = () => wake();
    try {
      for (;;) {
        // A woken sleeper runs before the next look (it may sleep again or end the work).
        await new Promise((resolve) => setImmediate(resolve));
        if (ended) break;
        const due = this.clock.nextDue();
        if (due !== undefined && due - this.clock.now() <= PUMP_REACH_MS) {
          await this.clock.advance(due - this.clock.now());
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          if (ended) resolve();
        });
      }
    } finally {
      this.clock.onSleep = null;
    }
    if (failure !== null) throw (failure as { error: unknown }).error;
    return work;
  }

  /** The tray shows the phone's entry `id` of `name` running (the window's facade's snapshot, and Stop in the menu). */
  private trayShows(name: AccountName, id: number): boolean {
    const running = this.hub.snapshot().running;
    if (running?.accountKey !== this.keys[name] || running.id !== id) return false;
    const s = this.person.snapshot();
    return s.running?.id === id && trayModel(s, this.clock.now(), 'linux').menu.some((m) => m.id === 'stop');
  }

  /** Lives the script's day that starts at `dayStartMs` (09:00 account time, both accounts in UTC). */
  async runDay(script: TwoAccountScript, dayStartMs: number, onStep?: (nowMs: number) => Promise<void>): Promise<TwoAccountResult> {
    const notes: string[] = [];
    const midnight = dayStartMs - secondsOf(DAY_START) * 1000;
    const date = new Date(midnight).toISOString().slice(0, 10);
    const at = (hms: string) => midnight + secondsOf(hms) * 1000;
    const pending: Pending[] = [];
    const stale = { business: { open: 0, hidden: 0 }, free: { open: 0, hidden: 0 } };
    let promptDue: number | null = null;
    let bothRunningS = 0;
    const refusedKeys: Record<AccountName, string[]> = { business: [], free: [] };
    const phone = await Phone.signIn(this.service.baseUrl, EMAIL, PASSWORD, SERVICE_ACCOUNT.free);
    // Ada administers Acme on the web (the studio's administrator is Lena: Ada is a member there).
    const web = await Phone.signIn(this.service.baseUrl, EMAIL, PASSWORD, SERVICE_ACCOUNT.business);
    const time = () => new Date(this.clock.now()).toISOString().slice(11, 19);

    const ok = (what: string, r: { ok: boolean; message?: string }) => {
      if (!r.ok) notes.push(`${time()} ${what} refused: ${r.message}`);
    };
    const todayKey = (name: AccountName, key: string): string | null => {
      const d = description(key);
      return this.account(name).snapshot().todayEntries.find((e) => e.description === d)?.key ?? null;
    };

    const act = async (name: AccountName | null, a: Action, t: number): Promise<Timed[]> => {
      if (a.kind === 'window') {
        this.person.setWindowVisible(true);
        return [{ at: t + a.seconds * 1000, run: async () => this.person.setWindowVisible(false) }];
      }
      if (a.kind === 'lock') {
        this.idle.emit('lock');
        return [{ at: t + a.minutes * 60_000, run: async () => this.idle.emit('unlock') }];
      }
      if (name === null) throw new Error(`${a.kind} needs an account`);
      const stint = this.account(name);
      const accountKey = this.keys[name];
      switch (a.kind) {
        case 'start':
        case 'switch':
          ok(`${name} ${a.kind}`, await this.person.startInAccount({ accountKey, projectId: a.projectId, description: description(a.key) }));
          return [];
        case 'stop':
          ok('stop', await this.person.stop());
          return [];
        case 'continue': {
          const key = todayKey(name, a.key);
          if (key === null) notes.push(`continue: ${a.key} is not among ${name}'s entries today`);
          else ok(`${name} continue`, await this.hub.continueEntry(accountKey, key));
          return [];
        }
        case 'manual':
          ok(`${name} manual`, await stint.addManualEntry({ date, projectId: a.projectId, description: description(a.key), start: a.start, end: a.end, confirmOverlap: true }));
          return [];
        case 'week':
          ok(`${name} week`, await stint.showWeek(addDays(date, -7 * a.weeksBack)));
          return [];
        case 'idle':
          this.idle.leave();
          return [
            {
              at: t + a.minutes * 60_000,
              run: async () => {
                this.idle.back();
                promptDue = this.clock.now() + PROMPT_WAIT_MS;
              },
            },
          ];
        case 'started-ago':
          ok(`${name} started ago`, await stint.setRunningStart({ minutesAgo: a.minutes }));
          return [];
        case 'split': {
          const key = todayKey(name, a.key);
          if (key === null) notes.push(`split: ${a.key} is not among ${name}'s entries today`);
          else ok(`${name} split`, await stint.splitEntry({ entryKey: key, at: a.cut, projectId: a.projectId, description: description(a.newKey) }));
          return [];
        }
        case 'undone-edit': {
          const key = todayKey(name, a.key);
          if (key === null) {
            notes.push(`undone-edit: ${a.key} is not among ${name}'s entries today`);
            return [];
          }
          ok(`${name} edit`, await stint.editEntry({ entryKey: key, projectId: a.projectId }));
          const undo = async () => {
            ok(`${name} undo`, await stint.undo());
            const back = stint.snapshot().todayEntries.find((e) => e.key === key);
            if (back?.projectId === a.projectId) notes.push(`undo: ${a.key} still shows project ${a.projectId}`);
          };
          return [{ at: t + a.afterSeconds * 1000, run: undo }];
        }
        case 'refused-edit': {
          if (name !== 'business') throw new Error('the campaign is an Acme project');
          const archived = await web.archiveProject(this.campaignId);
          if (archived !== null) notes.push(`the administrator's archive was refused: ${archived}`);
          const key = todayKey(name, a.key);
          if (key === null) {
            notes.push(`refused-edit: ${a.key} is not among ${name}'s entries today`);
            return [];
          }
          refusedKeys[name].push(key);
          ok(`${name} edit onto the archived project`, await stint.editEntry({ entryKey: key, projectId: this.campaignId }));
          return [];
        }
        case 'elsewhere': {
          if (name !== 'free') throw new Error("the phone uses the studio's account");
          const r = await phone.startTimer(a.projectId, description(a.key));
          if ('id' in r) pending.push({ account: name, id: r.id, at: this.clock.now(), open: this.person.snapshot().windowVisible });
          else notes.push(`the phone's start was refused: ${r.refused}`);
          return [];
        }
        default:
          throw new Error(`${a.kind} is not played in the two-account day`);
      }
    };

    const queue: Timed[] = script.steps.map((s) => ({ at: at(s.at), run: async () => void queue.push(...(await act(s.account, s.action, at(s.at)))) }));
    const end = at(DAY_END);
    const observe = async () => {
      for (let i = pending.length - 1; i >= 0; i--) {
        const p = pending[i]!;
        if (!this.trayShows(p.account, p.id)) continue;
        const s = Math.round((this.clock.now() - p.at) / 1000);
        const worst = stale[p.account];
        if (p.open) worst.open = Math.max(worst.open, s);
        else worst.hidden = Math.max(worst.hidden, s);
        pending.splice(i, 1);
      }
      if (promptDue !== null) {
        // The away question comes from the account whose timer ran.
        const asking = ACCOUNT_NAMES.find((n) => this.account(n).snapshot().idle.prompt !== null);
        if (asking) {
          promptDue = null;
          ok(`${asking} idle discard`, await this.account(asking).resolveIdle('discard'));
          await this.settle();
        } else if (this.clock.now() >= promptDue) {
          promptDue = null;
          notes.push('the idle prompt never came');
        }
      }
    };

    for (;;) {
      queue.sort((x, y) => x.at - y.at);
      while (queue.length > 0 && queue[0]!.at <= this.clock.now()) {
        await queue.shift()!.run();
        await this.settle();
      }
      await observe();
      const now = this.clock.now();
      if (now >= end && queue.length === 0) break;
      const next = Math.min(now + STEP_MS, queue[0]?.at ?? Number.POSITIVE_INFINITY, now < end ? end : Number.POSITIVE_INFINITY);
      if ((await this.service.runningAccounts()) > 1) bothRunningS += (next - now) / 1000;
      await this.clock.advance(next - now);
      // The phone and the web read and write at the day's time too.
      await this.service.clockAt(this.clock.now());
      await this.settle();
      await onStep?.(this.clock.now());
    }

    for (const p of pending) {
      const s = Math.round((this.clock.now() - p.at) / 1000);
      notes.push(`the phone's entry ${p.id} in ${p.account} never showed (${s} s)`);
      const worst = stale[p.account];
      if (p.open) worst.open = Math.max(worst.open, s);
      else worst.hidden = Math.max(worst.hidden, s);
    }

    const expected = expectedByAccount(script);
    const phoneAndWeb: Record<AccountName, number> = { business: web.requests, free: phone.requests };
    const accounts = {} as Record<AccountName, AccountDayResult>;
    for (const name of ACCOUNT_NAMES) {
      const stint = this.account(name);
      const snap: Snapshot = stint.snapshot();
      if (snap.sync.queued > 0) notes.push(`${name}: queued at the end: ${snap.sync.queuedLabels.join('; ')}`);
      const userId = snap.session.state === 'signed_in' ? snap.session.userId : -1;
      const check = checkService(await this.service.entries(name), userId, date, expected[name]);
      notes.push(...check.details.map((d) => `${name}: ${d}`));
      const listed = (snap.notSaved ?? []).filter((n) => n.at >= midnight);
      const refusals = checkRefusedListed(refusedKeys[name], listed);
      notes.push(...refusals.details.map((d) => `${name}: ${d}`), ...listed.map((n) => `${name}: not saved: ${n.what}: ${n.why}`));
      for (const n of listed) ok(`${name} dismiss`, await stint.dismissNotSaved(n.id));
      const wire = this.wires.of[name];
      accounts[name] = {
        requests: wire.counts.total,
        http429: wire.counts.http429,
        accountUsed: await this.service.accountUsed(name, this.clock.now()),
        othersUsed: phoneAndWeb[name],
        staleOpenS: stale[name].open,
        staleHiddenS: stale[name].hidden,
        unsynced: snap.sync.queued + check.differences + refusals.differences,
        counts: wire.counts,
      };
    }
    await this.service.reactivateCampaign();
    const eventsToday = this.person.snapshot().calendar?.today.length ?? 0;
    const calendar = await this.service.calendarCounts();
    return { accounts, calendar: { asked: calendar.asked, sentWhole: calendar.sentWhole, eventsToday, tokenless: this.wires.tokenless.counts.total }, bothRunningS, notes };
  }
}

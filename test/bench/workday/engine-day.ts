// The real engine (createStint over the Node ports) living scripted working days against an
// in-process simulator, both on one ManualClock. Time moves in 5-second steps and the
// engine settles after each, so its polls happen when its refresh policy says, as in real
// life; a person's actions happen at the script's instants. The same person's phone makes
// the script's "elsewhere" changes with its own token and User-Agent.
//
// Nights (between soak days) are a suspended laptop: no tick and no request until the
// resume, as on a real machine.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '../../../main/time/clock.ts';
import { addDays } from '../../../main/core/time/local-time.ts';
import { createStint, type Snapshot, type Stint } from '../../../main/core/stint.ts';
import { trayModel } from '../../../main/core/views/tray-model.ts';
import { runTrayAction, trayAction } from '../../../main/core/views/tray-menu-actions.ts';
import { ManualIdleSource, nodePorts, type NodePorts } from '../../../main/platform/node/index.ts';
import { SimClock } from '../../sim/clock.ts';
import { startSim, type RunningSim } from '../../sim/start.ts';
import { ManualClock } from '../../support/manual-clock.ts';
import type { Store } from '../../sim/store.ts';
import { description, expectedEntries, secondsOf, CAMPAIGN, DAY_END, DAY_START, type Action, type DayScript } from './script.ts';
import { checkRefusedListed, checkService } from './service-check.ts';
import { Phone } from './phone.ts';
import { Wire, type WireCounts } from './wire.ts';

export const EMAIL = 'ada@example.com';
export const PASSWORD = 'demo-password';
export const ACCOUNT = 'demo';
/** Below the client's 15 s request timeout, which runs on the same clock. */
export const STEP_MS = 5_000;
/** Real time a settle may take before the run is called hung (a guard, not a measure). */
export const SETTLE_GUARD_MS = 30_000;
/** How long after the return the idle prompt may take to appear (the engine ticks every 15 s and reads first). */
export const PROMPT_WAIT_MS = 2 * 60_000;

/** Idle time that follows the clock while the person is away, as a real idle source does. */
export class PersonIdle extends ManualIdleSource {
  private awaySince: number | null = null;

  constructor(private readonly clock: Clock) {
    super();
  }

  override idleSeconds(): number | undefined {
    return this.awaySince === null ? 0 : Math.floor((this.clock.now() - this.awaySince) / 1000);
  }

  leave(): void {
    this.awaySince = this.clock.now();
  }

  back(): void {
    this.awaySince = null;
  }
}

export interface DayResult {
  readonly requests: number;
  readonly http429: number;
  /** Worst staleness (s) of a change made elsewhere while the window was open; 0 when none. */
  readonly staleOpenS: number;
  readonly staleHiddenS: number;
  readonly unsynced: number;
  /** The account's daily quota used at 17:00 (every client of the account, the phone included). */
  readonly accountUsed: number;
  readonly counts: WireCounts;
  /** What went wrong or looked odd, for --verbose. */
  readonly notes: string[];
}

interface Timed {
  readonly at: number;
  readonly run: () => Promise<void>;
}

interface Pending {
  readonly id: number;
  readonly at: number;
  readonly open: boolean;
}

/**
 * Adds the CAMPAIGN project (a copy of another, the same members) to the simulator's store
 * before the engine signs in, so the engine's project list holds it; answers its id.
 */
export function addCampaign(store: Store): number {
  const from = store.projects.get(CAMPAIGN.copyOf);
  if (!from) throw new Error(`the demo has no project ${CAMPAIGN.copyOf} to copy`);
  const id = store.nextId('project');
  store.projects.set(id, { ...from, id, name: CAMPAIGN.name, budget: null });
  for (const m of [...store.members.values()]) {
    if (m.project_id !== from.id) continue;
    const mid = store.nextId('member');
    store.members.set(mid, { ...m, id: mid, project_id: id });
  }
  return id;
}

/** The requests of the engine's sign-in, counted apart from the days. */
const SIGN_IN_ROUTES = ['POST /auth', 'GET /users'];

export class EngineWorkdays {
  /** Requests of the engine's own sign-in (POST /auth, the user list). */
  signInRequests = 0;
  private phone: Phone | null = null;

  private constructor(
    readonly clock: ManualClock,
    readonly sim: RunningSim,
    readonly dataDir: string,
    readonly ports: NodePorts,
    readonly idle: PersonIdle,
    readonly stint: Stint,
    readonly wire: Wire,
    /** The project the administrator archives each day (the script's `refused-edit`). */
    readonly campaignId: number,
  ) {}

  /** A fresh simulator (demo data as of `startIso`, on `plan`) and a fresh engine, signed in at `startIso`. */
  static async open(startIso: string, plan: DayScript['plan']): Promise<EngineWorkdays> {
    const clock = new ManualClock(Date.parse(startIso));
    const sim = await startSim({ clock: new SimClock(clock) });
    if (plan !== 'business') await sim.control.plan(plan);
    const campaignId = addCampaign(sim.sim.ctx.store);
    const wire = new Wire(clock);
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-workday-'));
    const ports = nodePorts({ dataDir, clock, fetch: wire.fetch, log: { level: 'warn' } });
    const idle = new PersonIdle(clock);
    ports.idle = idle;
    const stint = await createStint(ports, { appVersion: '0.1.0', platform: 'linux', pacing: [] });
    const days = new EngineWorkdays(clock, sim, dataDir, ports, idle, stint, wire, campaignId);
    const r = await stint.signIn({ baseUrl: sim.baseUrl, email: EMAIL, password: PASSWORD, accountId: ACCOUNT });
    if (!r.ok) throw new Error(`sign-in failed: ${r.message}`);
    await days.settle();
    // The reads that follow the sign-in belong to the first day; the sign-in does not.
    days.signInRequests = wire.take(SIGN_IN_ROUTES);
    return days;
  }

  async close(): Promise<void> {
    await this.stint.close();
    this.ports.logger.close();
    await this.sim.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** Waits until the engine has nothing left to do at this instant; a hang fails loudly. */
  private async settle(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const guard = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the engine did not settle at ${new Date(this.clock.now()).toISOString()}`)), SETTLE_GUARD_MS);
    });
    try {
      await Promise.race([this.stint.settled(), guard]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async step(ms: number): Promise<void> {
    await this.clock.advance(ms);
    await this.settle();
  }

  /** The laptop sleeps until `toMs` (a stall: nothing runs meanwhile), then wakes. */
  async night(toMs: number): Promise<void> {
    this.stint.setWindowVisible(false);
    this.idle.emit('suspend');
    await this.settle();
    await this.clock.jump(toMs - this.clock.now());
    this.wire.reset();
    this.idle.emit('resume');
    await this.settle();
  }

  private snap(): Snapshot {
    return this.stint.snapshot();
  }

  /** The tray shows entry `id` running (the snapshot's running entry, and the menu offers to stop it). */
  private trayShows(id: number): boolean {
    const s = this.snap();
    if (s.running?.id !== id) return false;
    return trayModel(s, this.clock.now(), 'linux').menu.some((m) => m.id === 'stop');
  }

  /**
   * Lives the script's day that starts at `dayStartMs` (09:00 account time). Counts the
   * requests sent from the current instant (the caller resets the wire when a day begins).
   */
  async runDay(script: DayScript, dayStartMs: number): Promise<DayResult> {
    const notes: string[] = [];
    const midnight = dayStartMs - secondsOf(DAY_START) * 1000;
    const date = new Date(midnight).toISOString().slice(0, 10);
    const at = (hms: string) => midnight + secondsOf(hms) * 1000;
    const pending: Pending[] = [];
    let staleOpen = 0;
    let staleHidden = 0;
    let promptDue: number | null = null;
    // The script's to-dos are open again each morning (a recurring chore, reopened on the web).
    for (const { action: a } of script.steps) {
      if (a.kind !== 'todo-start') continue;
      for (const t of this.sim.sim.ctx.store.todos.values()) if (t.name === a.todo) t.is_completed = false;
    }
    /** The entries whose edit the service refused today: each must end listed as not saved. */
    const refusedKeys: string[] = [];
    this.phone = await Phone.signIn(this.sim.baseUrl, EMAIL, PASSWORD, ACCOUNT);

    const ok = (what: string, r: { ok: boolean; message?: string }) => {
      if (!r.ok) notes.push(`${new Date(this.clock.now()).toISOString().slice(11, 19)} ${what} refused: ${r.message}`);
    };
    const todayKey = (key: string): string | null => {
      const d = description(key);
      return this.snap().todayEntries.find((e) => e.description === d)?.key ?? null;
    };

    const act = async (a: Action, t: number): Promise<Timed[]> => {
      switch (a.kind) {
        case 'start':
        case 'switch':
          ok(a.kind, await this.stint.start({ projectId: a.projectId, description: description(a.key) }));
          return [];
        case 'stop':
          ok('stop', await this.stint.stop());
          return [];
        case 'continue': {
          const key = todayKey(a.key);
          if (key === null) notes.push(`continue: ${a.key} is not among today's entries`);
          else ok('continue', await this.stint.continueEntry(key));
          return [];
        }
        case 'manual':
          // The script's times are the person's as typed, overlaps with the day's timers included: confirmed.
          ok('manual', await this.stint.addManualEntry({ date, projectId: a.projectId, description: description(a.key), start: a.start, end: a.end, confirmOverlap: true }));
          return [];
        case 'week':
          ok('week', await this.stint.showWeek(addDays(date, -7 * a.weeksBack)));
          return [];
        case 'window':
          this.stint.setWindowVisible(true);
          return [{ at: t + a.seconds * 1000, run: async () => this.stint.setWindowVisible(false) }];
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
        case 'lock':
          this.idle.emit('lock');
          return [{ at: t + a.minutes * 60_000, run: async () => this.idle.emit('unlock') }];
        case 'todo-start': {
          ok('open the to-dos', await this.stint.openTodos());
          // A tight day reads nothing on its own: the person presses Refresh, as the view offers.
          if (this.snap().todos?.state !== 'ready' || this.snap().todos?.tight) ok('refresh the to-dos', await this.stint.refreshTodos());
          const todo = this.snap().todos?.projects.flatMap((p) => p.lists.flatMap((l) => l.todos)).find((x) => x.name === a.todo);
          if (!todo) notes.push(`todo-start: ${a.todo} is not among the open to-dos`);
          else ok('start on a to-do', await this.stint.startTodo({ todoId: todo.id }));
          return [];
        }
        case 'todo-done': {
          const todo = this.snap().todos?.projects.flatMap((p) => p.lists.flatMap((l) => l.todos)).find((x) => x.name === a.todo);
          if (!todo) notes.push(`todo-done: ${a.todo} is not among the open to-dos`);
          else ok('done', await this.stint.completeTodo(todo.id));
          return [];
        }
        case 'started-ago':
          ok('started ago', await this.stint.setRunningStart({ minutesAgo: a.minutes }));
          return [];
        case 'split': {
          const key = todayKey(a.key);
          if (key === null) notes.push(`split: ${a.key} is not among today's entries`);
          else ok('split', await this.stint.splitEntry({ entryKey: key, at: a.cut, projectId: a.projectId, description: description(a.newKey) }));
          return [];
        }
        case 'fill-gap': {
          // As a person does it: the tray's first gap (the largest), the item of the entry wanted.
          const s = this.snap();
          const gapItem = trayModel(s, this.clock.now(), 'linux').menu.find((m) => m.id.startsWith('gap:'));
          const key = s.recent.find((e) => e.description === description(a.with))?.key;
          const item = gapItem?.submenu?.find((m) => key !== undefined && m.id.startsWith('gap-fill:') && m.id.endsWith(`:${key}`));
          if (!item) {
            notes.push(`fill-gap: the tray offers no gap to fill with ${a.with} (${gapItem?.label ?? 'no gap'})`);
            return [];
          }
          const tell = (message: string) => notes.push(`fill-gap refused: ${message}`);
          await runTrayAction(trayAction(item.id, s), { stint: this.stint, showWindow: () => {}, openUrl: () => {}, quit: () => {}, logger: { log: () => {} }, tell });
          return [];
        }
        case 'edit': {
          const key = todayKey(a.key);
          if (key === null) notes.push(`edit: ${a.key} is not among today's entries`);
          else ok('edit', await this.stint.editEntry({ entryKey: key, start: a.start, end: a.end }));
          return [];
        }
        case 'undone-edit': {
          const key = todayKey(a.key);
          if (key === null) {
            notes.push(`undone-edit: ${a.key} is not among today's entries`);
            return [];
          }
          ok('edit', await this.stint.editEntry({ entryKey: key, projectId: a.projectId }));
          const undo = async () => {
            ok('undo', await this.stint.undo());
            const back = this.snap().todayEntries.find((e) => e.key === key);
            if (back?.projectId === a.projectId) notes.push(`undo: ${a.key} still shows project ${a.projectId}`);
          };
          return [{ at: t + a.afterSeconds * 1000, run: undo }];
        }
        case 'refused-edit': {
          const archived = await this.phone!.archiveProject(this.campaignId);
          if (archived !== null) notes.push(`the administrator's archive was refused: ${archived}`);
          const key = todayKey(a.key);
          if (key === null) {
            notes.push(`refused-edit: ${a.key} is not among today's entries`);
            return [];
          }
          refusedKeys.push(key);
          ok('edit onto the archived project', await this.stint.editEntry({ entryKey: key, projectId: this.campaignId }));
          return [];
        }
        case 'elsewhere': {
          const r = await this.phone!.startTimer(a.projectId, description(a.key));
          if ('id' in r) pending.push({ id: r.id, at: this.clock.now(), open: this.snap().windowVisible });
          else notes.push(`the phone's start was refused: ${r.refused}`);
          return [];
        }
      }
    };

    const queue: Timed[] = script.steps.map((s) => ({ at: at(s.at), run: async () => void queue.push(...(await act(s.action, at(s.at)))) }));
    const end = at(DAY_END);
    const observe = async () => {
      for (let i = pending.length - 1; i >= 0; i--) {
        const p = pending[i]!;
        if (!this.trayShows(p.id)) continue;
        const s = Math.round((this.clock.now() - p.at) / 1000);
        if (p.open) staleOpen = Math.max(staleOpen, s);
        else staleHidden = Math.max(staleHidden, s);
        pending.splice(i, 1);
      }
      if (promptDue !== null) {
        if (this.snap().idle.prompt !== null) {
          promptDue = null;
          ok('idle discard', await this.stint.resolveIdle('discard'));
          await this.settle();
        } else if (this.clock.now() >= promptDue) {
          promptDue = null;
          notes.push('the idle prompt never came');
        }
      }
    };

    for (;;) {
      queue.sort((a, b) => a.at - b.at);
      while (queue.length > 0 && queue[0]!.at <= this.clock.now()) {
        await queue.shift()!.run();
        await this.settle();
      }
      await observe();
      const now = this.clock.now();
      if (now >= end && queue.length === 0) break;
      const next = Math.min(now + STEP_MS, queue[0]?.at ?? Number.POSITIVE_INFINITY, now < end ? end : Number.POSITIVE_INFINITY);
      await this.step(next - now);
    }

    for (const p of pending) {
      const s = Math.round((this.clock.now() - p.at) / 1000);
      notes.push(`the phone's entry ${p.id} never showed (${s} s)`);
      if (p.open) staleOpen = Math.max(staleOpen, s);
      else staleHidden = Math.max(staleHidden, s);
    }
    const snap = this.snap();
    if (snap.sync.queued > 0) notes.push(`queued at the end: ${snap.sync.queuedLabels.join('; ')}`);
    const userId = snap.session.state === 'signed_in' ? snap.session.userId : -1;
    const check = checkService(this.sim.sim.ctx.store.entries.values(), userId, date, expectedEntries(script));
    notes.push(...check.details);
    const listed = (snap.notSaved ?? []).filter((n) => n.at >= midnight);
    const refusals = checkRefusedListed(refusedKeys, listed);
    notes.push(...refusals.details, ...listed.map((n) => `not saved: ${n.what}: ${n.why}`));
    // The person has read them: the list starts the next day empty.
    for (const n of listed) ok('dismiss', await this.stint.dismissNotSaved(n.id));
    // The administrator reopens the campaign after hours (white-box, no quota), before the
    // engine's next morning read of the projects, so tomorrow's edit onto it is sent again.
    this.sim.sim.ctx.store.projects.get(this.campaignId)!.active = 1;
    // Each to-do marked done is completed on the service (once: the update sets a field).
    let todoDifferences = 0;
    for (const { action: a } of script.steps) {
      if (a.kind !== 'todo-done') continue;
      const held = [...this.sim.sim.ctx.store.todos.values()].find((x) => x.name === a.todo);
      if (held?.is_completed !== true) {
        todoDifferences++;
        notes.push(`to-do ${a.todo}: not completed on the service`);
      }
    }
    return {
      requests: this.wire.counts.total,
      http429: this.wire.counts.http429,
      staleOpenS: staleOpen,
      staleHiddenS: staleHidden,
      unsynced: snap.sync.queued + check.differences + refusals.differences + todoDifferences,
      accountUsed: this.sim.sim.ctx.limits.accountDaily.used(this.sim.sim.ctx.store.account.id, this.clock.now()),
      counts: this.wire.counts,
      notes,
    };
  }
}

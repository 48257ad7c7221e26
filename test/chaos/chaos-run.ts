// One chaos run: the simulator (on the real clock, as the command line's process tests start
// it), a TCP proxy in front of it (proxy.ts), a data folder, the engine's process on it
// (driver.ts), and the person's record (person.ts). The person's actions go through `act`,
// which types the command, reads its acknowledgment, writes down what the person meant and
// checks what the process shows; `kill` and `restart` end the process with SIGKILL and open a
// new one on the same folder (checked as it opens); `finish` heals the network, lets the
// outbox drain and judges the service.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TimeEntry } from '../sim/model.ts';
import { startWatchedSim, type WatchedSim } from '../cli/support/kill-harness.ts';
import { ChaosProxy, type ProxyMode } from './proxy.ts';
import { EngineProcess, type Command } from './engine-process.ts';
import { PersonRecord } from './person.ts';
import { judgeService, shownDisagrees, type ServiceVerdict } from './judge.ts';
import type { Ack } from './protocol.ts';
import { dateOf } from '../core/support/intent.ts';

const ADA = 1;
/** Ada's Undo time: the app's own 10 s, so a correction is still held when a kill follows its click. */
export const UNDO_HOLD_MS = 10_000;
/**
 * Where every run's clock begins, whatever the hour it runs at: a Tuesday morning, so that
 * "started 10 minutes ago" never reaches back before midnight (a CI run just after midnight
 * was refused so).
 */
export const CHAOS_MORNING = Date.parse('2026-03-10T10:00:00Z');

/**
 * Where a process keeps the session: `keychain`, kept across a kill as the OS keychain keeps
 * it (a restart is signed in); `memory`, as where no keychain answers (the command line then
 * keeps it in memory): each restart starts signed out, and the person signs in again, which
 * a refused network refuses too.
 */
export type Sessions = 'keychain' | 'memory';

export interface ChaosLog {
  (line: string): void;
}

export class ChaosRun {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'stint-chaos-'));
  private readonly sessionFile = join(this.dataDir, '..', `${this.dataDir.split('/').pop()}.session`);
  engine!: EngineProcess;
  readonly person: PersonRecord;
  private readonly existing: Set<number>;
  /** How many of the person's entries were on the service before the run. */
  private readonly before: number;
  /** What went wrong with what a process showed, in the order found. */
  readonly disagreements: string[] = [];
  readonly counts = { actions: 0, kills: 0, refused: 0, modes: 0 };

  private constructor(
    readonly sim: WatchedSim,
    readonly proxy: ChaosProxy,
    readonly log: ChaosLog,
    private readonly undoHoldMs: number,
    private readonly sessions: Sessions,
    /** The run's clock against the wall clock: the service's and every engine process's begin at CHAOS_MORNING. */
    readonly shiftMs: number,
  ) {
    this.existing = new Set(sim.sim.ctx.store.entries.keys());
    this.person = new PersonRecord(this.adaEntries());
    this.before = this.person.intent.entries.length;
  }

  static async open(options: { log?: ChaosLog; sim?: WatchedSim; undoHoldMs?: number; sessions?: Sessions } = {}): Promise<ChaosRun> {
    const s = options.sim ?? (await startWatchedSim());
    const shiftMs = CHAOS_MORNING - Date.now();
    s.sim.reset(Date.now() + shiftMs);
    const port = Number(new URL(s.baseUrl).port);
    return new ChaosRun(s, await ChaosProxy.start(port), options.log ?? (() => undefined), options.undoHoldMs ?? UNDO_HOLD_MS, options.sessions ?? 'keychain', shiftMs);
  }

  /** Ada's active projects that need no task, by name: what the person picks. */
  projects(): { id: number; name: string }[] {
    const store = this.sim.sim.ctx.store;
    return [...store.projects.values()].filter((p) => p.active === 1 && p.required_task === 0).map((p) => ({ id: p.id, name: p.name }));
  }

  adaEntries(): TimeEntry[] {
    return [...this.sim.sim.ctx.store.entries.values()].filter((e) => e.user_id === ADA);
  }

  /** The first process: signed in on a clean network. */
  async begin(): Promise<void> {
    this.engine = this.spawn();
    await this.engine.opened();
    const a = await this.engine.command({ do: 'signin', email: 'ada@example.com', password: 'demo-password', accountId: 'demo' });
    assert.ok(a.ok, `sign-in: ${a.message}`);
    const settled = await this.engine.command({ do: 'settle' });
    assert.equal(settled.queued, 0);
  }

  private spawn(): EngineProcess {
    return new EngineProcess({ baseUrl: this.proxy.baseUrl, dataDir: this.dataDir, sessionFile: this.sessions === 'memory' ? 'memory' : this.sessionFile, undoHoldMs: this.undoHoldMs, clockShiftMs: this.shiftMs });
  }

  async network(mode: ProxyMode): Promise<void> {
    this.counts.modes++;
    this.log(`network ${mode.kind}${mode.kind === 'delay' ? ` ${mode.delayMs} ms` : ''}`);
    await this.proxy.set(mode);
  }

  /** The engine killed with SIGKILL now. */
  async kill(): Promise<void> {
    this.counts.kills++;
    this.log('kill -9');
    await this.engine.kill9();
  }

  /** A new process on the same data folder; what it shows as it opens must agree with the person. */
  async restart(): Promise<void> {
    this.engine = this.spawn();
    this.saysOnline = true;
    const shown = await this.engine.opened();
    this.log(`restart: shows ${shown.running ? `"${shown.running.description}" from ${new Date(shown.running.runningSince!).toISOString()}` : 'nothing running'}, ${shown.queued} queued`);
    this.check('after the restart', shown.running);
    if (this.sessions === 'memory') await this.act({ do: 'signin', email: 'ada@example.com', password: 'demo-password', accountId: 'demo' });
  }

  /** The command is typed; its acknowledgment is awaited unless `noWait` (the next may follow at once). */
  async act(c: Command, meaning: (ack: Ack) => void = () => undefined): Promise<Ack> {
    this.counts.actions++;
    const ack = await this.engine.command(c);
    this.record(c, ack, meaning);
    return ack;
  }

  /**
   * Types a command without waiting for it: its acknowledgment is read (and what it means
   * written down) when it comes, in the order typed. Answers when that is done.
   */
  typeAhead(c: Command, meaning: (ack: Ack) => void): Promise<void> {
    this.counts.actions++;
    const n = this.engine.type(c);
    return this.engine.ack(n).then((ack) => this.record(c, ack, meaning));
  }

  /**
   * The person pauses until the engine has sent what it can: on a network that passes bytes,
   * until the outbox is empty (a correction's Undo time included); where connections are
   * refused or reset, until it has nothing to do now; a blackhole holds a request for the
   * transport's whole timeout, which the person does not wait out.
   */
  async pause(): Promise<void> {
    const kind = this.proxy.current.kind;
    if (kind === 'blackhole') return;
    // Told offline, the engine sends nothing until told otherwise: nothing to wait for.
    await this.engine.command({ do: this.saysOnline && (kind === 'clean' || kind === 'delay') ? 'drain' : 'settle' });
  }

  /** What the OS last told the engine of the network (a new process starts online). */
  private saysOnline = true;

  /** The OS tells the engine the network went or came back. */
  async announce(online: boolean): Promise<void> {
    this.saysOnline = online;
    await this.act({ do: 'network', online });
  }

  /**
   * Kills the process as soon as it sends anything toward the service (inside a call), or once
   * it has nothing to send now (a refused network never reaches the proxy: killed at once).
   */
  async killWhenSending(): Promise<void> {
    if (this.proxy.current.kind !== 'refuse') {
      let off: () => void = () => undefined;
      const sent = new Promise<void>((resolve) => {
        off = this.proxy.onData(() => resolve());
      });
      const idle = this.engine.ack(this.engine.type({ do: 'settle' })).then(() => undefined);
      await Promise.race([sent, idle]).finally(off);
    }
    this.log('inside a call:');
    await this.kill();
  }

  private record(c: Command, ack: Ack, meaning: (ack: Ack) => void): void {
    this.log(`${JSON.stringify(c)} -> ${ack.ok ? 'ok' : `refused: ${ack.message}`}; shows ${ack.running ? `"${ack.running.description}" from ${new Date(ack.running.runningSince!).toISOString()}` : 'nothing running'}, ${ack.queued} queued`);
    if (!ack.ok) {
      this.counts.refused++;
      // The person was told no: nothing changed for them, but a "no timer" while theirs runs is the engine's mistake.
      if (/No timer is running|nothing runs/.test(ack.message ?? '') && this.person.running()) this.disagreements.push(`${JSON.stringify(c)} refused with "${ack.message}" while "${this.person.running()!.description}" runs`);
      return;
    }
    meaning(ack);
    this.check(`after ${JSON.stringify(c)}`, ack.running);
  }

  private check(when: string, running: Ack['running']): void {
    const wrong = shownDisagrees(running, this.person.running());
    if (wrong !== null) {
      this.log(`DISAGREES ${when}: ${wrong}`);
      this.disagreements.push(`${when}: ${wrong}`);
    }
  }

  /** The network clean, a process (the running one, or a new one), the outbox drained; then the service judged. */
  async finish(): Promise<{ verdict: ServiceVerdict; notSaved: Ack['notSaved'] }> {
    await this.network({ kind: 'clean' });
    if (this.engine.exit !== null) await this.restart();
    // The OS says the network is back (what a backoff planned on the bad network waits for).
    await this.engine.command({ do: 'network', online: false });
    await this.engine.command({ do: 'network', online: true });
    const last = await this.engine.command({ do: 'drain' });
    assert.equal(last.queued, 0, `the outbox drains on a clean network; still queued: ${last.queued}`);
    const made = this.adaEntries().filter((e) => !this.existing.has(e.id));
    const meant = this.person.intent.entries.slice(this.before);
    const excused = new Set(last.notSaved.flatMap((r) => meant.filter((m) => r.what.includes(m.description) && m.description !== '').map((m) => m.description)));
    return { verdict: judgeService(made, meant, excused), notSaved: last.notSaved };
  }

  /** Now on the run's clock (the wall clock shifted to the run's morning). */
  now(): number {
    return Date.now() + this.shiftMs;
  }

  today(at: number): string {
    return dateOf(at);
  }

  async close(ownSim: boolean): Promise<void> {
    await this.engine?.kill9().catch(() => undefined);
    await this.proxy.close();
    if (ownSim) await this.sim.close();
    rmSync(this.dataDir, { recursive: true, force: true });
    rmSync(this.sessionFile, { force: true });
  }
}

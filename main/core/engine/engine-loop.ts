// The loop: one at a time, it sends the outbox head or reads the service when the refresh
// policy says so, and sleeps until the next of those is due or something kicks it.
//
// Reads and writes share one loop, so they never race each other for the quota; commands
// only append to the outbox (written to disk first) and wake the loop.

import { DAY_FRESH_MS } from './engine-check-days.ts';
import type { EngineParts, ReadEvent } from './engine-parts.ts';
import type { EngineState } from './engine-state.ts';
import { displayOf, publish } from './engine-views.ts';
import { wordsOf } from './engine-language.ts';
import { formatInstantClock } from '../time/clock-format.ts';
import { describeOp, describeOps } from '../commands/op-label.ts';
import { entryNameIn } from './entry-name.ts';
import type { Op, StopOp } from '../commands/ops.ts';
import { allowance, backingOff, nextReadAt, readBudget, readOnEvent, type RefreshPolicyInput } from '../reads/refresh-policy.ts';
import { refreshPolicyInputOf } from './engine-read-plan.ts';
import { entryKeyOf, entryKeyOfId, refusalNotice, refusalWords, stillRunningWords, type RefusalNames } from '../commands/refusal-words.ts';
import type { StepOutcome } from '../commands/sender.ts';
import type { SyncState } from '../snapshot.ts';
import { nextHoldEnd } from '../commands/hold.ts';
import type { NotSavedRecord } from '../commands/not-saved.ts';
import { notSavedLine, notSavedNotification } from '../views/not-saved.ts';

/** The project an op puts an entry on, when it names one. */
function projectOfOp(op: Op): number | undefined {
  const id = (op as { readonly projectId?: unknown }).projectId;
  return typeof id === 'number' ? id : undefined;
}

export class EngineLoop {
  private sendFailures = 0;
  private sendBlockedUntil = 0;
  private onlineAgainAt = 0;

  constructor(
    private readonly s: EngineState,
    private readonly parts: EngineParts,
  ) {}

  setWindowVisible(visible: boolean): void {
    this.s.windowVisible = visible;
    if (visible) this.requestRead('show');
    // The polling pace changes with the window: the loop recomputes when it wakes.
    this.s.kick();
    publish(this.s);
  }

  private policyInput(): RefreshPolicyInput {
    return refreshPolicyInputOf(this.s);
  }

  /** Reads the day's quota affords now, less the reserve kept for the person's writes. */
  readBudget(): number {
    return readBudget(this.policyInput());
  }

  /** Reads beyond those the day's planned reads need (Infinity without a daily quota). */
  spareReads(): number {
    return allowance(this.policyInput()).spare;
  }

  requestRead(event: ReadEvent): void {
    if (!this.s.record) return;
    if (event === 'signin' || readOnEvent(this.policyInput(), event)) {
      this.s.readRequested = true;
      this.s.kick();
    } else if (event === 'prompt') {
      // No budget for a read: decide on what we know.
      this.parts.attention.afterReadForIdle();
    }
  }

  private blockedUntil(): number {
    const b = this.s.pacer.limits.blockedFor(['ip', 'second', 'minute', 'account_daily', 'unknown'], this.s.now());
    return b ? b.until : 0;
  }

  onNetwork(online: boolean): void {
    // The web may have changed anything while the network was away: a report read before
    // then is no copy to check a change on, however recent (engine-check-days.ts).
    this.s.lastReportAt = null;
    if (online) {
      this.onlineAgainAt = this.s.now();
      // Back online: what waited for the network goes now, not after its backoff.
      this.sendFailures = 0;
      this.sendBlockedUntil = 0;
      // "The service cannot be reached" was the network's doing: it goes with it, even
      // when a read made a moment ago means no new read now.
      if (this.s.syncState === 'offline') this.s.setSync('ok', null, null);
      this.requestRead('online');
      this.s.kick();
    } else {
      this.s.setOffline();
    }
    publish(this.s);
  }

  /**
   * When the network last came back (epoch ms; 0 when it never went): a change clicked before
   * then waited offline, and what the engine read before it may be stale however recent.
   */
  backOnlineAt(): number {
    return this.onlineAgainAt;
  }

  sendDue(): boolean {
    // Held corrections wait out their Undo time (commands/hold.ts); what does not depend on them goes.
    return this.s.ports.network.online() && this.s.record !== null && !this.s.held && this.s.outbox.sendable(this.s.now()) && this.s.now() >= Math.max(this.sendBlockedUntil, this.blockedUntil());
  }

  private readDue(): boolean {
    if (!this.s.record || !this.s.ports.network.online() || this.s.now() < this.blockedUntil()) return false;
    const input = this.policyInput();
    if (this.s.readRequested && !backingOff(input)) return true;
    const at = nextReadAt(input);
    return at !== null && this.s.now() >= at;
  }

  workDue(): boolean {
    return this.sendDue() || this.readDue();
  }

  private nextWakeAt(): number | null {
    // Offline: the network port's change event wakes the loop.
    if (!this.s.ports.network.online()) return null;
    const times: number[] = [];
    if (this.s.record && !this.s.held && this.s.outbox.size > 0) {
      const holdEnd = nextHoldEnd(this.s.outbox.items, this.s.now());
      const blocked = Math.max(this.sendBlockedUntil, this.blockedUntil());
      times.push(this.s.outbox.sendable(this.s.now()) ? blocked : Math.max(holdEnd ?? blocked, blocked));
    }
    if (this.s.record) {
      const r = nextReadAt(this.policyInput());
      if (r !== null) times.push(Math.max(r, this.blockedUntil()));
    }
    return times.length === 0 ? null : Math.min(...times);
  }

  async run(): Promise<void> {
    while (!this.s.closed) {
      this.s.busy = true;
      try {
        if (this.sendDue()) await this.sendOne();
        else if (this.readDue()) await this.parts.reads.readNow();
      } catch (e) {
        // An unexpected failure (a disk that refuses the outbox write): never a hot loop.
        this.s.logFailure('engine loop', e);
        this.sendBlockedUntil = this.s.now() + 30_000;
        this.s.readFailures++;
        this.s.lastReadAttemptAt = this.s.now();
      }
      if (this.workDue()) continue;
      this.s.busy = false;
      for (const r of this.s.idlers.splice(0)) r();
      this.s.wake = new AbortController();
      const at = this.nextWakeAt();
      try {
        // Waiting for a command or an event without a time: sleep until kicked.
        await this.s.ports.clock.sleep(at === null ? 24 * 3_600_000 : Math.max(1, at - this.s.now()), this.s.wake.signal);
      } catch {
        // kicked
      }
    }
    this.s.busy = false;
  }

  private async sendOne(): Promise<void> {
    if (!this.s.sender) return;
    const head = await this.s.outbox.claimNext(this.s.now(), this.s.known.zone.offsetMinutes);
    if (!head) return;
    this.s.syncState = 'syncing';
    publish(this.s);
    let outcome: StepOutcome;
    const sender = this.s.sender;
    try {
      outcome = await this.parts.preflight.send(head, () => sender.step(head));
    } finally {
      this.s.outbox.setBusy(null);
    }
    // A 401 answered to a session the person has since replaced by signing in again is
    // about the old token: the op stays queued and goes with the new session.
    if (outcome.type !== 'token_gone' || this.s.sender === sender) await this.afterStep(head.op, outcome);
    publish(this.s);
  }

  /** A refusal listed as not saved, said in the window, and notified while the window is hidden. */
  private tell(record: NotSavedRecord, entryKey: string | undefined): void {
    const i18n = wordsOf(this.s);
    this.s.setNotice('error', notSavedLine(record, i18n), { ...record.fields }, entryKey, record.id);
    if (!this.s.windowVisible) this.s.ports.notifier.show(notSavedNotification(record, i18n));
  }

  /**
   * A start done whose end of the entry it replaced was refused a late correction (locked
   * meanwhile): the new timer runs, and the old entry keeps the time after the click. Listed
   * like a refused stop, about that entry.
   */
  private async endRefused(op: Op, refused: NonNullable<Extract<StepOutcome, { type: 'done' }>['endRefused']>, now: number): Promise<void> {
    const owner = this.s.ownerKey();
    if (!owner) return;
    const entryKey = entryKeyOfId(refused.entry, (id) => this.s.outbox.localIdOf(id));
    // Said as the stop the switch made of that entry at the click.
    const ended: StopOp = { kind: 'stop', opId: op.opId, at: op.at, entry: { id: refused.entry }, intendedSeconds: 0 };
    const projectName = (id: number): string => this.names().project(id) ?? `project ${id}`;
    const what = describeOp(ended, projectName, this.s.known.zone.offsetMinutes, displayOf(this.s).hourCycle, wordsOf(this.s), entryNameIn(this.s, projectName));
    const why = [refusalNotice(refused.message, 0, wordsOf(this.s), this.names()), refused.holds].filter((w) => w !== '').join(' ');
    const record: NotSavedRecord = { id: this.s.makeId(), owner, what, why, at: now, entryKey, fields: {}, refusal: { message: refused.message, code: refused.code, fields: {} } };
    await this.s.outbox.keepNotSaved(record);
    this.tell(record, entryKey);
  }

  private names(): RefusalNames {
    const { projects, tasks } = this.s.known;
    return {
      project: (id) => projects.find((p) => p.id === id)?.name ?? null,
      task: (projectId, taskId) => tasks[String(projectId)]?.find((t) => t.id === taskId)?.name ?? null,
    };
  }

  private async afterStep(op: Op, o: StepOutcome): Promise<void> {
    const now = this.s.now();
    if (o.type !== 'progress' && o.type !== 'done') {
      this.s.ports.logger.log(o.type === 'rejected' || o.type === 'failed' ? 'warn' : 'info', 'send step', {
        op: op.kind,
        outcome: o.type,
        code: o.type === 'rejected' ? o.code : null,
        // The service's own words of a refusal, as it sent them (the notice rephrases them).
        said: o.type === 'rejected' ? o.message : null,
        saidOfFields: o.type === 'rejected' ? JSON.stringify(o.fields) : null,
        queued: this.s.outbox.size,
      });
    }
    switch (o.type) {
      case 'progress':
      case 'done':
        this.sendFailures = 0;
        this.sendBlockedUntil = 0;
        if (o.type === 'done' && o.reread) this.s.readRequested = true;
        if (o.type === 'done' && o.endRefused !== undefined) await this.endRefused(op, o.endRefused, now);
        this.s.settledSync();
        return;
      case 'offline':
      case 'doubt':
      case 'failed': {
        this.sendFailures++;
        const wait = Math.min(5 * 60_000, 1_000 * 2 ** Math.min(this.sendFailures - 1, 9));
        this.sendBlockedUntil = now + wait;
        const state: SyncState = o.type === 'failed' ? 'error' : 'offline';
        const n = this.s.outbox.size;
        const i18n = wordsOf(this.s);
        const said =
          o.type === 'failed'
            ? i18n._({ id: 'sync.sendFailed', message: 'Sending failed: {why}. Stint tries again shortly.', values: { why: o.message.replace(/\.$/, '') } })
            : i18n._({ id: 'sync.unreachableWaiting', message: 'The service cannot be reached; {count, plural, one {# action} other {# actions}} waiting.', values: { count: n } });
        this.s.setSync(state, said, this.sendBlockedUntil);
        return;
      }
      case 'rate_limited':
        this.sendBlockedUntil = o.until;
        const time = formatInstantClock(o.until, this.s.known.zone.offsetMinutes, displayOf(this.s).hourCycle);
        const i18n = wordsOf(this.s);
        this.s.setSync('rate_limited', i18n._({ id: 'sync.sendLimited', message: "The service's request limit is reached; sending resumes at {time}.", values: { time } }), o.until);
        return;
      case 'token_gone':
        void this.parts.session.tokenGone(o.error);
        return;
      case 'rejected': {
        const entryKey = entryKeyOf(op, (id) => this.s.outbox.localIdOf(id));
        const names = this.names();
        const projectName = (id: number): string => names.project(id) ?? `project ${id}`;
        const described = (ops: readonly Op[]): string[] => describeOps(ops, projectName, this.s.known.zone.offsetMinutes, displayOf(this.s).hourCycle, wordsOf(this.s), entryNameIn(this.s, projectName, ops));
        let kept: NotSavedRecord | null = null;
        // Removed before the loop looks at the queue again (a refused command is never sent
        // twice), and listed in the same write until the person dismisses it.
        await this.s.outbox.reject(op.opId, (removed, owner) => {
          // The parts of its own change are named in `what`; only other actions that needed it count as later ones.
          const dependents = removed.filter((r) => r.opId !== op.opId && (op.group === undefined || r.group !== op.group)).length;
          const i18n = wordsOf(this.s);
          const words = Object.keys(o.fields).length > 0 ? refusalWords(op, o.fields, names, dependents, i18n) : { message: refusalNotice(o.message, dependents, i18n, names, o.checked === true), fields: {} };
          const { type: _type, putBack: _putBack, alone: _alone, holds: _holds, checked: _checked, ...refusal } = o;
          const why = [words.message, o.putBack?.said, o.holds, stillRunningWords(op, o.code, i18n)].filter((w) => w !== undefined).join(' ');
          kept = { id: this.s.makeId(), owner, what: described([op, ...removed.filter((r) => r.opId !== op.opId)]).join('; '), why, at: now, ...(entryKey !== undefined ? { entryKey } : {}), fields: words.fields, refusal: JSON.parse(JSON.stringify(refusal)) as Record<string, unknown> };
          return kept;
        }, o.putBack, o.alone === true);
        const record = kept as NotSavedRecord | null;
        if (record !== null) this.tell(record, entryKey);
        // The service knows the project better than our list: the project the op named is read
        // again alone (one request, not the whole list: 100 for an account of 10,000 projects);
        // a refusal naming a project the op does not name reads the list again.
        const refusedProject = o.fields.project === undefined ? undefined : projectOfOp(op);
        if (o.fields.project !== undefined && refusedProject === undefined) this.s.known.projectsAt = null;
        // The optimistic view showed the refused command: read what the service really holds,
        // unless the day was read a few seconds ago (the check before it, issue 61): that copy
        // with the answers since is what it holds. A list to read again is read with the day,
        // or alone when the day is that fresh (one request, not two).
        const reportAt = this.s.lastReportAt;
        const dayStale = reportAt === null || now - reportAt > DAY_FRESH_MS;
        if (dayStale) this.s.readRequested = true;
        if (refusedProject !== undefined) await this.parts.reads.readProjectNow(refusedProject);
        else if (!dayStale && o.fields.project !== undefined) await this.parts.reads.readProjectsNow();
        this.s.settledSync();
        return;
      }
    }
  }
}

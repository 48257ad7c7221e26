// The engine behind the facade: holds what the service last said, the durable outbox and
// the session, and runs one loop that sends queued commands in order and reads the service
// when the refresh policy says so. Every change publishes a new immutable snapshot.
//
// Reads and writes share one loop, so they never race each other for the quota; commands
// only append to the outbox (written to disk first) and wake the loop.

import { ServiceClient, signIn as apiSignIn } from '../api/client.ts';
import { isServiceError, type AnyServiceError } from '../api/errors.ts';
import { makeUserAgent } from '../api/identity.ts';
import { Pacer, type PacerWindow } from '../api/pacer.ts';
import type { TimeEntry } from '../api/types.ts';
import { INITIAL_IDLE_STATE, applyIdleChoice, idleDetection, presenceOf, promptFor, stepIdle, type IdleState } from './idle-policy.ts';
import { IDLE_NOTIFICATION_ID, idleNotification, isIdleChoice } from './idle-notification.ts';
import { addDays, localDate } from './local-time.ts';
import type { Op } from './ops.ts';
import { emptyKnown, loadKnown, saveKnown, type Known } from './known.ts';
import { Outbox, type OutboxOwner } from './outbox.ts';
import { newestFirst, overlay } from './overlay.ts';
import { buildSnapshot } from './snapshot-builder.ts';
import { planContinue, planEdit, planEditDescription, planManual, planStart, planStop, planStopAt, type Plan, type TrackerView } from './tracker.ts';
import type { Ports } from './ports.ts';
import { readCurrentUser, readProjects, readRecent, readTasks, readWeek } from './reads.ts';
import { backingOff, nextReadAt, readOnEvent, type Quota, type RefreshPolicyInput } from './refresh-policy.ts';
import { decideReminder, reminderTarget, snoozeUntil, REMINDER_NOTIFICATION_ID, REMINDER_ACTION_CONTINUE } from './reminder-policy.ts';
import { Sender, type StepOutcome } from './sender.ts';
import { stopwatchStartEpoch, type ServerEntry } from './server-entry.ts';
import { checkSignInInput, signInFailure, tokenGoneReason } from './session-messages.ts';
import { parseSessionRecord, serializeSessionRecord, type SessionRecord } from './session-record.ts';
import { loadSettings, updateSettings, type Settings } from './settings.ts';
import type { EntryView, IdlePrompt, Notice, SessionState, ShellStatus, Snapshot, SyncState } from './snapshot.ts';
import type { CommandResult, EditInput, IdleChoice, ManualInput, ShellStatusField, SignInInput, SnoozeChoice, StartInput, Stint } from './stint-api.ts';
import { endOfCurrentWindow, resolveWorkSchedule, type WorkSchedule } from './working-hours.ts';
import { learnZone, offsetFromStopwatch } from './zone.ts';

export interface StintOptions {
  /** Goes into the User-Agent made at sign-in. */
  readonly appVersion: string;
  /** `linux`, `darwin`, `win32`, or a harness name. */
  readonly platform: string;
  /** Pacing windows for the shared pacer (default: the client's). */
  readonly pacing?: readonly PacerWindow[];
  /** Per-request timeout. Default 15 s. */
  readonly timeoutMs?: number;
  /** How often idle and reminders are checked, locally (no request). Default 15 s. */
  readonly tickMs?: number;
  /** Makes unique ids for commands (default: crypto.randomUUID). */
  readonly makeId?: () => string;
}

const PROJECTS_MAX_AGE_MS = 12 * 3_600_000;
const SLOW_READ_RETRY_MS = 15 * 60_000;
const RECENT_LIMIT = 10;
const OK: CommandResult = Object.freeze({ ok: true });

function fail(message: string, fields: Record<string, string> = {}): CommandResult {
  return Object.freeze({ ok: false, message, fields: Object.freeze(fields) });
}


export class Engine implements Stint {
  private settings!: Settings;
  private record: SessionRecord | null = null;
  /** Whose data the caches hold, kept after a sign-out so the same user finds them again. */
  private lastOwnerKey = '';
  private client: ServiceClient | null = null;
  private sender: Sender | null = null;
  private readonly pacer: Pacer;
  private outbox!: Outbox;

  private sessionState: SessionState = { state: 'signed_out', reason: null, authAttemptsLeft: null };
  /** What the service last said (entries, projects, tasks, week, zone); cached on disk. */
  private known: Known = emptyKnown();

  private lastReadAt: number | null = null;
  private lastReadAttemptAt: number | null = null;
  private readFailures = 0;
  /** The projects and the week are retried on their own, not with every poll. */
  private slowReadRetryAt = 0;
  private sendFailures = 0;
  private sendBlockedUntil = 0;
  private readRequested = false;
  private syncState: SyncState = 'ok';
  private syncMessage: string | null = null;
  private resumesAt: number | null = null;
  private held = false;

  private idleState: IdleState = INITIAL_IDLE_STATE;
  private prompt: IdlePrompt | null = null;
  private pendingAbsence: { since: number; until: number; reason: IdlePrompt['reason'] } | null = null;
  private reminderSnoozedUntil: number | null = null;
  private reminderShownAt: number | null = null;
  private reminderTarget: 'continue' | 'picker' | null = null;
  private reminderClickedAt: number | null = null;
  private reminderPending = false;
  private lastLocalChangeAt: number | null = null;
  private lastStoppedAt: number | null = null;

  private notice: Notice | null = null;
  private shell: ShellStatus = Object.freeze({ shortcut: null, launchAtLogin: null });
  private windowVisible = false;
  private snap!: Snapshot;
  private readonly listeners = new Set<(s: Snapshot) => void>();

  private closed = false;
  private wake = new AbortController();
  private busy = false;
  private loopDone: Promise<void> = Promise.resolve();
  private tickDone: Promise<void> = Promise.resolve();
  private readonly tickStop = new AbortController();
  private idlers: (() => void)[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly unsubscribers: (() => void)[] = [];
  private readonly makeId: () => string;

  constructor(
    private readonly ports: Ports,
    private readonly opts: StintOptions,
  ) {
    this.pacer = new Pacer({ clock: ports.clock, ...(opts.pacing ? { windows: opts.pacing } : {}) });
    this.makeId = opts.makeId ?? (() => globalThis.crypto.randomUUID());
  }

  // ===== lifecycle =====

  async init(): Promise<void> {
    this.settings = loadSettings(this.ports.settings, this.makeId);
    const opened = await Outbox.open(this.ports.durable);
    this.outbox = opened.outbox;
    if (!opened.ok) {
      this.setNotice('error', `The queue of unsent actions could not be read; it was kept at ${opened.keptAt} (${opened.reason}). Nothing was deleted.`);
    }
    const record = parseSessionRecord(await this.ports.secrets.get().catch(() => null));
    if (record) this.useRecord(record);
    this.known = await loadKnown(this.ports.durable, this.ownerKey());
    this.pacer.limits.subscribe(() => this.publish());
    this.unsubscribers.push(this.ports.idle.onEvent((ev) => this.onSystemEvent(ev)));
    this.unsubscribers.push(this.ports.network.onChange((online) => this.onNetwork(online)));
    this.unsubscribers.push(
      this.ports.notifier.onAction((id, action) => void this.track(this.onNotification(id, action)).catch((e: unknown) => this.logFailure('notification action', e))),
    );
    this.publish();
    this.loopDone = this.loop();
    this.tickDone = this.ticker();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    // Flush first: what can be sent now is sent; what cannot (offline, blocked) stays on disk.
    await this.settled();
    this.closed = true;
    this.tickStop.abort();
    this.wake.abort();
    for (const u of this.unsubscribers) u();
    await Promise.allSettled([this.loopDone, this.tickDone]);
    await this.saveCache().catch(() => {});
    for (const r of this.idlers.splice(0)) r();
  }

  snapshot(): Snapshot {
    return this.snap;
  }

  subscribe(listener: (s: Snapshot) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async settled(): Promise<void> {
    // Commands still on their way into the outbox (a notification's action) come first.
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    if (this.closed || (!this.busy && !this.workDue())) return;
    const p = new Promise<void>((resolve) => this.idlers.push(resolve));
    // Work may have become due by something other than a kick (the clock moved): wake the loop.
    if (!this.busy) this.kick();
    await p;
    if (this.inFlight.size > 0) await this.settled();
  }

  /** Keeps a command's promise until it is done, so that `settled()` waits for it. */
  private track<T>(p: Promise<T>): Promise<T> {
    this.inFlight.add(p);
    const done = () => this.inFlight.delete(p);
    p.then(done, done);
    return p;
  }

  // ===== session =====

  private ownerKey(): string {
    return this.record ? `${this.record.baseUrl}|${this.record.credentials.accountId}|${this.record.user.id}` : '';
  }

  private owner(): OutboxOwner | null {
    if (!this.record) return null;
    return { baseUrl: this.record.baseUrl, accountId: this.record.credentials.accountId, userId: this.record.user.id };
  }

  private useRecord(record: SessionRecord): void {
    this.ports.logger.redact(record.credentials.token);
    this.record = record;
    this.lastOwnerKey = `${record.baseUrl}|${record.credentials.accountId}|${record.user.id}`;
    const client: ServiceClient = new ServiceClient({
      baseUrl: record.baseUrl,
      fetch: this.ports.fetch,
      credentials: record.credentials,
      clock: this.ports.clock,
      pacer: this.pacer,
      ...(this.opts.timeoutMs !== undefined ? { timeoutMs: this.opts.timeoutMs } : {}),
      // A late 401 of a client from an earlier session must not end the current one.
      onTokenRejected: (e) => {
        if (this.client === client) void this.tokenGone(e);
      },
    });
    const u = record.user;
    this.client = client;
    this.sessionState = {
      state: 'signed_in',
      baseUrl: record.baseUrl,
      accountId: record.credentials.accountId,
      email: record.credentials.email,
      userId: u.id,
      userName: u.name,
      role: u.role,
    };
    this.sender = new Sender({
      client,
      outbox: this.outbox,
      clock: this.ports.clock,
      userId: u.id,
      offsetMinutes: () => this.known.zone.offsetMinutes,
      knownIds: (date) => [...this.known.entries.values()].filter((e) => e.date === date).map((e) => e.id),
      onEntry: (entry, answer, sentAt, saysWhatRuns) => this.onEntryAnswer(entry, answer, sentAt, saysWhatRuns),
      mappedIds: () => new Set(this.outbox.items.flatMap((i) => (i.progress.createdId !== undefined ? [i.progress.createdId] : []))),
    });
    this.checkHeld();
  }

  private checkHeld(): void {
    const o = this.outbox.owner;
    const me = this.owner();
    this.held = o !== null && me !== null && (o.baseUrl !== me.baseUrl || o.accountId !== me.accountId || o.userId !== me.userId);
  }

  async signIn(input: SignInInput): Promise<CommandResult> {
    const fields = checkSignInInput(input);
    if (Object.keys(fields).length > 0) return fail('Check the highlighted fields.', fields);
    if (this.sessionState.state === 'signing_in') return fail('A sign-in is already under way.');

    const baseUrl = input.baseUrl.replace(/\/+$/, '');
    const email = input.email.trim();
    this.sessionState = { state: 'signing_in' };
    this.publish();
    this.ports.logger.redact(input.password);
    const userAgent = makeUserAgent(this.opts.appVersion, this.opts.platform, this.settings.installId);
    try {
      const credentials = await apiSignIn({
        baseUrl,
        userAgent,
        email,
        password: input.password,
        accountId: input.accountId.trim(),
        fetch: this.ports.fetch,
        clock: this.ports.clock,
        pacer: this.pacer,
      });
      this.ports.logger.redact(credentials.token);
      const probe = new ServiceClient({ baseUrl, fetch: this.ports.fetch, credentials, clock: this.ports.clock, pacer: this.pacer });
      const me = await readCurrentUser(probe, email);
      if (!me) {
        this.sessionState = { state: 'signed_out', reason: 'Signed in, but the service did not list your user. Ask an admin of the account.', authAttemptsLeft: null };
        this.publish();
        return fail('The service did not list your user.');
      }
      const user = me.user;
      const record: SessionRecord = { credentials, baseUrl, user };
      await this.ports.secrets.set(serializeSessionRecord(record));
      if (this.lastOwnerKey !== `${baseUrl}|${credentials.accountId}|${user.id}`) this.resetServerState();
      this.useRecord(record);
      this.known.zone = learnZone(this.known.zone, me.offsetMinutes, 'user');
      this.ports.logger.log('info', 'signed in', { userId: user.id, queued: this.outbox.size });
      this.rememberSignIn(baseUrl, email, credentials.accountId);
      this.notice = null;
      this.lastReadAt = null;
      this.requestRead('signin');
      this.publish();
      return OK;
    } catch (e) {
      const { reason, attemptsLeft } = signInFailure(e, this.known.zone.offsetMinutes);
      this.sessionState = { state: 'signed_out', reason, authAttemptsLeft: attemptsLeft };
      this.publish();
      return fail(reason);
    }
  }

  private rememberSignIn(serviceAddress: string, email: string, accountId: string): void {
    const r = updateSettings(this.ports.settings, this.settings, { lastSignIn: { serviceAddress, email, accountId } });
    if (r.ok) this.settings = r.settings;
  }

  async signOut(): Promise<CommandResult> {
    if (!this.record) return OK;
    await this.ports.secrets.delete();
    this.dropSession('You signed out.');
    return OK;
  }

  private dropSession(reason: string): void {
    this.record = null;
    this.client = null;
    this.sender = null;
    this.sessionState = { state: 'signed_out', reason, authAttemptsLeft: null };
    this.prompt = null;
    this.publish();
  }

  private async tokenGone(e: AnyServiceError): Promise<void> {
    if (!this.record) return;
    this.ports.logger.log('warn', 'token refused: signed out', { userId: this.record.user.id, code: e.code, queued: this.outbox.size });
    // Signed out at once, so the loop sends nothing more with the dead token.
    this.dropSession(tokenGoneReason(e, this.outbox.size));
    await this.ports.secrets.delete().catch((err: unknown) => this.logFailure('deleting the refused token', err));
  }

  private logFailure(what: string, e: unknown): void {
    this.ports.logger.log('error', what, { error: e instanceof Error ? e.message : String(e) });
  }

  private resetServerState(): void {
    this.known = emptyKnown();
    this.lastReadAt = null;
  }

  private async saveCache(): Promise<void> {
    if (this.record) await saveKnown(this.ports.durable, this.ownerKey(), this.known);
  }

  // ===== tracker commands =====

  private now(): number {
    return this.ports.clock.now();
  }

  private today(): string {
    return localDate(this.now(), this.known.zone.offsetMinutes);
  }

  private views(): EntryView[] {
    return overlay({
      entries: [...this.known.entries.values()],
      queue: this.outbox.items,
      ids: (r) => this.outbox.resolve(r),
      offsetMinutes: this.known.zone.offsetMinutes,
      projectName: (id) => this.known.projects.find((p) => p.id === id)?.name ?? `Project ${id}`,
      customerName: (id) => this.known.projects.find((p) => p.id === id)?.customerName ?? null,
      taskName: (pid, tid) => this.known.tasks[String(pid)]?.find((t) => t.id === tid)?.name ?? null,
    }).sort(newestFirst);
  }

  private running(): EntryView | null {
    return this.views().find((v) => v.runningSince !== null) ?? null;
  }

  private tracker(): TrackerView {
    return {
      now: this.now(),
      offsetMinutes: this.known.zone.offsetMinutes,
      entries: this.views(),
      projects: this.known.projects,
      tasks: this.known.tasks,
      makeId: this.makeId,
    };
  }

  private checkSignedIn(): CommandResult | null {
    if (!this.record) return fail('Sign in first.');
    if (this.held) return fail('Actions of another user wait in the queue; sign in as that user to send them first.');
    return null;
  }

  /**
   * Plans a command against the queue as it stands once earlier commands landed, queues it
   * (on disk first), shows it at once, and wakes the loop.
   */
  private run(plan: Plan | (() => Plan)): Promise<CommandResult> {
    return this.track(this.queue(plan));
  }

  private async queue(plan: Plan | (() => Plan)): Promise<CommandResult> {
    const bad = this.checkSignedIn();
    if (bad) return bad;
    const owner = this.owner();
    if (!owner) return fail('Sign in first.');
    const p = await this.outbox.appendPlanned(() => (typeof plan === 'function' ? plan() : plan), owner, this.known.zone.offsetMinutes);
    if ('refuse' in p) return p.refuse;
    if ('noop' in p) return OK;
    this.lastLocalChangeAt = p.op.at;
    if (p.op.kind === 'stop') this.lastStoppedAt = p.op.at;
    this.notice = null;
    // Sent at once when nothing holds it: say so now, not after the loop wakes.
    if (this.sendDue()) this.syncState = 'syncing';
    this.publish();
    this.kick();
    return OK;
  }

  start(input: StartInput): Promise<CommandResult> {
    return this.run(() => planStart(this.tracker(), input));
  }

  stop(): Promise<CommandResult> {
    return this.run(() => planStop(this.tracker()));
  }

  continueEntry(entryKey: string): Promise<CommandResult> {
    return this.run(() => planContinue(this.tracker(), entryKey));
  }

  editDescription(entryKey: string, description: string): Promise<CommandResult> {
    return this.run(() => planEditDescription(this.tracker(), entryKey, description));
  }

  editRunning(input: EditInput): Promise<CommandResult> {
    return this.run(() => planEdit(this.tracker(), input));
  }

  addManualEntry(input: ManualInput): Promise<CommandResult> {
    return this.run(() => planManual(this.tracker(), input));
  }

  async pickProject(projectId: number): Promise<CommandResult> {
    const bad = this.checkSignedIn();
    if (bad) return bad;
    if (this.known.tasks[String(projectId)]) return OK;
    if (!this.client) return fail('Sign in first.');
    try {
      const tasks = await readTasks(this.client, projectId);
      this.known.tasks = { ...this.known.tasks, [String(projectId)]: Object.freeze(tasks) };
      this.publish();
      void this.saveCache().catch((e: unknown) => this.logFailure('saving the cache', e));
      return OK;
    } catch (e) {
      return fail(`The project's tasks could not be read: ${isServiceError(e) ? e.message : String(e)}. Try again.`);
    }
  }

  // ===== idle and reminders =====

  async resolveIdle(choice: IdleChoice): Promise<CommandResult> {
    const prompt = this.prompt;
    if (!prompt) return fail('There is no idle time to decide on.');
    this.prompt = null;
    this.ports.notifier.close(IDLE_NOTIFICATION_ID);
    // The prompt may name the entry by its local key, replaced by the service's id since.
    const id = prompt.entryKey.startsWith('l') ? this.outbox.resolve({ localId: prompt.entryKey.slice(1) }) : undefined;
    const current = id === undefined ? prompt : { ...prompt, entryKey: `e${id}` };
    const action = applyIdleChoice(choice, current, this.running(), this.now());
    if (action.kind === 'nothing') {
      this.publish();
      return OK;
    }
    const entry = this.views().find((v) => v.key === action.entryKey);
    if (!entry) {
      this.publish();
      return OK;
    }
    const r = await this.run(planStopAt(this.tracker(), entry, action.endAt));
    if (!r.ok || !action.restart) return r;
    const restart = action.restart;
    return this.run(() => planStart({ ...this.tracker(), now: restart.startAt }, restart));
  }

  async snoozeReminders(choice: SnoozeChoice): Promise<CommandResult> {
    this.reminderSnoozedUntil = snoozeUntil(this.now(), this.known.zone.offsetMinutes, choice, this.schedule());
    this.ports.notifier.close(REMINDER_NOTIFICATION_ID);
    this.publish();
    return OK;
  }

  private schedule(): WorkSchedule {
    const u = this.record?.user ?? null;
    return resolveWorkSchedule(u ? { workDays: u.workDays, workStartAt: u.workStartAt, workEndAt: u.workEndAt } : null, this.settings.workingHours);
  }

  private onSystemEvent(ev: 'lock' | 'unlock' | 'suspend' | 'resume'): void {
    this.feedIdle({ type: ev, at: this.now() });
    if (ev === 'resume' || ev === 'unlock') this.requestRead(ev === 'resume' ? 'wake' : 'unlock');
    this.kick();
    this.publish();
  }

  private feedIdle(event: Parameters<typeof stepIdle>[1]): void {
    const step = stepIdle(this.idleState, event, {
      enabled: this.settings.idle.enabled,
      thresholdSeconds: this.settings.idle.thresholdMinutes * 60,
      running: this.running(),
      pending: this.prompt,
    });
    this.idleState = step.state;
    if (step.returned && step.prompt) {
      // A fresh read decides: the timer may have been stopped elsewhere meanwhile.
      this.pendingAbsence = step.returned;
      this.requestRead('prompt');
    }
  }

  /** After the fresh read an absence asked for: prompt only if the timer still ran through it. */
  private afterReadForIdle(): void {
    const absence = this.pendingAbsence;
    if (!absence) return;
    this.pendingAbsence = null;
    const running = this.running();
    const prompt = promptFor(absence, running, this.settings.idle.enabled, this.prompt);
    if (!prompt || !running) return;
    this.prompt = prompt;
    this.ports.notifier.show(idleNotification(prompt, running.projectName, this.known.zone.offsetMinutes));
  }

  private async onNotification(id: string, action: string): Promise<void> {
    if (id === IDLE_NOTIFICATION_ID && isIdleChoice(action)) {
      await this.resolveIdle(action);
      return;
    }
    if (id === REMINDER_NOTIFICATION_ID) {
      this.reminderTarget = reminderTarget(action);
      this.reminderClickedAt = this.now();
      if (action === REMINDER_ACTION_CONTINUE) {
        const last = this.recent()[0];
        if (last) await this.continueEntry(last.key);
      }
      this.publish();
    }
  }

  /** Distinct recent entries (project, task, description), newest first: what "continue" offers. */
  private recent(views: readonly EntryView[] = this.views()): EntryView[] {
    const seen = new Set<string>();
    const out: EntryView[] = [];
    for (const v of views) {
      const k = `${v.projectId}|${v.taskId}|${v.description}`;
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(v);
      if (out.length >= RECENT_LIMIT) break;
    }
    return out;
  }

  private async ticker(): Promise<void> {
    const every = this.opts.tickMs ?? 15_000;
    while (!this.closed) {
      try {
        await this.ports.clock.sleep(every, this.tickStop.signal);
      } catch {
        return;
      }
      this.tick();
    }
  }

  /** Local checks only: idle readings and the reminder. No request unless they call for a read. */
  private tick(): void {
    const now = this.now();
    this.feedIdle({ type: 'tick', at: now, idleSeconds: this.ports.idle.idleSeconds() });
    this.considerReminder();
    this.publish();
  }

  private considerReminder(): void {
    if (!this.record) return;
    const recent = this.recent().find((v) => v.runningSince === null) ?? null;
    const d = decideReminder({
      now: this.now(),
      offsetMinutes: this.known.zone.offsetMinutes,
      enabled: this.settings.reminders.enabled,
      intervalMinutes: this.settings.reminders.intervalMinutes,
      schedule: this.schedule(),
      signedIn: true,
      timerRunning: this.running() !== null,
      lastReadAt: this.lastReadAt,
      lastLocalChangeAt: this.lastLocalChangeAt,
      presence: presenceOf(this.idleState),
      snoozedUntil: this.reminderSnoozedUntil,
      lastShownAt: this.reminderShownAt,
      lastStoppedAt: this.lastStoppedAt,
      lastEntry: recent,
    });
    if (d.action === 'refresh_then_remind') {
      if (!this.reminderPending) {
        this.reminderPending = true;
        this.requestRead('prompt');
      }
      return;
    }
    this.reminderPending = false;
    if (d.action === 'remind') {
      this.reminderShownAt = this.now();
      this.ports.notifier.show(d.notification);
    }
  }

  // ===== the loop =====

  setWindowVisible(visible: boolean): void {
    this.windowVisible = visible;
    if (visible) this.requestRead('show');
    // The polling pace changes with the window: the loop recomputes when it wakes.
    this.kick();
    this.publish();
  }

  async refresh(): Promise<CommandResult> {
    if (!this.record) return fail('Sign in first.');
    this.readRequested = true;
    this.kick();
    await this.settled();
    return this.syncState === 'error' || this.syncState === 'offline' ? fail(this.syncMessage ?? 'The service could not be read.') : OK;
  }

  private policyInput(): RefreshPolicyInput {
    const now = this.now();
    return {
      now,
      lastReadAt: this.lastReadAt,
      lastAttemptAt: this.lastReadAttemptAt,
      windowVisible: this.windowVisible,
      presence: presenceOf(this.idleState),
      failures: this.readFailures,
      quota: this.quota(),
      workEndsAt: endOfCurrentWindow(now, this.known.zone.offsetMinutes, this.schedule()),
    };
  }

  private quota(): Quota | null {
    const d = this.pacer.limits.snapshot().daily;
    if (!d || d.remaining === undefined || d.limit === undefined || d.resetAt === undefined) return null;
    return { remaining: d.remaining, limit: d.limit, resetAt: d.resetAt };
  }

  private requestRead(event: 'show' | 'wake' | 'unlock' | 'online' | 'prompt' | 'signin'): void {
    if (!this.record) return;
    if (event === 'signin' || readOnEvent(this.policyInput(), event)) {
      this.readRequested = true;
      this.kick();
    } else if (event === 'prompt') {
      // No budget for a read: decide on what we know.
      this.afterReadForIdle();
    }
  }

  private kick(): void {
    this.wake.abort();
  }

  private blockedUntil(): number {
    const b = this.pacer.limits.blockedFor(['ip', 'second', 'minute', 'account_daily', 'unknown'], this.now());
    return b ? b.until : 0;
  }

  private onNetwork(online: boolean): void {
    if (online) {
      // Back online: what waited for the network goes now, not after its backoff.
      this.sendFailures = 0;
      this.sendBlockedUntil = 0;
      this.requestRead('online');
      this.kick();
    } else {
      const n = this.outbox.size;
      this.setSync('offline', `Offline${n > 0 ? `: ${n} action${n === 1 ? '' : 's'} waiting` : ''}.`, null);
    }
    this.publish();
  }

  private sendDue(): boolean {
    return this.ports.network.online() && this.record !== null && !this.held && this.outbox.size > 0 && this.now() >= Math.max(this.sendBlockedUntil, this.blockedUntil());
  }

  private readDue(): boolean {
    if (!this.record || !this.ports.network.online() || this.now() < this.blockedUntil()) return false;
    const input = this.policyInput();
    if (this.readRequested && !backingOff(input)) return true;
    const at = nextReadAt(input);
    return at !== null && this.now() >= at;
  }

  private workDue(): boolean {
    return this.sendDue() || this.readDue();
  }

  private nextWakeAt(): number | null {
    // Offline: the network port's change event wakes the loop.
    if (!this.ports.network.online()) return null;
    const times: number[] = [];
    if (this.record && !this.held && this.outbox.size > 0) times.push(Math.max(this.sendBlockedUntil, this.blockedUntil()));
    if (this.record) {
      const r = nextReadAt(this.policyInput());
      if (r !== null) times.push(Math.max(r, this.blockedUntil()));
    }
    return times.length === 0 ? null : Math.min(...times);
  }

  private async loop(): Promise<void> {
    while (!this.closed) {
      this.busy = true;
      try {
        if (this.sendDue()) await this.sendOne();
        else if (this.readDue()) await this.readNow();
      } catch (e) {
        // An unexpected failure (a disk that refuses the outbox write): never a hot loop.
        this.logFailure('engine loop', e);
        this.sendBlockedUntil = this.now() + 30_000;
        this.readFailures++;
        this.lastReadAttemptAt = this.now();
      }
      if (this.workDue()) continue;
      this.busy = false;
      for (const r of this.idlers.splice(0)) r();
      this.wake = new AbortController();
      const at = this.nextWakeAt();
      try {
        // Waiting for a command or an event without a time: sleep until kicked.
        await this.ports.clock.sleep(at === null ? 24 * 3_600_000 : Math.max(1, at - this.now()), this.wake.signal);
      } catch {
        // kicked
      }
    }
    this.busy = false;
  }

  private async sendOne(): Promise<void> {
    if (!this.sender) return;
    const head = await this.outbox.claimHead();
    if (!head) return;
    this.syncState = 'syncing';
    this.publish();
    let outcome: StepOutcome;
    try {
      outcome = await this.sender.step(head);
    } finally {
      this.outbox.setBusy(null);
    }
    await this.afterStep(head.op, outcome);
    this.publish();
  }

  private async afterStep(op: Op, o: StepOutcome): Promise<void> {
    const now = this.now();
    if (o.type !== 'progress' && o.type !== 'done') {
      this.ports.logger.log(o.type === 'rejected' || o.type === 'failed' ? 'warn' : 'info', 'send step', {
        op: op.kind,
        outcome: o.type,
        code: o.type === 'rejected' ? o.code : null,
        queued: this.outbox.size,
      });
    }
    switch (o.type) {
      case 'progress':
      case 'done':
        this.sendFailures = 0;
        this.sendBlockedUntil = 0;
        if (o.type === 'done' && o.reread) this.readRequested = true;
        if (this.outbox.size === 0) this.setSync('ok', null, null);
        return;
      case 'offline':
      case 'doubt':
      case 'failed': {
        this.sendFailures++;
        const wait = Math.min(5 * 60_000, 1_000 * 2 ** Math.min(this.sendFailures - 1, 9));
        this.sendBlockedUntil = now + wait;
        const state: SyncState = o.type === 'failed' ? 'error' : 'offline';
        const n = this.outbox.size;
        this.setSync(state, o.type === 'failed' ? `Sending failed: ${o.message}. It will be tried again.` : `The service cannot be reached; ${n} action${n === 1 ? '' : 's'} waiting.`, this.sendBlockedUntil);
        return;
      }
      case 'rate_limited':
        this.sendBlockedUntil = o.until;
        this.setSync('rate_limited', `The service's request limit is reached; sending resumes at ${new Date(o.until).toISOString().slice(11, 16)} UTC.`, o.until);
        return;
      case 'token_gone':
        void this.tokenGone(o.error);
        return;
      case 'rejected': {
        // Removed before the loop looks at the queue again: a refused command is never sent twice.
        const removed = await this.outbox.reject(op.opId);
        const more = removed.length > 1 ? ` (and ${removed.length - 1} action${removed.length === 2 ? '' : 's'} that depended on it)` : '';
        this.setNotice('error', `${o.message}${more}`, o.fields);
        // The optimistic view showed the refused command: read what the service really holds.
        this.readRequested = true;
        if (this.outbox.size === 0) this.setSync('ok', null, null);
        return;
      }
    }
  }

  private async readNow(): Promise<void> {
    const client = this.client;
    const record = this.record;
    if (!client || !record) return;
    this.readRequested = false;
    const now = this.now();
    this.lastReadAttemptAt = now;
    const today = this.today();
    // Until a report row or a stopwatch answer confirms the zone, read a day more each side.
    const assumed = this.known.zone.source === 'assumed' || this.known.zone.source === 'user';
    const from = addDays(today, assumed ? -2 : -1);
    const to = assumed ? addDays(today, 1) : today;
    try {
      const r = await readRecent(client, record.user.id, from, to);
      if (this.record !== record) return;
      const next = new Map<number, ServerEntry>();
      for (const e of this.known.entries.values()) if (e.date < from || e.date > to) next.set(e.id, e);
      for (const e of r.entries) next.set(e.id, e);
      this.known.entries = this.trimEntries(next);
      this.known.zone = learnZone(this.known.zone, r.offsetMinutes, 'report');
      this.lastReadAt = now;
      this.readFailures = 0;
      if (this.outbox.size === 0) this.setSync('ok', null, null);
      await this.readSlowChanging(client, record);
      void this.saveCache().catch((e: unknown) => this.logFailure('saving the cache', e));
    } catch (e) {
      this.readFailures++;
      this.onReadError(e);
    }
    this.afterReadForIdle();
    if (this.reminderPending) {
      this.reminderPending = false;
      if (this.lastReadAt === now) this.considerReminder();
    }
    this.publish();
  }

  /** The week and the projects, when stale and the quota allows. */
  private async readSlowChanging(client: ServiceClient, record: SessionRecord): Promise<void> {
    if (this.now() < this.slowReadRetryAt) return;
    const today = this.today();
    try {
      if (this.known.projectsAt === null || this.now() - this.known.projectsAt > PROJECTS_MAX_AGE_MS) {
        this.known.projects = Object.freeze(await readProjects(client));
        this.known.projectsAt = this.now();
      }
      if (this.known.weekFor !== today) {
        this.known.week = Object.freeze(await readWeek(client, record.user.id, today));
        this.known.weekFor = today;
      }
    } catch (e) {
      // The running state was read; the projects and the week wait a while on their own.
      this.slowReadRetryAt = this.now() + SLOW_READ_RETRY_MS;
      if (isServiceError(e) && e.kind === 'unauthenticated') throw e;
      this.logFailure('reading projects or the week', e);
    }
  }

  private trimEntries(m: Map<number, ServerEntry>): Map<number, ServerEntry> {
    const oldest = addDays(this.today(), -2);
    for (const [id, e] of m) if (e.date < oldest) m.delete(id);
    return m;
  }

  private onReadError(e: unknown): void {
    if (!isServiceError(e)) {
      this.setSync('error', `Reading the service failed: ${e instanceof Error ? e.message : String(e)}`, null);
      return;
    }
    if (e.kind === 'unauthenticated') {
      void this.tokenGone(e);
      return;
    }
    if (e.kind === 'rate_limited') {
      this.setSync('rate_limited', `The service's request limit is reached; reading resumes at ${new Date(e.retryAt).toISOString().slice(11, 16)} UTC.`, e.retryAt);
      return;
    }
    const offline = e.kind === 'network' || e.kind === 'timeout' || e.kind === 'aborted' || e.kind === 'server' || e.kind === 'outcome_unknown';
    this.setSync(offline ? 'offline' : 'error', offline ? 'The service cannot be reached.' : `Reading the service failed: ${e.message}`, null);
  }

  private onEntryAnswer(entry: ServerEntry, answer: TimeEntry, sentAt: number, saysWhatRuns: boolean): void {
    const offset = this.known.zone.offsetMinutes;
    if (entry.running) {
      // The service runs one stopwatch per user: every other entry stopped, holding its run.
      for (const [id, e] of this.known.entries) {
        if (!e.running || id === entry.id) continue;
        const since = stopwatchStartEpoch(e, offset);
        const run = since === null ? 0 : Math.max(0, Math.floor((sentAt - since) / 1000));
        this.known.entries.set(id, { ...e, running: false, stopwatchStartLocal: null, totalSeconds: e.totalSeconds + run });
      }
      this.known.zone = learnZone(this.known.zone, offsetFromStopwatch(answer.stopwatch_date_start ?? null, sentAt), 'stopwatch');
    }
    this.known.entries.set(entry.id, entry);
    // A start or stop answer says what runs: as good as a read of the running state.
    if (saysWhatRuns) this.lastReadAt = Math.max(this.lastReadAt ?? 0, sentAt);
  }

  // ===== settings, notices, snapshot =====

  async updateSettings(patch: unknown): Promise<CommandResult & { settings?: Settings }> {
    const r = updateSettings(this.ports.settings, this.settings, patch);
    if (!r.ok) return fail('Check the highlighted settings.', r.errors);
    this.settings = r.settings;
    this.kick();
    this.publish();
    return { ok: true, settings: r.settings };
  }

  dismissNotice(): void {
    this.notice = null;
    this.publish();
  }

  reportShellStatus(field: ShellStatusField, message: string | null): void {
    // The shell re-reports on every apply; only a change is news to the window.
    if (this.shell[field] === message) return;
    this.shell = Object.freeze({ ...this.shell, [field]: message });
    this.publish();
  }

  private setNotice(level: Notice['level'], message: string, fields: Record<string, string> = {}): void {
    this.notice = Object.freeze({ level, message, fields: Object.freeze({ ...fields }), at: this.now() });
  }

  private setSync(state: SyncState, message: string | null, resumesAt: number | null): void {
    this.syncState = state;
    this.syncMessage = message;
    this.resumesAt = resumesAt;
  }

  private publish(): void {
    if (!this.settings || !this.outbox) return;
    const views = this.views();
    const snap = buildSnapshot({
      now: this.now(),
      session: this.sessionState,
      signedIn: this.record !== null,
      views,
      recent: this.recent(views),
      week: this.known.week,
      projects: this.known.projects,
      tasks: this.known.tasks,
      queue: this.outbox.items,
      held: this.held,
      sync: { state: this.syncState, message: this.syncMessage, resumesAt: this.resumesAt, lastReadAt: this.lastReadAt },
      limits: this.pacer.limits.snapshot(),
      idle: { detection: idleDetection(this.idleState, this.settings.idle.enabled), prompt: this.prompt },
      reminder: { snoozedUntil: this.reminderSnoozedUntil, lastShownAt: this.reminderShownAt, target: this.reminderTarget, clickedAt: this.reminderClickedAt },
      settings: this.settings,
      zone: this.known.zone,
      secretStore: this.ports.secrets.description,
      shell: this.shell,
      notice: this.notice,
      windowVisible: this.windowVisible,
    });
    this.snap = snap;
    for (const l of this.listeners) {
      try {
        l(this.snap);
      } catch (e) {
        this.ports.logger.log('warn', 'snapshot listener failed', { error: e instanceof Error ? e.message : String(e) });
      }
    }
  }
}

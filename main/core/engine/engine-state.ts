// The engine's shared state: what the session, the commands, the loop, the reads and the idle
// and reminder wiring read and change, in one object, so every part sees one truth and the
// snapshot is built from it alone. Also the few helpers every part uses.

import type { ServiceClient } from '../../api/client.ts';
import type { AnyServiceError } from '../../api/errors.ts';
import { Pacer } from '../../api/pacer.ts';
import type { PacerWindow } from '../../api/pacer.ts';
import { INITIAL_IDLE_STATE, type IdleState } from '../attention/idle-policy.ts';
import { INITIAL_FOCUS_STATE, type FocusState } from '../attention/focus-rhythm.ts';
import { emptyKnown, saveKnown, type Known } from '../reads/known.ts';
import { emptyTodoRead, type TodoRead } from '../reads/todo-cache.ts';
import { localDate } from '../time/local-time.ts';
import { learnZoneAt, offsetFromStopwatch } from '../time/zone.ts';
import { ownerKeyOf, type Outbox, type OutboxOwner } from '../commands/outbox.ts';
import type { Ports } from '../ports.ts';
import type { Sender } from '../commands/sender.ts';
import type { SessionRecord } from '../session/session-record.ts';
import { SignInAttempts } from '../session/sign-in-attempts.ts';
import { signedOutState } from '../session/session-messages.ts';
import type { Settings, SettingsProblem } from '../settings/settings.ts';
import type { AwayStretch, EntryView, IdlePrompt, ServiceWorkingHours, Notice, StillWorkingQuestion, SessionState, ShellStatus, Snapshot, SyncState, UpdatedNote, UpdateReady } from '../snapshot.ts';
import type { CommandResult } from '../stint-api.ts';
import { resolveWorkSchedule, scheduleOfServiceHours, type WorkSchedule } from '../attention/working-hours.ts';
import type { UserCapacity } from '../reads/user-capacity.ts';
import { wordsOf } from './engine-language.ts';

export const OK: CommandResult = Object.freeze({ ok: true });

/** A failure that says the service could not be reached (or answered with a fault): try again later. */
export function unreachable(e: AnyServiceError): boolean {
  return e.kind === 'network' || e.kind === 'timeout' || e.kind === 'aborted' || e.kind === 'server' || e.kind === 'outcome_unknown';
}

export function fail(message: string, fields: Record<string, string> = {}): CommandResult {
  return Object.freeze({ ok: false, message, fields: Object.freeze(fields) });
}

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
  /**
   * How long a correction or a manual entry waits in the outbox for Undo before it is sent
   * (commands/hold.ts). Default `UNDO_HOLD_MS`; 0 sends at once (Undo then puts back later).
   */
  readonly undoHoldMs?: number;
  /**
   * The other accounts of the same person (accounts/), when there are any: a reminder that
   * no timer runs comes from one account alone, and never while another account's runs.
   */
  readonly otherAccounts?: OtherAccounts;
}

/** What an account's engine asks of the accounts beside it. */
export interface OtherAccounts {
  /** A timer runs in another account. */
  readonly running: () => boolean;
  /** When a timer was last seen running in another account (epoch ms), or null: a reminder waits a full interval from it. */
  readonly lastRunAt: () => number | null;
  /** This account is the one that says "No timer running" (the first signed in). */
  readonly reminds: () => boolean;
  /**
   * The person's entries in the other accounts (today's and the week shown), read in this
   * account's zone (`offsetMinutes`), each key made its account's (`otherEntryKey`): an
   * overlap asks about them, "From the last stop" and the reminder's Continue count them.
   * Never changed through this engine.
   */
  readonly entries?: (offsetMinutes: number) => readonly OtherEntryView[];
  /** Continues an entry of another account (its key as `entries` gives it), as a start across accounts does: one timer runs. */
  readonly continueEntry?: (entryKey: string) => Promise<CommandResult>;
  /**
   * The person's working hours and day's hours as the service gives them, from the account
   * that gives the person's (the first signed in): one day for every account, whichever
   * runs. Null: this account's own. The settings' own hours and target come first, as ever.
   */
  readonly personHours?: () => PersonHours | null;
}

/** The working hours and the hours a day of the account that gives the person's. */
export interface PersonHours {
  readonly hours: ServiceWorkingHours;
  readonly capacity: UserCapacity | null;
}

/** An entry of another account of the person, as an engine sees it beside its own. */
export type OtherEntryView = EntryView & { readonly accountName: string };

/** The Undo time of a correction: the 10 seconds. */
export const UNDO_HOLD_MS = 10_000;

export class EngineState {
  settings!: Settings;
  /** What of the stored settings was not read as it stands (settings.ts `readSettings`), said in Settings. */
  settingsProblems: readonly SettingsProblem[] = [];
  record: SessionRecord | null = null;
  /** Whose data the caches hold, kept after a sign-out so the same user finds them again. */
  lastOwnerKey = '';
  client: ServiceClient | null = null;
  sender: Sender | null = null;
  readonly pacer: Pacer;
  outbox!: Outbox;

  /** The sign-ins sent from here, against the service's limits on them. */
  readonly signInAttempts = new SignInAttempts();
  sessionState: SessionState = signedOutState(null);
  /** What the service last said (entries, projects, tasks, week, zone); cached on disk. */
  known: Known = emptyKnown();
  /**
   * Actions of someone other than the person signed in (or of anyone, signed out) waiting:
   * what the cache knew of their account, only to name those actions ("Start Website
   * Redesign", not "Start project 5"; "Edit “Audit”", not "Edit an entry"). Read at start, or
   * kept from memory when another person signs in over the queue.
   */
  queueKnown: { readonly owner: string; readonly known: Known } | null = null;

  lastReadAt: number | null = null;
  /**
   * When the detailed report of today and yesterday was last read (epoch ms): every field of
   * every entry there, where `lastReadAt` also moves on an answer that only says what runs.
   */
  lastReportAt: number | null = null;
  lastReadAttemptAt: number | null = null;
  readFailures = 0;
  readRequested = false;
  syncState: SyncState = 'ok';
  syncMessage: string | null = null;
  resumesAt: number | null = null;
  held = false;

  idleState: IdleState = INITIAL_IDLE_STATE;
  prompt: IdlePrompt | null = null;
  /** "Still working?" on screen, with the run it asks about. */
  stillWorking: (StillWorkingQuestion & { readonly runId: string }) | null = null;
  reminderSnoozedUntil: number | null = null;
  reminderShownAt: number | null = null;
  reminderTarget: 'continue' | 'picker' | null = null;
  reminderClickedAt: number | null = null;
  reminderPending = false;
  lastLocalChangeAt: number | null = null;
  lastStoppedAt: number | null = null;
  /** When the person last gave a command here (the reminder interval counts from it). */
  lastActedAt: number | null = null;
  /** The focus rhythm's state (engine-focus.ts), kept on disk between runs. */
  focus: FocusState = INITIAL_FOCUS_STATE;
  /** The signed-in person's away stretches of the last 14 days (engine-away.ts), kept on disk, never sent. */
  away: readonly AwayStretch[] = [];

  notice: Notice | null = null;
  shell: ShellStatus = Object.freeze({ shortcut: null, launchAtLogin: null, tray: null, idleDetection: null, trayDetection: null, dataFolder: null });
  windowVisible = false;
  /** What the update port last said is ready (null: nothing, or no port). */
  update: UpdateReady | null = null;
  /** "Updated to X", from this start until dismissed. */
  updatedTo: UpdatedNote | null = null;
  /** The week asked for (`showWeek`): its first day, whether its read is under way, why the last one failed. */
  weekShown: { readonly start: string; reading: boolean; failure: string | null } | null = null;
  /**
   * The person's to-dos (engine-todos.ts): the last read (on disk), whether a read is under
   * way, when one was last tried, why it failed or was not made.
   */
  todos: { read: TodoRead; reading: boolean; attemptAt: number | null; failure: string | null } = { read: emptyTodoRead(''), reading: false, attemptAt: null, failure: null };
  snap!: Snapshot;
  readonly listeners = new Set<(s: Snapshot) => void>();

  closed = false;
  wake = new AbortController();
  busy = false;
  idlers: (() => void)[] = [];
  readonly tickStop = new AbortController();
  readonly inFlight = new Set<Promise<unknown>>();
  readonly makeId: () => string;

  constructor(
    readonly ports: Ports,
    readonly opts: StintOptions,
  ) {
    this.pacer = new Pacer({ clock: ports.clock, ...(opts.pacing ? { windows: opts.pacing } : {}) });
    this.makeId = opts.makeId ?? (() => globalThis.crypto.randomUUID());
  }

  /** Keeps a command's promise until it is done, so that `settled()` waits for it. */
  track<T>(p: Promise<T>): Promise<T> {
    this.inFlight.add(p);
    const done = () => this.inFlight.delete(p);
    p.then(done, done);
    return p;
  }

  /** Whose the actions waiting are (`ownerKeyOf`); null when none wait. */
  queueOwnerKey(): string | null {
    return this.outbox.owner !== null && this.outbox.size > 0 ? ownerKeyOf(this.outbox.owner) : null;
  }

  /** What the labels of queued actions name projects and entries from: their owner's cache. */
  namesKnown(): Known {
    const owner = this.queueOwnerKey();
    return owner !== null && owner !== this.ownerKey() && this.queueKnown?.owner === owner ? this.queueKnown.known : this.known;
  }

  ownerKey(): string {
    const o = this.owner();
    return o ? ownerKeyOf(o) : '';
  }

  owner(): OutboxOwner | null {
    if (!this.record) return null;
    return { baseUrl: this.record.baseUrl, accountId: this.record.credentials.accountId, userId: this.record.user.id };
  }

  logFailure(what: string, e: unknown): void {
    this.ports.logger.log('error', what, { error: e instanceof Error ? e.message : String(e) });
  }

  async saveCache(): Promise<void> {
    if (this.record) await saveKnown(this.ports.durable, this.ownerKey(), this.known);
  }

  /** Saves the cache without holding up the caller; `settled()`, and so `close()`, waits for it. */
  saveCacheSoon(): void {
    void this.track(this.saveCache()).catch((e: unknown) => this.logFailure('saving the cache', e));
  }

  now(): number {
    return this.ports.clock.now();
  }

  /** A reading of the account's offset, in force at `at` (zone.ts learnZoneAt). */
  learnZone(learned: number | undefined, at: number, source: 'user' | 'stopwatch' | 'report'): void {
    const k = learnZoneAt({ zone: this.known.zone, seenAt: this.known.zoneSeenAt }, learned, at, source);
    this.known.zone = k.zone;
    this.known.zoneSeenAt = k.seenAt;
  }

  /**
   * The service's wall clock as it handled a request sent at `sentAt` and answered now (a
   * stopwatch's start, a create's `date_created`): a reading of the offset when the trip was
   * short (zone.ts offsetFromStopwatch). The trip's ends are put on the service's clock when
   * its answers say how far ours is off (their `Date` header), so a machine clock 40 minutes
   * wrong does not read as a zone 30 minutes away; without that header, on ours.
   */
  learnZoneFromServiceNow(localNow: unknown, sentAt: number): void {
    const ahead = this.client?.serviceClock.aheadMs() ?? 0;
    this.learnZone(typeof localNow === 'string' ? offsetFromStopwatch(localNow, sentAt + ahead, this.now() + ahead) : undefined, sentAt, 'stopwatch');
  }

  today(): string {
    return localDate(this.now(), this.known.zone.offsetMinutes);
  }

  /** The person's hours (another account's) and the schedule last made of them. */
  private personSchedule: { readonly hours: ServiceWorkingHours; readonly schedule: WorkSchedule } | null = null;

  schedule(): WorkSchedule {
    const person = this.settings.workingHours === null ? (this.opts.otherAccounts?.personHours?.() ?? null) : null;
    if (person !== null) {
      // The same hours (the other account's snapshot keeps them while its record is the
      // same) give the same schedule object: what the timeline's windows are kept by.
      if (this.personSchedule?.hours !== person.hours) this.personSchedule = { hours: person.hours, schedule: scheduleOfServiceHours(person.hours) };
      return this.personSchedule.schedule;
    }
    const u = this.record?.user ?? null;
    return resolveWorkSchedule(u ? { workDays: u.workDays, workStartAt: u.workStartAt, workEndAt: u.workEndAt } : null, this.settings.workingHours);
  }

  kick(): void {
    this.wake.abort();
  }

  /** `entryKey`: the entry the notice is about, so the form that sent it can show `fields`; `notSavedId`: the change not saved it says. */
  setNotice(level: Notice['level'], message: string, fields: Record<string, string> = {}, entryKey?: string, notSavedId?: string): void {
    this.notice = Object.freeze({ level, message, fields: Object.freeze({ ...fields }), at: this.now(), ...(entryKey !== undefined ? { entryKey } : {}), ...(notSavedId !== undefined ? { notSavedId } : {}) });
  }

  /**
   * Nothing waits to be sent: synced, unless the OS says the network is gone. An answer that
   * was on its way when it went must not say "synced" over "offline": a change made next
   * would then wait with no word of why.
   */
  settledSync(): void {
    if (this.outbox.size > 0) return;
    if (this.ports.network.online()) this.setSync('ok', null, null);
    else this.setOffline();
  }

  /** The OS says the network is gone: the status says so, with what waits. */
  setOffline(): void {
    const n = this.outbox.size;
    const i18n = wordsOf(this);
    this.setSync('offline', n > 0 ? i18n._({ id: 'sync.offlineWaiting', message: 'Offline: {count, plural, one {# action} other {# actions}} waiting.', values: { count: n } }) : i18n._({ id: 'sync.offline', message: 'Offline.' }), null);
  }

  setSync(state: SyncState, message: string | null, resumesAt: number | null): void {
    this.syncState = state;
    this.syncMessage = message;
    this.resumesAt = resumesAt;
  }
}

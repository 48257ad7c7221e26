// The engine's one IdleSource in the Electron shell, whatever the desktop.
//
//                      idle time                          lock / unlock        suspend / resume
//   macOS, Windows     powerMonitor                       powerMonitor         powerMonitor
//   Linux X11          powerMonitor                       logind               powerMonitor + logind
//   Linux Wayland      Mutter or ScreenSaver over D-Bus,  logind               powerMonitor + logind
//                      else undefined (detection limited)
//
// Under Wayland Electron reads idle time 0 whatever the person does; 0 would mean "always
// active", so without a D-Bus service the engine is told `undefined` and says detection is
// limited. D-Bus answers asynchronously while the port is synchronous: the last reading is
// kept and refreshed every `refreshMs` on the injected Clock, so each of the engine's reads
// (one per tick, 15 s) sees a value at most one refresh old. The refresh follows the reads:
// when nobody has read for `keepRefreshingMs` it stops (no D-Bus traffic), and the next read
// starts it again (that one read sees the value from before the pause).
//
// The D-Bus idle-time service is followed, not asked once: when the session bus goes away
// idle time is unknown at once (never a stale reading), and when the bus is there again the
// service is found again by itself (linux/bus-link.ts). `describe().idleTimeDetection` says
// which, with the reason, and `onDetectionChange` tells each change, for the Settings screen.
//
// Linux sees a suspend twice (powerMonitor and logind): the engine hears it once.

import type { PowerMonitor } from 'electron';
import type { Clock } from '../../time/clock.ts';
import type { IdleSource, SystemEvent } from '../../core/ports.ts';
import type { Detection } from './linux/bus-link.ts';
import { deliver, errorText, type BusFactory } from './linux/dbus-connection.ts';
import { watchDbusIdleTime, type DbusIdleSourceName, type DbusIdleState, type DbusIdleTime } from './linux/idle-time-dbus.ts';
import { followLogind, type LogindFollow, type LogindState } from './linux/logind-watch.ts';
import { SystemEventMerge } from './system-event-merge.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

/**
 * What this adapter uses of Electron's powerMonitor. Not a plain `Pick`: the picked `on`
 * returns `this` (a whole PowerMonitor), which no fake can be; `PowerMonitorFits` below
 * proves Electron's own object is one of these.
 */
export interface PowerMonitorLike {
  getSystemIdleTime(): number;
  on(event: 'lock-screen' | 'unlock-screen' | 'suspend' | 'resume', listener: () => void): unknown;
  off(event: 'lock-screen' | 'unlock-screen' | 'suspend' | 'resume', listener: () => void): unknown;
}
type Fits<T extends PowerMonitorLike> = T;
export type PowerMonitorFits = Fits<Pick<PowerMonitor, 'getSystemIdleTime' | 'on' | 'off'>>;

export type IdleTimeSource = 'power-monitor' | DbusIdleSourceName;
export type EventSource = 'power-monitor' | 'logind';

/** What detection this system has, for the settings screen and the log. */
export interface IdleDetectionReport {
  /** Where idle time comes from; null: this system cannot tell (the engine says "limited"). */
  readonly idleTime: IdleTimeSource | null;
  /** Whether idle time can be read, and why not: the Settings line. */
  readonly idleTimeDetection: Detection;
  /** Whether screen locks are heard, and why not: the Settings line. */
  readonly lockDetection: Detection;
  readonly lockEvents: readonly EventSource[];
  readonly sleepEvents: readonly EventSource[];
  /** Idle time unknown, or locks not seen. */
  readonly limited: boolean;
  /** The D-Bus services are still being asked (answers come within milliseconds). */
  readonly checking: boolean;
  /** One sentence per fact, reasons included: for the log and a person debugging, so English. */
  readonly notes: readonly string[];
}

/** Why idle time cannot be read under Wayland, in the words of `i18n` (a D-Bus service's own reason inside). */
function noIdleTimeWords(why: Pick<Extract<DbusIdleState, { state: 'unavailable' }>, 'reason' | 'busError' | 'services' | 'stopped'>, i18n: I18n): string {
  if (why.busError !== undefined) return i18n._({ id: 'shell.idle.noIdleTimeBus', message: 'Idle time cannot be read under Wayland: the session bus cannot be reached ({reason}).', values: { reason: why.busError } });
  if (why.services !== undefined) return i18n._({ id: 'shell.idle.noIdleTimeService', message: 'Idle time cannot be read under Wayland: no idle-time service answers on the session bus ({services}).', values: { services: why.services } });
  if (why.stopped !== undefined) return i18n._({ id: 'shell.idle.serviceStopped', message: 'Idle time cannot be read under Wayland: {service} stopped answering ({reads} reads in a row failed, the last: {error}).', values: { service: why.stopped.service, reads: why.stopped.reads, error: why.stopped.error } });
  return i18n._({ id: 'shell.idle.noIdleTime', message: 'Idle time cannot be read under Wayland: {reason}.', values: { reason: why.reason } });
}

/** Why screen locks cannot be heard, in the words of `i18n` (logind's own reason inside). */
function noLockWords(why: { readonly reason: string; readonly busError?: string; readonly sessionsTried?: string; readonly subscribeError?: string }, i18n: I18n): string {
  if (why.busError !== undefined) return i18n._({ id: 'shell.idle.noLockDetectionBus', message: 'The screen lock cannot be detected: the system bus cannot be reached ({reason}).', values: { reason: why.busError } });
  if (why.sessionsTried !== undefined) return i18n._({ id: 'shell.idle.noLogindSession', message: 'The screen lock cannot be detected: no logind session found ({tried}).', values: { tried: why.sessionsTried } });
  if (why.subscribeError !== undefined) return i18n._({ id: 'shell.idle.noLogindSignals', message: 'The screen lock cannot be detected: logind signals cannot be subscribed to ({error}).', values: { error: why.subscribeError } });
  return i18n._({ id: 'shell.idle.noLockDetection', message: 'The screen lock cannot be detected: {reason}.', values: { reason: why.reason } });
}

export interface ElectronIdleSourceOptions {
  powerMonitor: PowerMonitorLike;
  platform: NodeJS.Platform;
  /** XDG_SESSION_TYPE and WAYLAND_DISPLAY decide whether this is a Wayland session. */
  env: Readonly<Record<string, string | undefined>>;
  /** Schedules the D-Bus idle refresh: systemClock in the shell, ManualClock in tests. */
  clock: Clock;
  /** Linux: logind's lock and sleep events, followed as the system bus comes and goes (startup does not wait for them). */
  logind?: LogindFollow;
  /** Linux under Wayland: idle time over D-Bus, followed as the bus comes and goes. */
  dbusIdle?: DbusIdleTime;
  /** Default 5 s: a third of the engine's tick. */
  refreshMs?: number;
  /** Default 60 s without a read before the refresh stops. */
  keepRefreshingMs?: number;
}

export const DEFAULT_REFRESH_MS = 5_000;
export const DEFAULT_KEEP_REFRESHING_MS = 60_000;

export function isWaylandSession(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.XDG_SESSION_TYPE === 'wayland' || Boolean(env.WAYLAND_DISPLAY);
}

const LOCK_PLATFORMS: readonly NodeJS.Platform[] = ['darwin', 'win32'];

export class ElectronIdleSource implements IdleSource {
  /** Settles when the D-Bus pieces have answered (or said why not); never rejects. */
  readonly ready: Promise<void>;

  private readonly pm: PowerMonitorLike;
  private readonly platform: NodeJS.Platform;
  private readonly wayland: boolean;
  private readonly clock: Clock;
  private readonly refreshMs: number;
  private readonly maxUnreadRefreshes: number;
  private readonly listeners = new Set<(event: SystemEvent) => void>();
  private readonly merge = new SystemEventMerge<EventSource>();
  private readonly undo: (() => void)[] = [];
  private readonly stopper = new AbortController();
  private logind: { state: 'none'; reason: string } | { state: 'following'; value: LogindFollow };
  private dbusIdle: { state: 'none'; reason: string } | { state: 'watching'; value: DbusIdleTime };
  private readonly powerMonitorLocks: boolean;
  private readonly detectionListeners = new Set<(report: IdleDetectionReport) => void>();

  private lastSeconds: number | undefined;
  private lastError: string | null = null;
  private inFlight = false;
  private refreshing = false;
  private unreadRefreshes = 0;

  constructor(options: ElectronIdleSourceOptions) {
    this.pm = options.powerMonitor;
    this.platform = options.platform;
    this.wayland = options.platform === 'linux' && isWaylandSession(options.env);
    this.clock = options.clock;
    this.refreshMs = options.refreshMs ?? DEFAULT_REFRESH_MS;
    this.maxUnreadRefreshes = Math.max(1, Math.ceil((options.keepRefreshingMs ?? DEFAULT_KEEP_REFRESHING_MS) / this.refreshMs));
    this.powerMonitorLocks = LOCK_PLATFORMS.includes(options.platform);

    this.listenToPowerMonitor();

    this.logind = { state: 'none', reason: this.platform === 'linux' ? 'logind was not asked' : 'not Linux' };
    if (options.logind) this.attachLogind(options.logind);
    this.dbusIdle = { state: 'none', reason: 'no D-Bus idle-time service was asked' };
    if (options.dbusIdle) this.attachDbusIdle(options.dbusIdle);
    this.ready = Promise.all([options.logind?.ready, options.dbusIdle?.ready]).then(() => {});
  }

  idleSeconds(): number | undefined {
    if (!this.usesDbusIdle()) {
      if (this.wayland) return undefined;
      const s = this.pm.getSystemIdleTime();
      return Number.isFinite(s) && s >= 0 ? s : undefined;
    }
    this.unreadRefreshes = 0;
    if (!this.refreshing) void this.refreshLoop();
    return this.lastSeconds;
  }

  onEvent(listener: (event: SystemEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Told each time what `describe()` says about detection may have changed (D-Bus services found, lost, found again). */
  onDetectionChange(listener: (report: IdleDetectionReport) => void): () => void {
    this.detectionListeners.add(listener);
    return () => this.detectionListeners.delete(listener);
  }

  /** Reads the D-Bus idle time now (the refresh loop's step); a no-op while no D-Bus service answers. */
  async refreshNow(): Promise<void> {
    const idle = this.availableDbusIdle();
    if (!idle || this.stopper.signal.aborted) return;
    // A reading still unanswered after a whole refresh period: say "cannot tell" until it
    // comes (or its call times out: dbus-connection.ts bounds each one).
    if (this.inFlight) {
      this.lastSeconds = undefined;
      this.lastError = `${idle.now.detail} did not answer within ${this.refreshMs} ms`;
      return;
    }
    this.inFlight = true;
    try {
      const s = await idle.watch.read();
      this.lastSeconds = s;
      this.lastError = null;
    } catch (e) {
      this.lastSeconds = undefined;
      this.lastError = errorText(e);
    } finally {
      this.inFlight = false;
    }
  }

  /** What detection there is; the reasons of `idleTimeDetection` and `lockDetection` (Settings) in the words of `i18n`, the D-Bus services' own words inside. */
  describe(i18n: I18n = sourceWords()): IdleDetectionReport {
    const notes: string[] = [];
    let idleTime: IdleTimeSource | null;
    let idleTimeDetection: Detection = { state: 'available' };
    const idle = this.availableDbusIdle();
    if (this.wayland && idle) {
      idleTime = idle.now.source;
      notes.push(`Idle time: ${idle.now.detail}, read every ${this.refreshMs / 1000} s.`);
      if (this.lastError) notes.push(`The last idle-time reading failed: ${this.lastError}.`);
    } else if (this.wayland) {
      idleTime = null;
      const now = this.dbusIdle.state === 'watching' ? this.dbusIdle.value.current() : { state: 'unavailable' as const, reason: this.dbusIdle.reason };
      const why = now.state === 'unavailable' ? now.reason : 'the desktop is still being asked';
      idleTimeDetection = now.state === 'unavailable' ? { state: 'unavailable', reason: noIdleTimeWords(now, i18n) } : { state: 'checking' };
      notes.push(`Idle time: not available under Wayland (Electron reads 0 there; ${why}). Locks and sleep still count as time away.`);
    } else {
      idleTime = 'power-monitor';
      notes.push("Idle time: Electron's powerMonitor.");
    }

    const lockEvents: EventSource[] = [];
    const sleepEvents: EventSource[] = ['power-monitor'];
    if (this.powerMonitorLocks) lockEvents.push('power-monitor');
    const logind: LogindState = this.logind.state === 'following' ? this.logind.value.current() : { state: 'unavailable', reason: this.logind.reason, retryInMs: 0 };
    let lockDetection: Detection = this.powerMonitorLocks ? { state: 'available' } : { state: 'unavailable', reason: i18n._({ id: 'shell.idle.noLocks', message: 'This system does not report screen locks.' }) };
    if (logind.state === 'available') {
      lockEvents.push('logind');
      sleepEvents.push('logind');
      lockDetection = { state: 'available' };
      notes.push(`Lock, unlock and sleep: logind session ${logind.session.path} (found by ${logind.session.foundBy}).`);
    } else if (this.platform === 'linux') {
      const why = logind.state === 'unavailable' ? logind.reason : 'logind is still being asked';
      lockDetection = logind.state === 'unavailable' ? { state: 'unavailable', reason: noLockWords(logind, i18n) } : { state: 'checking' };
      notes.push(`Screen lock: not detected (${why}). Sleep: Electron's powerMonitor only.`);
    } else {
      notes.push("Lock, unlock and sleep: Electron's powerMonitor.");
    }

    const checking = logind.state === 'checking' || idleTimeDetection.state === 'checking';
    return { idleTime, idleTimeDetection, lockDetection, lockEvents, sleepEvents, limited: idleTime === null || lockEvents.length === 0, checking, notes };
  }

  /** Removes every listener and disconnects the buses; nothing is told afterwards. */
  close(): void {
    if (this.stopper.signal.aborted) return;
    this.stopper.abort();
    for (const u of this.undo.splice(0)) u();
    this.listeners.clear();
    this.detectionListeners.clear();
    if (this.logind.state === 'following') this.logind.value.close();
    if (this.dbusIdle.state === 'watching') this.dbusIdle.value.close();
  }

  private usesDbusIdle(): boolean {
    return this.wayland && this.availableDbusIdle() !== null;
  }

  /** The D-Bus idle-time service answering now, if any. */
  private availableDbusIdle(): { readonly now: DbusIdleState & { state: 'available' }; readonly watch: DbusIdleTime } | null {
    if (this.dbusIdle.state !== 'watching') return null;
    const watch = this.dbusIdle.value;
    const now = watch.current();
    return now.state === 'available' ? { now, watch } : null;
  }

  private tellDetection(): void {
    if (this.stopper.signal.aborted) return;
    deliver(this.detectionListeners, this.describe());
  }

  private tell(source: EventSource, event: SystemEvent): void {
    if (this.stopper.signal.aborted || !this.merge.accept(source, event)) return;
    for (const l of [...this.listeners]) l(event);
  }

  private listenToPowerMonitor(): void {
    const on = {
      lock: () => this.tell('power-monitor', 'lock'),
      unlock: () => this.tell('power-monitor', 'unlock'),
      suspend: () => this.tell('power-monitor', 'suspend'),
      resume: () => this.tell('power-monitor', 'resume'),
    };
    // lock-screen and unlock-screen exist only on macOS and Windows (Electron's types say so).
    if (this.powerMonitorLocks) {
      this.pm.on('lock-screen', on.lock);
      this.pm.on('unlock-screen', on.unlock);
      this.undo.push(() => this.pm.off('lock-screen', on.lock), () => this.pm.off('unlock-screen', on.unlock));
    }
    this.pm.on('suspend', on.suspend);
    this.pm.on('resume', on.resume);
    this.undo.push(() => this.pm.off('suspend', on.suspend), () => this.pm.off('resume', on.resume));
  }

  /** logind found, lost with the bus and found again: its events while it is there, and the Settings screen told each change. */
  private attachLogind(follow: LogindFollow): void {
    this.logind = { state: 'following', value: follow };
    this.undo.push(follow.onEvent((event) => this.tell('logind', event)));
    this.undo.push(follow.onChange(() => this.tellDetection()));
  }

  private attachDbusIdle(watch: DbusIdleTime): void {
    if (!this.wayland) {
      // Not needed: X11, where powerMonitor reads idle time itself.
      watch.close();
      this.dbusIdle = { state: 'none', reason: 'not needed outside Wayland' };
      return;
    }
    this.dbusIdle = { state: 'watching', value: watch };
    const follow = (now: DbusIdleState): void => {
      if (this.stopper.signal.aborted) return;
      // Found (again): its first reading, refreshed from now on. Gone: unknown, never stale.
      this.lastSeconds = now.state === 'available' ? now.firstSeconds : undefined;
      this.lastError = null;
      if (now.state === 'available' && !this.refreshing) void this.refreshLoop();
      this.tellDetection();
    };
    this.undo.push(watch.onChange(follow));
    if (watch.current().state !== 'checking') follow(watch.current());
  }

  private async refreshLoop(): Promise<void> {
    this.refreshing = true;
    try {
      while (this.unreadRefreshes < this.maxUnreadRefreshes) {
        await this.clock.sleep(this.refreshMs, this.stopper.signal);
        this.unreadRefreshes += 1;
        // Not awaited: a hung call must not stop the loop from noticing it (see refreshNow).
        void this.refreshNow();
      }
    } catch {
      // Closed.
    } finally {
      this.refreshing = false;
    }
  }
}

export interface OpenElectronIdleSourceOptions {
  powerMonitor: PowerMonitorLike;
  platform: NodeJS.Platform;
  env: Readonly<Record<string, string | undefined>>;
  clock: Clock;
  /** Linux: the buses (dbus-next's `systemBus` and `sessionBus`); without them, powerMonitor only. */
  buses?: { system: BusFactory; session: BusFactory };
  refreshMs?: number;
  keepRefreshingMs?: number;
}

/**
 * The shell's idle source: on Linux it also asks logind (lock, sleep) and, under Wayland, the
 * desktop's idle-time service. Returns at once; `ready` settles when D-Bus has answered.
 */
export function openElectronIdleSource(options: OpenElectronIdleSourceOptions): ElectronIdleSource {
  const { buses, ...rest } = options;
  const linux = options.platform === 'linux' && buses !== undefined;
  return new ElectronIdleSource({
    ...rest,
    ...(linux ? { logind: followLogind({ connect: buses.system, sessionId: options.env.XDG_SESSION_ID, clock: options.clock }) } : {}),
    ...(linux && isWaylandSession(options.env) ? { dbusIdle: watchDbusIdleTime({ connect: buses.session, clock: options.clock }) } : {}),
  });
}

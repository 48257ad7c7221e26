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
// Linux sees a suspend twice (powerMonitor and logind): the engine hears it once.

import type { PowerMonitor } from 'electron';
import type { Clock } from '../../time/clock.ts';
import type { IdleSource, SystemEvent } from '../../core/ports.ts';
import type { BusFactory } from './linux/dbus-connection.ts';
import { errorText } from './linux/dbus-connection.ts';
import { openDbusIdleTime, type DbusIdleResult, type DbusIdleSourceName, type DbusIdleTime } from './linux/idle-time-dbus.ts';
import { watchLogind, type LogindResult, type LogindWatch } from './linux/logind-watch.ts';
import { SystemEventMerge } from './system-event-merge.ts';

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
  readonly lockEvents: readonly EventSource[];
  readonly sleepEvents: readonly EventSource[];
  /** Idle time unknown, or locks not seen. */
  readonly limited: boolean;
  /** The D-Bus services are still being asked (answers come within milliseconds). */
  readonly checking: boolean;
  /** One sentence per fact, reasons included. */
  readonly notes: readonly string[];
}

export interface ElectronIdleSourceOptions {
  powerMonitor: PowerMonitorLike;
  platform: NodeJS.Platform;
  /** XDG_SESSION_TYPE and WAYLAND_DISPLAY decide whether this is a Wayland session. */
  env: Readonly<Record<string, string | undefined>>;
  /** Schedules the D-Bus idle refresh: systemClock in the shell, ManualClock in tests. */
  clock: Clock;
  /** Linux: logind's lock and sleep events, being opened (startup does not wait for them). */
  logind?: Promise<LogindResult>;
  /** Linux under Wayland: idle time over D-Bus, being opened. */
  dbusIdle?: Promise<DbusIdleResult>;
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

type Pending<T> = { state: 'pending' } | { state: 'none'; reason: string } | { state: 'ready'; value: T };

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
  private logind: Pending<LogindWatch>;
  private dbusIdle: Pending<DbusIdleTime>;
  private readonly powerMonitorLocks: boolean;

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

    this.logind = options.logind ? { state: 'pending' } : { state: 'none', reason: this.platform === 'linux' ? 'logind was not asked' : 'not Linux' };
    this.dbusIdle = options.dbusIdle ? { state: 'pending' } : { state: 'none', reason: 'no D-Bus idle-time service was asked' };
    this.ready = Promise.all([
      options.logind?.then((r) => this.attachLogind(r), (e: unknown) => this.attachLogind({ available: false, reason: errorText(e) })),
      options.dbusIdle?.then((r) => this.attachDbusIdle(r), (e: unknown) => this.attachDbusIdle({ available: false, reason: errorText(e) })),
    ]).then(() => {});
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

  /** Reads the D-Bus idle time now (the refresh loop's step); a no-op without a D-Bus source. */
  async refreshNow(): Promise<void> {
    if (this.dbusIdle.state !== 'ready' || this.stopper.signal.aborted) return;
    // A reading still unanswered after a whole refresh period: say "cannot tell" until it comes.
    if (this.inFlight) {
      this.lastSeconds = undefined;
      this.lastError = `${this.dbusIdle.value.detail} did not answer within ${this.refreshMs} ms`;
      return;
    }
    this.inFlight = true;
    try {
      const s = await this.dbusIdle.value.read();
      this.lastSeconds = s;
      this.lastError = null;
    } catch (e) {
      this.lastSeconds = undefined;
      this.lastError = errorText(e);
    } finally {
      this.inFlight = false;
    }
  }

  describe(): IdleDetectionReport {
    const notes: string[] = [];
    let idleTime: IdleTimeSource | null;
    if (this.usesDbusIdle() && this.dbusIdle.state === 'ready') {
      idleTime = this.dbusIdle.value.source;
      notes.push(`Idle time: ${this.dbusIdle.value.detail}, read every ${this.refreshMs / 1000} s.`);
      if (this.lastError) notes.push(`The last idle-time reading failed: ${this.lastError}.`);
    } else if (this.wayland) {
      idleTime = null;
      const why = this.dbusIdle.state === 'none' ? this.dbusIdle.reason : 'the desktop is still being asked';
      notes.push(`Idle time: not available under Wayland (Electron reads 0 there; ${why}). Locks and sleep still count as time away.`);
    } else {
      idleTime = 'power-monitor';
      notes.push("Idle time: Electron's powerMonitor.");
    }

    const lockEvents: EventSource[] = [];
    const sleepEvents: EventSource[] = ['power-monitor'];
    if (this.powerMonitorLocks) lockEvents.push('power-monitor');
    if (this.logind.state === 'ready') {
      lockEvents.push('logind');
      sleepEvents.push('logind');
      notes.push(`Lock, unlock and sleep: logind session ${this.logind.value.session.path} (found by ${this.logind.value.session.foundBy}).`);
    } else if (this.platform === 'linux') {
      const why = this.logind.state === 'none' ? this.logind.reason : 'logind is still being asked';
      notes.push(`Screen lock: not detected (${why}). Sleep: Electron's powerMonitor only.`);
    } else {
      notes.push("Lock, unlock and sleep: Electron's powerMonitor.");
    }

    const checking = this.logind.state === 'pending' || this.dbusIdle.state === 'pending';
    return { idleTime, lockEvents, sleepEvents, limited: idleTime === null || lockEvents.length === 0, checking, notes };
  }

  /** Removes every listener and disconnects the buses; nothing is told afterwards. */
  close(): void {
    if (this.stopper.signal.aborted) return;
    this.stopper.abort();
    for (const u of this.undo.splice(0)) u();
    this.listeners.clear();
    if (this.logind.state === 'ready') this.logind.value.close();
    if (this.dbusIdle.state === 'ready') this.dbusIdle.value.close();
  }

  private usesDbusIdle(): boolean {
    return this.wayland && this.dbusIdle.state === 'ready';
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

  private attachLogind(result: LogindResult): void {
    if (!result.available) {
      this.logind = { state: 'none', reason: result.reason };
      return;
    }
    if (this.stopper.signal.aborted) {
      result.watch.close();
      return;
    }
    this.logind = { state: 'ready', value: result.watch };
    this.undo.push(result.watch.onEvent((event) => this.tell('logind', event)));
  }

  private attachDbusIdle(result: DbusIdleResult): void {
    if (!result.available) {
      this.dbusIdle = { state: 'none', reason: result.reason };
      return;
    }
    if (this.stopper.signal.aborted || !this.wayland) {
      // Not needed (closed, or X11 where powerMonitor reads idle time itself).
      result.idle.close();
      if (!this.wayland) this.dbusIdle = { state: 'none', reason: 'not needed outside Wayland' };
      return;
    }
    this.dbusIdle = { state: 'ready', value: result.idle };
    this.lastSeconds = result.firstSeconds;
    void this.refreshLoop();
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
    ...(linux ? { logind: watchLogind({ connect: buses.system, sessionId: options.env.XDG_SESSION_ID }) } : {}),
    ...(linux && isWaylandSession(options.env) ? { dbusIdle: openDbusIdleTime({ connect: buses.session }) } : {}),
  });
}

// The shell's idle source against a typed fake powerMonitor and fake D-Bus pieces, per
// platform: what the engine reads as idle time and which lock and sleep events it hears.
// The real D-Bus pieces are tested on a private bus in linux-dbus-idle.test.ts.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { SystemEvent } from '../../main/core/ports.ts';
import { ElectronIdleSource, type ElectronIdleSourceOptions } from '../../main/platform/electron/electron-idle-source.ts';
import type { DbusIdleState, DbusIdleTime } from '../../main/platform/electron/linux/idle-time-dbus.ts';
import type { LogindFollow, LogindState } from '../../main/platform/electron/linux/logind-watch.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { fakePowerMonitor, type FakePowerMonitor } from './support/fake-power-monitor.ts';

const X11 = { XDG_SESSION_TYPE: 'x11' };
const WAYLAND = { XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-0' };

function make(platform: NodeJS.Platform, env: Record<string, string>, extra: Partial<ElectronIdleSourceOptions> = {}) {
  const pm = fakePowerMonitor();
  const clock = new ManualClock(1_700_000_000_000);
  const source = new ElectronIdleSource({ powerMonitor: pm, platform, env, clock, ...extra });
  const events: SystemEvent[] = [];
  source.onEvent((e) => events.push(e));
  return { pm, clock, source, events };
}

const SESSION = { path: '/org/freedesktop/login1/session/_37', foundBy: 'XDG_SESSION_ID' as const };

/** logind as its follow tells it: the test says when it is found, lost with the bus and found again. */
class FakeLogind implements LogindFollow {
  closed = false;
  readonly ready: Promise<void>;
  private state: LogindState = { state: 'checking' };
  private markReady!: () => void;
  private listeners = new Set<(e: SystemEvent) => void>();
  private changes = new Set<(s: LogindState) => void>();
  constructor() {
    this.ready = new Promise((resolve) => (this.markReady = resolve));
  }
  current(): LogindState {
    return this.state;
  }
  onChange(listener: (s: LogindState) => void): () => void {
    this.changes.add(listener);
    return () => this.changes.delete(listener);
  }
  tell(state: LogindState): void {
    this.state = state;
    for (const l of [...this.changes]) l(state);
    this.markReady();
  }
  onEvent(listener: (e: SystemEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  /** As the real follow: events come only while logind is there. */
  emit(e: SystemEvent): void {
    if (this.state.state !== 'available') return;
    for (const l of [...this.listeners]) l(e);
  }
  close(): void {
    this.closed = true;
  }
}

const DETAIL = 'org.gnome.Mutter.IdleMonitor.GetIdletime (fake)';

/**
 * Idle time over "D-Bus": answers `seconds` at once, or never when `hang` is set; the test
 * says when the service is found, lost and found again, as the real watch tells it.
 */
class FakeDbusIdle implements DbusIdleTime {
  seconds = 0;
  hang = false;
  reads = 0;
  closed = false;
  readonly ready: Promise<void>;
  private state: DbusIdleState = { state: 'checking' };
  private readonly listeners = new Set<(state: DbusIdleState) => void>();
  private markReady!: () => void;

  constructor() {
    this.ready = new Promise((resolve) => (this.markReady = resolve));
  }
  current(): DbusIdleState {
    return this.state;
  }
  onChange(listener: (state: DbusIdleState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  tell(state: DbusIdleState): void {
    this.state = state;
    for (const l of [...this.listeners]) l(state);
    this.markReady();
  }
  read(): Promise<number> {
    this.reads += 1;
    if (this.state.state !== 'available') return Promise.reject(new Error('the session bus cannot be reached'));
    return this.hang ? new Promise<number>(() => {}) : Promise.resolve(this.seconds);
  }
  close(): void {
    this.closed = true;
    this.markReady();
  }
}

const found = (firstSeconds: number): DbusIdleState => ({ state: 'available', source: 'mutter', detail: DETAIL, firstSeconds });

/** The service is found a moment after start, with this first reading. */
function available(idle: FakeDbusIdle, firstSeconds: number): FakeDbusIdle {
  void Promise.resolve().then(() => idle.tell(found(firstSeconds)));
  return idle;
}

/** logind found a moment after start. */
function watching(logind: FakeLogind): FakeLogind {
  void Promise.resolve().then(() => logind.tell({ state: 'available', session: SESSION }));
  return logind;
}

function all(pm: FakePowerMonitor, events: readonly ('lock-screen' | 'unlock-screen' | 'suspend' | 'resume')[]): void {
  for (const e of events) pm.emit(e);
}

for (const platform of ['darwin', 'win32'] as const) {
  describe(`on ${platform}`, () => {
    test('lock, unlock, suspend and resume come from powerMonitor', () => {
      const { pm, events } = make(platform, {});
      all(pm, ['lock-screen', 'unlock-screen', 'suspend', 'resume']);
      assert.deepEqual(events, ['lock', 'unlock', 'suspend', 'resume']);
    });

    test("idle time is powerMonitor's reading, and detection is complete", () => {
      const { pm, source } = make(platform, {});
      pm.idleTime = 312;
      assert.equal(source.idleSeconds(), 312);
      const d = source.describe();
      assert.equal(d.idleTime, 'power-monitor');
      assert.deepEqual(d.lockEvents, ['power-monitor']);
      assert.deepEqual(d.sleepEvents, ['power-monitor']);
      assert.equal(d.limited, false);
    });
  });
}

describe('on Linux under X11', () => {
  test("idle time is powerMonitor's reading; a reading that is not a number of seconds is 'cannot tell'", () => {
    const { pm, source } = make('linux', X11);
    pm.idleTime = 95;
    assert.equal(source.idleSeconds(), 95);
    pm.idleTime = -1;
    assert.equal(source.idleSeconds(), undefined);
  });

  test('without logind no lock is seen (Electron has none on Linux) and describe() says so', () => {
    const { pm, source, events } = make('linux', X11);
    assert.deepEqual(pm.listened(), ['resume', 'suspend']);
    pm.emit('suspend');
    assert.deepEqual(events, ['suspend']);
    const d = source.describe();
    assert.deepEqual(d.lockEvents, []);
    assert.deepEqual(d.sleepEvents, ['power-monitor']);
    assert.equal(d.limited, true);
    assert.ok(d.notes.some((n) => n.startsWith('Screen lock: not detected')), d.notes.join('\n'));
  });
});

describe('on Linux under Wayland', () => {
  test('without a D-Bus idle service idle time is undefined, not the 0 Electron reads', () => {
    const { pm, source } = make('linux', WAYLAND);
    pm.idleTime = 0;
    assert.equal(source.idleSeconds(), undefined);
    const d = source.describe();
    assert.equal(d.idleTime, null);
    assert.equal(d.limited, true);
  });

  test('WAYLAND_DISPLAY alone marks a Wayland session', () => {
    const { pm, source } = make('linux', { WAYLAND_DISPLAY: 'wayland-1' });
    pm.idleTime = 0;
    assert.equal(source.idleSeconds(), undefined);
  });

  test("the D-Bus reading is the probe's at first, then refreshed: a read is at most one refresh old", async () => {
    const idle = new FakeDbusIdle();
    const { clock, source } = make('linux', WAYLAND, { dbusIdle: available(idle, 42), refreshMs: 5_000 });
    assert.equal(source.idleSeconds(), undefined, 'nothing is known before the desktop answers');
    await source.ready;
    assert.equal(source.idleSeconds(), 42);
    idle.seconds = 47;
    await clock.advance(4_999);
    assert.equal(source.idleSeconds(), 42);
    await clock.advance(1);
    assert.equal(source.idleSeconds(), 47);
    assert.equal(source.describe().idleTime, 'mutter');
  });

  test('the refresh keeps going while the engine reads and stops when nobody reads; a read starts it again', async () => {
    const idle = new FakeDbusIdle();
    const { clock, source } = make('linux', WAYLAND, { dbusIdle: available(idle, 0), refreshMs: 5_000, keepRefreshingMs: 30_000 });
    await source.ready;
    // The engine's pattern: one read per 15 s tick, for ten minutes.
    for (let i = 0; i < 40; i++) {
      await clock.advance(15_000);
      source.idleSeconds();
    }
    assert.equal(idle.reads, 120);
    // Nobody reads: six more refreshes (30 s), then none.
    await clock.advance(300_000);
    assert.equal(idle.reads, 126);
    idle.seconds = 9;
    assert.equal(source.idleSeconds(), 0, 'the first read after the pause sees the value from before it');
    await clock.advance(5_000);
    assert.equal(idle.reads, 127);
    assert.equal(source.idleSeconds(), 9);
  });

  test('a reading the desktop does not answer within a refresh period makes idle time unknown until it answers', async () => {
    const idle = new FakeDbusIdle();
    const { clock, source } = make('linux', WAYLAND, { dbusIdle: available(idle, 30), refreshMs: 5_000 });
    await source.ready;
    idle.hang = true;
    await clock.advance(5_000);
    assert.equal(source.idleSeconds(), 30);
    await clock.advance(5_000);
    assert.equal(source.idleSeconds(), undefined);
    assert.ok(source.describe().notes.some((n) => n.includes('did not answer within 5000 ms')), source.describe().notes.join('\n'));
  });

  test('the service lost (the bus gone) makes idle time unknown at once and says why; found again, it is read again', async () => {
    const idle = new FakeDbusIdle();
    const { clock, source } = make('linux', WAYLAND, { dbusIdle: available(idle, 30), refreshMs: 5_000 });
    const told: string[] = [];
    source.onDetectionChange((d) => told.push(d.idleTimeDetection.state));
    await source.ready;
    assert.deepEqual(source.describe().idleTimeDetection, { state: 'available' });
    idle.tell({ state: 'unavailable', reason: 'the session bus cannot be reached (the bus closed the D-Bus connection)', retryInMs: 1_000 });
    assert.equal(source.idleSeconds(), undefined);
    assert.deepEqual(source.describe().idleTimeDetection, {
      state: 'unavailable',
      reason: 'Idle time cannot be read under Wayland: the session bus cannot be reached (the bus closed the D-Bus connection).',
    });
    assert.equal(source.describe().idleTime, null);
    const reads = idle.reads;
    await clock.advance(20_000);
    assert.equal(idle.reads, reads, 'nothing is asked of a service that is not there');
    idle.seconds = 12;
    idle.tell(found(11));
    assert.equal(source.idleSeconds(), 11);
    await clock.advance(5_000);
    assert.equal(source.idleSeconds(), 12);
    assert.deepEqual(told, ['available', 'unavailable', 'available']);
  });

  test('a failed reading makes idle time unknown, and the next good one restores it', async () => {
    const idle = new FakeDbusIdle();
    const { source } = make('linux', WAYLAND, { dbusIdle: available(idle, 30) });
    await source.ready;
    idle.read = () => Promise.reject(new Error('org.freedesktop.DBus.Error.ServiceUnknown: gone'));
    await source.refreshNow();
    assert.equal(source.idleSeconds(), undefined);
    assert.ok(source.describe().notes.some((n) => n.includes('ServiceUnknown')));
    idle.read = () => Promise.resolve(3);
    await source.refreshNow();
    assert.equal(source.idleSeconds(), 3);
  });
});

describe('events from powerMonitor and logind together', () => {
  test('a suspend and a resume both report reach the engine once each; logind adds lock and unlock', async () => {
    const logind = new FakeLogind();
    const { pm, source, events } = make('linux', X11, { logind: watching(logind) });
    await source.ready;
    pm.emit('suspend');
    logind.emit('suspend');
    logind.emit('resume');
    pm.emit('resume');
    logind.emit('lock');
    logind.emit('unlock');
    logind.emit('suspend');
    pm.emit('suspend');
    pm.emit('resume');
    logind.emit('resume');
    assert.deepEqual(events, ['suspend', 'resume', 'lock', 'unlock', 'suspend', 'resume']);
    const d = source.describe();
    assert.deepEqual(d.lockEvents, ['logind']);
    assert.deepEqual(d.sleepEvents, ['power-monitor', 'logind']);
    assert.equal(d.limited, false);
  });

  test('a source whose resume was lost does not hide the next suspend', async () => {
    const logind = new FakeLogind();
    const { pm, source, events } = make('linux', X11, { logind: watching(logind) });
    await source.ready;
    pm.emit('suspend');
    logind.emit('suspend');
    logind.emit('resume');
    // powerMonitor's resume never came.
    pm.emit('suspend');
    logind.emit('suspend');
    logind.emit('resume');
    assert.deepEqual(events, ['suspend', 'resume', 'suspend', 'resume']);
  });
});

describe('logind lost with the system bus and found again', () => {
  test('locks are heard while it is there; the Settings line says when they cannot be, and why', async () => {
    const logind = new FakeLogind();
    const { source, events } = make('linux', X11, { logind });
    const told: string[] = [];
    source.onDetectionChange((d) => told.push(d.lockDetection.state));
    assert.deepEqual(source.describe().lockDetection, { state: 'checking' });
    logind.tell({ state: 'unavailable', reason: 'the system bus cannot be reached (connection refused)', retryInMs: 1_000 });
    await source.ready;
    assert.deepEqual(source.describe().lockDetection, { state: 'unavailable', reason: 'The screen lock cannot be detected: the system bus cannot be reached (connection refused).' });
    assert.equal(source.describe().limited, true);
    logind.tell({ state: 'available', session: SESSION });
    logind.emit('lock');
    logind.emit('unlock');
    assert.deepEqual(events, ['lock', 'unlock']);
    assert.deepEqual(source.describe().lockDetection, { state: 'available' });
    assert.deepEqual(source.describe().lockEvents, ['logind']);
    assert.deepEqual(told, ['unavailable', 'available']);
  });
});

describe('close()', () => {
  test('removes the powerMonitor listeners, closes the D-Bus pieces and stops refreshing', async () => {
    const logind = new FakeLogind();
    const idle = new FakeDbusIdle();
    const { pm, clock, source, events } = make('linux', WAYLAND, { logind: watching(logind), dbusIdle: available(idle, 1) });
    await source.ready;
    source.close();
    assert.deepEqual(pm.listened(), []);
    assert.equal(logind.closed, true);
    assert.equal(idle.closed, true);
    logind.emit('lock');
    pm.emit('suspend');
    assert.deepEqual(events, []);
    await clock.advance(60_000);
    assert.equal(idle.reads, 0);
  });

  test('on macOS it removes the lock listeners too', () => {
    const { pm, source } = make('darwin', {});
    assert.deepEqual(pm.listened(), ['lock-screen', 'resume', 'suspend', 'unlock-screen']);
    source.close();
    assert.deepEqual(pm.listened(), []);
  });

  test('D-Bus pieces that answer after close() are closed, and tell nothing', async () => {
    const logind = new FakeLogind();
    const idle = new FakeDbusIdle();
    const { source, events } = make('linux', WAYLAND, { logind, dbusIdle: idle });
    const told: unknown[] = [];
    source.onDetectionChange((d) => told.push(d));
    assert.equal(source.describe().checking, true);
    source.close();
    logind.tell({ state: 'available', session: SESSION });
    logind.emit('lock');
    idle.tell(found(0));
    await source.ready;
    assert.deepEqual(events, []);
    assert.deepEqual(told, []);
    assert.equal(logind.closed, true);
    assert.equal(idle.closed, true);
    assert.equal(source.idleSeconds(), undefined);
  });
});

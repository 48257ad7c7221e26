// A week of idle-time reads over real D-Bus, as a Wayland session has them: the shell's idle
// source (electron-idle-source.ts) against a stand-in Mutter on a private dbus-daemon, on a
// manual clock. The engine reads idle time every 15 s (its tick), so the source asks Mutter
// every 5 s, day and night: 17,280 calls a day on one connection, the load that leaked
// about 12 MiB a day when each call left a reaction behind on the connection.
//
// Each 5-second step waits for that step's reply (an event, not a sleep), so every reading is
// answered in its period, as on a desktop; the person's idle time moves with the clock, so
// the answers change the way real ones do.

import dbus from 'dbus-next';
import { ElectronIdleSource } from '../../../main/platform/electron/electron-idle-source.ts';
import { watchDbusIdleTime, type DbusIdleTime } from '../../../main/platform/electron/linux/idle-time-dbus.ts';
import { startDbusSession } from '../../support/dbus-session.ts';
import { ManualClock } from '../../support/manual-clock.ts';
import { fakePowerMonitor } from '../../platform-electron/support/fake-power-monitor.ts';
import { startMutterIdleMonitor } from '../../platform-electron/support/mutter-idle-service.ts';

const DAY_MS = 86_400_000;
const REFRESH_MS = 5_000;
const ENGINE_TICK_MS = 15_000;
/** A person away for 20 minutes every 2 hours: idle time climbs, then drops to 0. */
const AWAY_EVERY_MS = 2 * 3_600_000;
const AWAY_MS = 20 * 60_000;

export interface IdleSoakResult {
  readonly days: number;
  /** GetIdletime calls Mutter answered. */
  readonly calls: number;
  /** Reads the engine made (one per tick). */
  readonly engineReads: number;
  /** Engine reads that found no idle time (should be 0: every reading is answered in its period). */
  readonly unknown: number;
  /** heapUsed (MiB) after a forced GC at the end of each day. */
  readonly heapMb: readonly number[];
}

/** The idle source's D-Bus reading, with each read's promise kept so a step can wait for its answer. */
function awaitable(idle: DbusIdleTime): { idle: DbusIdleTime; last(): Promise<unknown> } {
  let last: Promise<unknown> = Promise.resolve();
  return {
    idle: {
      current: () => idle.current(),
      onChange: (listener) => idle.onChange(listener),
      ready: idle.ready,
      read() {
        const p = idle.read();
        last = p.catch(() => undefined);
        return p;
      },
      close: () => idle.close(),
    },
    last: () => last,
  };
}

/** Lives `days` days of idle reads; `heapMb` is called at the end of each. */
export async function idleSoak(days: number, heapMb: () => number): Promise<IdleSoakResult> {
  const session = await startDbusSession({ activation: false });
  const mutter = await startMutterIdleMonitor(session.address);
  const clock = new ManualClock(Date.parse('2026-03-10T00:00:00Z'));
  const start = clock.now();
  const idleMsAt = (t: number) => {
    const inCycle = (t - start) % AWAY_EVERY_MS;
    return inCycle < AWAY_MS ? inCycle : 0;
  };
  const dbusIdle = awaitable(watchDbusIdleTime({ connect: () => dbus.sessionBus({ busAddress: session.address }), clock }));
  const source = new ElectronIdleSource({ powerMonitor: fakePowerMonitor(), platform: 'linux', env: { XDG_SESSION_TYPE: 'wayland' }, clock, dbusIdle: dbusIdle.idle, refreshMs: REFRESH_MS });
  const heap: number[] = [];
  let engineReads = 0;
  let unknown = 0;
  try {
    await source.ready;
    if (source.describe().idleTime !== 'mutter') throw new Error(`the idle source did not find Mutter: ${source.describe().notes.join(' ')}`);
    const asked = mutter.askedSoFar();
    for (let day = 1; day <= days; day++) {
      const end = start + day * DAY_MS;
      while (clock.now() < end) {
        mutter.setIdleMs(idleMsAt(clock.now() + REFRESH_MS));
        await clock.advance(REFRESH_MS);
        await dbusIdle.last();
        if ((clock.now() - start) % ENGINE_TICK_MS === 0) {
          engineReads += 1;
          if (source.idleSeconds() === undefined) unknown += 1;
        }
      }
      heap.push(heapMb());
    }
    return { days, calls: mutter.askedSoFar() - asked, engineReads, unknown, heapMb: heap };
  } finally {
    source.close();
    await mutter.stop();
    await session.stop();
  }
}

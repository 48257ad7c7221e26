// When the tray redraws itself from the clock alone: at the minute the elapsed time turns,
// each second on macOS while the menu is closed, at the wall-clock minute when nothing
// runs. A manual clock and a fake scheduler: no real timer, no wall clock.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { nextTickDelay, startTrayTicker, type Scheduler, type TickInput } from '../../main/platform/electron/tray-ticker.ts';
import { ManualClock } from '../support/manual-clock.ts';

const T0 = Date.parse('2025-11-20T15:00:00.000Z');
const S = 1_000;
const MIN = 60_000;

describe('the schedule', () => {
  const at = (over: Partial<TickInput>): number => nextTickDelay({ now: T0, platform: 'linux', menuOpen: false, running: null, ...over });

  test('nothing runs: at the next wall-clock minute (today resets at a minute)', () => {
    assert.equal(at({}), MIN);
    assert.equal(at({ now: T0 + 12_345 }), MIN - 12_345);
  });

  test('a timer runs (Linux, Windows): when its elapsed time reaches the next whole minute', () => {
    // Started 65 min 20.3 s ago: shows 1:05 until 66 min have run, 39.7 s from now.
    assert.equal(at({ running: { runningSince: T0 - 65 * MIN - 20_300, totalSeconds: 0 } }), 39_700);
    // Stored time counts: 50 s stored + 5.0 s of this run = 55 s: turns in 5 s.
    assert.equal(at({ platform: 'win32', running: { runningSince: T0 - 5 * S, totalSeconds: 50 } }), 5 * S);
    // Exactly on a turn: the next one is a whole minute away.
    assert.equal(at({ running: { runningSince: T0 - 2 * MIN, totalSeconds: 0 } }), MIN);
  });

  test('macOS with the menu closed: each second of the run', () => {
    assert.equal(at({ platform: 'darwin', running: { runningSince: T0 - 10_250, totalSeconds: 0 } }), 750);
    assert.equal(at({ platform: 'darwin', running: { runningSince: T0 - 10 * S, totalSeconds: 0 } }), S);
  });

  test('macOS with the menu open: back to the minute', () => {
    assert.equal(at({ platform: 'darwin', menuOpen: true, running: { runningSince: T0 - 65 * MIN - 20_300, totalSeconds: 0 } }), 39_700);
  });

  test('macOS with nothing running: the minute', () => {
    assert.equal(at({ platform: 'darwin', now: T0 + 400 }), MIN - 400);
  });

  test('a run the clock has not reached yet (a start sent ahead) waits as if none ran', () => {
    assert.equal(at({ running: { runningSince: T0 + 5 * S, totalSeconds: 0 } }), MIN);
  });
});

class FakeScheduler implements Scheduler<number> {
  readonly pending = new Map<number, { fn: () => void; ms: number }>();
  private next = 1;
  setTimeout(fn: () => void, ms: number): number {
    const id = this.next++;
    this.pending.set(id, { fn, ms });
    return id;
  }
  clearTimeout(handle: number): void {
    this.pending.delete(handle);
  }
  /** The one timer planned now: its delay. */
  delay(): number {
    assert.equal(this.pending.size, 1, 'exactly one timer is planned');
    return [...this.pending.values()][0]!.ms;
  }
  /** Moves the clock to the planned timer and fires it. */
  fire(clock: ManualClock): void {
    const [id, t] = [...this.pending.entries()][0]!;
    this.pending.delete(id);
    clock.set(clock.now() + t.ms);
    t.fn();
  }
}

describe('the ticker', () => {
  function setup(platform: 'darwin' | 'linux') {
    const clock = new ManualClock(T0);
    const scheduler = new FakeScheduler();
    const ticks: number[] = [];
    let running: TickInput['running'] = { runningSince: T0 - 30 * S, totalSeconds: 0 };
    let menuOpen = false;
    const ticker = startTrayTicker({
      clock,
      scheduler,
      platform,
      running: () => running,
      menuOpen: () => menuOpen,
      tick: (now) => void ticks.push(now),
    });
    return {
      clock,
      scheduler,
      ticks,
      ticker,
      setRunning: (r: TickInput['running']) => void (running = r),
      setMenuOpen: (o: boolean) => void (menuOpen = o),
    };
  }

  test('Linux: redraws at each turn of the minute with the clock\'s now', () => {
    const { clock, scheduler, ticks } = setup('linux');
    assert.equal(scheduler.delay(), 30 * S);
    scheduler.fire(clock);
    scheduler.fire(clock);
    assert.deepEqual(ticks, [T0 + 30 * S, T0 + 90 * S]);
    assert.equal(scheduler.delay(), MIN);
  });

  test('macOS: each second while the menu is closed, each minute while it shows', () => {
    const { clock, scheduler, ticks, ticker, setMenuOpen } = setup('darwin');
    scheduler.fire(clock);
    scheduler.fire(clock);
    assert.deepEqual(ticks, [T0 + S, T0 + 2 * S]);
    setMenuOpen(true);
    ticker.reschedule();
    assert.equal(scheduler.delay(), 28 * S);
    setMenuOpen(false);
    ticker.reschedule();
    assert.equal(scheduler.delay(), S);
  });

  test('a new snapshot (the timer stopped) replans: one timer, at the wall-clock minute', () => {
    const { clock, scheduler, ticker, setRunning } = setup('darwin');
    clock.set(T0 + 400);
    setRunning(null);
    ticker.reschedule();
    assert.equal(scheduler.delay(), MIN - 400);
  });

  test('stop leaves no timer and no more ticks', () => {
    const { scheduler, ticker, ticks } = setup('linux');
    ticker.stop();
    ticker.reschedule();
    assert.equal(scheduler.pending.size, 0);
    assert.deepEqual(ticks, []);
  });
});

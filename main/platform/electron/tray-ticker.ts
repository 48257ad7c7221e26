// When the tray draws itself again with no news from the engine: its elapsed time (the
// macOS title, the Linux first item, the tooltip) comes from the clock, so only the clock
// moves it. Once a minute, at the minute the running entry's elapsed time turns; each
// second on macOS while the menu is closed (the title sits in the menu bar in plain
// sight). Nothing is requested: a tick re-renders the last snapshot at a new `now`.
//
// The schedule is a pure function (`nextTickDelay`); the ticker around it takes the clock
// and the timer functions as parameters, so tests drive it with a manual clock and a fake
// scheduler.

import type { Clock } from '../../time/clock.ts';
import type { EntryView } from '../../core/snapshot.ts';
import type { TrayRendererPlatform } from './tray-renderer.ts';

const SECOND = 1_000;
const MINUTE = 60_000;

export interface TickInput {
  readonly now: number;
  readonly platform: TrayRendererPlatform;
  readonly menuOpen: boolean;
  /** The running entry of the last snapshot (null: none). */
  readonly running: Pick<EntryView, 'runningSince' | 'totalSeconds'> | null;
}

/** Milliseconds from `now` to the next instant the tray may read differently. */
export function nextTickDelay({ now, platform, menuOpen, running }: TickInput): number {
  const since = running?.runningSince ?? null;
  // Nothing runs: only the date can change what shows (today's total resets at the
  // account's midnight, a whole minute of the wall clock).
  if (running === null || since === null || since > now) return MINUTE - (((now % MINUTE) + MINUTE) % MINUTE);
  const intoRun = now - since;
  const intoSecond = intoRun % SECOND;
  if (platform === 'darwin' && !menuOpen) return SECOND - intoSecond;
  // The elapsed time shown is whole minutes of (stored seconds + this run's whole seconds).
  const elapsedSeconds = running.totalSeconds + Math.floor(intoRun / SECOND);
  const secondsToTurn = 60 - (elapsedSeconds % 60);
  return secondsToTurn * SECOND - intoSecond;
}

export interface Scheduler<H> {
  setTimeout(fn: () => void, ms: number): H;
  clearTimeout(handle: H): void;
}

export interface TrayTickerOptions<H> {
  readonly clock: Pick<Clock, 'now'>;
  readonly scheduler: Scheduler<H>;
  readonly platform: TrayRendererPlatform;
  /** The running entry of the last snapshot. */
  readonly running: () => TickInput['running'];
  readonly menuOpen: () => boolean;
  /** Draws the tray from the last snapshot at `now`. */
  readonly tick: (now: number) => void;
}

export interface TrayTicker {
  /** Plans the next tick again (a new snapshot, the menu opened or closed). */
  reschedule(): void;
  stop(): void;
}

export function startTrayTicker<H>(options: TrayTickerOptions<H>): TrayTicker {
  const { clock, scheduler } = options;
  let timer: H | null = null;
  let stopped = false;

  const plan = () => {
    if (timer !== null) scheduler.clearTimeout(timer);
    timer = null;
    if (stopped) return;
    const delay = nextTickDelay({ now: clock.now(), platform: options.platform, menuOpen: options.menuOpen(), running: options.running() });
    timer = scheduler.setTimeout(() => {
      timer = null;
      options.tick(clock.now());
      plan();
    }, delay);
  };
  plan();

  return {
    reschedule: plan,
    stop() {
      stopped = true;
      plan();
    },
  };
}

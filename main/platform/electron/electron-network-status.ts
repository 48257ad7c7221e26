// The shell's NetworkStatus: whether Chromium believes the machine is online
// (`net.isOnline()`), with a change told to the engine.
//
// Electron's main process has no online/offline event. What exists and why it is not used:
// - the renderer's `online`/`offline` events come from the same Chromium state, but would
//   need a new IPC channel from the least trusted code, and the window is often closed;
// - powerMonitor `resume` says the machine woke, not that the network came back (right
//   after waking Chromium still says offline for a while), so a check then proves little.
// `net.isOnline()` reads a flag Chromium keeps up to date (no request, no I/O), so the state
// is simply read again every few seconds, on the injected Clock (ManualClock in tests), and
// a change is told once. `false` is a strong sign; `true` is not a promise that the service
// answers: the engine counts its own failed requests for that (main/core/engine/engine.ts).

import type { Net } from 'electron';
import type { Clock } from '../../time/clock.ts';
import { ManualNetworkStatus } from '../node/manual-network-status.ts';

/** What this adapter uses of Electron's `net`. */
export type NetOnline = Pick<Net, 'isOnline'>;

export const DEFAULT_CHECK_EVERY_MS = 5_000;

export interface ElectronNetworkStatusOptions {
  net: NetOnline;
  clock: Clock;
  /** How often the state is read again. Default 5 s. */
  checkEveryMs?: number;
}

/** The state and its listeners as in the hand-flipped status; here Chromium flips it. */
export class ElectronNetworkStatus extends ManualNetworkStatus {
  private readonly net: NetOnline;
  private readonly stopper = new AbortController();

  constructor(options: ElectronNetworkStatusOptions) {
    super(options.net.isOnline());
    this.net = options.net;
    void this.poll(options.clock, options.checkEveryMs ?? DEFAULT_CHECK_EVERY_MS);
  }

  /**
   * Reads the state now (the shell may call it when it has a reason to, such as the machine
   * waking); listeners hear only a real change.
   */
  check(): void {
    if (this.stopper.signal.aborted) return;
    this.set(this.net.isOnline());
  }

  /** Stops checking (at quit): nothing is read or told afterwards. */
  stop(): void {
    this.stopper.abort();
  }

  private async poll(clock: Clock, everyMs: number): Promise<void> {
    const signal = this.stopper.signal;
    while (!signal.aborted) {
      try {
        await clock.sleep(everyMs, signal);
      } catch {
        return;
      }
      this.check();
    }
  }
}

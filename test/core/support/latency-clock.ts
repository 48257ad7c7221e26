// A ManualClock that the simulator's latency fault moves by itself: a request held for
// `latency_ms` makes the shared clock advance by that much, as if the answer took that long.
//
// The plain ManualClock cannot serve the latency fault of an engine test: the request waits
// on the clock, the engine is busy until it is answered, and the harness moves the clock
// only after the engine has settled, so neither would ever move. Here the service moves the
// clock instead, and every move (the test's steps and the service's delays) runs one after
// the other, so a delay never starts in the middle of a step: where each one lands in time
// does not depend on how quickly the machine delivers the request.
import type { ClockBase } from '../../sim/clock.ts';
import { ManualClock } from '../../support/manual-clock.ts';

export class LatencyClock extends ManualClock {
  private tail: Promise<void> = Promise.resolve();

  /** Moves time forward once every earlier move has finished. */
  override advance(ms: number): Promise<void> {
    const run = this.tail.then(() => super.advance(ms));
    this.tail = run.catch(() => {});
    return run;
  }

  /** The simulator's clock base: its latency wait is a move of this clock. */
  serviceBase(): ClockBase {
    return { now: () => this.now(), sleep: (ms) => this.advance(ms) };
  }
}

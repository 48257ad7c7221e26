// A manual clock that also tells each sleep as it starts (its length): a test waits for an
// adapter to start waiting (a backoff after a lost bus) before it moves time on, so a move
// never comes before the wait it is meant to end.

import { ManualClock } from '../../support/manual-clock.ts';
import { Told } from './told.ts';

export class WatchedClock extends ManualClock {
  /** The length of each sleep started, in order. */
  readonly slept = new Told<number>();

  override sleep(ms: number, signal?: AbortSignal): Promise<void> {
    this.slept.push(ms);
    return super.sleep(ms, signal);
  }
}

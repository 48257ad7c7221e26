// The instants the tests on a running clock start from. A test that started from the
// machine's own hour saw a different world at night (a jump to "the next 16:00" crossed
// midnight, and the page's "today" was not the engine's): every such test starts here
// instead, on a fixed weekday inside the demo user's working hours (09:00-17:00, Monday to
// Friday, in the demo account's zone, UTC: contract.md 1b).

import { OffsetClock } from '../../main/time/offset-clock.ts';

const HOUR_MS = 3_600_000;

/** Wednesday 18 November 2026, 00:00 UTC. */
export const TEST_DAY = Date.UTC(2026, 10, 18);

/** The instant `hours` (fractions allowed) after the test day's midnight, UTC. */
export function testInstant(hours: number): number {
  return TEST_DAY + Math.round(hours * HOUR_MS);
}

/** A running clock that reads the test day at `hours` UTC now, for the engine, the simulator and the page alike. */
export function testClock(hours = 10): OffsetClock {
  return new OffsetClock(testInstant(hours));
}

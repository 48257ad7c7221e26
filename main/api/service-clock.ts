// The service's wall clock against ours, from the `Date` header every answer carries (RFC 9110
// 6.6.1: an origin server with a clock sends it). The service writes its "now" in the account's
// local time (a stopwatch's start, a create's `created_at`); read against the service's own
// clock rather than this machine's, that "now" tells the account's offset whatever this
// machine's clock says (a clock 40 minutes off would otherwise round to a zone 30 or 45
// minutes away: main/core/time/zone.ts).
import { parseHttpDate } from './http-date.ts';

/** One reading: the service's instant (whole seconds, as the header has them) and ours when the answer came. */
export interface ServiceClockReading {
  readonly serviceMs: number;
  readonly localMs: number;
}

/** A header further than this from our clock is taken for a broken header, not a clock. */
const IMPLAUSIBLE_MS = 14 * 24 * 3600_000;

export class ServiceClock {
  private last: ServiceClockReading | undefined;

  /** Records an answer's `Date` header, read at `localMs`; a missing or unreadable one changes nothing. */
  record(dateHeader: string | null, localMs: number): void {
    if (dateHeader === null) return;
    const serviceMs = parseHttpDate(dateHeader.trim(), localMs);
    if (serviceMs === undefined || Math.abs(serviceMs - localMs) > IMPLAUSIBLE_MS) return;
    this.last = Object.freeze({ serviceMs, localMs });
  }

  /** The last answer's reading, or undefined when no answer has carried a readable `Date`. */
  reading(): ServiceClockReading | undefined {
    return this.last;
  }

  /**
   * How far the service's clock is ahead of ours (ms; negative: behind), from the last reading.
   * The header drops the milliseconds and the answer took a trip, so it is good to a second or
   * two plus the trip: plenty for an offset rounded to 15 minutes, not for ordering instants.
   */
  aheadMs(): number | undefined {
    return this.last === undefined ? undefined : this.last.serviceMs - this.last.localMs;
  }
}

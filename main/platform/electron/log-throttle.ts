// Log lines a page (or whatever is in it) can cause as fast as it likes: the first of each
// kind is written at once, the rest are counted, and the next one after the interval is
// written with the count of those left out. A flood then costs a line a minute, and cannot
// rotate the log (and the lines a bug report needs) away.

import type { Logger } from '../../core/ports.ts';
import type { Clock } from '../../time/clock.ts';

type Fields = Readonly<Record<string, string | number | boolean | null>>;

export const LOG_INTERVAL_MS = 60_000;

export class LogThrottle {
  /** Per message: when it was last written, and how many were left out since. */
  private readonly last = new Map<string, { at: number; skipped: number }>();

  constructor(
    private readonly logger: Pick<Logger, 'log'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly intervalMs = LOG_INTERVAL_MS,
  ) {}

  log(level: Parameters<Logger['log']>[0], message: string, fields: Fields): void {
    const now = this.clock.now();
    const seen = this.last.get(message);
    if (seen !== undefined && now - seen.at < this.intervalMs) {
      seen.skipped += 1;
      return;
    }
    this.logger.log(level, message, seen !== undefined && seen.skipped > 0 ? { ...fields, alsoSinceLastLine: seen.skipped } : fields);
    this.last.set(message, { at: now, skipped: 0 });
  }
}

// The time arithmetic of a time entry (contract.md section 4) as pure functions, so the
// priority rules (total, then start, then end) can be reasoned about apart from HTTP.
// All values are seconds: start is seconds since midnight, total a duration.

export const DAY_SECONDS = 86_400;
const LAST_SECOND = DAY_SECONDS - 1;

/** The time fields sent in a body; undefined means not sent. */
export interface SentTimes {
  start?: number;
  end?: number;
  total?: number;
}

export interface EntryTimes {
  start: number;
  total: number;
}

export type TimeOutcome =
  | { ok: true; times: EntryTimes }
  | { ok: false; field: 'time_start' | 'time_end' | 'time_total'; message: string };

const anySent = (t: SentTimes) => t.start !== undefined || t.end !== undefined || t.total !== undefined;

/**
 * Times of a new entry. Without a stored entry every unknown value is 00:00:00, so an
 * end alone means a zero-length entry at that end.
 */
export function timesOnCreate(sent: SentTimes): TimeOutcome {
  return resolve(sent, { start: 0, total: 0 }, false);
}

/**
 * Times after a partial update. Step 1 uses the stored start and end only when the body
 * moves one of them: a body with neither keeps the stored total.
 */
export function timesOnUpdate(sent: SentTimes, stored: EntryTimes): TimeOutcome {
  return resolve(sent, stored, true);
}

function resolve(sent: SentTimes, stored: EntryTimes, isUpdate: boolean): TimeOutcome {
  if (!anySent(sent)) return { ok: true, times: { ...stored } };

  // The stored end is not wrapped at midnight: an entry a stopwatch carried past midnight
  // keeps start + total, so moving its start cannot silently flip the day.
  const storedEnd = stored.start + stored.total;
  const knownStart = sent.start ?? (isUpdate ? stored.start : undefined);
  const knownEnd = sent.end ?? (isUpdate ? storedEnd : undefined);

  let total: number;
  if (sent.total !== undefined) total = sent.total;
  // Past here time_start or time_end was sent (anySent), which is when step 1 may use them.
  else if (knownStart !== undefined && knownEnd !== undefined) {
    total = knownEnd - knownStart;
    if (total < 0) {
      // Blame the field the caller sent; when both were sent it is the end.
      const field = sent.end !== undefined ? 'time_end' : 'time_start';
      return { ok: false, field, message: field === 'time_end' ? 'must not be earlier than time_start' : 'must not be later than time_end' };
    }
  } else total = stored.total;

  let start: number;
  if (sent.start !== undefined) start = sent.start;
  else if (sent.end !== undefined) start = sent.end - total;
  else start = stored.start;

  if (start < 0)
    return { ok: false, field: 'time_start', message: 'would fall before 00:00:00 (time_end minus time_total)' };
  if (start + total > LAST_SECOND)
    return { ok: false, field: 'time_end', message: 'would fall past 23:59:59 (time_start plus time_total)' };
  return { ok: true, times: { start, total } };
}

/** Whole seconds a stopwatch ran, truncated; never negative even if the clock moved back. */
export function elapsedSeconds(startedAtMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - startedAtMs) / 1000));
}

/** The time of day an entry ends, modulo 24 hours (a stopwatch may run past midnight). */
export function endOfDay(times: EntryTimes): number {
  return (times.start + times.total) % DAY_SECONDS;
}

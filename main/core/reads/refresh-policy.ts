// When to read the running entry again. No fixed fast polling: the engine reads at once on
// wake, unlock, network return and window show, and in between waits as long as the
// person can afford not to know:
//   - window shown: about a minute (a change made elsewhere shows within a minute);
//   - window hidden: about five minutes (the tray's running state), whether or not a
//     timer runs or the person is at the keyboard: a timer started on the phone while away
//     must still reach the tray;
//   - screen locked: rarely (nobody sees the tray), and never while suspended;
//   - after failures: exponential backoff;
//   - and never faster than the daily quota allows. The budget is what the headers say is
//     left until the reset, less a reserve for the person's own writes: a share of the
//     daily limit for a whole working day, shrinking in proportion as the working day runs
//     out, never below `reserveMin`. Hidden and locked reads spread the budget evenly from
//     the last read to the end of the working day. After it they keep the daytime pace
//     (every `hiddenMs`) as long as the budget covers a read that often until the reset and
//     still keeps a working day's hidden reads (`workdayMs / hiddenMs`): a timer forgotten or
//     stopped on the web at 18:30 matters as much as one at 16:30. A budget that covers fewer
//     spreads them evenly; one that cannot read even hourly that way (a Free plan evening)
//     spreads the whole budget to the reset, at most hourly. The read on window show, the polls while the window is shown and the read
//     before a reminder or idle prompt acts come only from spare reads: the budget beyond
//     what the hidden reads need to come every `hiddenCapMs` until the end of the working
//     day (after it, hourly until the reset). A Free plan day (50 requests) thus spends its spare reads where the person
//     looks, and a change elsewhere still reaches the tray within about an hour as long as
//     the writes stay within the reserve; on larger plans the quota never binds.
// The plan counts from the last read, not from the time elapsed since: as the clock moves
// on with nothing else changing, the next read never moves earlier, so the engine may
// sleep until it (the one exception: a working stretch beginning shortens the hourly
// after-hours gap).
// Pure: the engine passes everything in.

export const POLICY = {
  visibleMs: 55_000,
  hiddenMs: 290_000,
  lockedMs: 30 * 60_000,
  /** A window shown within this long after a read does not read again. */
  showFreshMs: 20_000,
  maxBackoffMs: 15 * 60_000,
  /** Requests kept for the person's own writes over a whole working day: this share of the daily limit. */
  reserveShare: 0.4,
  /** The reserve never falls below this. */
  reserveMin: 5,
  /** The working day the full reserve covers; with less of it left, the reserve shrinks in proportion. */
  workdayMs: 8 * 3_600_000,
  /** Reads after the working day when the quota cannot keep the daytime pace: spread to the reset, at most this often. */
  afterHoursMinMs: 60 * 60_000,
  /** Under a scarce quota, hidden reads still come this often during the working day (spare reads wait first). */
  hiddenCapMs: 55 * 60_000,
} as const;

export type Presence = 'active' | 'idle' | 'locked' | 'suspended';

export interface Quota {
  readonly remaining: number;
  readonly limit: number;
  /** Epoch ms of the reset. */
  readonly resetAt: number;
}

export interface RefreshPolicyInput {
  readonly now: number;
  readonly lastReadAt: number | null;
  /** Epoch ms of the last read attempt, successful or not (failures back off from it). */
  readonly lastAttemptAt?: number | null;
  readonly windowVisible: boolean;
  readonly presence: Presence;
  /** Reads failed in a row. */
  readonly failures: number;
  readonly quota: Quota | null;
  /** Epoch ms when today's working time ends, when it has not ended yet. */
  readonly workEndsAt: number | null;
}

/** What the quota affords from the last read on (see the header). */
export interface ReadAllowance {
  /** Reads that may be spent (the quota left less the reserve); Infinity when the quota is unknown. */
  readonly budget: number;
  /** Reads beyond those the hidden schedule needs until the end of the working day (after it: hourly ones to the reset). */
  readonly spare: number;
  /** The even spread of `budget` over the time left (ms); 0 when the quota is unknown. */
  readonly spreadMs: number;
}

/** The instant the plan counts from: the last read (so the plan stays put as time passes). */
function reference(i: RefreshPolicyInput): number {
  return i.lastReadAt ?? i.now;
}

/** The reserve for writes when `spanMs` of the working day is left. */
export function reserveFor(q: Quota, spanMs: number): number {
  const left = Math.min(1, Math.max(0, spanMs) / POLICY.workdayMs);
  return Math.max(POLICY.reserveMin, Math.ceil(q.limit * POLICY.reserveShare * left));
}

export function allowance(i: RefreshPolicyInput): ReadAllowance {
  const q = i.quota;
  if (!q) return { budget: Number.POSITIVE_INFINITY, spare: Number.POSITIVE_INFINITY, spreadMs: 0 };
  const end = i.workEndsAt;
  const until = end !== null && end < q.resetAt ? end : q.resetAt;
  const span = Math.max(0, until - reference(i));
  const budget = q.remaining - reserveFor(q, span);
  // After hours the tray's hourly reads to the reset come first, as the working day's do: a
  // window left open on a Free evening once spent every read at 55 s within half an hour and
  // then read nothing until midnight UTC (issue 69: a timer stopped elsewhere ran on screen).
  const hiddenNeed = Math.ceil(span / (end !== null ? POLICY.hiddenCapMs : POLICY.afterHoursMinMs));
  return { budget, spare: budget - hiddenNeed, spreadMs: budget > 0 ? span / budget : Number.POSITIVE_INFINITY };
}

/** Requests the reads may spend now (the quota less the reserve); Infinity when unknown. */
export function readBudget(i: RefreshPolicyInput): number {
  return allowance(i).budget;
}

/** Reads an evening keeps back for the next working day's hidden reads. */
export const WORKDAY_HIDDEN_READS = Math.ceil(POLICY.workdayMs / POLICY.hiddenMs);

/** The shortest gap between hidden reads that the quota affords; Infinity when it affords none. */
export function quotaIntervalMs(i: RefreshPolicyInput): number {
  if (!i.quota) return 0;
  const a = allowance(i);
  if (a.budget <= 0) return Number.POSITIVE_INFINITY;
  if (i.workEndsAt !== null) return a.spreadMs;
  const evening = a.budget - WORKDAY_HIDDEN_READS;
  const eveningGap = evening > 0 ? Math.max(0, i.quota.resetAt - reference(i)) / evening : Number.POSITIVE_INFINITY;
  if (eveningGap <= POLICY.afterHoursMinMs) return eveningGap;
  // Too little to read even hourly and keep the next day's reads: the same budget covers the night, slowly.
  return Math.max(POLICY.afterHoursMinMs, a.spreadMs);
}

/** Epoch ms of the next read, or null when no read is planned (suspended, quota spent). */
export function nextReadAt(i: RefreshPolicyInput): number | null {
  if (i.presence === 'suspended') return null;
  const a = allowance(i);
  if (a.budget <= 0) return null;
  // After failures the wait runs from the last attempt, not the last success: a service
  // that keeps failing is never asked again at once.
  const retryAt = i.failures > 0 && i.lastAttemptAt != null ? i.lastAttemptAt + backoffMs(i.failures) : Number.NEGATIVE_INFINITY;
  if (i.lastReadAt === null) return Math.max(i.now, retryAt);
  const looking = i.windowVisible && i.presence !== 'locked';
  // A spare read goes where the person looks; without one, the window waits like the tray.
  if (looking && a.spare >= 1) return Math.max(i.lastReadAt + POLICY.visibleMs, retryAt);
  const base = i.presence === 'locked' ? POLICY.lockedMs : looking ? POLICY.visibleMs : POLICY.hiddenMs;
  return Math.max(i.lastReadAt + Math.max(base, quotaIntervalMs(i)), retryAt);
}

/**
 * Whether the quota keeps the reads further apart than `visibleMs` even while the window is
 * shown (a Free plan once its spare reads are spent, or its day spent): a change made
 * elsewhere may then take longer than a minute to show, so the window says when it last
 * checked. Failures are not the quota's doing and do not count.
 */
export function readsRationed(i: RefreshPolicyInput): boolean {
  if (!i.quota || i.lastReadAt === null) return false;
  const at = nextReadAt({ ...i, windowVisible: true, presence: 'active', failures: 0 });
  return at === null || at > i.lastReadAt + POLICY.visibleMs;
}

/** The wait after `failures` failed reads in a row: 5 s doubling, at most `maxBackoffMs`. */
export function backoffMs(failures: number): number {
  return failures <= 0 ? 0 : Math.min(POLICY.maxBackoffMs, 5_000 * 2 ** Math.min(failures - 1, 20));
}

/** Whether reads are held back by failures right now (events do not skip the backoff). */
export function backingOff(i: RefreshPolicyInput): boolean {
  return i.failures > 0 && i.lastAttemptAt != null && i.now < i.lastAttemptAt + backoffMs(i.failures);
}

/**
 * Whether an event (window shown, unlock, wake, network back, a prompt about to act, a
 * budget's figure out of date: reads/budget-tally.ts) should read now.
 */
export function readOnEvent(i: RefreshPolicyInput, event: 'show' | 'wake' | 'unlock' | 'online' | 'prompt' | 'budget'): boolean {
  // The network coming back is news; any other event waits out a failure backoff.
  if (event !== 'online' && backingOff(i)) return false;
  const a = allowance(i);
  if (a.budget <= 0) return false;
  if (i.lastReadAt === null) return true;
  const age = i.now - i.lastReadAt;
  // Spare reads only: under a scarce quota the hidden schedule (and the hour it promises) comes first.
  if (event === 'show') return age >= POLICY.showFreshMs && a.spare >= 1;
  if (event === 'prompt') return age >= 2_000 && a.spare >= 1;
  // The figure, not the running state, is what is old: its read and the recent entries' (two
  // requests) come from spare reads whatever the age; otherwise the next read brings it.
  if (event === 'budget') return a.spare >= 2;
  return age >= 2_000;
}

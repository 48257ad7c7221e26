// A timer that runs on the service in an account the person is signed out of (its token
// revoked, or signed out here while it ran): a start in another account, or Stop, cannot
// reach it, so its stop is owed: written down (one record in the first account's store)
// with the instant it should end, said in words until then, and sent as soon as that
// account is signed in again and has read what runs there. A pure module: the record, its
// check, and what a fresh read of the account means for each owed stop.

import { isRecord } from '../json-guard.ts';
import type { I18n } from '../../i18n/words.ts';

export const OWED_STOPS_KEY = 'accounts-owed-stops';

export interface OwedStop {
  /** The account whose timer should stop. */
  readonly key: string;
  /** Where its run ends (epoch ms): where the other account's run began, or the Stop. */
  readonly at: number;
}

export function readOwedStops(value: unknown): OwedStop[] | null {
  if (!isRecord(value) || !Array.isArray(value.stops)) return null;
  const stops: OwedStop[] = [];
  for (const s of value.stops) {
    if (!isRecord(s) || typeof s.key !== 'string' || typeof s.at !== 'number' || !Number.isFinite(s.at)) return null;
    stops.push({ key: s.key, at: s.at });
  }
  return stops;
}

/** An owed stop added to the list; an account already owed keeps its earlier instant (its run ended there). */
export function withOwed(list: readonly OwedStop[], stop: OwedStop): OwedStop[] {
  return list.some((s) => s.key === stop.key) ? [...list] : [...list, stop];
}

/** What an account's snapshot says of its owed stop. */
export interface AccountNow {
  readonly signedIn: boolean;
  /** Epoch ms of its last read of what runs (null: none yet). */
  readonly lastReadAt: number | null;
  /** Its running entry's run start, or null when nothing runs. */
  readonly runningSince: number | null;
  /** That run's start waits in the account's own queue, or its answer was lost: the service may hold no run of it. */
  readonly runningQueued?: boolean;
}

/**
 * `wait` until the account is signed in and has read what runs since the stop was owed (a
 * copy from before might show a run the phone stopped); then `stop` when that run began
 * before the owed instant, else `forget` (stopped elsewhere meanwhile, or a new run since).
 */
export function owedStopStep(stop: OwedStop, now: AccountNow): 'wait' | 'stop' | 'forget' {
  // A run whose start never reached the service is this Stint's own: nobody stopped it
  // elsewhere, and once sent late its stopwatch would begin after the owed instant (the time
  // since the click credited in its total), reading as a new run. Stopped before it is sent.
  if (now.signedIn && now.runningQueued === true && now.runningSince !== null && now.runningSince <= stop.at) return 'stop';
  if (!now.signedIn || now.lastReadAt === null || now.lastReadAt < stop.at) return 'wait';
  return now.runningSince !== null && now.runningSince <= stop.at ? 'stop' : 'forget';
}

/**
 * The words beside a signed-out account whose timer still runs on the service, or (`queued`)
 * whose timer's start never reached it: then the start and its stop wait together; or
 * (`unconfirmed`) whose entry was made but its stopwatch's start is not known to have reached it.
 */
export function stillRunsWords(name: string, start: 'sent' | 'queued' | 'unconfirmed', i18n: I18n): string {
  if (start === 'unconfirmed') return i18n._({ id: 'accounts.owed.unconfirmed', message: "{name}'s timer may have started on the service before its session ended: sign in to {name} to stop it.", values: { name } });
  if (start === 'queued') return i18n._({ id: 'accounts.owed.queued', message: "{name}'s timer was not sent before its session ended: sign in to {name} to send it with its stop.", values: { name } });
  return i18n._({ id: 'accounts.owed.runs', message: "{name}'s timer still runs on the service: sign in to {name} to stop it.", values: { name } });
}

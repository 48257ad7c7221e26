// What the two-account day (accounts-day.ts) asks of the service it runs against, beyond its
// HTTP API: which account a token belongs to (to count requests per account), whether a
// stopwatch runs, the entries at the end (the service check), a quota's use, and the
// person's calendar. In this process (bench:workday: the simulator on the day's own manual
// clock), or in a process of its own (bench:memory: the engine's figures then hold the
// engine alone; memory/remote-service.ts), whose clock the day moves with its own.

import type { Store } from '../../sim/store.ts';
import type { TimeEntry } from '../../sim/model.ts';
import { STUDIO_ACCOUNT_ID } from '../../sim/demo-studio.ts';
import { SimClock } from '../../sim/clock.ts';
import { startSim } from '../../sim/start.ts';
import type { ManualClock } from '../../support/manual-clock.ts';
import { CalendarServer } from '../../support/calendar-server.ts';
import { dayCalendar } from './day-calendar.ts';
import { ACCOUNT, addCampaign } from './engine-day.ts';
import { ACCOUNT_NAMES, type AccountName } from './two-accounts-script.ts';

/** The simulator's account behind each of the person's accounts. */
export const SERVICE_ACCOUNT: Record<AccountName, string> = { business: ACCOUNT, free: STUDIO_ACCOUNT_ID };

/** What another bench adds to the day's service (bench:memory: more projects, a larger calendar). */
export interface ServiceExtras {
  /** Called with each account's store before the sign-ins. */
  readonly seed?: (store: Store) => void;
  /** The person's calendar (iCalendar text) for the day starting at `midnightMs`; dayCalendar by default. */
  readonly calendar?: (midnightMs: number) => string;
}

export interface DayService {
  /** The API's base URL. */
  readonly baseUrl: string;
  /** The person's calendar's address (its own host). */
  readonly calendarAddress: string;
  /** The Acme project the administrator archives during the day. */
  readonly campaignId: number;
  /** The person's account whose session `token` is; null: none. */
  accountOfToken(token: string): Promise<AccountName | null>;
  /** How many accounts hold a running stopwatch at the service. */
  runningAccounts(): Promise<number>;
  /** Every time entry of the account. */
  entries(name: AccountName): Promise<TimeEntry[]>;
  /** The account's daily quota used at `nowMs`. */
  accountUsed(name: AccountName, nowMs: number): Promise<number>;
  /** The campaign active again (the day archived it). */
  reactivateCampaign(): Promise<void>;
  /** Requests to the calendar, and those answered whole (not 304). */
  calendarCounts(): Promise<{ asked: number; sentWhole: number }>;
  /** The service's clock at `nowMs` (a service in this process shares the day's clock: nothing to do). */
  clockAt(nowMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the simulator (the campaign added, each account seeded) and the person's calendar,
 * on `clock` (the service's clock; a service in another process keeps its own in step with
 * the day's through `clockAt`).
 */
export async function openService(clock: ManualClock, startIso: string, more: ServiceExtras = {}) {
  const sim = await startSim({ clock: new SimClock(clock) });
  const store = (name: AccountName) => sim.sim.ctx.accounts.get(SERVICE_ACCOUNT[name])!;
  const campaignId = addCampaign(store('business'));
  for (const name of ACCOUNT_NAMES) more.seed?.(store(name));
  const midnight = Date.parse(`${startIso.slice(0, 10)}T00:00:00Z`);
  const calendar = await CalendarServer.start((more.calendar ?? dayCalendar)(midnight));
  const service: DayService = {
    baseUrl: sim.baseUrl,
    calendarAddress: calendar.address,
    campaignId,
    accountOfToken: async (token) => ACCOUNT_NAMES.find((n) => store(n).tokens.has(token)) ?? null,
    runningAccounts: async () => ACCOUNT_NAMES.filter((n) => [...store(n).entries.values()].some((e) => e.stopwatch_started_at !== null)).length,
    entries: async (name) => [...store(name).entries.values()],
    accountUsed: async (name, nowMs) => sim.sim.ctx.limits.accountDaily.used(SERVICE_ACCOUNT[name], nowMs),
    reactivateCampaign: async () => {
      store('business').projects.get(campaignId)!.active = 1;
    },
    calendarCounts: async () => ({ asked: calendar.asked, sentWhole: calendar.sentWhole }),
    clockAt: async () => {},
    close: async () => {
      await calendar.close();
      await sim.close();
    },
  };
  return { service, store };
}

// The engine's day, in a process of its own started with --expose-gc (memory.bench.ts): the
// two-account workday of bench:workday (workday/accounts-day.ts: openAccounts over the Node
// ports, the window's facade, the manual clock in 5-second steps, the phone and the web
// administrator) with each account given more projects (10,000 more, or 200 in all for a
// usual person) and the person's calendar 200 events in the week (day-extras.ts), lived for
// one day or several in a row (a week: the same day's script each day, the laptop suspended
// each night). The simulator and the calendar run in another process (service-process.ts,
// forked from here), so the figures are the engine's and Node's alone. memory.bench.ts bundles
// this file with esbuild and runs it under plain Node, as the app's main process runs its
// bundle: no TypeScript loader in the figures. The V8 flags the app sets (main/platform/node/v8-flags.ts)
// are set here the same way, first.
//
// Readings (idle-reading.ts: a forced GC, then idle as a tray app sits): signed in at 09:00
// (start), at 11:00 (hour 2), at 17:00 (end), and at 17:00 of each later day (`day <n>`).
// Prints them, and the service process's size, as one JSON line.
//
//   node --expose-gc engine-day.js <service-process.ts> <its execArgv as JSON> <EngineDayOptions as JSON>

import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import { setAppV8Flags } from '../../../main/platform/node/v8-flags.ts';
import { TwoAccountDay } from '../workday/accounts-day.ts';
import { appLikeFetch } from './app-fetch.ts';
import { DAY_START, secondsOf } from '../workday/script.ts';
import { TWO_ACCOUNTS } from '../workday/two-accounts-script.ts';
import { DAY } from './day-extras.ts';
import { idleReading } from './idle-reading.ts';
import { MB, type Reading } from './reading.ts';
import { remoteService, type RemoteService } from './remote-service.ts';

export interface EngineDayOptions {
  /** Each account's projects: so many more than the demo's, or so many in all. */
  readonly projects: { readonly more: number } | { readonly inAll: number };
  /** Days lived in a row (1: the day alone). */
  readonly days: number;
  /** Real time (ms) left idle before each reading. */
  readonly idleMs: number;
  /** The app's V8 flags are not set (the figures without them). */
  readonly withoutAppFlags: boolean;
  /** Requests sent with Node's fetch rather than the app's transport's model (app-fetch.ts). */
  readonly nodeFetch?: boolean;
  /**
   * A folder to write a heap snapshot into after each reading (`<projects>-<reading>.heapsnapshot`),
   * to see what grew between two readings; the snapshot's own memory is in every later reading,
   * so a run that writes them is for finding, not for figures.
   */
  readonly heapSnapshots?: string;
}

const [script, execArgv, optionsJson] = process.argv.slice(2);
if (script === undefined || execArgv === undefined || optionsJson === undefined) throw new Error('usage: engine-day.js <service-process.ts> <execArgv as JSON> <options as JSON>');
const options = JSON.parse(optionsJson) as EngineDayOptions;
if (!options.withoutAppFlags) setAppV8Flags();
const DAY_MS = 86_400_000;
const midnight = Date.parse(`${DAY}T00:00:00Z`);
let start = midnight + secondsOf(DAY_START) * 1000;
const secondHour = start + 2 * 3600_000;
let service: RemoteService | null = null;
const day = await TwoAccountDay.open(new Date(start).toISOString(), {
  pumpClock: true,
  settleGuardMs: 300_000,
  ...(options.nodeFetch ? {} : { transport: appLikeFetch }),
  service: async (_clock, iso) => (service = await remoteService(script, JSON.parse(execArgv) as string[], iso, [JSON.stringify(options.projects)])),
});
const read = async (at: string): Promise<Reading> => {
  const reading = await idleReading(at, options.idleMs);
  if (options.heapSnapshots !== undefined) writeHeapSnapshot(join(options.heapSnapshots, `${'inAll' in options.projects ? options.projects.inAll : `${options.projects.more}-more`}-${at.replace(' ', '-')}.heapsnapshot`));
  return reading;
};
const readings = [await read('start')];
const first = await day.runDay(TWO_ACCOUNTS, start, async (now) => {
  if (now >= secondHour && readings.length === 1) readings.push(await read('hour 2'));
});
readings.push(await read('end'));
const notes = [...first.notes];
for (let n = 2; n <= options.days; n++) {
  start += DAY_MS;
  await day.night(start);
  const r = await day.runDay(TWO_ACCOUNTS, start);
  notes.push(...r.notes.map((note) => `day ${n}: ${note}`));
  readings.push(await read(`day ${n}`));
}
const serviceRssMb = (await service!.rss()) / MB;
await day.close();
// The process's CPU through the days (user and system), for what a launch setting costs.
const cpu = process.cpuUsage();
process.stdout.write(`${JSON.stringify({ readings, serviceRssMb, cpuS: (cpu.user + cpu.system) / 1e6, events: first.calendar.eventsToday, notes } satisfies EngineDayRun)}\n`);

export interface EngineDayRun {
  readonly readings: Reading[];
  readonly serviceRssMb: number;
  readonly cpuS: number;
  readonly events: number;
  readonly notes: string[];
}

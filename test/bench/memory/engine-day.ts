// The engine's day, in a process of its own started with --expose-gc (memory.bench.ts): the
// two-account workday of bench:workday (workday/accounts-day.ts: openAccounts over the Node
// ports, the window's facade, the manual clock in 5-second steps, the phone and the web
// administrator) with each account given 10,000 more projects and the person's calendar 200
// events in the week (day-extras.ts). The simulator and the calendar run in another process
// (service-process.ts, forked from here), so the figures are the engine's and Node's alone.
// memory.bench.ts bundles this file with esbuild and runs it under plain Node, as the app's
// main process runs its bundle: no TypeScript loader in the figures.
//
// Readings after global.gc(): signed in at 09:00 (start), at 11:00 (the second hour done),
// at 17:00 (end). Prints them, and the service process's size, as one JSON line.
//
//   node --expose-gc engine-day.js <service-process.ts> <its execArgv as JSON>

import { TwoAccountDay } from '../workday/accounts-day.ts';
import { DAY_START, secondsOf } from '../workday/script.ts';
import { TWO_ACCOUNTS } from '../workday/two-accounts-script.ts';
import { DAY } from './day-extras.ts';
import { MB, type Reading } from './reading.ts';
import { remoteService, type RemoteService } from './remote-service.ts';

function reading(at: string): Reading {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('run with node --expose-gc');
  gc();
  const m = process.memoryUsage();
  return { at, rssMb: m.rss / MB, heapUsedMb: m.heapUsed / MB, heapTotalMb: m.heapTotal / MB };
}

const [script, execArgv] = process.argv.slice(2);
if (script === undefined || execArgv === undefined) throw new Error('usage: engine-day.js <service-process.ts> <execArgv as JSON>');
const midnight = Date.parse(`${DAY}T00:00:00Z`);
const start = midnight + secondsOf(DAY_START) * 1000;
const secondHour = start + 2 * 3600_000;
let service: RemoteService | null = null;
const day = await TwoAccountDay.open(new Date(start).toISOString(), {
  pumpClock: true,
  service: async (_clock, iso) => (service = await remoteService(script, JSON.parse(execArgv) as string[], iso)),
});
const readings = [reading('start')];
const r = await day.runDay(TWO_ACCOUNTS, start, async (now) => {
  if (now >= secondHour && readings.length === 1) readings.push(reading('hour 2'));
});
readings.push(reading('end'));
const serviceRssMb = (await service!.rss()) / MB;
await day.close();
process.stdout.write(`${JSON.stringify({ readings, serviceRssMb, events: r.calendar.eventsToday, notes: r.notes })}\n`);

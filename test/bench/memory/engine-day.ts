// The engine's day, in a process of its own started with --expose-gc (memory.bench.ts): the
// two-account workday of bench:workday (workday/accounts-day.ts: openAccounts over the Node
// ports, the window's facade, the manual clock in 5-second steps, the phone and the web
// administrator) with each account given 10,000 more projects and the person's calendar 200
// events in the week (day-extras.ts). The simulator and the calendar run in another process
// (service-process.ts, forked from here), so the figures are the engine's and Node's alone.
// memory.bench.ts bundles this file with esbuild and runs it under plain Node, as the app's
// main process runs its bundle: no TypeScript loader in the figures.
//
// Readings after global.gc() and once the engine has idled (`reading`): signed in at 09:00
// (start), at 11:00 (the second hour done), at 17:00 (end). Prints them, and the service process's size, as one JSON line.
//
//   node --expose-gc engine-day.js <service-process.ts> <its execArgv as JSON>

import { readFileSync } from 'node:fs';
import { TwoAccountDay } from '../workday/accounts-day.ts';
import { DAY_START, secondsOf } from '../workday/script.ts';
import { TWO_ACCOUNTS } from '../workday/two-accounts-script.ts';
import { DAY } from './day-extras.ts';
import { MB, type Reading } from './reading.ts';
import { remoteService, type RemoteService } from './remote-service.ts';

/** A figure (kB) of /proc/self/status, in MB. */
function statusMb(field: string): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
  if (m === null) throw new Error(`no ${field} in /proc/self/status`);
  return Number(m[1]) / 1024;
}

/** Real time the engine is left idle before a reading, at most (ms), and between looks (ms). */
const IDLE_MAX_MS = 30_000;
const IDLE_LOOK_MS = 1_000;

/**
 * A reading after a forced GC, taken twice: right after the day's work (`busyRssMb`) and once
 * the engine has sat idle, as a tray app does between a person's actions. V8 keeps the young
 * generation it grew while busy (64 MB of it, empty, after the sign-ins page through 10,000
 * projects) until its memory reducer sees the process idle, some seconds later: the day's loop
 * never idles, so its busy figure is a peak the app holds for seconds, not all day. The idle
 * figure is read once the resident size stops falling (three looks in a row), or after IDLE_MAX_MS.
 */
async function reading(at: string): Promise<Reading> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('run with node --expose-gc');
  gc();
  const busyRssMb = process.memoryUsage().rss / MB;
  let last = busyRssMb;
  let steady = 0;
  for (let waited = 0; waited < IDLE_MAX_MS && steady < 3; waited += IDLE_LOOK_MS) {
    await new Promise((resolve) => setTimeout(resolve, IDLE_LOOK_MS));
    const now = process.memoryUsage().rss / MB;
    steady = now < last - 0.5 ? 0 : steady + 1;
    last = Math.min(last, now);
  }
  gc();
  const m = process.memoryUsage();
  return { at, rssMb: m.rss / MB, heapUsedMb: m.heapUsed / MB, heapTotalMb: m.heapTotal / MB, externalMb: m.external / MB, arrayBuffersMb: m.arrayBuffers / MB, busyRssMb, privateMb: statusMb('RssAnon') };
}

const [script, execArgv] = process.argv.slice(2);
if (script === undefined || execArgv === undefined) throw new Error('usage: engine-day.js <service-process.ts> <execArgv as JSON>');
const midnight = Date.parse(`${DAY}T00:00:00Z`);
const start = midnight + secondsOf(DAY_START) * 1000;
const secondHour = start + 2 * 3600_000;
let service: RemoteService | null = null;
const day = await TwoAccountDay.open(new Date(start).toISOString(), {
  pumpClock: true,
  settleGuardMs: 300_000,
  service: async (_clock, iso) => (service = await remoteService(script, JSON.parse(execArgv) as string[], iso)),
});
const readings = [await reading('start')];
const r = await day.runDay(TWO_ACCOUNTS, start, async (now) => {
  if (now >= secondHour && readings.length === 1) readings.push(await reading('hour 2'));
});
readings.push(await reading('end'));
const serviceRssMb = (await service!.rss()) / MB;
await day.close();
// The process's CPU through the day (user and system), for what a launch setting costs.
const cpu = process.cpuUsage();
process.stdout.write(`${JSON.stringify({ readings, serviceRssMb, cpuS: (cpu.user + cpu.system) / 1e6, events: r.calendar.eventsToday, notes: r.notes })}\n`);

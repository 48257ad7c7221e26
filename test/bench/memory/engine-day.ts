// The engine's day, run in a child process started with --expose-gc (memory.bench.ts): the
// two-account workday of bench:workday (workday/accounts-day.ts: openAccounts over the Node
// ports, the window's facade, the simulator on a manual clock in 5-second steps, the phone and
// the web administrator) with each account given 10,000 more projects and the person's
// calendar 200 events in the week. Readings after global.gc(): signed in at 09:00 (start),
// at 11:00 (the second hour done), at 17:00 (end). Prints them as one JSON line.
//
// The simulator and the calendar server run in this process too (the day reads the
// simulator's stores to check it), so the figures hold them as well: an upper bound of the
// engine's own.

import type { Store } from '../../sim/store.ts';
import { TwoAccountDay } from '../workday/accounts-day.ts';
import { vevent } from '../workday/day-calendar.ts';
import { DAY_START, secondsOf } from '../workday/script.ts';
import { TWO_ACCOUNTS } from '../workday/two-accounts-script.ts';
import { MB, type Reading } from './reading.ts';

/** Projects added to each account. */
export const MORE_PROJECTS = 10_000;
/** Calendar events in the week. */
export const CALENDAR_EVENTS = 200;
const DAY = '2026-03-10';

/** MORE_PROJECTS copies of the account's first project the person is a member of, named apart. */
function seed(store: Store): void {
  const member = [...store.members.values()][0];
  const from = member === undefined ? undefined : store.projects.get(member.project_id);
  if (from === undefined) throw new Error('the account has no project with members to copy');
  const members = [...store.members.values()].filter((m) => m.project_id === from.id);
  for (let i = 0; i < MORE_PROJECTS; i++) {
    const id = store.nextId('project');
    store.projects.set(id, { ...from, id, name: `Bench ${String(i).padStart(5, '0')} ${['web redesign', 'acme mobile', 'data pipeline', 'globex audit', 'security'][i % 5]}` });
    for (const m of members) {
      const mid = store.nextId('member');
      store.members.set(mid, { ...m, id: mid, project_id: id });
    }
  }
}

/** 40 half-hour meetings a day, Monday to Friday of the day's week. */
function calendar(midnightMs: number): string {
  const monday = midnightMs - 86_400_000; // 2026-03-10 is a Tuesday
  const events = Array.from({ length: CALENDAR_EVENTS }, (_, i) => vevent(`ev${i}@memory`, `Meeting ${i + 1}`, monday + Math.floor(i / 40) * 86_400_000 + (8 * 60 + (i % 40) * 12) * 60_000, 30));
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Stint bench//EN', 'X-WR-CALNAME:Work', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');
}

function reading(at: string): Reading {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('run with node --expose-gc');
  gc();
  const m = process.memoryUsage();
  return { at, rssMb: m.rss / MB, heapUsedMb: m.heapUsed / MB, heapTotalMb: m.heapTotal / MB };
}

const midnight = Date.parse(`${DAY}T00:00:00Z`);
const start = midnight + secondsOf(DAY_START) * 1000;
const secondHour = start + 2 * 3600_000;
const day = await TwoAccountDay.open(new Date(start).toISOString(), { seed, calendar, pumpClock: true });
const readings = [reading('start')];
const r = await day.runDay(TWO_ACCOUNTS, start, async (now) => {
  if (now >= secondHour && readings.length === 1) readings.push(reading('hour 2'));
});
readings.push(reading('end'));
await day.close();
process.stdout.write(`${JSON.stringify({ readings, events: r.calendar.eventsToday, notes: r.notes })}\n`);

// Benchmark of a calendar's reading (npx tsx test/bench/calendar.bench.ts): the wall time of
// parsing a calendar and of reading a day and a week of it, as the snapshot asks them, for
// the calendars of issue 60 item 8 (30 events repeating every second since 1990, which held
// the engine 13 s for each day shown), their every-minute and daily neighbours, a workday
// calendar of 300 series, and one at the size cap (10 MB of every-minute series). Printed:
// ms and ical.js steps (rule-guard.ts `Work`), each the median of 5 reads of a fresh parse
// (the kept events would answer a second read of the same span at once). "read" is the
// parse and the sorting the book does when a calendar arrives, not on the snapshot's path.
import { parseCalendar, MAX_CALENDAR_BYTES } from '../../main/core/calendar/calendar-parse.ts';
import { eventsBetween, prepareCalendar } from '../../main/core/calendar/calendar-occurrences.ts';

const DAY = 86_400_000;
const FROM = Date.parse('2026-03-10T00:00:00Z');

const event = (i: number, lines: string[]) => ['BEGIN:VEVENT', `UID:e${i}@bench`, `SUMMARY:Event ${i}`, ...lines, 'END:VEVENT'];
const calendar = (events: string[][]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Stint//Bench//EN', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');
const since1990 = (n: number, rule: string, seconds = 1) =>
  calendar(Array.from({ length: n }, (_, i) => event(i, ['DTSTART:19900101T000000Z', `DURATION:PT${seconds}S`, `RRULE:${rule}`])));

function workday(): string {
  const rules = ['FREQ=WEEKLY;BYDAY=MO', 'FREQ=WEEKLY;BYDAY=TU,TH', 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR', 'FREQ=MONTHLY;BYDAY=2TU', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', 'FREQ=MONTHLY;BYMONTHDAY=15'];
  const events = Array.from({ length: 300 }, (_, i) => event(i, [`DTSTART;TZID=Europe/Berlin:${2010 + (i % 15)}0105T${String(8 + (i % 9)).padStart(2, '0')}0000`, 'DURATION:PT30M', `RRULE:${rules[i % rules.length]}`]));
  const singles = Array.from({ length: 3000 }, (_, i) => event(1000 + i, [`DTSTART:${new Date(FROM - (i % 4000) * DAY / 2).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`, 'DURATION:PT1H']));
  return calendar([...events, ...singles]);
}

function atTheCap(): string {
  const one = event(0, ['DTSTART:19900101T000000Z', 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY']).join('\r\n').length + 2;
  return since1990(Math.floor((MAX_CALENDAR_BYTES * 0.9) / one), 'FREQ=MINUTELY', 60);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function bench(name: string, text: string): void {
  const parses: number[] = [];
  const days: number[] = [];
  const weeks: number[] = [];
  let steps = { day: 0, week: 0, shown: 0, leftOut: 0 };
  for (let run = 0; run < 5; run++) {
    let t = performance.now();
    const parsed = parseCalendar(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    // As the book does once a calendar is read, off the snapshot's path.
    prepareCalendar(parsed.calendar);
    parses.push(performance.now() - t);
    t = performance.now();
    const day = eventsBetween(parsed.calendar, FROM, FROM + DAY, { selfEmails: [] });
    days.push(performance.now() - t);
    t = performance.now();
    const week = eventsBetween(parsed.calendar, FROM - DAY, FROM + 6 * DAY, { selfEmails: [] });
    weeks.push(performance.now() - t);
    steps = { day: day.work, week: week.work, shown: day.events.length, leftOut: day.problems.length };
  }
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`${name.padEnd(34)} ${String(Math.round(text.length / 1000)).padStart(6)} KB  read ${ms(median(parses)).padStart(10)}  day ${ms(median(days)).padStart(9)} (${steps.day} steps, ${steps.shown} shown, ${steps.leftOut} said left out)  week ${ms(median(weeks)).padStart(9)} (${steps.week} steps)`);
}

bench('30 every second since 1990', since1990(30, 'FREQ=SECONDLY'));
bench('30 every minute since 1990', since1990(30, 'FREQ=MINUTELY'));
bench('30 daily since 1990', since1990(30, 'FREQ=DAILY', 900));
bench('300 series and 3000 meetings', workday());
bench('every minute, at the 10 MB cap', atTheCap());

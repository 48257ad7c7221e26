// The occurrences of a calendar's events that overlap a span of time, each event read on its
// own: one that cannot be read (a broken repeat rule, a zone nobody knows) becomes a problem
// and costs only itself. A repeating event (a series) is expanded by ical.js from its first
// start, with its EXDATEs left out and its overrides (RECURRENCE-ID) in place of the
// occurrences they replace: a moved occurrence shows once, at its new time.
import ICAL from 'ical.js';
import type { CalendarEvent, EventProblem, ParsedCalendar } from './calendar-types.ts';
import { declinedBy, isCancelled } from './calendar-attendance.ts';
import { dateOf, instantOf, occurrenceKey } from './calendar-instant.ts';
import { zonesNamedBy } from './calendar-zones.ts';
import { RuleNeverMatches } from './rule-guard.ts';
import { textOf } from './calendar-text.ts';

export interface BetweenOptions {
  /** The person's addresses: an invitation one of them declined is left out. */
  readonly selfEmails: readonly string[];
  /** Where floating times and all-day dates are read, minutes east of UTC; UTC when absent. */
  readonly floatingOffsetMinutes?: number;
}

export interface EventsBetween {
  readonly events: CalendarEvent[];
  readonly problems: EventProblem[];
}

/** How many occurrences of one series are looked at, from its first: a rule that never ends cannot hang the reading. */
export const MAX_OCCURRENCES_READ = 20_000;

const DAY_MS = 86_400_000;

interface Series {
  readonly master: ICAL.Component;
  readonly overrides: readonly ICAL.Component[];
}

interface Occurrence {
  readonly recurrenceId: string | null;
  readonly item: ICAL.Event;
  readonly start: ICAL.Time;
  readonly end: ICAL.Time;
}

export function eventsBetween(calendar: ParsedCalendar, fromMs: number, toMs: number, opts: BetweenOptions): EventsBetween {
  const floating = opts.floatingOffsetMinutes ?? 0;
  const events: CalendarEvent[] = [];
  const problems: EventProblem[] = [...calendar.unreadable];
  for (const series of seriesOf(calendar.events)) {
    const problem = (message: string): EventProblem => ({ uid: textOf(series.master, 'uid'), title: textOf(series.master, 'summary'), message });
    const unknown = [series.master, ...series.overrides].flatMap(zonesNamedBy).find((tzid) => calendar.unknownZones.has(tzid));
    if (unknown !== undefined) {
      problems.push(problem(`It is set in the time zone "${unknown}", which the calendar does not describe and Stint does not know, so it is left out.`));
      continue;
    }
    if (!series.master.hasProperty('dtstart')) {
      problems.push(problem('It has no start (DTSTART), so it is left out.'));
      continue;
    }
    try {
      const read = occurrencesOf(series, fromMs, toMs, floating);
      if (read.stopped) problems.push(problem(`It repeats more than ${MAX_OCCURRENCES_READ} times up to these days, so Stint stopped reading it there; its later occurrences are left out.`));
      for (const o of read.occurrences) {
        const event = shown(o, fromMs, toMs, floating, opts.selfEmails);
        if (event) events.push(event);
      }
    } catch (e) {
      problems.push(problem(e instanceof RuleNeverMatches
        ? 'Its repeat rule takes too long to follow (it may ask for days that never come, such as 30 February), so it is left out.'
        : `Its times or its repeat rule cannot be read (${e instanceof Error ? e.message : String(e)}), so it is left out.`));
    }
  }
  events.sort((a, b) => a.start - b.start || a.end - b.end || order(a.uid, b.uid) || order(a.recurrenceId ?? '', b.recurrenceId ?? ''));
  return { events, problems };
}

// By code units, not by locale: the same order on every machine.
const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Events grouped by UID: each event with the overrides of its occurrences; an override whose series is missing stands alone. */
function seriesOf(components: readonly ICAL.Component[]): Series[] {
  const overrides = new Map<string, ICAL.Component[]>();
  for (const c of components.filter((c) => c.hasProperty('recurrence-id'))) {
    const uid = textOf(c, 'uid');
    overrides.set(uid, [...(overrides.get(uid) ?? []), c]);
  }
  const series = components.filter((c) => !c.hasProperty('recurrence-id')).map((master) => {
    const uid = textOf(master, 'uid');
    const own = overrides.get(uid) ?? [];
    // A UID given to two events: the overrides go with the first.
    overrides.delete(uid);
    return { master, overrides: own };
  });
  return [...series, ...[...overrides.values()].flat().map((master) => ({ master, overrides: [] }))];
}

function occurrencesOf(series: Series, fromMs: number, toMs: number, floating: number): { occurrences: Occurrence[]; stopped: boolean } {
  // strictExceptions with the overrides named: ical.js would otherwise relate every
  // override in the calendar to this event, whatever its UID.
  const event = new ICAL.Event(series.master, { strictExceptions: true, exceptions: [...series.overrides] });
  if (event.isRecurrenceException()) return { occurrences: [{ recurrenceId: occurrenceKey(event.recurrenceId, floating), item: event, start: event.startDate, end: event.endDate }], stopped: false };
  const reach = reachOf(event, series.overrides, floating);
  const occurrences: Occurrence[] = [];
  const expansion = event.iterator();
  for (let read = 0; read < MAX_OCCURRENCES_READ; read++) {
    const next = expansion.next();
    const at = next ? instantOf(next, floating) : Number.POSITIVE_INFINITY;
    if (at >= toMs + reach.earlier) return { occurrences, stopped: false };
    // Long before the span: nothing it becomes can reach into it, so its details are not worth reading.
    if (at < fromMs - reach.later) continue;
    const details = event.getOccurrenceDetails(next);
    const recurrenceId = event.isRecurring() || details.item !== event ? occurrenceKey(next, floating) : null;
    occurrences.push({ recurrenceId, item: details.item, start: details.startDate, end: details.endDate });
  }
  return { occurrences, stopped: true };
}

/**
 * How far an occurrence may lie from the time it is named by: `earlier`, the most an
 * override moves one earlier; `later`, the most one ends after it (its length, or an
 * override moved later), with a day to spare for a change of the clocks.
 */
function reachOf(event: ICAL.Event, overrides: readonly ICAL.Component[], floating: number): { earlier: number; later: number } {
  const moved = overrides.map((o) => new ICAL.Event(o)).map((o) => ({ id: instantOf(o.recurrenceId, floating), start: instantOf(o.startDate, floating), end: instantOf(o.endDate, floating) }));
  const length = instantOf(event.endDate, floating) - instantOf(event.startDate, floating);
  return {
    earlier: Math.max(0, ...moved.map((o) => o.id - o.start)),
    later: Math.max(length, ...moved.map((o) => o.end - o.id)) + DAY_MS,
  };
}

function shown(o: Occurrence, fromMs: number, toMs: number, floating: number, selfEmails: readonly string[]): CalendarEvent | null {
  const start = instantOf(o.start, floating);
  const end = Math.max(start, instantOf(o.end, floating));
  // An event without length (a deadline, a reminder) is shown when it falls inside the span.
  const overlaps = start < toMs && (end > fromMs || (end === start && start >= fromMs));
  if (!overlaps || isCancelled(o.item.component) || declinedBy(o.item.component, selfEmails)) return null;
  const location = o.item.location;
  return {
    uid: o.item.uid ?? '',
    recurrenceId: o.recurrenceId,
    title: o.item.summary ?? '',
    start,
    end,
    allDay: o.start.isDate,
    ...(o.start.isDate ? { allDayDate: dateOf(o.start) } : {}),
    location: typeof location === 'string' && location.trim() !== '' ? location : null,
  };
}

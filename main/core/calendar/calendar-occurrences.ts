// The occurrences of a calendar's events that overlap a span of time, each event read on its
// own: one that cannot be read (a broken repeat rule) becomes a problem and costs only itself.
// A repeating event (a series) is expanded by ical.js, with its EXDATEs left out and its
// overrides (RECURRENCE-ID) in place of the occurrences they replace: a moved occurrence
// shows once, at its new time. The work is bounded per calendar and per day asked, not per
// event: single events are found by their times without ical.js; a series starts near the
// days asked where its rule allows (rule-skip.ts); and once the calendar's work for these
// days is spent, the series not read yet are left out of them, each said.
import ICAL from 'ical.js';
import type { CalendarEvent, EventProblem, ParsedCalendar } from './calendar-types.ts';
import { declinedBy, isCancelled } from './calendar-attendance.ts';
import { dateOf, instantOf, occurrenceKey } from './calendar-instant.ts';
import { guardRules, OutOfWork, RuleNeverMatches, Work } from './rule-guard.ts';
import { eventPeriod, startNear } from './rule-skip.ts';
import { textOf } from './calendar-text.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export interface BetweenOptions {
  /** The person's addresses: an invitation one of them declined is left out. */
  readonly selfEmails: readonly string[];
  /** Where floating times and all-day dates are read, minutes east of UTC; UTC when absent. */
  readonly floatingOffsetMinutes?: number;
  /** The calendar's steps allowed for each day of the span; `WORK_PER_DAY` when absent. */
  readonly workPerDay?: number;
  /** The words an event left out is said in; English when absent. */
  readonly i18n?: I18n;
}

export interface EventsBetween {
  readonly events: CalendarEvent[];
  /** The calendar's events left out whatever the days (`unreadable`), then those left out of these days. */
  readonly problems: EventProblem[];
  /** The steps the reading took (rule-guard.ts `Work`). */
  readonly work: number;
}

/**
 * A calendar's steps for one day asked: 150-250 ms of ical.js on a loaded machine (a step is
 * 15-25 µs). A day of 300 series, each started near it, takes about 6,000; one event every
 * minute, 8,600.
 */
export const WORK_PER_DAY = 10_000;
/** The steps of opening one series (its overrides related, its reach measured), beside those of its rule. */
const OPEN_STEPS = 3;
/** The steps of an occurrence in the span beside finding it: its details read, its view made. */
const IN_SPAN_STEPS = 2;

const DAY_MS = 86_400_000;

interface Series {
  readonly master: ICAL.Component;
  readonly overrides: readonly ICAL.Component[];
}

/** An event that happens once, with bounds its times cannot leave whatever the floating offset; null bounds: read it every time. */
interface Single {
  readonly component: ICAL.Component;
  readonly from: number;
  readonly to: number;
}

interface Occurrence {
  readonly recurrenceId: string | null;
  readonly item: ICAL.Event;
  readonly start: ICAL.Time;
  readonly end: ICAL.Time;
}

/** A calendar's events sorted once for every span asked: the single ones and the series. */
interface Index {
  readonly singles: readonly Single[];
  readonly series: readonly Series[];
}

const indexes = new WeakMap<ParsedCalendar, Index>();

export function eventsBetween(calendar: ParsedCalendar, fromMs: number, toMs: number, opts: BetweenOptions): EventsBetween {
  const floating = opts.floatingOffsetMinutes ?? 0;
  const days = Math.max(1, Math.ceil((toMs - fromMs) / DAY_MS));
  const work = new Work((opts.workPerDay ?? WORK_PER_DAY) * days);
  const index = indexOf(calendar);
  const events: CalendarEvent[] = [];
  const problems: EventProblem[] = [...calendar.unreadable];
  const i18n = opts.i18n ?? sourceWords();
  const problem = (c: ICAL.Component, message: string): void => void problems.push({ uid: textOf(c, 'uid'), title: textOf(c, 'summary'), message });
  // What an occurrence shows is read inside its event's try: a zone's broken rules throw only when an instant is asked.
  const show = (o: Occurrence): void => {
    const event = shown(o, fromMs, toMs, floating, opts.selfEmails);
    if (event) events.push(event);
  };
  for (const single of index.singles) {
    if (single.from >= toMs || single.to <= fromMs) continue;
    try {
      const event = new ICAL.Event(single.component);
      show({ recurrenceId: event.isRecurrenceException() ? occurrenceKey(event.recurrenceId, floating) : null, item: event, start: event.startDate, end: event.endDate });
    } catch (e) {
      problem(single.component, unreadableTimes(e, i18n));
    }
  }
  for (const series of index.series) {
    if (work.spent) {
      problem(series.master, outOfWork(i18n));
      continue;
    }
    try {
      work.spend(OPEN_STEPS);
      occurrencesOf(series, fromMs, toMs, floating, work).forEach(show);
    } catch (e) {
      if (e instanceof OutOfWork) problem(series.master, outOfWork(i18n));
      else problem(series.master, e instanceof RuleNeverMatches ? i18n._({ id: 'calendar.events.neverMatches', message: 'Its repeat rule takes too long to follow (it may ask for days that never come, such as 30 February), so it is left out.' }) : unreadableTimes(e, i18n));
    }
  }
  events.sort((a, b) => a.start - b.start || a.end - b.end || order(a.uid, b.uid) || order(a.recurrenceId ?? '', b.recurrenceId ?? ''));
  return { events, problems, work: work.used };
}

const outOfWork = (i18n: I18n): string =>
  i18n._({ id: 'calendar.events.outOfWork', message: "Following this calendar's repeating events for these days took longer than Stint gives one calendar (so that it cannot hold the window up), so this one and the others after it are left out of these days." });

/** `why` is ical.js's own words. */
function unreadableTimes(e: unknown, i18n: I18n): string {
  return i18n._({ id: 'calendar.events.unreadable', message: 'Its times or its repeat rule cannot be read ({why}), so it is left out.', values: { why: e instanceof Error ? e.message : String(e) } });
}

// By code units, not by locale: the same order on every machine.
const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Sorts a calendar's events for the spans to come, once: done right after it is read, so that the first snapshot that shows it does not. */
export function prepareCalendar(calendar: ParsedCalendar): void {
  indexOf(calendar);
}

function indexOf(calendar: ParsedCalendar): Index {
  const known = indexes.get(calendar);
  if (known) return known;
  const singles: Single[] = [];
  const series: Series[] = [];
  for (const s of seriesOf(calendar.events)) {
    const repeats = s.master.hasProperty('rrule') || s.master.hasProperty('rdate');
    if (repeats || s.overrides.length > 0) series.push(s);
    else singles.push(singleOf(s.master));
  }
  const index = { singles, series };
  indexes.set(calendar, index);
  return index;
}

/**
 * A floating time moves by at most 14 hours with the offset it is read at; a day bounds it.
 * Read from the values parsing left (no ical.js Event, which costs more than the whole test).
 */
function singleOf(component: ICAL.Component): Single {
  try {
    const start = component.getFirstPropertyValue('dtstart');
    const end = component.getFirstPropertyValue('dtend');
    const duration = component.getFirstPropertyValue('duration');
    if (start instanceof ICAL.Time) {
      const from = instantOf(start, 0);
      const length = end instanceof ICAL.Time ? instantOf(end, 0) - from : duration instanceof ICAL.Duration ? duration.toSeconds() * 1000 : start.isDate ? DAY_MS : 0;
      if (Number.isFinite(from) && Number.isFinite(length)) return { component, from: from - DAY_MS, to: from + Math.max(0, length) + DAY_MS };
    }
  } catch {
    // Read with the span, where its problem is said.
  }
  return { component, from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY };
}

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

function occurrencesOf(series: Series, fromMs: number, toMs: number, floating: number, work: Work): Occurrence[] {
  // strictExceptions with the overrides named: ical.js would otherwise relate every
  // override in the calendar to this event, whatever its UID.
  const event = new ICAL.Event(series.master, { strictExceptions: true, exceptions: [...series.overrides] });
  if (event.isRecurrenceException()) return [{ recurrenceId: occurrenceKey(event.recurrenceId, floating), item: event, start: event.startDate, end: event.endDate }];
  const reach = reachOf(event, series.overrides, floating);
  guardRules(series.master, work);
  // Started before the earliest time that could reach the span, so that the moved start
  // itself (which ical.js gives whether or not the rule matches it) is never shown.
  const period = eventPeriod(series.master);
  const near = period === null ? null : startNear(series.master, event.startDate, period, fromMs - reach.later - 1, floating);
  const expansion = event.iterator(near ?? undefined);
  const occurrences: Occurrence[] = [];
  for (;;) {
    work.spend(1);
    const next = expansion.next();
    const at = next ? instantOf(next, floating) : Number.POSITIVE_INFINITY;
    if (at >= toMs + reach.earlier) return occurrences;
    // Long before the span: nothing it becomes can reach into it, so its details are not worth reading.
    if (at < fromMs - reach.later) continue;
    // Its details and its view cost as much again as finding it.
    work.spend(IN_SPAN_STEPS);
    const details = event.getOccurrenceDetails(next);
    const recurrenceId = event.isRecurring() || details.item !== event ? occurrenceKey(next, floating) : null;
    occurrences.push({ recurrenceId, item: details.item, start: details.startDate, end: details.endDate });
  }
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

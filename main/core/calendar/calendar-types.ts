// The shapes the calendar room hands out. Instants are epoch milliseconds; the wall clock
// of the machine never enters.
import type ICAL from 'ical.js';

/** One occurrence of an event, as the day beside tracked time shows it. */
export interface CalendarEvent {
  readonly uid: string;
  /** Which occurrence of a repeating event (an ISO instant, or `YYYY-MM-DD` for all-day ones); null for a single event. */
  readonly recurrenceId: string | null;
  readonly title: string;
  readonly start: number;
  readonly end: number;
  readonly allDay: boolean;
  /** The first day of an all-day event, `YYYY-MM-DD`. */
  readonly allDayDate?: string;
  readonly location: string | null;
}

/** An event left out, and why, in a sentence; the others are read without it. */
export interface EventProblem {
  readonly uid: string;
  readonly title: string;
  readonly message: string;
}

export type CalendarProblemCode = 'empty' | 'too_large' | 'not_icalendar' | 'truncated';

/** Why a text was not read as a calendar at all, with what to do about it. */
export interface CalendarProblem {
  readonly code: CalendarProblemCode;
  readonly message: string;
}

export interface ParsedCalendar {
  /** The name the calendar gives itself (X-WR-CALNAME), or null. */
  readonly name: string | null;
  /** Its events (VEVENT), every time in them already in its zone. */
  readonly events: readonly ICAL.Component[];
  /** Zones its events name that it does not describe (no VTIMEZONE) and the runtime does not know. */
  readonly unknownZones: ReadonlySet<string>;
  /** Events that could not be read at all. */
  readonly unreadable: readonly EventProblem[];
}

export type ParseResult = { readonly ok: true; readonly calendar: ParsedCalendar } | { readonly ok: false; readonly error: CalendarProblem };

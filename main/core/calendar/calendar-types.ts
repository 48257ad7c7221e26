// The shapes the calendar room hands out. Instants are epoch milliseconds; the wall clock
// of the machine never enters.
import type ICAL from 'ical.js';
import type { CalendarEventView } from '../snapshot.ts';

/** One occurrence of an event, as the day beside tracked time shows it (the snapshot's, before its calendar is named). */
export type CalendarEvent = Omit<CalendarEventView, 'key' | 'calendarId' | 'colour'>;

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
  /** Its events (VEVENT) that can be shown, every time in them already in its zone. */
  readonly events: readonly ICAL.Component[];
  /** Zones its events name that it does not describe (no VTIMEZONE) and the runtime does not know. */
  readonly unknownZones: ReadonlySet<string>;
  /** Events left out whatever days are shown, each with why: unreadable, in a zone nobody knows, without a start, repeating more often than once a minute. */
  readonly unreadable: readonly EventProblem[];
}

export type ParseResult = { readonly ok: true; readonly calendar: ParsedCalendar } | { readonly ok: false; readonly error: CalendarProblem };

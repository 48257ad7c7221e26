// Calendars for the calendar room's tests: the fixtures written as Google, Outlook/Exchange
// and Apple publish them, and small inline ones. Instants are compared as epoch ms from ISO
// UTC strings, never through the machine's zone.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseCalendar } from '../../../main/core/calendar/calendar-parse.ts';
import type { CalendarEvent, ParsedCalendar } from '../../../main/core/calendar/calendar-types.ts';

export function fixtureText(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

export function parsedOrFail(text: string): ParsedCalendar {
  const read = parseCalendar(text);
  assert.ok(read.ok, read.ok ? '' : read.error.message);
  return read.calendar;
}

export const fixture = (name: string): ParsedCalendar => parsedOrFail(fixtureText(name));

/** A calendar around the given components, each written one property a line. */
export function calendarOf(...components: string[]): ParsedCalendar {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Stint//Tests//EN', ...components.flatMap((c) => c.trim().split('\n').map((l) => l.trim())), 'END:VCALENDAR'];
  return parsedOrFail(lines.join('\r\n') + '\r\n');
}

export const at = (iso: string): number => Date.parse(iso);

/** What a test compares: the title and the instants of an occurrence. */
export const when = (e: CalendarEvent): { title: string; start: number; end: number } => ({ title: e.title, start: e.start, end: e.end });

export const span = (title: string, startIso: string, endIso: string): { title: string; start: number; end: number } => ({ title, start: at(startIso), end: at(endIso) });

// The calendar reader (ical.js and what reads its events): what calendar-book.ts loads with
// import() once there is a calendar to read, so that a person with none never loads it, and
// the app's start parses it only where a calendar is kept (issue 71).

export { parseCalendar } from './calendar-parse.ts';
export { eventsBetween, prepareCalendar } from './calendar-occurrences.ts';

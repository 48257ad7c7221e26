// The largest calendar read (a file or an address's answer), in bytes: a module of its own so
// that what fetches a calendar does not load the reader (calendar-reader.ts) with it.

export const MAX_CALENDAR_BYTES = 10_000_000;

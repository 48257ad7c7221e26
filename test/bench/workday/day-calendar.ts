// The person's calendar in the two-account day (issue 42): an iCalendar served on the loopback
// with the day's meetings (a daily standup, a client call, a review) and 20 more events across
// the week, added at 09:00. The book reads it while the window is open, every 15 minutes at
// most, with conditional requests: the figure to show is that none of it reaches the time
// service (its requests carry no token and go to another host), and what it costs itself.

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYYMMDDTHHMMSSZ` of a UTC instant. */
function stamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00Z`;
}

export function vevent(uid: string, title: string, start: number, minutes: number, extra: string[] = []): string[] {
  return ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', `DTSTART:${stamp(start)}`, `DTEND:${stamp(start + minutes * 60_000)}`, `SUMMARY:${title}`, ...extra, 'END:VEVENT'];
}

/** The calendar of the day starting `dayStartMs` (midnight UTC of the account's day). */
export function dayCalendar(dayStartMs: number): string {
  const h = (hours: number) => dayStartMs + hours * 3600_000;
  const week = Array.from({ length: 20 }, (_, i) => vevent(`week-${i}@bench`, `Week meeting ${i + 1}`, dayStartMs + ((i % 5) + 1) * 86_400_000 + (9 + (i % 7)) * 3600_000, 45));
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'X-WR-CALNAME:Work',
    ...vevent('standup@bench', 'Standup', h(9.5), 15, ['RRULE:FREQ=DAILY;COUNT=30']),
    ...vevent('client@bench', 'Client call', h(11), 45),
    ...vevent('review@bench', 'Design review', h(15), 60),
    ...week.flat(),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

// A day's calendar beside its timeline (issue 42), drawn once the person has a calendar:
// "Fill the day's meetings…", the day's all-day events as chips, and its timed events as
// thin bars in their calendar's colour on the strip's scale, one row per overlap, each
// named "<title>, <start>–<end>". Its own chunk, loaded when a calendar is first shown: the
// timer screen's code stays within its budget.

import type { CalendarEventView } from '../../main/core/snapshot.ts';
import { useState } from 'preact/hooks';
import { useSnapshot } from '../state/state.ts';
import type { Placed } from './timeline-layout.ts';
import { allDayOn, laneRows } from './event-lane.ts';
import { eventName, eventTitle } from './event-words.ts';
import { DayMeetings } from './day-meetings.tsx';
import { EventSwatch } from './event-swatch.tsx';
import { i18n } from '../i18n/words.ts';

/** A row of the lane, in CSS pixels: the bar and, where there is room, its title under it. */
const ROW_PX = 18;

export interface DayCalendarProps {
  readonly date: string;
  /** The day's timed events, placed on the strip's scale (timeline-layout.ts). */
  readonly placed: readonly Placed<CalendarEventView>[];
  /** The events the day's are among (today's, or the week's): its all-day ones are found here. */
  readonly events: readonly CalendarEventView[];
}

export function DayCalendar({ date, placed, events }: DayCalendarProps) {
  const s = useSnapshot();
  const clock = { offsetMinutes: s.zone.offsetMinutes, hourCycle: s.display.hourCycle };
  const allDay = allDayOn(events, date, clock.offsetMinutes);
  const rows = laneRows(placed.map((p) => p.item));
  const height = (Math.max(0, ...rows) + 1) * ROW_PX + 1;
  // The event pointed at or focused, named whole under the lane: a bar's own title is cut to its width.
  const [named, setNamed] = useState<string | null>(null);
  return (
    <>
      <DayMeetings date={date} />
      {allDay.length > 0 && (
        <ul class="timeline-all-day" aria-label={i18n._({ id: 'meetings.allDayEvents', message: 'All-day events' })}>
          {allDay.map((e) => (
            <li key={e.key} aria-label={i18n._({ id: 'meetings.allDay', message: '{event}, all day', values: { event: eventTitle(e.title) } })}>
              <EventSwatch colour={e.colour} />
              {eventTitle(e.title)}
            </li>
          ))}
        </ul>
      )}
      {placed.length > 0 && (
        <>
          <ul class="timeline-events" aria-label={i18n._({ id: 'meetings.calendarEvents', message: 'Calendar events' })} style={{ height: `${height}px` }}>
            {placed.map((p, i) => {
              const name = eventName(p.item, clock);
              const show = () => setNamed(name);
              const hide = () => setNamed((n) => (n === name ? null : n));
              return (
                <li
                  key={p.item.key}
                  aria-label={name}
                  tabIndex={0}
                  onMouseEnter={show}
                  onMouseLeave={hide}
                  onFocus={show}
                  onBlur={hide}
                  style={{ left: `${p.left}%`, width: `${p.width}%`, top: `${rows[i]! * ROW_PX}px` }}
                >
                  <span class="event-bar" style={{ backgroundColor: p.item.colour }} />
                  <span class="event-label" aria-hidden="true">
                    {eventTitle(p.item.title)}
                  </span>
                </li>
              );
            })}
          </ul>
          <p class="event-named" aria-hidden="true">
            {named ?? ''}
          </p>
        </>
      )}
    </>
  );
}

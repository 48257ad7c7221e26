// A day at a glance, above its entries (Today, and the week's chosen day): a strip of the
// working day (the hours outside it with nothing tracked folded to a sliver) with the working hours shaded, each entry a block (the running one growing), the stretches
// Stint saw the person away hatched, and each untracked stretch inside working hours a gap
// button named for a person ("Untracked, 12:10 PM to 12:55 PM, 45 minutes"). Choosing a gap
// opens, under the strip, what fills it: one of the recent entries in one step, or quick
// entry with that start and end. With a calendar, the day's events above the strip
// (day-calendar.tsx). With the activity record on and holding something of the day, its
// stretches as a lane of bars under the strip (decoration: activity-lane.tsx names them in
// words under the scale), and a gap's panel offers to fill it from them.

import { useContext, useRef, useState } from 'preact/hooks';
import { ActivityBookedContext } from './activity-booked.ts';
import type { ActivitySnapshot, CalendarEventView, DayTimelineView, EntryView, GapView } from '../../main/core/snapshot.ts';
import { entryLabel } from '../text/entry-label.ts';
import { formatDurationWords, formatInstantTime, formatLongDate } from '../text/time.ts';
import { useSnapshot } from '../state/state.ts';
import { useFocusAfterRender } from '../controls/focus-after-render.ts';
import { lazyScreen } from '../controls/lazy-screen.tsx';
import { i18n } from '../i18n/words.ts';
import { layoutTimeline } from './timeline-layout.ts';
import type { BookedFromActivity } from './activity-words.ts';

// What fills a gap loads when a gap is first chosen: the timer screen shows without it.
const GapFill = lazyScreen(() => i18n._({ id: 'gap.screenName', message: 'Filling the gap' }), () => import('./gap-fill.tsx').then((m) => m.GapFill));
// So does the calendar's part, drawn only once the person has a calendar.
const DayCalendar = lazyScreen(() => i18n._({ id: 'timeline.calendarName', message: 'The calendar' }), () => import('./day-calendar.tsx').then((m) => m.DayCalendar));
// And the activity record's, once it holds something of the day.
const ActivityLane = lazyScreen(() => i18n._({ id: 'activity.screenName', message: 'The activity record' }), () => import('./activity-lane.tsx').then((m) => m.ActivityLane));
const ActivityBars = lazyScreen(() => i18n._({ id: 'activity.screenName', message: 'The activity record' }), () => import('./activity-lane.tsx').then((m) => m.ActivityBars));

/** The record's day, when the lane shows: the record is on (or paused a while) and holds something of `date` (today, or a day of the week shown). */
function activityOf(a: ActivitySnapshot | undefined, date: string): ActivitySnapshot['today'] | null {
  if (a === undefined || a.state === 'off' || a.state === 'unavailable') return null;
  if (a.today.date === date) return a.today.stretches.length > 0 ? a.today : null;
  // A day of the week shown before today: the record's of it, read by the engine from its file.
  return a.week?.find((d) => d.date === date) ?? null;
}

/** The smallest a gap's button is, in CSS pixels. */
const MIN_TARGET_PX = 24;

export interface TimelineProps {
  readonly day: DayTimelineView;
  /** The day's entries (the running one among them, or given apart). */
  readonly entries: readonly EntryView[];
  readonly now: number;
  /** The calendar's events among which the day's are (absent: no calendar, no lane). */
  readonly events?: readonly CalendarEventView[] | undefined;
}

/** "Untracked, 12:10 PM to 12:55 PM, 45 minutes"; "Untracked, away, …" when Stint saw the person away. */
export function gapName(g: GapView, offsetMinutes: number, hourCycle: 'h12' | 'h23'): string {
  const values = { start: formatInstantTime(g.start, offsetMinutes, hourCycle), end: formatInstantTime(g.end, offsetMinutes, hourCycle), duration: formatDurationWords(g.seconds) };
  return g.kind === 'away'
    ? i18n._({ id: 'timeline.gapAway', message: 'Untracked, away, {start} to {end}, {duration}', values })
    : i18n._({ id: 'timeline.gap', message: 'Untracked, {start} to {end}, {duration}', values });
}

export function Timeline({ day, entries, now, events }: TimelineProps) {
  const s = useSnapshot();
  const offset = s.zone.offsetMinutes;
  const { hourCycle } = s.display;
  /** The start of the gap chosen: today's last gap grows with the clock, so its end moves on. */
  const [chosen, setChosen] = useState<number | null>(null);
  const gapRefs = useRef(new Map<number, HTMLButtonElement>());
  const stripRef = useRef<HTMLUListElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const record = activityOf(s.activity, day.date);
  /** The last booking from activity (Today's, shared with its entries' editor; else this day's own): "Always book … to …?". */
  const shared = useContext(ActivityBookedContext);
  const [own, setOwn] = useState<BookedFromActivity | null>(null);
  const booked = shared ? shared.booked : own;
  const setBooked = shared ? shared.set : setOwn;
  const layout = layoutTimeline({ date: day.date, offsetMinutes: offset, now, windows: day.windows, away: day.away, entries, gaps: day.gaps, events, activity: record?.stretches ?? [] });
  // A gap filled since it was chosen is gone: so is its panel.
  const open = day.gaps.find((g) => g.start === chosen) ?? null;
  const at = (ms: number) => formatInstantTime(ms, offset, hourCycle);
  const close = (filled: boolean) => {
    const back = open;
    setChosen(null);
    // Back on the gap chosen, or, once it is filled, on the strip itself.
    focusAfterRender(() => (filled || back === null ? stripRef.current : gapRefs.current.get(back.start))?.focus());
  };
  const style = (p: { left: number; width: number }) => ({ left: `${p.left}%`, width: `${p.width}%` });
  // A gap is a button at least 24 px wide (WCAG 2.5.8) on a strip of any width: a short one
  // grows about its middle, kept inside the strip.
  const pressable = (p: { left: number; width: number }) => ({
    left: `clamp(0px, calc(${p.left}% + min(0px, (${p.width}% - ${MIN_TARGET_PX}px) / 2)), calc(100% - ${MIN_TARGET_PX}px))`,
    width: `max(${p.width}%, ${MIN_TARGET_PX}px)`,
  });
  return (
    <div
      class="timeline"
      onKeyDown={(e) => {
        if (open !== null && e.key === 'Escape' && !e.defaultPrevented) {
          e.preventDefault();
          close(false);
        }
      }}
    >
      {events && <DayCalendar date={day.date} placed={layout.events} events={events} />}
      <div class="timeline-strip">
        {layout.windows.map((w) => (
          <span key={`w${w.item.start}`} class="timeline-hours" style={style(w)} aria-hidden="true" />
        ))}
        {layout.folds.map((f) => (
          <span key={`f${f.item.start}`} class="timeline-fold" style={style(f)} aria-hidden="true" />
        ))}
        {layout.away.map((a) => (
          <span key={`a${a.item.start}`} class="timeline-away" style={style(a)} aria-hidden="true" />
        ))}
        <ul class="timeline-items" aria-label={i18n._({ id: 'timeline.label', message: 'Timeline, {date}', values: { date: formatLongDate(day.date) } })} ref={stripRef} tabIndex={-1}>
          {layout.entries.map((p) => {
            // A running entry's current run grows (up to now); its part stored before a pause does not.
            const run = p.item.runningSince !== null && p.item.end === now;
            return (
              <li key={`${p.item.key}@${p.item.start}`} class={run ? 'timeline-entry running' : 'timeline-entry'} style={style(p)}>
                <span class="visually-hidden">
                  {run
                    ? i18n._({ id: 'timeline.entryRunning', message: '{entry}, {start} to now', values: { entry: entryLabel(p.item), start: at(p.item.start) } })
                    : i18n._({ id: 'timeline.entry', message: '{entry}, {start} to {end}', values: { entry: entryLabel(p.item), start: at(p.item.start), end: at(p.item.end) } })}
                </span>
              </li>
            );
          })}
          {layout.gaps.map((p) => (
            <li key={`g${p.item.start}`} class="timeline-gap-slot" style={pressable(p)}>
              <button
                type="button"
                class={`timeline-gap ${p.item.kind}`}
                aria-label={gapName(p.item, offset, hourCycle)}
                aria-expanded={open?.start === p.item.start}
                ref={(el) => void (el ? gapRefs.current.set(p.item.start, el) : gapRefs.current.delete(p.item.start))}
                onClick={() => setChosen(open?.start === p.item.start ? null : p.item.start)}
              />
            </li>
          ))}
        </ul>
      </div>
      {record !== null && <ActivityBars placed={layout.activity} />}
      <div class="timeline-scale" aria-hidden="true">
        {layout.hours.map((h) => (
          <span key={h.at} style={{ left: `${h.left}%` }}>
            {at(h.at).replace(/:00(?=\D|$)/, '')}
          </span>
        ))}
      </div>
      {open !== null && <GapFill gap={open} name={gapName(open, offset, hourCycle)} done={close} booked={setBooked} />}
      {record !== null && <ActivityLane date={day.date} apps={record.apps} booked={booked} forgetBooked={() => setBooked(null)} note={s.activity?.note ?? null} />}
    </div>
  );
}

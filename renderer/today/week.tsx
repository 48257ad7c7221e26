// The week a person can read: a calendar week (starting on the display's first day of the
// week) from the engine's `shownWeek`, moved back and forward; its total, a bar and a button
// per day, the chosen day's entries with Continue and Edit, and the week by project. Until
// the engine shows a week, the last seven days' chart stands in, so the card is never blank.
// What a person presses (the week's buttons, the days) stays in place as the week changes.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { DayTotal, EntryView, OtherAccountEntry, WeekView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useShownErrors, useSnapshot } from '../state/state.ts';
import { addDays, formatDurationWords, formatLongDate, formatWeekday } from '../text/time.ts';
import { formatTotal } from '../text/hours.ts';
import { BilledLine, rounded } from './timesheet-lazy.tsx';
import { entrySecondsOn } from './totals.ts';
import { laterDate, openingDay, weekdayOf, weekStartOf } from './week-days.ts';
import { shownWeekTotals } from './week-totals.ts';
import { EntryRow } from './entry-row.tsx';
import { continueOffered } from './continue-offered.ts';
import { ProjectTotals } from './project-totals.tsx';
import { Timeline } from './timeline.tsx';
import { splitOf } from './billable.ts';
import { BillableLine, TargetLine } from './day-glance.tsx';
import { weekDoneNow } from '../text/target-words.ts';
import { WeekChart } from './week-chart.tsx';
import { dayWithOthers, markedOthers, markedOwn, othersOf } from './other-entries.ts';
import { i18n } from '../i18n/words.ts';

export interface WeekProps {
  /** The current second while something runs (Today's clock). */
  readonly now: number;
  /** Today in the account's zone, by the window's clock. */
  readonly today: string;
  /** The last seven days, drawn until the engine shows a calendar week. */
  readonly rolling: readonly DayTotal[];
  readonly onContinue: (entry: EntryView) => void;
  /** Continue on another account's entry (several accounts). */
  readonly onContinueOther: (entry: OtherAccountEntry) => void;
  /** Today's total of every account, live (Today's figure): this week's target counts it. */
  readonly todaySeconds: number;
}

/** A week asked of the engine and not shown yet; the one asked on opening replaces whatever week the engine still shows. */
interface Asked {
  readonly start: string;
  readonly opening: boolean;
}

export function Week({ now, today: clockToday, rolling, onContinue, onContinueOther, todaySeconds }: WeekProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const shownErrors = useShownErrors();
  // Entries are dated by the engine's clock: its today wins when later (the window's clock
  // only turns the day over before the next snapshot comes).
  const today = laterDate(clockToday, s.today);
  const firstDay = s.display.firstDayOfWeek;
  const currentStart = weekStartOf(today, firstDay);
  const [asked, setAsked] = useState<Asked | null>({ start: currentStart, opening: true });
  const [chosen, setChosen] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => shownErrors.add(() => setRefusal(null)), [shownErrors]);

  // Not through useAction: a week's read can take a while, and moving on meanwhile is fine
  // (the engine shows the week asked last).
  const show = async (date: string, opening = false) => {
    const start = weekStartOf(date, firstDay);
    // The person's attempt; the card opening is none, and leaves others' errors be.
    if (!opening) shownErrors.forgetAll();
    setAsked({ start, opening });
    const r = await outcome(bridge.showWeek({ date }));
    if (r.ok) return;
    setRefusal(r.message);
    // What was shown stays.
    setAsked((a) => (a?.start === start ? null : a));
  };
  useEffect(() => void show(today, true), []);

  const shown = s.shownWeek;
  const week: WeekView | null = shown !== null && (asked === null || shown.start === asked.start || !asked.opening) ? shown : null;
  const target = asked?.start ?? week?.start ?? currentStart;
  const atCurrent = target >= currentStart;
  // With several accounts, the other accounts' entries of the same week among each day's (changed in their account).
  const others = useMemo(() => markedOthers(othersOf(s.accounts)), [s.accounts?.otherEntries]);
  // Keys are each account's own: a row (and an Edit form open in it) never passes to another account's entry of the same key.
  const shownAccount = s.accounts?.inUse ?? '';
  const days = useMemo(
    () => (week === null || others.length === 0 ? (week?.days ?? []) : week.days.map((d) => ({ date: d.date, entries: dayWithOthers(d.entries, others, d.date).map((e) => e.entry) }))),
    [week?.days, others],
  );
  const totals = week ? shownWeekTotals(days, now, s.zone.offsetMinutes) : null;
  const seconds = totals?.seconds ?? rolling.reduce((sum, d) => sum + d.seconds, 0);
  const reading = week !== null && week.state === 'loading' && week.readAt === null;
  const day = week && chosen !== null && chosen >= week.start && chosen <= week.end && chosen <= today ? chosen : openingDay(week?.days ?? [], today);
  const dayShown = week === null ? [] : dayWithOthers(week.days.find((d) => d.date === day)?.entries ?? [], others, day);
  const dayEntries = dayShown.map((e) => e.entry);
  const daySeconds = totals?.days.find((d) => d.date === day)?.seconds ?? 0;
  // The target of this week (the engine's figure of every account, as the command line reads it), with today's total counted now; each working day's share of it.
  const weekTarget = s.target && s.target.date === today && week?.current && s.target.week.start === week.start && s.target.week.targetSeconds > 0 ? s.target : null;
  const perDay = weekTarget && weekTarget.week.workingDays > 0 ? weekTarget.week.targetSeconds / weekTarget.week.workingDays : 0;
  const dayTarget = weekTarget && weekTarget.workDays.includes(weekdayOf(day)) ? perDay : 0;
  const billable = week ? splitOf(days.flatMap((d) => d.entries), now) : null;
  const hours = s.display;
  // Each day's entries of every account, billed under each account's rules where any has rules.
  const billedDays = week !== null && rounded(s) ? week.days.map((d) => ({ date: d.date, shown: dayWithOthers(d.entries, others, d.date) })) : null;
  const billedProps = {
    secondsOf: (e: EntryView, date: string) => entrySecondsOn(e, date, now, s.zone.offsetMinutes),
    timesheets: s.timesheets,
    ownKey: s.accounts?.inUse ?? null,
    projects: s.projects,
    format: (n: number) => formatTotal(n, hours),
  };
  // Today's strip shows in Today's card above; the week shows the other days'.
  const dayTimeline = s.timeline?.week.find((d) => d.date === day) ?? null;

  return (
    <section class="card week" aria-labelledby="week-heading" aria-busy={(week !== null && week.start !== target) || week?.state === 'loading' || undefined}>
      <div class="card-head">
        <h2 id="week-heading" ref={headingRef} tabIndex={-1}>{week === null || week.current ? i18n._({ id: 'week.thisWeek', message: 'This week' }) : i18n._({ id: 'week.of', message: 'Week of {date}', values: { date: formatLongDate(week.start) } })}</h2>
        <p class="day-total">
          <span class="visually-hidden">{week ? i18n._({ id: 'week.total', message: 'Total this week:' }) : i18n._({ id: 'week.totalSeven', message: 'Total of the last seven days:' })}{' '}</span>
          <span class="figure" data-seconds={seconds}>
            {formatTotal(seconds, hours)}
          </span>
        </p>
      </div>
      {billedDays && <BilledLine days={billedDays} label={i18n._({ id: 'week.thisWeek', message: 'This week' })} {...billedProps} />}
      {weekTarget && <TargetLine label={i18n._({ id: 'week.target', message: "This week's target" })} doneSeconds={weekDoneNow(weekTarget, todaySeconds)} targetSeconds={weekTarget.week.targetSeconds} />}
      {billable && <BillableLine split={billable} />}
      <div class="week-nav">
        <button type="button" class="link" onClick={() => void show(addDays(target, -7))}>
          <span aria-hidden="true">‹ </span>
          {i18n._({ id: 'week.previous', message: 'Previous week' })}
        </button>
        {/* aria-disabled, not disabled: the button pressed to get here keeps the focus. */}
        <button type="button" class="link" aria-disabled={atCurrent} onClick={() => atCurrent || void show(today)}>
          {i18n._({ id: 'week.thisWeek', message: 'This week' })}
        </button>
        <button type="button" class="link" aria-disabled={atCurrent} onClick={() => atCurrent || void show(addDays(target, 7))}>
          {i18n._({ id: 'week.next', message: 'Next week' })}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      {refusal !== null && (
        <p class="form-error" role="alert">
          {refusal}
        </p>
      )}
      {week?.state === 'unavailable' && week.message !== null && (
        <p class="form-error">
          <span role="alert">{week.message}</span>{' '}
          <button
            type="button"
            class="link"
            onClick={() => {
              // The button goes with the message: the focus waits on the card's heading.
              headingRef.current?.focus();
              void show(week.start);
            }}
          >
            {i18n._({ id: 'week.tryAgain', message: 'Try again' })}
          </button>
        </p>
      )}
      {week === null || totals === null ? (
        <>
          <WeekChart days={rolling} today={today} />
          <p class="empty">{i18n._({ id: 'week.reading', message: 'Reading the week…' })}</p>
        </>
      ) : (
        <>
          <WeekChart days={totals.days} today={today} chosen={day} labels={false} target={weekTarget ? { seconds: perDay, workDays: weekTarget.workDays } : undefined} />
          <div class="week-days" role="group" aria-label={i18n._({ id: 'week.days', message: 'Days' })}>
            {totals.days.map((d) => {
              const later = d.date > today;
              const name = formatLongDate(d.date);
              return (
                <button
                  key={d.date}
                  type="button"
                  class="week-day"
                  aria-pressed={d.date === day}
                  aria-current={d.date === today ? 'date' : undefined}
                  disabled={later}
                  onClick={() => setChosen(d.date)}
                >
                  {/* Named by the whole date and its total; the short form shows. */}
                  <span aria-hidden="true">
                    {formatWeekday(d.date)}
                    <span class="week-day-number">{Number(d.date.slice(8))}</span>
                  </span>
                  <span class="visually-hidden">{later ? name : i18n._({ id: 'week.dayNamed', message: '{day}, {duration}', values: { day: name, duration: formatDurationWords(d.seconds) } })}</span>
                </button>
              );
            })}
          </div>
          <h3 class="card-head">
            {formatLongDate(day)}
            <span class="figure">
              <span class="visually-hidden">{i18n._({ id: 'week.dayTotal', message: 'Total:' })}{' '}</span>
              {formatTotal(daySeconds, hours)}
              {dayTarget > 0 && <span class="day-target"> {i18n._({ id: 'week.ofTarget', message: 'of {target}', values: { target: formatTotal(dayTarget, hours) } })}</span>}
            </span>
          </h3>
          {billedDays && <BilledLine days={billedDays.filter((d) => d.date === day)} label={formatLongDate(day)} {...billedProps} />}
          {dayTimeline && day !== today && <Timeline day={dayTimeline} entries={dayEntries} now={now} events={s.calendar?.week} />}
          {dayEntries.length === 0 ? (
            <p class="empty">{reading ? i18n._({ id: 'week.reading', message: 'Reading the week…' }) : week.readAt === null ? i18n._({ id: 'week.notRead', message: 'This week has not been read yet.' }) : i18n._({ id: 'week.nothing', message: 'Nothing tracked on this day.' })}</p>
          ) : (
            <ul class="entries" aria-label={i18n._({ id: 'week.entriesOn', message: 'Entries on {date}', values: { date: formatLongDate(day) } })}>
              {dayShown.map(({ entry: e, other: o }) =>
                o === null ? (
                  <EntryRow key={`${shownAccount}:${e.key}`} entry={markedOwn(e, s.accounts ?? null)} now={now} isRunning={s.running?.key === e.key} day={day} continuable={continueOffered(e, s.running)} onContinue={onContinue} editable />
                ) : (
                  <EntryRow key={e.key} entry={e} now={now} isRunning={false} onContinue={() => onContinueOther(o)} other={o} editable />
                ),
              )}
            </ul>
          )}
          {totals.byProject.length > 0 && <h3 class="card-head week-projects">{i18n._({ id: 'today.byProject', message: 'By project' })}</h3>}
          <ProjectTotals projects={totals.byProject} />
        </>
      )}
    </section>
  );
}

// Today: the day's total (live, the running entry included), the breakdown by project,
// today's entries with Continue and Edit description on each; then the week (week.tsx).
// With several accounts: the total of all with each one's share, and the other accounts'
// entries among the account shown's, named with their account, with Continue, Edit and Split
// acting in their account (Continue there stops the timer of the account shown).

import { useEffect, useMemo, useState } from 'preact/hooks';
import type { EntryView, OtherAccountEntry } from '../../main/core/snapshot.ts';
import { useBridge, useNow, useSnapshot } from '../state/state.ts';
import { localDate } from '../text/time.ts';
import { formatTotal } from '../text/hours.ts';
import { AmountLine, BilledLine, rounded } from './timesheet-lazy.tsx';
import { liveSeconds, todayTotal, weekTotals } from './totals.ts';
import { EntryRow } from './entry-row.tsx';
import { continueOffered } from './continue-offered.ts';
import { ProjectTotals } from './project-totals.tsx';
import { Timeline } from './timeline.tsx';
import { splitOf } from './billable.ts';
import { BillableLine, TargetLine } from './day-glance.tsx';
import { Week } from './week.tsx';
import { AccountTotals } from './account-totals.tsx';
import { acrossAccounts } from './account-seconds.ts';
import { dayWithOthers, markedOthers, markedOwn, othersOf } from './other-entries.ts';
import { outcome } from '../state/bridge.ts';
import { useAction } from '../controls/use-action.ts';
import { ActionError } from '../controls/submit-row.tsx';
import { ActivityBookedContext } from './activity-booked.ts';
import type { BookedFromActivity } from './activity-words.ts';
import { i18n } from '../i18n/words.ts';
import { lazyScreen } from '../controls/lazy-screen.tsx';

// A day of the activity record reviewed and booked in bulk: its own chunk, drawn while the record is kept.
const ActivityReview = lazyScreen(() => i18n._({ id: 'review.screenName', message: 'The review of a day' }), () => import('./activity-review.tsx').then((m) => m.ActivityReview));

export interface TodayProps {
  readonly onContinue: (entry: EntryView) => void;
}

const DAY_MS = 86_400_000;

/**
 * The time today's figures are drawn at. While something runs they move: every second.
 * Else only the date can change: the time of each drawing (a new snapshot, the window
 * shown), and a drawing at the zone's next midnight should the window stay open past it;
 * an idle window does no work every second.
 */
function useTodayNow(running: boolean, offsetMinutes: number): number {
  const ticking = useNow(running);
  const [midnights, setMidnights] = useState(0);
  useEffect(() => {
    if (running) return undefined;
    const local = Date.now() + offsetMinutes * 60_000;
    const timer = setTimeout(() => setMidnights((n) => n + 1), DAY_MS - (local % DAY_MS) + 1000);
    return () => clearTimeout(timer);
  }, [running, offsetMinutes, midnights]);
  return running ? ticking : Date.now();
}

export function Today({ onContinue }: TodayProps) {
  const s = useSnapshot();
  const now = useTodayNow(s.running !== null || s.todayEntries.some((e) => e.runningSince !== null), s.zone.offsetMinutes);
  // "Today" follows the clock in the account's zone, so the day turns at its midnight
  // even before the next snapshot.
  const today = localDate(now, s.zone.offsetMinutes);
  const total = todayTotal(s.todayEntries, s.running, today, now);
  const week = weekTotals(s.week, total.seconds, s.running, today, now, s.zone.offsetMinutes);
  const own = useMemo(() => {
    const list = s.todayEntries.filter((e) => e.date === today);
    // The running entry leads even before the snapshot lists it among today's.
    return s.running !== null && s.running.date === today && !list.some((e) => e.key === s.running!.key) ? [s.running, ...list] : list;
  }, [s.todayEntries, s.running, today]);
  // With several accounts, the other accounts' entries among them (their Continue, Edit and Split go to their account).
  const panel = s.accounts ?? null;
  // Keys are each account's own: a row (and an Edit form open in it) never passes to another account's entry of the same key.
  const shownAccount = panel?.inUse ?? '';
  const otherEntries = othersOf(panel);
  const others = useMemo(() => markedOthers(otherEntries), [otherEntries]);
  const shown = useMemo(() => dayWithOthers(own, others, today), [own, others, today]);
  const entries = useMemo(() => shown.map((e) => e.entry), [shown]);
  const byProject = panel ? todayTotal(entries, null, today, now).byProject : total.byProject;

  // The target is the engine's for its today; on a day off, or without hours, none is shown.
  const target = s.target && s.target.workingDay && s.target.targetSeconds > 0 && s.target.date === today ? s.target : null;
  const billableToday = splitOf(entries, now);
  const hours = s.display;
  // With several accounts the day's total is all of them, with each one's share.
  const daySeconds = panel ? acrossAccounts(panel, total.seconds, today) : total.seconds;
  const bridge = useBridge();
  const other = useAction();
  const continueOther = (o: OtherAccountEntry) => void other.run(() => outcome(bridge.continueInAccount({ accountKey: o.accountKey, entryKey: o.entry.key })));
  // A booking from activity, in a gap of the timeline or in an entry's editor: "Always book … to …?" under the timeline.
  const [booked, setBooked] = useState<BookedFromActivity | null>(null);
  const activityBooked = useMemo(() => ({ booked, set: setBooked }), [booked]);
  return (
    <ActivityBookedContext.Provider value={activityBooked}>
      <section class="card" aria-labelledby="today-heading">
        <div class="card-head">
          <h2 id="today-heading">{i18n._({ id: 'today.heading', message: 'Today' })}</h2>
          <p class="day-total">
            <span class="visually-hidden">{panel ? i18n._({ id: 'today.totalAll', message: 'Total today, all accounts:' }) : i18n._({ id: 'today.total', message: 'Total today:' })}{' '}</span>
            <span class="figure" data-seconds={daySeconds}>
              {formatTotal(daySeconds, hours)}
            </span>
          </p>
        </div>
        {rounded(s) && (
          <BilledLine
            days={[{ date: today, shown }]}
            secondsOf={(e) => liveSeconds(e, now)}
            timesheets={s.timesheets}
            ownKey={panel?.inUse ?? null}
            projects={s.projects}
            format={(n) => formatTotal(n, hours)}
            label={panel ? i18n._({ id: 'today.allAccounts', message: 'Today, all accounts' }) : i18n._({ id: 'today.heading', message: 'Today' })}
          />
        )}
        {(s.timesheets?.accounts ?? []).length > 0 && <AmountLine />}
        {target && <TargetLine label={i18n._({ id: 'today.target', message: "Today's target" })} doneSeconds={daySeconds} targetSeconds={target.targetSeconds} />}
        {panel && <AccountTotals panel={panel} shownSeconds={total.seconds} today={today} />}
        <BillableLine split={billableToday} />
        <ProjectTotals projects={byProject} />
        {s.timeline && s.timeline.today.date === today && <Timeline day={s.timeline.today} entries={entries} now={now} events={s.calendar?.today} />}
        {s.activity && (s.activity.review || (s.activity.state !== 'off' && s.activity.state !== 'unavailable')) && <ActivityReview />}
        {entries.length === 0 ? (
          <p class="empty">{i18n._({ id: 'today.nothing', message: 'Nothing tracked today yet.' })}</p>
        ) : (
          <ul class="entries" aria-label={panel ? i18n._({ id: 'today.entriesAll', message: "Today's entries, all accounts" }) : i18n._({ id: 'today.entries', message: "Today's entries" })}>
            {shown.map(({ entry: e, other: o }) =>
              o === null ? (
                <EntryRow key={`${shownAccount}:${e.key}`} entry={markedOwn(e, panel)} now={now} isRunning={s.running?.key === e.key} continuable={continueOffered(e, s.running)} onContinue={onContinue} editable />
              ) : (
                <EntryRow key={e.key} entry={e} now={now} isRunning={false} onContinue={() => continueOther(o)} other={o} editable />
              ),
            )}
          </ul>
        )}
        <ActionError error={other.error} />
      </section>
      <Week now={now} today={today} rolling={week} onContinue={onContinue} onContinueOther={continueOther} todaySeconds={daySeconds} />
    </ActivityBookedContext.Provider>
  );
}

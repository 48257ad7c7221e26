// The activity record under a day's timeline (issue 62), drawn while the record is on and
// holds something of the day: its stretches as bars just under the strip, on its scale, one
// colour an application (`ActivityBars`); under the scale, what the person did, by application and title, the longest
// first, each with its time (the words a screen reader reads for the lane's bars, which are
// decoration: timeline.tsx), the first few at once and the rest on asking; the backend's note
// (the demo's scripted desktop says there that these are not the person's windows); "Fill the day
// from activity…" (activity-day-fill.tsx); and, after a booking from activity, "Always book
// … to …?" (activity-rule-offer.tsx). Its own chunk, loaded when a record is first shown.

import { useState } from 'preact/hooks';
import type { ActivityAppView, ActivityStretchView } from '../../main/core/snapshot.ts';
import type { Placed } from './timeline-layout.ts';
import { formatDurationWords, formatLongDate } from '../text/time.ts';
import { appHue, appWords, firstApps, type BookedFromActivity } from './activity-words.ts';
import { ActivityDayFill } from './activity-day-fill.tsx';
import { ActivityRuleOffer } from './activity-rule-offer.tsx';
import { i18n } from '../i18n/words.ts';

/** The applications listed before "Show all": what fits the tray-sized window beside the day. */
const SHOWN = 3;
/** An application's titles listed under it. */
const TITLES = 2;

/** The stretches placed on the strip's scale (timeline-layout.ts): decoration, named in words by the list. */
export function ActivityBars({ placed }: { readonly placed: readonly Placed<ActivityStretchView>[] }) {
  return (
    <div class="timeline-activity" aria-hidden="true">
      {placed.map((p) => (
        <span key={p.item.start} style={{ left: `${p.left}%`, width: `${p.width}%`, backgroundColor: `hsl(${appHue(p.item.app)} 60% 50%)` }} />
      ))}
    </div>
  );
}

export interface ActivityLaneProps {
  readonly date: string;
  readonly apps: readonly ActivityAppView[];
  /** The last booking made from activity here, for "Always book … to …?"; null: none. */
  readonly booked: BookedFromActivity | null;
  readonly forgetBooked: () => void;
  /** What the desktop's backend says of what it sees (the demo's scripted desktop says it is one); null: nothing. */
  readonly note: string | null;
}

export function ActivityLane({ date, apps, booked, forgetBooked, note }: ActivityLaneProps) {
  const [all, setAll] = useState(false);
  const shown = firstApps(apps, all ? apps.length : SHOWN);
  return (
    <div class="activity-lane">
      <ul class="activity-apps" aria-label={i18n._({ id: 'activity.appsLabel', message: 'Activity, {date}, the longest first', values: { date: formatLongDate(date) } })}>
        {shown.apps.map((a) => (
          <li key={a.app} aria-label={appWords(a)}>
            <span aria-hidden="true">
              <span class="activity-swatch" style={{ backgroundColor: `hsl(${appHue(a.app)} 60% 50%)` }} />
              <span class="activity-app">{a.app}</span> <span class="activity-time">{formatDurationWords(a.seconds)}</span>
              {a.titles
                .filter((t) => t.title.trim() !== '')
                .slice(0, TITLES)
                .map((t) => (
                  <span key={t.title} class="activity-title">
                    {t.title} <span class="activity-time">{formatDurationWords(t.seconds)}</span>
                  </span>
                ))}
            </span>
          </li>
        ))}
      </ul>
      {(shown.more > 0 || all) && apps.length > SHOWN && (
        <button type="button" class="link" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? i18n._({ id: 'activity.showFewer', message: 'Show fewer' }) : i18n._({ id: 'activity.showAll', message: '{count, plural, one {Show all # application} other {Show all # applications}}', values: { count: apps.length } })}
        </button>
      )}
      {note !== null && <p class="hint">{note}</p>}
      <ActivityDayFill date={date} />
      <div aria-live="polite">{booked !== null && <ActivityRuleOffer key={`${booked.start}:${booked.projectId}`} booked={booked} done={forgetBooked} />}</div>
    </div>
  );
}

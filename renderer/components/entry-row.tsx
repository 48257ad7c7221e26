// One entry in a list (today's, or the recent ones): what it was, when, how long, and a
// Continue button whose name says which entry it continues; today's can have their
// description edited in place.

import type { EntryView } from '../../main/core/snapshot.ts';
import { useSnapshot } from '../state.ts';
import { entryLabel } from '../entry-label.ts';
import { DescriptionEdit } from './description-edit.tsx';
import { liveSeconds } from '../totals.ts';
import { formatHoursMinutes, formatLongDate, formatTimeOfDay } from '../time.ts';

export interface EntryRowProps {
  readonly entry: EntryView;
  /** The current second, for a running entry; null for entries that cannot be running (other days). */
  readonly now: number | null;
  /** Shows the date instead of the times (entries of other days). */
  readonly showDate?: boolean;
  readonly isRunning: boolean;
  readonly onContinue: (entry: EntryView) => void;
  /** Offers to edit the description in place (today's entries), unless the entry is locked. */
  readonly editable?: boolean;
}

export function EntryRow({ entry, now, showDate, isRunning, onContinue, editable }: EntryRowProps) {
  const { hourCycle } = useSnapshot().display;
  const label = entryLabel(entry);
  const when = showDate
    ? formatLongDate(entry.date)
    : isRunning
      ? `since ${formatTimeOfDay(entry.timeStart, hourCycle)}`
      : `${formatTimeOfDay(entry.timeStart, hourCycle)}–${formatTimeOfDay(entry.timeEnd, hourCycle)}`;
  const meta = (
    <>
      {when}
      {entry.pending && <span class="badge">waiting to sync</span>}
      {entry.locked && <span class="badge">locked</span>}
    </>
  );
  return (
    <li class={isRunning ? 'entry running' : 'entry'}>
      <div class="entry-text">
        <span class="entry-project">{entry.projectName}</span>
        {entry.taskName && <span class="entry-task"> · {entry.taskName}</span>}
        {editable === true && !entry.locked ? (
          <DescriptionEdit entry={entry} label={label}>
            {meta}
          </DescriptionEdit>
        ) : (
          <>
            {entry.description.trim() !== '' && <span class="entry-description">{entry.description}</span>}
            <span class="entry-meta">{meta}</span>
          </>
        )}
      </div>
      <span class="entry-duration">{formatHoursMinutes(now === null ? entry.totalSeconds : liveSeconds(entry, now))}</span>
      {isRunning ? (
        <span class="badge running-badge">running</span>
      ) : (
        <button type="button" class="secondary" data-continue aria-label={`Continue ${label}`} onClick={() => onContinue(entry)}>
          Continue
        </button>
      )}
    </li>
  );
}

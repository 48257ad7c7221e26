// One entry in a list (today's, a day of the week, the recent ones): what it was, when, how
// long, and a Continue button whose name says which entry it continues. In Today and the
// week, an entry that is not locked (or that this user may change anyway) also has Edit (any of its fields) and Split, each
// opening its form under the row; Escape or Cancel closes it, the focus back on its button.
// Another account's entry (several accounts) is shown marked with its account, and its forms
// act in that account, on the entry as that account knows it.

import { useContext, useRef } from 'preact/hooks';
import { DraftsContext, dropDraftsUnder, useKept } from '../state/drafts.ts';
import type { EntryView, OtherAccountEntry } from '../../main/core/snapshot.ts';
import { useSnapshot } from '../state/state.ts';
import { entryLabel } from '../text/entry-label.ts';
import { useFocusAfterRender } from '../controls/focus-after-render.ts';
import { lazyScreen } from '../controls/lazy-screen.tsx';
import { entrySecondsOn, liveSeconds } from './totals.ts';
import { formatLongDate, formatTimeOfDay } from '../text/time.ts';
import { formatTotal } from '../text/hours.ts';
import { i18n } from '../i18n/words.ts';

// The forms load when first opened: the timer screen shows without them.
const EntryEditor = lazyScreen(() => i18n._({ id: 'entry.editorName', message: 'The entry editor' }), () => import('./entry-editor.tsx').then((m) => m.EntryEditor));
const EntrySplitForm = lazyScreen(() => i18n._({ id: 'entry.splitName', message: 'The split form' }), () => import('./entry-split-form.tsx').then((m) => m.EntrySplitForm));

export interface EntryRowProps {
  readonly entry: EntryView;
  /** The current second, for a running entry; null for entries that cannot be running (other days). */
  readonly now: number | null;
  /** Shows the date instead of the times (entries of other days). */
  readonly showDate?: boolean;
  readonly isRunning: boolean;
  /** A day of the week: a run past midnight shows its part on that day, as the day's total counts it. */
  readonly day?: string;
  /** Continue is offered (continue-offered.ts: not while the same work runs). */
  readonly continuable?: boolean;
  readonly onContinue: (entry: EntryView) => void;
  /** Offers Edit and Split (Today, the week), unless the entry is locked to this user. */
  readonly editable?: boolean;
  /** `entry` is this entry of another account, marked for the list: Edit and Split change it there. */
  readonly other?: OtherAccountEntry;
}

type Open = 'edit' | 'split' | null;

export function EntryRow({ entry, now, showDate, isRunning, day, continuable = true, onContinue, editable, other }: EntryRowProps) {
  const { display, zone } = useSnapshot();
  const { hourCycle } = display;
  const label = entryLabel(entry);
  // The service changes a locked entry only for those with `can_modify_locked` (admin, super).
  const changeable = !entry.locked || entry.canModifyLocked === true;
  // An open Edit form and its fields are kept among the drafts (a window released while
  // hidden opens it as it was left), each list's row apart: Today's and the week's show the same entry.
  const keep = editable === true ? `entry:${day === undefined ? 'today' : 'week'}:${other?.accountKey ?? 'own'}:${entry.key}` : undefined;
  const drafts = useContext(DraftsContext);
  const [open, keepOpen] = useKept<Open>(keep && `${keep}.open`, null);
  const setOpen = (next: Open) => {
    if (keep !== undefined) dropDraftsUnder(drafts, `${keep}.`);
    keepOpen(next);
  };
  const editRef = useRef<HTMLButtonElement>(null);
  const splitRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const close = () => {
    const back = open === 'split' ? splitRef : editRef;
    setOpen(null);
    focusAfterRender(() => back.current?.focus());
  };
  const when = showDate
    ? formatLongDate(entry.date)
    : isRunning
      ? i18n._({ id: 'entry.since', message: 'since {time}', values: { time: formatTimeOfDay(entry.timeStart, hourCycle) } })
      : `${formatTimeOfDay(entry.timeStart, hourCycle)}–${formatTimeOfDay(entry.timeEnd, hourCycle)}`;
  const opener = (which: 'edit' | 'split', text: string, name: string, ref: typeof editRef) => (
    <button type="button" ref={ref} class="link entry-edit" aria-label={name} aria-expanded={open === which} onClick={() => setOpen(open === which ? null : which)}>
      {text}
    </button>
  );
  return (
    <li
      class={isRunning ? 'entry running' : 'entry'}
      onKeyDown={(e) => {
        // Closes the form only (not a picker's list, which takes its own Escape); the window's Escape would hide the window.
        if (open !== null && e.key === 'Escape' && !e.defaultPrevented) {
          e.preventDefault();
          close();
        }
      }}
    >
      <div class="entry-text">
        <span class="entry-project">{entry.projectName}</span>
        {entry.taskName && <span class="entry-task"> · {entry.taskName}</span>}
        {entry.description.trim() !== '' && <span class="entry-description">{entry.description}</span>}
        <span class="entry-meta">
          {when}
          {entry.pending && <span class="badge">{i18n._({ id: 'entry.waiting', message: 'waiting to sync' })}</span>}
          {entry.locked &&
            (changeable ? (
              <span class="badge">
                <span aria-hidden="true">{i18n._({ id: 'entry.locked', message: 'locked' })}</span>
                <span class="visually-hidden">{i18n._({ id: 'entry.lockedChangeable', message: 'locked: its period is closed, and you may still change it' })}</span>
              </span>
            ) : (
              <span class="badge" title={i18n._({ id: 'entry.lockedTitle', message: 'Its period is closed on the service: it cannot be changed here.' })}>
                <span aria-hidden="true">{i18n._({ id: 'entry.locked', message: 'locked' })}</span>
                <span class="visually-hidden">{i18n._({ id: 'entry.lockedClosed', message: 'locked: its period is closed on the service, so it cannot be changed' })}</span>
              </span>
            ))}
          {editable === true && changeable && (
            <>
              {opener('edit', i18n._({ id: 'common.edit', message: 'Edit' }), i18n._({ id: 'entry.editNamed', message: 'Edit {entry}', values: { entry: label } }), editRef)}
              {opener('split', i18n._({ id: 'entry.split', message: 'Split' }), i18n._({ id: 'entry.splitNamed', message: 'Split {entry}', values: { entry: label } }), splitRef)}
            </>
          )}
        </span>
      </div>
      <span class="entry-duration">{formatTotal(now === null ? entry.totalSeconds : day !== undefined ? entrySecondsOn(entry, day, now, zone.offsetMinutes) : liveSeconds(entry, now), display)}</span>
      {isRunning ? (
        <span class="badge running-badge">{i18n._({ id: 'entry.running', message: 'running' })}</span>
      ) : (
        continuable && (
          <button type="button" class="secondary" data-continue aria-label={i18n._({ id: 'entry.continueNamed', message: 'Continue {entry}', values: { entry: label } })} onClick={() => onContinue(entry)}>
            {i18n._({ id: 'entry.continue', message: 'Continue' })}
          </button>
        )
      )}
      {open !== null && (
        <div class="entry-panel">
          {open === 'edit' ? (
            <EntryEditor entry={other?.entry ?? entry} accountKey={other?.accountKey} label={label} done={close} keep={keep && `${keep}.edit`} />
          ) : (
            <EntrySplitForm entry={other?.entry ?? entry} accountKey={other?.accountKey} label={label} done={close} />
          )}
        </div>
      )}
    </li>
  );
}

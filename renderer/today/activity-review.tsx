// A day of the activity record reviewed and booked in bulk (issue 73, item 1), under Today's
// timeline while the record is kept: a day (today, yesterday, any day kept) opens as its
// stretches beside that day's entries, every account's (`openActivityDay`). The stretches are
// one list the keyboard moves through (arrows, Home, End) and selects in (Space); Merge joins
// the rows selected into one; the engine previews what booking the selection takes
// (`previewActivityBooking`: merged as the settings say, less every account's entries), and
// Book… books it to a project and task of any account in one step (`bookActivityStretches`, with the parts
// shown: what was shown is what is booked), one correction with its Undo. "Hide what is
// booked" leaves out the rows entries already cover. Its own chunk, loaded when first opened.

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { ActivityBookingView, ActivityDayReviewView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { useAction } from '../controls/use-action.ts';
import { SaidLine } from '../controls/said-line.tsx';
import { ActionError, SubmitRow } from '../controls/submit-row.tsx';
import { TextField } from '../controls/text-field.tsx';
import { escapeCloses } from '../controls/escape-closes.ts';
import { useFocusAfterRender } from '../controls/focus-after-render.ts';
import { focusQuietly } from '../pickers/combobox.tsx';
import { addDays, formatDurationWords, formatInstantTime, formatLongDate } from '../text/time.ts';
import { Pickers } from '../pickers/pickers.tsx';
import { allBooked, merged, reviewRows, rowWords, startsOf, type ReviewRow } from './activity-review-rows.ts';
import { i18n } from '../i18n/words.ts';

/** The days a review may open: today and the days kept before it, newest first. */
function daysKept(today: string, keepDays: number): { readonly date: string; readonly label: string }[] {
  return Array.from({ length: Math.max(1, keepDays) }, (_, i) => {
    const date = addDays(today, -i);
    return { date, label: i === 0 ? i18n._({ id: 'review.today', message: 'Today, {date}', values: { date: formatLongDate(date) } }) : i === 1 ? i18n._({ id: 'review.yesterday', message: 'Yesterday, {date}', values: { date: formatLongDate(date) } }) : formatLongDate(date) };
  });
}

/** What the merge settings and the entries did to the booking previewed. */
function bookingNote(b: ActivityBookingView): string {
  const said = [
    b.bridgedSeconds > 0 ? i18n._({ id: 'activity.bridged', message: '{duration} of breaks bridged', values: { duration: formatDurationWords(b.bridgedSeconds) } }) : '',
    b.droppedSeconds > 0 ? i18n._({ id: 'activity.dropped', message: '{duration} in pieces too short left out', values: { duration: formatDurationWords(b.droppedSeconds) } }) : '',
    b.bookedSeconds > 0 ? i18n._({ id: 'review.bookedLeftOut', message: '{duration} booked already left out', values: { duration: formatDurationWords(b.bookedSeconds) } }) : '',
  ].filter((x) => x !== '');
  return said.length === 0 ? '' : ` ${i18n._({ id: 'activity.mergeNote', message: '({notes})', values: { notes: said.join('; ') } })}`;
}

export function ActivityReview() {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const review = s.activity?.review ?? null;
  const [open, setOpen] = useState(review !== null);
  const days = daysKept(s.today, s.activity?.keepDays ?? 1);
  const [date, setDate] = useState(review?.date ?? days[Math.min(1, days.length - 1)]!.date);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const selectId = useId();

  const show = () => {
    setOpen(true);
    focusAfterRender(() => selectRef.current?.focus());
  };
  const close = async () => {
    await action.run(() => outcome(bridge.closeActivityDay()));
    setOpen(false);
    focusAfterRender(() => toggleRef.current?.focus());
  };
  if (!open && review === null) {
    return (
      <div class="activity-day-fill">
        <button type="button" class="secondary" ref={toggleRef} aria-expanded="false" onClick={show}>
          {i18n._({ id: 'review.open', message: 'Review a day of activity…' })}
        </button>
      </div>
    );
  }
  return (
    <section class="activity-review" aria-label={i18n._({ id: 'review.label', message: 'Review a day of activity' })} onKeyDown={escapeCloses(() => void close())}>
      <form
        class="activity-review-day"
        onSubmit={(e) => {
          e.preventDefault();
          void action.run(() => outcome(bridge.openActivityDay({ date })));
        }}
      >
        <label for={selectId}>{i18n._({ id: 'review.day', message: 'Day' })}</label>
        <select id={selectId} ref={selectRef} value={date} onChange={(e) => setDate(e.currentTarget.value)}>
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {d.label}
            </option>
          ))}
        </select>
        <button type="submit" class="secondary" aria-busy={action.busy || undefined}>
          {i18n._({ id: 'review.openDay', message: 'Open' })}
        </button>
        <button type="button" class="link" onClick={() => void close()}>
          {i18n._({ id: 'review.close', message: 'Close' })}
        </button>
      </form>
      <ActionError error={action.error} />
      {review !== null && <ReviewDay key={review.date} review={review} />}
    </section>
  );
}

function ReviewDay({ review }: { readonly review: ActivityDayReviewView }) {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const listId = useId();
  const focusAfterRender = useFocusAfterRender();
  const at = (ms: number) => formatInstantTime(ms, s.zone.offsetMinutes, s.display.hourCycle);
  const [merges, setMerges] = useState<readonly (readonly number[])[]>([]);
  const [hideBooked, setHideBooked] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [active, setActive] = useState(0);
  const [preview, setPreview] = useState<ActivityBookingView | null>(null);
  const [booking, setBooking] = useState(false);
  const [said, setSaid] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const saidRef = useRef<HTMLParagraphElement>(null);

  const all = reviewRows(review.stretches, merges);
  const rows = hideBooked ? all.filter((r) => !allBooked(r) || picked.has(r.key)) : all;
  const chosen = rows.filter((r) => picked.has(r.key));
  const starts = startsOf(rows, picked);
  const startsKey = starts.join(',');
  // The preview follows the selection, the settings and the entries (a booking, an Undo).
  const entriesKey = review.entries.map((e) => `${e.start}-${e.end}`).join(',');
  const settingsKey = `${s.settings.activity.bridgeMinutes}/${s.settings.activity.shortestEntrySeconds}`;
  useEffect(() => {
    if (starts.length === 0) return setPreview(null);
    let current = true;
    void bridge.previewActivityBooking({ date: review.date, starts }).then((a) => {
      if (current) setPreview(a.ok && a.value.ok ? (a.value.booking ?? null) : null);
    });
    return () => void (current = false);
  }, [review.date, startsKey, entriesKey, settingsKey]);

  const toggle = (key: number) => {
    const next = new Set(picked);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setPicked(next);
    setSaid('');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const last = rows.length - 1;
    const to = e.key === 'ArrowDown' ? Math.min(last, active + 1) : e.key === 'ArrowUp' ? Math.max(0, active - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : null;
    if (to !== null) {
      e.preventDefault();
      setActive(to);
      document.getElementById(`${listId}-${rows[to]?.key}`)?.scrollIntoView({ block: 'nearest' });
    } else if (e.key === ' ' && rows[active]) {
      e.preventDefault();
      toggle(rows[active]!.key);
    }
  };
  const merge = () => {
    setMerges(merged(all, merges, picked));
    const first = chosen[0]!.key;
    setPicked(new Set([first]));
    setActive(Math.max(0, rows.findIndex((r) => r.key === first)));
    listRef.current?.focus();
  };
  const booked = (words: string) => {
    setBooking(false);
    setPicked(new Set());
    setSaid(words);
    focusAfterRender(() => saidRef.current?.focus());
  };

  const activeRow: ReviewRow | undefined = rows[Math.min(active, rows.length - 1)];
  const parts = preview?.parts ?? [];
  return (
    <div class="activity-review-body">
      <h3>{formatLongDate(review.date)}</h3>
      {review.message !== null && <p class="hint">{review.message}</p>}
      {review.entries.length === 0 ? (
        <p class="hint">{i18n._({ id: 'review.noEntries', message: 'No entries on this day, in any account.' })}</p>
      ) : (
        <ul class="activity-review-entries" aria-label={i18n._({ id: 'review.entries', message: 'Entries of {date}, all accounts', values: { date: formatLongDate(review.date) } })}>
          {review.entries.map((e) => (
            <li key={`${e.accountKey}:${e.key}:${e.start}`}>
              {i18n._({ id: 'review.entry', message: '{start} to {end}: {work}', values: { start: at(e.start), end: at(e.end), work: [s.accounts ? e.accountName : '', e.projectName, e.taskName ?? ''].filter((x) => x !== '').join(' · ') } })}
              {e.description ? `, ${e.description}` : ''}
            </li>
          ))}
        </ul>
      )}
      <label class="checkbox">
        <input type="checkbox" checked={hideBooked} onChange={(e) => setHideBooked(e.currentTarget.checked)} /> {i18n._({ id: 'review.hideBooked', message: 'Hide what is booked' })}
      </label>
      {rows.length === 0 ? (
        <p class="hint">{review.stretches.length === 0 ? i18n._({ id: 'review.nothing', message: 'The record holds nothing of this day.' }) : i18n._({ id: 'review.allBooked', message: 'Everything the record holds of this day is booked.' })}</p>
      ) : (
        <ul
          class="activity-review-list"
          role="listbox"
          aria-multiselectable="true"
          aria-label={i18n._({ id: 'review.stretches', message: 'Stretches of {date}', values: { date: formatLongDate(review.date) } })}
          tabIndex={0}
          ref={listRef}
          aria-activedescendant={activeRow ? `${listId}-${activeRow.key}` : undefined}
          onKeyDown={onKeyDown}
        >
          {rows.map((r, i) => (
            <li
              key={r.key}
              id={`${listId}-${r.key}`}
              role="option"
              aria-selected={picked.has(r.key)}
              class={i === active ? 'active' : undefined}
              onClick={() => {
                setActive(i);
                toggle(r.key);
              }}
            >
              {rowWords(r, at, (n) => formatDurationWords(n))}
            </li>
          ))}
        </ul>
      )}
      <p class="hint" role="status">
        {chosen.length === 0
          ? i18n._({ id: 'review.selectHint', message: 'Select stretches with Space to merge or book them.' })
          : preview === null
            ? i18n._({ id: 'review.selected', message: '{count} selected.', values: { count: chosen.length } })
            : parts.length === 0
              ? i18n._({ id: 'review.nothingLeft', message: '{count} selected: nothing left to book{note}.', values: { count: chosen.length, note: bookingNote(preview) } })
              : i18n._({
                  id: 'review.books',
                  message: '{count} selected: books {duration} as {entries, plural, one {# entry} other {# entries}}, {spans}{note}.',
                  values: {
                    count: chosen.length,
                    duration: formatDurationWords(preview.seconds),
                    entries: parts.length,
                    spans: parts.map((p) => i18n._({ id: 'review.span', message: '{start} to {end}', values: { start: at(p.start), end: at(p.end) } })).join(', '),
                    note: bookingNote(preview),
                  },
                })}
      </p>
      <div class="actions">
        <button type="button" class="secondary" disabled={chosen.length < 2} onClick={merge}>
          {i18n._({ id: 'review.merge', message: 'Merge' })}
        </button>
        <button type="button" class="primary" disabled={chosen.length === 0 || parts.length === 0 || !review.held} aria-expanded={booking} onClick={() => setBooking(true)}>
          {i18n._({ id: 'review.bookOpen', message: 'Book…' })}
        </button>
      </div>
      {booking && preview !== null && <BookForm date={review.date} starts={starts} preview={preview} booked={booked} cancel={() => setBooking(false)} />}
      <SaidLine error={action.error} said={said} saidRef={saidRef} />
    </div>
  );
}

/** The work of a booking: a project of any account (the booking goes to that account), its task, the description. */
function BookForm({ date, starts, preview, booked, cancel }: { readonly date: string; readonly starts: readonly number[]; readonly preview: ActivityBookingView; readonly booked: (words: string) => void; readonly cancel: () => void }) {
  const bridge = useBridge();
  const action = useAction();
  const [work, setWork] = useState<{ readonly projectId: number | null; readonly accountKey: string | null; readonly projectName: string }>({ projectId: null, accountKey: null, projectName: '' });
  const [taskId, setTaskId] = useState<number | null>(null);
  const [description, setDescription] = useState(preview.label);
  const refs = { project: useRef<HTMLInputElement>(null), task: useRef<HTMLInputElement>(null), description: useRef<HTMLInputElement>(null) };
  useLayoutEffect(() => focusQuietly(refs.project.current), []);
  const book = async (e: Event) => {
    e.preventDefault();
    const { projectId, accountKey } = work;
    const r = await action.run(() =>
      projectId === null
        ? Promise.resolve({ ok: false as const, message: i18n._({ id: 'review.pickProject', message: 'Pick a project to book these stretches to.' }), fields: { project: i18n._({ id: 'review.pickProjectField', message: 'Pick a project.' }) } })
        : outcome(bridge.bookActivityStretches({ date, starts: [...starts], projectId, taskId, description: description.trim(), seen: preview.parts, ...(accountKey === null ? {} : { accountKey }) })),
    );
    if (r?.ok) return booked(i18n._({ id: 'review.booked', message: 'Booked {duration} to {project}.', values: { duration: formatDurationWords(preview.seconds), project: work.projectName } }));
    const bad = r && !r.ok && (['project', 'task', 'description'] as const).find((f) => r.fields[f]);
    if (bad) focusQuietly(refs[bad].current);
  };
  return (
    <form class="activity-fill" aria-label={i18n._({ id: 'review.bookForm', message: 'Book the stretches selected' })} onSubmit={book} noValidate onKeyDown={escapeCloses(cancel)}>
      <Pickers
        projectId={work.projectId}
        taskId={taskId}
        accountKey={work.accountKey}
        acrossAccounts
        onProject={(p, how, accountKey) => {
          if (p.id !== work.projectId || accountKey !== work.accountKey) setTaskId(null);
          setWork({ projectId: p.id, accountKey, projectName: p.name });
          if (how === 'keyboard') refs.task.current?.focus();
        }}
        onTask={(t, how) => {
          setTaskId(t);
          if (how === 'keyboard') refs.description.current?.focus();
        }}
        errors={action.fields}
        projectRef={refs.project}
        taskRef={refs.task}
      />
      <TextField label={i18n._({ id: 'entry.description', message: 'Description' })} value={description} onInput={setDescription} error={action.fields.description} inputRef={refs.description} />
      <SubmitRow submit={i18n._({ id: 'review.book', message: 'Book' })} action={action} onCancel={cancel} />
    </form>
  );
}

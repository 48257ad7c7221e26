// Back after being away while a timer ran: keep the away time, discard it (the entry ends
// when the absence began), discard it and carry on from now, or book it to a project of its
// own ("Book it to…" opens ./idle-booking-form.tsx inside the dialog). A modal dialog: the
// rest of the window waits until the person decides (Escape hides the window; the question stays).

import { useEffect, useRef, useState } from 'preact/hooks';
import type { IdlePrompt as Prompt } from '../../main/core/snapshot.ts';
import type { IdleChoice } from '../../main/core/stint-api.ts';
import { outcome } from '../state/bridge.ts';
import { entryLabel } from '../text/entry-label.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { formatDurationWords, formatInstantTime } from '../text/time.ts';
import { IdleBookingForm } from './idle-booking-form.tsx';
import { useAction } from '../controls/use-action.ts';
import { i18n } from '../i18n/words.ts';


export function IdlePrompt({ prompt }: { prompt: Prompt }) {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const bookRef = useRef<HTMLButtonElement>(null);
  const [booking, setBooking] = useState(false);

  useEffect(() => {
    const d = dialogRef.current;
    if (d && !d.open) d.showModal();
    keepRef.current?.focus();
    return () => d?.close();
  }, [prompt.since, prompt.entryKey]);

  const offset = s.zone.offsetMinutes;
  const { hourCycle } = s.display;
  const entry = [s.running, ...s.todayEntries].find((e) => e?.key === prompt.entryKey) ?? null;
  const from = formatInstantTime(prompt.since, offset, hourCycle);
  const to = formatInstantTime(prompt.until, offset, hourCycle);
  const length = formatDurationWords(Math.floor((prompt.until - prompt.since) / 1000));
  const choose = (choice: IdleChoice) => void action.run(() => outcome(bridge.resolveIdle({ choice })));

  return (
    <dialog
      ref={dialogRef}
      class="idle-prompt"
      aria-labelledby="idle-heading"
      aria-describedby="idle-span"
      // Escape hides the window (handled by the app); the decision is still owed.
      onCancel={(e) => e.preventDefault()}
    >
      <h2 id="idle-heading">{i18n._({ id: 'idle.heading', message: '{reason, select, lock {The screen was locked} suspend {The computer was asleep} other {You were away}}', values: { reason: prompt.reason } })}</h2>
      <p id="idle-span">
        {entry
          ? i18n._({ id: 'idle.spanWhile', message: 'From {from} to {to} ({length}), while {entry} was running. What should happen to that time?', values: { from, to, length, entry: entryLabel(entry) } })
          : i18n._({ id: 'idle.span', message: 'From {from} to {to} ({length}). What should happen to that time?', values: { from, to, length } })}
      </p>
      <div class="choices">
        <button type="button" class="primary" ref={keepRef} onClick={() => choose('keep')} aria-describedby="idle-keep">
          {i18n._({ id: 'idle.keep', message: 'Keep' })}
        </button>
        <p id="idle-keep" class="hint">
          {i18n._({ id: 'idle.keepHint', message: 'Count the time away.' })}
        </p>
        <button type="button" class="secondary" onClick={() => choose('discard')} aria-describedby="idle-discard">
          {i18n._({ id: 'idle.discard', message: 'Discard' })}
        </button>
        <p id="idle-discard" class="hint">
          {i18n._({ id: 'idle.discardHint', message: 'Remove it: the entry ends at {time}.', values: { time: from } })}
        </p>
        <button type="button" class="secondary" onClick={() => choose('discard_continue')} aria-describedby="idle-discard-continue">
          {i18n._({ id: 'idle.discardContinue', message: 'Discard and continue' })}
        </button>
        <p id="idle-discard-continue" class="hint">
          {i18n._({ id: 'idle.discardContinueHint', message: 'Remove it and keep the timer running from now.' })}
        </p>
        <button type="button" class="secondary" ref={bookRef} onClick={() => setBooking(!booking)} aria-expanded={booking} aria-describedby="idle-book">
          {i18n._({ id: 'idle.book', message: 'Book it to…' })}
        </button>
        <p id="idle-book" class="hint">
          {i18n._({ id: 'idle.bookHint', message: 'Make the time away its own entry: a meeting, lunch.' })}
        </p>
        {booking && (
          <IdleBookingForm
            length={length}
            running={entry && entryLabel(entry)}
            close={() => {
              bookRef.current?.focus();
              setBooking(false);
            }}
          />
        )}
      </div>
      {action.busy && <p class="progress">{i18n._({ id: 'common.saving', message: 'Saving…' })}</p>}
      {action.error && (
        <p class="form-error" role="alert">
          {action.error}
        </p>
      )}
    </dialog>
  );
}

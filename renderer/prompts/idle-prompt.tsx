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

const AWAY: Record<Prompt['reason'], string> = {
  idle: 'You were away',
  lock: 'The screen was locked',
  suspend: 'The computer was asleep',
};

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
  const span = `${formatInstantTime(prompt.since, offset, hourCycle)} to ${formatInstantTime(prompt.until, offset, hourCycle)}`;
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
      <h2 id="idle-heading">{AWAY[prompt.reason]}</h2>
      <p id="idle-span">
        From {span} ({length}){entry ? `, while ${entryLabel(entry)} was running` : ''}. What should happen to that time?
      </p>
      <div class="choices">
        <button type="button" class="primary" ref={keepRef} onClick={() => choose('keep')} aria-describedby="idle-keep">
          Keep
        </button>
        <p id="idle-keep" class="hint">
          Count the time away.
        </p>
        <button type="button" class="secondary" onClick={() => choose('discard')} aria-describedby="idle-discard">
          Discard
        </button>
        <p id="idle-discard" class="hint">
          Remove it: the entry ends at {formatInstantTime(prompt.since, offset, hourCycle)}.
        </p>
        <button type="button" class="secondary" onClick={() => choose('discard_continue')} aria-describedby="idle-discard-continue">
          Discard and continue
        </button>
        <p id="idle-discard-continue" class="hint">
          Remove it and keep the timer running from now.
        </p>
        <button type="button" class="secondary" ref={bookRef} onClick={() => setBooking(!booking)} aria-expanded={booking} aria-describedby="idle-book">
          Book it to…
        </button>
        <p id="idle-book" class="hint">
          Make the time away its own entry: a meeting, lunch.
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
      {action.busy && <p class="progress">Saving…</p>}
      {action.error && (
        <p class="form-error" role="alert">
          {action.error}
        </p>
      )}
    </dialog>
  );
}

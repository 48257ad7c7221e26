// "Still working?" (snapshot.idle.stillWorking): a timer ran on past the end of the working
// day. Stop it at the end of working hours, at the last activity (when known), or keep it
// running; the words are the notification's (main/core/attention/still-working-notification.ts).
// A modal dialog over every screen until answered here, in the tray or in the notification
// (Escape hides the window; the question stays). A refusal shows in an alert, outside the
// dialog once the question is gone.

import { useEffect, useRef } from 'preact/hooks';
import type { StillWorkingQuestion as Question } from '../../main/core/snapshot.ts';
import type { StillWorkingChoice } from '../../main/core/stint-api.ts';
import { outcome } from '../state/bridge.ts';
import { entryLabel } from '../text/entry-label.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { addDays, formatInstantTime, formatLongDate, localDate } from '../text/time.ts';
import { useAction } from '../controls/use-action.ts';
import { i18n } from '../i18n/words.ts';

export function StillWorkingQuestion({ question: q }: { question: Question | null }) {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const d = dialogRef.current;
    if (!d) return undefined;
    if (!d.open) d.showModal();
    keepRef.current?.focus();
    return () => d.close();
  }, [q?.entryKey, q?.endOfDayAt]);

  const alert = action.error && (
    <p class="form-error" role="alert">
      {action.error}
    </p>
  );
  if (q === null) return alert || null;

  const offset = s.zone.offsetMinutes;
  const time = (ms: number) => formatInstantTime(ms, offset, s.display.hourCycle);
  // As the notification says it: "5:00 PM", "5:00 PM yesterday", "5:00 PM on Monday 16 November".
  const endDate = localDate(q.endOfDayAt, offset);
  const when = endDate === s.today ? 'today' : endDate === addDays(s.today, -1) ? 'yesterday' : 'other';
  const end = i18n._({ id: 'still.end', message: '{when, select, today {{time}} yesterday {{time} yesterday} other {{time} on {date}}}', values: { when, time: time(q.endOfDayAt), date: formatLongDate(endDate) } });
  const entry = [s.running, ...s.todayEntries].find((e) => e?.key === q.entryKey);
  const choose = (choice: StillWorkingChoice) => void action.run(() => outcome(bridge.answerStillWorking({ choice })));

  return (
    <dialog
      ref={dialogRef}
      class="idle-prompt still-working"
      aria-labelledby="still-heading"
      aria-describedby="still-text"
      // Escape hides the window (handled by the app); the answer is still owed. Chromium
      // closes a dialog anyway at an Escape with no click or typing since the last: open again.
      onCancel={(e) => e.preventDefault()}
      onClose={(e) => {
        if (e.currentTarget.isConnected && !e.currentTarget.open) {
          e.currentTarget.showModal();
          keepRef.current?.focus();
        }
      }}
    >
      <h2 id="still-heading">{i18n._({ id: 'still.heading', message: 'Still working?' })}</h2>
      <p id="still-text">
        {entry
          ? i18n._({ id: 'still.text', message: '{entry} is still running; your working day ended at {end}.', values: { entry: entryLabel(entry), end } })
          : i18n._({ id: 'still.textTimer', message: 'A timer is still running; your working day ended at {end}.', values: { end } })}
      </p>
      <div class="choices">
        <button type="button" class="primary" onClick={() => choose('stop_at_end')} aria-describedby="still-end">
          {i18n._({ id: 'still.stopAt', message: 'Stop at {time}', values: { time: end } })}
        </button>
        <p id="still-end" class="hint">
          {i18n._({ id: 'still.stopAtHint', message: 'The entry ends with your working day.' })}
        </p>
        {q.lastActiveAt !== null && (
          <>
            <button type="button" class="secondary" onClick={() => choose('stop_at_activity')} aria-describedby="still-activity">
              {i18n._({ id: 'still.stopAt', message: 'Stop at {time}', values: { time: time(q.lastActiveAt) } })}
            </button>
            <p id="still-activity" class="hint">
              {i18n._({ id: 'still.activityHint', message: 'Your last activity: the time after it is not counted.' })}
            </p>
          </>
        )}
        <button type="button" class="secondary" ref={keepRef} onClick={() => choose('keep')} aria-describedby="still-keep">
          {i18n._({ id: 'still.keep', message: 'Keep running' })}
        </button>
        <p id="still-keep" class="hint">
          {i18n._({ id: 'still.keepHint', message: 'Count the time since, and ask no more about this timer.' })}
        </p>
      </div>
      {action.busy && <p class="progress">{i18n._({ id: 'common.saving', message: 'Saving…' })}</p>}
      {alert}
    </dialog>
  );
}

// One calendar in Settings → Calendars: its colour, name and where it is read from (the
// engine's safe label, never the address), its reading in words (a failed read's why in an
// alert-styled note: the last good copy still serves), the events left out and why, and
// Read now, Rename (name and colour) and Remove, asked first.

import { useState } from 'preact/hooks';
import type { CalendarView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import { ActionError } from '../controls/submit-row.tsx';
import { ConfirmRow } from '../controls/confirm-row.tsx';
import { useAction } from '../controls/use-action.ts';
import { useRowFocus } from '../controls/row-focus.ts';
import { leftOutWords, readingWords, type ClockOf } from './calendar-words.ts';
import { RenameCalendarForm } from './rename-calendar-form.tsx';
import { i18n } from '../i18n/words.ts';

type Mode = 'idle' | 'rename' | 'remove';

export interface CalendarRowProps {
  readonly calendar: CalendarView;
  readonly clock: ClockOf;
}

export function CalendarRow({ calendar, clock }: CalendarRowProps) {
  const bridge = useBridge();
  const action = useAction();
  const [mode, setMode] = useState<Mode>('idle');
  const rowRef = useRowFocus(mode);
  const { id, name } = calendar;

  const remove = async () => {
    const r = await action.run(() => outcome(bridge.removeCalendar({ calendarId: id })));
    if (r?.ok) setMode('idle');
  };

  return (
    <li aria-label={name} ref={rowRef}>
      <p class="calendar-name">
        {/* Set through the DOM (a style object), which the page's style-src 'self' allows. */}
        <span class="swatch" style={{ backgroundColor: calendar.colour }} aria-hidden="true" />
        <strong>{name}</strong>
      </p>
      <p class="hint">{i18n._({ id: 'calendars.from', message: 'From {address}', values: { address: calendar.shown } })}</p>
      <p class="calendar-state">{readingWords(calendar, clock)}</p>
      {calendar.state === 'problem' && calendar.message !== null && <p class="calendar-problem">{calendar.message}</p>}
      {calendar.leftOut.length > 0 && (
        <details class="calendar-left-out">
          <summary>{leftOutWords(calendar.leftOutCount ?? calendar.leftOut.length)}</summary>
          <ul>
            {calendar.leftOut.map((e, i) => (
              <li key={i}>
                {e.title === '' ? i18n._({ id: 'calendars.untitledProblem', message: 'An event without a title: {problem}', values: { problem: e.message } }) : i18n._({ id: 'calendars.eventProblem', message: '{event}: {problem}', values: { event: e.title, problem: e.message } })}
              </li>
            ))}
          </ul>
        </details>
      )}
      {mode === 'idle' && (
        <div class="actions">
          <button
            type="button"
            class="secondary"
            aria-label={i18n._({ id: 'calendars.readNowNamed', message: 'Read now: {calendar}', values: { calendar: name } })}
            aria-busy={action.busy || calendar.state === 'reading'}
            onClick={() => void action.run(() => outcome(bridge.refreshCalendars({ calendarId: id })))}
          >
            {i18n._({ id: 'calendars.readNow', message: 'Read now' })}
          </button>
          <button type="button" class="secondary" aria-label={i18n._({ id: 'calendars.renameNamed', message: 'Rename {calendar}', values: { calendar: name } })} data-opens="rename" onClick={() => setMode('rename')}>
            {i18n._({ id: 'calendars.rename', message: 'Rename' })}
          </button>
          <button type="button" class="secondary" aria-label={i18n._({ id: 'calendars.removeNamed', message: 'Remove {calendar}', values: { calendar: name } })} data-opens="remove" onClick={() => setMode('remove')}>
            {i18n._({ id: 'calendars.remove', message: 'Remove' })}
          </button>
        </div>
      )}
      {mode === 'rename' && <RenameCalendarForm calendar={calendar} onDone={() => setMode('idle')} />}
      {mode === 'remove' && (
        <div role="group" tabIndex={-1} aria-label={i18n._({ id: 'calendars.removeAsk', message: 'Remove {calendar}?', values: { calendar: name } })}>
          <p>{i18n._({ id: 'calendars.removeQuestion', message: 'Remove {calendar} from Stint? Its address leaves the keychain and its events this computer; the calendar itself does not change.', values: { calendar: name } })}</p>
          <ConfirmRow confirm={i18n._({ id: 'calendars.removeNamed', message: 'Remove {calendar}', values: { calendar: name } })} busy={action.busy} onConfirm={() => void remove()} onCancel={() => setMode('idle')} />
        </div>
      )}
      {mode !== 'rename' && <ActionError error={action.error} />}
    </li>
  );
}

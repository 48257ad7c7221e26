// Settings → Calendars (issue 42): the person's calendars, whichever account is shown, each
// with its reading and Read now, Rename, Remove; and Add a calendar…. An address is a secret:
// once added, the window only ever shows the label the engine gives (`shown`).

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useSnapshot } from '../state/state.ts';
import { useFocusAfterRender } from '../controls/focus-after-render.ts';
import { AddCalendarForm } from './add-calendar-form.tsx';
import { CalendarRow } from './calendar-row.tsx';
import { i18n } from '../i18n/words.ts';

export const CALENDARS_HEADING_ID = 'calendars-heading';

export function CalendarsSettings() {
  const s = useSnapshot();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  // The form that goes takes the focus with it: it comes back to Add a calendar….
  const focusAfterRender = useFocusAfterRender();
  // The ids there before the last add: the one not among them is the calendar it added (named by the engine when the person gave no name).
  const [before, setBefore] = useState<ReadonlySet<string> | null>(null);
  const calendars = s.calendar?.calendars ?? [];
  const clock = { offsetMinutes: s.zone.offsetMinutes, hourCycle: s.display.hourCycle, today: s.today };
  const added = before === null ? undefined : calendars.find((c) => !before.has(c.id));
  // So does a calendar removed (its row goes with the snapshot, before or after Remove's answer).
  const count = useRef(calendars.length);
  useLayoutEffect(() => {
    const fewer = calendars.length < count.current;
    count.current = calendars.length;
    const active = document.activeElement;
    if (fewer && (active === null || active === document.body)) addButton.current?.focus();
  });
  return (
    <section class="calendars-settings" aria-labelledby={CALENDARS_HEADING_ID}>
      <h3 id={CALENDARS_HEADING_ID}>{i18n._({ id: 'calendars.calendars', message: 'Calendars' })}</h3>
      {calendars.length > 0 ? (
        <ul class="calendar-rows" aria-label={i18n._({ id: 'calendars.yourCalendars', message: 'Your calendars' })}>
          {calendars.map((c) => (
            <CalendarRow key={c.id} calendar={c} clock={clock} />
          ))}
        </ul>
      ) : (
        <p class="hint">{i18n._({ id: 'calendars.addACalendarTo', message: 'Add a calendar to see your meetings beside your tracked time. It is read on this computer only; nothing of it goes to the time service.' })}</p>
      )}
      <p class="saved" aria-live="polite">
        {added ? i18n._({ id: 'calendars.added', message: '{calendar} added.', values: { calendar: added.name } }) : ''}
      </p>
      {adding ? (
        <AddCalendarForm
          calendars={calendars}
          onDone={(done) => {
            setAdding(false);
            if (!done) setBefore(null);
            focusAfterRender(() => addButton.current?.focus());
          }}
        />
      ) : (
        <div class="actions">
          <button
            type="button"
            class="secondary"
            ref={addButton}
            onClick={() => {
              setBefore(new Set(calendars.map((c) => c.id)));
              setAdding(true);
            }}
          >
            {i18n._({ id: 'calendars.addACalendar', message: 'Add a calendar…' })}
          </button>
        </div>
      )}
    </section>
  );
}

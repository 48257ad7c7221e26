// "Fill the day's meetings…" above a day's timeline (issue 42), while the calendar offers
// time of that day to fill: a preview first (each event, its untracked times, and the
// project its remembered rule gives, or a button opening the pickers for it right there:
// event-fill-form.tsx, which fills it and remembers its work), then "Fill N meetings"
// (those with a project) in one step (`fillMeetings`). What came of it is said in a status
// line that stays once the offers are gone, and takes the focus from the button that went.
// A rule forgotten here (Forget) takes its button away: the focus goes back to the preview's.
// Under the meetings, the day's events outside working hours (outside-offers.tsx), each
// filled only when the person asks; that too is said in the status line, which takes the
// focus from the preview.

import { useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { useAction } from '../controls/use-action.ts';
import { SaidLine } from '../controls/said-line.tsx';
import { useFocusAfterRender } from '../controls/focus-after-render.ts';
import { offersOn, readyOffers, workProject } from './calendar-offers.ts';
import { eventTitle, offerName, offerWorkWords } from './event-words.ts';
import { ForgetRule } from './forget-rule.tsx';
import { EventSwatch } from './event-swatch.tsx';
import { OutsideOffers } from './outside-offers.tsx';
import { EventFillForm } from './event-fill-form.tsx';
import { i18n } from '../i18n/words.ts';

export function DayMeetings({ date }: { readonly date: string }) {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  /** The meeting whose project is being picked here (its event key). */
  const [picking, setPicking] = useState<string | null>(null);
  const saidRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const offers = offersOn(s.calendar?.fillable ?? [], date);
  const ready = readyOffers(offers);
  // A snapshot made by hand may have no `outside`: none.
  const outside = offersOn(s.calendar?.outside ?? [], date);
  const any = offers.length > 0 || outside.length > 0;
  const previewRef = useRef<HTMLDivElement>(null);
  const clock = { offsetMinutes: s.zone.offsetMinutes, hourCycle: s.display.hourCycle };
  const toggleRef = useRef<HTMLButtonElement>(null);
  const readyBefore = useRef(ready.length);
  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    // Only while the preview shows its Forget buttons: a gap's panel has its own (gap-event-offers.tsx).
    if (open && ready.length < readyBefore.current && lost) toggleRef.current?.focus();
    readyBefore.current = ready.length;
  }, [ready.length]);

  const fill = async () => {
    setSaid('');
    const answer = bridge.fillMeetings({ date });
    const r = await action.run(() => outcome(answer));
    if (!r?.ok) return;
    const a = await answer;
    // The engine's count; its answer always has one when it filled.
    const filled = a.ok && a.value.ok ? (a.value.filled ?? ready.length) : ready.length;
    setSaid(i18n._({ id: 'meetings.filledCount', message: 'Filled {count, plural, one {# meeting} other {# meetings}}.', values: { count: filled } }));
    setOpen(false);
    focusAfterRender(() => saidRef.current?.focus());
  };

  // An event outside working hours filled: said, and the focus taken from its button or form
  // (going with the next snapshot, or gone), not from where the person went meanwhile.
  const saidOutside = useRef(false);
  useLayoutEffect(() => {
    if (!saidOutside.current) return;
    saidOutside.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body || previewRef.current?.contains(active)) saidRef.current?.focus();
  });
  const filledOutside = (title: string) => {
    setSaid(i18n._({ id: 'meetings.filledOutside', message: 'Filled {event} outside your working hours.', values: { event: title } }));
    saidOutside.current = true;
  };

  return (
    <div class="day-meetings">
      {any && (
        <button type="button" class="secondary" ref={toggleRef} aria-expanded={open} aria-controls={open ? id : undefined} onClick={() => setOpen(!open)}>
          {i18n._({ id: 'meetings.fillTheDayS', message: "Fill the day's meetings…" })}
        </button>
      )}
      {open && any && (
        <div id={id} class="meetings-preview" role="group" aria-label={i18n._({ id: 'meetings.theDaySMeetings', message: "The day's meetings" })} ref={previewRef}>
          {offers.length > 0 && (
            <>
              <ul aria-label={i18n._({ id: 'meetings.meetingsToFill', message: 'Meetings to fill' })}>
                {offers.map((f) => {
                  const project = f.work === null ? null : workProject(s.projects, f.work);
                  return (
                    <li key={f.eventKey}>
                      <EventSwatch colour={f.colour} />
                      {offerWorkWords(offerName(f, clock), f.work, project)}
                      {f.work === null && (
                        <>
                          {' '}
                          <button
                            type="button"
                            class="link"
                            data-pick={f.eventKey}
                            aria-expanded={picking === f.eventKey}
                            onClick={() => setPicking(picking === f.eventKey ? null : f.eventKey)}
                          >
                            {i18n._({ id: 'meetings.pickProject', message: 'Pick a project for {event}…', values: { event: eventTitle(f.title) } })}
                          </button>
                          {picking === f.eventKey && (
                            <EventFillForm
                              offer={f}
                              filled={() => {
                                setPicking(null);
                                setSaid(i18n._({ id: 'meetings.filled', message: 'Filled {event}.', values: { event: eventTitle(f.title) } }));
                                focusAfterRender(() => saidRef.current?.focus());
                              }}
                              cancel={() => {
                                setPicking(null);
                                focusAfterRender(() => previewRef.current?.querySelector<HTMLElement>(`[data-pick="${CSS.escape(f.eventKey)}"]`)?.focus());
                              }}
                            />
                          )}
                        </>
                      )}
                      {f.work !== null && (
                        <>
                          {' '}
                          <ForgetRule offer={{ ...f, work: f.work }} />
                        </>
                      )}
                    </li>
                  );
                })}
              </ul>
              {ready.length > 0 ? (
                <button type="button" class="primary" aria-busy={action.busy || undefined} onClick={() => void fill()}>
                  {i18n._({ id: 'meetings.fillCount', message: 'Fill {count, plural, one {# meeting} other {# meetings}}', values: { count: ready.length } })}
                </button>
              ) : (
                <p class="hint">{i18n._({ id: 'meetings.noneHasAProject', message: 'None has a project yet: pick one for a meeting above, and Stint fills it and remembers it.' })}</p>
              )}
            </>
          )}
          <OutsideOffers offers={outside} filled={filledOutside} />
        </div>
      )}
      <SaidLine error={action.error} said={said} saidRef={saidRef} />
    </div>
  );
}

// "Outside your working hours" in the preview of "Fill the day's meetings…" (issue 42): the
// day's passed events with untracked time outside the working hours (`CalendarSnapshot.outside`,
// an early sync, an evening call), which no fill takes unless the person asks. Each has
// "Fill <title> anyway": one click with its remembered project, else the event's form
// (event-fill-form.tsx); either fills any of the event's time no entry covers (`anyTime`).
// "Fill N meetings" never takes them.

import { useId, useRef, useState } from 'preact/hooks';
import type { EventFillView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { useAction } from '../controls/use-action.ts';
import { ActionError } from '../controls/submit-row.tsx';
import { workProject } from './calendar-offers.ts';
import { eventTitle, offerName, offerWorkWords } from './event-words.ts';
import { EventFillForm } from './event-fill-form.tsx';
import { EventSwatch } from './event-swatch.tsx';
import { i18n } from '../i18n/words.ts';

export interface OutsideOffersProps {
  /** The day's offers outside working hours (none: nothing is drawn). */
  readonly offers: readonly EventFillView[];
  /** One was filled (the event's `title` as the window names it): the preview says so. */
  readonly filled: (title: string) => void;
}

export function OutsideOffers({ offers, filled }: OutsideOffersProps) {
  const s = useSnapshot();
  const id = useId();
  /** The event whose form is open. */
  const [open, setOpen] = useState<string | null>(null);
  if (offers.length === 0) return null;
  const clock = { offsetMinutes: s.zone.offsetMinutes, hourCycle: s.display.hourCycle };
  return (
    <>
      <p id={id} class="meetings-outside">{i18n._({ id: 'meetings.outsideYourWorkingHours', message: 'Outside your working hours' })}</p>
      <ul aria-labelledby={id}>
        {offers.map((f) => (
          <OutsideOffer
            key={f.eventKey}
            offer={f}
            name={offerName(f, clock)}
            project={f.work === null ? null : workProject(s.projects, f.work)}
            open={open === f.eventKey}
            setOpen={(o) => setOpen(o ? f.eventKey : null)}
            filled={filled}
          />
        ))}
      </ul>
    </>
  );
}

interface OutsideOfferProps {
  readonly offer: EventFillView;
  /** "Early sync, 7:30 AM–8:00 AM". */
  readonly name: string;
  /** The project its remembered work goes to (`offer.work`); null: none remembered, or its project not among those loaded. */
  readonly project: string | null;
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
  readonly filled: (title: string) => void;
}

function OutsideOffer({ offer, name, project, open, setOpen, filled }: OutsideOfferProps) {
  const bridge = useBridge();
  const action = useAction();
  const own = useRef<HTMLButtonElement>(null);
  const title = eventTitle(offer.title);
  const remembered = offer.work !== null;
  const once = async () => {
    const r = await action.run(() => outcome(bridge.fillFromEvent({ eventKey: offer.eventKey, anyTime: true })));
    if (r?.ok) filled(title);
  };
  return (
    <li>
      <EventSwatch colour={offer.colour} />
      {remembered ? offerWorkWords(name, offer.work, project) : name}{' '}
      <button
        type="button"
        class="link"
        ref={own}
        aria-busy={action.busy || undefined}
        aria-expanded={remembered ? undefined : open}
        onClick={() => (remembered ? void once() : setOpen(!open))}
      >
        {i18n._({ id: 'meetings.fillAnyway', message: 'Fill {event} anyway', values: { event: title } })}
      </button>
      <ActionError error={action.error} />
      {open && !remembered && (
        <EventFillForm
          offer={offer}
          anyTime
          filled={() => {
            setOpen(false);
            filled(title);
          }}
          cancel={() => {
            setOpen(false);
            own.current?.focus();
          }}
        />
      )}
    </li>
  );
}

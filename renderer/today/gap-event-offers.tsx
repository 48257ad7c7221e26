// A gap's offers from the calendar (issue 42), first in its panel: each event with time in
// the gap. One whose work a remembered rule gives fills in one click ("Fill with Standup ·
// Internal", with Forget beside it); one without opens its form (event-fill-form.tsx). A fill
// takes the event's untracked time in the day's gaps, whatever From and To say (those are
// the recent entries'). Part of the gap's panel chunk.

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { EventFillView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { useAction } from '../controls/use-action.ts';
import { ActionError } from '../controls/submit-row.tsx';
import { workProject } from './calendar-offers.ts';
import { eventTitle } from './event-words.ts';
import { ForgetRule } from './forget-rule.tsx';
import { EventFillForm } from './event-fill-form.tsx';
import { EventSwatch } from './event-swatch.tsx';
import { i18n } from '../i18n/words.ts';

export interface GapEventOffersProps {
  readonly offers: readonly EventFillView[];

  /** A fill queued: the gap's panel closes. */
  readonly filled: () => void;
}

export function GapEventOffers({ offers, filled }: GapEventOffersProps) {
  /** The event whose form is open. */
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div class="gap-events">
      {offers.map((f, i) => (
        <EventOffer key={f.eventKey} offer={f} first={i === 0} open={open === f.eventKey} setOpen={(o) => setOpen(o ? f.eventKey : null)} filled={filled} />
      ))}
    </div>
  );
}

interface EventOfferProps {
  readonly offer: EventFillView;
  /** The first offer's button takes the panel's focus when it opens. */
  readonly first: boolean;
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
  readonly filled: () => void;
}

function EventOffer({ offer, first, open, setOpen, filled }: EventOfferProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const own = useRef<HTMLButtonElement>(null);
  const title = eventTitle(offer.title);
  const work = offer.work;
  useLayoutEffect(() => void (first && own.current?.focus()), []);
  // Its rule forgotten, Forget goes with the focus: the offer's own button takes it back.
  const hadWork = useRef(work !== null);
  useLayoutEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (hadWork.current && work === null && lost) own.current?.focus();
    hadWork.current = work !== null;
  }, [work === null]);
  const back = () => {
    setOpen(false);
    own.current?.focus();
  };
  if (work !== null) {
    const project = workProject(s.projects, work);
    const fill = async () => {
      const r = await action.run(() => outcome(bridge.fillFromEvent({ eventKey: offer.eventKey })));
      if (r?.ok) filled();
    };
    return (
      <div class="event-offer">
        <button type="button" class="secondary" ref={own} aria-busy={action.busy || undefined} onClick={() => void fill()}>
          <EventSwatch colour={offer.colour} />
          {project === null
            ? i18n._({ id: 'meetings.fillWith', message: 'Fill with {event}', values: { event: title } })
            : i18n._({ id: 'gap.fillWithProject', message: 'Fill with {what} · {project}', values: { what: title, project } })}
        </button>
        <ForgetRule offer={{ ...offer, work }} />
        <ActionError error={action.error} />
      </div>
    );
  }
  return (
    <div class="event-offer">
      <button type="button" class="secondary" ref={own} aria-expanded={open} onClick={() => setOpen(!open)}>
        <EventSwatch colour={offer.colour} />
        {i18n._({ id: 'gap.fillWithOpen', message: 'Fill with {what}…', values: { what: title } })}
      </button>
      {open && <EventFillForm offer={offer} filled={filled} cancel={back} />}
    </div>
  );
}

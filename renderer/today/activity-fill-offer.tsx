// A gap's offer from the activity record (issue 62), in its panel: what was done in the gap
// (by application and title, the longest first, each with its time), and "Fill with <what
// was done>": in one click with the project, task and description a rule gives ("Fill with
// Homepage design · Website"), or, with no rule, a form with the project picker
// (activity-fill-form.tsx). The fill takes the time the record shows at the computer inside
// the gap only (`fillFromActivity`: queued, offline-safe, with Undo). Part of the gap's
// panel chunk.

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { ActivityFillView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { useAction } from '../controls/use-action.ts';
import { ActionError } from '../controls/submit-row.tsx';
import { appWords, type BookedFromActivity } from './activity-words.ts';
import { ActivityFillForm } from './activity-fill-form.tsx';
import { i18n } from '../i18n/words.ts';

/** The applications said in a gap's panel: the rest is in the lane's list. */
const SAID = 3;

export interface ActivityFillOfferProps {
  readonly offer: ActivityFillView;
  /** Its button takes the panel's focus when it opens. */
  readonly first: boolean;
  /** A fill queued: the gap's panel closes. */
  readonly filled: () => void;
  /** A fill whose project the person picked: "Always book … to …?" is offered. */
  readonly booked: (b: BookedFromActivity) => void;
}

export function ActivityFillOffer({ offer, first, filled, booked }: ActivityFillOfferProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const own = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => void (first && own.current?.focus()), []);
  const work = offer.work;
  const project = work === null ? null : (s.projects.find((p) => p.id === work.projectId)?.name ?? null);
  const done = (
    <ul class="activity-done" aria-label={i18n._({ id: 'activity.doneInGap', message: 'What you did in this gap' })}>
      {offer.done.slice(0, SAID).map((a) => (
        <li key={a.app}>{appWords(a)}</li>
      ))}
    </ul>
  );
  if (work !== null) {
    const fill = async () => {
      const r = await action.run(() => outcome(bridge.fillFromActivity({ date: offer.date, gapStart: offer.gap.start })));
      if (r?.ok) filled();
    };
    return (
      <div class="activity-offer">
        {done}
        <button type="button" class="secondary" ref={own} aria-busy={action.busy || undefined} onClick={() => void fill()}>
          {project === null
            ? i18n._({ id: 'gap.fillWith', message: 'Fill with {entry}', values: { entry: offer.label } })
            : i18n._({ id: 'gap.fillWithProject', message: 'Fill with {what} · {project}', values: { what: offer.label, project } })}
        </button>
        <ActionError error={action.error} />
      </div>
    );
  }
  return (
    <div class="activity-offer">
      {done}
      <button type="button" class="secondary" ref={own} aria-expanded={open} onClick={() => setOpen(!open)}>
        {i18n._({ id: 'gap.fillWithOpen', message: 'Fill with {what}…', values: { what: offer.label } })}
      </button>
      {open && (
        <ActivityFillForm
          offer={offer}
          filled={(b) => {
            booked(b);
            filled();
          }}
          cancel={() => {
            setOpen(false);
            own.current?.focus();
          }}
        />
      )}
    </div>
  );
}

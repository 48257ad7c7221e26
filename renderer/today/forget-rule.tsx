// "Forget" beside an offer whose work a remembered rule gives (issue 42): the rule goes (the
// engine's `forgetEventRule`), and the event's next offers ask for their project again. Its
// own refusal (the rule already gone elsewhere) shows beside it.

import type { ReadyOffer } from './calendar-offers.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import { useAction } from '../controls/use-action.ts';
import { ActionError } from '../controls/submit-row.tsx';
import { eventTitle } from './event-words.ts';
import { i18n } from '../i18n/words.ts';

export function ForgetRule({ offer }: { readonly offer: ReadyOffer }) {
  const bridge = useBridge();
  const action = useAction();
  return (
    <>
      <button
        type="button"
        class="link"
        aria-label={i18n._({ id: 'meetings.forgetFor', message: 'Forget the project for {event}', values: { event: eventTitle(offer.title) } })}
        aria-busy={action.busy || undefined}
        onClick={() => void action.run(() => outcome(bridge.forgetEventRule({ ruleId: offer.work.ruleId })))}
      >
        {i18n._({ id: 'meetings.forget', message: 'Forget' })}
      </button>
      <ActionError error={action.error} />
    </>
  );
}

// The foot of a day's "Fill …" preview (the meetings', the activity's): the engine's refusal
// in an alert, and what came of the last fill in a status line that stays once the preview
// has gone, and can take the focus from the button that went with it.

import type { RefObject } from 'preact';
import { ActionError } from './submit-row.tsx';

export function SaidLine({ error, said, saidRef }: { readonly error: string | null; readonly said: string; readonly saidRef: RefObject<HTMLParagraphElement | null> }) {
  return (
    <>
      <ActionError error={error} />
      <p class="hint" role="status" tabIndex={-1} ref={saidRef}>
        {said}
      </p>
    </>
  );
}

// The focus rhythm's phase and what is left of it on the timer screen ("Focus: 13 min left",
// the tray's words): a `timer` named by its own words, counted down each second from what
// the snapshot said when it came (focus-text.ts). Nothing while no phase runs; a phase that
// is over shows its question instead (focus-question.tsx).

import { useMemo } from 'preact/hooks';
import type { FocusView } from '../../main/core/snapshot.ts';
import { focusSecondsLeft, focusText } from '../text/focus-text.ts';
import { useNow } from '../state/state.ts';

export function FocusStatus({ focus }: { focus: FocusView }) {
  // A new view comes with each snapshot the engine publishes: the count starts again from it.
  const cameAt = useMemo(() => Date.now(), [focus]);
  const now = useNow(focus.status === 'running');
  const text = focusText(focus, focusSecondsLeft(focus, now - cameAt));
  return (
    <p class={`focus-status phase-${focus.phase}`}>
      <span role="timer" aria-label={text}>
        {text}
      </span>
    </p>
  );
}

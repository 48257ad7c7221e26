// The focus rhythm's phase and what is left of it, in the tray's words ("Focus: 13 min left",
// main/core/views/tray-model.ts `focusLabel`), counted down in the window from what the
// snapshot said when it came: the engine's clock and the page's may differ (the browser
// harness moves the engine's on), and the time since the snapshot is the page's own.

import type { FocusView } from '../../main/core/snapshot.ts';
import { i18n } from '../i18n/words.ts';


/** Seconds left of a running phase `elapsedMs` after its snapshot came; a paused one keeps what it had. */
export function focusSecondsLeft(focus: FocusView, elapsedMs: number): number {
  if (focus.status !== 'running') return focus.leftSeconds;
  return Math.max(0, focus.leftSeconds - Math.floor(Math.max(0, elapsedMs) / 1000));
}

/** The phase and the minutes left (rounded up), or that the phase is over. */
export function focusText(focus: FocusView, secondsLeft: number): string {
  // One message a phase and state (the phase's name inflects with what follows it in some languages).
  const values = { phase: focus.phase, minutes: Math.ceil(secondsLeft / 60) };
  if (focus.status === 'over') {
    return focus.phase === 'focus'
      ? i18n._({ id: 'focus.done', message: 'Focus session done: time for a break' })
      : i18n._({ id: 'focus.breakOver', message: '{phase, select, short_break {Short break over} other {Long break over}}', values });
  }
  if (focus.status === 'paused') return i18n._({ id: 'focus.paused', message: '{phase, select, focus {Focus paused} short_break {Short break paused} other {Long break paused}}: {minutes} min left', values });
  return i18n._({ id: 'focus.left', message: '{phase, select, focus {Focus} short_break {Short break} other {Long break}}: {minutes} min left', values });
}

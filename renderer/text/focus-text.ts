// The focus rhythm's phase and what is left of it, in the tray's words ("Focus: 13 min left",
// main/core/views/tray-model.ts `focusLabel`), counted down in the window from what the
// snapshot said when it came: the engine's clock and the page's may differ (the browser
// harness moves the engine's on), and the time since the snapshot is the page's own.

import type { FocusView } from '../../main/core/snapshot.ts';

const PHASE_NAME: Readonly<Record<FocusView['phase'], string>> = { focus: 'Focus', short_break: 'Short break', long_break: 'Long break' };

/** Seconds left of a running phase `elapsedMs` after its snapshot came; a paused one keeps what it had. */
export function focusSecondsLeft(focus: FocusView, elapsedMs: number): number {
  if (focus.status !== 'running') return focus.leftSeconds;
  return Math.max(0, focus.leftSeconds - Math.floor(Math.max(0, elapsedMs) / 1000));
}

/** The phase and the minutes left (rounded up), or that the phase is over. */
export function focusText(focus: FocusView, secondsLeft: number): string {
  const name = PHASE_NAME[focus.phase];
  if (focus.status === 'over') return focus.phase === 'focus' ? 'Focus session done: time for a break' : `${name} over`;
  const left = `${Math.ceil(secondsLeft / 60)} min left`;
  return focus.status === 'paused' ? `${name} paused: ${left}` : `${name}: ${left}`;
}

// How focus changes become stretches, as pure steps. A newly focused window is only a
// candidate until it has held the focus MIN_FOCUS_MS: a window passed through on the way to
// another (alt-tab, a notification's flash) is merged into the stretch before it, and a
// return to that stretch's window goes on with it as one. Recording stops at an instant
// (away since the last input, a lock, a sleep, a pause): the stretch ends there, a candidate
// that had held long enough first becomes one. The recorder writes what each step says.

import { sameSeen, type Seen } from './activity-filter.ts';

/** A focus shorter than this is not a stretch of its own. */
export const MIN_FOCUS_MS = 5_000;

export interface FocusState {
  /** The stretch being recorded (written, and written again as it grows). */
  readonly open: { readonly start: number; readonly seen: Seen } | null;
  /** A focus not yet MIN_FOCUS_MS long (null `seen`: nothing in focus, or a window not recorded). */
  readonly candidate: { readonly since: number; readonly seen: Seen | null } | null;
}

export const NOTHING_OPEN: FocusState = Object.freeze({ open: null, candidate: null });

export interface Closed {
  readonly start: number;
  readonly end: number;
  readonly seen: Seen;
}

/** What a step ended (`closed`, in order: write their last lines) and began (`opened`: write its first). */
export interface FocusStep {
  readonly state: FocusState;
  readonly closed: readonly Closed[];
  readonly opened: { readonly start: number; readonly seen: Seen } | null;
}

/** The candidate becomes the stretch from its instant on, when it has held long enough by `at`. */
export function settle(state: FocusState, at: number): FocusStep {
  const c = state.candidate;
  if (c === null || at - c.since < MIN_FOCUS_MS) return { state, closed: [], opened: null };
  const closed = state.open === null ? [] : [{ start: state.open.start, end: c.since, seen: state.open.seen }];
  const open = c.seen === null ? null : { start: c.since, seen: c.seen };
  return { state: { open, candidate: null }, closed, opened: open };
}

/** The focus moved to `seen` at `at`. */
export function focused(state: FocusState, seen: Seen | null, at: number): FocusStep {
  const first = settle(state, at);
  const s = first.state;
  const back = s.open === null ? seen === null : sameSeen(s.open.seen, seen);
  // Back to the stretch's own window (or still nothing): what came between was a pass-through.
  const candidate = back ? null : { since: at, seen };
  return { ...first, state: { open: s.open, candidate } };
}

/** Recording stops at `at` (an instant now or passed): the stretch ends there; one begun after it is erased (its end at its start). */
export function stopped(state: FocusState, at: number): FocusStep {
  // A candidate settles only if it had held MIN_FOCUS_MS by `at`: one begun at or after it never does.
  const first = settle(state, at);
  const open = first.state.open;
  const end = open === null ? [] : [{ start: open.start, end: Math.max(open.start, at), seen: open.seen }];
  return { state: NOTHING_OPEN, closed: [...first.closed, ...end], opened: first.opened };
}

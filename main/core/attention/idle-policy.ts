// When the person was away, as pure steps: the engine feeds each idle reading and system
// event in, keeps the returned state, and acts on what comes back. An absence begins at the
// last input (idle time past the threshold) or at the moment of a lock or a suspend; a
// reading made during it that reports the last input earlier moves its start back to that
// input (a desktop that locks itself after some idle minutes: the person left before the
// lock). It ends with the first input after it, an unlock or a resume. Every absence
// follows the one idle threshold: a lock or a suspend no longer than it (a screen locked
// for a coffee, a lid closed to carry the laptop) passes without a word, a longer one
// counts. A timer that ran through an absence that counts earns the person a choice (keep,
// discard, discard and continue) when they come back, never while they are away.
//
// The engine reads the service once more before it shows the prompt (the timer may have
// been stopped elsewhere meanwhile): `returned` is the moment to do so, and `promptFor`
// decides again with the fresh running entry. A person back from a break on a train must
// not wait for the network, though: when that read cannot answer soon (`promptBasis`), the
// prompt rests on what the engine knows, and the first read made since the return either
// lets it stand or withdraws it (`reviewUnread`).

import type { EntryView, IdlePrompt } from '../snapshot.ts';

export type AwayReason = IdlePrompt['reason'];
export type Presence = 'active' | 'idle' | 'locked' | 'suspended';

export type IdleEvent =
  /** A reading of the idle source; `idleSeconds` undefined: this system cannot tell. */
  | { readonly type: 'tick'; readonly at: number; readonly idleSeconds: number | undefined }
  | { readonly type: 'lock' | 'unlock' | 'suspend' | 'resume'; readonly at: number };

export interface Absence {
  readonly since: number;
  readonly until: number;
  readonly reason: AwayReason;
}

export interface IdleState {
  readonly away: { readonly since: number; readonly reason: AwayReason } | null;
  readonly locked: boolean;
  /** Epoch ms of the suspend not yet followed by a resume. */
  readonly suspendedAt: number | null;
  /** The last usable reading was past the threshold. */
  readonly idle: boolean;
  /** The end of the last absence: a later idle reading cannot reach back before it. */
  readonly lastReturnAt: number | null;
  /** The last reading was unusable: only locks and suspends can be seen. */
  readonly limited: boolean;
}

const SUSPEND_TICK_GRACE_MS = 60_000;

export const INITIAL_IDLE_STATE: IdleState = Object.freeze({
  away: null,
  locked: false,
  suspendedAt: null,
  idle: false,
  lastReturnAt: null,
  limited: false,
});

/** The fields of the running entry the idle decisions read. */
export type IdleRunning = Pick<EntryView, 'key' | 'runningSince' | 'projectId' | 'taskId' | 'description' | 'totalSeconds'>;

export interface IdleContext {
  /** Idle detection setting; when off no prompt is made (presence is still tracked for reminders). */
  readonly enabled: boolean;
  readonly thresholdSeconds: number;
  /** The running entry as the engine knows it now. */
  readonly running: IdleRunning | null;
  /** A prompt still waiting for an answer: a new absence extends it instead of replacing it. */
  readonly pending: IdlePrompt | null;
}

export interface IdleStep {
  readonly state: IdleState;
  /** The person just came back from this absence (refresh before prompting). */
  readonly returned: Absence | null;
  /** The prompt `returned` earns with the engine's current running entry (see `promptFor`). */
  readonly prompt: IdlePrompt | null;
}

export function idleDetection(state: IdleState, enabled: boolean): 'on' | 'off' | 'limited' {
  if (!enabled) return 'off';
  return state.limited ? 'limited' : 'on';
}

export function presenceOf(state: IdleState): Presence {
  if (state.suspendedAt !== null) return 'suspended';
  if (state.locked) return 'locked';
  if (state.away !== null || state.idle) return 'idle';
  return 'active';
}

/**
 * Ends the absence when nothing keeps the person away any more. It is reported only when it
 * lasted longer than the threshold; a shorter one ends all the same (the person is back).
 */
function settle(state: IdleState, until: number, thresholdSeconds: number): { state: IdleState; returned: Absence | null } {
  if (state.away === null || state.locked || state.suspendedAt !== null || state.idle) return { state, returned: null };
  const returned: Absence = { since: state.away.since, until: Math.max(until, state.away.since), reason: state.away.reason };
  const back: IdleState = { ...state, away: null, lastReturnAt: returned.until };
  return { state: back, returned: returned.until - returned.since > thresholdSeconds * 1000 ? returned : null };
}

/** The absence under way, begun at `since` unless it began earlier; its reason stays the first one. */
function awaySince(state: IdleState, since: number, reason: AwayReason): IdleState['away'] {
  if (state.away === null) return { since, reason };
  return since < state.away.since ? { since, reason: state.away.reason } : state.away;
}

function applyEvent(state: IdleState, event: IdleEvent, thresholdSeconds: number): { state: IdleState; returned: Absence | null } {
  switch (event.type) {
    case 'lock':
      return { state: { ...state, locked: true, away: state.away ?? { since: event.at, reason: 'lock' } }, returned: null };
    case 'suspend':
      return { state: { ...state, suspendedAt: state.suspendedAt ?? event.at, away: state.away ?? { since: event.at, reason: 'suspend' } }, returned: null };
    // Unlocking and opening the lid take input: whatever idle reading came before is over.
    case 'unlock':
      return settle({ ...state, locked: false, idle: false }, event.at, thresholdSeconds);
    case 'resume':
      return settle({ ...state, suspendedAt: null, idle: false }, event.at, thresholdSeconds);
    case 'tick': {
      // A reading well after a suspend means the machine is awake again, even if the resume
      // event is late or lost; one right after it is a tick that raced the suspend.
      const woke = state.suspendedAt !== null && event.at - state.suspendedAt >= SUSPEND_TICK_GRACE_MS;
      const awake: IdleState = woke ? { ...state, suspendedAt: null } : state;
      if (event.idleSeconds === undefined || !Number.isFinite(event.idleSeconds) || event.idleSeconds < 0) {
        return settle({ ...awake, limited: true, idle: false }, event.at, thresholdSeconds);
      }
      const lastInput = event.at - event.idleSeconds * 1000;
      const usable: IdleState = { ...awake, limited: false };
      // Idle time reported after a resume can include the sleep; it never reaches back
      // before the end of the previous absence.
      const since = Math.max(lastInput, state.lastReturnAt ?? lastInput);
      if (event.at - since > thresholdSeconds * 1000) {
        return { state: { ...usable, idle: true, away: awaySince(usable, since, 'idle') }, returned: null };
      }
      return settle({ ...usable, idle: false }, woke ? event.at : lastInput, thresholdSeconds);
    }
  }
}

/**
 * The prompt an absence earns: only when a timer ran from before it began (a timer started
 * elsewhere meanwhile says the person was working), and detection is on. A prompt still
 * waiting for the same entry keeps its earlier start.
 */
export function promptFor(absence: Absence, running: IdleRunning | null, enabled: boolean, pending: IdlePrompt | null = null): IdlePrompt | null {
  if (!enabled || running === null || running.runningSince === null) return null;
  if (pending !== null && pending.entryKey === running.key && pending.since <= absence.since) {
    return { ...pending, until: Math.max(pending.until, absence.until) };
  }
  if (running.runningSince > absence.since) return null;
  return { since: absence.since, until: absence.until, entryKey: running.key, reason: absence.reason };
}

export function stepIdle(state: IdleState, event: IdleEvent, ctx: IdleContext): IdleStep {
  const next = applyEvent(state, event, ctx.thresholdSeconds);
  const prompt = next.returned === null ? null : promptFor(next.returned, ctx.running, ctx.enabled, ctx.pending);
  return { state: next.state, returned: next.returned, prompt };
}

export type IdleChoice = 'keep' | 'discard' | 'discard_continue';

export type IdleAction =
  | { readonly kind: 'nothing'; readonly reason: 'kept' | 'not_running' }
  | {
      readonly kind: 'end_entry';
      readonly entryKey: string;
      /** Epoch ms the entry ends at: when the absence began (never before this run began). */
      readonly endAt: number;
      /** The entry's total after the change, whole seconds truncated as the service's stop does. */
      readonly totalSeconds: number;
      /** discard_continue: a new entry with the same fields, started at `startAt`. */
      readonly restart: {
        readonly projectId: number;
        readonly taskId: number | null;
        readonly description: string;
        readonly startAt: number;
      } | null;
    };

/**
 * What the tracker must do with the person's answer. `running` is the entry as the engine
 * knows it when the answer comes: if it is no longer the prompt's entry or no longer runs
 * (stopped elsewhere), nothing is done.
 */
export function applyIdleChoice(choice: IdleChoice, prompt: IdlePrompt, running: IdleRunning | null, now: number): IdleAction {
  if (running === null || running.runningSince === null || running.key !== prompt.entryKey) {
    return { kind: 'nothing', reason: 'not_running' };
  }
  if (choice === 'keep') return { kind: 'nothing', reason: 'kept' };
  const endAt = Math.max(prompt.since, running.runningSince);
  const totalSeconds = running.totalSeconds + Math.floor((endAt - running.runningSince) / 1000);
  const restart =
    choice === 'discard_continue'
      ? { projectId: running.projectId, taskId: running.taskId, description: running.description, startAt: now }
      : null;
  return { kind: 'end_entry', entryKey: running.key, endAt, totalSeconds, restart };
}

/** How long a prompt waits for the read that decides it before it rests on what the engine knows. */
export const PROMPT_READ_WAIT_MS = 5_000;

/**
 * What the prompt for an absence rests on, once a read ended or could not be made: `read`
 * when a read made since the person came back answered; `wait` when the read that ended
 * began before that and another is on its way; `known` when no read will answer (it
 * failed, or none is coming).
 */
export type PromptBasis = 'read' | 'wait' | 'known';

export interface ReadNews {
  /** The end of the absence. */
  readonly returnedAt: number;
  /** When the last read that answered began. */
  readonly lastReadAt: number | null;
  /** When the last read, answered or not, began. */
  readonly lastAttemptAt: number | null;
  /** A read is asked for and not begun. */
  readonly readRequested: boolean;
}

export function promptBasis(n: ReadNews): PromptBasis {
  if (n.lastReadAt !== null && n.lastReadAt >= n.returnedAt) return 'read';
  if (n.readRequested && (n.lastAttemptAt === null || n.lastAttemptAt < n.returnedAt)) return 'wait';
  return 'known';
}

/** The running entry as a prompt found it; `pending`: a change of it (its start, perhaps) was still queued. */
export type AskedRun = IdleRunning & Pick<EntryView, 'pending'>;

/**
 * The run a prompt asked about, in the entry as known now, or null when that run is over:
 * the entry stopped, another one runs, or it runs again from after the absence began (the
 * person worked elsewhere meanwhile). A start that was queued reaches the service late,
 * which runs the stopwatch from then and credits the time before: unless the person gave a
 * command since the prompt, that is still the run asked about, with its times as they were.
 */
export function promptedRun(asked: AskedRun, since: number, running: IdleRunning | null, commandedSince: boolean): IdleRunning | null {
  if (running === null || running.runningSince === null || running.key !== asked.key) return null;
  if (running.runningSince === asked.runningSince) return running;
  if (asked.pending && !commandedSince) return { ...running, runningSince: asked.runningSince, totalSeconds: asked.totalSeconds };
  return running.runningSince <= since ? running : null;
}

export interface UnreadPrompt {
  readonly prompt: IdlePrompt;
  readonly asked: AskedRun;
  readonly running: IdleRunning | null;
  readonly commandedSince: boolean;
  readonly lastReadAt: number | null;
}

/**
 * A prompt made without a read: `stands` or `withdraw` once a read made since the return
 * answered, `unknown` until then (a read not made yet says nothing).
 */
export function reviewUnread(u: UnreadPrompt): 'stands' | 'withdraw' | 'unknown' {
  if (u.lastReadAt === null || u.lastReadAt < u.prompt.until) return 'unknown';
  return promptedRun(u.asked, u.prompt.since, u.running, u.commandedSince) === null ? 'withdraw' : 'stands';
}

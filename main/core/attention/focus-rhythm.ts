// The focus rhythm, as pure steps: focus sessions while a timer runs, a short break after
// each, a long one after every few, and the two questions it asks: at the end of a session
// "Take a break" or "Keep going", at the end of a break "Continue". The engine
// (engine/engine-focus.ts) feeds observations, absences and the person's answers in, keeps
// the state (on disk too: it survives a restart) and carries out the effects. The rhythm
// itself sends nothing: its only requests are the stop and the continue the person chooses.
//
// What counts as focus, decided here:
// - A session runs while a timer runs, inside working hours (outside them the rhythm rests:
//   none begins, and a phase that ends there ends without a word, as reminders keep quiet).
// - Time away counts as the idle policy counts it (idle-policy.ts): an absence no longer
//   than the idle threshold (a coffee, a short lock) is focus; a longer one is not, from its
//   start. The session is paused through it and resumes on the return, its end moved later
//   by the time away; away longer than a short break, the person has had their break, and a
//   new session starts on the return. No question is asked while the person is away.
// - A timer stopped during a session pauses it; started again within a short break, the
//   session goes on where it was, later a new one begins.
// - While the end-of-session question waits, the timer runs on; stopping it is taking the
//   break, and a whole session more without an answer is another session done (asked again). During a break, starting a timer (other than one kept running through it) ends
//   the break early and starts a session.
// - The count of sessions goes back to none when a long break ends, and after a rest longer
//   than a long break (the next morning).

import type { FocusChoice } from '../stint-api.ts';
import type { NotificationRequest } from '../ports.ts';
import type { EntryView, FocusView, Snapshot } from '../snapshot.ts';
import { entryLabel } from '../views/entry-label.ts';
import { MS_PER_MINUTE } from '../time/local-calendar.ts';
import type { I18n } from '../../i18n/words.ts';

export type FocusRhythmSettings = Snapshot['settings']['focus'];

/** The entry a session ran on: what "Continue" starts again after the break. */
export type FocusEntry = Pick<EntryView, 'key' | 'projectId' | 'projectName' | 'taskId' | 'taskName' | 'description'>;

export type BreakKind = 'short' | 'long';

export type FocusState =
  /** No session under way; `restedSince`: when the last phase ended (null: none yet). */
  | { readonly stage: 'idle'; readonly sessionsDone: number; readonly restedSince: number | null }
  /** A session counting since `countingSince` (its start, or its resumption): it ends at `endsAt`, moved later by time away. */
  | { readonly stage: 'focus'; readonly sessionsDone: number; readonly countingSince: number; readonly endsAt: number }
  /** The timer stopped during a session: `leftMs` wait for the next start. */
  | { readonly stage: 'paused'; readonly sessionsDone: number; readonly pausedAt: number; readonly leftMs: number }
  /** The session ended at `at` (counted); "Take a break" or "Keep going" waits for an answer. */
  | { readonly stage: 'focus_over'; readonly sessionsDone: number; readonly at: number; readonly entry: FocusEntry | null }
  /**
   * A break; `keptKey`: the entry that ran when it began, whose running on is no new start
   * (kept running by choice, or not stopped yet); null once it stopped.
   */
  | {
      readonly stage: 'break';
      readonly kind: BreakKind;
      readonly sessionsDone: number;
      readonly startedAt: number;
      readonly endsAt: number;
      readonly entry: FocusEntry | null;
      readonly keptKey: string | null;
    }
  /** The break ended at `at`; "Continue" waits for an answer. */
  | {
      readonly stage: 'break_over';
      readonly kind: BreakKind;
      readonly sessionsDone: number;
      readonly at: number;
      readonly entry: FocusEntry | null;
      readonly keptKey: string | null;
    };

export const INITIAL_FOCUS_STATE: FocusState = Object.freeze({ stage: 'idle', sessionsDone: 0, restedSince: null });

export interface FocusContext {
  readonly now: number;
  readonly settings: FocusRhythmSettings;
  /** The running entry as the engine knows it, queued commands applied; null: no timer runs. */
  readonly running: FocusEntry | null;
  /** The person is at the machine (the idle policy's presence is `active`). */
  readonly present: boolean;
  /** Inside the working hours reminders keep to. */
  readonly workingTime: boolean;
  /** The words of the language in use, for the notifications. */
  readonly i18n: I18n;
}

export type { FocusChoice };

export type FocusEvent =
  /** A look at the running entry, the presence and the clock. */
  | { readonly type: 'observe' }
  /** The person came back from an absence that counts (longer than the idle threshold). */
  | { readonly type: 'returned'; readonly since: number; readonly until: number }
  /** The person's answer to a question of the rhythm. */
  | { readonly type: 'choice'; readonly choice: FocusChoice };

export type FocusEffect =
  | { readonly kind: 'notify'; readonly notification: NotificationRequest }
  /** The question on screen no longer stands. */
  | { readonly kind: 'withdraw' }
  /** "Take a break" with `stopOnBreak`: the running timer stops. */
  | { readonly kind: 'stop_timer' }
  /** "Continue": the entry the break interrupted runs again. */
  | { readonly kind: 'continue_entry'; readonly entry: FocusEntry };

export interface FocusStep {
  readonly state: FocusState;
  readonly effects: readonly FocusEffect[];
}

export const FOCUS_NOTIFICATION_ID = 'stint.focus';

const CHOICES: readonly FocusChoice[] = ['take_break', 'keep_going', 'continue'];

export function isFocusChoice(action: string): action is FocusChoice {
  return (CHOICES as readonly string[]).includes(action);
}

const minutes = (n: number): number => n * MS_PER_MINUTE;

/** The break a session earns once `sessionsDone` are done: long after every `longBreakEvery`. */
export function breakKind(sessionsDone: number, settings: FocusRhythmSettings): BreakKind {
  return sessionsDone >= settings.longBreakEvery ? 'long' : 'short';
}

function breakMs(kind: BreakKind, settings: FocusRhythmSettings): number {
  return minutes(kind === 'long' ? settings.longBreakMinutes : settings.shortBreakMinutes);
}

/** The count a round goes on with: none after a long break, or after a rest longer than one. */
function countAfterRest(sessionsDone: number, restedSince: number | null, now: number, settings: FocusRhythmSettings): number {
  return restedSince !== null && now - restedSince > minutes(settings.longBreakMinutes) ? 0 : sessionsDone;
}

function focusFrom(now: number, sessionsDone: number, ctx: FocusContext, leftMs = minutes(ctx.settings.focusMinutes)): FocusState {
  return { stage: 'focus', sessionsDone, countingSince: now, endsAt: now + leftMs };
}

/** A session begins now, or, outside working hours, the rhythm rests. */
function beginFocus(sessionsDone: number, ctx: FocusContext): FocusState {
  return ctx.workingTime ? focusFrom(ctx.now, sessionsDone, ctx) : { stage: 'idle', sessionsDone, restedSince: ctx.now };
}

function step(state: FocusState, effects: FocusEffect[] = []): FocusStep {
  return { state, effects };
}

export function focusOverNotification(sessionsDone: number, settings: FocusRhythmSettings, i18n: I18n): NotificationRequest {
  const kind = breakKind(sessionsDone, settings);
  const minutes = kind === 'long' ? settings.longBreakMinutes : settings.shortBreakMinutes;
  // One sentence a case: the break's kind and what the timer does change the words around them.
  const body =
    kind === 'long'
      ? settings.stopOnBreak
        ? i18n._({ id: 'focus.body.longStops', message: 'Time for a long break of {minutes, plural, one {# minute} other {# minutes}} (the timer stops), or keep going.', values: { minutes } })
        : i18n._({ id: 'focus.body.longRuns', message: 'Time for a long break of {minutes, plural, one {# minute} other {# minutes}} (the timer keeps running), or keep going.', values: { minutes } })
      : settings.stopOnBreak
        ? i18n._({ id: 'focus.body.shortStops', message: 'Time for a short break of {minutes, plural, one {# minute} other {# minutes}} (the timer stops), or keep going.', values: { minutes } })
        : i18n._({ id: 'focus.body.shortRuns', message: 'Time for a short break of {minutes, plural, one {# minute} other {# minutes}} (the timer keeps running), or keep going.', values: { minutes } });
  return {
    id: FOCUS_NOTIFICATION_ID,
    title: sessionsDone === 1 ? i18n._({ id: 'focus.sessionDone', message: 'Focus session done' }) : i18n._({ id: 'focus.sessionNDone', message: 'Focus session {count} done', values: { count: sessionsDone } }),
    body,
    actions: [
      { id: 'take_break', label: i18n._({ id: 'focus.takeBreak', message: 'Take a break' }) },
      { id: 'keep_going', label: i18n._({ id: 'focus.keepGoing', message: 'Keep going' }) },
    ],
  };
}

export function breakOverNotification(kind: BreakKind, entry: FocusEntry | null, i18n: I18n): NotificationRequest {
  return {
    id: FOCUS_NOTIFICATION_ID,
    title: kind === 'long' ? i18n._({ id: 'focus.longBreakOver', message: 'Long break over' }) : i18n._({ id: 'focus.breakOver', message: 'Break over' }),
    body: entry === null ? i18n._({ id: 'focus.readyNext', message: 'Ready for the next focus session?' }) : i18n._({ id: 'focus.continueEntry', message: 'Continue {entry}?', values: { entry: entryLabel(entry, 80) } }),
    actions: [{ id: 'continue', label: i18n._({ id: 'tray.continue', message: 'Continue' }) }],
  };
}

/** The session's end came: asked about when the person is here, silently counted outside working hours. */
function endFocus(state: Extract<FocusState, { stage: 'focus' }>, ctx: FocusContext): FocusStep {
  if (!ctx.present) return step(state);
  const sessionsDone = state.sessionsDone + 1;
  if (!ctx.workingTime) return step({ stage: 'idle', sessionsDone, restedSince: ctx.now });
  return step({ stage: 'focus_over', sessionsDone, at: ctx.now, entry: ctx.running }, [
    { kind: 'notify', notification: focusOverNotification(sessionsDone, ctx.settings, ctx.i18n) },
  ]);
}

function endBreak(state: Extract<FocusState, { stage: 'break' }>, ctx: FocusContext): FocusStep {
  const after = state.kind === 'long' ? 0 : state.sessionsDone;
  if (!ctx.workingTime) return step({ stage: 'idle', sessionsDone: after, restedSince: state.endsAt });
  if (!ctx.present) return step(state);
  const { kind, sessionsDone, entry, keptKey } = state;
  return step({ stage: 'break_over', kind, sessionsDone, at: ctx.now, entry, keptKey }, [
    { kind: 'notify', notification: breakOverNotification(kind, entry, ctx.i18n) },
  ]);
}

/** A timer runs that was not left running through the break: the person is working again. */
function startedDuringBreak(keptKey: string | null, ctx: FocusContext): boolean {
  return ctx.running !== null && ctx.running.key !== keptKey;
}

function observe(state: FocusState, ctx: FocusContext): FocusStep {
  const { now, running, settings } = ctx;
  switch (state.stage) {
    case 'idle':
      if (running === null || !ctx.workingTime) return step(state);
      return step(focusFrom(now, countAfterRest(state.sessionsDone, state.restedSince, now, settings), ctx));
    case 'focus':
      if (running === null) return step({ stage: 'paused', sessionsDone: state.sessionsDone, pausedAt: now, leftMs: Math.max(0, state.endsAt - now) });
      return now >= state.endsAt ? endFocus(state, ctx) : step(state);
    case 'paused': {
      const rested = now - state.pausedAt > minutes(settings.shortBreakMinutes);
      if (running === null) return rested ? step({ stage: 'idle', sessionsDone: state.sessionsDone, restedSince: state.pausedAt }) : step(state);
      if (!ctx.workingTime) return step({ stage: 'idle', sessionsDone: state.sessionsDone, restedSince: state.pausedAt });
      if (rested) return step(focusFrom(now, countAfterRest(state.sessionsDone, state.pausedAt, now, settings), ctx));
      return step(focusFrom(now, state.sessionsDone, ctx, state.leftMs));
    }
    case 'focus_over': {
      if (running !== null) {
        // Unanswered through a whole session more, with the timer running: the person kept going.
        if (now - state.at < minutes(settings.focusMinutes)) return step(state);
        const again = endFocus({ stage: 'focus', sessionsDone: state.sessionsDone, countingSince: state.at, endsAt: now }, ctx);
        return { state: again.state, effects: [{ kind: 'withdraw' }, ...again.effects] };
      }
      // The person stopped the timer themselves: that is the break.
      const kind = breakKind(state.sessionsDone, settings);
      const brk: FocusState = { stage: 'break', kind, sessionsDone: state.sessionsDone, startedAt: now, endsAt: now + breakMs(kind, settings), entry: state.entry, keptKey: null };
      return step(brk, [{ kind: 'withdraw' }]);
    }
    case 'break': {
      if (startedDuringBreak(state.keptKey, ctx)) return step(beginFocus(state.kind === 'long' ? 0 : state.sessionsDone, ctx));
      const current = state.keptKey !== null && running === null ? { ...state, keptKey: null } : state;
      return now >= current.endsAt ? endBreak(current, ctx) : step(current);
    }
    case 'break_over': {
      const after = state.kind === 'long' ? 0 : state.sessionsDone;
      if (startedDuringBreak(state.keptKey, ctx)) return step(beginFocus(after, ctx), [{ kind: 'withdraw' }]);
      // Unanswered for longer than a long break: the person has moved on.
      if (now - state.at > minutes(settings.longBreakMinutes)) return step({ stage: 'idle', sessionsDone: after, restedSince: state.at }, [{ kind: 'withdraw' }]);
      return step(state.keptKey !== null && running === null ? { ...state, keptKey: null } : state);
    }
  }
}

/** Time away that counts is not focus: the session's end moves later, or, after more than a break, a new one begins. */
function returned(state: FocusState, since: number, until: number, ctx: FocusContext): FocusStep {
  if (state.stage !== 'focus') return step(state);
  const away = until - Math.max(since, state.countingSince);
  if (away <= 0) return step(state);
  if (until - since > minutes(ctx.settings.shortBreakMinutes)) return step(focusFrom(until, state.sessionsDone, ctx));
  return step({ ...state, endsAt: state.endsAt + away });
}

function choose(state: FocusState, choice: FocusChoice, ctx: FocusContext): FocusStep {
  const { now, running, settings } = ctx;
  if (state.stage === 'focus_over' && choice === 'take_break') {
    const kind = breakKind(state.sessionsDone, settings);
    // The stop is queued after this step: until it shows, the entry still running is no new start.
    const keptKey = running?.key ?? null;
    const brk: FocusState = { stage: 'break', kind, sessionsDone: state.sessionsDone, startedAt: now, endsAt: now + breakMs(kind, settings), entry: state.entry ?? running, keptKey };
    return step(brk, settings.stopOnBreak && running !== null ? [{ kind: 'withdraw' }, { kind: 'stop_timer' }] : [{ kind: 'withdraw' }]);
  }
  if (state.stage === 'focus_over' && choice === 'keep_going') {
    return step(beginFocus(state.sessionsDone, ctx), [{ kind: 'withdraw' }]);
  }
  if ((state.stage === 'break' || state.stage === 'break_over') && choice === 'continue') {
    const after = state.kind === 'long' ? 0 : state.sessionsDone;
    const entry = state.entry;
    if (entry === null && running === null) return step({ stage: 'idle', sessionsDone: after, restedSince: now }, [{ kind: 'withdraw' }]);
    const effects: FocusEffect[] = [{ kind: 'withdraw' }];
    if (entry !== null && running?.key !== entry.key) effects.push({ kind: 'continue_entry', entry });
    return step(beginFocus(after, ctx), effects);
  }
  // An answer to a question that no longer stands (answered elsewhere, or the phase moved on).
  return step(state);
}

/** A question of the rhythm is on screen in this state. */
function asks(state: FocusState): boolean {
  return state.stage === 'focus_over' || state.stage === 'break_over';
}

/**
 * Why `choice` answers nothing now (null: it answers the question that waits): what the
 * facade says to a person whose click came after the question went (answered elsewhere,
 * or the phase moved on). "Continue" also ends a break early, as `choose` allows.
 */
export function focusChoiceRefusal(state: FocusState, choice: FocusChoice, settings: FocusRhythmSettings, i18n: I18n): string | null {
  if (!settings.enabled) return i18n._({ id: 'focus.refusal.off', message: 'Focus sessions are off: turn them on in Settings.' });
  if (choice === 'continue') return state.stage === 'break' || state.stage === 'break_over' ? null : i18n._({ id: 'focus.refusal.noBreak', message: 'No break is under way to continue from.' });
  return state.stage === 'focus_over' ? null : i18n._({ id: 'focus.refusal.noQuestion', message: 'No focus session has just ended: nothing to answer.' });
}

export function stepFocus(state: FocusState, event: FocusEvent, ctx: FocusContext): FocusStep {
  if (!ctx.settings.enabled) {
    return step(INITIAL_FOCUS_STATE, asks(state) ? [{ kind: 'withdraw' }] : []);
  }
  switch (event.type) {
    case 'observe':
      return observe(state, ctx);
    case 'returned':
      return returned(state, event.since, event.until, ctx);
    case 'choice':
      return choose(state, event.choice, ctx);
  }
}

/** When the rhythm next needs a look without anything else happening: the phase's end, or when a rest or an unanswered question lapses. */
export function nextFocusDue(state: FocusState, settings: FocusRhythmSettings): number | null {
  if (!settings.enabled) return null;
  switch (state.stage) {
    case 'idle':
      return null;
    case 'focus_over':
      return state.at + minutes(settings.focusMinutes);
    case 'focus':
    case 'break':
      return state.endsAt;
    case 'paused':
      return state.pausedAt + minutes(settings.shortBreakMinutes) + 1;
    case 'break_over':
      return state.at + minutes(settings.longBreakMinutes) + 1;
  }
}

/** What the tray and the window show of the rhythm; null when no phase is under way (or it is off). */
export function focusView(state: FocusState, settings: FocusRhythmSettings, now: number, i18n: I18n): FocusView | null {
  if (!settings.enabled) return null;
  const left = (ms: number): number => Math.max(0, Math.ceil(ms / 1000));
  const phase = (kind: BreakKind): FocusView['phase'] => (kind === 'long' ? 'long_break' : 'short_break');
  // `entry` only where there is one: a view without a break's entry stays as it was.
  const view = ({ entry, ...v }: Omit<FocusView, 'entry'> & { entry?: FocusEntry | null }): FocusView =>
    Object.freeze(entry === undefined || entry === null ? v : { ...v, entry: entryLabel(entry, 80) });
  // The window asks in the notification's own words.
  const question = (n: NotificationRequest): NonNullable<FocusView['question']> => Object.freeze({ title: n.title, body: n.body });
  switch (state.stage) {
    case 'idle':
      return null;
    case 'focus':
      return view({ phase: 'focus', status: 'running', endsAt: state.endsAt, leftSeconds: left(state.endsAt - now), sessionsDone: state.sessionsDone });
    case 'paused':
      return view({ phase: 'focus', status: 'paused', endsAt: null, leftSeconds: left(state.leftMs), sessionsDone: state.sessionsDone });
    case 'focus_over':
      return view({
        phase: 'focus',
        status: 'over',
        endsAt: null,
        leftSeconds: 0,
        sessionsDone: state.sessionsDone,
        question: question(focusOverNotification(state.sessionsDone, settings, i18n)),
      });
    case 'break':
      return view({ phase: phase(state.kind), status: 'running', endsAt: state.endsAt, leftSeconds: left(state.endsAt - now), sessionsDone: state.sessionsDone, entry: state.entry });
    case 'break_over':
      return view({
        phase: phase(state.kind),
        status: 'over',
        endsAt: null,
        leftSeconds: 0,
        sessionsDone: state.sessionsDone,
        question: question(breakOverNotification(state.kind, state.entry, i18n)),
        entry: state.entry,
      });
  }
}

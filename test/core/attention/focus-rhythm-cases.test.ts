// The focus rhythm at the edges of its phases, and the words a person reads: each question in
// full (title, body, buttons) for the state that asks it, the refusals of an answer that
// comes too late, and what the rhythm does with a rest, a pause, time away and a break that
// outlast their length by a second, or fall short of it by one.
import { wordsFor } from '../../../main/i18n/words.ts';
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  FOCUS_NOTIFICATION_ID,
  INITIAL_FOCUS_STATE,
  breakOverNotification,
  focusChoiceRefusal,
  focusOverNotification,
  focusView,
  isFocusChoice,
  nextFocusDue,
  stepFocus,
  type FocusContext,
  type FocusEntry,
  type FocusEvent,
  type FocusRhythmSettings,
  type FocusState,
} from '../../../main/core/attention/focus-rhythm.ts';

const T0 = Date.parse('2026-03-10T09:00:00Z');
const S = 1000;
const MIN = 60 * S;

const ON: FocusRhythmSettings = { enabled: true, focusMinutes: 25, shortBreakMinutes: 5, longBreakMinutes: 15, longBreakEvery: 4, stopOnBreak: true };
const ENTRY: FocusEntry = { key: 'e7', projectId: 1, projectName: 'Website', taskId: null, taskName: null, description: 'Landing page' };
const OTHER: FocusEntry = { ...ENTRY, key: 'e8', description: 'Footer' };

const OBSERVE: FocusEvent = { type: 'observe' };
const choice = (c: 'take_break' | 'keep_going' | 'continue'): FocusEvent => ({ type: 'choice', choice: c });

function ctx(over: Partial<FocusContext> = {}): FocusContext {
  return { now: T0, settings: ON, running: ENTRY, present: true, workingTime: true, i18n: wordsFor('en'), ...over };
}

const focus = (sessionsDone: number, endsAt = T0 + 25 * MIN, countingSince = T0): FocusState => ({ stage: 'focus', sessionsDone, countingSince, endsAt });
const paused = (sessionsDone: number, pausedAt = T0, leftMs = 10 * MIN): FocusState => ({ stage: 'paused', sessionsDone, pausedAt, leftMs });
const focusOver = (sessionsDone: number, entry: FocusEntry | null = ENTRY, at = T0): FocusState => ({ stage: 'focus_over', sessionsDone, at, entry });
const brk = (kind: 'short' | 'long', sessionsDone: number, over: Partial<Extract<FocusState, { stage: 'break' }>> = {}): FocusState => ({
  stage: 'break', kind, sessionsDone, startedAt: T0, endsAt: T0 + (kind === 'long' ? 15 : 5) * MIN, entry: ENTRY, keptKey: null, ...over,
});
const breakOver = (kind: 'short' | 'long', sessionsDone: number, over: Partial<Extract<FocusState, { stage: 'break_over' }>> = {}): FocusState => ({
  stage: 'break_over', kind, sessionsDone, at: T0, entry: ENTRY, keptKey: null, ...over,
});
const idle = (sessionsDone: number, restedSince: number | null): FocusState => ({ stage: 'idle', sessionsDone, restedSince });

describe('the questions, in full', () => {
  test('the end of a session: the break it earns, its length, what happens to the timer, and the two answers', () => {
    assert.deepEqual(focusOverNotification(1, ON, wordsFor('en')), {
      id: 'stint.focus',
      title: 'Focus session done',
      body: 'Time for a short break of 5 minutes (the timer stops), or keep going.',
      actions: [
        { id: 'take_break', label: 'Take a break' },
        { id: 'keep_going', label: 'Keep going' },
      ],
    });
    assert.equal(FOCUS_NOTIFICATION_ID, 'stint.focus');
    const fourth = focusOverNotification(4, { ...ON, stopOnBreak: false, longBreakMinutes: 20 }, wordsFor('en'));
    assert.equal(fourth.title, 'Focus session 4 done');
    assert.equal(fourth.body, 'Time for a long break of 20 minutes (the timer keeps running), or keep going.');
    assert.equal(focusOverNotification(2, { ...ON, shortBreakMinutes: 7 }, wordsFor('en')).body, 'Time for a short break of 7 minutes (the timer stops), or keep going.');
  });

  test('the end of a break: Continue on the entry it interrupted, or the next session when there is none', () => {
    assert.deepEqual(breakOverNotification('short', ENTRY, wordsFor('en')), {
      id: 'stint.focus',
      title: 'Break over',
      body: 'Continue Website: Landing page?',
      actions: [{ id: 'continue', label: 'Continue' }],
    });
    assert.deepEqual(breakOverNotification('long', null, wordsFor('en')), {
      id: 'stint.focus',
      title: 'Long break over',
      body: 'Ready for the next focus session?',
      actions: [{ id: 'continue', label: 'Continue' }],
    });
  });

  test('the window asks the same words: a long break over with no entry to continue', () => {
    assert.deepEqual(focusView(breakOver('long', 4, { entry: null }), ON, T0, wordsFor('en')), {
      phase: 'long_break',
      status: 'over',
      endsAt: null,
      leftSeconds: 0,
      sessionsDone: 4,
      question: { title: 'Long break over', body: 'Ready for the next focus session?' },
    });
    assert.deepEqual(focusView(breakOver('short', 1), ON, T0, wordsFor('en'))?.phase, 'short_break');
  });

  test('the answers the rhythm takes are its buttons', () => {
    for (const a of ['take_break', 'keep_going', 'continue']) assert.equal(isFocusChoice(a), true, a);
    for (const a of ['', 'keep', 'Take a break', 'discard']) assert.equal(isFocusChoice(a), false, a);
  });
});

describe('an answer that comes too late', () => {
  test('each refusal in words, and none for the question that waits', () => {
    const off = { ...ON, enabled: false };
    for (const s of [focusOver(1), brk('short', 1)]) {
      for (const c of ['take_break', 'keep_going', 'continue'] as const) assert.equal(focusChoiceRefusal(s, c, off, wordsFor('en')), 'Focus sessions are off: turn them on in Settings.');
    }
    const noBreak = 'No break is under way to continue from.';
    const noQuestion = 'No focus session has just ended: nothing to answer.';
    const table: [FocusState, string | null, string | null][] = [
      // state, "continue", "take_break"/"keep_going"
      [INITIAL_FOCUS_STATE, noBreak, noQuestion],
      [focus(0), noBreak, noQuestion],
      [paused(0), noBreak, noQuestion],
      [focusOver(1), noBreak, null],
      [brk('short', 1), null, noQuestion],
      [breakOver('long', 4), null, noQuestion],
    ];
    for (const [s, cont, other] of table) {
      assert.equal(focusChoiceRefusal(s, 'continue', ON, wordsFor('en')), cont, `continue in ${s.stage}`);
      assert.equal(focusChoiceRefusal(s, 'take_break', ON, wordsFor('en')), other, `take_break in ${s.stage}`);
      assert.equal(focusChoiceRefusal(s, 'keep_going', ON, wordsFor('en')), other, `keep_going in ${s.stage}`);
    }
  });

  test('an answer to another question changes nothing: Continue at the end of a session, Take a break during one', () => {
    const over = focusOver(1);
    assert.deepEqual(stepFocus(over, choice('continue'), ctx()), { state: over, effects: [] });
    const b = brk('short', 1);
    assert.deepEqual(stepFocus(b, choice('take_break'), ctx({ running: null })), { state: b, effects: [] });
    assert.deepEqual(stepFocus(b, choice('keep_going'), ctx({ running: null })), { state: b, effects: [] });
  });
});

describe('rests and pauses at their edges', () => {
  test('a rest longer than a long break starts the count again; one that long exactly, or shorter, keeps it', () => {
    const rested = idle(2, T0);
    assert.deepEqual(stepFocus(rested, OBSERVE, ctx({ now: T0 + 15 * MIN })).state, focus(2, T0 + 40 * MIN, T0 + 15 * MIN));
    assert.deepEqual(stepFocus(rested, OBSERVE, ctx({ now: T0 + 15 * MIN + 1 })).state, focus(0, T0 + 40 * MIN + 1, T0 + 15 * MIN + 1));
    // Never rested yet: the count stands however late it is.
    assert.deepEqual(stepFocus(idle(2, null), OBSERVE, ctx({ now: T0 + 600 * MIN })).state, focus(2, T0 + 625 * MIN, T0 + 600 * MIN));
  });

  test('a pause of a short break exactly goes on where it was; a millisecond more, and a look with the timer off makes it a rest', () => {
    const p = paused(2, T0, 10 * MIN);
    assert.deepEqual(stepFocus(p, OBSERVE, ctx({ now: T0 + 5 * MIN })).state, focus(2, T0 + 15 * MIN, T0 + 5 * MIN));
    assert.deepEqual(stepFocus(p, OBSERVE, ctx({ now: T0 + 5 * MIN, running: null })).state, p);
    assert.deepEqual(stepFocus(p, OBSERVE, ctx({ now: T0 + 5 * MIN + 1, running: null })).state, idle(2, T0));
  });

  test('a timer started again after a pause longer than a short break, seen at once: a new whole session, the count kept under a long break', () => {
    assert.deepEqual(stepFocus(paused(2), OBSERVE, ctx({ now: T0 + 6 * MIN })).state, focus(2, T0 + 31 * MIN, T0 + 6 * MIN));
    assert.deepEqual(stepFocus(paused(2), OBSERVE, ctx({ now: T0 + 16 * MIN })).state, focus(0, T0 + 41 * MIN, T0 + 16 * MIN));
  });

  test('a timer started again after a pause, outside working hours: the rhythm rests from the pause', () => {
    assert.deepEqual(stepFocus(paused(2), OBSERVE, ctx({ now: T0 + MIN, workingTime: false })), { state: idle(2, T0), effects: [] });
  });

  test('a session that cannot begin outside working hours: Keep going rests from the answer', () => {
    assert.deepEqual(stepFocus(focusOver(1), choice('keep_going'), ctx({ now: T0 + MIN, workingTime: false })), {
      state: idle(1, T0 + MIN),
      effects: [{ kind: 'withdraw' }],
    });
  });
});

describe('breaks at their edges', () => {
  test('a long break lasts the long break minutes', () => {
    const s = stepFocus(focusOver(4), choice('take_break'), ctx({ now: T0 + MIN }));
    assert.deepEqual(s.state, { stage: 'break', kind: 'long', sessionsDone: 4, startedAt: T0 + MIN, endsAt: T0 + 16 * MIN, entry: ENTRY, keptKey: 'e7' });
    const stopped = stepFocus(focusOver(4), OBSERVE, ctx({ now: T0 + MIN, running: null }));
    assert.deepEqual(stopped.state, { stage: 'break', kind: 'long', sessionsDone: 4, startedAt: T0 + MIN, endsAt: T0 + 16 * MIN, entry: ENTRY, keptKey: null });
  });

  test('Take a break with the timer already stopped: nothing to stop, and the break continues the entry of the session', () => {
    const s = stepFocus(focusOver(1), choice('take_break'), ctx({ running: null }));
    assert.deepEqual(s, { state: brk('short', 1), effects: [{ kind: 'withdraw' }] });
    // A session whose entry is not known: the break keeps the one running at the answer.
    const unknown = stepFocus(focusOver(1, null), choice('take_break'), ctx({ running: OTHER }));
    assert.deepEqual(unknown.state, brk('short', 1, { entry: OTHER, keptKey: 'e8' }));
    assert.deepEqual(stepFocus(focusOver(1, ENTRY), choice('take_break'), ctx({ running: OTHER })).state, brk('short', 1, { entry: ENTRY, keptKey: 'e8' }));
  });

  test('a break ending outside working hours rests from its end: after a long one the count starts again', () => {
    const late = ctx({ now: T0 + 20 * MIN, running: null, workingTime: false });
    assert.deepEqual(stepFocus(brk('short', 2), OBSERVE, late), { state: idle(2, T0 + 5 * MIN), effects: [] });
    assert.deepEqual(stepFocus(brk('long', 4), OBSERVE, late), { state: idle(0, T0 + 15 * MIN), effects: [] });
  });

  test('a timer started during a long break begins a session with the count started again', () => {
    assert.deepEqual(stepFocus(brk('long', 4), OBSERVE, ctx({ now: T0 + MIN, running: OTHER })).state, focus(0, T0 + 26 * MIN, T0 + MIN));
    assert.deepEqual(stepFocus(brk('short', 2), OBSERVE, ctx({ now: T0 + MIN, running: OTHER })).state, focus(2, T0 + 26 * MIN, T0 + MIN));
  });

  test('the entry kept running through a break, once stopped, is a new start when it runs again', () => {
    const kept = brk('short', 1, { keptKey: 'e7' });
    assert.deepEqual(stepFocus(kept, OBSERVE, ctx({ now: T0 + MIN })).state, kept, 'running on: still the break');
    const stopped = stepFocus(kept, OBSERVE, ctx({ now: T0 + MIN, running: null })).state;
    assert.deepEqual(stopped, brk('short', 1));
    assert.deepEqual(stepFocus(stopped, OBSERVE, ctx({ now: T0 + 2 * MIN })).state, focus(1, T0 + 27 * MIN, T0 + 2 * MIN));
  });

  test('Continue during the break ends it early', () => {
    assert.deepEqual(stepFocus(brk('short', 2), choice('continue'), ctx({ now: T0 + MIN, running: null })), {
      state: focus(2, T0 + 26 * MIN, T0 + MIN),
      effects: [{ kind: 'withdraw' }, { kind: 'continue_entry', entry: ENTRY }],
    });
  });
});

describe('the question at the end of a break', () => {
  test('a timer started while it waits: withdrawn, and a session begins (the count again after a long break)', () => {
    const now = T0 + MIN;
    assert.deepEqual(stepFocus(breakOver('short', 2), OBSERVE, ctx({ now, running: OTHER })), { state: focus(2, now + 25 * MIN, now), effects: [{ kind: 'withdraw' }] });
    assert.deepEqual(stepFocus(breakOver('long', 4), OBSERVE, ctx({ now, running: OTHER })), { state: focus(0, now + 25 * MIN, now), effects: [{ kind: 'withdraw' }] });
  });

  test('unanswered for a long break: withdrawn, the rhythm rests from the question; a long break exactly, it still waits', () => {
    const q = breakOver('short', 2);
    assert.deepEqual(stepFocus(q, OBSERVE, ctx({ now: T0 + 15 * MIN, running: null })), { state: q, effects: [] });
    assert.deepEqual(stepFocus(q, OBSERVE, ctx({ now: T0 + 15 * MIN + 1, running: null })), { state: idle(2, T0), effects: [{ kind: 'withdraw' }] });
    assert.deepEqual(stepFocus(breakOver('long', 4), OBSERVE, ctx({ now: T0 + 16 * MIN, running: null })), { state: idle(0, T0), effects: [{ kind: 'withdraw' }] });
    assert.equal(nextFocusDue(q, ON), T0 + 15 * MIN + 1);
  });

  test('the kept entry stopped while it waits: running again, it is a new start', () => {
    const q = breakOver('short', 2, { keptKey: 'e7' });
    assert.deepEqual(stepFocus(q, OBSERVE, ctx({ now: T0 + MIN })), { state: q, effects: [] });
    const stopped = stepFocus(q, OBSERVE, ctx({ now: T0 + MIN, running: null }));
    assert.deepEqual(stopped, { state: breakOver('short', 2), effects: [] });
    assert.deepEqual(stepFocus(stopped.state, OBSERVE, ctx({ now: T0 + 2 * MIN })).effects, [{ kind: 'withdraw' }]);
  });

  test('Continue with no entry and no timer: withdrawn, the rhythm rests; with a timer of its own, a session without restarting anything', () => {
    const none = breakOver('long', 4, { entry: null });
    assert.deepEqual(stepFocus(none, choice('continue'), ctx({ now: T0 + MIN, running: null })), { state: idle(0, T0 + MIN), effects: [{ kind: 'withdraw' }] });
    assert.deepEqual(stepFocus(breakOver('short', 2, { entry: null }), choice('continue'), ctx({ now: T0 + MIN, running: null })).state, idle(2, T0 + MIN));
    assert.deepEqual(stepFocus(none, choice('continue'), ctx({ now: T0 + MIN, running: OTHER })), { state: focus(0, T0 + 26 * MIN, T0 + MIN), effects: [{ kind: 'withdraw' }] });
  });

  test('turned off while it waits: withdrawn', () => {
    assert.deepEqual(stepFocus(breakOver('short', 1), OBSERVE, ctx({ settings: { ...ON, enabled: false } })), { state: INITIAL_FOCUS_STATE, effects: [{ kind: 'withdraw' }] });
    assert.deepEqual(stepFocus(brk('short', 1), OBSERVE, ctx({ settings: { ...ON, enabled: false } })), { state: INITIAL_FOCUS_STATE, effects: [] });
  });
});

describe('the end of a session while the person is away', () => {
  test('unanswered through a whole session more while away: withdrawn, counted on the return, and asked then', () => {
    const away = stepFocus(focusOver(1), OBSERVE, ctx({ now: T0 + 25 * MIN, present: false }));
    assert.deepEqual(away, { state: focus(1, T0 + 25 * MIN, T0), effects: [{ kind: 'withdraw' }] });
    const back = stepFocus(away.state, OBSERVE, ctx({ now: T0 + 30 * MIN }));
    assert.equal(back.state.stage, 'focus_over');
    assert.deepEqual(back.effects, [{ kind: 'notify', notification: focusOverNotification(2, ON, wordsFor('en')) }]);
  });
});

describe('time away', () => {
  test('counts only inside a session', () => {
    for (const s of [INITIAL_FOCUS_STATE, paused(1), focusOver(1), brk('short', 1)]) {
      assert.deepEqual(stepFocus(s, { type: 'returned', since: T0, until: T0 + 3 * MIN }, ctx()).state, s, s.stage);
    }
  });

  test('an absence over before the session began changes nothing; one of a short break exactly moves the end later', () => {
    const s = focus(0, T0 + 25 * MIN, T0);
    assert.deepEqual(stepFocus(s, { type: 'returned', since: T0 - 10 * MIN, until: T0 }, ctx()).state, s);
    // Resumed at 9:05 with its end moved to 9:40: a long absence that ended before 9:05, or at it, is no time away from it.
    const resumed = focus(0, T0 + 40 * MIN, T0 + 5 * MIN);
    assert.deepEqual(stepFocus(resumed, { type: 'returned', since: T0 - 10 * MIN, until: T0 }, ctx()).state, resumed);
    assert.deepEqual(stepFocus(resumed, { type: 'returned', since: T0 - 10 * MIN, until: T0 + 5 * MIN }, ctx()).state, resumed);
    assert.deepEqual(stepFocus(s, { type: 'returned', since: T0 + MIN, until: T0 + 6 * MIN }, ctx()).state, focus(0, T0 + 30 * MIN, T0));
    assert.deepEqual(stepFocus(s, { type: 'returned', since: T0 + MIN, until: T0 + 6 * MIN + 1 }, ctx()).state, focus(0, T0 + 31 * MIN + 1, T0 + 6 * MIN + 1));
  });
});

describe('when the engine looks next, and what the tray shows', () => {
  test('every phase', () => {
    assert.equal(nextFocusDue(INITIAL_FOCUS_STATE, ON), null);
    assert.equal(nextFocusDue(idle(2, T0), ON), null);
    assert.equal(nextFocusDue(brk('short', 1), ON), T0 + 5 * MIN);
    assert.equal(nextFocusDue(focusOver(1), ON), T0 + 25 * MIN);
    assert.equal(nextFocusDue(paused(1), ON), T0 + 5 * MIN + 1);
    assert.equal(nextFocusDue(breakOver('long', 4), { ...ON, longBreakMinutes: 20 }), T0 + 20 * MIN + 1);
  });

  test('off: nothing shown, whatever the phase; a break with no entry names none', () => {
    for (const s of [focus(0), brk('long', 4), breakOver('short', 1)]) assert.equal(focusView(s, { ...ON, enabled: false }, T0, wordsFor('en')), null, s.stage);
    assert.deepEqual(focusView(brk('long', 4, { entry: null }), ON, T0 + MIN, wordsFor('en')), { phase: 'long_break', status: 'running', endsAt: T0 + 15 * MIN, leftSeconds: 14 * 60, sessionsDone: 4 });
    assert.ok(Object.isFrozen(focusView(brk('long', 4), ON, T0, wordsFor('en'))));
  });
});

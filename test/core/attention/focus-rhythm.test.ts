// The focus rhythm as pure steps: sessions while a timer runs, the break a session earns,
// the questions it asks and when it keeps quiet (away, outside working hours), time away
// counted as the idle policy counts it, and the state a restart reads back.
import { wordsFor } from '../../../main/i18n/words.ts';
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  INITIAL_FOCUS_STATE,
  focusView,
  nextFocusDue,
  stepFocus,
  type FocusContext,
  type FocusEffect,
  type FocusEntry,
  type FocusEvent,
  type FocusRhythmSettings,
  type FocusState,
} from '../../../main/core/attention/focus-rhythm.ts';
import { parseFocusState } from '../../../main/core/attention/focus-record.ts';

const T0 = Date.parse('2026-03-10T09:00:00Z');
const S = 1000;
const MIN = 60 * S;

const ON: FocusRhythmSettings = { enabled: true, focusMinutes: 25, shortBreakMinutes: 5, longBreakMinutes: 15, longBreakEvery: 4, stopOnBreak: true };

const ENTRY: FocusEntry = { key: 'e7', projectId: 1, projectName: 'Website', taskId: null, taskName: null, description: 'Landing page' };
const OTHER: FocusEntry = { ...ENTRY, key: 'e8', description: 'Footer' };

interface World {
  now: number;
  running: FocusEntry | null;
  present: boolean;
  workingTime: boolean;
  settings: FocusRhythmSettings;
}

/** A person's afternoon, driven step by step: the state, and every effect so far with its instant. */
class Rhythm {
  state: FocusState = INITIAL_FOCUS_STATE;
  readonly effects: { at: number; effect: FocusEffect }[] = [];
  readonly w: World = { now: T0, running: null, present: true, workingTime: true, settings: ON };

  private ctx(): FocusContext {
    return { ...this.w, i18n: wordsFor('en') };
  }

  feed(event: FocusEvent): readonly FocusEffect[] {
    const step = stepFocus(this.state, event, this.ctx());
    this.state = step.state;
    for (const effect of step.effects) this.effects.push({ at: this.w.now, effect });
    return step.effects;
  }

  observe(): readonly FocusEffect[] {
    return this.feed({ type: 'observe' });
  }

  /** Time passes with a look at every `every` ms, as the engine's tick does. */
  pass(ms: number, every = 15 * S): void {
    const end = this.w.now + ms;
    while (this.w.now < end) {
      this.w.now = Math.min(end, this.w.now + every);
      this.observe();
    }
  }

  at(ms: number): void {
    this.w.now = T0 + ms;
  }

  /** The notifications' titles and withdrawals, in order. */
  said(): string[] {
    return this.effects.map(({ effect: e }) => (e.kind === 'notify' ? e.notification.title : e.kind));
  }

  view() {
    return focusView(this.state, this.w.settings, this.w.now, wordsFor('en'));
  }
}

function started(): Rhythm {
  const r = new Rhythm();
  r.w.running = ENTRY;
  r.observe();
  return r;
}

describe('a focus session', () => {
  test('begins when a timer runs and ends after 25 minutes with the question', () => {
    const r = started();
    assert.deepEqual(r.view(), { phase: 'focus', status: 'running', endsAt: T0 + 25 * MIN, leftSeconds: 25 * 60, sessionsDone: 0 });
    r.pass(25 * MIN - S);
    assert.deepEqual(r.said(), []);
    r.pass(S);
    assert.deepEqual(r.said(), ['Focus session done']);
    const n = r.effects[0]!.effect;
    assert.ok(n.kind === 'notify');
    assert.deepEqual(n.notification.actions.map((a) => a.id), ['take_break', 'keep_going']);
    assert.match(n.notification.body, /short break of 5 minutes \(the timer stops\)/);
    assert.deepEqual(r.view(), {
      phase: 'focus',
      status: 'over',
      endsAt: null,
      leftSeconds: 0,
      sessionsDone: 1,
      // The window asks it in the notification's words.
      question: { title: 'Focus session done', body: n.notification.body },
    });
  });

  test('no timer, no session: nothing happens', () => {
    const r = new Rhythm();
    r.pass(2 * 60 * MIN);
    assert.deepEqual(r.effects, []);
    assert.equal(r.view(), null);
  });

  test('off: nothing happens, whatever runs', () => {
    const r = new Rhythm();
    r.w.settings = { ...ON, enabled: false };
    r.w.running = ENTRY;
    r.pass(2 * 60 * MIN);
    assert.deepEqual(r.effects, []);
    assert.deepEqual(r.state, INITIAL_FOCUS_STATE);
    assert.equal(r.view(), null);
  });

  test('turned off while its question waits: the question is withdrawn and the rhythm forgets', () => {
    const r = started();
    r.pass(25 * MIN);
    r.w.settings = { ...ON, enabled: false };
    assert.deepEqual(r.observe(), [{ kind: 'withdraw' }]);
    assert.deepEqual(r.state, INITIAL_FOCUS_STATE);
  });

  test('a timer stopped pauses the session; started again within a short break it goes on where it was', () => {
    const r = started();
    r.pass(10 * MIN);
    r.w.running = null;
    r.observe();
    assert.deepEqual(r.view(), { phase: 'focus', status: 'paused', endsAt: null, leftSeconds: 15 * 60, sessionsDone: 0 });
    r.pass(4 * MIN);
    r.w.running = OTHER;
    r.observe();
    assert.equal(r.view()?.endsAt, T0 + 29 * MIN, 'the 15 minutes left run from the restart');
  });

  test('a timer stopped for longer than a short break: the next start is a new session', () => {
    const r = started();
    r.pass(10 * MIN);
    r.w.running = null;
    r.observe();
    r.pass(5 * MIN + S);
    assert.equal(r.view(), null, 'the pause became a rest');
    r.w.running = ENTRY;
    r.observe();
    assert.equal(r.view()?.endsAt, r.w.now + 25 * MIN);
  });

  test('a session ending outside working hours ends without a word; none begins there', () => {
    const r = started();
    r.pass(20 * MIN);
    r.w.workingTime = false;
    r.pass(10 * MIN);
    assert.deepEqual(r.effects, []);
    assert.equal(r.view(), null);
    r.pass(60 * MIN);
    assert.equal(r.view(), null, 'the timer runs on after hours: no session');
    assert.deepEqual(r.effects, []);
  });
});

describe('time away inside a session', () => {
  test('a lock of 3 minutes (within the 5-minute idle threshold) counts as focus', () => {
    const r = started();
    r.pass(10 * MIN);
    r.w.present = false;
    r.pass(3 * MIN);
    r.w.present = true;
    // The idle policy reports no absence this short: nothing is fed but looks.
    r.pass(12 * MIN);
    assert.deepEqual(r.said(), ['Focus session done']);
    assert.equal(r.effects[0]!.at, T0 + 25 * MIN);
  });

  test('a lock of 8 minutes, shorter than a 10-minute short break, pauses the session: its end moves 8 minutes later, and nothing is asked while away', () => {
    const r = started();
    r.w.settings = { ...ON, shortBreakMinutes: 10 };
    r.pass(20 * MIN);
    r.w.present = false;
    r.pass(8 * MIN);
    assert.deepEqual(r.said(), [], 'the end came while the person was away: no question');
    r.w.present = true;
    r.feed({ type: 'returned', since: T0 + 20 * MIN, until: T0 + 28 * MIN });
    r.observe();
    assert.equal(r.view()?.endsAt, T0 + 33 * MIN);
    r.pass(5 * MIN);
    assert.deepEqual(r.said(), ['Focus session done']);
    assert.equal(r.effects[0]!.at, T0 + 33 * MIN);
  });

  test('away longer than a short break (8 minutes, the break 5): the person had their break, a new session starts on the return', () => {
    const r = started();
    r.pass(20 * MIN);
    r.w.present = false;
    r.pass(8 * MIN);
    r.w.present = true;
    r.feed({ type: 'returned', since: T0 + 20 * MIN, until: T0 + 28 * MIN });
    assert.deepEqual(r.view(), { phase: 'focus', status: 'running', endsAt: T0 + 53 * MIN, leftSeconds: 25 * 60, sessionsDone: 0 });
    assert.deepEqual(r.effects, []);
  });

  test('an absence that began before the session counts only from its start', () => {
    const r = started();
    r.pass(2 * MIN);
    r.feed({ type: 'returned', since: T0 - 2 * MIN, until: T0 + 2 * MIN });
    assert.equal(r.view()?.endsAt, T0 + 27 * MIN);
  });
});

describe('breaks', () => {
  test('Take a break stops the timer; the break ends with Continue on the entry that ran', () => {
    const r = started();
    r.pass(25 * MIN);
    assert.deepEqual(r.feed({ type: 'choice', choice: 'take_break' }), [{ kind: 'withdraw' }, { kind: 'stop_timer' }]);
    r.w.running = null;
    r.observe();
    assert.deepEqual(r.view(), { phase: 'short_break', status: 'running', endsAt: T0 + 30 * MIN, leftSeconds: 5 * 60, sessionsDone: 1, entry: 'Website: Landing page' });
    r.pass(5 * MIN);
    assert.deepEqual(r.said(), ['Focus session done', 'withdraw', 'stop_timer', 'Break over']);
    const over = r.effects.at(-1)!.effect;
    assert.ok(over.kind === 'notify');
    assert.deepEqual(over.notification.actions, [{ id: 'continue', label: 'Continue' }]);
    assert.equal(over.notification.body, 'Continue Website: Landing page?');
    assert.deepEqual(r.view()?.question, { title: 'Break over', body: 'Continue Website: Landing page?' }, 'the window asks it too');
    assert.equal(r.view()?.entry, 'Website: Landing page', 'the tray names what Continue runs');
    assert.deepEqual(r.feed({ type: 'choice', choice: 'continue' }), [{ kind: 'withdraw' }, { kind: 'continue_entry', entry: ENTRY }]);
    assert.deepEqual(r.view(), { phase: 'focus', status: 'running', endsAt: T0 + 55 * MIN, leftSeconds: 25 * 60, sessionsDone: 1 });
  });

  test('with stopOnBreak off, Take a break keeps the timer running, and the entry running on is no new start', () => {
    const r = started();
    r.w.settings = { ...ON, stopOnBreak: false };
    r.pass(25 * MIN);
    assert.deepEqual(r.feed({ type: 'choice', choice: 'take_break' }), [{ kind: 'withdraw' }]);
    r.pass(5 * MIN);
    assert.deepEqual(r.said(), ['Focus session done', 'withdraw', 'Break over']);
    assert.deepEqual(r.feed({ type: 'choice', choice: 'continue' }), [{ kind: 'withdraw' }], 'the entry runs: nothing to continue');
    assert.equal(r.view()?.phase, 'focus');
  });

  test('Keep going: no break, a new session at once', () => {
    const r = started();
    r.pass(25 * MIN);
    assert.deepEqual(r.feed({ type: 'choice', choice: 'keep_going' }), [{ kind: 'withdraw' }]);
    assert.deepEqual(r.view(), { phase: 'focus', status: 'running', endsAt: T0 + 50 * MIN, leftSeconds: 25 * 60, sessionsDone: 1 });
  });

  test('the timer stopped while the question waits is taking the break', () => {
    const r = started();
    r.pass(25 * MIN);
    r.pass(MIN);
    r.w.running = null;
    assert.deepEqual(r.observe(), [{ kind: 'withdraw' }]);
    assert.deepEqual(r.view(), { phase: 'short_break', status: 'running', endsAt: T0 + 31 * MIN, leftSeconds: 5 * 60, sessionsDone: 1, entry: 'Website: Landing page' });
  });

  test('unanswered through a whole session more, the timer running: that session counts too, and is asked about', () => {
    const r = started();
    r.pass(25 * MIN);
    r.pass(25 * MIN - S);
    assert.deepEqual(r.said(), ['Focus session done']);
    assert.equal(nextFocusDue(r.state, ON), T0 + 50 * MIN);
    r.pass(S);
    assert.deepEqual(r.said(), ['Focus session done', 'withdraw', 'Focus session 2 done']);
    assert.equal(r.effects.at(-1)!.at, T0 + 50 * MIN);
    assert.equal(r.view()?.sessionsDone, 2);
  });

  test('a timer started during the break ends it early and starts a session, without a question', () => {
    const r = started();
    r.pass(25 * MIN);
    r.feed({ type: 'choice', choice: 'take_break' });
    r.w.running = null;
    r.pass(2 * MIN);
    r.w.running = OTHER;
    r.observe();
    assert.deepEqual(r.view(), { phase: 'focus', status: 'running', endsAt: T0 + 52 * MIN, leftSeconds: 25 * 60, sessionsDone: 1 });
    r.pass(10 * MIN);
    assert.deepEqual(r.said(), ['Focus session done', 'withdraw', 'stop_timer']);
  });

  test('the long break comes after the 4th session, and the count starts again after it', () => {
    const r = started();
    const kinds: string[] = [];
    for (let i = 1; i <= 4; i++) {
      r.pass(25 * MIN);
      r.feed({ type: 'choice', choice: 'take_break' });
      r.w.running = null;
      r.observe();
      kinds.push(`${r.view()?.phase} after ${r.view()?.sessionsDone}`);
      r.pass(i === 4 ? 15 * MIN : 5 * MIN);
      r.feed({ type: 'choice', choice: 'continue' });
      r.w.running = ENTRY;
      r.observe();
    }
    assert.deepEqual(kinds, ['short_break after 1', 'short_break after 2', 'short_break after 3', 'long_break after 4']);
    assert.deepEqual(r.said().filter((t) => t.includes('over') || t.includes('done')), [
      'Focus session done',
      'Break over',
      'Focus session 2 done',
      'Break over',
      'Focus session 3 done',
      'Break over',
      'Focus session 4 done',
      'Long break over',
    ]);
    const fourth = r.effects.filter((e) => e.effect.kind === 'notify').at(-2)!.effect;
    assert.ok(fourth.kind === 'notify');
    assert.match(fourth.notification.body, /long break of 15 minutes/);
    assert.equal(r.view()?.sessionsDone, 0);
  });

  test('a break that ends while the person is away is announced on their return, once', () => {
    const r = started();
    r.pass(25 * MIN);
    r.feed({ type: 'choice', choice: 'take_break' });
    r.w.running = null;
    r.w.present = false;
    r.pass(8 * MIN);
    assert.deepEqual(r.said(), ['Focus session done', 'withdraw', 'stop_timer']);
    r.w.present = true;
    r.pass(MIN);
    r.pass(MIN);
    assert.deepEqual(r.said(), ['Focus session done', 'withdraw', 'stop_timer', 'Break over']);
  });

  test('a break that ends outside working hours ends without a word', () => {
    const r = started();
    r.pass(25 * MIN);
    r.feed({ type: 'choice', choice: 'take_break' });
    r.w.running = null;
    r.w.workingTime = false;
    r.pass(10 * MIN);
    assert.deepEqual(r.said(), ['Focus session done', 'withdraw', 'stop_timer']);
    assert.equal(r.view(), null);
  });

  test('an answer to a question that no longer stands changes nothing', () => {
    const r = started();
    r.pass(5 * MIN);
    const before = r.state;
    for (const choice of ['take_break', 'keep_going', 'continue'] as const) assert.deepEqual(r.feed({ type: 'choice', choice }), []);
    assert.equal(r.state, before);
  });
});

describe('when the engine looks next, and the stored state', () => {
  test('at the end of the phase, or when a pause lapses', () => {
    const r = started();
    assert.equal(nextFocusDue(r.state, ON), T0 + 25 * MIN);
    r.w.running = null;
    r.observe();
    assert.equal(nextFocusDue(r.state, ON), T0 + 5 * MIN + 1);
    assert.equal(nextFocusDue(r.state, { ...ON, enabled: false }), null);
  });

  test('every state reads back as it was written; anything odd reads as none', () => {
    const r = started();
    const states: FocusState[] = [r.state];
    r.pass(25 * MIN);
    states.push(r.state);
    r.feed({ type: 'choice', choice: 'take_break' });
    states.push(r.state);
    r.w.running = null;
    r.pass(5 * MIN);
    states.push(r.state);
    states.push({ stage: 'paused', sessionsDone: 2, pausedAt: T0, leftMs: 60_000 }, INITIAL_FOCUS_STATE);
    for (const s of states) assert.deepEqual(parseFocusState(JSON.parse(JSON.stringify(s))), s);
    for (const bad of [null, 'focus', { stage: 'focus', sessionsDone: 1 }, { stage: 'nap', sessionsDone: 0 }, { ...states[2], entry: { key: 3 } }, { stage: 'idle', sessionsDone: -1, restedSince: null }]) {
      assert.equal(parseFocusState(bad), null, JSON.stringify(bad));
    }
  });
});

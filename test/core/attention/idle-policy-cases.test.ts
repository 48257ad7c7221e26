// The idle policy at its edges: a reading exactly at the threshold or the suspend grace, a
// reading the system cannot make (none, NaN, negative), a resume or an unlock that leaves the
// person still away behind a lock, an entry that began exactly when the absence did, and the
// reads that decide a prompt made without one, a millisecond either side.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  INITIAL_IDLE_STATE,
  applyIdleChoice,
  idleDetection,
  presenceOf,
  promptBasis,
  promptFor,
  promptedRun,
  reviewUnread,
  stepIdle,
  type AskedRun,
  type IdleContext,
  type IdleEvent,
  type IdleRunning,
  type IdleState,
  type IdleStep,
} from '../../../main/core/attention/idle-policy.ts';
import type { IdlePrompt } from '../../../main/core/snapshot.ts';

const T0 = Date.parse('2025-11-20T10:00:00.000Z');
const S = 1000;
const MIN = 60 * S;

const RUNNING: IdleRunning = { key: 'e7', runningSince: T0 - 60 * MIN, projectId: 3, taskId: 12, description: 'header fixes', totalSeconds: 600 };

function ctx(over: Partial<IdleContext> = {}): IdleContext {
  return { enabled: true, thresholdSeconds: 300, running: RUNNING, pending: null, ...over };
}

function run(events: IdleEvent[], context: IdleContext = ctx(), from: IdleState = INITIAL_IDLE_STATE): { steps: IdleStep[]; state: IdleState } {
  let state = from;
  const steps: IdleStep[] = [];
  for (const e of events) {
    const step = stepIdle(state, e, context);
    steps.push(step);
    state = step.state;
  }
  return { steps, state };
}
const tick = (at: number, idleSeconds: number | undefined): IdleEvent => ({ type: 'tick', at, idleSeconds });
const returns = (steps: IdleStep[]) => steps.flatMap((s) => (s.returned === null ? [] : [s.returned]));

describe('the state before any reading', () => {
  test('present, detection on, nothing away', () => {
    assert.deepEqual(INITIAL_IDLE_STATE, { away: null, locked: false, suspendedAt: null, idle: false, lastReturnAt: null, limited: false });
    assert.equal(presenceOf(INITIAL_IDLE_STATE), 'active');
    assert.equal(idleDetection(INITIAL_IDLE_STATE, true), 'on');
    assert.equal(idleDetection(INITIAL_IDLE_STATE, false), 'off');
  });
});

describe('readings', () => {
  test('idle past the threshold reads as idle presence; the first input after it is the return', () => {
    const away = run([tick(T0 + 10 * MIN, 400)]).state;
    assert.equal(presenceOf(away), 'idle');
    assert.deepEqual(away.away, { since: T0 + 10 * MIN - 400 * S, reason: 'idle' });
  });

  test('a reading the system cannot make (none, NaN, infinite, negative) limits detection to locks and suspends; zero is a reading', () => {
    for (const bad of [undefined, Number.NaN, Number.POSITIVE_INFINITY, -1]) {
      const { state } = run([tick(T0, bad)]);
      assert.equal(idleDetection(state, true), 'limited', String(bad));
      assert.equal(presenceOf(state), 'active', String(bad));
    }
    const zero = run([tick(T0, 0)]).state;
    assert.equal(idleDetection(zero, true), 'on');
    assert.equal(idleDetection(run([tick(T0, undefined), tick(T0 + MIN, 0)]).state, true), 'on', 'a usable reading lifts the limit');
  });

  test('an unusable reading during an idle absence ends it: nothing keeps the person away that can still be seen', () => {
    const { steps, state } = run([tick(T0 + 10 * MIN, 400), tick(T0 + 20 * MIN, undefined)]);
    assert.deepEqual(returns(steps), [{ since: T0 + 10 * MIN - 400 * S, until: T0 + 20 * MIN, reason: 'idle' }]);
    assert.equal(presenceOf(state), 'active');
  });

  test('a later reading that puts the last input later keeps the absence from its first start', () => {
    const { state } = run([tick(T0 + 10 * MIN, 400), tick(T0 + 20 * MIN, 600)]);
    assert.deepEqual(state.away, { since: T0 + 10 * MIN - 400 * S, reason: 'idle' });
  });
});

describe('suspend and resume', () => {
  test('a resume ends the sleep at once, with detection as it was, even seconds after the suspend', () => {
    const { steps, state } = run([tick(T0, 0), { type: 'suspend', at: T0 }, { type: 'resume', at: T0 + 30 * S }]);
    assert.equal(presenceOf(state), 'active');
    assert.equal(idleDetection(state, true), 'on');
    assert.deepEqual(returns(steps), []);
    const long = run([tick(T0, 0), { type: 'suspend', at: T0 }, { type: 'resume', at: T0 + 10 * MIN }]);
    assert.equal(idleDetection(long.state, true), 'on');
    assert.deepEqual(returns(long.steps), [{ since: T0, until: T0 + 10 * MIN, reason: 'suspend' }]);
  });

  test('a reading a minute after the suspend exactly means the machine is awake; a second less is a tick that raced it', () => {
    const raced = run([{ type: 'suspend', at: T0 }, tick(T0 + MIN - 1, 0)]).state;
    assert.equal(presenceOf(raced), 'suspended');
    // The raced tick ended nothing: the resume ends the sleep from the suspend.
    assert.deepEqual(stepIdle(raced, { type: 'resume', at: T0 + 10 * MIN }, ctx()).returned, { since: T0, until: T0 + 10 * MIN, reason: 'suspend' });
    const awake = run([{ type: 'suspend', at: T0 }, tick(T0 + MIN, 0)]).state;
    assert.equal(presenceOf(awake), 'active');
  });

  test('resumed behind the lock screen: still away until the unlock', () => {
    const { steps, state } = run([{ type: 'lock', at: T0 }, { type: 'suspend', at: T0 + MIN }, { type: 'resume', at: T0 + 20 * MIN }]);
    assert.deepEqual(returns(steps), []);
    assert.equal(presenceOf(state), 'locked');
    const back = stepIdle(state, { type: 'unlock', at: T0 + 21 * MIN }, ctx());
    assert.deepEqual(back.returned, { since: T0, until: T0 + 21 * MIN, reason: 'lock' });
  });
});

describe('the prompt an absence earns', () => {
  const absence = { since: T0, until: T0 + 20 * MIN, reason: 'idle' as const };

  test('an entry no longer running earns none', () => {
    assert.equal(promptFor(absence, { ...RUNNING, runningSince: null }, true), null);
    assert.equal(promptFor(absence, RUNNING, false), null);
  });

  test('an entry that began exactly when the absence did ran through it; one a millisecond later did not', () => {
    assert.deepEqual(promptFor(absence, { ...RUNNING, runningSince: T0 }, true), { since: T0, until: T0 + 20 * MIN, entryKey: 'e7', reason: 'idle' });
    assert.equal(promptFor(absence, { ...RUNNING, runningSince: T0 + 1 }, true), null);
  });

  test('a waiting prompt is extended only for its own entry, and only by an absence from its start or later', () => {
    const pending: IdlePrompt = { since: T0, until: T0 + 30 * MIN, entryKey: 'e7', reason: 'lock' };
    // The same start: extended, its reason and its later end kept.
    assert.deepEqual(promptFor(absence, RUNNING, true, pending), pending);
    assert.deepEqual(promptFor({ ...absence, until: T0 + 40 * MIN }, RUNNING, true, pending), { ...pending, until: T0 + 40 * MIN });
    // Another entry's prompt: a new one for this entry.
    assert.deepEqual(promptFor(absence, RUNNING, true, { ...pending, entryKey: 'e5' }), { ...absence, entryKey: 'e7' });
    // An absence from before the waiting prompt began: a new prompt from the absence.
    assert.deepEqual(promptFor(absence, RUNNING, true, { ...pending, since: T0 + 1 }), { ...absence, entryKey: 'e7' });
  });

  test('the answer on an entry no longer running does nothing', () => {
    const prompt: IdlePrompt = { since: T0, until: T0 + 20 * MIN, entryKey: 'e7', reason: 'idle' };
    assert.deepEqual(applyIdleChoice('discard', prompt, { ...RUNNING, runningSince: null }, T0 + 21 * MIN), { kind: 'nothing', reason: 'not_running' });
  });
});

describe('a prompt made without a read', () => {
  const BACK = T0 + 60 * MIN;
  const news = (over: Partial<Parameters<typeof promptBasis>[0]> = {}) => ({ returnedAt: BACK, lastReadAt: null, lastAttemptAt: null, readRequested: false, ...over });

  test('a read asked for and none tried yet: wait for it; one tried at the return exactly or after: it was the one, asked on what is known', () => {
    assert.equal(promptBasis(news({ readRequested: true })), 'wait');
    assert.equal(promptBasis(news({ readRequested: true, lastAttemptAt: BACK - 1 })), 'wait');
    assert.equal(promptBasis(news({ readRequested: true, lastAttemptAt: BACK })), 'known');
    assert.equal(promptBasis(news({ readRequested: true, lastAttemptAt: BACK + S })), 'known');
    assert.equal(promptBasis(news({ lastReadAt: BACK, readRequested: true })), 'read');
  });

  const prompt: IdlePrompt = { since: T0, until: BACK, entryKey: 'e7', reason: 'lock' };
  const asked: AskedRun = { ...RUNNING, pending: false };

  test('a read begun at the return exactly decides', () => {
    assert.equal(reviewUnread({ prompt, asked, running: RUNNING, commandedSince: false, lastReadAt: BACK }), 'stands');
    assert.equal(reviewUnread({ prompt, asked, running: null, commandedSince: false, lastReadAt: BACK }), 'withdraw');
    assert.equal(reviewUnread({ prompt, asked, running: null, commandedSince: false, lastReadAt: BACK - 1 }), 'unknown');
  });

  test('the same run as asked, its total as the read says; a run from the absence start exactly is still it', () => {
    const read = { ...RUNNING, totalSeconds: 900 };
    assert.equal(promptedRun({ ...asked, pending: true, totalSeconds: 0 }, T0, read, false), read);
    assert.equal(promptedRun({ ...asked, runningSince: T0 - MIN }, T0, { ...RUNNING, runningSince: T0 }, true)?.runningSince, T0);
    assert.equal(promptedRun({ ...asked, runningSince: T0 - MIN }, T0, { ...RUNNING, runningSince: T0 + 1 }, true), null);
    // Asked about a run that began after the absence (a waiting prompt extended): the same run stands.
    const later = { ...RUNNING, runningSince: T0 + 5 * MIN };
    assert.equal(promptedRun({ ...later, pending: false }, T0, later, true), later);
  });
});

// Idle, lock and suspend while a timer runs: when the person is asked about the time, and
// what their answer does to the entry.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  INITIAL_IDLE_STATE,
  applyIdleChoice,
  idleDetection,
  presenceOf,
  promptBasis,
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

const T0 = Date.parse('2025-11-20T10:00:00.000Z');
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;

const RUNNING: IdleRunning = {
  key: 'e7',
  runningSince: T0 - H,
  projectId: 3,
  taskId: 12,
  description: 'header fixes',
  totalSeconds: 600,
};

function ctx(over: Partial<IdleContext> = {}): IdleContext {
  return { enabled: true, thresholdSeconds: 300, running: RUNNING, pending: null, ...over };
}

/** Feeds the events in order; answers every step and the final state. */
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
const prompts = (steps: IdleStep[]) => steps.flatMap((s) => (s.prompt === null ? [] : [s.prompt]));
const returns = (steps: IdleStep[]) => steps.flatMap((s) => (s.returned === null ? [] : [s.returned]));

describe('idle past the threshold', () => {
  test('with a timer running, the person is asked on return, from the last input to the first new one', () => {
    const { steps } = run([tick(T0, 100), tick(T0 + 10 * MIN, 400), tick(T0 + 30 * MIN, 2)]);
    assert.deepEqual(prompts(steps), [
      { since: T0 + 10 * MIN - 400 * S, until: T0 + 30 * MIN - 2 * S, entryKey: 'e7', reason: 'idle' },
    ]);
    // Asked only once the person is back, never while away.
    assert.equal(steps[1]!.prompt, null);
  });

  test('idle under the threshold is not an absence', () => {
    const { steps, state } = run([tick(T0, 200), tick(T0 + MIN, 1)]);
    assert.deepEqual(returns(steps), []);
    assert.equal(presenceOf(state), 'active');
  });

  test('exactly the threshold is not past it', () => {
    const { steps } = run([tick(T0, 300), tick(T0 + MIN, 1)]);
    assert.deepEqual(returns(steps), []);
  });

  test('the threshold setting is honoured (10 minutes)', () => {
    const { steps } = run([tick(T0, 400), tick(T0 + MIN, 1)], ctx({ thresholdSeconds: 600 }));
    assert.deepEqual(prompts(steps), []);
  });

  test('idle is reported as presence while it lasts (reminders wait)', () => {
    const { state } = run([tick(T0, 400)]);
    assert.equal(presenceOf(state), 'idle');
  });
});

describe('lock and suspend', () => {
  test('a lock longer than the threshold with a timer running prompts from the lock time', () => {
    const { steps } = run([{ type: 'lock', at: T0 }, { type: 'unlock', at: T0 + 10 * MIN }]);
    assert.deepEqual(prompts(steps), [{ since: T0, until: T0 + 10 * MIN, entryKey: 'e7', reason: 'lock' }]);
  });

  test('a lock no longer than the threshold passes without a word: no return, no prompt, the person is back', () => {
    for (const span of [8 * S, 2 * MIN, 5 * MIN]) {
      const { steps, state } = run([{ type: 'lock', at: T0 }, { type: 'unlock', at: T0 + span }]);
      assert.deepEqual(returns(steps), [], `a lock of ${span / S} s`);
      assert.equal(presenceOf(state), 'active');
    }
  });

  test('a suspend no longer than the threshold passes without a word; a longer one prompts', () => {
    assert.deepEqual(returns(run([{ type: 'suspend', at: T0 }, { type: 'resume', at: T0 + 3 * MIN }]).steps), []);
    assert.deepEqual(prompts(run([{ type: 'suspend', at: T0 }, { type: 'resume', at: T0 + 6 * MIN }]).steps), [
      { since: T0, until: T0 + 6 * MIN, entryKey: 'e7', reason: 'suspend' },
    ]);
  });

  test('the threshold is the idle setting: with 15 minutes, a 10-minute lock passes and a 20-minute one prompts', () => {
    const fifteen = ctx({ thresholdSeconds: 15 * 60 });
    assert.deepEqual(returns(run([{ type: 'lock', at: T0 }, { type: 'unlock', at: T0 + 10 * MIN }], fifteen).steps), []);
    assert.equal(prompts(run([{ type: 'lock', at: T0 }, { type: 'unlock', at: T0 + 20 * MIN }], fifteen).steps).length, 1);
  });

  test('short locks again and again bring nothing; the long one after them one prompt, from its own lock', () => {
    const events: IdleEvent[] = [];
    for (let i = 0; i < 5; i++) events.push({ type: 'lock', at: T0 + i * MIN }, { type: 'unlock', at: T0 + i * MIN + 8 * S });
    events.push({ type: 'lock', at: T0 + 6 * MIN }, { type: 'unlock', at: T0 + 20 * MIN });
    assert.deepEqual(prompts(run(events).steps), [{ since: T0 + 6 * MIN, until: T0 + 20 * MIN, entryKey: 'e7', reason: 'lock' }]);
  });

  test('a desktop that locks itself after idle minutes: the absence starts at the last input the readings during the lock report', () => {
    // Last input 10:00; the desktop locks at 10:04:50, before a reading crossed the 5 minutes;
    // the readings while locked say the person left at 10:00; they unlock at 10:06.
    const { steps } = run([tick(T0 + 4 * MIN, 240), { type: 'lock', at: T0 + 4 * MIN + 50 * S }, tick(T0 + 5 * MIN + 10 * S, 310), { type: 'unlock', at: T0 + 6 * MIN }]);
    assert.deepEqual(prompts(steps), [{ since: T0, until: T0 + 6 * MIN, entryKey: 'e7', reason: 'lock' }]);
  });

  test('a short lock while a prompt waits leaves that prompt as it was', () => {
    const first = { since: T0 - 30 * MIN, until: T0 - 10 * MIN, entryKey: 'e7', reason: 'lock' as const };
    const { steps } = run([{ type: 'lock', at: T0 }, { type: 'unlock', at: T0 + 30 * S }], ctx({ pending: first }));
    assert.deepEqual(prompts(steps), []);
  });

  test('no prompt fires at the lock itself, only after the unlock', () => {
    const { steps, state } = run([{ type: 'lock', at: T0 }, tick(T0 + 10 * MIN, 600)]);
    assert.deepEqual(prompts(steps), []);
    assert.equal(presenceOf(state), 'locked');
  });

  test('input at the lock screen does not end the absence; the unlock does', () => {
    const { steps } = run([{ type: 'lock', at: T0 }, tick(T0 + 20 * MIN, 0), { type: 'unlock', at: T0 + 21 * MIN }]);
    assert.deepEqual(returns(steps), [{ since: T0, until: T0 + 21 * MIN, reason: 'lock' }]);
  });

  test('a laptop closed overnight with a timer running is asked on resume', () => {
    const evening = Date.parse('2025-11-20T18:00:00Z');
    const morning = Date.parse('2025-11-21T08:30:00Z');
    const { steps } = run([{ type: 'suspend', at: evening }, { type: 'resume', at: morning }]);
    assert.deepEqual(prompts(steps), [{ since: evening, until: morning, entryKey: 'e7', reason: 'suspend' }]);
  });

  test('idle before the lid closed: the absence starts at the last input', () => {
    const evening = Date.parse('2025-11-20T18:00:00Z');
    const morning = Date.parse('2025-11-21T08:30:00Z');
    const { steps } = run([tick(evening - 10 * MIN, 600), { type: 'suspend', at: evening }, { type: 'resume', at: morning }]);
    assert.deepEqual(prompts(steps), [{ since: evening - 20 * MIN, until: morning, entryKey: 'e7', reason: 'idle' }]);
  });

  test('locked, then suspended, then resumed at the lock screen: the person is back at the unlock', () => {
    const { steps, state } = run([
      { type: 'lock', at: T0 },
      { type: 'suspend', at: T0 + MIN },
      { type: 'resume', at: T0 + 8 * H },
    ]);
    assert.deepEqual(returns(steps), []);
    assert.equal(presenceOf(state), 'locked');
    const after = stepIdle(state, { type: 'unlock', at: T0 + 8 * H + 30 * S }, ctx());
    assert.deepEqual(after.prompt, { since: T0, until: T0 + 8 * H + 30 * S, entryKey: 'e7', reason: 'lock' });
  });

  test('idle time that includes the night does not start a second absence after the resume', () => {
    const { steps, state } = run([
      { type: 'suspend', at: T0 },
      { type: 'resume', at: T0 + 8 * H },
      tick(T0 + 8 * H + 30 * S, 8 * 3600 + 30),
    ]);
    assert.equal(returns(steps).length, 1);
    assert.equal(presenceOf(state), 'active');
  });

  test('a tick that races the suspend does not end it', () => {
    const { steps, state } = run([{ type: 'suspend', at: T0 }, tick(T0 + 20, 1)]);
    assert.deepEqual(returns(steps), []);
    assert.equal(presenceOf(state), 'suspended');
  });

  test('a lost resume event: the first reading hours later with fresh input ends the absence', () => {
    const { steps } = run([{ type: 'suspend', at: T0 }, tick(T0 + 8 * H, 3)]);
    assert.deepEqual(returns(steps), [{ since: T0, until: T0 + 8 * H, reason: 'suspend' }]);
  });
});

describe('no prompt', () => {
  test('when no timer ran', () => {
    const { steps } = run([{ type: 'lock', at: T0 }, { type: 'unlock', at: T0 + H }], ctx({ running: null }));
    assert.deepEqual(prompts(steps), []);
    // The return is still reported: the engine refreshes on unlock anyway.
    assert.equal(returns(steps).length, 1);
  });

  test('when idle detection is off (lock still counts as away for reminders)', () => {
    const off = ctx({ enabled: false });
    const { steps, state } = run([{ type: 'lock', at: T0 }], off);
    assert.equal(presenceOf(state), 'locked');
    const back = stepIdle(state, { type: 'unlock', at: T0 + H }, off);
    assert.deepEqual(prompts([...steps, back]), []);
    assert.equal(idleDetection(state, false), 'off');
  });

  test('when the timer was started elsewhere during the absence (the person was working)', () => {
    const startedElsewhere = { ...RUNNING, runningSince: T0 + 30 * MIN };
    const { steps } = run([{ type: 'lock', at: T0 }, { type: 'unlock', at: T0 + H }], ctx({ running: startedElsewhere }));
    assert.deepEqual(prompts(steps), []);
  });
});

describe('a system that cannot tell idle time', () => {
  test('detection is limited, and a lock still prompts', () => {
    const { steps, state } = run([tick(T0, undefined), { type: 'lock', at: T0 + MIN }, tick(T0 + 5 * MIN, undefined), { type: 'unlock', at: T0 + 9 * MIN }]);
    assert.equal(idleDetection(state, true), 'limited');
    assert.deepEqual(prompts(steps), [{ since: T0 + MIN, until: T0 + 9 * MIN, entryKey: 'e7', reason: 'lock' }]);
  });

  test('detection is on again once a reading is usable', () => {
    const { state } = run([tick(T0, undefined), tick(T0 + MIN, 4)]);
    assert.equal(idleDetection(state, true), 'on');
  });
});

describe('a prompt still waiting', () => {
  test('a second absence before the answer extends the first prompt instead of replacing it', () => {
    const first = { since: T0, until: T0 + 10 * MIN, entryKey: 'e7', reason: 'lock' as const };
    const { steps } = run([{ type: 'lock', at: T0 + 15 * MIN }, { type: 'unlock', at: T0 + 40 * MIN }], ctx({ pending: first }));
    assert.deepEqual(prompts(steps), [{ since: T0, until: T0 + 40 * MIN, entryKey: 'e7', reason: 'lock' }]);
  });
});

describe('the answer', () => {
  const prompt = { since: T0 - 20 * MIN, until: T0 - MIN, entryKey: 'e7', reason: 'idle' as const };
  const NOW = T0;

  test('keep: nothing changes', () => {
    assert.deepEqual(applyIdleChoice('keep', prompt, RUNNING, NOW), { kind: 'nothing', reason: 'kept' });
  });

  test('discard: the entry ends when idleness began (the time since is dropped)', () => {
    assert.deepEqual(applyIdleChoice('discard', prompt, RUNNING, NOW), {
      kind: 'end_entry',
      entryKey: 'e7',
      endAt: T0 - 20 * MIN,
      // 600 s stored before this run, plus 40 minutes of the run.
      totalSeconds: 600 + 40 * 60,
      restart: null,
    });
  });

  test('discard and continue: ends then, and a new entry with the same project, task and description starts now', () => {
    assert.deepEqual(applyIdleChoice('discard_continue', prompt, RUNNING, NOW), {
      kind: 'end_entry',
      entryKey: 'e7',
      endAt: T0 - 20 * MIN,
      totalSeconds: 600 + 40 * 60,
      restart: { projectId: 3, taskId: 12, description: 'header fixes', startAt: NOW },
    });
  });

  test('the timer was stopped elsewhere meanwhile: nothing to do', () => {
    assert.deepEqual(applyIdleChoice('discard', prompt, null, NOW), { kind: 'nothing', reason: 'not_running' });
    const other = { ...RUNNING, key: 'e8' };
    assert.deepEqual(applyIdleChoice('discard', prompt, other, NOW), { kind: 'nothing', reason: 'not_running' });
  });

  test('an entry restarted after idleness began loses only this run, never earlier time', () => {
    const restarted = { ...RUNNING, runningSince: T0 - 10 * MIN };
    const action = applyIdleChoice('discard', prompt, restarted, NOW);
    assert.deepEqual(action, { kind: 'end_entry', entryKey: 'e7', endAt: T0 - 10 * MIN, totalSeconds: 600, restart: null });
  });
});

describe('a prompt without a fresh read (offline, or the read too slow)', () => {
  const BACK = T0 + H;
  const news = (over: Partial<Parameters<typeof promptBasis>[0]> = {}) => ({ returnedAt: BACK, lastReadAt: T0, lastAttemptAt: T0, readRequested: false, ...over });

  test('a read made since the return decides', () => {
    assert.equal(promptBasis(news({ lastReadAt: BACK, lastAttemptAt: BACK })), 'read');
  });

  test('a read that failed since the return: asked on what is known', () => {
    assert.equal(promptBasis(news({ lastAttemptAt: BACK + S })), 'known');
  });

  test('no read is coming (offline, no budget): asked on what is known', () => {
    assert.equal(promptBasis(news()), 'known');
  });

  test('the read that ended began before the return, and the one asked for is on its way: wait for it', () => {
    assert.equal(promptBasis(news({ lastReadAt: BACK - S, lastAttemptAt: BACK - S, readRequested: true })), 'wait');
  });

  const asked: AskedRun = { ...RUNNING, pending: false };
  const prompt = { since: T0, until: BACK, entryKey: 'e7', reason: 'lock' as const };
  const review = (running: IdleRunning | null, over: { asked?: AskedRun; commandedSince?: boolean; lastReadAt?: number | null } = {}) =>
    reviewUnread({ prompt, asked: over.asked ?? asked, running, commandedSince: over.commandedSince ?? false, lastReadAt: over.lastReadAt === undefined ? BACK + MIN : over.lastReadAt });

  test('no read since the return says nothing: the prompt is neither confirmed nor withdrawn', () => {
    assert.equal(review(null, { lastReadAt: BACK - S }), 'unknown');
    assert.equal(review(null, { lastReadAt: null }), 'unknown');
  });

  test('the read shows the same run going on: the prompt stands', () => {
    assert.equal(review(RUNNING), 'stands');
  });

  test('the read shows the timer stopped, or another one running: withdrawn', () => {
    assert.equal(review(null), 'withdraw');
    assert.equal(review({ ...RUNNING, runningSince: null }), 'withdraw');
    assert.equal(review({ ...RUNNING, key: 'e8' }), 'withdraw');
  });

  test('the entry runs again from a moment inside the absence (continued elsewhere): withdrawn', () => {
    assert.equal(review({ ...RUNNING, runningSince: T0 + 20 * MIN }), 'withdraw');
  });

  test('a start queued here that reached the service late is still the run asked about, with its first times', () => {
    const queued: AskedRun = { ...asked, key: 'l1', runningSince: T0 - 10 * MIN, totalSeconds: 0, pending: true };
    // The service runs it from when the start arrived, the time before credited.
    const arrived = { ...queued, runningSince: BACK + 5 * MIN, totalSeconds: (H + 15 * MIN) / S };
    assert.equal(review(arrived, { asked: queued }), 'stands');
    assert.deepEqual(promptedRun(queued, prompt.since, arrived, false), { ...arrived, runningSince: T0 - 10 * MIN, totalSeconds: 0 });
    // Once the person gave a command since, a later run is theirs, not the one asked about.
    assert.equal(promptedRun(queued, prompt.since, arrived, true), null);
  });

  test('the answer to a late-started run ends it at the absence with only the time before it', () => {
    const queued: AskedRun = { ...asked, key: 'l1', runningSince: T0 - 10 * MIN, totalSeconds: 0, pending: true };
    const arrived = { ...queued, runningSince: BACK + 5 * MIN, totalSeconds: (H + 15 * MIN) / S };
    const run = promptedRun(queued, prompt.since, arrived, false);
    const action = applyIdleChoice('discard', { ...prompt, entryKey: 'l1' }, run, BACK + 6 * MIN);
    assert.deepEqual(action, { kind: 'end_entry', entryKey: 'l1', endAt: T0, totalSeconds: 10 * 60, restart: null });
  });
});

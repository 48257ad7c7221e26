// Focus sessions, end to end: the real engine and the simulator on one manual clock, the
// notifier answered as a person would. With the rhythm on, a timer running for 25 minutes
// ends a focus session with "Take a break" (the timer stops) or "Keep going"; the break's
// end offers "Continue" (the entry runs again). The rhythm sends no request of its own:
// only the stop and the continue the person chose. Ada works Monday to Friday 09:00-17:00
// (test/sim/demo.ts); 2026-03-10 is a Tuesday.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { timerRunning } from '../support/away.ts';
import { recordShown, shownAt, type ShownNotification } from '../support/shown-notifications.ts';
import type { FocusView } from '../../../main/core/snapshot.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const MIN = 60_000;
const FOCUS = 'stint.focus';
const at = (iso: string): number => Date.parse(iso);

/** A harness at `now`, the rhythm's settings patched in, signed in with a timer on Website running. */
async function focusing(now: string, focus: Record<string, unknown> = { enabled: true }): Promise<{ shown: ShownNotification[]; id: number; key: string }> {
  h = await EngineHarness.start({ now });
  const shown = recordShown(h);
  assert.equal((await h.stint.updateSettings({ focus })).ok, true);
  const { id, key } = await timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });
  return { shown, id, key };
}

const focusShown = (shown: readonly ShownNotification[]): string[] => shownAt(shown, FOCUS);
const focusView = (): FocusView | null | undefined => h.stint.snapshot().focus;
const onScreen = () => h.ports.notifier.open().find((n) => n.id === FOCUS);

function writesSince(mark: number): string[] {
  return h.sentSince(mark).filter((r) => !r.startsWith('GET '));
}

async function choose(action: string): Promise<void> {
  h.ports.notifier.choose(FOCUS, action);
  await h.settle();
}

test('a full cycle: the session ends, Take a break stops the timer, the break ends, Continue runs the entry again', async () => {
  const { shown, id } = await focusing('2026-03-10T10:00:00Z');
  const mark = h.mark();
  assert.deepEqual(focusView(), { phase: 'focus', status: 'running', endsAt: at('2026-03-10T10:25:00Z'), leftSeconds: 25 * 60, sessionsDone: 0 });

  await h.advanceTo('2026-03-10T10:24:55Z');
  assert.deepEqual(focusShown(shown), []);
  await h.advanceTo('2026-03-10T10:25:00Z');
  assert.deepEqual(focusShown(shown), ['2026-03-10T10:25:00Z']);
  assert.deepEqual(onScreen()?.actions.map((a) => a.label), ['Take a break', 'Keep going']);
  assert.deepEqual(writesSince(mark), [], 'the session ended without a request');
  assert.equal(h.serviceEntry(id).stopwatch_started_at, at('2026-03-10T10:00:00Z'), 'the timer runs while the question waits');

  await h.advanceTo('2026-03-10T10:26:00Z');
  const stopMark = h.mark();
  await choose('take_break');
  assert.deepEqual(writesSince(stopMark), [`POST /time-entries/${id}/stop`]);
  assert.equal(h.serviceEntry(id).stopwatch_started_at, null, 'stopped on the service');
  assert.equal(h.stint.snapshot().running, null);
  assert.deepEqual(focusView(), {
    phase: 'short_break',
    status: 'running',
    endsAt: at('2026-03-10T10:31:00Z'),
    leftSeconds: 5 * 60,
    sessionsDone: 1,
    entry: 'Website Redesign: Landing page',
  });
  assert.equal(onScreen(), undefined, 'the question is gone');

  await h.advanceTo('2026-03-10T10:31:00Z');
  assert.deepEqual(focusShown(shown), ['2026-03-10T10:25:00Z', '2026-03-10T10:31:00Z']);
  assert.equal(onScreen()?.body, 'Continue Website Redesign: Landing page?');
  assert.deepEqual(focusView()?.status, 'over');

  const continueMark = h.mark();
  await choose('continue');
  const again = h.stint.snapshot().running;
  assert.ok(again?.id !== undefined && again.id !== null && again.id !== id);
  assert.deepEqual(writesSince(continueMark), ['POST /time-entries', `POST /time-entries/${again.id}/start`], 'a new entry like it runs, as Continue in the window does: the break is no part of it');
  assert.equal(h.serviceEntry(again.id).stopwatch_started_at, at('2026-03-10T10:31:00Z'));
  assert.equal(again.description, 'Landing page');
  assert.equal(h.serviceEntry(id).time_total, 26 * 60, 'the first entry keeps 10:00-10:26');
  assert.deepEqual(focusView(), { phase: 'focus', status: 'running', endsAt: at('2026-03-10T10:56:00Z'), leftSeconds: 25 * 60, sessionsDone: 1 });
  assert.deepEqual(writesSince(mark), [`POST /time-entries/${id}/stop`, 'POST /time-entries', `POST /time-entries/${again.id}/start`], 'only what the person chose was sent');
});

test('Keep going: no break, the timer runs on, the next session ends 25 minutes later', async () => {
  const { shown, id } = await focusing('2026-03-10T10:00:00Z');
  const mark = h.mark();
  await h.advanceTo('2026-03-10T10:25:00Z');
  await choose('keep_going');
  await h.advanceTo('2026-03-10T10:50:00Z');
  assert.deepEqual(focusShown(shown), ['2026-03-10T10:25:00Z', '2026-03-10T10:50:00Z']);
  assert.deepEqual(writesSince(mark), []);
  assert.equal(h.serviceEntry(id).stopwatch_started_at, at('2026-03-10T10:00:00Z'));
  assert.equal(focusView()?.sessionsDone, 2);
});

test('the long break comes after the 4th session', async () => {
  const { shown } = await focusing('2026-03-10T10:00:00Z', { enabled: true, focusMinutes: 5, shortBreakMinutes: 1, longBreakMinutes: 3, longBreakEvery: 4 });
  const breaks: string[] = [];
  for (let i = 0; i < 4; i++) {
    await h.advanceUntil(() => onScreen()?.actions[0]?.id === 'take_break', 6 * MIN);
    await choose('take_break');
    const v = focusView();
    breaks.push(`${v?.phase} ${(v!.endsAt! - h.clock.now()) / MIN} min after ${v?.sessionsDone}`);
    await h.advanceUntil(() => onScreen()?.actions[0]?.id === 'continue', 4 * MIN);
    await choose('continue');
  }
  assert.deepEqual(breaks, ['short_break 1 min after 1', 'short_break 1 min after 2', 'short_break 1 min after 3', 'long_break 3 min after 4']);
  assert.deepEqual(focusShown(shown), [
    '2026-03-10T10:05:00Z', '2026-03-10T10:06:00Z',
    '2026-03-10T10:11:00Z', '2026-03-10T10:12:00Z',
    '2026-03-10T10:17:00Z', '2026-03-10T10:18:00Z',
    '2026-03-10T10:23:00Z', '2026-03-10T10:26:00Z',
  ]);
  assert.equal(focusView()?.sessionsDone, 0, 'a new round after the long break');
});

test('a lock inside a session: 3 minutes count as focus, 8 minutes do not (the session waits through them)', async () => {
  // A short break of 10 minutes: time away shorter than it pauses the session.
  const { shown } = await focusing('2026-03-10T10:00:00Z', { enabled: true, shortBreakMinutes: 10 });
  await h.advanceTo('2026-03-10T10:05:00Z');
  h.ports.idle.emit('lock');
  await h.advanceTo('2026-03-10T10:08:00Z');
  h.ports.idle.emit('unlock');
  await h.settle();
  assert.equal(focusView()?.endsAt, at('2026-03-10T10:25:00Z'), 'within the idle threshold: focus');

  await h.advanceTo('2026-03-10T10:20:00Z');
  h.ports.idle.emit('lock');
  await h.advanceTo('2026-03-10T10:28:00Z');
  assert.deepEqual(focusShown(shown), [], 'no question while the screen is locked');
  h.ports.idle.emit('unlock');
  await h.settle();
  assert.equal(focusView()?.endsAt, at('2026-03-10T10:33:00Z'), 'the 8 minutes locked moved the end');
  await h.advanceTo('2026-03-10T10:33:00Z');
  assert.deepEqual(focusShown(shown), ['2026-03-10T10:33:00Z']);
});

test('locked longer than a short break: the person had their break, a new session starts at the unlock', async () => {
  const { shown } = await focusing('2026-03-10T10:00:00Z');
  await h.advanceTo('2026-03-10T10:20:00Z');
  h.ports.idle.emit('lock');
  await h.advanceTo('2026-03-10T10:28:00Z');
  h.ports.idle.emit('unlock');
  await h.settle();
  assert.deepEqual(focusView(), { phase: 'focus', status: 'running', endsAt: at('2026-03-10T10:53:00Z'), leftSeconds: 25 * 60, sessionsDone: 0 });
  await h.advanceTo('2026-03-10T10:52:55Z');
  assert.deepEqual(focusShown(shown), []);
});

test('a restart in the middle of a break: the break is back, and its end is announced once', async () => {
  await focusing('2026-03-10T10:00:00Z');
  await h.advanceTo('2026-03-10T10:25:00Z');
  await choose('take_break');
  await h.advanceTo('2026-03-10T10:27:00Z');

  await h.restart();
  const shown = recordShown(h);
  await h.settle();
  assert.deepEqual(focusView(), {
    phase: 'short_break',
    status: 'running',
    endsAt: at('2026-03-10T10:30:00Z'),
    leftSeconds: 3 * 60,
    sessionsDone: 1,
    entry: 'Website Redesign: Landing page',
  });
  await h.advanceTo('2026-03-10T10:35:00Z');
  assert.deepEqual(focusShown(shown), ['2026-03-10T10:30:00Z']);

  // Once more, after the question was asked: it is not asked again.
  await h.restart();
  const again = recordShown(h);
  await h.advanceTo('2026-03-10T10:40:00Z');
  assert.deepEqual(focusShown(again), []);
  assert.equal(focusView()?.status, 'over', 'the tray still shows the break is over');
});

test('off by default: an hour of timer brings nothing, and sends nothing', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  const shown = recordShown(h);
  assert.equal(h.stint.snapshot().settings.focus.enabled, false);
  const { id } = await timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });
  const mark = h.mark();
  await h.advanceTo('2026-03-10T11:00:00Z');
  assert.deepEqual(focusShown(shown), []);
  assert.equal(focusView(), null);
  assert.deepEqual(writesSince(mark), []);
  assert.equal(h.serviceEntry(id).stopwatch_started_at, at('2026-03-10T10:00:00Z'));
});

test('the rhythm sends no request: the same hour with it on and off sends the same requests', async () => {
  const sent: string[][] = [];
  for (const enabled of [false, true]) {
    await focusing('2026-03-10T10:00:00Z', { enabled });
    const mark = h.mark();
    await h.advanceTo('2026-03-10T11:00:00Z');
    sent.push(h.wire.slice(mark).map((r) => `${new Date(r.at).toISOString()} ${r.method} ${r.path}`));
    if (!enabled) await h.close();
  }
  assert.ok(sent[0]!.length > 0, 'the engine polled meanwhile');
  assert.deepEqual(sent[1], sent[0]);
});

test('outside working hours no question: a session that ends after 17:00 ends without a word, and none begins', async () => {
  const { shown } = await focusing('2026-03-10T16:50:00Z');
  assert.equal(focusView()?.endsAt, at('2026-03-10T17:15:00Z'));
  await h.advanceTo('2026-03-10T17:45:00Z');
  assert.deepEqual(focusShown(shown), []);
  assert.equal(focusView(), null);
  assert.notEqual(h.stint.snapshot().running, null, 'the timer runs on');
});

test('turned off while a session runs: it goes from the snapshot, and no question comes', async () => {
  const { shown } = await focusing('2026-03-10T10:00:00Z');
  await h.advanceTo('2026-03-10T10:10:00Z');
  assert.equal((await h.stint.updateSettings({ focus: { enabled: false } })).ok, true);
  await h.settle();
  assert.equal(focusView(), null);
  await h.advanceTo('2026-03-10T10:40:00Z');
  assert.deepEqual(focusShown(shown), []);
});

// Idle time, end to end: the real engine and the simulator on one manual clock, the idle
// source and the notifier driven as a person's machine would drive them. A timer that ran
// while the person was away (idle past the threshold, a lock, a laptop closed overnight)
// earns a choice when they come back, decided on a fresh read of the service: keep the
// time, discard it (the entry ends when the absence began), or discard it and continue.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { lockedUntilUnlock, stoppedElsewhereWhileLocked, timerRunning } from '../support/away.ts';
import { recordShown, type ShownNotification } from '../support/shown-notifications.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const SEC = 1_000;
const MIN = 60_000;
const IDLE = 'stint.idle';
/** The demo task "Testing", assigned to Mobile App (which requires a task). */
const TASK_TESTING = 3;

const at = (iso: string): number => Date.parse(iso);

/** Signs in at the harness's start and starts a timer; answers the entry's id on the service. */
/** The running entry's service id and its key in the snapshot (its local one: it was started here). */
/** The screen locks at `from` and unlocks at `to` (the engine settled after the unlock). */
async function lockedBetween(from: string, to: string): Promise<void> {
  await lockedUntilUnlock(h, from, to);
  await h.settle();
}

/**
 * Time passes with the person's last input at `lastInput`: before each step of the clock
 * the idle source reports the seconds since then, as the OS would at that instant.
 */
async function untouchedUntil(lastInput: number, until: string): Promise<void> {
  const end = at(until);
  while (h.clock.now() < end) {
    const next = Math.min(h.clock.now() + 5 * SEC, end);
    h.ports.idle.setIdleSeconds(Math.max(0, Math.floor((next - lastInput) / SEC)));
    await h.advance(next - h.clock.now());
  }
}

function idleShown(shown: readonly ShownNotification[]): ShownNotification[] {
  return shown.filter((n) => n.id === IDLE);
}

/** The notification was shown once, with the three choices, right after a read of the running state. */
function assertPromptedAfterRead(shown: readonly ShownNotification[], when: string): void {
  const prompts = idleShown(shown);
  assert.equal(prompts.length, 1, 'one idle notification');
  const n = prompts[0]!;
  assert.deepEqual(n.actions, ['keep', 'discard', 'discard_continue']);
  assert.equal(n.at, at(when));
  // The read of the running state; the same read may go on to the week or the projects.
  const lastRead = h.wire.slice(0, n.wireBefore).filter((r) => r.method === 'GET' && r.path === '/reports/detailed').at(-1);
  assert.equal(lastRead?.at, at(when), 'a fresh read of the running state came just before the prompt');
  assert.equal(lastRead?.status, 200);
}

function assertNoPrompt(shown: readonly ShownNotification[]): void {
  assert.equal(h.stint.snapshot().idle.prompt, null);
  assert.deepEqual(idleShown(shown), []);
  assert.ok(!h.ports.notifier.open().some((n) => n.id === IDLE), 'no idle notification on screen');
}

test('a lock of 8 seconds, or of the whole 5-minute threshold, brings no prompt and no notification; the timer runs on', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  const shown = recordShown(h);
  const { id } = await timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });

  await lockedBetween('2026-03-10T10:10:00Z', '2026-03-10T10:10:08Z');
  assertNoPrompt(shown);
  await lockedBetween('2026-03-10T10:11:00Z', '2026-03-10T10:16:00Z');
  assertNoPrompt(shown);
  assert.equal(h.stint.snapshot().running?.id, id, 'the timer runs on');
  assert.equal(h.serviceEntry(id).stopwatch_started_at, at('2026-03-10T10:00:00Z'), 'nothing was sent about it');
});

test('a lock while a timer runs prompts on unlock; discard ends the entry at the lock', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  const shown = recordShown(h);
  const { id, key } = await timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });

  await lockedBetween('2026-03-10T10:10:00Z', '2026-03-10T10:20:00Z');
  assert.deepEqual(h.stint.snapshot().idle.prompt, {
    since: at('2026-03-10T10:10:00Z'),
    until: at('2026-03-10T10:20:00Z'),
    entryKey: key,
    reason: 'lock',
  });
  assertPromptedAfterRead(shown, '2026-03-10T10:20:00Z');
  // Nothing is decided for the person: the timer still runs until they answer.
  assert.notEqual(h.serviceEntry(id).stopwatch_started_at, null);

  assert.deepEqual(await h.stint.resolveIdle('discard'), { ok: true });
  await h.settle();
  const e = h.serviceEntry(id);
  assert.equal(e.stopwatch_started_at, null, 'stopped on the service');
  assert.equal(e.time_start, 10 * 3600);
  assert.equal(e.time_total, 10 * 60, 'ten minutes: until the lock');
  const s = h.stint.snapshot();
  assert.equal(s.running, null);
  assert.equal(s.idle.prompt, null);
  const view = s.todayEntries.find((v) => v.id === id);
  assert.equal(view?.totalSeconds, 600);
  assert.equal(view?.timeEnd, '10:10:00');
  assert.ok(!h.ports.notifier.open().some((n) => n.id === IDLE), 'the idle notification is gone');
});

test('discard and continue ends the entry at the lock and runs a new one like it from the return', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  const shown = recordShown(h);
  const { id, key } = await timerRunning(h, { projectId: PROJECT.mobile, taskId: TASK_TESTING, description: 'Regression pass' });

  await lockedBetween('2026-03-10T10:10:00Z', '2026-03-10T10:20:00Z');
  assertPromptedAfterRead(shown, '2026-03-10T10:20:00Z');
  assert.deepEqual(await h.stint.resolveIdle('discard_continue'), { ok: true });
  await h.settle();

  const first = h.serviceEntry(id);
  assert.equal(first.stopwatch_started_at, null);
  assert.equal(first.time_total, 600);
  const others = h.serviceEntries((e) => e.user_id === first.user_id && e.id !== id && e.stopwatch_started_at !== null);
  assert.equal(others.length, 1, 'one new entry runs');
  const next = others[0]!;
  assert.equal(next.project_id, PROJECT.mobile);
  assert.equal(next.task_id, TASK_TESTING);
  assert.equal(next.description, 'Regression pass');
  assert.equal(next.date_execution, '2026-03-10');
  assert.equal(next.stopwatch_started_at, at('2026-03-10T10:20:00Z'));

  const s = h.stint.snapshot();
  assert.equal(s.running?.id, next.id);
  assert.equal(s.running?.runningSince, at('2026-03-10T10:20:00Z'));
  assert.equal(s.todayEntries.find((v) => v.id === id)?.totalSeconds, 600);
  assert.equal(s.idle.prompt, null);
});

test('keep leaves the timer running with all the time in it', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  const shown = recordShown(h);
  const { id, key } = await timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });

  await lockedBetween('2026-03-10T10:10:00Z', '2026-03-10T10:20:00Z');
  assertPromptedAfterRead(shown, '2026-03-10T10:20:00Z');
  const mark = h.mark();
  assert.deepEqual(await h.stint.resolveIdle('keep'), { ok: true });
  await h.settle();
  assert.equal(h.stint.snapshot().idle.prompt, null);
  await h.advanceTo('2026-03-10T10:25:00Z');
  assert.deepEqual(h.sentSince(mark).filter((r) => !r.startsWith('GET ')), [], 'keeping writes nothing');
  assert.equal(h.serviceEntry(id).stopwatch_started_at, at('2026-03-10T10:00:00Z'), 'the same run goes on');
  assert.equal(h.stint.snapshot().running?.id, id);

  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.settle();
  assert.equal(h.serviceEntry(id).time_total, 25 * 60, 'the time away is kept');
});

test('idle time past the threshold prompts from the last input', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  const shown = recordShown(h);
  const { id, key } = await timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });

  // Active until 10:05 (the idle source reads 0), then no input until 10:20:05, which the
  // next reading (every 15 s) sees.
  await h.advanceTo('2026-03-10T10:05:00Z');
  await untouchedUntil(at('2026-03-10T10:05:00Z'), '2026-03-10T10:20:05Z');
  assert.equal(h.stint.snapshot().idle.prompt, null, 'no prompt while the person is away');
  assert.deepEqual(idleShown(shown), []);
  await untouchedUntil(at('2026-03-10T10:20:05Z'), '2026-03-10T10:20:15Z');

  assert.deepEqual(h.stint.snapshot().idle.prompt, {
    since: at('2026-03-10T10:05:00Z'),
    until: at('2026-03-10T10:20:05Z'),
    entryKey: key,
    reason: 'idle',
  });
  assertPromptedAfterRead(shown, '2026-03-10T10:20:15Z');
  assert.deepEqual(await h.stint.resolveIdle('discard'), { ok: true });
  await h.settle();
  assert.equal(h.serviceEntry(id).stopwatch_started_at, null);
  assert.equal(h.serviceEntry(id).time_total, 5 * 60, 'the entry ends at the last input');
});

test('no prompt after a lock when no timer ran', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  const shown = recordShown(h);
  await h.signIn();
  await lockedBetween('2026-03-10T10:10:00Z', '2026-03-10T10:20:00Z');
  await h.advance(MIN);
  assertNoPrompt(shown);
  assert.equal(h.stint.snapshot().running, null);
});

test('no prompt when idle detection is off', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  const shown = recordShown(h);
  const off = await h.stint.updateSettings({ idle: { enabled: false } });
  assert.equal(off.ok, true);
  const { id, key } = await timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });
  assert.equal(h.stint.snapshot().idle.detection, 'off');

  await lockedBetween('2026-03-10T10:10:00Z', '2026-03-10T10:20:00Z');
  await h.advance(MIN);
  assertNoPrompt(shown);
  assert.equal(h.serviceEntry(id).stopwatch_started_at, at('2026-03-10T10:00:00Z'), 'the timer runs on untouched');
});

test('no prompt when the timer was stopped elsewhere while the person was away', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  const shown = recordShown(h);
  const { id, key } = await timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });

  await stoppedElsewhereWhileLocked(h, id, { lockAt: '2026-03-10T10:10:00Z', stopAt: '2026-03-10T10:11:00Z', until: '2026-03-10T10:20:00Z' });
  assert.equal(h.stint.snapshot().running?.id, id, 'not read while locked: the engine still believes it runs');
  const mark = h.mark();
  h.ports.idle.emit('unlock');
  await h.settle();
  await h.advance(MIN);

  assertNoPrompt(shown);
  assert.equal(h.sentSince(mark)[0], 'GET /reports/detailed', 'the return is decided on a fresh read');
  assert.deepEqual(h.sentSince(mark).filter((r) => !r.startsWith('GET ')), [], 'nothing written');
  assert.equal(h.stint.snapshot().running, null);
  assert.equal(h.serviceEntry(id).time_total, 11 * 60, 'the stop made elsewhere stands');
});

test('a laptop closed overnight with a timer running asks "Still working?" on resume (not the away prompt); the last activity ends it at the suspend', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T17:30:00Z' });
  const { id, key } = await timerRunning(h, { projectId: PROJECT.website, description: 'Release notes' });
  await h.advanceTo('2026-03-10T18:00:00Z');
  h.ports.idle.emit('suspend');
  await h.settle();
  // Asleep: no timer of the engine fires until the lid opens at 08:00 the next day.
  await h.clock.jump(14 * 60 * MIN);
  h.ports.idle.emit('resume');
  await h.settle();

  assert.equal(h.stint.snapshot().idle.prompt, null);
  // Started after the usual end of the day (17:00): its day's end is the end of the day itself.
  assert.deepEqual(h.stint.snapshot().idle.stillWorking, { entryKey: key, endOfDayAt: at('2026-03-10T23:59:59Z'), lastActiveAt: at('2026-03-10T18:00:00Z') });
  assert.deepEqual(await h.stint.answerStillWorking('stop_at_activity'), { ok: true });
  await h.settle();
  const e = h.serviceEntry(id);
  assert.equal(e.stopwatch_started_at, null);
  assert.equal(e.date_execution, '2026-03-10');
  assert.equal(e.time_start, 17.5 * 3600);
  assert.equal(e.time_total, 30 * 60, 'the entry ends at 18:00, not the next morning');
  assert.equal(h.stint.snapshot().running, null);
});

test('an idle source that cannot tell makes detection limited, and a lock still prompts', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  h.ports.idle.setIdleSeconds(undefined);
  const shown = recordShown(h);
  const { id, key } = await timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });
  await h.advance(30 * SEC);
  assert.equal(h.stint.snapshot().idle.detection, 'limited');

  await lockedBetween('2026-03-10T10:10:00Z', '2026-03-10T10:20:00Z');
  assert.equal(h.stint.snapshot().idle.detection, 'limited');
  assert.deepEqual(h.stint.snapshot().idle.prompt, {
    since: at('2026-03-10T10:10:00Z'),
    until: at('2026-03-10T10:20:00Z'),
    entryKey: key,
    reason: 'lock',
  });
  assertPromptedAfterRead(shown, '2026-03-10T10:20:00Z');
});

test("choosing discard on the idle notification does what resolveIdle('discard') does", async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  const shown = recordShown(h);
  const { id, key } = await timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });
  await lockedBetween('2026-03-10T10:10:00Z', '2026-03-10T10:20:00Z');
  assertPromptedAfterRead(shown, '2026-03-10T10:20:00Z');

  h.ports.notifier.choose(IDLE, 'discard');
  await h.settle();
  const e = h.serviceEntry(id);
  assert.equal(e.stopwatch_started_at, null, 'stopped on the service');
  assert.equal(e.time_total, 600, 'ended at the lock');
  const s = h.stint.snapshot();
  assert.equal(s.idle.prompt, null);
  assert.equal(s.running, null);
  assert.equal(s.todayEntries.find((v) => v.id === id)?.timeEnd, '10:10:00');
});

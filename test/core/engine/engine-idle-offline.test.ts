// Away while offline, end to end: the real engine and the simulator on one manual clock. A
// person back from a break on a train is asked about the time away at once, from what the
// engine knows, not when the network returns; a read made later withdraws the question if
// the timer was stopped elsewhere meanwhile; and what they chose offline reaches the service
// as they meant it, folded with whatever else waited.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { lockedUntilUnlock, stoppedElsewhereWhileLocked, timerRunning } from '../support/away.ts';
import { recordShown, type ShownNotification } from '../support/shown-notifications.ts';
import type { IdleChoice } from '../../../main/core/stint-api.ts';
import type { TimeEntry } from '../../sim/model.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const SEC = 1_000;
const MIN = 60_000;
const IDLE = 'stint.idle';
/** What the prompt may wait for the read before it rests on what the engine knows. */
const PROMPT_WAIT = 5 * SEC;
const WITHDRAWN = 'The timer was stopped elsewhere while you were away; nothing to decide.';
const WHAT = 'Train notes';

const at = (iso: string): number => Date.parse(iso);

/** The timer runs on the service from the harness's start (10:00); answers its id and key. */
const timerRunningOnService = () => timerRunning(h, { projectId: PROJECT.website, description: WHAT });

/** The clock time from the unlock until the prompt is in the snapshot (Infinity: not within the wait). */
function promptWithinWait(): Promise<number> {
  return h.advanceUntil(() => h.stint.snapshot().idle.prompt !== null, PROMPT_WAIT);
}

function idleShown(shown: readonly ShownNotification[]): ShownNotification[] {
  return shown.filter((n) => n.id === IDLE);
}

function assertNotificationOnScreen(): void {
  const n = h.ports.notifier.open().find((o) => o.id === IDLE);
  assert.ok(n, 'the idle notification is on screen');
  assert.deepEqual(
    n.actions.map((a) => a.id),
    ['keep', 'discard', 'discard_continue'],
  );
}

function assertPromptFor(key: string, since: string, until: string): void {
  assert.deepEqual(h.stint.snapshot().idle.prompt, { since: at(since), until: at(until), entryKey: key, reason: 'lock' });
}

/** The entries of this test's timer on the service, oldest first. */
function ours(): TimeEntry[] {
  return h.serviceEntries((e) => e.description === WHAT).sort((a, b) => a.id - b.id);
}

/** Seconds an entry holds at the clock's instant, its running stopwatch included. */
function heldNow(e: TimeEntry): number {
  return e.time_total + (e.stopwatch_started_at === null ? 0 : Math.floor((h.clock.now() - e.stopwatch_started_at) / SEC));
}

/**
 * Moves the clock a second at a time until `done` holds or `limitMs` passed (Infinity then),
 * the engine quiet after each step but not settled: a refused read sleeps on this clock
 * before it is tried again (main/api/retry.ts), so while every request is refused the
 * engine settles only once time moves. Answers the clock time it took.
 */
async function stepUntil(done: () => boolean, limitMs: number): Promise<number> {
  const from = h.clock.now();
  for (;;) {
    if (done()) return h.clock.now() - from;
    if (h.clock.now() - from >= limitMs) return Number.POSITIVE_INFINITY;
    await h.step(SEC);
  }
}

const secondsOfDay = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 3600 + Number(hhmm.slice(3, 5)) * 60;

test('offline, as the OS says: back from a 30-minute lock, the prompt comes within 5 s and a notification shows', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  const shown = recordShown(h);
  const { id, key } = await timerRunningOnService();
  h.setOnline(false);

  await lockedUntilUnlock(h, '2026-03-10T10:10:00Z', '2026-03-10T10:40:00Z');
  const mark = h.mark();
  assert.ok((await promptWithinWait()) <= PROMPT_WAIT, 'the prompt came within 5 s of the unlock');
  assertPromptFor(key, '2026-03-10T10:10:00Z', '2026-03-10T10:40:00Z');
  assertNotificationOnScreen();
  assert.equal(idleShown(shown).length, 1, 'one idle notification');
  assert.deepEqual(h.sentSince(mark), [], 'asked without a request');

  // No read can be made: that withdraws nothing, and the person is not asked twice.
  await h.advance(10 * MIN);
  assertPromptFor(key, '2026-03-10T10:10:00Z', '2026-03-10T10:40:00Z');
  assertNotificationOnScreen();
  assert.equal(idleShown(shown).length, 1);
  assert.equal(h.stint.snapshot().notice, null);
  assert.notEqual(h.serviceEntry(id).stopwatch_started_at, null, 'nothing decided for the person');
});

test('online as the OS says, but every request refused: the prompt comes within 5 s of the unlock', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  const shown = recordShown(h);
  const { key } = await timerRunningOnService();
  // The network is gone without the OS knowing: the engine must try, and fail, to learn it.
  h.offline = true;

  await stepUntil(() => false, at('2026-03-10T10:10:00Z') - h.clock.now());
  h.ports.idle.emit('lock');
  await stepUntil(() => false, at('2026-03-10T10:40:00Z') - h.clock.now());
  h.ports.idle.emit('unlock');
  assert.ok((await stepUntil(() => h.stint.snapshot().idle.prompt !== null, PROMPT_WAIT)) <= PROMPT_WAIT, 'the prompt came within 5 s of the unlock');
  assertPromptFor(key, '2026-03-10T10:10:00Z', '2026-03-10T10:40:00Z');
  assertNotificationOnScreen();

  // Reads that keep failing say nothing about the timer: the question stays.
  await stepUntil(() => false, 10 * MIN);
  assert.ok(
    h.wire.some((r) => r.path === '/reports/detailed' && r.at > at('2026-03-10T10:40:00Z') && r.status === 'refused'),
    'reads were tried and refused',
  );
  assertPromptFor(key, '2026-03-10T10:10:00Z', '2026-03-10T10:40:00Z');
  assert.equal(idleShown(shown).length, 1);
  assert.equal(h.stint.snapshot().notice, null);

  h.offline = false;
  await stepUntil(() => false, 5 * SEC);
  await h.settle();
});

test('online with the service working: the fresh read comes first, then the prompt, as before', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  const shown = recordShown(h);
  const { key } = await timerRunningOnService();

  await lockedUntilUnlock(h, '2026-03-10T10:10:00Z', '2026-03-10T10:40:00Z');
  const mark = h.mark();
  await h.settle();
  assertPromptFor(key, '2026-03-10T10:10:00Z', '2026-03-10T10:40:00Z');
  const prompts = idleShown(shown);
  assert.equal(prompts.length, 1, 'one idle notification');
  assert.equal(prompts[0]!.at, at('2026-03-10T10:40:00Z'));
  assert.equal(h.sentSince(mark)[0], 'GET /reports/detailed', 'the unlock is decided on a fresh read');
  const read = h.wire.slice(0, prompts[0]!.wireBefore).filter((r) => r.path === '/reports/detailed').at(-1);
  assert.equal(read?.at, at('2026-03-10T10:40:00Z'));
  assert.equal(read?.status, 200, 'the read answered before the prompt');

  await h.advance(10 * MIN);
  assertPromptFor(key, '2026-03-10T10:10:00Z', '2026-03-10T10:40:00Z');
  assert.equal(h.stint.snapshot().notice, null);
});

test('a read still unanswered 5 s after the unlock: the prompt comes then; its late answer withdraws it when the timer was stopped elsewhere', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z', heldLatency: true });
  const { id, key } = await timerRunningOnService();
  await stoppedElsewhereWhileLocked(h, id, { lockAt: '2026-03-10T10:10:00Z', stopAt: '2026-03-10T10:11:00Z', until: '2026-03-10T10:20:00Z' });
  assert.equal(h.stint.snapshot().running?.id, id, 'not read while locked: the engine still believes it runs');
  // Every read of the running state now takes 10 s to answer (below the 15 s request timeout).
  await h.sim.control.faults({ latency_ms: 10_000, path_prefix: '/reports' });

  h.ports.idle.emit('unlock');
  await h.quiet();
  const unlockedAt = h.clock.now();
  assert.equal(h.stint.snapshot().idle.prompt, null, 'not before the read had its chance');
  await h.step(PROMPT_WAIT - SEC);
  assert.equal(h.stint.snapshot().idle.prompt, null, 'still waiting for the read 4 s on');
  await h.step(SEC);
  assert.equal(h.clock.now() - unlockedAt, PROMPT_WAIT);
  assertPromptFor(key, '2026-03-10T10:10:00Z', '2026-03-10T10:20:00Z');
  assertNotificationOnScreen();

  await h.step(5 * SEC);
  const s = h.stint.snapshot();
  assert.equal(s.idle.prompt, null, 'the late answer withdrew the prompt');
  assert.ok(!h.ports.notifier.open().some((n) => n.id === IDLE), 'and closed the notification');
  assert.equal(s.notice?.message, WITHDRAWN);
  assert.equal(s.running, null);
  await h.sim.control.faults({});
  assert.equal(h.serviceEntry(id).time_total, 11 * MIN / SEC, 'the stop made elsewhere stands');
});

test('offline prompt, the timer stopped elsewhere meanwhile: the read after the network returns withdraws it and says so', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  const { id, key } = await timerRunningOnService();
  h.setOnline(false);
  await stoppedElsewhereWhileLocked(h, id, { lockAt: '2026-03-10T10:10:00Z', stopAt: '2026-03-10T10:20:00Z', until: '2026-03-10T10:40:00Z' });
  h.ports.idle.emit('unlock');
  await h.settle();
  assertPromptFor(key, '2026-03-10T10:10:00Z', '2026-03-10T10:40:00Z');
  assertNotificationOnScreen();
  assert.equal(h.stint.snapshot().running?.id, id, 'offline, the engine still believes it runs');

  await h.advanceTo('2026-03-10T10:45:00Z');
  const mark = h.mark();
  h.setOnline(true);
  await h.settle();

  const s = h.stint.snapshot();
  assert.equal(s.idle.prompt, null, 'the prompt is withdrawn');
  assert.ok(!h.ports.notifier.open().some((n) => n.id === IDLE), 'the notification is closed');
  assert.equal(s.notice?.level, 'info');
  assert.equal(s.notice?.message, WITHDRAWN);
  assert.equal(s.running, null);
  assert.deepEqual(h.sentSince(mark).filter((r) => !r.startsWith('GET ')), [], 'nothing written');
  assert.equal(h.serviceEntry(id).time_total, 20 * MIN / SEC, 'the stop made elsewhere stands');
  assert.deepEqual(await h.stint.resolveIdle('discard'), { ok: false, message: 'There is no idle time to decide on.', fields: {} });
});

/** What the service must hold at 10:46 for each choice made at 10:40 about a timer run from 10:00, away 10:10–10:40. */
function assertServiceHolds(choice: IdleChoice): void {
  const entries = ours();
  const running = entries.filter((e) => e.stopwatch_started_at !== null);
  const first = entries[0]!;
  assert.equal(first.date_execution, '2026-03-10');
  assert.equal(first.time_start, secondsOfDay('10:00'));
  if (choice === 'keep') {
    assert.equal(entries.length, 1, 'one entry, no duplicate');
    assert.equal(running.length, 1, 'still running');
    assert.equal(heldNow(first), 46 * 60, 'the time away kept: 10:00 to now');
    return;
  }
  assert.equal(first.stopwatch_started_at, null, 'the entry is finished');
  assert.equal(first.time_total, 10 * 60, 'it ends at the lock');
  if (choice === 'discard') {
    assert.equal(entries.length, 1, 'one entry, no duplicate');
    assert.equal(running.length, 0, 'nothing runs');
    return;
  }
  assert.equal(entries.length, 2, 'the finished entry and the new run');
  const next = entries[1]!;
  assert.equal(running[0]?.id, next.id, 'the new one runs');
  assert.equal(next.project_id, PROJECT.website);
  assert.equal(next.time_start, secondsOfDay('10:40'), 'from the return');
  assert.equal(heldNow(next), 6 * 60, 'holding the time since the return');
}

for (const startedOffline of [false, true]) {
  for (const choice of ['keep', 'discard', 'discard_continue'] as const) {
    const started = startedOffline ? 'started offline (its create still queued)' : 'started online';
    test(`${choice} chosen offline about a timer ${started}: back online, the service holds what was meant`, async () => {
      h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
      await h.signIn();
      if (startedOffline) h.setOnline(false);
      assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: WHAT }), { ok: true });
      await h.settle();
      h.setOnline(false);
      const key = h.stint.snapshot().running!.key;

      await lockedUntilUnlock(h, '2026-03-10T10:10:00Z', '2026-03-10T10:40:00Z');
      await h.settle();
      assertPromptFor(key, '2026-03-10T10:10:00Z', '2026-03-10T10:40:00Z');
      assert.deepEqual(await h.stint.resolveIdle(choice), { ok: true });
      await h.settle();
      assert.equal(h.stint.snapshot().idle.prompt, null);
      assert.ok(!h.ports.notifier.open().some((n) => n.id === IDLE), 'the notification is gone');

      await h.advanceTo('2026-03-10T10:45:00Z');
      const mark = h.mark();
      h.setOnline(true);
      await h.settle();
      await h.advanceTo('2026-03-10T10:46:00Z');
      assert.equal(h.stint.snapshot().sync.queued, 0, 'the outbox drained');
      assertServiceHolds(choice);
      if (startedOffline && choice === 'discard') {
        assert.deepEqual(
          h.sentSince(mark).filter((r) => !r.startsWith('GET ')),
          ['POST /time-entries'],
          'the queued start and the discard went as one finished entry',
        );
      }
      const s = h.stint.snapshot();
      assert.equal(s.running === null, choice === 'discard', 'the window agrees on whether a timer runs');
      assert.equal(s.idle.prompt, null);
      assert.equal(s.notice, null);
    });
  }
}

test('prompt made offline about a timer started offline; the network returns before the answer: discard still ends it at the lock', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  await h.signIn();
  h.setOnline(false);
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: WHAT }), { ok: true });
  const key = h.stint.snapshot().running!.key;
  await lockedUntilUnlock(h, '2026-03-10T10:10:00Z', '2026-03-10T10:40:00Z');
  await h.settle();
  assertPromptFor(key, '2026-03-10T10:10:00Z', '2026-03-10T10:40:00Z');

  // The start reaches the service only now, late: the service runs it from 10:45 with the
  // time since 10:00 credited. It is the same run, and the question still stands.
  await h.advanceTo('2026-03-10T10:45:00Z');
  h.setOnline(true);
  await h.settle();
  assert.equal(h.stint.snapshot().sync.queued, 0);
  assertPromptFor(key, '2026-03-10T10:10:00Z', '2026-03-10T10:40:00Z');
  assert.equal(h.stint.snapshot().notice, null);

  await h.advanceTo('2026-03-10T10:46:00Z');
  assert.deepEqual(await h.stint.resolveIdle('discard'), { ok: true });
  await h.settle();
  assertServiceHolds('discard');
  assert.equal(h.stint.snapshot().todayEntries.find((v) => v.key === key)?.totalSeconds, 10 * 60);
});

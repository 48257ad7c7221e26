// A run that crosses the account's midnight ends where the person meant it, whichever way its
// stop reaches the service: the entry ends at 23:59:59 of its own day and the rest of the
// meant time is the next day's entry from 00:00:00, as quick entry saves it. The service
// refuses an entry that ends past 23:59:59 (contract.md 4), so the total correction alone
// could not say it. End to end on the manual clock against the simulator (zone UTC).
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import type { TimeEntry } from '../../sim/model.ts';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { lockedUntilUnlock, timerRunning } from '../support/away.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const hm = (h: number, m: number): number => h * 3600 + m * 60;
const LAST = 86_399;
/** Long stretches move in bigger steps (nothing is asked of the engine meanwhile but polls). */
const LONG_STEP = 30_000;

/** The service's entries described `description`, by date then start: [date, start, total]. */
function days(description: string): [string, number, number][] {
  return h
    .serviceEntries((e: TimeEntry) => e.description === description)
    .map((e): [string, number, number] => [e.date_execution, e.time_start, e.time_total])
    .sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]);
}

function nothingRuns(): void {
  assert.deepEqual(h.serviceEntries((e) => e.stopwatch_started_at !== null).map((e) => e.description), [], 'nothing runs on the service');
  assert.equal(h.stint.snapshot().running, null, 'nor in the window');
  assert.equal(h.stint.snapshot().sync.queued, 0, 'the outbox drained');
}

/** A timer on Website described `description` from `iso`. */
async function runningFrom(iso: string, description: string): Promise<number> {
  h = await EngineHarness.start({ now: iso });
  return (await timerRunning(h, { projectId: PROJECT.website, description })).id;
}

/**
 * A timer on Website described `description` from `startIso`, the screen locked from
 * `lockIso` to `unlockIso`, the away prompt on screen. "Still working?" is off: it would ask
 * about a night first.
 */
async function awayPrompt(startIso: string, description: string, lockIso: string, unlockIso: string): Promise<void> {
  await runningFrom(startIso, description);
  assert.equal((await h.stint.updateSettings({ idle: { stillWorkingMinutes: null } })).ok, true);
  await lockedUntilUnlock(h, lockIso, unlockIso);
  await h.settle();
  await h.advance(10_000);
  assert.ok(h.stint.snapshot().idle.prompt, 'the away prompt is on screen');
}

test('a timer from 23:00 stopped at 00:15 and sent at once: 23:00-23:59:59 and 00:00-00:15 of the next day', async () => {
  await runningFrom('2026-03-10T23:00:00Z', 'Late night');
  await h.advanceTo('2026-03-11T00:15:00Z');
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.settle();
  assert.deepEqual(days('Late night'), [
    ['2026-03-10', hm(23, 0), LAST - hm(23, 0)],
    ['2026-03-11', 0, 15 * 60],
  ]);
  nothingRuns();
});

test('the same stop sent at 09:00 after an offline night: 1:15 meant, not the night', async () => {
  await runningFrom('2026-03-10T23:00:00Z', 'Late night');
  await h.advanceTo('2026-03-11T00:10:00Z');
  h.setOnline(false);
  await h.advanceTo('2026-03-11T00:15:00Z');
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.advanceTo('2026-03-11T09:00:00Z', LONG_STEP);
  h.setOnline(true);
  await h.advance(60_000);
  assert.deepEqual(days('Late night'), [
    ['2026-03-10', hm(23, 0), LAST - hm(23, 0)],
    ['2026-03-11', 0, 15 * 60],
  ]);
  nothingRuns();
});

test('a night away booked with Book it to…: the timer ends at the lock after midnight, the night is the booking only', async () => {
  await awayPrompt('2026-03-10T16:30:00Z', 'Evening work', '2026-03-11T00:15:00Z', '2026-03-11T09:15:00Z');
  assert.deepEqual(await h.stint.bookIdle({ projectId: PROJECT.internal, description: 'Night', continueTimer: false }), { ok: true });
  await h.settle();
  await h.advance(60_000);
  assert.deepEqual(days('Evening work'), [
    ['2026-03-10', hm(16, 30), LAST - hm(16, 30)],
    ['2026-03-11', 0, 15 * 60],
  ]);
  assert.deepEqual(days('Night'), [['2026-03-11', hm(0, 15), 9 * 3600]]);
  nothingRuns();
});

test('Discard of an absence that began after midnight: the timer ends at the lock, split at midnight', async () => {
  await awayPrompt('2026-03-10T23:00:00Z', 'Late night', '2026-03-11T00:30:00Z', '2026-03-11T08:00:00Z');
  assert.deepEqual(await h.stint.resolveIdle('discard'), { ok: true });
  await h.settle();
  await h.advance(60_000);
  assert.deepEqual(days('Late night'), [
    ['2026-03-10', hm(23, 0), LAST - hm(23, 0)],
    ['2026-03-11', 0, 30 * 60],
  ]);
  nothingRuns();
});

/**
 * A timer on Website from `startIso`, the person away from `leftIso` (the idle reading says
 * so 6:40 later, threshold 5 minutes), "Still working?" answered at 00:40 with Stop at the
 * last activity. Answers that last activity as the question offered it.
 */
async function stoppedAtLastActivity(startIso: string, leftIso: string): Promise<number> {
  h = await EngineHarness.start({ now: startIso });
  await h.signIn();
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'Deploy' }), { ok: true });
  await h.settle();
  await h.advanceTo(new Date(Date.parse(leftIso) + 400_000).toISOString());
  h.ports.idle.setIdleSeconds(400);
  await h.advanceTo('2026-03-11T00:40:00Z');
  const q = h.stint.snapshot().idle.stillWorking;
  assert.ok(q?.lastActiveAt, JSON.stringify(h.stint.snapshot().idle));
  assert.ok(Math.abs(q.lastActiveAt - Date.parse(leftIso)) <= 15_000, new Date(q.lastActiveAt).toISOString());
  h.ports.idle.setIdleSeconds(0);
  assert.deepEqual(await h.stint.answerStillWorking('stop_at_activity'), { ok: true });
  await h.settle();
  await h.advance(60_000);
  return q.lastActiveAt;
}

test('Still working? asked after midnight of a timer left at 23:50, answered at 00:40 with Stop at the last activity: ends at 23:50', async () => {
  const last = await stoppedAtLastActivity('2026-03-10T22:00:00Z', '2026-03-10T23:50:00Z');
  assert.deepEqual(days('Deploy'), [['2026-03-10', hm(22, 0), Math.floor((last - Date.parse('2026-03-10T22:00:00Z')) / 1000)]]);
  nothingRuns();
});

test('Still working? asked at 00:15 of a timer from 23:45 left at 00:05, answered at 00:40 with Stop at the last activity: split at midnight', async () => {
  // Asked 30 minutes into the run, on its next day: the person left before, so the question offers 00:05.
  const last = await stoppedAtLastActivity('2026-03-10T23:45:00Z', '2026-03-11T00:05:00Z');
  assert.deepEqual(days('Deploy'), [
    ['2026-03-10', hm(23, 45), LAST - hm(23, 45)],
    ['2026-03-11', 0, Math.floor((last - Date.parse('2026-03-11T00:00:00Z')) / 1000)],
  ]);
  nothingRuns();
});

/** "Before" from 22:00 split at 23:30 into "After": After runs, is stopped at 00:45, and the service holds each day's part. */
async function afterCutAt2330StoppedAt0045(): Promise<void> {
  assert.equal(h.stint.snapshot().running?.description, 'After', 'the new timer runs');
  await h.advanceTo('2026-03-11T00:45:00Z');
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.settle();
  assert.deepEqual(days('Before'), [['2026-03-10', hm(22, 0), 90 * 60]]);
  assert.deepEqual(days('After'), [
    ['2026-03-10', hm(23, 30), LAST - hm(23, 30)],
    ['2026-03-11', 0, 45 * 60],
  ]);
  nothingRuns();
}

test('the running timer split at 23:30 offline, sent after midnight, then stopped: 22:00-23:30, 23:30-23:59:59, 00:00-00:45', async () => {
  await runningFrom('2026-03-10T22:00:00Z', 'Before');
  const running = h.stint.snapshot().running!;
  await h.advanceTo('2026-03-10T23:45:00Z');
  h.setOnline(false);
  assert.ok((await h.stint.splitEntry({ entryKey: running.key, at: '23:30', description: 'After' })).ok);
  await h.advanceTo('2026-03-11T00:30:00Z', LONG_STEP);
  h.setOnline(true);
  await h.advance(60_000);
  await afterCutAt2330StoppedAt0045();
});

// Found on the command line: at 00:30, `split running 11:55 PM` of a timer from last night
// was read as tonight's 11:55 PM and refused as later than now.
test('the running timer split after midnight at a time of last night (23:30 typed at 00:30): 22:00-23:30, 23:30-23:59:59, 00:00-00:45', async () => {
  await runningFrom('2026-03-10T22:00:00Z', 'Before');
  const running = h.stint.snapshot().running!;
  await h.advanceTo('2026-03-11T00:30:00Z', LONG_STEP);
  const r = await h.stint.splitEntry({ entryKey: running.key, at: '23:30', description: 'After' });
  assert.ok(r.ok, JSON.stringify(r));
  await h.settle();
  await afterCutAt2330StoppedAt0045();
});

// On a 12-hour clock the same cut typed without AM/PM: `11:30` at 00:30 is inside the run
// only as last night's 11:30 PM (this morning's 11:30 AM is still to come, last night's
// 11:30 AM before the run began).
test('the running timer split after midnight at `11:30` typed without AM/PM on a 12-hour clock: read as last night\'s 11:30 PM', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T22:00:00Z', locale: 'en-US' });
  await timerRunning(h, { projectId: PROJECT.website, description: 'Before' });
  assert.equal(h.stint.snapshot().display.hourCycle, 'h12');
  await h.advanceTo('2026-03-11T00:30:00Z', LONG_STEP);
  const r = await h.stint.splitEntry({ entryKey: h.stint.snapshot().running!.key, at: '11:30', description: 'After' });
  assert.ok(r.ok, JSON.stringify(r));
  await h.settle();
  await afterCutAt2330StoppedAt0045();
});

test('a time still to come today, typed after midnight for a timer from last night, is read as last night\'s: 21:00, before the run began, is refused as such', async () => {
  await runningFrom('2026-03-10T22:00:00Z', 'Before');
  const running = h.stint.snapshot().running!;
  await h.advanceTo('2026-03-11T00:30:00Z', LONG_STEP);
  const r = await h.stint.splitEntry({ entryKey: running.key, at: '21:00', description: 'After' });
  assert.equal(r.ok, false);
  assert.ok(!r.ok && /^Pick a time after this timer started \(22:00\)\.$/.test(r.message), !r.ok ? r.message : '');
  assert.equal(h.stint.snapshot().running?.description, 'Before');
});

test('a run across two midnights stopped offline: three entries, one a whole day', async () => {
  await runningFrom('2026-03-10T23:00:00Z', 'Marathon');
  h.setOnline(false);
  await h.advanceTo('2026-03-12T00:20:00Z', 60_000);
  assert.deepEqual(await h.stint.stop(), { ok: true });
  h.setOnline(true);
  await h.advance(60_000);
  assert.deepEqual(days('Marathon'), [
    ['2026-03-10', hm(23, 0), LAST - hm(23, 0)],
    ['2026-03-11', 0, LAST],
    ['2026-03-12', 0, 20 * 60],
  ]);
  nothingRuns();
});

/**
 * Runs `scenario` once per outbox write from the `first`-th on and per kill point, killing
 * the engine (as kill -9) at that write, then a new engine over the same files; `check`
 * looks at the service after each. Ends once a run finishes before the write it was to kill
 * at; answers the writes that were killed at.
 */
async function killedAtEachWrite(first: number, points: readonly ('before' | 'after')[], scenario: () => Promise<() => Promise<unknown>>, check: (where: string) => Promise<void>): Promise<number> {
  for (let k = first; ; k++) {
    for (const point of points) {
      const act = await scenario();
      let writes = 0;
      let killed = false;
      h.onStoreWrite((key) => {
        if (key === 'outbox' && ++writes === k) void h.killAtWrite(point).then(() => (killed = true));
      });
      void act();
      await h.quiet();
      if (killed) {
        await h.reopen();
        await h.settle();
        await h.advance(60_000, 10_000);
      } else await h.settle();
      // The check's own commands are not killed.
      h.onStoreWrite(null);
      h.disarm();
      await check(`killed ${point} outbox write ${k}`);
      await h.close();
      if (!killed) return k - first;
    }
  }
}

test('killed at any outbox write while a stop past midnight is sent: the entry and its next day are on the service once each', async () => {
  // Write 1 is the Stop's own append: the click is kept from there on.
  const writes = await killedAtEachWrite(
    2,
    ['before', 'after'],
    async () => {
      await runningFrom('2026-03-10T23:50:00Z', 'Late night');
      await h.advanceTo('2026-03-11T00:05:00Z', LONG_STEP);
      return () => h.stint.stop();
    },
    async (where) => {
      assert.deepEqual(days('Late night'), [['2026-03-10', hm(23, 50), LAST - hm(23, 50)], ['2026-03-11', 0, 5 * 60]], where);
      nothingRuns();
    },
  );
  assert.ok(writes > 4, `the stop, its correction and the next day's create each killed around (${writes} writes)`);
});

test('killed at any outbox write while a switch made offline at 23:55 is sent at 00:10: its 23:55-23:59:59 and the run from 00:00 are on the service once each', async () => {
  const writes = await killedAtEachWrite(
    1,
    ['before'],
    async () => {
      await runningFrom('2026-03-10T23:40:00Z', 'Before');
      h.setOnline(false);
      await h.advanceTo('2026-03-10T23:55:00Z', LONG_STEP);
      assert.deepEqual(await h.stint.start({ projectId: PROJECT.internal, description: 'After' }), { ok: true });
      await h.advanceTo('2026-03-11T00:10:00Z', LONG_STEP);
      return async () => h.setOnline(true);
    },
    async (where) => {
      await h.advanceTo('2026-03-11T00:20:00Z', 10_000);
      assert.deepEqual(await h.stint.stop(), { ok: true });
      await h.settle();
      assert.deepEqual(days('Before'), [['2026-03-10', hm(23, 40), 15 * 60]], where);
      assert.deepEqual(days('After'), [['2026-03-10', hm(23, 55), LAST - hm(23, 55)], ['2026-03-11', 0, 20 * 60]], where);
      nothingRuns();
    },
  );
  assert.ok(writes > 4, `the earlier day's create, the run's create and start, the replaced total each killed around (${writes} writes)`);
});

test('a switch at 00:15 from a timer started at 23:00: the replaced entry ends at 23:59:59, its 00:00-00:15 is the next day\'s', async () => {
  await runningFrom('2026-03-10T23:00:00Z', 'Late night');
  await h.advanceTo('2026-03-11T00:15:00Z');
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.internal, description: 'Next' }), { ok: true });
  await h.settle();
  await h.advanceTo('2026-03-11T00:30:00Z');
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.settle();
  assert.deepEqual(days('Late night'), [
    ['2026-03-10', hm(23, 0), LAST - hm(23, 0)],
    ['2026-03-11', 0, 15 * 60],
  ]);
  assert.deepEqual(days('Next'), [['2026-03-11', hm(0, 15), 15 * 60]]);
  nothingRuns();
});

test('the same switch made offline and sent at 01:00: the replaced entry still ends at the click, split at midnight', async () => {
  await runningFrom('2026-03-10T23:00:00Z', 'Late night');
  await h.advanceTo('2026-03-11T00:05:00Z');
  h.setOnline(false);
  await h.advanceTo('2026-03-11T00:15:00Z');
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.internal, description: 'Next' }), { ok: true });
  await h.advanceTo('2026-03-11T01:00:00Z', LONG_STEP);
  h.setOnline(true);
  await h.advanceTo('2026-03-11T01:30:00Z');
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.settle();
  assert.deepEqual(days('Late night'), [
    ['2026-03-10', hm(23, 0), LAST - hm(23, 0)],
    ['2026-03-11', 0, 15 * 60],
  ]);
  assert.deepEqual(days('Next'), [['2026-03-11', hm(0, 15), 75 * 60]]);
  nothingRuns();
});

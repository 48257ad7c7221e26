// "Still working?" end to end on the manual clock against the simulator: asked once, 30
// minutes (the default margin) after the working day ends (17:00 in these hours), of a timer
// that ran at the end; answered by stopping at the end of the day or at the last activity, or
// by keeping it; a timer found running after a night asks on the first use; offline then back
// and a restart between the answer and the send; never while the away prompt asks.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { timerRunning } from '../support/away.ts';
import { STILL_WORKING_NOTIFICATION_ID } from '../../../main/core/attention/still-working-notification.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const at = (iso: string): number => Date.parse(iso);
const MIN = 60_000;

/** Tuesday 2026-03-10, working hours 09:00-17:00 (UTC), a timer on Website from 16:00. */
async function runningFromFour(): Promise<number> {
  h = await EngineHarness.start({ now: '2026-03-10T16:00:00Z' });
  await h.signIn();
  assert.equal((await h.stint.updateSettings({ workingHours: { days: [1, 2, 3, 4, 5], windows: [{ start: '09:00', end: '17:00' }] } })).ok, true);
  const { id } = await timerRunning(h, { projectId: PROJECT.website, description: 'Release' });
  return id;
}

const question = () => h.stint.snapshot().idle.stillWorking;
const asked = () => h.ports.notifier.history.filter((n) => n.id === STILL_WORKING_NOTIFICATION_ID);

test('asked once 30 minutes after the day ends; Stop at 17:00 ends the entry there', async () => {
  const id = await runningFromFour();
  await h.advanceTo('2026-03-10T17:29:00Z');
  assert.equal(question(), null, 'not before the margin');
  await h.advanceTo('2026-03-10T17:31:00Z');
  assert.equal(question()?.endOfDayAt, at('2026-03-10T17:00:00Z'));
  assert.equal(asked().length, 1);
  assert.equal(asked()[0]!.title, 'Still working?');
  assert.deepEqual(await h.stint.answerStillWorking('stop_at_end'), { ok: true });
  assert.equal(question(), null);
  assert.equal(h.stint.snapshot().running, null);
  await h.settle();
  assert.deepEqual([h.serviceEntry(id).time_total, h.serviceEntry(id).stopwatch_started_at], [3600, null]);
});

test('Keep: the timer runs on and the question is not asked again for this run', async () => {
  const id = await runningFromFour();
  await h.advanceTo('2026-03-10T17:31:00Z');
  assert.ok(question());
  assert.deepEqual(await h.stint.answerStillWorking('keep'), { ok: true });
  await h.advanceTo('2026-03-10T19:00:00Z');
  assert.equal(question(), null);
  assert.equal(asked().length, 1);
  assert.equal(h.stint.snapshot().running?.id, id);
});

test('away at the end of the day: asked while away, with the last activity; no away prompt on the return; Stop there from the notification', async () => {
  const id = await runningFromFour();
  // The person leaves at 17:10: the idle reading says so at 17:16:40 (threshold 5 minutes).
  await h.advanceTo('2026-03-10T17:16:40Z');
  h.ports.idle.setIdleSeconds(400);
  await h.advanceTo('2026-03-10T17:31:00Z');
  const q = question();
  assert.ok(q, 'asked while away: the question waits for the person');
  assert.ok(q.lastActiveAt !== null && Math.abs(q.lastActiveAt - at('2026-03-10T17:10:00Z')) <= 15_000, String(q.lastActiveAt));
  assert.ok(asked()[0]!.actions?.some((a) => a.id === 'stop_at_activity' && /^Stop at 17:(09|10)/.test(a.label)), JSON.stringify(asked()[0]));
  h.ports.idle.setIdleSeconds(0);
  await h.advanceTo('2026-03-10T18:00:00Z');
  assert.equal(h.stint.snapshot().idle.prompt, null, 'the away prompt does not ask the same again');
  h.ports.notifier.choose(STILL_WORKING_NOTIFICATION_ID, 'stop_at_activity');
  await h.settle();
  assert.equal(h.stint.snapshot().running, null);
  assert.equal(h.serviceEntry(id).time_total, Math.floor((q.lastActiveAt - at('2026-03-10T16:00:00Z')) / 1000));
});

test('asleep over the end of the day: on waking, "Still working?" asks instead of the away prompt, with the sleep as the last activity', async () => {
  const id = await runningFromFour();
  await h.advanceTo('2026-03-10T16:50:00Z');
  h.ports.idle.emit('suspend');
  await h.settle();
  // Asleep: no tick runs until the machine wakes, so the clock jumps in one step.
  await h.clock.jump(at('2026-03-11T08:30:00Z') - h.clock.now());
  h.ports.idle.emit('resume');
  await h.advance(30_000);
  assert.equal(h.stint.snapshot().idle.prompt, null);
  const q = question();
  assert.deepEqual([q?.endOfDayAt, q?.lastActiveAt], [at('2026-03-10T17:00:00Z'), at('2026-03-10T16:50:00Z')]);
  assert.deepEqual(await h.stint.answerStillWorking('stop_at_activity'), { ok: true });
  await h.settle();
  assert.equal(h.serviceEntry(id).time_total, 50 * 60);
});

test('a timer found running after a night asks on the first use; offline, the stop waits and a restart sends it once', async () => {
  const id = await runningFromFour();
  assert.equal((await h.stint.updateSettings({ idle: { stillWorkingMinutes: 60 } })).ok, true);
  await h.stint.close();
  await h.advanceTo('2026-03-11T08:45:00Z');
  h.setOnline(false);
  await h.restart();
  await h.advance(30_000);
  assert.equal(question()?.endOfDayAt, at('2026-03-10T17:00:00Z'), 'yesterday at the end of the day');
  assert.deepEqual(await h.stint.answerStillWorking('stop_at_end'), { ok: true });
  await h.settle();
  assert.equal(h.stint.snapshot().sync.queued, 1);
  await h.stint.close();
  await h.restartOnline();
  assert.deepEqual([h.serviceEntry(id).time_total, h.serviceEntry(id).stopwatch_started_at], [3600, null]);
});

test('not while the away prompt asks; Keep there counts as the answer for this run', async () => {
  await runningFromFour();
  await h.advanceTo('2026-03-10T16:20:00Z');
  h.ports.idle.emit('lock');
  await h.settle();
  await h.advanceTo('2026-03-10T16:40:00Z');
  h.ports.idle.emit('unlock');
  await h.advance(30_000);
  assert.ok(h.stint.snapshot().idle.prompt, 'the away prompt asks');
  await h.advanceTo('2026-03-10T17:45:00Z');
  assert.equal(question(), null, 'one question at a time');
  assert.deepEqual(await h.stint.resolveIdle('keep'), { ok: true });
  await h.advance(5 * MIN);
  assert.equal(question(), null);
  assert.equal(asked().length, 0);
});

test('a margin of null never asks; a timer started after the end of the day is not asked about that day', async () => {
  await runningFromFour();
  assert.equal((await h.stint.updateSettings({ idle: { stillWorkingMinutes: null } })).ok, true);
  await h.advanceTo('2026-03-10T18:00:00Z');
  assert.equal(question(), null);
  assert.equal((await h.stint.updateSettings({ idle: { stillWorkingMinutes: 30 } })).ok, true);
  await h.stint.stop();
  await h.stint.start({ projectId: PROJECT.website, description: 'Evening fix' });
  await h.advanceTo('2026-03-10T20:00:00Z');
  assert.equal(question(), null, 'it began after 17:00');
});

test('Keep, then a restart and a start moved earlier: the same question is not asked again; the next morning (from the move, the person\'s word) and the next evening it is', async () => {
  const id = await runningFromFour();
  await h.advanceTo('2026-03-10T17:31:00Z');
  assert.ok(question());
  assert.deepEqual(await h.stint.answerStillWorking('keep'), { ok: true });
  await h.settle();
  await h.stint.close();
  await h.restart();
  await h.advance(60_000);
  assert.equal(question(), null, 'not asked again after the restart');
  // Over the day's "Client call": confirmed, as the window asks.
  assert.deepEqual(await h.stint.setRunningStart({ minutesAgo: 180, confirmOverlap: true }), { ok: true });
  await h.advance(60_000);
  assert.equal(question(), null, 'not asked again for the start moved earlier');
  // Found running the next morning, after a night: asked once more, about the evening before.
  // The move at 17:32 said the person worked then: the stop offered is not before it but at
  // the end of that day, as for a timer started after the working day.
  await h.advanceTo('2026-03-11T08:45:00Z');
  assert.equal(question()?.endOfDayAt, at('2026-03-10T23:59:59Z'));
  assert.deepEqual(await h.stint.answerStillWorking('keep'), { ok: true });
  await h.advance(60_000);
  assert.equal(question(), null, 'once that morning');
  // Still running that evening: another working day's end.
  await h.advanceTo('2026-03-11T17:31:00Z');
  assert.equal(question()?.endOfDayAt, at('2026-03-11T17:00:00Z'));
  assert.equal(h.stint.snapshot().running?.id, id);
});

test('a start moved earlier while the question waits answers it: the question goes, the entry runs on from its new start, and that evening is not asked again', async () => {
  const id = await runningFromFour();
  await h.advanceTo('2026-03-10T17:31:00Z');
  assert.ok(question());
  assert.deepEqual(await h.stint.setRunningStart({ minutesAgo: 120 }), { ok: true });
  assert.equal(question(), null, 'the person said they are working: Stop at 17:00 would drop the half hour since');
  assert.ok(!h.ports.notifier.open().some((n) => n.id === STILL_WORKING_NOTIFICATION_ID), 'the notification is withdrawn too');
  assert.equal((await h.stint.answerStillWorking('stop_at_end')).ok, false, 'nothing left to answer');
  await h.advanceTo('2026-03-10T22:00:00Z');
  assert.equal(question(), null);
  assert.equal(asked().length, 1);
  assert.equal(h.stint.snapshot().running?.id, id);
});

test("issue 69: a timer started after the working day and moved to the last stop is not asked about that evening, nor after a restart", async () => {
  h = await EngineHarness.start({ now: '2026-03-10T16:00:00Z' });
  await h.signIn();
  assert.equal((await h.stint.updateSettings({ workingHours: { days: [1, 2, 3, 4, 5], windows: [{ start: '09:00', end: '17:00' }] } })).ok, true);
  await timerRunning(h, { projectId: PROJECT.website, description: 'Release' });
  await h.advanceTo('2026-03-10T16:30:00Z');
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.advanceTo('2026-03-10T18:00:00Z');
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.website, description: 'Evening fix' }), { ok: true });
  await h.advanceTo('2026-03-10T18:05:00Z');
  assert.deepEqual(await h.stint.setRunningStart({ fromLastStop: true }), { ok: true });
  assert.equal(h.stint.snapshot().running?.runningSince, at('2026-03-10T16:30:00Z'), 'runs from the last stop, before 17:00');
  await h.advanceTo('2026-03-10T18:45:00Z');
  assert.equal(question(), null, 'the move at 18:05 said the person works: Stop at 17:00 would drop it');
  await h.settle();
  await h.stint.close();
  await h.restart();
  await h.advanceTo('2026-03-10T21:00:00Z');
  assert.equal(question(), null, 'the word is kept across a restart');
  assert.equal(asked().length, 0);
});

test('an edit of the running entry after the day ended is a word on it; a manual entry of another is not', async () => {
  await runningFromFour();
  await h.advanceTo('2026-03-10T17:10:00Z');
  assert.equal((await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.website, description: 'Morning', start: '08:00', end: '08:30' })).ok, true);
  await h.advanceTo('2026-03-10T17:31:00Z');
  assert.equal(question()?.endOfDayAt, at('2026-03-10T17:00:00Z'), 'another entry changed: still asked');
  assert.deepEqual(await h.stint.editRunning({ description: 'Release, late' }), { ok: true });
  assert.equal(question(), null, 'an edit of the running entry answers it');
  await h.advanceTo('2026-03-10T19:00:00Z');
  assert.equal(question(), null);
  assert.equal(asked().length, 1);
});

test('a timer left running over a weekend is still shown on Monday and asked about: Stop at Friday 17:00 ends it there', async () => {
  // Friday 2026-03-13, 16:00: a timer starts and Stint runs on through the weekend.
  h = await EngineHarness.start({ now: '2026-03-13T16:00:00Z' });
  await h.signIn();
  assert.equal((await h.stint.updateSettings({ workingHours: { days: [1, 2, 3, 4, 5], windows: [{ start: '09:00', end: '17:00' }] } })).ok, true);
  const { id } = await timerRunning(h, { projectId: PROJECT.website, description: 'Weekend' });
  await h.advanceTo('2026-03-13T17:31:00Z');
  assert.deepEqual(await h.stint.answerStillWorking('keep'), { ok: true }, 'kept on Friday evening');
  await h.stint.close();
  // Monday morning: Stint starts again from its data folder.
  await h.advanceTo('2026-03-16T08:45:00Z');
  await h.restartOnline();
  await h.advance(30_000);
  assert.equal(h.stint.snapshot().running?.id, id, 'the timer from Friday is shown running');
  assert.equal(question()?.endOfDayAt, at('2026-03-13T17:00:00Z'), "asked about Friday's end");
  assert.deepEqual(await h.stint.answerStillWorking('stop_at_end'), { ok: true });
  await h.settle();
  assert.equal(h.serviceEntry(id).stopwatch_started_at, null);
  assert.equal(h.serviceEntry(id).time_start + h.serviceEntry(id).time_total, 17 * 3600, 'ends on Friday at 17:00');
  assert.equal(h.stint.snapshot().running, null);
});

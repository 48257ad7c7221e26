// The focus rhythm answered through the facade (`answerFocus`), as the window's buttons and
// the tray's items answer it: the same outcome as the notification's action (the timer
// stops for the break, Continue runs the entry again), the notification withdrawn, and a
// refusal in words when no question waits for that answer. The real engine and the
// simulator on one manual clock; 2026-03-10 is a Tuesday, inside Ada's working hours.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { timerRunning } from '../support/away.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const FOCUS = 'stint.focus';
const at = (iso: string): number => Date.parse(iso);
const onScreen = () => h.ports.notifier.open().find((n) => n.id === FOCUS);

async function focusing(now: string): Promise<{ id: number }> {
  h = await EngineHarness.start({ now });
  assert.equal((await h.stint.updateSettings({ focus: { enabled: true } })).ok, true);
  return timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });
}

test('Take a break and Continue through the facade: the timer stops, then runs again; the notifications go', async () => {
  const { id } = await focusing('2026-03-10T10:00:00Z');
  await h.advanceTo('2026-03-10T10:25:00Z');
  assert.ok(onScreen(), 'the question is asked');

  assert.deepEqual(await h.stint.answerFocus('take_break'), { ok: true });
  await h.settle();
  assert.equal(onScreen(), undefined, 'the notification is withdrawn: answered in the window');
  assert.equal(h.serviceEntry(id).stopwatch_started_at, null, 'stopped on the service');
  assert.equal(h.stint.snapshot().focus?.phase, 'short_break');

  await h.advanceTo('2026-03-10T10:30:00Z');
  assert.equal(h.stint.snapshot().focus?.status, 'over');
  assert.deepEqual(await h.stint.answerFocus('continue'), { ok: true });
  await h.settle();
  assert.equal(onScreen(), undefined);
  const again = h.stint.snapshot().running;
  assert.ok(again?.id !== undefined && again.id !== null && again.id !== id, 'a new entry like it runs: the break stays out of the first');
  assert.equal(again.description, 'Landing page');
  assert.equal(h.serviceEntry(again.id).stopwatch_started_at, at('2026-03-10T10:30:00Z'), 'it runs on the service from the answer');
  assert.equal(h.serviceEntry(id).time_total, 25 * 60, 'the first entry keeps its 25 minutes');
  assert.equal(h.stint.snapshot().focus?.phase, 'focus');
});

test('an answer no question waits for is refused in words, and changes nothing', async () => {
  const { id } = await focusing('2026-03-10T10:00:00Z');
  const before = h.stint.snapshot().focus;

  const early = await h.stint.answerFocus('take_break');
  assert.equal(early.ok, false);
  assert.match(early.ok ? '' : early.message, /No focus session has just ended/);
  const noBreak = await h.stint.answerFocus('continue');
  assert.match(noBreak.ok ? '' : noBreak.message, /No break is under way/);
  await h.settle();
  assert.equal(h.stint.snapshot().focus, before, 'the session runs on as it was');
  assert.equal(h.serviceEntry(id).stopwatch_started_at, at('2026-03-10T10:00:00Z'), 'the timer was not stopped');

  // Answered once: a second click (the tray's, after the window's) finds no question.
  await h.advanceTo('2026-03-10T10:25:00Z');
  assert.equal((await h.stint.answerFocus('keep_going')).ok, true);
  const again = await h.stint.answerFocus('take_break');
  assert.equal(again.ok, false);
  await h.settle();
  assert.equal(h.serviceEntry(id).stopwatch_started_at, at('2026-03-10T10:00:00Z'), 'kept going: the timer still runs');
});

test('with focus sessions off, an answer says how to turn them on', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  await timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });
  const r = await h.stint.answerFocus('keep_going');
  assert.equal(r.ok, false);
  assert.match(r.ok ? '' : r.message, /Focus sessions are off: turn them on in Settings/);
});

// The steps the idle tests share: a timer running on the service, and a lock the engine is
// left alone through.
import assert from 'node:assert/strict';
import type { StartInput } from '../../../main/core/stint-api.ts';
import { Elsewhere } from './elsewhere.ts';
import type { EngineHarness } from './engine-harness.ts';

/** Signs in and starts `input`, settled: answers the running entry's id and key. */
export async function timerRunning(h: EngineHarness, input: StartInput): Promise<{ id: number; key: string }> {
  await h.signIn();
  assert.deepEqual(await h.stint.start(input), { ok: true });
  await h.settle();
  const running = h.stint.snapshot().running;
  assert.ok(running?.id, 'the timer runs on the service');
  return { id: running.id, key: running.key };
}

/** The screen locks at `from` and is unlocked at `to`; the engine has not yet looked at the unlock. */
export async function lockedUntilUnlock(h: EngineHarness, from: string, to: string): Promise<void> {
  await h.advanceTo(from);
  h.ports.idle.emit('lock');
  await h.settle();
  await h.advanceTo(to);
  h.ports.idle.emit('unlock');
}

/** The screen locks at `lockAt`, the phone stops the timer `id` at `stopAt`, and time runs to `until`. */
export async function stoppedElsewhereWhileLocked(h: EngineHarness, id: number, at: { lockAt: string; stopAt: string; until: string }): Promise<void> {
  await h.advanceTo(at.lockAt);
  h.ports.idle.emit('lock');
  await h.settle();
  await h.advanceTo(at.stopAt);
  const phone = await Elsewhere.signIn(h.sim.baseUrl, 'ada@example.com');
  await phone.stopTimer(id);
  await h.advanceTo(at.until);
}

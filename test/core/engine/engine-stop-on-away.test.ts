// The opt-in stops (Settings → Idle): the running timer ends at the moment the screen locks,
// or the machine goes to sleep, queued like a Stop (sent when the network allows, kept
// through a restart), with no away prompt on the way back and a notice that says what
// happened. Off by default: a lock then asks, as engine-idle.test.ts shows.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { timerRunning } from '../support/away.ts';

let h: EngineHarness;
afterEach(() => h?.close());

async function withSetting(patch: { stopOnLock?: boolean; stopOnSleep?: boolean; stopOnShutdown?: boolean }): Promise<number> {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  const { id } = await timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });
  assert.equal((await h.stint.updateSettings({ idle: patch })).ok, true);
  return id;
}

test('stop when the screen locks: the entry ends at the lock, no prompt on unlock, and the notice says why', async () => {
  const id = await withSetting({ stopOnLock: true });
  await h.advanceTo('2026-03-10T10:10:00Z');
  h.ports.idle.emit('lock');
  await h.settle();
  assert.equal(h.stint.snapshot().running, null, 'stopped at once');
  await h.advanceTo('2026-03-10T10:40:00Z');
  h.ports.idle.emit('unlock');
  await h.settle();
  const e = h.serviceEntry(id);
  assert.equal(e.stopwatch_started_at, null);
  assert.equal(e.time_total, 600, '10:00 to the lock at 10:10');
  assert.equal(h.stint.snapshot().idle.prompt, null, 'nothing to ask');
  assert.equal(h.stint.snapshot().notice?.message, 'Timer stopped at 10:10, when the screen locked (Settings → Idle).');
});

test('stop when the machine sleeps, offline: queued at the suspend, sent when the network returns, the late stop corrected to it', async () => {
  const id = await withSetting({ stopOnSleep: true });
  await h.advanceTo('2026-03-10T10:10:00Z');
  h.offline = true;
  h.ports.network.set(false);
  h.ports.idle.emit('suspend');
  await h.settle();
  assert.equal(h.stint.snapshot().sync.queued, 1);
  await h.stint.close();
  await h.advanceTo('2026-03-10T11:00:00Z');
  h.offline = false;
  await h.restart();
  await h.settle();
  await h.advance(60_000);
  const e = h.serviceEntry(id);
  assert.equal(e.stopwatch_started_at, null);
  assert.equal(e.time_total, 600, 'ended at the suspend, not when it was sent');
});

test('a lock with only the sleep switch on, and a sleep with only the lock switch on, stop nothing', async () => {
  const id = await withSetting({ stopOnSleep: true });
  await h.advanceTo('2026-03-10T10:10:00Z');
  h.ports.idle.emit('lock');
  await h.settle();
  assert.equal(h.stint.snapshot().running?.id, id);
  h.ports.idle.emit('unlock');
  await h.settle();
  assert.equal((await h.stint.updateSettings({ idle: { stopOnSleep: false, stopOnLock: true } })).ok, true);
  h.ports.idle.emit('suspend');
  await h.settle();
  h.ports.idle.emit('resume');
  await h.settle();
  assert.notEqual(h.serviceEntry(id).stopwatch_started_at, null, 'still running on the service');
});

test('stop when the computer shuts down: the stop is on disk when the shell is answered; the power goes, and the next start sends it once, ending at the shutdown', async () => {
  const id = await withSetting({ stopOnShutdown: true });
  await h.advanceTo('2026-03-10T10:20:00Z');
  // Offline at power-off (the network goes first), so the stop can only wait on disk.
  h.setOnline(false);
  assert.deepEqual(await h.stint.systemShuttingDown(), { ok: true });
  assert.equal(h.stint.snapshot().running, null);
  assert.equal(h.stint.snapshot().sync.queued, 1);
  await h.kill();
  await h.stint.close();
  await h.advanceTo('2026-03-11T08:30:00Z');
  const mark = await h.restartOnline();
  assert.deepEqual(h.sentSince(mark).filter((r) => r.startsWith('POST')), [`POST /time-entries/${id}/stop`, `POST /time-entries/${id}`]);
  const e = h.serviceEntry(id);
  assert.deepEqual([e.stopwatch_started_at, e.time_total], [null, 20 * 60], 'ended at the shutdown, not when it was sent');
});

test('without the switch a shutdown stops nothing', async () => {
  const id = await withSetting({});
  assert.deepEqual(await h.stint.systemShuttingDown(), { ok: true });
  assert.equal(h.stint.snapshot().running?.id, id);
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

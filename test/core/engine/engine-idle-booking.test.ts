// "Book it to…" on the away prompt, end to end on the manual clock against the simulator: the
// time away becomes its own entry on the project picked, the timer ends at the lock and goes
// on from the return or not as chosen; a refusal keeps the prompt; offline then back, a
// restart between the click and the send, and a stop clicked before anything was sent.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_ADA, DEMO_RUI, EngineHarness, PROJECT } from '../support/engine-harness.ts';
import { lockedUntilUnlock, timerRunning } from '../support/away.ts';
import { Elsewhere } from '../support/elsewhere.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const hm = (h: number, m: number): number => h * 3600 + m * 60;

/** A timer on Website from 10:00; the screen locked 10:20 to 11:05; the prompt on screen. */
async function awayPrompt(): Promise<{ id: number }> {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  const { id } = await timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });
  await lockedUntilUnlock(h, '2026-03-10T10:20:00Z', '2026-03-10T11:05:00Z');
  await h.settle();
  await h.advance(10_000);
  assert.ok(h.stint.snapshot().idle.prompt, 'the away prompt is on screen');
  return { id };
}

test('booked to another project and the timer goes on: three entries, nothing lost or doubled', async () => {
  const { id } = await awayPrompt();
  const r = await h.stint.bookIdle({ projectId: PROJECT.internal, description: 'Team meeting', continueTimer: true });
  assert.deepEqual(r, { ok: true });
  const shown = h.stint.snapshot();
  assert.equal(shown.idle.prompt, null, 'the prompt is answered');
  assert.equal(shown.running?.description, 'Landing page');
  assert.equal(shown.running?.runningSince, Date.parse('2026-03-10T11:05:00Z'), 'goes on from the return');
  assert.ok(shown.todayEntries.some((v) => v.description === 'Team meeting' && v.timeStart === '10:20:00' && v.totalSeconds === 45 * 60), 'the booking shown at once');
  await h.settle();
  assert.deepEqual([h.serviceEntry(id).time_total, h.serviceEntry(id).stopwatch_started_at], [20 * 60, null], 'the first run ends at the lock');
  const meeting = h.serviceEntries((e) => e.description === 'Team meeting');
  assert.deepEqual(meeting.map((e) => [e.project_id, e.time_start, e.time_total]), [[PROJECT.internal, hm(10, 20), 45 * 60]]);
  const again = h.serviceEntries((e) => e.description === 'Landing page' && e.id !== id);
  assert.equal(again.length, 1);
  assert.notEqual(again[0]!.stopwatch_started_at, null, 'running on the service');
  await h.advanceTo('2026-03-10T11:35:00Z');
  await h.stint.stop();
  await h.settle();
  assert.equal(h.serviceEntry(again[0]!.id).time_total, 30 * 60, '11:05 to 11:35');
});

test('booked without going on: the timer ends at the lock, the time away is its own entry, nothing runs', async () => {
  const { id } = await awayPrompt();
  assert.deepEqual(await h.stint.bookIdle({ projectId: PROJECT.website, description: 'Lunch', continueTimer: false }), { ok: true });
  assert.equal(h.stint.snapshot().running, null);
  await h.settle();
  assert.equal(h.serviceEntry(id).time_total, 20 * 60);
  assert.deepEqual(h.serviceEntries((e) => e.description === 'Lunch').map((e) => [e.time_start, e.time_total]), [[hm(10, 20), 45 * 60]]);
  assert.equal(h.serviceEntries((e) => e.stopwatch_started_at !== null).length, 0);
});

test('a project that needs a task is refused at the field and the prompt stays; nothing is sent', async () => {
  await awayPrompt();
  const project = h.stint.snapshot().projects.find((p) => p.requiredTask);
  assert.ok(project, 'the demo data has a project that needs a task');
  const mark = h.mark();
  const r = await h.stint.bookIdle({ projectId: project.id, description: 'Review', continueTimer: true });
  assert.ok(!r.ok && r.fields.task, JSON.stringify(r));
  assert.ok(h.stint.snapshot().idle.prompt, 'still asked');
  await h.settle();
  assert.deepEqual(h.sentSince(mark).filter((w) => !w.startsWith('GET')), []);
});

test('offline, a restart between the click and the send: the booking and both runs reach the service once', async () => {
  const { id } = await awayPrompt();
  h.offline = true;
  h.ports.network.set(false);
  assert.deepEqual(await h.stint.bookIdle({ projectId: PROJECT.internal, description: 'Dentist', continueTimer: true }), { ok: true });
  await h.settle();
  await h.stint.close();
  await h.advanceTo('2026-03-10T11:30:00Z');
  await h.restartOnline();
  assert.deepEqual([h.serviceEntry(id).time_total, h.serviceEntry(id).stopwatch_started_at], [20 * 60, null]);
  assert.deepEqual(h.serviceEntries((e) => e.description === 'Dentist').map((e) => [e.time_start, e.time_total]), [[hm(10, 20), 45 * 60]]);
  const again = h.serviceEntries((e) => e.description === 'Landing page' && e.id !== id);
  assert.equal(again.length, 1, 'one new run, not two');
  assert.notEqual(again[0]!.stopwatch_started_at, null);
});

test('a stop clicked right after the booking, before anything was sent: the run from the return folds into one entry', async () => {
  const { id } = await awayPrompt();
  const booked = h.stint.bookIdle({ projectId: PROJECT.internal, description: 'Call', continueTimer: true });
  await h.advance(1000);
  const stopped = h.stint.stop();
  assert.deepEqual([await booked, await stopped], [{ ok: true }, { ok: true }]);
  await h.settle();
  assert.equal(h.serviceEntry(id).time_total, 20 * 60);
  assert.equal(h.serviceEntries((e) => e.description === 'Call').length, 1);
  assert.equal(h.serviceEntries((e) => e.stopwatch_started_at !== null).length, 0, 'nothing left running');
  const again = h.serviceEntries((e) => e.description === 'Landing page' && e.id !== id);
  // The prompt came 10 s after the return and the stop 1 s after the booking: 11:05:00 to 11:05:11.
  assert.deepEqual(again.map((e) => [e.time_start, e.time_total]), [[hm(11, 5), 11]], 'one entry from the return to the stop');
});

/** The time away's create is refused anyway: its project archived between the check and the create. */
function archiveOnCreate(description: string): void {
  h.serviceVariant = (req, sim) => {
    if (req.method === 'POST' && req.path === '/time-entries' && req.body.description === description) sim.sim.ctx.store.projects.get(PROJECT.internal)!.active = 0;
    return undefined;
  };
}

test('the time away refused after the timer was ended at the lock: the entry gets the 45 minutes back, and the notice says so (found by the property suite)', async () => {
  const { id } = await awayPrompt();
  archiveOnCreate('Standup');
  assert.deepEqual(await h.stint.bookIdle({ projectId: PROJECT.internal, description: 'Standup', continueTimer: false }), { ok: true });
  await h.settle();
  assert.deepEqual(h.serviceEntries((e) => e.description === 'Standup'), [], 'the service refused the time away');
  assert.deepEqual([h.serviceEntry(id).time_total, h.serviceEntry(id).stopwatch_started_at], [65 * 60, null], '10:00 to 11:05: nothing lost');
  const listed = h.stint.snapshot().notSaved ?? [];
  assert.equal(listed.length, 1);
  assert.match(listed[0]!.why, /The time away \(0:45\) stays on the timer's entry\.$/);
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

test('the time away refused after the timer was ended at the lock, going on: the entry gets the time back and the timer still goes on from the return', async () => {
  const { id } = await awayPrompt();
  archiveOnCreate('Standup');
  assert.deepEqual(await h.stint.bookIdle({ projectId: PROJECT.internal, description: 'Standup', continueTimer: true }), { ok: true });
  await h.settle();
  assert.equal(h.serviceEntry(id).time_total, 65 * 60, '10:00 to 11:05 on the first entry');
  const again = h.serviceEntries((e) => e.description === 'Landing page' && e.id !== id);
  assert.deepEqual(again.map((e) => [e.time_start, e.stopwatch_started_at !== null]), [[hm(11, 5), true]], 'the timer goes on from the return, as asked');
  assert.equal(h.stint.snapshot().running?.description, 'Landing page');
});

/** Books the time away while offline, archives its project meanwhile on the web, then comes back. */
async function bookedOfflineOntoArchived(continueTimer: boolean, meanwhile = async (): Promise<void> => {}): Promise<{ id: number }> {
  const { id } = await awayPrompt();
  h.offline = true;
  h.ports.network.set(false);
  assert.deepEqual(await h.stint.bookIdle({ projectId: PROJECT.internal, description: 'Standup', continueTimer }), { ok: true });
  await meanwhile();
  await h.settle();
  h.sim.sim.ctx.store.projects.get(PROJECT.internal)!.active = 0;
  await h.advance(60_000);
  h.offline = false;
  h.ports.network.set(true);
  await h.settle();
  return { id };
}

test("the time away's project archived while the booking waited offline: the check refuses the booking before its first request, and the timer ends at the return holding the time away, never left running (found by the property suite)", async () => {
  const { id } = await bookedOfflineOntoArchived(false);
  assert.deepEqual(h.serviceEntries((e) => e.description === 'Standup'), [], 'nothing booked');
  assert.deepEqual([h.serviceEntry(id).time_total, h.serviceEntry(id).stopwatch_started_at], [65 * 60, null], '10:00 to 11:05, stopped as the person asked');
  assert.equal(h.serviceEntries((e) => e.stopwatch_started_at !== null).length, 0, 'nothing runs');
  const listed = h.stint.snapshot().notSaved ?? [];
  assert.equal(listed.length, 1);
  assert.match(listed[0]!.why, /archived.*The time away \(0:45\) stays on the timer's entry\.$/);
  assert.equal(h.stint.snapshot().sync.queued, 0);
});

test("the same, going on: the timer still goes on from the return as asked, and a description typed on it meanwhile is kept", async () => {
  const { id } = await bookedOfflineOntoArchived(true, async () => {
    const going = h.stint.snapshot().running;
    assert.ok(going);
    assert.equal((await h.stint.editEntry({ entryKey: going.key, description: 'Landing page copy' })).ok, true);
  });
  assert.deepEqual([h.serviceEntry(id).time_total, h.serviceEntry(id).stopwatch_started_at], [65 * 60, null], '10:00 to 11:05 on the first entry');
  const again = h.serviceEntries((e) => e.id !== id && e.project_id === PROJECT.website && e.stopwatch_started_at !== null);
  assert.deepEqual(again.map((e) => [e.time_start, e.description]), [[hm(11, 5), 'Landing page copy']], 'the timer goes on from the return, with the description typed on it');
  assert.equal(h.stint.snapshot().running?.description, 'Landing page copy');
});

/** The person logs a client call on the phone over the time away: 10:30 to 11:00. */
async function phoneLogsCall(): Promise<void> {
  const web = await Elsewhere.signIn(h.sim.baseUrl, DEMO_ADA);
  const r = await web.call('POST', '/time-entries', { body: { project_id: PROJECT.support, date_execution: '2026-03-10', time_start: '10:30:00', time_end: '11:00:00', description: 'Client call' } });
  assert.equal(r.status, 201, JSON.stringify(r.body));
}

/** The call logged on the phone while Stint is offline, then the network back for good after 5 minutes. */
async function callLoggedThenBackOnline(): Promise<void> {
  await phoneLogsCall();
  await h.advance(5 * 60_000);
  h.setOnline(true);
  await h.settle();
}

/** Why the one change listed as not saved was not. */
function theOneNotSaved(): string {
  const listed = h.stint.snapshot().notSaved ?? [];
  assert.equal(listed.length, 1);
  return listed[0]!.why;
}

/** Nothing booked over the call; the timer's entry ends at the lock (10:00 to 10:20); the timer goes on from the return. */
function endedAtTheLockGoingOn(id: number): void {
  assert.deepEqual(h.serviceEntries((e) => e.description === 'Team meeting'), [], 'nothing booked over the call');
  assert.deepEqual([h.serviceEntry(id).time_total, h.serviceEntry(id).stopwatch_started_at], [20 * 60, null], 'the timer ends at the lock, not over the call');
  const again = h.serviceEntries((e) => e.id !== id && e.project_id === PROJECT.website && e.stopwatch_started_at !== null);
  assert.deepEqual(again.map((e) => e.time_start), [hm(11, 5)], 'the timer goes on from the return as asked');
}

test("the time away logged on the phone meanwhile: the booking over it is refused at the check and the timer ends at the lock, never holding the time away on top of the phone's entry", async () => {
  const { id } = await awayPrompt();
  await phoneLogsCall();
  assert.deepEqual(await h.stint.bookIdle({ projectId: PROJECT.internal, description: 'Team meeting', continueTimer: true }), { ok: true });
  await h.settle();
  endedAtTheLockGoingOn(id);
  const listed = h.stint.snapshot().notSaved ?? [];
  assert.equal(listed.length, 1);
  assert.match(listed[0]!.why, /overlap.*Client call/);
  assert.match(listed[0]!.why, /The timer ends when you left \(10:20\); the time away is not on it\.$/);
});

test("the timer ended at the lock, then the network dropped and the phone logged the time away: the booking is checked again when the network is back and not laid over the call, the timer still goes on from the return", async () => {
  const { id } = await awayPrompt();
  h.serviceVariant = (req) => {
    if (req.method === 'POST' && req.path === `/time-entries/${id}/stop`) h.setOnline(false);
    return undefined;
  };
  assert.deepEqual(await h.stint.bookIdle({ projectId: PROJECT.internal, description: 'Team meeting', continueTimer: true }), { ok: true });
  await h.advance(60_000);
  h.serviceVariant = null;
  await callLoggedThenBackOnline();
  endedAtTheLockGoingOn(id);
  assert.match(theOneNotSaved(), /overlap.*Client call.*What the change did first stays: its 0:45 is left untracked rather than laid over that entry\.$/);
});

test("the time away booked over an entry the person confirmed, offline, the phone logging a call in it meanwhile: the booking is refused at the check, the timer ends at the lock, and neither entry is doubled", async () => {
  const { id } = await awayPrompt();
  const web = await Elsewhere.signIn(h.sim.baseUrl, DEMO_ADA);
  const standup = await web.call('POST', '/time-entries', { body: { project_id: PROJECT.support, date_execution: '2026-03-10', time_start: '10:25:00', time_end: '10:30:00', description: 'Standup' } });
  assert.equal(standup.status, 201, JSON.stringify(standup.body));
  await h.advance(10 * 60_000);
  h.setOnline(false);
  const input = { projectId: PROJECT.internal, description: 'Team meeting', continueTimer: true };
  assert.equal((await h.stint.bookIdle(input)).ok, false, 'the standup in the time away: asked first');
  assert.deepEqual(await h.stint.bookIdle({ ...input, confirmOverlap: true }), { ok: true });
  await callLoggedThenBackOnline();
  endedAtTheLockGoingOn(id);
  assert.match(theOneNotSaved(), /overlap “Client call”.*which was not there when you confirmed the overlap.*The timer ends when you left \(10:20\); the time away is not on it\.$/);
});

test('booked a minute after coming back, the timer going on: no snapshot on the way shows the work that goes on as finished (a tray or timeline drawing each would flicker)', async () => {
  await awayPrompt();
  await h.advance(60_000);
  const shown: { running: boolean; goingOn: number; finished: string[] }[] = [];
  const stop = h.stint.subscribe((s) => {
    const landing = s.todayEntries.filter((v) => v.description === 'Landing page');
    shown.push({
      running: s.running?.description === 'Landing page',
      goingOn: landing.filter((v) => v.runningSince !== null).length,
      finished: landing.filter((v) => v.runningSince === null).map((v) => `${v.timeStart}-${v.timeEnd}`),
    });
  });
  assert.deepEqual(await h.stint.bookIdle({ projectId: PROJECT.internal, description: 'Standup', continueTimer: true }), { ok: true });
  await h.settle();
  stop();
  assert.ok(shown.length >= 3, `snapshots seen through the booking's requests: ${shown.length}`);
  for (const [i, s] of shown.entries()) assert.deepEqual(s, { running: true, goingOn: 1, finished: ['10:00:00-10:20:00'] }, `snapshot ${i + 1} of ${shown.length}`);
  assert.equal(h.stint.snapshot().running?.runningSince !== null, true);
});

/**
 * Rui continues Hero section (09:00 to 10:00) at 10:00; the window is killed and comes back
 * offline; the screen locks 10:00:11 to 10:40:11. Back, Rui books the time away to Internal
 * Tools, going on, then `after` (a Stop); Website Redesign, the timer's own project, is archived
 * on the web before the network is back. Answers Hero section's id.
 */
async function bookedWhileTheTimersProjectIsArchived(after: () => Promise<void>): Promise<number> {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z' });
  await h.signIn(DEMO_RUI);
  await h.settle();
  const hero = h.stint.snapshot().todayEntries.find((e) => e.description === 'Hero section')!;
  assert.deepEqual(await h.stint.continueEntry(hero.key), { ok: true });
  await h.settle();
  h.setOnline(false);
  await h.advance(10_000);
  await h.kill();
  await lockedUntilUnlock(h, '2026-03-10T10:00:11Z', '2026-03-10T10:40:11Z');
  await h.advance(6_000);
  assert.deepEqual(await h.stint.bookIdle({ projectId: PROJECT.internal, description: 'Standup', continueTimer: true }), { ok: true });
  await after();
  h.sim.sim.ctx.store.projects.get(PROJECT.website)!.active = 0;
  h.setOnline(true);
  await h.advance(60_000);
  await h.settle();
  assert.deepEqual(h.serviceEntries((e) => e.stopwatch_started_at !== null), [], 'nothing runs on the service');
  assert.equal(h.serviceEntry(hero.id!).time_total, 3600, 'the Hero section continued keeps its hour');
  assert.deepEqual(h.serviceEntries((e) => e.description === 'Hero section' && e.date_execution === '2026-03-10' && e.id !== hero.id).map((e) => [e.time_start, e.time_total]), [[hm(10, 0), 11]], 'its continue is a new entry that ends at the lock: the 11 s run before it');
  assert.deepEqual(h.serviceEntries((e) => e.description === 'Standup').map((e) => [e.project_id, e.time_start, e.time_total]), [[PROJECT.internal, hm(10, 0) + 11, 40 * 60]], 'the time away booked');
  assert.equal(h.stint.snapshot().sync.queued, 0);
  return hero.id!;
}

/** The one change listed as not saved, what and why. */
function listedOnce(): string {
  const listed = (h.stint.snapshot().notSaved ?? []).map((n) => `${n.what}: ${n.why}`);
  assert.equal(listed.length, 1, JSON.stringify(listed));
  return listed[0]!;
}

test("the timer's own project archived while a booking going on waited offline: the time away is booked and the timer's entry ends at the lock; only the run going on is refused, and said (found by the property suite)", async () => {
  await bookedWhileTheTimersProjectIsArchived(async () => {});
  assert.match(listedOnce(), /^Start Website Redesign at 10:40: .*archived/);
  assert.equal(h.stint.snapshot().running, null, 'the window shows nothing running');
});

test("the same, the person then stopping 6 s later (the run going on folded into a finished entry while the check read): nothing is left running, only those 6 s refused (found by the property suite)", async () => {
  await bookedWhileTheTimersProjectIsArchived(async () => assert.deepEqual(await h.stint.stop(), { ok: true }));
  assert.match(listedOnce(), /^Add Website Redesign on 2026-03-10: .*archived/);
});

test("the booked project archived while the check reads it, the person moving the booked time to another project in that same moment: the booking is decided on what the person changed it to, and goes", async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00Z', heldLatency: true });
  await timerRunning(h, { projectId: PROJECT.website, description: 'Landing page' });
  await lockedUntilUnlock(h, '2026-03-10T10:20:00Z', '2026-03-10T11:05:00Z');
  await h.settle();
  await h.advance(10_000);
  h.setOnline(false);
  assert.deepEqual(await h.stint.bookIdle({ projectId: PROJECT.internal, description: 'Standup', continueTimer: false }), { ok: true });
  // Long enough offline that the check reads the booked project again before the first request.
  await h.advance(6 * 60_000, 60_000);
  await h.sim.control.faults({ latency_ms: 1000, methods: ['GET'], path_prefix: `/projects/${PROJECT.internal}` });
  h.setOnline(true);
  const readsInternal = () => h.wire.some((w) => w.method === 'GET' && w.path === `/projects/${PROJECT.internal}`);
  for (let i = 0; i < 100 && !readsInternal(); i++) await h.step(100);
  assert.ok(readsInternal(), 'the check reads the booked project before the first request');
  // The read is held at the service: the project is archived there, and the person moves the
  // booked time to Support Retainer meanwhile (the edit travels with the booking's create).
  h.sim.sim.ctx.store.projects.get(PROJECT.internal)!.active = 0;
  const standup = h.stint.snapshot().todayEntries.find((v) => v.description === 'Standup')!;
  assert.equal((await h.stint.editEntry({ entryKey: standup.key, projectId: PROJECT.support, taskId: null })).ok, true);
  await h.sim.control.faults({});
  await h.step(2_000);
  await h.settle();
  assert.deepEqual(h.serviceEntries((e) => e.description === 'Standup').map((e) => [e.project_id, e.time_start, e.time_total]), [[PROJECT.support, hm(10, 20), 45 * 60]], 'booked on Support Retainer, as the person changed it');
  assert.deepEqual(h.stint.snapshot().notSaved ?? [], []);
});

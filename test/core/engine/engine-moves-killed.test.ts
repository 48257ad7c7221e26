// Corrections survive kill -9 restarts while connections are refused (issue 60, item 13), on
// the manual clock, each kill a real one (the engine dies wherever it is and a new one opens
// the data folder), judged on the simulator once the network is back: each acknowledged
// change is on the service or listed as not saved with its reason, and Stint's own queued
// move is never taken for a change made on the web.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const hm = (h: number, m: number): number => h * 3600 + m * 60;
/** The service's copy of the one entry described so: [start, total, running]. */
function held(description: string): [number, number, boolean][] {
  return h.serviceEntries((e) => e.description === description).map((e): [number, number, boolean] => [e.time_start, e.time_total, e.stopwatch_started_at !== null]);
}

/** Seconds the entry described so holds now on the service, its running stopwatch included. */
function heldNow(description: string): number {
  const [e] = h.serviceEntries((x) => x.description === description);
  assert.ok(e, `the service has no "${description}"`);
  return e.time_total + (e.stopwatch_started_at === null ? 0 : Math.floor((h.clock.now() - e.stopwatch_started_at) / 1000));
}

/**
 * How the engine is opened: alone with corrections sent at once, or as the window and the
 * command line open it (the accounts layer, each correction held 10 s for Undo).
 */
const OPENINGS = [
  { said: 'one engine', accounts: false, undoHoldMs: 0 },
  { said: 'through the accounts layer, Undo held 10 s', accounts: true, undoHoldMs: 10_000 },
] as const;

/** Signed in at 10:00:00.300 with "Standup" tracked 10:00:00 to 10:30:00, then 3 minutes without a timer. */
async function afterStandup(opening: (typeof OPENINGS)[number] = OPENINGS[0]): Promise<void> {
  h = await EngineHarness.start({ now: '2026-03-10T10:00:00.300Z', heldLatency: true, accounts: opening.accounts, undoHoldMs: opening.undoHoldMs });
  await h.signIn();
  assert.ok((await h.stint.start({ projectId: PROJECT.internal, description: 'Standup' })).ok);
  await h.step(30 * 60_000);
  assert.ok((await h.stint.stop()).ok);
  await h.step(3 * 60_000);
  assert.deepEqual(held('Standup'), [[hm(10, 0), 30 * 60, false]]);
}

/** The network back (the OS never said it went): what waited is sent. */
async function networkBack(): Promise<void> {
  h.offline = false;
  await h.step(5 * 60_000);
  assert.equal(h.stint.snapshot().sync.queued, 0, 'everything sent');
}

for (const [pause, opening] of [[0, OPENINGS[0]], [4_000, OPENINGS[0]], [0, OPENINGS[1]]] as const) {
  test(`connections refused: a start, kill, "Started 2 minutes ago", kill, an edit of another entry, "From the last stop" (${pause / 1000} s between, ${opening.said}): the service runs the timer from the last stop`, async () => {
    await afterStandup(opening);
    h.offline = true;
    assert.ok((await h.stint.start({ projectId: PROJECT.website, description: 'Landing page' })).ok);
    await h.kill();
    await h.step(pause);
    assert.ok((await h.stint.setRunningStart({ minutesAgo: 2 })).ok);
    assert.equal(h.stint.snapshot().running?.timeStart, pause === 0 ? '10:31:00' : '10:31:04');
    await h.kill();
    await h.step(pause);
    const standup = h.stint.snapshot().todayEntries.find((v) => v.description === 'Standup')!;
    assert.ok((await h.stint.editEntry({ entryKey: standup.key, description: 'Standup notes' })).ok);
    assert.ok((await h.stint.setRunningStart({ fromLastStop: true })).ok);
    assert.equal(h.stint.snapshot().running?.timeStart, '10:30:00', 'shown from the last stop');
    await h.step(pause);
    await networkBack();
    const [timer] = held('Landing page');
    assert.deepEqual([timer?.[0], timer?.[2]], [hm(10, 30), true], 'runs on the service from 10:30:00, where the person moved it');
    assert.equal(heldNow('Landing page'), Math.floor((h.clock.now() - Date.parse('2026-03-10T10:30:00Z')) / 1000), 'holding every second since 10:30:00, none of the 3 minutes lost');
    assert.deepEqual(held('Standup notes'), [[hm(10, 0), 30 * 60, false]], 'the edit of the other entry');
    assert.deepEqual(h.stint.snapshot().notSaved ?? [], [], 'nothing was refused, so nothing is listed');
  });
}

test('a timer on the service, then connections refused: its start moved 2 minutes back across two kills, stopped, another timer, then an edit of the first entry: not taken for a change on the web; Stop and "Started earlier" act on the timer that runs', async () => {
  await afterStandup();
  assert.ok((await h.stint.start({ projectId: PROJECT.website, description: 'Landing page' })).ok);
  await h.step(5_000);
  assert.equal(held('Landing page')[0]?.[2], true, 'running on the service from 10:33');
  h.offline = true;
  await h.kill();
  await h.step(1_500);
  assert.ok((await h.stint.setRunningStart({ minutesAgo: 2 })).ok);
  await h.kill();
  await h.step(1_500);
  await h.step(2 * 60_000);
  assert.ok((await h.stint.stop()).ok);
  assert.ok((await h.stint.start({ projectId: PROJECT.support, description: 'Call' })).ok);
  // The edit is clicked on the entry as Stint shows it, its moved start and its stop still waiting.
  const landing = h.stint.snapshot().todayEntries.find((v) => v.description === 'Landing page')!;
  assert.ok(landing.id !== null && landing.pending, 'on the service, changed here and not sent');
  const edit = await h.stint.editEntry({ entryKey: landing.key, start: '10:31', end: '10:34' });
  assert.ok(edit.ok, JSON.stringify(edit));
  await h.kill();
  await networkBack();
  assert.deepEqual(h.stint.snapshot().notSaved ?? [], [], 'the move still on its way was Stint\'s own: nothing refused as changed on the web');
  assert.deepEqual(held('Landing page'), [[hm(10, 31), 3 * 60, false]], 'the edit applied');
  assert.equal(held('Call')[0]?.[2], true, 'the other timer runs on the service');
  assert.equal(h.stint.snapshot().running?.description, 'Call');
  assert.deepEqual(await h.stint.setRunningStart({ minutesAgo: 1 }), { ok: true }, '"Started earlier" finds the timer that runs');
  assert.deepEqual(await h.stint.stop(), { ok: true }, 'Stop finds it too');
  await h.step(30_000);
  assert.equal(held('Call')[0]?.[2], false, 'stopped on the service');
});

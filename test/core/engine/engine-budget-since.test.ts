// A budget never goes backwards (issue 33 item 6): the bar counts every second recorded on
// the project since the service's figure was read (runs stopped, entries typed in, from
// here), not only the running entry, so a stop and a new start do not take it back to the
// morning's figure; once the figure is older than its bound (8 hours) and out of date, it is
// read again (one request) and nothing is counted twice. On the manual clock against the
// simulator, with the stop and the new start given one after the other while the first is
// still on its way (every answer takes a second).

import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BudgetProgress } from '../../../main/core/snapshot.ts';
import { projectView } from '../../sim/views/project.ts';
import { EngineHarness, PROJECT } from '../support/engine-harness.ts';

let h: EngineHarness;
afterEach(() => h?.close());

const SEC = 1000;
const MIN = 60 * SEC;
const MIGRATION_FIGURE = `GET /projects/${PROJECT.migration}`;

/** Data Migration's budget made 1 hour, 75% of it used by a colleague (Mei's one entry: 45 minutes). */
function oneHourAt75(harness: EngineHarness): void {
  const store = harness.sim.sim.ctx.store;
  const onIt = [...store.entries.values()].filter((e) => e.project_id === PROJECT.migration);
  for (const e of onIt.slice(1)) store.entries.delete(e.id);
  onIt[0]!.time_total = 45 * 60;
  store.projects.get(PROJECT.migration)!.budget = 1;
}

function bar(): BudgetProgress {
  const b = h.stint.snapshot().runningBudget;
  assert.ok(b, 'a budget bar on the running timer');
  return b;
}

/** What the service itself says of the project now: its `budget_progress`, as the project list gives it. */
function serviceProgress(): unknown {
  const store = h.sim.sim.ctx.store;
  return projectView(store, store.projects.get(PROJECT.migration)!, [...store.users.values()][0]!).budget_progress;
}

/** Stop, then at once Start on the same project, each command queued while the one before it travels. */
async function stopAndStartAgain(description: string): Promise<void> {
  await h.sim.control.faults({ latency_ms: 1000 });
  assert.deepEqual(await h.stint.stop(), { ok: true });
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.migration, description }), { ok: true });
  assert.equal(h.stint.snapshot().sync.queued, 2, 'both wait in the queue: the stop has not been answered');
}

/** Lets the queued commands (and what they lead to) reach the service, a second an answer. */
async function drain(until: () => boolean): Promise<void> {
  for (let s = 0; !(h.stint.snapshot().sync.queued === 0 && h.idleNetwork && until()); s++) {
    assert.ok(s < 30, 'the queue drained within 30 s');
    await h.step(SEC);
  }
  await h.sim.control.faults({});
  await h.settle();
}

test('75% of a 1-hour budget read in the morning, a 20-minute run in the afternoon, Stop and Start again queued: 1:04 shown, 1:14 ten minutes later', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T07:00:00Z', heldLatency: true });
  oneHourAt75(h);
  await h.signIn();
  assert.deepEqual(h.stint.snapshot().projects.find((p) => p.id === PROJECT.migration)?.budget, { by: 'time', amount: 1, progressPercent: 75 });

  await h.advanceTo('2026-03-10T15:00:00Z', MIN);
  assert.deepEqual(await h.stint.start({ projectId: PROJECT.migration, description: 'Import scripts' }), { ok: true });
  await h.settle();
  await h.advance(20 * MIN, SEC);
  assert.equal(bar().text, '1:05 of 1:00 h used, 0:05 over', 'the morning figure and the run');

  const mark = h.mark();
  const clickedAt = h.clock.now();
  await stopAndStartAgain('Import scripts, part 2');
  // Before anything reached the service the stopped run already counts: 45 + 20 minutes.
  assert.equal(bar().text, '1:05 of 1:00 h used, 0:05 over', 'right after the clicks: the run just stopped is not forgotten');

  // The stop put a figure older than 8 hours out of date: it is read again at once.
  await drain(() => h.sentSince(mark).includes(MIGRATION_FIGURE));
  assert.equal(serviceProgress(), 108, 'the service: 3,900 s recorded, 108% (hours to two decimals)');
  assert.deepEqual(
    h.sentSince(mark).filter((r) => r.includes('/projects')),
    [MIGRATION_FIGURE],
    'one request for the figure, that project alone',
  );
  assert.deepEqual(h.stint.snapshot().projects.find((p) => p.id === PROJECT.migration)?.budget, { by: 'time', amount: 1, progressPercent: 108 });
  assert.ok(h.clock.now() - clickedAt < 12 * SEC, 'read within seconds of the clicks');
  let b = bar();
  assert.equal(b.text, '1:04 of 1:00 h used, 0:04 over', 'the fresh figure (3,888 s) holds the stopped run: counted once');
  assert.equal(b.level, 'over');

  await h.advance(clickedAt + 10 * MIN - h.clock.now(), SEC);
  b = bar();
  assert.ok(b.usedSeconds! >= 4480 && b.usedSeconds! <= 4488, `4,488 s, give or take the start's travel: ${b.usedSeconds}`);
  assert.equal(b.text, '1:14 of 1:00 h used, 0:14 over');
});

test('a fresh figure is not read again: the runs of the day count to the second, through a restart', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T09:00:00Z', heldLatency: true });
  oneHourAt75(h);
  await h.signIn();
  await h.advance(10 * MIN, MIN);
  await h.stint.start({ projectId: PROJECT.migration, description: 'Import scripts' });
  await h.settle();
  await h.advance(20 * MIN, SEC);

  const mark = h.mark();
  const clickedAt = h.clock.now();
  await stopAndStartAgain('Import scripts, part 2');
  await drain(() => true);
  assert.equal(bar().text, '1:05 of 1:00 h used, 0:05 over', '45 minutes read, 20 recorded since');
  assert.equal(bar().level, 'over');

  await h.advance(clickedAt + 10 * MIN - h.clock.now(), SEC);
  assert.equal(bar().text, '1:15 of 1:00 h used, 0:15 over');
  assert.deepEqual(h.sentSince(mark).filter((r) => r.includes('/projects')), [], 'a figure read 30 minutes ago is not read again');

  // What was recorded since the figure is kept with it on disk.
  await h.restart();
  await h.settle();
  assert.equal(bar().text, '1:15 of 1:00 h used, 0:15 over', 'after a restart');
});

test('entries typed in count as well, one for last week too, after it has left the recent days', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T09:00:00Z' });
  oneHourAt75(h);
  await h.signIn();
  await h.advance(10 * MIN, MIN);
  const today = await h.stint.addManualEntry({ date: '2026-03-10', projectId: PROJECT.migration, description: 'Mapping call', start: '08:00', end: '08:30' });
  assert.equal(today.ok, true);
  const lastWeek = await h.stint.addManualEntry({ date: '2026-03-03', projectId: PROJECT.migration, description: 'Forgotten review', start: '07:00', end: '07:15' });
  assert.equal(lastWeek.ok, true);
  await h.stint.start({ projectId: PROJECT.migration, description: 'Import scripts' });
  await h.settle();
  assert.equal(bar().text, '1:30 of 1:00 h used, 0:30 over', '45 + 30 + 15 minutes');

  // Reads come and go (last week's entry is not among the recent days they keep).
  await h.advance(30 * MIN, MIN);
  assert.equal(bar().text, '2:00 of 1:00 h used, 1:00 over', 'and the 30 minutes run since');
});

/** An entry of Ada's on Data Migration put straight into the service (made elsewhere), dated `date`, made at `at`. */
function adaEntryElsewhere(harness: EngineHarness, date: string, minutes: number, at: number): number {
  const store = harness.sim.sim.ctx.store;
  const ada = [...store.users.values()].find((u) => u.email === 'ada@example.com')!;
  const id = store.nextId('entry');
  store.entries.set(id, {
    id, user_id: ada.id, project_id: PROJECT.migration, task_id: null, date_execution: date, description: 'Made elsewhere',
    time_start: 8 * 3600, time_total: minutes * 60, stopwatch_started_at: null, is_locked: false, locked_reason: null,
    form: 'web', is_invoiced: 0, created_by: ada.id, changed_by: ada.id, date_created: at, date_changed: at,
  });
  return id;
}

test('an entry dated tomorrow, held by a figure read at 23:00, is read after midnight and not counted twice', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T10:50:00Z' });
  oneHourAt75(h);
  await h.signIn();
  // Made elsewhere at noon for tomorrow: the recent days read (yesterday and today, the zone
  // known) do not cover it.
  await h.advanceTo('2026-03-10T12:00:00Z', 5 * MIN);
  adaEntryElsewhere(h, '2026-03-11', 15, h.clock.now());
  // The projects, twelve hours old, are read again: the figure holds it.
  await h.advanceTo('2026-03-10T23:00:00Z', 5 * MIN);
  assert.deepEqual(h.stint.snapshot().projects.find((p) => p.id === PROJECT.migration)?.budget?.progressPercent, 100, 'the figure: 45 + 15 minutes');
  await h.stint.start({ projectId: PROJECT.migration, description: 'Import scripts' });
  await h.settle();
  await h.advance(10 * MIN, MIN);
  assert.equal(bar().text, '1:10 of 1:00 h used, 0:10 over');

  // After midnight the recent days read hold tomorrow's entry; the figure is not read again.
  await h.advanceTo('2026-03-11T00:10:00Z', MIN);
  assert.ok(h.stint.snapshot().todayEntries.some((e) => e.description === 'Made elsewhere'), 'read since midnight');
  assert.equal(bar().text, '2:10 of 1:00 h used, 1:10 over', 'the figure and the 70-minute run: the 15 minutes once');
});

test('an entry the figure held, moved elsewhere to last week, does not take the bar backwards', async () => {
  h = await EngineHarness.start({ now: '2026-03-10T08:50:00Z' });
  oneHourAt75(h);
  const moved = adaEntryElsewhere(h, '2026-03-10', 15, Date.parse('2026-03-10T08:30:00Z'));
  await h.advanceTo('2026-03-10T09:00:00Z', MIN);
  await h.signIn();
  await h.stint.start({ projectId: PROJECT.migration, description: 'Import scripts' });
  await h.settle();
  await h.advance(10 * MIN, MIN);
  assert.equal(bar().text, '1:10 of 1:00 h used, 0:10 over');

  const e = h.sim.sim.ctx.store.entries.get(moved)!;
  e.date_execution = '2026-03-03';
  e.date_changed = h.clock.now();
  await h.advance(10 * MIN, MIN);
  assert.ok(![...h.stint.snapshot().todayEntries, ...h.stint.snapshot().recent].some((v) => v.description === 'Made elsewhere'), 'read since: no longer among the recent days');
  assert.equal(bar().text, '1:20 of 1:00 h used, 0:20 over', 'still on the project, and the figure holds it');
});

test("a split checks its project with a read of its own: the fresh figure holds the hour run since the morning's, and that hour is not counted twice", async () => {
  h = await EngineHarness.start({ now: '2026-03-10T08:00:00Z' });
  const store = h.sim.sim.ctx.store;
  for (const e of [...store.entries.values()]) if (e.project_id === PROJECT.migration) store.entries.delete(e.id);
  store.projects.get(PROJECT.migration)!.budget = 2;
  await h.signIn();
  await h.settle();
  await h.stint.start({ projectId: PROJECT.migration, description: 'Import scripts' });
  await h.settle();
  await h.advance(60 * MIN, MIN);
  const key = h.stint.snapshot().running!.key;
  assert.equal(bar().text, '1:00 of 2:00 h used, 1:00 left');
  assert.deepEqual(await h.stint.stop(), { ok: true });
  await h.settle();

  // Ten minutes on, the project list is older than a check trusts: the split's second part reads the project.
  await h.advance(10 * MIN, MIN);
  const mark = h.mark();
  assert.equal((await h.stint.splitEntry({ entryKey: key, at: '08:30', description: 'Review' })).ok, true);
  await h.advance(30 * SEC, SEC);
  await h.settle();
  assert.ok(h.sentSince(mark).includes(MIGRATION_FIGURE), 'the check read the project');
  assert.equal(serviceProgress(), 50, "the service's figure now holds the hour");

  await h.stint.start({ projectId: PROJECT.migration, description: 'Import scripts, part 2' });
  await h.settle();
  assert.equal(bar().text, '1:00 of 2:00 h used, 1:00 left', 'the hour once: the figure its tally counts from is kept');
  await h.advance(10 * MIN, MIN);
  assert.equal(bar().text, '1:10 of 2:00 h used, 0:50 left');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  BUDGET_FIGURE_MAX_AGE_MS,
  checkedProject,
  figureDue,
  noteEntries,
  noteRead,
  parseTallies,
  recordedSince,
  startTallies,
  startTally,
  type BudgetTally,
} from '../../../main/core/reads/budget-tally.ts';
import type { ServerEntry } from '../../../main/core/reads/server-entry.ts';
import type { EntryView, ProjectView } from '../../../main/core/snapshot.ts';

const P = 4;
const AT = Date.parse('2026-03-10T09:00:00Z');
const FROM = '2026-03-09';
const TO = '2026-03-10';

function server(id: number, totalSeconds: number, over: Partial<ServerEntry> = {}): ServerEntry {
  return {
    id,
    userId: 1,
    date: '2026-03-10',
    projectId: P,
    projectName: 'Data Migration',
    customerName: null,
    taskId: null,
    taskName: null,
    description: `entry ${id}`,
    timeStart: '08:00:00',
    timeEnd: '08:00:00',
    totalSeconds,
    running: false,
    stopwatchStartLocal: null,
    locked: false,
    ...over,
  };
}

function view(e: ServerEntry, over: Partial<EntryView> = {}): EntryView {
  return {
    key: `e${e.id}`,
    id: e.id,
    date: e.date,
    projectId: e.projectId,
    projectName: e.projectName,
    customerName: null,
    taskId: null,
    taskName: null,
    description: e.description,
    timeStart: e.timeStart,
    timeEnd: e.timeEnd,
    totalSeconds: e.totalSeconds,
    runningSince: null,
    locked: false,
    pending: false,
    ...over,
  };
}

/** Entry 1 on the project with 10 minutes when the figure was read, entry 2 on another project. */
const ONE = server(1, 600);
const OTHER = server(2, 300, { projectId: 9 });
const tally = (): BudgetTally => startTally(P, [ONE, OTHER], AT, FROM, TO);

test('a tally starts from what the entries on the project held when the figure was read', () => {
  assert.deepEqual(tally(), { at: AT, from: FROM, to: TO, entries: { '1': { date: '2026-03-10', held: 600, now: 600 } } });
  assert.equal(recordedSince(tally(), P, [view(ONE), view(OTHER)]), 0, 'nothing recorded since');
});

test('an entry the figure held counts only what it gained since: a run stopped after the read, not its whole total', () => {
  const stopped = server(1, 600 + 1200);
  const t = noteEntries(tally(), P, [stopped]);
  assert.deepEqual(t.entries['1'], { date: '2026-03-10', held: 600, now: 1800 });
  assert.equal(recordedSince(t, P, [view(stopped)]), 1200);
  // A figure read after that stop holds the run: a tally started then counts none of it.
  assert.equal(recordedSince(startTally(P, [stopped], AT + 1, FROM, TO), P, [view(stopped)]), 0);
});

test('an entry made since the read counts whole: dated within the dates read, or created after the read', () => {
  const today = server(3, 900);
  assert.equal(recordedSince(noteEntries(tally(), P, [today]), P, [view(ONE), view(today)]), 900);
  assert.equal(recordedSince(tally(), P, [view(ONE), view(today)]), 900, 'shown before it was noted');
  const onFrom = server(4, 60, { date: FROM });
  assert.equal(noteEntries(tally(), P, [onFrom]).entries['4']?.held, 0);
  const lastWeek = server(5, 450, { date: '2026-03-03' });
  assert.equal(noteEntries(tally(), P, [lastWeek]).entries['5'], undefined, 'dated before the read, age unknown: the figure may hold it');
  assert.equal(noteEntries(tally(), P, [lastWeek], () => AT).entries['5'], undefined, 'created as the figure was read');
  const typedIn = noteEntries(tally(), P, [lastWeek], (e) => (e.id === 5 ? AT + 1 : null));
  assert.deepEqual(typedIn.entries['5'], { date: '2026-03-03', held: 0, now: 450 });
  assert.equal(recordedSince(typedIn, P, [view(ONE)]), 450, 'and still counts when the recent days no longer show it');
});

test('entries of other projects count only once they come onto this one; one that leaves takes its held time along', () => {
  const before = tally();
  assert.equal(noteEntries(before, P, [OTHER, ONE]), before, 'nothing noted: the same tally');
  const movedHere = server(2, 300);
  assert.equal(recordedSince(noteEntries(tally(), P, [movedHere]), P, [view(ONE), view(movedHere)]), 300);
  const movedAway = server(1, 600, { projectId: 9 });
  const t = noteEntries(tally(), P, [movedAway]);
  assert.deepEqual(t.entries['1'], { date: '2026-03-10', held: 600, now: 0 });
  assert.equal(recordedSince(t, P, [view(movedAway)]), -600);
  assert.equal(recordedSince(t, P, []), -600, 'as last known when no longer shown');
});

test('queued commands count at once: a stop not sent yet, a create not answered yet', () => {
  const stopQueued = view(ONE, { totalSeconds: 600 + 300, pending: true });
  const createQueued = view(server(0, 120), { id: null, key: 'l1', pending: true });
  const elsewhere = view(server(0, 999, { projectId: 9 }), { id: null, key: 'l2', pending: true });
  assert.equal(recordedSince(tally(), P, [stopQueued, createQueued, elsewhere]), 300 + 120);
});

test('a read of the recent days: what it holds is noted; an entry it no longer holds (deleted, or moved to a date it does not cover) keeps what it last held', () => {
  const yesterday = server(6, 200, { date: '2026-03-09' });
  const t = noteEntries(tally(), P, [yesterday]);
  const read = noteRead(t, P, { entries: [server(1, 700)] });
  assert.deepEqual(read.entries['1'], { date: '2026-03-10', held: 600, now: 700 });
  assert.deepEqual(read.entries['6'], { date: '2026-03-09', held: 0, now: 200 }, 'not in the read: kept');
  const unseen = noteRead(t, P, { entries: [] });
  assert.equal(unseen, t, 'neither taken as deleted');
  assert.equal(recordedSince(unseen, P, []), 200, 'the bar does not go backwards by what the figure held');
  assert.equal(noteRead(t, P, { entries: [ONE, yesterday] }), t, 'a read that changes nothing keeps the tally');
});

test('an entry dated after the dates read with the figure (tomorrow, read once the day turns) is not counted whole: the figure may hold it', () => {
  const tomorrow = server(7, 900, { date: '2026-03-11' });
  const afterMidnight = noteRead(tally(), P, { entries: [ONE, tomorrow] });
  assert.equal(afterMidnight.entries['7'], undefined, 'not taken as new');
  assert.equal(recordedSince(afterMidnight, P, [view(ONE), view(tomorrow)]), 0, 'shown, and not counted twice');
  const typedIn = noteEntries(tally(), P, [tomorrow], (e) => (e.id === 7 ? AT + 1 : null));
  assert.deepEqual(typedIn.entries['7'], { date: '2026-03-11', held: 0, now: 900 }, 'created after the figure: new');
  assert.equal(recordedSince(typedIn, P, [view(ONE), view(tomorrow)]), 900);
  // Known from an earlier read of other dates, it is not taken as what the figure holds.
  assert.equal(startTally(P, [ONE, tomorrow], AT, FROM, TO).entries['7'], undefined);
});

test('an entry moved elsewhere to a date outside the next read is not taken as deleted; moved back in, it counts what it gained', () => {
  const lastWeek = server(1, 600, { date: '2026-03-03' });
  const read = noteRead(tally(), P, { entries: [] });
  assert.equal(recordedSince(read, P, []), 0);
  const movedBack = server(1, 900, { date: '2026-03-10' });
  assert.equal(recordedSince(noteRead(read, P, { entries: [movedBack] }), P, [view(movedBack)]), 300);
  const answered = noteEntries(tally(), P, [lastWeek]);
  assert.deepEqual(answered.entries['1'], { date: '2026-03-03', held: 600, now: 600 }, 'told by an answer: its new date, still held');
  assert.equal(recordedSince(answered, P, []), 0);
});

test('tallies for every project with a budget in a list just read', () => {
  const projects: ProjectView[] = [
    { id: P, name: 'Data Migration', customerName: null, requiredTask: false, active: true, budget: { by: 'time', amount: 1, progressPercent: 75 } },
    { id: 5, name: 'Support Retainer', customerName: null, requiredTask: false, active: true, budget: { by: 'billing', amount: 5000, progressPercent: 10 } },
    { id: 9, name: 'Website', customerName: null, requiredTask: false, active: true, budget: null },
    { id: 3, name: 'Internal', customerName: null, requiredTask: false, active: true },
  ];
  const all = startTallies(projects, [ONE, OTHER], AT, FROM, TO);
  assert.deepEqual(Object.keys(all).sort(), ['4', '5']);
  assert.deepEqual(all['4'], tally());
  assert.deepEqual(all['5']!.entries, {});
});

test(`a figure is read again once it is out of date and ${BUDGET_FIGURE_MAX_AGE_MS / 3_600_000} hours old`, () => {
  assert.equal(BUDGET_FIGURE_MAX_AGE_MS, 8 * 3_600_000);
  assert.equal(figureDue(tally(), 1200, AT + BUDGET_FIGURE_MAX_AGE_MS), true);
  assert.equal(figureDue(tally(), -60, AT + BUDGET_FIGURE_MAX_AGE_MS), true, 'time taken off counts too');
  assert.equal(figureDue(tally(), 1200, AT + BUDGET_FIGURE_MAX_AGE_MS - 1), false, 'younger');
  assert.equal(figureDue(tally(), 0, AT + 2 * BUDGET_FIGURE_MAX_AGE_MS), false, 'nothing recorded since: the figure is as good as new');
});

test('tallies from the disk: kept as written; anything odd means none to trust', () => {
  const written = JSON.parse(JSON.stringify({ '4': noteEntries(tally(), P, [server(1, 900)]) }));
  assert.deepEqual(parseTallies(written), { '4': { at: AT, from: FROM, to: TO, entries: { '1': { date: '2026-03-10', held: 600, now: 900 } } } });
  const older = parseTallies({ '4': { at: AT, from: FROM, entries: {} } });
  assert.deepEqual(older, { '4': { at: AT, from: FROM, to: '2026-03-10', entries: {} } }, 'written without `to`: the day after `from`, the fewest dates a read covers');
  assert.equal(recordedSince(older!['4']!, P, [view(server(8, 60, { date: '2026-03-11' }))]), 0, 'a later date is not counted whole');
  assert.equal(parseTallies({ '4': { at: AT, from: FROM, to: 7, entries: {} } }), null);
  assert.deepEqual(parseTallies({}), {});
  assert.equal(parseTallies(undefined), null, 'a cache from before budgets were tallied');
  assert.equal(parseTallies({ '4': { at: 'x', from: FROM, entries: {} } }), null);
  assert.equal(parseTallies({ '4': { at: AT, from: 7, entries: {} } }), null);
  assert.equal(parseTallies({ '4': { at: AT, from: FROM } }), null);
  assert.equal(parseTallies({ '4': { at: AT, from: FROM, entries: { '1': { date: '2026-03-10', held: 600 } } } }), null);
  assert.equal(parseTallies({ '4': { at: AT, from: FROM, entries: { '1': { date: 1, held: 600, now: 600 } } } }), null);
  assert.equal(parseTallies({ '4': { at: AT, from: FROM, entries: { '1': { date: '2026-03-10', held: '600', now: 600 } } } }), null);
  assert.equal(parseTallies({ '4': 'x' }), null);
});

test("a project read for a check keeps the figure its tally counts from, unless its budget changed on the web", () => {
  const known: ProjectView = { id: P, name: 'Data Migration', customerName: null, requiredTask: false, active: true, budget: { by: 'time', amount: 2, progressPercent: 0 } };
  const fresh: ProjectView = { ...known, name: 'Data Migration (2026)', requiredTask: true, budget: { by: 'time', amount: 2, progressPercent: 50 } };
  assert.deepEqual(checkedProject(fresh, known, true), { project: { ...fresh, budget: known.budget }, readAgain: false }, 'the rest as read, the figure as tallied');
  assert.deepEqual(checkedProject(fresh, known, false), { project: fresh, readAgain: false }, 'no tally: the fresh figure alone');
  const bigger: ProjectView = { ...fresh, budget: { by: 'time', amount: 3, progressPercent: 33.33 } };
  assert.deepEqual(checkedProject(bigger, known, true), { project: bigger, readAgain: true }, 'a new amount: the list is read again');
  const gone: ProjectView = { ...fresh, budget: null };
  assert.deepEqual(checkedProject(gone, known, true), { project: gone, readAgain: true }, 'taken away on the web');
});

// The other accounts' entries as the window lists them: named with their account, keys and
// project ids of their own (two accounts' project 1 are two projects), placed by their start
// among the account shown's, the running one first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { EntryView, OtherAccountEntry } from '../../../main/core/snapshot.ts';
import { dayWithOthers, markedOthers } from '../../../renderer/today/other-entries.ts';
import { todayTotal } from '../../../renderer/today/totals.ts';

const entry = (over: Partial<EntryView>): EntryView => ({
  key: 'e1', id: 1, date: '2026-03-10', projectId: 1, projectName: 'Web', customerName: null, taskId: null, taskName: null,
  description: '', timeStart: '09:00:00', timeEnd: '10:00:00', totalSeconds: 3600, runningSince: null, locked: false, pending: false, ...over,
});
const other = (accountKey: string, accountName: string, e: EntryView): OtherAccountEntry => ({ accountKey, accountName, entry: e });

test("marked with their account, never taken for the account shown's entry or project", () => {
  const marked = markedOthers([other('a1', 'Studio', entry({ timeStart: '11:00:00' })), other('a1', 'Studio', entry({ key: 'e2', timeStart: '08:00:00' })), other('a2', 'Home', entry({}))]);
  assert.deepEqual(marked.map((m) => [m.entry.key, m.entry.projectId, m.entry.projectName]), [
    ['a1:e1', -1, 'Studio · Web'],
    ['a1:e2', -1, 'Studio · Web'],
    ['a2:e1', -2, 'Home · Web'],
  ]);
  assert.equal(marked[0]!.other!.entry.key, 'e1', 'Continue gets the key its account knows');
  const own = [entry({ runningSince: 1, timeStart: '10:00:00' }), entry({ key: 'e0', timeStart: '07:00:00' })];
  const day = dayWithOthers(own, marked, '2026-03-10');
  assert.deepEqual(day.map((d) => d.entry.key), ['e1', 'a1:e1', 'a2:e1', 'a1:e2', 'e0'], 'the running one first, then newest first');
  assert.deepEqual(todayTotal(day.map((d) => d.entry), null, '2026-03-10', 0).byProject.map((p) => p.projectName).sort(), ['Home · Web', 'Studio · Web', 'Web'], 'three projects, not one');
  assert.deepEqual(dayWithOthers(own, marked, '2026-03-11').map((d) => d.entry.key), ['e1', 'e0'], "another day's are not this day's");
});

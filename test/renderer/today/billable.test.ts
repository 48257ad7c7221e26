// The window's billable split against the engine's, the running entry counted live.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitOf as engine } from '../../../main/core/views/billable-totals.ts';
import type { EntryView } from '../../../main/core/snapshot.ts';
import { splitOf } from '../../../renderer/today/billable.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const entry = (over: Partial<EntryView>): EntryView => ({
  key: 'e1', id: 1, date: '2026-03-10', projectId: 1, projectName: 'Web', customerName: null, taskId: null, taskName: null,
  description: '', timeStart: '09:00:00', timeEnd: '10:00:00', totalSeconds: 3600, runningSince: null, locked: false, pending: false, ...over,
});

test('billable and non-billable seconds as the engine counts them; the running one live; unsaid counts as not billable', () => {
  const entries = [entry({ billable: true }), entry({ key: 'e2', totalSeconds: 1800 }), entry({ key: 'e3', billable: false, totalSeconds: 600 }), entry({ key: 'e4', billable: true, totalSeconds: 60, runningSince: NOW - 90_000 })];
  assert.deepEqual(splitOf(entries, NOW), engine(entries, NOW));
  assert.deepEqual(splitOf(entries, NOW), { billableSeconds: 3600 + 60 + 90, nonBillableSeconds: 2400 });
});

// The timeline's blocks cover what the engine's gaps say the entries cover, and the strip spans
// whole hours around the working hours, the entries and the gaps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { entrySpans as engine } from '../../../main/core/time/entry-span.ts';
import type { EntryView } from '../../../main/core/snapshot.ts';
import { entrySpans, layoutTimeline } from '../../../renderer/today/timeline-layout.ts';

const DAY = Date.parse('2026-03-10T00:00:00Z');
const at = (hms: string): number => Date.parse(`2026-03-10T${hms}Z`);
const NOW = at('11:00:00');
const entry = (over: Partial<EntryView>): EntryView => ({
  key: 'e1', id: 1, date: '2026-03-10', projectId: 1, projectName: 'Web', customerName: null, taskId: null, taskName: null,
  description: '', timeStart: '09:00:00', timeEnd: '09:30:00', totalSeconds: 1800, runningSince: null, locked: false, pending: false, ...over,
});

test("an entry's blocks are the engine's spans: finished, running, and continued after a pause (two blocks)", () => {
  const cases = [
    entry({}),
    entry({ timeStart: '10:30:00', totalSeconds: 0, runningSince: at('10:30:00') }),
    entry({ timeStart: '09:00:00', totalSeconds: 1800, runningSince: at('10:15:00') }),
  ];
  for (const e of cases) assert.deepEqual(entrySpans(e, DAY, NOW), engine(e, NOW, 0), JSON.stringify(e));
  assert.equal(entrySpans(cases[2]!, DAY, NOW).length, 2, 'the pause left uncovered');
});

test('the strip: whole hours around the working hours, the entries and the gaps; each placed as a share of it', () => {
  const l = layoutTimeline({
    date: '2026-03-10', offsetMinutes: 0, now: NOW,
    windows: [{ start: at('09:00:00'), end: at('17:00:00') }], away: [],
    entries: [entry({ timeStart: '08:30:00', totalSeconds: 1800 })],
    gaps: [{ date: '2026-03-10', start: at('09:00:00'), end: at('11:00:00'), seconds: 7200, kind: 'present', awaySeconds: 0 }],
  });
  assert.deepEqual([l.from, l.to], [at('08:00:00'), at('17:00:00')]);
  assert.deepEqual(l.entries.map((p) => [p.left, p.width].map((n) => Math.round(n * 100) / 100)), [[5.56, 5.56]]);
  assert.deepEqual(l.gaps.map((p) => Math.round(p.left * 100) / 100), [11.11]);
});

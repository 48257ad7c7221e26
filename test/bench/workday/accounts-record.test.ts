// The comparisons bench:workday makes of the two-account day with the activity record on
// (accounts-record.ts): the requests route by route against the day without it, and the
// seconds recorded inside the lock or the idle. The days themselves run in the bench.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { recordedWhileAway, routesDiffering } from './accounts-record.ts';
import { secondsOf } from './script.ts';
import type { TwoAccountScript } from './two-accounts-script.ts';
import type { WireCounts } from './wire.ts';

const counts = (routes: Record<string, number>): WireCounts => ({ total: Object.values(routes).reduce((a, b) => a + b, 0), http429: 0, byRoute: new Map(Object.entries(routes)), readsAt: [], log: [] });

test('the same total by other routes is a delta; the same routes are none', () => {
  const day = counts({ 'GET /reports/detailed': 104, 'POST /time-entries': 8 });
  assert.deepEqual(routesDiffering(day, counts({ 'POST /time-entries': 8, 'GET /reports/detailed': 104 })), { delta: 0, said: [] });
  assert.deepEqual(routesDiffering(day, counts({ 'GET /reports/detailed': 103, 'POST /time-entries': 8, 'GET /projects': 1 })), {
    delta: 2,
    said: ['GET /reports/detailed 104 against 103', 'GET /projects 0 against 1'],
  });
});

test('seconds recorded inside the lock and the idle are counted; a stretch ending as the lock begins is not', () => {
  const script: TwoAccountScript = {
    name: 'small',
    steps: [
      { at: '10:00', account: 'business', action: { kind: 'idle', minutes: 20 } },
      { at: '12:00', account: null, action: { kind: 'lock', minutes: 60 } },
    ],
  };
  const t = (hms: string) => secondsOf(hms) * 1000;
  const s = (from: string, to: string) => ({ start: t(from), end: t(to), app: 'Code', title: 'x' });
  assert.equal(recordedWhileAway(script, [s('09:00', '10:00'), s('11:00', '12:00'), s('13:00', '14:00')], 0), 0);
  assert.equal(recordedWhileAway(script, [s('09:50', '10:01'), s('11:59', '12:00:30'), s('12:59', '13:10')], 0), 60 + 30 + 60);
});

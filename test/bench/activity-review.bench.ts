// A past day of the record opened for review from disk (npm run bench:activity; issue 73, item
// 1): a heavy day's file (700 stretches, activity-days.ts) written by the real store, then, on a
// store opened anew (nothing of the day in memory), what opening its review costs the engine:
// the file read and folded (FileActivityStore, foldLines), its stretches beside 16 entries of two
// accounts (reviewStretches, what the snapshot carries), and the preview of a booking of every
// stretch (selectionBooking: merged the person's way, less the entries). Not counted: the read
// of the week's entries from the service (one request per account, its network's time). Wall
// milliseconds on this machine, the median of 9 openings (print the load beside them when
// comparing); heap after a collection. A goal missed is named on a line `MISSED ...`, exit 1.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { foldLines, lineOf } from '../../main/core/activity/activity-lines.ts';
import { reviewStretches, selectionBooking } from '../../main/core/activity/day-review.ts';
import { FileActivityStore } from '../../main/platform/node/activity-files.ts';
import { day, PER_DAY } from './activity-days.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.log('activity review bench not run: node needs --expose-gc (npm run bench:activity gives it)');
  process.exit(1);
}

const DATE = '2026-03-09';
/** A day's review within the window's later-screen bound. */
const GOAL_MS = 100;
const RUNS = 9;

/** 16 entries over the day in two accounts: 20 minutes every half hour from 08:00. */
const entries = Array.from({ length: 16 }, (_, i) => {
  const start = Date.parse(`${DATE}T08:00:00Z`) + i * 30 * 60_000;
  return { start, end: start + 20 * 60_000 };
});

const dir = mkdtempSync(join(tmpdir(), 'stint-review-bench-'));
try {
  await new FileActivityStore(dir).append(DATE, day(DATE).map(lineOf));
  gc();
  const heapStart = process.memoryUsage().heapUsed;
  const times: { read: number; review: number; preview: number; total: number }[] = [];
  let heapPeak = heapStart;
  let booked = 0;
  for (let i = 0; i < RUNS; i++) {
    const store = new FileActivityStore(dir);
    const t0 = performance.now();
    const stretches = foldLines(await store.read(DATE));
    const t1 = performance.now();
    const rows = reviewStretches(stretches, entries);
    const t2 = performance.now();
    const b = selectionBooking(stretches, new Set(rows.map((r) => r.start)), entries, { bridgeMs: 5 * 60_000, shortestMs: 60_000 });
    const t3 = performance.now();
    booked = b.seconds;
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    times.push({ read: t1 - t0, review: t2 - t1, preview: t3 - t2, total: t3 - t0 });
  }
  gc();
  const heapEnd = process.memoryUsage().heapUsed;
  const median = (k: keyof (typeof times)[number]) => [...times.map((x) => x[k])].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  const total = median('total');
  if (total > GOAL_MS) console.log(`MISSED review_day_ms ${total.toFixed(1)} > ${GOAL_MS}`);
  const f = (n: number) => n.toFixed(1);
  const mb = (b: number) => f(b / 1_048_576);
  console.log(
    [
      `review_stretches=${PER_DAY}`,
      `review_read_fold_ms=${f(median('read'))}`,
      `review_rows_ms=${f(median('review'))}`,
      `review_preview_all_ms=${f(median('preview'))}`,
      `review_day_ms=${f(total)}`,
      `review_first_ms=${f(times[0]!.total)}`,
      `review_booked_hours=${(booked / 3600).toFixed(2)}`,
      `heap_start_mb=${mb(heapStart)}`,
      `heap_peak_mb=${mb(heapPeak)}`,
      `heap_end_mb=${mb(heapEnd)}`,
    ].join(' '),
  );
  process.exitCode = total > GOAL_MS ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}

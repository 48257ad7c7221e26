// A rule's dry run over 30 days of the record, and the export of those days (npm run
// bench:activity; issue 73): 30 day files of 700 stretches each (a heavy day: 5,000 focus
// changes a week merged make about that many), written by the real store, then read back from
// disk and folded as the engine reads a day (FileActivityStore, foldLines), the dry run of a
// rule of each matcher kind (a regular expression on RE2 among them) placed after 20 others,
// and the CSV and JSON of the 30 days. Times are wall milliseconds on this machine (print the
// load beside them when comparing); heap after a collection. The last line holds every figure
// as key=value; a goal missed is named on a line `MISSED ...` and the bench exits 1.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { foldLines, lineOf } from '../../main/core/activity/activity-lines.ts';
import type { ActivityMatch, ActivityRule } from '../../main/core/activity/activity-rules.ts';
import { dryRun } from '../../main/core/activity/rule-dry-run.ts';
import { recordJson, recordRows } from '../../main/core/activity/record-export.ts';
import { recordCsv } from '../../main/core/accounts/record-csv.ts';
import { DEFAULT_SETTINGS } from '../../main/core/settings/settings-schema.ts';
import { addDays } from '../../main/core/time/local-time.ts';
import { FileActivityStore } from '../../main/platform/node/activity-files.ts';
import { day, PER_DAY } from './activity-days.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.log('activity dry-run bench not run: node needs --expose-gc (npm run bench:activity gives it)');
  process.exit(1);
}

const DAYS = 30;
const FIRST = '2026-02-09';
/** A day's dry run within the window's later-screen bound (100 ms); 30 days within 30 times it. */
const GOALS = { dayMs: 100, thirtyDaysMs: 3_000 };

const to = { accountKey: 'main', projectId: 1, taskId: null, description: null };
const m = (over: Partial<ActivityMatch>): ActivityMatch => ({ app: null, title: null, ...over });
const others: ActivityRule[] = Array.from({ length: 20 }, (_, i) => ({ id: `r${String(i).padStart(8, '0')}`, match: m({ title: `*nothing-${i}*` }), ...to }));
const candidates: Record<string, ActivityMatch> = {
  app: m({ app: 'Figma' }),
  title: m({ title: '*invoice*' }),
  allWords: m({ allWords: ['design', 'review'] }),
  anyWords: m({ anyWords: ['invoice', 'receipt'] }),
  domain: m({ domain: 'github.com' }),
  regex: m({ regex: '(pull request|issue) #\\d+' }),
};

const dir = mkdtempSync(join(tmpdir(), 'stint-dry-run-bench-'));
try {
  const store = new FileActivityStore(dir);
  const dates = Array.from({ length: DAYS }, (_, i) => addDays(FIRST, i));
  for (const d of dates) await store.append(d, day(d).map(lineOf));
  gc();
  const heapStart = process.memoryUsage().heapUsed;

  let t = performance.now();
  const days = await Promise.all(dates.map(async (date) => ({ date, stretches: foldLines(await store.read(date)) })));
  const readMs = performance.now() - t;
  const figures: Record<string, number> = {};
  for (const [kind, match] of Object.entries(candidates)) {
    const rule: ActivityRule = { id: 'rdryrun00', match, ...to };
    t = performance.now();
    const run = dryRun({ rule, rules: [...others, rule], days, merge: { bridgeMs: 5 * 60_000, shortestMs: 60_000 }, booked: new Map() });
    figures[`dry_run_${kind}_ms`] = performance.now() - t;
    figures[`dry_run_${kind}_hours`] = run.seconds / 3600;
  }
  t = performance.now();
  const oneDay = dryRun({ rule: { id: 'rdryrun00', match: candidates.regex!, ...to }, rules: [...others, { id: 'rdryrun00', match: candidates.regex!, ...to }], days: [days[0]!], merge: { bridgeMs: 5 * 60_000, shortestMs: 60_000 }, booked: new Map() });
  const dayMs = performance.now() - t + readMs / DAYS;
  t = performance.now();
  const rows = recordRows(days, DEFAULT_SETTINGS.activity, 60);
  const csv = recordCsv(rows);
  const csvMs = performance.now() - t;
  t = performance.now();
  const json = recordJson(rows, { from: dates[0]!, to: dates.at(-1)! });
  const jsonMs = performance.now() - t;
  const heapPeak = process.memoryUsage().heapUsed;
  gc();
  const heapEnd = process.memoryUsage().heapUsed;
  const slowest = Math.max(...Object.entries(figures).filter(([k]) => k.endsWith('_ms')).map(([, v]) => v));
  const thirtyDaysMs = readMs + slowest;
  const missed = [...(dayMs > GOALS.dayMs ? [`day_ms ${dayMs.toFixed(1)} > ${GOALS.dayMs}`] : []), ...(thirtyDaysMs > GOALS.thirtyDaysMs ? [`thirty_days_ms ${thirtyDaysMs.toFixed(1)} > ${GOALS.thirtyDaysMs}`] : [])];
  for (const x of missed) console.log(`MISSED ${x}`);
  const f = (n: number, digits = 1) => n.toFixed(digits);
  const mb = (b: number) => f(b / 1_048_576);
  console.log(
    [
      `days=${DAYS}`,
      `stretches=${DAYS * PER_DAY}`,
      `read_fold_ms=${f(readMs)}`,
      ...Object.entries(figures).map(([k, v]) => `${k}=${f(v, k.endsWith('hours') ? 2 : 1)}`),
      `one_day_ms=${f(dayMs)}`,
      `one_day_hours=${f(oneDay.seconds / 3600, 2)}`,
      `thirty_days_ms=${f(thirtyDaysMs)}`,
      `export_rows=${rows.length}`,
      `csv_ms=${f(csvMs)}`,
      `csv_kb=${f(csv.length / 1000)}`,
      `json_ms=${f(jsonMs)}`,
      `json_kb=${f(json.length / 1000)}`,
      `heap_start_mb=${mb(heapStart)}`,
      `heap_peak_mb=${mb(heapPeak)}`,
      `heap_end_mb=${mb(heapEnd)}`,
    ].join(' '),
  );
  process.exitCode = missed.length > 0 ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}

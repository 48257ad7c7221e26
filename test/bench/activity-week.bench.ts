// What a week of the activity record costs (npm run bench:activity; issue 62, "cheap: well
// under 1% of a core and a flat heap over a week of recording"): the real recorder and the
// real day files (ActivityRecorder, FileActivityStore, FileDurableStore) on the manual clock,
// a scripted desktop giving 5,000 focus changes over five working days of 8 hours (a quarter
// of them under 5 s, merged), the screen locked at night and over the weekend. Each change
// waits for the record's writes, as the real seconds between changes would. Then the app
// opens the folder on Friday evening as it starts: the person's snapshot's activity view of
// the day (the lane: stretches, and time by application and title) is timed, and a past
// day read from its file and grouped.
//
// Run with --expose-gc (the npm script does): heap figures are after a collection. The CPU
// figures are this process's, which also drives the clock and the scripted desktop: an upper
// bound of the record's own. The last line holds every figure as key=value; a goal missed is
// named on a line `MISSED ...` and the bench exits 1.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openAccounts } from '../../main/core/accounts/accounts.ts';
import { personStint } from '../../main/core/accounts/person-stint.ts';
import { grouped } from '../../main/core/activity/activity-day.ts';
import { ActivityRecorder } from '../../main/core/activity/activity-recorder.ts';
import { DEFAULT_SETTINGS } from '../../main/core/settings/settings-schema.ts';
import { FileActivityStore, recordOnDisk } from '../../main/platform/node/activity-files.ts';
import { FileDurableStore } from '../../main/platform/node/file-durable-store.ts';
import { nodePorts } from '../../main/platform/node/index.ts';
import { nodeAccountPorts } from '../../main/platform/node/account-ports.ts';
import { ManualIdleSource } from '../../main/platform/node/manual-idle-source.ts';
import { MemorySecretStore } from '../../main/platform/node/memory-secret-store.ts';
import { ManualClock } from '../support/manual-clock.ts';
import { ScriptedActivity } from '../core/support/scripted-activity.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.log('activity week bench not run: node needs --expose-gc (npm run bench:activity gives it)');
  process.exit(1);
}

const CHANGES = 5_000;
const WORK_DAYS = 5;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Monday 9 March 2026, 00:00 UTC (the zone of the record here). */
const MONDAY = Date.parse('2026-03-09T00:00:00Z');
const GOALS = { cpuPctPerRecordedHour: 1, laneMs: 100, dayReadMs: 100, heapGrowthMb: 5 };

/** The windows a working week passes through (an application, a title). */
const WINDOWS: readonly (readonly [string, string])[] = [
  ['Code', 'invoice.ts — stint — Visual Studio Code'],
  ['Code', 'activity-recorder.ts — stint — Visual Studio Code'],
  ['Code', 'README.md — stint — Visual Studio Code'],
  ['firefox', 'Issue 62 · Stint — Mozilla Firefox'],
  ['firefox', 'Pull request #412 · stint — Mozilla Firefox'],
  ['firefox', 'MDN Web Docs — Mozilla Firefox'],
  ['thunderbird', 'Inbox — Thunderbird'],
  ['thunderbird', 'Re: Invoice March — Thunderbird'],
  ['Slack', 'Slack | #dev | Acme'],
  ['Slack', 'Slack | Ada Lovelace | Acme'],
  ['gnome-terminal', 'npm test — ~/stint'],
  ['libreoffice-calc', 'Budget 2026.ods - LibreOffice Calc'],
  ['Figma', 'Homepage — Acme — Figma'],
  ['zoom', 'Zoom Meeting'],
];

/** A small fixed-seed generator: the same week every run. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const dir = mkdtempSync(join(tmpdir(), 'stint-activity-week-'));
const recordDir = join(dir, 'activity');
const clock = new ManualClock(MONDAY + 9 * HOUR);
const idle = new ManualIdleSource({ idleSeconds: 0 });
const desktop = new ScriptedActivity();
const settings = { activity: { ...DEFAULT_SETTINGS.activity, enabled: true }, idleThresholdMinutes: 5 };
const recorder = new ActivityRecorder({
  clock,
  idle,
  durable: new FileDurableStore(join(dir, 'durable')),
  logger: { log: () => undefined, redact: () => undefined },
  source: desktop,
  store: new FileActivityStore(recordDir),
  offsetMinutes: () => 0,
  weekStart: () => 1,
});
await recorder.open(settings);

const mb = (bytes: number) => bytes / 1_048_576;
function heapMb(): number {
  gc!();
  return mb(process.memoryUsage().heapUsed);
}

/** Time moves on in steps no longer than the recorder's tick, its writes reaching the disk at each. */
async function pass(ms: number): Promise<void> {
  await clock.advance(ms);
  await recorder.settled();
}

const random = seeded(62);
const heapStart = heapMb();
const heapByDay: number[] = [];
const cpuStart = process.cpuUsage();
const wallStart = performance.now();
const perDay = CHANGES / WORK_DAYS;
const workMs = 8 * HOUR;
let changes = 0;
for (let day = 0; day < 7; day++) {
  const nine = MONDAY + day * DAY + 9 * HOUR;
  if (day < WORK_DAYS) {
    if (day > 0) idle.emit('unlock');
    // The day's changes spread over its 8 hours: a quarter passed through in 1-4 s, the rest 15-60 s, scaled to fill the day.
    const lengths = Array.from({ length: perDay }, () => (random() < 0.25 ? 1_000 + random() * 3_000 : 15_000 + random() * 45_000));
    const scale = workMs / lengths.reduce((a, b) => a + b, 0);
    for (const length of lengths) {
      const [app, title] = WINDOWS[Math.floor(random() * WINDOWS.length)]!;
      desktop.focus(app, title);
      changes++;
      await pass(Math.round(length * scale));
    }
    await pass(nine + workMs - clock.now());
    idle.emit('lock');
    await recorder.settled();
  }
  heapByDay.push(heapMb());
  // The night (and the weekend) locked: the recorder ticks on, recording nothing.
  await pass(nine + DAY - clock.now());
}
const cpu = process.cpuUsage(cpuStart);
const wallMs = performance.now() - wallStart;
const heapEnd = heapMb();
// Friday's evening: the app quits.
clock.set(MONDAY + 4 * DAY + 17 * HOUR + 60_000);
await recorder.close();

const cpuMs = (cpu.user + cpu.system) / 1000;
const recordedHours = (WORK_DAYS * workMs) / HOUR;
const disk = await recordOnDisk(recordDir);

// The app starts on Friday evening over the same folder, the record on: the day's lane as the window gets it.
const first = nodePorts({ dataDir: dir, clock, fetch: () => Promise.reject(new Error('no network in this bench')), secrets: new MemorySecretStore(), log: { level: 'warn' } });
const hub = await openAccounts(nodeAccountPorts({ first, dataDir: dir, secretsFor: () => new MemorySecretStore(), activity: desktop }), { appVersion: '0.1.0', platform: 'linux', pacing: [] });
const person = personStint(hub);
const loadStart = performance.now();
await person.setActivityRecording(true);
const loadMs = performance.now() - loadStart;
const laneStart = performance.now();
const lane = person.snapshot().activity!;
const laneMs = performance.now() - laneStart;
const readStart = performance.now();
const thursday = grouped(await hub.activity!.day('2026-03-12'));
const dayReadMs = performance.now() - readStart;
await hub.close();
rmSync(dir, { recursive: true, force: true });

const cpuPctOfWall = (cpuMs / wallMs) * 100;
const cpuMsPerHour = cpuMs / recordedHours;
const cpuPctPerRecordedHour = (cpuMsPerHour / HOUR) * 100;
const growth = heapEnd - heapStart;
const f = (n: number, digits = 2) => n.toFixed(digits);

console.log(`activity record, a week (${changes} focus changes over ${WORK_DAYS} days of 8 h, locked at night and the weekend; real recorder and day files, manual clock)`);
console.log(`  CPU ${f(cpuMs, 0)} ms over ${f(wallMs / 1000, 1)} s of real time (${f(cpuPctOfWall, 1)}% of a core while it ran compressed); ${f(cpuMsPerHour, 1)} ms a recorded hour = ${f(cpuPctPerRecordedHour, 4)}% of a core`);
console.log(`  heap after gc: ${f(heapStart)} MB at the start, ${heapByDay.map((h) => f(h)).join(' / ')} MB after each day, ${f(heapEnd)} MB at the end (${growth >= 0 ? '+' : ''}${f(growth)} MB)`);
console.log(`  on disk: ${disk.dates.length} day files, ${f(disk.bytes / 1000, 1)} KB`);
console.log(`  Friday's lane: ${lane.today.stretches.length} stretches, ${lane.today.apps.length} applications; read from its file when the record turns on ${f(loadMs, 1)} ms, the snapshot's activity view ${f(laneMs, 1)} ms; Thursday read from its file and grouped ${f(dayReadMs, 1)} ms (${thursday.length} applications)`);

const missed: string[] = [];
if (cpuPctPerRecordedHour >= GOALS.cpuPctPerRecordedHour) missed.push(`cpu_pct_per_recorded_hour ${f(cpuPctPerRecordedHour, 4)} >= ${GOALS.cpuPctPerRecordedHour}`);
if (laneMs >= GOALS.laneMs) missed.push(`lane_ms ${f(laneMs, 1)} >= ${GOALS.laneMs}`);
if (dayReadMs >= GOALS.dayReadMs) missed.push(`day_read_ms ${f(dayReadMs, 1)} >= ${GOALS.dayReadMs}`);
if (growth >= GOALS.heapGrowthMb) missed.push(`heap_growth_mb ${f(growth)} >= ${GOALS.heapGrowthMb}`);
if (lane.today.stretches.length === 0) missed.push("Friday's lane is empty: nothing was read back");
for (const m of missed) console.log(`MISSED ${m}`);
console.log(
  [
    `changes=${changes}`,
    `recorded_hours=${recordedHours}`,
    `wall_s=${f(wallMs / 1000, 1)}`,
    `cpu_ms=${f(cpuMs, 0)}`,
    `cpu_pct_of_wall=${f(cpuPctOfWall, 1)}`,
    `cpu_ms_per_recorded_hour=${f(cpuMsPerHour, 1)}`,
    `cpu_pct_per_recorded_hour=${f(cpuPctPerRecordedHour, 4)}`,
    `heap_start_mb=${f(heapStart)}`,
    `heap_end_mb=${f(heapEnd)}`,
    `heap_growth_mb=${f(growth)}`,
    `disk_kb=${f(disk.bytes / 1000, 1)}`,
    `day_files=${disk.dates.length}`,
    `lane_stretches=${lane.today.stretches.length}`,
    `lane_load_ms=${f(loadMs, 1)}`,
    `lane_ms=${f(laneMs, 1)}`,
    `day_read_ms=${f(dayReadMs, 1)}`,
  ].join(' '),
);
process.exit(missed.length > 0 ? 1 : 0);

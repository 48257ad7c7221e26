// What the X11 activity backend costs (npm run bench:activity; issue 62 item 2, "cheap"):
// x-win's subscription as Stint runs it (the active window checked once a second, only changes
// reported) on a real X server (Xvfb + openbox, three xterm windows), for a minute, with the
// focus moved every 10 s. Not a test: it measures Stint's process and prints
// `cpu_pct=` (its CPU time over the wall time, as a share of one core), the reports counted,
// and the X server's own CPU share, which Stint's reads also cost. A share of 1% or more is
// named on a line `MISSED ...` and the bench exits 1.

import { readFileSync } from 'node:fs';
import type { FocusedWindow } from '../../main/core/ports.ts';
import { systemClock } from '../../main/time/clock.ts';
import { xWinSource } from '../../main/platform/node/activity/x-win-source.ts';
import { missingX11, startX11Desktop } from '../platform-node/activity/support/x11-desktop.ts';

const SECONDS = Number(process.env.STINT_BENCH_SECONDS ?? 60);
const GOAL_PCT = 1;

/** A process's CPU time in ms from /proc (utime + stime, in clock ticks of 10 ms on Linux). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const missing = missingX11();
if (missing) {
  console.log(`activity backend bench not run: ${missing}`);
  process.exit(1);
}

const desktop = await startX11Desktop();
process.env.DISPLAY = desktop.display;
const ids = [
  await desktop.open('Budget 2026.ods - LibreOffice Calc', 'libreoffice-calc'),
  await desktop.open('main.ts - stint - Visual Studio Code', 'Code'),
  await desktop.open('Issue 62 · Stint — Mozilla Firefox', 'firefox'),
];
const xPid = desktop.serverPid;

const seen: (FocusedWindow | null)[] = [];
const startCpu = process.cpuUsage();
const xStart = cpuMsOf(xPid);
const startWall = systemClock.now();
const stop = xWinSource({ backend: 'x11' }).watch((w) => seen.push(w), (r) => console.log(`trouble: ${r}`));
for (let s = 10; s <= SECONDS; s += 10) {
  await systemClock.sleep(10_000);
  if (s < SECONDS) await desktop.activate(ids[(s / 10) % ids.length]!);
}
const used = process.cpuUsage(startCpu);
const wall = systemClock.now() - startWall;
const xUsed = cpuMsOf(xPid) - xStart;
stop();
await desktop.stop();

const cpuPct = ((used.user + used.system) / 1000 / wall) * 100;
console.log(`activity backend (x-win on Xvfb + openbox, checked every 1 s, ${Math.round(wall / 1000)} s, focus moved every 10 s)`);
console.log(`cpu_pct=${cpuPct.toFixed(3)}`);
console.log(`x_server_cpu_pct=${((xUsed / wall) * 100).toFixed(3)}`);
console.log(`reports=${seen.length}`);
if (cpuPct >= GOAL_PCT) {
  console.log(`MISSED cpu_pct ${cpuPct.toFixed(3)} >= ${GOAL_PCT}`);
  process.exit(1);
}

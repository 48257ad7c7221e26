// A memory reading taken inside the process it measures (the engine's day, and the bare Node
// process it is read against: engine-day.ts, bare-node.ts), in the same way in both: a forced
// GC, then the process left idle as a tray app sits between a person's actions, then read.
// Runs under node --expose-gc.

import { readFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';
import { MB, type Reading } from './reading.ts';

/** A size line (kB) of /proc/self/status, in MB. */
function statusMb(field: string): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
  if (m === null) throw new Error(`no ${field} in /proc/self/status`);
  return Number(m[1]) / 1024;
}

/** Physical size (MB) of V8's spaces whose name matches. */
function spacesMb(name: RegExp): number {
  return getHeapSpaceStatistics()
    .filter((s) => name.test(s.space_name))
    .reduce((sum, s) => sum + s.physical_space_size / MB, 0);
}

/**
 * Resident anonymous memory (MB) of glibc's malloc: the main arena ([heap]) and the threads'
 * arenas (64 MB reservations aligned on 64 MB, their used part readable and writable, the rest
 * not). What V8 holds outside its heap figures (its pooled pages) is among the rest.
 */
function mallocMb(): number {
  const ARENA = 64 * 1024 * 1024;
  const maps: { start: number; end: number; perm: string; name: string; rssKb: number }[] = [];
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const m = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (m) maps.push({ start: parseInt(m[1]!, 16), end: parseInt(m[2]!, 16), perm: m[3]!, name: m[4]!.trim(), rssKb: 0 });
    else if (line.startsWith('Rss:') && maps.length > 0) maps[maps.length - 1]!.rssKb = Number(/(\d+)/.exec(line)![1]);
  }
  let kb = 0;
  maps.forEach((m, i) => {
    const next = maps[i + 1];
    const arena = m.name === '' && m.perm === 'rw-p' && m.start % ARENA === 0 && next !== undefined && next.name === '' && next.perm === '---p' && next.start === m.end && next.end === m.start + ARENA;
    if (m.name === '[heap]' || arena) kb += m.rssKb;
  });
  return kb / 1024;
}

/**
 * Real time the process is left idle before it is read (ms): long enough for V8's memory
 * reducer, which starts 8 s after a full GC (--gc-memory-reducer-start-delay-ms) and, unless
 * the heap is set to favour size, acts only on its 100 s watchdog.
 */
export const IDLE_MS = 20_000;

/**
 * A reading after a forced GC (`busyRssMb`: right after it) and `idleMs` of idling, without a
 * second forced GC: what the process then holds is what it would hold sitting in the tray.
 * V8 keeps the young generation it grew while busy (up to 64 MB) and the pages a GC freed (its
 * page pool, committed and resident, counted in no heap figure) until its memory reducer runs.
 */
export async function idleReading(at: string, idleMs = IDLE_MS): Promise<Reading> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('run with node --expose-gc');
  gc();
  const busyRssMb = process.memoryUsage().rss / MB;
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  const m = process.memoryUsage();
  return {
    at,
    rssMb: m.rss / MB,
    heapUsedMb: m.heapUsed / MB,
    heapTotalMb: m.heapTotal / MB,
    externalMb: m.external / MB,
    arrayBuffersMb: m.arrayBuffers / MB,
    busyRssMb,
    privateMb: statusMb('RssAnon'),
    fileMb: statusMb('RssFile'),
    codeMb: spacesMb(/^code_/),
    newSpaceMb: spacesMb(/^new_/),
    mallocMb: mallocMb(),
  };
}

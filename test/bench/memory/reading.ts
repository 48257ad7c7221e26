// One memory reading of a process (MB), taken after a forced garbage collection, and how the
// bench prints and bounds them.

export interface Reading {
  /** When in the day: `start`, `hour 2` (11:00, the day's second hour done), `end`. */
  readonly at: string;
  /** Resident set size (VmRSS of the process). */
  readonly rssMb: number;
  /** JavaScript heap used. */
  readonly heapUsedMb: number;
  /** JavaScript heap reserved (V8's total). */
  readonly heapTotalMb: number;
  /** The engine: its resident size right after the day's work, before it idled (rssMb is after). */
  readonly busyRssMb?: number;
  /** The engine: memory of C++ objects bound to JavaScript ones (Buffers' included), outside the heap. */
  readonly externalMb?: number;
  /** The engine: ArrayBuffers' and Buffers' bytes (part of external). */
  readonly arrayBuffersMb?: number;
  /** The engine: its private resident memory (RssAnon: without the mapped Node binary and libraries, which a second process would share). */
  readonly privateMb?: number;
  /** The engine: its resident mapped files (RssFile: the Node binary's pages it touched, ICU's data among them, and libraries). */
  readonly fileMb?: number;
  /** The engine: V8's code spaces (physical). */
  readonly codeMb?: number;
  /** The engine: V8's young generation (physical): grown while busy, shrunk by the memory reducer. */
  readonly newSpaceMb?: number;
  /** The engine: glibc malloc's resident arenas (the main one and the threads'), of RssAnon. */
  readonly mallocMb?: number;
}

export const MB = 1024 * 1024;
export const r1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * The resident size less V8's young generation (where a reading has it: the engine's), what
 * growth is measured on: V8 gives the young generation it grew while busy back on its memory
 * reducer's schedule, not ours, so one reading holds 0.3 MB of it and the next 7-8 MB, which
 * moved a day's or a week's growth by 5% either way with nothing held for longer.
 */
export function steadyMb(r: Reading): number {
  return r.rssMb - (r.newSpaceMb ?? 0);
}

/** Growth (%) of `of` (the steady size by default) between the reading after the second hour and the day's last (`end`, else the last). */
export function growthPct(readings: readonly Reading[], of: (r: Reading) => number = steadyMb): number {
  const second = readings.find((r) => r.at === 'hour 2');
  const last = readings.find((r) => r.at === 'end') ?? readings[readings.length - 1];
  if (second === undefined || last === undefined) throw new Error('no reading after the second hour');
  return r1(((of(last) - of(second)) / of(second)) * 100);
}

/**
 * A week in one process: `ends` are the sizes (MB; the steady ones for the bound) at the end of each day, in order.
 * `growthPct`: the last day's over the first's. `trendPctPerDay`: the least-squares slope of
 * days 2 to the last (the first day holds the sign-ins' and the first reads' growth), as a
 * percentage of their mean a day: an upward trend is one above TREND_GOAL_PCT_PER_DAY.
 */
export function weekFigures(ends: readonly number[]): { growthPct: number; trendPctPerDay: number } {
  if (ends.length < 3) return { growthPct: NaN, trendPctPerDay: NaN };
  const first = ends[0]!;
  const last = ends[ends.length - 1]!;
  const ys = ends.slice(1);
  const n = ys.length;
  const meanX = (n - 1) / 2;
  const meanY = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  ys.forEach((y, x) => {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  });
  return { growthPct: r1(((last - first) / first) * 100), trendPctPerDay: Math.round((num / den / meanY) * 10_000) / 100 };
}

/** The most a week's resident size may climb a day (least-squares, days 2-7) and be called flat: 0.5%, 3% over those six days. */
export const TREND_GOAL_PCT_PER_DAY = 0.5;

/**
 * Where a reading's resident size goes: V8's heap (used of total; code and young generation),
 * external memory, anonymous against mapped files, malloc's arenas, and what is anonymous but
 * neither V8's heap nor malloc's (V8's pooled pages, thread stacks).
 */
export function formatBreakdown(who: string, r: Reading): string {
  const heapTotal = r.heapTotalMb;
  const anon = r.privateMb ?? NaN;
  return `${who} ${r.at.padEnd(7)} breakdown: heap_used_mb=${r1(r.heapUsedMb)} heap_total_mb=${r1(heapTotal)} code_mb=${r1(r.codeMb ?? NaN)} new_space_mb=${r1(r.newSpaceMb ?? NaN)} external_mb=${r1(r.externalMb ?? NaN)} array_buffers_mb=${r1(r.arrayBuffersMb ?? NaN)} rss_anon_mb=${r1(anon)} rss_file_mb=${r1(r.fileMb ?? NaN)} malloc_mb=${r1(r.mallocMb ?? NaN)} anon_outside_heap_and_malloc_mb=${r1(anon - heapTotal - (r.mallocMb ?? NaN))}`;
}

export function formatReading(who: string, r: Reading): string {
  const busy = r.busyRssMb === undefined ? '' : ` busy_rss_mb=${r1(r.busyRssMb)}`;
  const own = r.privateMb === undefined ? '' : ` private_mb=${r1(r.privateMb)}`;
  const ext = r.externalMb === undefined ? '' : ` external_mb=${r1(r.externalMb)} array_buffers_mb=${r1(r.arrayBuffersMb ?? NaN)}`;
  return `${who} ${r.at.padEnd(7)} rss_mb=${r1(r.rssMb)} heap_used_mb=${r1(r.heapUsedMb)} heap_total_mb=${r1(r.heapTotalMb)}${ext}${busy}${own}`;
}

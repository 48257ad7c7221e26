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
}

export const MB = 1024 * 1024;
export const r1 = (n: number): number => Math.round(n * 10) / 10;

/** Growth (%) of the resident size between the reading after the second hour and the last. */
export function growthPct(readings: readonly Reading[]): number {
  const second = readings.find((r) => r.at === 'hour 2');
  const last = readings[readings.length - 1];
  if (second === undefined || last === undefined) throw new Error('no reading after the second hour');
  return r1(((last.rssMb - second.rssMb) / second.rssMb) * 100);
}

export function formatReading(who: string, r: Reading): string {
  const busy = r.busyRssMb === undefined ? '' : ` busy_rss_mb=${r1(r.busyRssMb)}`;
  const own = r.privateMb === undefined ? '' : ` private_mb=${r1(r.privateMb)}`;
  const ext = r.externalMb === undefined ? '' : ` external_mb=${r1(r.externalMb)} array_buffers_mb=${r1(r.arrayBuffersMb ?? NaN)}`;
  return `${who} ${r.at.padEnd(7)} rss_mb=${r1(r.rssMb)} heap_used_mb=${r1(r.heapUsedMb)} heap_total_mb=${r1(r.heapTotalMb)}${ext}${busy}${own}`;
}

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
  return `${who} ${r.at.padEnd(7)} rss_mb=${r1(r.rssMb)} heap_used_mb=${r1(r.heapUsedMb)} heap_total_mb=${r1(r.heapTotalMb)}`;
}

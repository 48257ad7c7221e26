// The matched characters of a text as runs, for <mark>: apart from the search (./fuzzy.ts),
// which loads after the window's first paint (./search-loader.ts) while the rows are drawn
// from the first render.

/** A run of matched characters: `from` inclusive, `to` exclusive. */
export interface MarkRun {
  readonly from: number;
  readonly to: number;
}

/** The matched characters of a text `length` long, as runs in order (the marks come in any order). */
export function markRuns(marks: readonly number[], length: number): MarkRun[] {
  const sorted = marks.filter((m) => m >= 0 && m < length).sort((a, b) => a - b);
  const out: MarkRun[] = [];
  for (const m of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && m <= last.to) out[out.length - 1] = { from: last.from, to: Math.max(last.to, m + 1) };
    else out.push({ from: m, to: m + 1 });
  }
  return out;
}

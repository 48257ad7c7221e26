// Bundled for the page (esbuild, like the renderer) and loaded next to it: the renderer's
// own filter (renderer/pickers/fuzzy.ts) on the same options the start form's Project
// picker builds (renderer/pickers/project-options.ts, across accounts: both accounts'
// projects, each account's list a part with its own index, searched and merged), so the benchmark times exactly the function a
// keystroke runs, in the same browser, without any hook in the renderer itself.

import type { Snapshot } from '../../../main/core/snapshot.ts';
import { rank, searchable, type PickOption } from '../../../renderer/pickers/fuzzy.ts';
import { projectOptionList } from '../../../renderer/pickers/project-options.ts';

export interface FilterProbe {
  /** Builds the options and the index as pickers/pickers.tsx does for the start form; answers the time it took (ms) and the options. */
  prepare(snapshot: Snapshot, recentIds: readonly string[]): { ms: number; options: number };
  /**
   * Times `rank` for each query in turn (ms each), on a new index of the same options each
   * call: the answers kept for the letters typed first (the window's warm-up makes them
   * before the person types) are searched here, so the figure is the search's own cost.
   */
  time(queries: readonly string[]): number[];
}

let made: { options: readonly PickOption[]; parts: readonly (readonly PickOption[])[]; recentIds: readonly string[] } | null = null;

const probe: FilterProbe = {
  prepare(snapshot, recentIds) {
    const t0 = performance.now();
    // useProjectOptions(true) in pickers/pickers.tsx: the start form's picker.
    const panel = snapshot.accounts ?? null;
    const { options, parts } = projectOptionList(snapshot.projects, panel?.otherProjects ?? [], panel?.inUseName ?? null);
    searchable(options, recentIds, parts);
    made = { options, parts, recentIds };
    return { ms: performance.now() - t0, options: options.length };
  },
  time(queries) {
    if (made === null) throw new Error('prepare() first');
    const s = searchable(made.options, made.recentIds, made.parts);
    return queries.map((q) => {
      const t0 = performance.now();
      rank(s, q);
      return performance.now() - t0;
    });
  },
};

(globalThis as { stintFilterProbe?: FilterProbe }).stintFilterProbe = probe;

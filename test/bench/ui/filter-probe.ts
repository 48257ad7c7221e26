// Bundled for the page (esbuild, like the renderer) and loaded next to it: the renderer's
// own filter (renderer/pickers/fuzzy.ts) on the same options the Project picker builds, so the
// benchmark times exactly the function a keystroke runs, in the same browser, without
// any hook in the renderer itself.

import type { ProjectView } from '../../../main/core/snapshot.ts';
import { rank, searchable, type PickOption } from '../../../renderer/pickers/fuzzy.ts';

export interface FilterProbe {
  /** Builds the index as components/pickers.tsx does; answers the time it took (ms). */
  prepare(projects: readonly ProjectView[], recentIds: readonly string[]): number;
  /**
   * Times `rank` for each query in turn (ms each), on a new index of the same options each
   * call: the answers kept for the letters typed first (the window's warm-up makes them
   * before the person types) are searched here, so the figure is the search's own cost.
   */
  time(queries: readonly string[]): number[];
}

let made: { options: PickOption[]; recentIds: readonly string[] } | null = null;

const probe: FilterProbe = {
  prepare(projects, recentIds) {
    const t0 = performance.now();
    // The same options as useProjectOptions() in components/pickers.tsx.
    const options = projects
      .filter((p) => p.active)
      .map((p) => ({ id: `p${p.id}`, label: p.name, detail: p.customerName }))
      .sort((a, b) => a.label.localeCompare(b.label));
    searchable(options, recentIds);
    made = { options, recentIds };
    return performance.now() - t0;
  },
  time(queries) {
    if (made === null) throw new Error('prepare() first');
    const s = searchable(made.options, made.recentIds);
    return queries.map((q) => {
      const t0 = performance.now();
      rank(s, q);
      return performance.now() - t0;
    });
  },
};

(globalThis as { stintFilterProbe?: FilterProbe }).stintFilterProbe = probe;

// The project's own import graph (main/ by default; the window's renderer/, the tests and the
// scripts when asked), read from the sources (type-only imports and import() too), and the
// circles in it. Shared by the layering tests in test/project/.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

export const root = new URL('../../..', import.meta.url).pathname;
const IMPORT = /(?:import|export)\s*(?:type\s+)?(?:[^'"]*?\s+from\s+|\(\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;

export function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const rel = join(dir, name);
    if (statSync(join(root, rel)).isDirectory()) return name === 'generated' || name === 'node_modules' ? [] : sources(rel);
    return /\.(tsx?|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** Every project file under `dirs` with the project files it imports. */
export function importGraph(dirs: readonly string[] = ['main']): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((d) => sources(d))) {
    const targets = [...readFileSync(join(root, file), 'utf8').matchAll(IMPORT)]
      .map((m) => normalize(join(dirname(file), m[1]!)).replace(/\.js$/, '.ts'))
      .filter((t) => existsSync(join(root, t)));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import circles: strongly connected groups of two or more files (Tarjan). */
export function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

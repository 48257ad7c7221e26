// The layers of main/, as imports between the project's own files (type-only ones too):
//   main/time  <-  main/api  <-  main/core  <-  main/ipc, main/cli, main/platform, main.ts
// each may use what is left of it and nothing to its right, and no file reaches itself
// again through its imports (an import circle hides which part is below which).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const rel = join(dir, name);
    if (statSync(join(root, rel)).isDirectory()) return name === 'generated' ? [] : sources(rel);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** Every project file under main/ with the project files it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources('main')) {
    const targets = [...readFileSync(join(root, file), 'utf8').matchAll(IMPORT)]
      .map((m) => normalize(join(dirname(file), m[1]!)).replace(/\.js$/, '.ts'))
      .filter((t) => existsSync(join(root, t)));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import circles: strongly connected groups of two or more files (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
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

const graph = importGraph();
const reaching = (from: string, to: readonly string[]): string[] =>
  [...graph].flatMap(([f, ts]) => (f.startsWith(from) ? ts.filter((t) => to.some((p) => t.startsWith(p))).map((t) => `${f} -> ${t}`) : []));

test('no import circle in main/', () => {
  assert.ok(graph.size > 100, `read ${graph.size} files`);
  assert.deepEqual(circles(graph), []);
});

test('the circle finder finds a circle (so the test above can fail)', () => {
  assert.deepEqual(circles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]])), [['a', 'b', 'c']]);
});

test('main/time uses nothing of the project: the clock is below everything', () => {
  assert.deepEqual(reaching('main/time/', ['main/']), []);
});

test('main/api (the service client) never reaches up into the engine or the drivers', () => {
  assert.deepEqual(reaching('main/api/', ['main/core/', 'main/ipc/', 'main/cli/', 'main/platform/', 'main/main.ts', 'main/preload.ts']), []);
});

test('the engine parts (engine-*.ts) never import the engine that makes them (engine.ts)', () => {
  assert.deepEqual(reaching('main/core/engine-', ['main/core/engine.ts']), []);
});

// The layers of main/, as imports between the project's own files (type-only ones too):
//   main/time, main/i18n  <-  main/api  <-  main/core  <-  main/ipc, main/cli, main/platform, main.ts
// each may use what is left of it and nothing to its right, and no file reaches itself
// again through its imports (an import circle hides which part is below which).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { circles, importGraph } from './support/import-graph.ts';

const graph = importGraph();
const reaching = (from: string, to: readonly string[]): string[] =>
  [...graph].flatMap(([f, ts]) => (f.startsWith(from) ? ts.filter((t) => to.some((p) => t.startsWith(p))).map((t) => `${f} -> ${t}`) : []));

test('no import circle in main/', () => {
  assert.ok(graph.size > 100, `read ${graph.size} files`);
  assert.deepEqual(circles(graph), []);
});

test("no import circle anywhere in the project's code: the window, the tests, the scripts", () => {
  const everything = importGraph(['main', 'renderer', 'test', 'scripts']);
  assert.ok([...everything.keys()].filter((f) => f.startsWith('renderer/')).length > 50, 'the window read');
  assert.ok([...everything.values()].some((ts) => ts.some((t) => t === 'renderer/settings/settings.tsx')), 'import() read too');
  assert.deepEqual(circles(everything), []);
});

test('the circle finder finds a circle (so the test above can fail)', () => {
  assert.deepEqual(circles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]])), [['a', 'b', 'c']]);
});

test('main/time uses nothing of the project outside itself: the clock is below everything', () => {
  assert.deepEqual(reaching('main/time/', ['main/']).filter((edge) => !edge.split(' -> ')[1]!.startsWith('main/time/')), []);
});

test('main/i18n uses nothing of the project outside itself: the words are below everything, as the clock is', () => {
  assert.ok([...graph.keys()].some((f) => f.startsWith('main/i18n/')), 'main/i18n read');
  assert.deepEqual(reaching('main/i18n/', ['main/']).filter((edge) => !edge.split(' -> ')[1]!.startsWith('main/i18n/')), []);
});

test('main/api (the service client) never reaches up into the engine or the drivers', () => {
  assert.deepEqual(reaching('main/api/', ['main/core/', 'main/ipc/', 'main/cli/', 'main/platform/', 'main/main.ts', 'main/preload.ts']), []);
});

test('the engine parts (engine-*.ts) never import the engine that makes them (engine.ts)', () => {
  assert.deepEqual(reaching('main/core/engine/engine-', ['main/core/engine/engine.ts']), []);
});

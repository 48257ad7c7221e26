// The window's folders (renderer/) by screen and shared part, and which may use which. This
// table is the rule; renderer/README.md names each folder for the newcomer, and the tests of
// renderer/'s own modules mirror its folders (test/renderer/<folder>/<file>.test.ts).
//
// Read from the bottom: text/ and state/ use no other folder, the shared controls and the
// pickers sit above them, the screens above those, and app/ (the window itself) may use them
// all. Nothing forms a circle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { circles, importGraph, root } from './support/import-graph.ts';

const BASE = ['state', 'controls', 'text', 'i18n'];

/** Each folder of renderer/ and the folders it may import besides its own. i18n/ (the window's words) is under everything, text/ included. */
const FOLDERS: Readonly<Record<string, readonly string[]>> = {
  i18n: [],
  text: ['i18n'],
  state: ['i18n'],
  controls: ['state', 'i18n'],
  pickers: ['state', 'controls', 'i18n'],
  'sign-in': ['state', 'controls', 'i18n'],
  accounts: BASE,
  settings: [...BASE, 'accounts'],
  todos: [...BASE, 'pickers'],
  'quick-entry': [...BASE, 'pickers'],
  prompts: [...BASE, 'pickers'],
  today: [...BASE, 'pickers', 'quick-entry'],
  timer: [...BASE, 'pickers', 'today'],
  compact: [...BASE, 'today'],
  export: [...BASE, 'pickers'],
  app: [...BASE, 'pickers', 'sign-in', 'settings', 'todos', 'quick-entry', 'prompts', 'today', 'timer', 'export'],
};

/** What stays at the top of renderer/: the page, its entry point, the styles, the README. */
const TOP = ['README.md', 'index.html', 'main.tsx', 'styles.css'];

const graph = importGraph(['renderer']);
const folderOf = (file: string): string | null => /^renderer\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Imports from one folder into a folder its rule does not name, as "from -> to" lines. */
function breaches(g: Map<string, string[]>): string[] {
  return [...g].flatMap(([f, targets]) => {
    const from = folderOf(f);
    if (from === null) return [];
    return targets.filter((t) => t.startsWith('renderer/')).filter((t) => {
      const to = folderOf(t);
      return to !== from && (to === null || !(FOLDERS[from] ?? []).includes(to));
    }).map((t) => `${f} -> ${t}`);
  });
}

test('renderer/ holds at its top only the page, its entry point, the styles and the README', () => {
  const files = readdirSync(join(root, 'renderer')).filter((n) => !statSync(join(root, 'renderer', n)).isDirectory());
  assert.deepEqual(files.sort(), [...TOP].sort());
});

test('every folder of renderer/ has a rule here and a line in renderer/README.md', () => {
  const folders = readdirSync(join(root, 'renderer')).filter((n) => statSync(join(root, 'renderer', n)).isDirectory());
  assert.deepEqual(folders.sort(), Object.keys(FOLDERS).sort());
  const readme = readFileSync(join(root, 'renderer/README.md'), 'utf8');
  for (const f of folders) assert.match(readme, new RegExp(`\\| \`${f}/\` \\|`), `renderer/README.md names ${f}/ in its table`);
});

test('each folder imports only the folders its rule names', () => {
  assert.ok(graph.size > 50, `read ${graph.size} files`);
  assert.deepEqual(breaches(graph), []);
});

test('the folders form no circle, and no file of the window reaches itself again', () => {
  const byFolder = new Map(Object.entries(FOLDERS).map(([f, uses]) => [f, [...uses]]));
  assert.deepEqual(circles(byFolder), []);
  assert.deepEqual(circles(graph), []);
});

test('the unit tests of the window mirror its folders: test/renderer/<folder>/<file>.test.ts tests renderer/<folder>/<file>', () => {
  const dir = join(root, 'test/renderer');
  const top = readdirSync(dir).filter((n) => !statSync(join(dir, n)).isDirectory());
  assert.deepEqual(top, ['bundle.test.ts'], 'only the build is tested at the top');
  for (const folder of readdirSync(dir).filter((n) => statSync(join(dir, n)).isDirectory())) {
    assert.ok(folder in FOLDERS, `test/renderer/${folder}/ mirrors no folder of renderer/`);
    for (const t of readdirSync(join(dir, folder))) {
      const name = t.replace(/\.test\.ts$/, '');
      assert.ok(['.ts', '.tsx'].some((ext) => existsSync(join(root, 'renderer', folder, name + ext))), `test/renderer/${folder}/${t} has no renderer/${folder}/${name}.ts(x)`);
    }
  }
});

test('the rule check catches a breach (so the rules above can fail)', () => {
  const imagined = new Map([['renderer/text/imagined.ts', ['renderer/state/state.ts']]]);
  assert.deepEqual(breaches(imagined), ['renderer/text/imagined.ts -> renderer/state/state.ts']);
});

// What the built app loads, makes and sends before its tray shows (issue 71 item 3): a
// morning's start (support/morning.ts: two accounts, the caches, a day's queue) in a fresh
// process records the module files Node loaded before the fake Tray's first context menu.
// The bundle's chunks those files are (each one's source map names its sources) must hold
// none of the modules the tray does not need: the exporter's workbook writer, the PDF printer,
// the updater, the calendar reader, the activity record's backends, the command line. The
// window is made, and its page loaded, only after the menu, and no request goes out before it.
// Not timed: bench:launch measures the start.

import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { layOutApp } from './support/app-layout.ts';
import { morningStart, type MorningStart } from './support/morning.ts';

const repo = resolve(new URL('../..', import.meta.url).pathname);

/** What the tray never needs before it shows: a module of each (a path of the repository). */
const NOT_BEFORE_THE_TRAY: Readonly<Record<string, string>> = {
  "the exporter's workbook writer": 'node_modules/write-excel-file/',
  'the PDF printer': 'main/platform/electron/pdf-printer.ts',
  'the updater': 'node_modules/electron-updater/',
  'the calendar reader': 'node_modules/ical.js/',
  "the calendar reader's events": 'main/core/calendar/calendar-occurrences.ts',
  "the activity record's backends": 'main/platform/node/activity/x-win-source.ts',
  'the command line': 'main/cli/run.ts',
};

let root = '';
let mainDir = '';
let morning: MorningStart;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'stint-first-menu-'));
  const bundle = await layOutApp(join(root, 'app'));
  mainDir = dirname(bundle);
  morning = await morningStart(bundle, join(root, 'day'), { record: true });
});

after(() => rmSync(root, { recursive: true, force: true }));

/** The files a built JavaScript file of dist/main holds, from its source map: a package's from its node_modules/, the rest from the repository. */
function sourcesOf(file: string): string[] {
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  return map.sources.map((s) => {
    const path = resolve(dirname(file), s);
    const at = path.lastIndexOf('/node_modules/');
    return at >= 0 ? path.slice(at + 1) : relative(repo, path);
  });
}

test('the first menu is the person\'s day, drawn from the folder: the running timer, both accounts, the queue', () => {
  assert.deepEqual(morning.prepared, { accounts: 2, projects: 4, queued: 7, running: 'Writing the report' });
  const labels = morning.labels.map((l) => l.trim());
  assert.ok(labels.some((l) => l.startsWith('Stop demo · ') && l.includes('Writing the repo')), labels.join(' | '));
  assert.ok(labels.includes('Studio'), labels.join(' | '));
  assert.ok(labels.some((l) => /^Syncing 7 actions/.test(l)), labels.join(' | '));
});

test('before the first menu no window is made (its page not loaded) and no request goes out', () => {
  assert.equal(morning.windows, 0, 'windows made before the first menu');
  assert.equal(morning.requests, 0, 'requests sent before the first menu');
});

test('the chunks loaded before the first menu hold none of the modules the tray does not need, and each of those is in a chunk of its own', () => {
  const built = readdirSync(mainDir).filter((f) => f.endsWith('.js')).map((f) => join(mainDir, f));
  const loaded = new Set((morning.loaded ?? []).filter((u) => u.startsWith('file:')).map((u) => fileURLToPath(u)));
  const before = built.filter((f) => loaded.has(f));
  assert.ok(before.includes(join(mainDir, 'main.js')), `main.js among the files loaded: ${[...loaded].join(', ')}`);
  const sourcesBefore = before.flatMap(sourcesOf);
  const sourcesAll = built.flatMap(sourcesOf);
  for (const [what, path] of Object.entries(NOT_BEFORE_THE_TRAY)) {
    // The module is in the build at all: the check below could not pass by a path gone stale.
    assert.ok(sourcesAll.some((s) => s.startsWith(path)), `${what} (${path}) is in no file of dist/main`);
    const found = sourcesBefore.filter((s) => s.startsWith(path));
    assert.deepEqual(found, [], `${what} (${path}) was loaded before the tray's first menu, in ${before.map((f) => relative(mainDir, f)).join(', ')}`);
  }
});

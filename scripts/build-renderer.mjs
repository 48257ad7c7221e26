// Builds the window into dist/renderer/: index.html (copied as is, with its strict CSP),
// main.js (renderer/main.tsx and what it imports, Preact included, minified ES modules),
// chunks/ beside it and styles.css. Settings and To-dos are imported when first opened
// (renderer/controls/lazy-screen.tsx): esbuild splits them into chunks/<screen>-<hash>.js, and code
// they share into chunks/chunk-<hash>.js (main.js imports at once the ones it needs).
// `npm run build:renderer`; the size test calls `buildRenderer` to hold the budget of the
// initial JavaScript, main.js and the chunks it imports (40 KB gzipped).
//
//   node scripts/build-renderer.mjs [--outdir <dir>]
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

/**
 * The window's English stays in its source only: every `i18n._({ id, message })` loses its
 * `message` in the build, since the page's words come from the compiled catalog of its
 * language, English's too (renderer/i18n/words.ts); the English in the code is what
 * `lingui extract` reads. The messages are written in that one form (test/i18n/catalogs.test.ts reads them so).
 */
export const MESSAGE_IN_CODE = /(i18n\._\(\{\s*id: '([^']+)',)\s*message:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"),?/g;
/** A language's compiled catalog (renderer/i18n/locales/<language>/messages.ts) and its part for the code loaded later (later.ts beside it). */
const CATALOG_PART = /\/renderer\/i18n\/locales\/[^/]+\/(messages|later)\.ts$/;

/** The messages of a compiled catalog file (lingui compile's form: `JSON.parse("…")`). */
function compiledMessages(file) {
  const m = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(file, 'utf8'));
  if (m === null) throw new Error(`${file} is not a compiled catalog`);
  return JSON.parse(JSON.parse(m[1]));
}

/**
 * `firstIds`: the messages the first code uses (null: the first pass, where each part is the
 * whole catalog). Each language's catalog is then split in two: `messages.ts`, loaded before
 * the first render, holds the first code's messages only, and `later.ts` the rest, loaded
 * with the first screen or form whose code comes later (renderer/i18n/words.ts `wordsLater`):
 * the first code's budget carries the words it shows, not every screen's.
 */
function windowWords(firstIds) {
  return {
    name: 'window-words',
    setup(b) {
      b.onLoad({ filter: /\/renderer\/.*\.tsx?$/ }, (args) => {
        const part = CATALOG_PART.exec(args.path);
        if (part !== null && firstIds !== null) {
          const all = compiledMessages(args.path.replace(/later\.ts$/, 'messages.ts'));
          const kept = Object.fromEntries(Object.entries(all).filter(([id]) => firstIds.has(id) === (part[1] === 'messages')));
          return { contents: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(kept))});`, loader: 'ts' };
        }
        const text = readFileSync(args.path, 'utf8');
        return { contents: text.replace(MESSAGE_IN_CODE, '$1'), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** The ids of the messages in `files` (sources, relative to the repository). */
function messageIds(files) {
  return new Set(files.filter((f) => /^renderer\/.*\.tsx?$/.test(f)).flatMap((f) => [...readFileSync(join(root, f), 'utf8').matchAll(MESSAGE_IN_CODE)].map((m) => m[2])));
}

/** The files main.js loads before it runs: itself and the chunks it imports statically, transitively. */
function initialOutputs(outputs, main) {
  const seen = new Set([main]);
  for (const file of seen) {
    for (const i of outputs[file].imports) if (i.kind === 'import-statement' && !i.external) seen.add(i.path);
  }
  return [...seen];
}

/**
 * @param {{ outdir?: string, minify?: boolean }} [options]
 * @returns {Promise<import("./build-renderer.d.mts").BuiltRenderer>} the initial code's
 *   sizes and sources (main.js and the chunks it imports) apart from the lazily loaded ones'.
 */
export async function buildRenderer({ outdir = join(root, 'dist/renderer'), minify = true } = {}) {
  // The chunks' names change with their content: the last build's must not stay beside them.
  rmSync(join(outdir, 'chunks'), { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const options = {
    absWorkingDir: root,
    entryPoints: { main: 'renderer/main.tsx', styles: 'renderer/styles.css' },
    outdir,
    bundle: true,
    format: 'esm',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    // Electron 45's Chromium (142; the Debian Chromium the browser tests run in is newer).
    // The palette's light-dark() needs 123 or later.
    target: 'chrome142',
    platform: 'browser',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    minify,
    sourcemap: false,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    // Lingui's core leaves out its ICU compiler in production: the window's catalogs come compiled (renderer/i18n/words.ts).
    define: { 'process.env.NODE_ENV': '"production"' },
  };
  // Two passes: the first finds which code loads first (written nowhere), the second splits the catalogs by it.
  const probe = await build({ ...options, write: false, plugins: [windowWords(null)] });
  const probeJs = Object.keys(probe.metafile.outputs).filter((o) => o.endsWith('.js'));
  const probeFirst = initialOutputs(probe.metafile.outputs, probeJs.find((o) => resolve(root, o) === join(resolve(outdir), 'main.js')));
  const firstIds = messageIds([...new Set(probeFirst.flatMap((o) => Object.keys(probe.metafile.outputs[o].inputs)))]);
  const result = await build({ ...options, plugins: [windowWords(firstIds)] });
  copyFileSync(join(root, 'renderer/index.html'), join(outdir, 'index.html'));
  const outputs = result.metafile.outputs;
  const js = Object.keys(outputs).filter((o) => o.endsWith('.js'));
  const initial = initialOutputs(outputs, js.find((o) => resolve(root, o) === join(resolve(outdir), 'main.js')));
  const lazy = js.filter((o) => !initial.includes(o));
  const sizes = (files) => {
    const bodies = files.map((o) => readFileSync(resolve(root, o)));
    return { bytes: bodies.reduce((n, b) => n + b.length, 0), gzipBytes: bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0) };
  };
  const inputsOf = (files) => [...new Set(files.flatMap((o) => Object.keys(outputs[o].inputs)))];
  const first = sizes(initial);
  const inputs = inputsOf(initial);
  return {
    outdir,
    jsBytes: first.bytes,
    jsGzipBytes: first.gzipBytes,
    lazyFiles: lazy.map((o) => relative(outdir, resolve(root, o))),
    lazyGzipBytes: sizes(lazy).gzipBytes,
    cssBytes: readFileSync(join(outdir, 'styles.css')).length,
    inputs,
    lazyInputs: inputsOf(lazy).filter((f) => !inputs.includes(f)),
    firstMessageIds: [...firstIds],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--outdir');
  const outdir = at > 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]) : undefined;
  const r = await buildRenderer(outdir ? { outdir } : {});
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`renderer built in ${r.outdir}: main.js and the chunks it imports ${kb(r.jsBytes)} (${kb(r.jsGzipBytes)} gzipped), ${r.lazyFiles.length} chunks loaded later ${kb(r.lazyGzipBytes)} gzipped, styles.css ${kb(r.cssBytes)}`);
}

// Bundles the Electron side into dist/main/: main.js (main/main.ts and everything it
// imports statically, one ES module; what it imports with import() in chunk-*.js beside it)
// and preload.cjs (main/preload.ts, CommonJS: a sandboxed preload
// cannot be an ES module). Bundling is what lets the package ship no node_modules but the
// keychain addon: electron-store 12 and conf 16 are ESM-only, pino, dbus-next and Ajv are
// CommonJS, and all of them end up in the one file. `npm run build:main`.
//
//   node scripts/build-main.mjs [--outdir <dir>]
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

// Loaded at run time, never bundled:
// - electron: provided by the Electron binary itself;
// - @github/keytar: a native addon (its .node file must be a real file next to its
//   loader, unpacked from the asar), so it stays in node_modules;
// - usocket, x11: optional native extras dbus-next tries inside try/catch; they are not
//   installed, so requiring them fails at run time exactly as it does unbundled.
export const EXTERNAL_MAIN = ['electron', '@github/keytar', 'usocket', 'x11'];

// `__STINT_DEV__` (main/platform/electron/start/dev-build.ts): true in a build for a run from a
// clone (`npm start`, the demo, the journeys), false in the installed app's. electron-builder
// calls `beforePack` below before it packs the app's files, so every package gets a main
// rebuilt with it false, whatever built dist/main before.

// CommonJS dependencies bundled into an ES module still call require() for Node's own
// modules (esbuild keeps those calls) and some read __dirname/__filename: give the ES
// module both, under names no bundled module declares at its top level.
export const ESM_REQUIRE_SHIM = [
  "import { createRequire as __stintCreateRequire } from 'node:module';",
  'const require = __stintCreateRequire(import.meta.url);',
].join('\n');

/**
 * `text` with every character past ASCII written as a \u escape. V8 keeps a script's source
 * for as long as the script lives, one byte a character only when every character fits in
 * Latin-1: a single “ or – left in main.js (esbuild escapes strings but leaves comments and
 * regular expressions as written) made the whole 3.2 MB source two bytes a character, 6.4 MB
 * of the main process's heap all day (bench:memory's heap snapshot). An escape means the same
 * in a comment, a string, a regular expression and an identifier. Columns after an escaped
 * character move on its line, so the source map is a few columns off on those few lines.
 * @param {string} text
 */
export function asciiSource(text) {
  return text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * @param {{ outdir?: string, mainEntry?: string, preloadEntry?: string, devBuild?: boolean }} [options]
 *   Entries default to main/main.ts and main/preload.ts (relative to the repository);
 *   `devBuild` (`__STINT_DEV__`) defaults to true: a build for a run from a clone.
 * @returns {Promise<{ outdir: string, files: string[], inputs: string[], chunks: { file: string, inputs: string[] }[] }>}
 *   `files`: what was written, relative to outdir; `inputs`: every source file bundled
 *   into main.js or a chunk of it, relative to the repository; `chunks`: main.js and each
 *   chunk (relative to outdir) with the source files it holds.
 */
export async function buildMain({ outdir = join(root, 'dist/main'), mainEntry = 'main/main.ts', preloadEntry = 'main/preload.ts', devBuild = true } = {}) {
  mkdirSync(outdir, { recursive: true });
  // The chunks of an earlier build are named by their content: left, they would be packaged
  // beside this build's (electron-builder's beforePack builds into a dist/main already built).
  for (const f of readdirSync(outdir)) if (/^chunk-[A-Z0-9]+\.js(\.map)?$/.test(f)) rmSync(join(outdir, f));
  const common = {
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    sourcemap: 'linked',
    legalComments: 'eof',
    logLevel: 'warning',
    metafile: true,
  };
  const [main, preload] = await Promise.all([
    build({
      ...common,
      entryPoints: { main: mainEntry },
      outdir,
      outExtension: { '.js': '.js' },
      format: 'esm',
      // What is imported with import() (the updater, the exporter's workbook writer, the
      // calendar reader, the window's modules…) goes into chunks of its own beside main.js,
      // read only when first imported: main.js holds what the tray needs to show (issue 71,
      // docs/dev/decisions.md). Beside it, not in a folder, so import.meta.dirname stays dist/main.
      splitting: true,
      chunkNames: 'chunk-[hash]',
      // Electron 45 runs Node 22 (on Chromium 142's V8).
      target: 'node22',
      external: EXTERNAL_MAIN,
      banner: { js: ESM_REQUIRE_SHIM },
      // Only a free __dirname/__filename is replaced (Node 22 has import.meta.dirname).
      define: { __dirname: 'import.meta.dirname', __filename: 'import.meta.filename', __STINT_DEV__: JSON.stringify(devBuild === true) },
    }),
    build({
      ...common,
      entryPoints: { preload: preloadEntry },
      outdir,
      outExtension: { '.js': '.cjs' },
      format: 'cjs',
      target: 'chrome142',
      external: ['electron'],
    }),
  ]);
  const outputs = (result) => Object.keys(result.metafile.outputs).map((o) => resolve(root, o));
  const relative = (f) => f.slice(resolve(outdir).length + 1);
  // main.js and every chunk: JavaScript files of the main build, each with what it bundles.
  const chunks = Object.entries(main.metafile.outputs)
    .filter(([o]) => o.endsWith('.js'))
    .map(([o, out]) => ({ file: relative(resolve(root, o)), inputs: Object.keys(out.inputs).sort() }))
    .sort((a, b) => a.file.localeCompare(b.file));
  for (const c of chunks) writeFileSync(join(outdir, c.file), asciiSource(readFileSync(join(outdir, c.file), 'utf8')));
  const files = [...outputs(main), ...outputs(preload)].map(relative).sort();
  const inputs = [...new Set(chunks.flatMap((c) => c.inputs))].sort();
  return { outdir, files, inputs, chunks };
}

/**
 * electron-builder's beforePack hook (electron-builder.yml): the installed app's main, built
 * into the folder being packed just before its files are copied.
 * @param {{ packager: { info: { appDir: string } } }} context
 */
export async function beforePack(context) {
  const outdir = join(context.packager.info.appDir, 'dist/main');
  const r = await buildMain({ outdir, devBuild: false });
  console.log(`main rebuilt for the package (not a build for development) in ${r.outdir}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--outdir');
  const outdir = at > 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]) : undefined;
  // --installed: the installed app's flavour (electron-builder's beforePack makes it anyway).
  const devBuild = !process.argv.includes('--installed');
  const r = await buildMain({ ...(outdir ? { outdir } : {}), devBuild });
  console.log(`main and preload built in ${r.outdir}${devBuild ? ' (for development)' : ''}: ${r.files.join(', ')} (${r.inputs.length} source files in main.js and its ${r.chunks.length - 1} chunks)`);
}

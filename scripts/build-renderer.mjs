// Builds the window into dist/renderer/: index.html (copied as is, with its strict CSP),
// main.js (renderer/main.tsx and what it imports, Preact included, one minified ES module)
// and styles.css. `npm run build:renderer`; the size test calls `buildRenderer` to hold
// the JavaScript budget (40 KB gzipped).
//
//   node scripts/build-renderer.mjs [--outdir <dir>]
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

/**
 * @param {{ outdir?: string, minify?: boolean }} [options]
 * @returns {Promise<{ outdir: string, jsBytes: number, jsGzipBytes: number, cssBytes: number, inputs: string[] }>}
 *   `inputs`: the source files bundled into main.js, relative to the repository.
 */
export async function buildRenderer({ outdir = join(root, 'dist/renderer'), minify = true } = {}) {
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'renderer/main.tsx', styles: 'renderer/styles.css' },
    outdir,
    bundle: true,
    format: 'esm',
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
  });
  copyFileSync(join(root, 'renderer/index.html'), join(outdir, 'index.html'));
  const js = readFileSync(join(outdir, 'main.js'));
  const css = readFileSync(join(outdir, 'styles.css'));
  const inputs = Object.keys(result.metafile.outputs[Object.keys(result.metafile.outputs).find((o) => o.endsWith('main.js'))].inputs);
  return { outdir, jsBytes: js.length, jsGzipBytes: gzipSync(js, { level: 9 }).length, cssBytes: css.length, inputs };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--outdir');
  const outdir = at > 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]) : undefined;
  const r = await buildRenderer(outdir ? { outdir } : {});
  console.log(`renderer built in ${r.outdir}: main.js ${(r.jsBytes / 1024).toFixed(1)} KB (${(r.jsGzipBytes / 1024).toFixed(1)} KB gzipped), styles.css ${(r.cssBytes / 1024).toFixed(1)} KB`);
}

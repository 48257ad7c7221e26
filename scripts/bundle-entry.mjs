// Bundles one TypeScript program of the repository (the command line, a test's fixture) into
// one ES module that runs anywhere with plain `node`, for the process tests
// (test/support/bundled-entry.ts): a start through tsx costs several times the CPU.
//
//   node scripts/bundle-entry.mjs <entry.ts> <out.mjs>
//
// The packages are bundled as the app's main is (scripts/build-main.mjs: the same externals
// and shims), but for those that find a binary of their own beside their code (esbuild, the
// tests' renderer builder; playwright-core), which Node loads from node_modules. Each source file of the repository keeps its own `import.meta.url`, `dirname`
// and `filename` (written in as the file's own address), so a module that finds a file next
// to itself (package.json, a fixture, the repository from scripts/) finds the same one
// wherever the bundle is written.
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ESM_REQUIRE_SHIM, EXTERNAL_MAIN } from './build-main.mjs';

const root = new URL('..', import.meta.url).pathname;

/** @type {import('esbuild').Plugin} */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(b) {
    b.onLoad({ filter: /\.(tsx?|m?js)$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = await readFile(args.path, 'utf8');
      const contents = text
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js';
      return { contents, loader };
    });
  },
};

/**
 * @param {string} entry a path from the repository or absolute
 * @param {string} outfile
 */
export async function bundleEntry(entry, outfile) {
  await build({
    absWorkingDir: root,
    entryPoints: [resolve(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...EXTERNAL_MAIN, 'esbuild', 'playwright-core'],
    banner: { js: ESM_REQUIRE_SHIM },
    define: { __dirname: 'import.meta.dirname', __filename: 'import.meta.filename' },
    plugins: [ownImportMeta],
    logLevel: 'error',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [entry, outfile] = process.argv.slice(2);
  if (!entry || !outfile) {
    console.error('usage: node scripts/bundle-entry.mjs <entry.ts> <out.mjs>');
    process.exit(2);
  }
  await bundleEntry(entry, resolve(outfile));
}

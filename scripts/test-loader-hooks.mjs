// Module hooks for scripts/test-loader.mjs: a .tsx file compiled as tsconfig.json says (JSX
// for Preact); everything else is Node's own.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.tsx')) return nextLoad(url, context);
  const path = fileURLToPath(url);
  const { code } = await transform(await readFile(path, 'utf8'), {
    loader: 'tsx',
    format: 'esm',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    sourcemap: 'inline',
    sourcefile: path,
    target: `node${process.versions.node}`,
  });
  return { format: 'module', source: code, shortCircuit: true };
}

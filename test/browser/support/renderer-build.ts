// The window the browser tests serve: built from renderer/ by the project's own build
// (scripts/build-renderer.mjs), once per test process, into a folder of its own. Test files
// run as parallel processes, and a person may run `npm run demo` meanwhile: none of them
// reads a dist/renderer another is rewriting, and none tests a stale build.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRenderer, type BuiltRenderer } from '../../../scripts/build-renderer.mjs';

let built: Promise<BuiltRenderer> | null = null;

/** This process's build of the renderer (built on the first call): its folder and sizes. */
export function rendererBuild(): Promise<BuiltRenderer> {
  built ??= (async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'stint-browser-renderer-'));
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    return buildRenderer({ outdir });
  })();
  return built;
}

/** The folder of this process's build of the renderer (built on the first call). */
export async function builtRenderer(): Promise<string> {
  return (await rendererBuild()).outdir;
}

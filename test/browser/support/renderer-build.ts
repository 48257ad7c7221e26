// The window the browser tests serve: built from renderer/ by the project's own build
// (scripts/build-renderer.mjs), once per run of `npm test` for all its processes
// (../../support/shared-build.ts), or once per test process for a file run by itself, into a
// folder of its own. A person may run `npm run demo` meanwhile: no test reads a dist/renderer
// the demo is rewriting, and none tests a stale build.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRenderer, type BuiltRenderer } from '../../../scripts/build-renderer.mjs';
import { sharedBuild, sharedBuildsFolder } from '../../support/shared-build.ts';

let built: Promise<BuiltRenderer> | null = null;

/** This process's build of the renderer (built on the first call): its folder and sizes. */
export function rendererBuild(): Promise<BuiltRenderer> {
  built ??= (async () => {
    const shared = sharedBuildsFolder();
    if (shared !== null) return sharedBuild(shared, 'renderer', (outdir) => buildRenderer({ outdir }));
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

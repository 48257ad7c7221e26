// The window the browser tests serve: built from renderer/ by the project's own build
// (scripts/build-renderer.mjs), once per test process, into a folder of its own. Test files
// run as parallel processes, and a person may run `npm run demo` meanwhile: none of them
// reads a dist/renderer another is rewriting, and none tests a stale build.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRenderer } from '../../../scripts/build-renderer.mjs';

let built: Promise<string> | null = null;

/** The folder of this process's build of the renderer (built on the first call). */
export function builtRenderer(): Promise<string> {
  built ??= (async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'stint-browser-renderer-'));
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    await buildRenderer({ outdir });
    return outdir;
  })();
  return built;
}

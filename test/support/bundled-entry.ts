// A program the process tests start many times (the command line above all), run as one
// bundled file instead of through tsx. Started with `--import tsx`, each launch paid about
// 2.5 s of CPU on a two-core machine (tsx's loader hooks resolve and transform every module
// of main/ on their own thread); the bundle starts in about a quarter of that, and the
// process tests start the command line some 200 times. The code is the same: esbuild is
// also what tsx transforms each file with, and the packages are bundled as the app's own
// main is (scripts/build-main.mjs: the same externals and shims). What tests the README's
// own way (`npm run cli`, `npm run demo`) keeps starting it that way.
//
// Built once per run of `npm test` for all its processes (shared-build.ts), or once per test
// process for a file run by itself (scripts/bundle-entry.mjs: each source file keeps its own
// `import.meta.url`), into a folder under dist/, where the packages left out of the bundle
// resolve from node_modules as they do for the sources, and removed when the run or the
// process ends.

import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { sharedBuildSync, sharedBuildsFolder } from './shared-build.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

let folder: string | null = null;
const built = new Map<string, string>();

/** The bundled file of `entry` (from the repository, e.g. `main/cli/main.ts`, or absolute), built on first use. */
export function bundledEntry(entry: string): string {
  const from = relative(ROOT, resolve(ROOT, entry));
  const known = built.get(from);
  if (known !== undefined) return known;
  const name = from.replace(/\.ts$/, '').replace(/[/\\]/g, '-');
  const shared = sharedBuildsFolder();
  const outfile = shared !== null ? sharedBuildSync(shared, `entry-${name}`, (dir) => bundle(from, join(dir, `${name}.mjs`))) : bundle(from, join(ownFolder(), `${name}.mjs`));
  built.set(from, outfile);
  return outfile;
}

/** This process's folder of bundles, removed when it ends. */
function ownFolder(): string {
  if (folder === null) {
    folder = join(ROOT, 'dist', `test-entries-${process.pid}`);
    const made = folder;
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  return folder;
}

/** Bundles `from` into `outfile`; answers `outfile`. */
function bundle(from: string, outfile: string): string {
  const ran = spawnSync(process.execPath, [join(ROOT, 'scripts/bundle-entry.mjs'), from, outfile], { cwd: ROOT, encoding: 'utf8' });
  if (ran.status !== 0) throw new Error(`could not bundle ${from} for a process test: ${ran.stderr || ran.error?.message || `exit ${ran.status}`}`);
  return outfile;
}

// The built app laid out as the package is (dist/main, dist/renderer, assets, node_modules
// and package.json beside them), in a folder of its own: what the boot tests start.

import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildMain } from '../../../scripts/build-main.mjs';
import { builtRenderer } from '../../browser/support/renderer-build.ts';

const repo = new URL('../../..', import.meta.url).pathname;

/**
 * Builds the main bundle into `appDir` and puts the rest of the app beside it. Returns the
 * bundle's path. `installed`: the installed app's build (not for development), as packaged.
 */
export async function layOutApp(appDir: string, options: { readonly installed?: boolean } = {}): Promise<string> {
  await buildMain({ outdir: join(appDir, 'dist', 'main'), devBuild: options.installed !== true });
  cpSync(await builtRenderer(), join(appDir, 'dist', 'renderer'), { recursive: true });
  symlinkSync(join(repo, 'assets'), join(appDir, 'assets'));
  symlinkSync(join(repo, 'node_modules'), join(appDir, 'node_modules'));
  writeFileSync(join(appDir, 'package.json'), readFileSync(join(repo, 'package.json')));
  return join(appDir, 'dist', 'main', 'main.js');
}

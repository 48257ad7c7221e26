// `npm run package` and `npm run package:dir`: first whether electron-builder can get the
// Electron it packages (package-preflight.mjs: where it cannot, one line and exit 1 before
// anything is built, instead of a minute of retries and a stack trace), then the build
// (window, main, preload), then electron-builder with the arguments given.
//
//   node scripts/package.mjs [electron-builder arguments...]     (e.g. --dir --publish never)

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { defaultCacheRoot, packagingPreflight } from './package-preflight.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);

const version = JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')).version;
const check = await packagingPreflight({
  args,
  env: process.env,
  version,
  platform: process.platform,
  arch: process.arch,
  cacheRoot: defaultCacheRoot(process.env),
  fetch,
  // Named as the person ran it, so the line says what to run again.
  script: process.env.npm_lifecycle_event || 'package',
  config: parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')),
});
if (!check.ok) {
  console.error(check.line);
  process.exit(1);
}

for (const step of [['scripts/build-renderer.mjs'], ['scripts/build-main.mjs'], ['node_modules/electron-builder/cli.js', ...args]]) {
  const r = spawnSync(process.execPath, [join(root, step[0]), ...step.slice(1)], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Where the electron package's binary is, found the way node_modules/electron/index.js
// finds it but without its download (which, where there is no network, ends in a long
// stack trace). Used by `npm start`, `npm run demo` and the real-app journeys (test/journeys/).

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const pkg = join(root, 'node_modules/electron');

/** @returns {{ ok: true, path: string } | { ok: false, reason: string }} */
export function electronBinary() {
  const pathFile = join(pkg, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : undefined;
  const path = process.env.ELECTRON_OVERRIDE_DIST_PATH
    ? join(process.env.ELECTRON_OVERRIDE_DIST_PATH, relative ?? 'electron')
    : relative === undefined
      ? undefined
      : join(pkg, 'dist', relative);
  if (path !== undefined && existsSync(path)) return { ok: true, path };
  const version = existsSync(join(pkg, 'package.json')) ? JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).version : '(not installed)';
  return {
    ok: false,
    reason:
      `Electron's binary is not installed (${path ?? 'node_modules/electron/path.txt is missing'}): ` +
      `run "node node_modules/electron/install.js" where the network allows, or set ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron ${version}`,
  };
}

// Launches the built app (`npm start` builds first) with the electron package's binary.
// Requiring the electron package when its binary is missing starts a download and, where
// there is no network, ends in a long stack trace; this says so in one line instead.
//
//   node scripts/start-electron.mjs [electron arguments...]
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const pkg = join(root, 'node_modules/electron');

// The same lookup as node_modules/electron/index.js, without its download.
function electronBinary() {
  const pathFile = join(pkg, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8') : undefined;
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) return join(process.env.ELECTRON_OVERRIDE_DIST_PATH, relative ?? 'electron');
  return relative === undefined ? undefined : join(pkg, 'dist', relative);
}

const binary = electronBinary();
if (binary === undefined || !existsSync(binary)) {
  const version = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).version;
  console.error(
    `Electron's binary is not installed (${binary ?? 'node_modules/electron/path.txt is missing'}): ` +
      `run "node node_modules/electron/install.js" where the network allows, or set ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron ${version}.`,
  );
  process.exit(1);
}

const args = process.argv.slice(2);
const result = spawnSync(binary, [root, ...args], { stdio: 'inherit', windowsHide: false });
if (result.error) {
  console.error(`could not start ${binary}: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);

// Launches the built app (`npm start` builds first) with the electron package's binary.
// Requiring the electron package when its binary is missing starts a download and, where
// there is no network, ends in a long stack trace; this says so in one line instead.
//
//   node scripts/start-electron.mjs [electron arguments...]
import { spawnSync } from 'node:child_process';
import { electronBinary } from './electron-binary.mjs';

const root = new URL('..', import.meta.url).pathname;
const found = electronBinary();
if (!found.ok) {
  console.error(`${found.reason}.`);
  process.exit(1);
}
const binary = found.path;

const args = process.argv.slice(2);
// Set by some terminals (VS Code's): Electron would then run as plain Node.
const env = { ...process.env };
delete env.ELECTRON_RUN_AS_NODE;
const result = spawnSync(binary, [root, ...args], { stdio: 'inherit', windowsHide: false, env });
if (result.error) {
  console.error(`could not start ${binary}: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);

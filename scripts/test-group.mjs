// One test process of `npm test` (scripts/run-tests.mjs): runs the test files named on its
// command line one after the other, each as a suite of its own named by its path:
//
//   node --import tsx --test-reporter ./scripts/test-events.mjs \
//        --test-reporter-destination stdout scripts/test-group.mjs <file>...
//
// node:test finds the suite a `test()` or a hook belongs to from the async context it is
// called in, and a module imported dynamically runs outside any suite's: imported plainly,
// every file's tests and top-level hooks would land on the process's root, each file's
// `afterEach` running after every other file's tests. So the files are imported first, one
// after the other, with node:test's functions recording what each file's top level asks
// for; then each file's suite replays its calls inside its own build, where node:test puts
// them in that suite: its `before`/`after` hooks close its simulators and servers around its
// own tests, as when it had a process of its own. What files share is the process: the
// modules they import (loaded once, with tsx's transform), and what those modules keep, such
// as the browser tests' one Chromium (test/browser/support/browser-test.ts). Files that change
// the process itself (environment, working folder, globals, signals, exit) run alone: see
// OWN_PROCESS in run-tests.mjs.
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const nodeTest = createRequire(import.meta.url)('node:test');
const NAMES = ['test', 'it', 'describe', 'suite', 'before', 'after', 'beforeEach', 'afterEach'];
const real = Object.fromEntries(NAMES.map((n) => [n, nodeTest[n]]));

/** The calls of the file being imported, or null outside the imports (then every call goes straight to node:test). */
let recording = null;
function recorder(name, fn, path = []) {
  const call = (...args) => {
    if (recording) recording.push({ name, path, args });
    else return path.reduce((f, key) => f[key], real[name]).apply(undefined, args);
  };
  // test.skip, test.only, test.todo, describe.skip...
  if (path.length === 0) {
    for (const key of ['skip', 'only', 'todo', 'expectFailure']) {
      if (typeof fn[key] === 'function') call[key] = recorder(name, fn[key], [key]);
    }
  }
  return call;
}
for (const name of NAMES) nodeTest[name] = recorder(name, real[name]);
syncBuiltinESMExports();

// What test modules keep for the whole process (test/support/process-end.ts), closed once the
// last file is done: this `after` belongs to the process's root, not to a file.
const processEnd = [];
globalThis[Symbol.for('stint.test.processEnd')] = processEnd;
real.after(async () => {
  for (const close of processEnd.splice(0)) await close();
});

// The files are taken off the command line: a test that reads process.argv (the app's own
// command line, test/boot/) sees a plain one, as under `node --test <file>`.
const files = process.argv.splice(2);
const planned = [];
for (const file of files) {
  const calls = [];
  recording = calls;
  let failed = null;
  try {
    await import(pathToFileURL(resolve(file)).href);
  } catch (error) {
    // The next file is imported whether this one could be or not; this one's suite fails.
    failed = error;
  }
  recording = null;
  planned.push({ file, calls, failed });
}
for (const { file, calls, failed } of planned) {
  real.describe(file, () => {
    if (failed) throw failed;
    for (const { name, path, args } of calls) path.reduce((f, key) => f[key], real[name]).apply(undefined, args);
  });
}

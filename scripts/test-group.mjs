// One test process of `npm test` (scripts/run-tests.mjs): runs the test files named on its
// command line one after the other, each as a suite of its own named by its path:
//
//   node --import tsx --test-reporter ./scripts/test-events.mjs \
//        --test-reporter-destination stdout scripts/test-group.mjs <file>...
//
// A file is imported inside its suite, so what it registers at its top level (`before`,
// `beforeEach`, `after`, the simulator fixture's hooks) belongs to that file alone and runs
// around its own tests, as when it had a process of its own: its `after` hooks close its
// simulators and servers before the next file's tests start. What files share is the
// process: the modules they import (loaded once, with tsx's transform), and what those
// modules keep, such as the browser tests' one Chromium (test/browser/support/browser-test.ts).
// Files that change the process itself (environment, working folder, globals, signals,
// exit) run alone: see OWN_PROCESS in run-tests.mjs.
import { after, describe } from 'node:test';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// node:test builds every top-level suite before it runs the first test: the files are
// imported during that build, one after the other (never two modules' top-level code at once),
// and then their suites run in order.
let previous = Promise.resolve();
// What test modules keep for the whole process (test/support/process-end.ts), closed once the
// last file is done: this `after` belongs to the process's root, not to a file.
const processEnd = [];
globalThis[Symbol.for('stint.test.processEnd')] = processEnd;
after(async () => {
  for (const close of processEnd.splice(0)) await close();
});

// The files are taken off the command line: a test that reads process.argv (the app's own
// command line, test/boot/) sees a plain one, as under `node --test <file>`.
const files = process.argv.splice(2);
for (const file of files) {
  const imported = previous.then(() => import(pathToFileURL(resolve(file)).href));
  // The next file is imported whether this one could be or not; this one's suite fails.
  previous = imported.catch(() => {});
  describe(file, () => imported);
}

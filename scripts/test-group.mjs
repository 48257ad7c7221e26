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
import asyncHooks, { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inspect } from 'node:util';

// node:test finds the test an uncaught error belongs to through an async hook that maps every
// async resource, every promise included, to its test, and forgets it when V8 collects it: a
// destroy callback makes V8 track the collection of every promise the process makes. That
// was 12.5% of the CPU of the engine's files (engine-midnight-stop, engine-still-working,
// accounts-calendar-fill, engine-gaps: 54.9 s with it, 48.0 s without, 29 November 2026).
// Its hook is made here without a destroy callback, and keeps only what registering a test
// needs (the test itself: a `test()` in a suite's body finds its suite by the running
// resource); the test an error comes from is found instead through an AsyncLocalStorage
// around each test and hook (its context follows promises, timers and sockets, and is the
// one an `uncaughtException` or `unhandledRejection` is emitted in), which fails that test
// while it runs and names it when it has ended. node:test's own handler still makes the
// process fail on such an error (it no longer finds the test: "a resource generated
// asynchronous activity after the test ended").
const createHook = asyncHooks.createHook;
asyncHooks.createHook = (callbacks) => {
  if (!/internal\/test_runner\//.test(new Error().stack ?? '')) return createHook(callbacks);
  return createHook({
    init(asyncId, type, triggerAsyncId, resource) {
      if (type === 'Test') callbacks.init(asyncId, type, triggerAsyncId, resource);
    },
  });
};

/** The test (or hook) running in this async context: its name, and how to fail it while it runs. */
const running = new AsyncLocalStorage();
function attributed(fn, name) {
  if (typeof fn !== 'function') return fn;
  const wrapped = function (...args) {
    const outer = running.getStore();
    let fail = null;
    const failed = new Promise((_, reject) => (fail = reject));
    failed.catch(() => {});
    const store = { name: outer ? `${outer.name} > ${name}` : name, fail, ended: false };
    return running.run(store, () => {
      const result = fn.apply(this, args);
      if (typeof result?.then !== 'function') {
        store.ended = true;
        return result;
      }
      return Promise.race([result, failed]).finally(() => (store.ended = true));
    });
  };
  // node:test passes a `done` callback by the function's length.
  Object.defineProperty(wrapped, 'length', { value: fn.length });
  return wrapped;
}
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    const store = running.getStore();
    process.stderr.write(`${event} in ${store ? `"${store.name}"${store.ended ? ' after it ended' : ''}` : 'no test'}: ${inspect(error)}\n`);
    if (store && !store.ended) store.fail(error);
  });
}
const WRAPPED = { test: 'test', it: 'test', before: 'before hook', after: 'after hook', beforeEach: 'beforeEach hook', afterEach: 'afterEach hook' };
/** A call's arguments with its test or hook function attributed, named for `file` when given. */
function withAttribution(name, args, file) {
  if (!(name in WRAPPED)) return args;
  const title = typeof args[0] === 'string' ? args[0] : typeof args[0] === 'object' && typeof args[0]?.name === 'string' ? args[0].name : WRAPPED[name];
  const label = file ? `${file} > ${title}` : title;
  return args.map((a) => (typeof a === 'function' ? attributed(a, label) : a));
}

const nodeTest = createRequire(import.meta.url)('node:test');
const NAMES = ['test', 'it', 'describe', 'suite', 'before', 'after', 'beforeEach', 'afterEach'];
const real = Object.fromEntries(NAMES.map((n) => [n, nodeTest[n]]));

/** The calls of the file being imported, or null outside the imports (then every call goes straight to node:test). */
let recording = null;
function recorder(name, fn, path = []) {
  const call = (...args) => {
    if (recording) recording.push({ name, path, args });
    else return path.reduce((f, key) => f[key], real[name]).apply(undefined, withAttribution(name, args));
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
    for (const { name, path, args } of calls) path.reduce((f, key) => f[key], real[name]).apply(undefined, withAttribution(name, args, file));
  });
}

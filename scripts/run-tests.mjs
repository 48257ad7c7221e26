// Runs every *.test.ts under test/ with node's test runner (through tsx) and ends with
// the line `N passed, N failed`; installs the dependencies first when they are missing.
//
//   node scripts/run-tests.mjs [<path-substring>...]
//   STINT_TEST_TIMES=1   every file's seconds, the 20 slowest tests (STINT_TEST_SLOWEST=N: N) and every process
//   STINT_TEST_JOBS=N    test processes at once (default: one more than the machine's cores)
//   STINT_TEST_VERBOSE=1 a line per test and the tests' own output
//
// Test files share processes (scripts/test-group.mjs): each process runs a batch of files one
// after the other, each file a suite of its own, so its top-level hooks (the simulator
// fixture's, its own) run around its own tests only. Sharing saves, per file, a Node process
// with the tsx loader, the loading of main/ and test/support/ again, and for the browser tests
// a Chromium and a build of the renderer (up to a second of CPU each). A file that changes the
// process itself runs in a process of its own: see OWN_PROCESS below.
//
// Files are listed here rather than with a shell glob, because an unquoted `**` in bash
// silently skips nested folders.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawn, spawnSync } from 'node:child_process';
import { testTmpDir } from './test-tmp.mjs';
import { availableParallelism, tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import reporter from './test-reporter.mjs';

const root = new URL('..', import.meta.url).pathname;

// A fresh clone has no tsx yet: install the dependencies first (a no-op when they are there).
const deps = spawnSync(process.execPath, [join(root, 'scripts/ensure-deps.mjs'), '--test-summary'], { stdio: 'inherit' });
if (deps.status !== 0) process.exit(1);

function findTests(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...findTests(full));
    else if (name.endsWith('.test.ts')) out.push(relative(root, full));
  }
  return out.sort();
}

// --screenshots: the browser tests save a picture of each state they scan (artifacts/screenshots/).
const SCREENSHOTS = process.argv.includes('--screenshots');
const filter = process.argv.slice(2).filter((a) => a !== '--screenshots');
const files = findTests(join(root, 'test')).filter(
  (f) => filter.length === 0 || filter.some((p) => f.includes(p)),
);
if (files.length === 0) {
  console.log('no test files found');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// ---- which files run alone

/**
 * A file runs in a process of its own when it changes what other files would see in the same
 * process. Found from its text when it writes the environment (TZ set at the top of a file
 * would move every other file's clock too), changes the working folder, mocks timers, adds
 * process handlers or exits; otherwise it says so near its top, with the reason:
 *
 *   // Own process: counts the entries of a module-wide store from empty.
 *
 * Say it for other state a file changes or relies on: globals (globalThis, Date, fetch), a
 * module's own store that a test counts from empty, timers it leaves running. Files that
 * start servers, simulators, browser pages or child processes and close them in their
 * hooks share well. A file in a process of its own costs about half a second of CPU more; a
 * file that wrongly shares can fail another file's tests.
 */
const OWN_PROCESS = [
  /^\/\/ Own process:/m,
  /process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env/,
  /process\.chdir\(|process\.exit\(|process\.(on|once)\(|mock\.timers/,
];
const ownProcess = (file) => {
  const text = readFileSync(join(root, file), 'utf8');
  return OWN_PROCESS.some((re) => re.test(text));
};

/** Files per shared process, on average: a process's start and imports (and a browser batch's Chromium) are paid once per batch; 6 and 24 until the suite neared its 12 minutes (28 November 2026). */
const BATCH = { browser: 8, other: 32 };

/**
 * Each file's seconds in its test process, as measured (scripts/test-weights.json, written by
 * scripts/test-weights-from-log.mjs from a STINT_TEST_TIMES=1 run). A file not measured yet
 * weighs as the median file of its kind. Only the order and the batches follow the weights:
 * a stale file costs balance, never a test.
 */
const WEIGHTS = (() => {
  try {
    return JSON.parse(readFileSync(join(root, 'scripts/test-weights.json'), 'utf8'));
  } catch {
    return {};
  }
})();
const median = (list) => {
  const known = list.map((f) => WEIGHTS[f]).filter((w) => typeof w === 'number').sort((a, b) => a - b);
  return known.length === 0 ? 1 : known[Math.floor(known.length / 2)];
};

/**
 * `list` in `count` batches of about equal weight: the heaviest file first, each into the
 * lightest batch so far (longest-processing-time first). Round-robin batches had put the
 * heaviest files of a folder together: one process ran 160 s while the others had ended.
 */
function balanced(list, count, weight) {
  const batches = Array.from({ length: count }, () => ({ files: [], weight: 0 }));
  // No batch more than twice the average: the many files of a few milliseconds each would
  // otherwise all go to one, whose imports alone take long.
  const most = 2 * Math.ceil(list.length / count);
  for (const f of [...list].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = batches.filter((b) => b.files.length < most).reduce((min, b) => (b.weight < min.weight ? b : min));
    lightest.files.push(f);
    lightest.weight += weight(f) + IMPORT_S;
  }
  return batches.filter((b) => b.files.length > 0);
}

/** What a file adds to its process's start: its imports (measured with the process, not the file). */
const IMPORT_S = 0.3;

/**
 * Jobs: lists of files, each run by one process, in two queues, each heaviest first: the
 * browser batches, whose processes wait most of their time on Chromium and the page, and the
 * rest, mostly CPU (the engine on the manual clock, the command line's processes). A free slot
 * takes the heaviest job waiting, unless its kind already fills every slot but one while the
 * other kind waits (runAll): both kinds run side by side, and the lightest jobs still come
 * last. Taken heaviest first overall with no such rule, the nine browser batches had run three
 * at a time, then the engine's batches three at a time on two cores; taken from the queue with
 * more weight left, a browser batch of two minutes started near the end and ran alone.
 */
function plan() {
  const alone = [];
  const browser = [];
  const other = [];
  for (const f of files) {
    if (ownProcess(f)) alone.push(f);
    else if (f.startsWith('test/browser/') || f.startsWith('test/journeys/')) browser.push(f);
    else other.push(f);
  }
  const weightIn = (list) => {
    const typical = median(list);
    return (f) => WEIGHTS[f] ?? typical;
  };
  const heaviestFirst = (jobs) => jobs.sort((a, b) => b.weight - a.weight);
  return {
    browser: heaviestFirst(balanced(browser, Math.ceil(browser.length / BATCH.browser), weightIn(browser))),
    other: heaviestFirst([
      ...alone.map((f) => ({ files: [f], weight: weightIn(alone)(f) })),
      ...balanced(other, Math.ceil(other.length / BATCH.other), weightIn(other)),
    ]),
  };
}

// ---- the processes

// One more process than cores: a test process spends about a fifth of its time waiting (for a
// Chromium page, a child process, a socket), and with one per core the CI machine's two cores
// were busy 81% of the suite (stop 76); the third fills those waits.
const DEFAULT_JOBS = availableParallelism() + 1;
/**
 * How a test process reads TypeScript: Node's own (22.7 and later; `npm test` runs the Node
 * pinned in package.json), with esbuild for the renderer's .tsx (scripts/test-loader.mjs);
 * tsx on an older Node (`node scripts/run-tests.mjs` with the system's).
 */
const [major, minor] = process.versions.node.split('.').map(Number);
const LOADER = major > 22 || (major === 22 && minor >= 7)
  ? ['--experimental-transform-types', '--disable-warning=ExperimentalWarning', '--import', pathToFileURL(join(root, 'scripts/test-loader.mjs')).href]
  : ['--import', 'tsx'];

/** When the run began: each process's start is printed from it (STINT_TEST_TIMES), to see what ran beside what. */
const RUN_STARTED = Date.now();
const JOBS = Math.max(1, Number(process.env.STINT_TEST_JOBS ?? DEFAULT_JOBS) || DEFAULT_JOBS);

/**
 * One compile cache for every Node process of the run (the test processes, and the command
 * lines, simulators and launches they start, which inherit it): Node keeps each module's
 * compiled code, its TypeScript already stripped, so the next process that imports main/
 * does not strip and compile it again. A process importing the engine took 4.4 s of CPU
 * without it, 3.0 s with it. Made for this run and removed after it, so no run reads another's.
 */
const TEST_TMP = testTmpDir();
const COMPILE_CACHE = process.env.NODE_COMPILE_CACHE ? null : mkdtempSync(join(TEST_TMP, 'compile-cache-'));
/** Whether process `pid` still runs (a process of another user's counts as running). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

/**
 * Builds the processes share (test/support/shared-build.ts: the command line's bundle, the
 * window's renderer), made once for the run by the first process that needs one. Under dist/,
 * where the packages a bundle leaves out resolve from node_modules; removed at the run's end.
 */
const BUILDS = process.env.STINT_TEST_BUILDS ? null : join(root, 'dist', `test-builds-${process.pid}`);
if (BUILDS !== null) {
  mkdirSync(BUILDS, { recursive: true });
  // A run killed outright (SIGKILL, a machine that went away) left its folder: removed here,
  // with a file run alone's (test/support/bundled-entry.ts), once its process is gone.
  for (const d of readdirSync(join(root, 'dist'), { withFileTypes: true })) {
    const pid = /^test-(?:builds|entries)-(\d+)$/.exec(d.name)?.[1];
    if (d.isDirectory() && pid !== undefined && !alive(Number(pid))) rmSync(join(root, 'dist', d.name), { recursive: true, force: true });
  }
  process.once('exit', () => rmSync(BUILDS, { recursive: true, force: true }));
}
const VERBOSE = Boolean(process.env.STINT_TEST_VERBOSE);

/** Events from every process, in the order they come, for the one reporter. */
const queue = [];
let wake = null;
let finished = false;
function push(event) {
  queue.push(event);
  wake?.();
}
async function* events() {
  for (;;) {
    while (queue.length > 0) yield queue.shift();
    if (finished) return;
    await new Promise((r) => (wake = r));
    wake = null;
  }
}

function runJob(batch) {
  return new Promise((resolveJob) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [
        ...LOADER,
        '--test-reporter', './scripts/test-events.mjs',
        '--test-reporter-destination', 'stdout',
        'scripts/test-group.mjs',
        ...batch,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe', 'pipe'], env: { ...process.env, TMPDIR: TEST_TMP, STINT_SYSTEM_TMPDIR: tmpdir(), STINT_TEST: '1', ...(SCREENSHOTS ? { STINT_SCREENSHOTS: '1' } : {}), ...(COMPILE_CACHE ? { NODE_COMPILE_CACHE: COMPILE_CACHE } : {}), ...(BUILDS ? { STINT_TEST_BUILDS: BUILDS } : {}) } },
    );
    // The tests' own output: shown with STINT_TEST_VERBOSE, and its end when the process fails.
    let tail = '';
    const keep = (chunk) => {
      if (VERBOSE) process.stdout.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let cpuMs = 0;
    let importMs = 0;
    let failedHere = 0;
    let lastFileEnd = started;
    const reported = new Set();
    const lines = createInterface({ input: child.stdio[3] });
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      const event = JSON.parse(line);
      if (event.type === 'stint:cpu') {
        cpuMs = event.data.userMs + event.data.systemMs;
        return;
      }
      if (event.type === 'stint:imported') {
        importMs = Date.now() - started;
        lastFileEnd = Date.now();
        return;
      }
      if (event.type === 'test:fail') failedHere++;
      if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0) {
        reported.add(event.data.name);
        // A file's wall time: from the end of the file before it in this process (the first
        // file of a batch also carries the process's start and the batch's imports).
        const now = Date.now();
        event.data.fileMs = now - lastFileEnd;
        lastFileEnd = now;
      }
      push(event);
    });
    child.on('close', (code, signal) => {
      const wallMs = Date.now() - started;
      // A process that ended badly with nothing failed in it (a crash, process.exit, a kill),
      // or that never reported some of its files, fails each file it did not finish.
      const missing = batch.filter((f) => !reported.has(f));
      if ((code !== 0 && failedHere === 0) || missing.length > 0) {
        for (const f of missing.length > 0 ? missing : batch) {
          const text = `the test process of ${batch.length === 1 ? 'this file' : `${batch.length} files`} ended with ${signal ?? `code ${code}`} before this file reported; its last output:\n${tail}`;
          push({ type: 'test:fail', data: { name: f, nesting: 0, details: { type: 'suite', error: { failureType: 'process', text } } } });
        }
      }
      push({ type: 'stint:job', data: { files: batch, wallMs, cpuMs, importMs, fromMs: started - RUN_STARTED } });
      resolveJob();
    });
  });
}

async function runAll(queues) {
  const running = { browser: 0, other: 0 };
  const next = () => {
    const kinds = Object.keys(queues).filter((k) => queues[k].length > 0).sort((a, b) => queues[b][0].weight - queues[a][0].weight);
    // The heaviest job waiting, unless its kind already fills all slots but one while the other kind waits.
    const kind = kinds.find((k) => running[k] < JOBS - 1 || kinds.length === 1) ?? kinds[0];
    if (kind === undefined) return null;
    running[kind]++;
    return { kind, files: queues[kind].shift().files };
  };
  const worker = async () => {
    for (let job = next(); job; job = next()) {
      await runJob(job.files);
      running[job.kind]--;
    }
  };
  await Promise.all(Array.from({ length: Math.min(JOBS, queues.browser.length + queues.other.length) }, worker));
  finished = true;
  wake?.();
}

let exitCode = 0;
const printing = (async () => {
  for await (const text of reporter(events())) {
    process.stdout.write(text);
    if (/^\d+ passed, [1-9]/m.test(text)) exitCode = 1;
  }
})();
await runAll(plan());
await printing;
process.exit(exitCode);

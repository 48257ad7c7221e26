// A node:test reporter: a short line per test folder (passed, failed, skipped), every skip
// with its reason and every failure as it happens, the failures in full at the end, and a
// closing line `N passed, N failed[, N skipped]` that CI reads. Suites (describe) are not
// counted. STINT_TEST_VERBOSE=1 prints a line per test as well (and the tests' own output).
//
// scripts/run-tests.mjs feeds it the events of its test processes (scripts/test-events.mjs),
// where each test file is a suite named by its path and a failure's error is already text,
// and adds `stint:job` events (a process's files, wall time and CPU time). It then also
// prints the seconds per folder, the slowest files, and with STINT_TEST_TIMES=1 every file's
// time and the 20 slowest tests.
import { inspect } from 'node:util';

const VERBOSE = Boolean(process.env.STINT_TEST_VERBOSE);
const TIMES = Boolean(process.env.STINT_TEST_TIMES);

/** A test file's suite in a process of run-tests.mjs (scripts/test-group.mjs) is named by the file's path. */
const isFileSuite = (data) => data.nesting === 0 && typeof data.name === 'string' && data.name.endsWith('.test.ts');
const testPath = (path) => path.replace(/^.*\/test\//, 'test/');

/** The folder a test file is in, as `test/core/engine`. */
function folderOf(data) {
  const file = isFileSuite(data) ? testPath(data.name) : data.file ? testPath(data.file) : 'test/?';
  return file.slice(0, file.lastIndexOf('/')) || file;
}

function label(data) {
  if (isFileSuite(data)) return testPath(data.name);
  return `${data.file ? testPath(data.file) + ' > ' : ''}${data.name}`;
}

/** How many of the slowest tests STINT_TEST_TIMES lists (STINT_TEST_SLOWEST=N, default 20). */
const SLOWEST = Math.max(1, Number(process.env.STINT_TEST_SLOWEST) || 20);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export default async function* reporter(source) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  /** Per folder: [passed, failed, skipped]. */
  const folders = new Map();
  /** Per test file: its wall milliseconds in its process (run-tests.mjs measures them). */
  const fileMs = new Map();
  /** Per test file: the CPU milliseconds of its process and every process it started (STINT_TEST_TIMES=1; scripts/test-events.mjs). */
  const fileCpuMs = new Map();
  /** The slowest tests, [ms, label]. */
  const slowTests = [];
  /** Per process of run-tests.mjs: files, wall and CPU milliseconds. */
  const jobs = [];
  const count = (data, i) => {
    const f = folderOf(data);
    if (!folders.has(f)) folders.set(f, [0, 0, 0]);
    folders.get(f)[i]++;
  };
  for await (const event of source) {
    const { type, data } = event;
    if (type === 'stint:job') {
      jobs.push(data);
      continue;
    }
    if ((type === 'test:pass' || type === 'test:fail') && isFileSuite(data)) {
      fileMs.set(testPath(data.name), data.fileMs ?? data.details?.duration_ms ?? 0);
      if (typeof data.cpuMs === 'number') fileCpuMs.set(testPath(data.name), data.cpuMs);
    }
    if ((type === 'test:pass' || type === 'test:fail') && data.details?.type !== 'suite' && data.skip === undefined) {
      slowTests.push([data.details?.duration_ms ?? 0, label(data)]);
      if (slowTests.length > 10 * SLOWEST) slowTests.sort((a, b) => b[0] - a[0]).splice(SLOWEST);
    }
    if (type === 'test:pass' || type === 'test:fail') {
      if (data.details?.type === 'suite') {
        // A suite fails on its own only when a hook or the file itself failed.
        if (type === 'test:fail' && data.details?.error?.failureType !== 'subtestsFailed') {
          failed++;
          count(data, 1);
          failures.push(data);
          yield `not ok ${label(data)}\n`;
        }
        continue;
      }
      if (data.skip !== undefined || data.todo !== undefined) {
        skipped++;
        count(data, 2);
        const why = typeof data.skip === 'string' ? data.skip : typeof data.todo === 'string' ? data.todo : '';
        yield `skip ${label(data)}${why ? ` (${why})` : ''}\n`;
      } else if (type === 'test:pass') {
        passed++;
        count(data, 0);
        if (VERBOSE) yield `ok ${label(data)}\n`;
      } else {
        failed++;
        count(data, 1);
        failures.push(data);
        yield `not ok ${label(data)}\n`;
      }
    } else if (type === 'test:stderr' || type === 'test:stdout') {
      if (process.env.STINT_TEST_VERBOSE) yield data.message;
    } else if (type === 'test:diagnostic' && /^(cancelled|todo) [1-9]/.test(data.message)) {
      yield `# ${data.message}\n`;
    }
  }
  const width = Math.max(0, ...[...folders.keys()].map((f) => f.length));
  /** Seconds per folder: the sum of its files' times. */
  const folderMs = new Map();
  for (const [file, ms] of fileMs) {
    const folder = file.slice(0, file.lastIndexOf('/'));
    folderMs.set(folder, (folderMs.get(folder) ?? 0) + ms);
  }
  yield '\n';
  for (const [folder, [p, f, k]] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
    const ms = folderMs.get(folder);
    const counts = `${String(p).padStart(4)} passed${f ? `, ${f} FAILED` : ''}${k ? `, ${k} skipped` : ''}`;
    yield `${folder.padEnd(width)}  ${ms === undefined ? counts : `${counts.padEnd(28)} ${seconds(ms).padStart(8)}`}\n`;
  }
  if (fileMs.size > 0) {
    const files = [...fileMs].sort((a, b) => b[1] - a[1]);
    yield `\n${TIMES ? 'Every file' : 'Slowest files'} (wall seconds in its process, from the end of the file before it; a process's start and its batch's imports are its own, listed with the processes):\n`;
    for (const [file, ms] of TIMES ? files : files.slice(0, 10)) yield `  ${seconds(ms).padStart(8)}  ${file}\n`;
  }
  if (fileCpuMs.size > 0) {
    const total = [...fileCpuMs.values()].reduce((n, ms) => n + ms, 0);
    yield `\nEvery file by CPU (seconds, its own process's and every process it started: Chromium, command lines, simulators; ${seconds(total)} in all):\n`;
    for (const [file, ms] of [...fileCpuMs].sort((a, b) => b[1] - a[1])) yield `  ${seconds(ms).padStart(8)}  ${file}\n`;
  }
  if (TIMES && slowTests.length > 0) {
    yield '\nSlowest tests:\n';
    for (const [ms, name] of slowTests.sort((a, b) => b[0] - a[0]).slice(0, SLOWEST)) yield `  ${seconds(ms).padStart(8)}  ${name}\n`;
  }
  if (jobs.length > 0) {
    const wall = jobs.reduce((n, j) => n + j.wallMs, 0);
    const cpu = jobs.reduce((n, j) => n + (j.cpuMs ?? 0), 0);
    yield `\n${jobs.length} test processes: ${seconds(wall)} of process time, ${seconds(cpu)} of CPU in their Node (browsers and other children not counted)\n`;
    if (TIMES) for (const j of [...jobs].sort((a, b) => b.wallMs - a.wallMs)) yield `  ${seconds(j.wallMs).padStart(8)} wall ${seconds(j.cpuMs ?? 0).padStart(8)} cpu ${seconds(j.importMs ?? 0).padStart(7)} start ${seconds(j.fromMs ?? 0).padStart(7)} from  ${j.files.length === 1 ? j.files[0] : `${j.files.length} files from ${j.files[0]}`}\n`;
  }
  if (failures.length > 0) {
    yield '\nFailures:\n';
    for (const f of failures) {
      const err = f.details?.error;
      const text = typeof err?.text === 'string' ? err.text : inspect(err?.cause ?? err, { depth: 6 });
      yield `\n- ${label(f)}\n${text.replace(/^/gm, '    ')}\n`;
    }
  }
  yield `\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`;
}

// A node:test reporter: a short line per test folder (passed, failed, skipped), every skip
// with its reason and every failure as it happens, the failures in full at the end, and a
// closing line `N passed, N failed[, N skipped]` that CI reads. Suites (describe) are not
// counted. STINT_TEST_VERBOSE=1 prints a line per test as well (and the tests' own output).
import { inspect } from 'node:util';

const VERBOSE = Boolean(process.env.STINT_TEST_VERBOSE);

/** The folder a test file is in, as `test/core/engine`. */
function folderOf(data) {
  const file = data.file ? data.file.replace(/^.*\/test\//, 'test/') : 'test/?';
  return file.slice(0, file.lastIndexOf('/')) || file;
}

function label(data) {
  return `${data.file ? data.file.replace(/^.*\/test\//, 'test/') + ' > ' : ''}${data.name}`;
}

export default async function* reporter(source) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  /** Per folder: [passed, failed, skipped]. */
  const folders = new Map();
  const count = (data, i) => {
    const f = folderOf(data);
    if (!folders.has(f)) folders.set(f, [0, 0, 0]);
    folders.get(f)[i]++;
  };
  for await (const event of source) {
    const { type, data } = event;
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
  yield '\n';
  for (const [folder, [p, f, k]] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
    yield `${folder.padEnd(width)}  ${String(p).padStart(4)} passed${f ? `, ${f} FAILED` : ''}${k ? `, ${k} skipped` : ''}\n`;
  }
  if (failures.length > 0) {
    yield '\nFailures:\n';
    for (const f of failures) {
      const err = f.details?.error;
      const cause = err?.cause ?? err;
      yield `\n- ${label(f)}\n${inspect(cause, { depth: 6 }).replace(/^/gm, '    ')}\n`;
    }
  }
  yield `\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`;
}

// A node:test reporter: one line per test, failures in full, and a closing line
// `N passed, N failed[, N skipped]` that CI reads. Suites (describe) are not counted.
import { inspect } from 'node:util';

function label(data) {
  return `${data.file ? data.file.replace(/^.*\/test\//, 'test/') + ' > ' : ''}${data.name}`;
}

export default async function* reporter(source) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  for await (const event of source) {
    const { type, data } = event;
    if (type === 'test:pass' || type === 'test:fail') {
      if (data.details?.type === 'suite') {
        // A suite fails on its own only when a hook or the file itself failed.
        if (type === 'test:fail' && data.details?.error?.failureType !== 'subtestsFailed') {
          failed++;
          failures.push(data);
          yield `not ok ${label(data)}\n`;
        }
        continue;
      }
      if (data.skip !== undefined || data.todo !== undefined) {
        skipped++;
        const why = typeof data.skip === 'string' ? data.skip : typeof data.todo === 'string' ? data.todo : '';
        yield `skip ${label(data)}${why ? ` (${why})` : ''}\n`;
      } else if (type === 'test:pass') {
        passed++;
        yield `ok ${label(data)}\n`;
      } else {
        failed++;
        failures.push(data);
        yield `not ok ${label(data)}\n`;
      }
    } else if (type === 'test:stderr' || type === 'test:stdout') {
      if (process.env.STINT_TEST_VERBOSE) yield data.message;
    } else if (type === 'test:diagnostic' && /^(cancelled|todo) [1-9]/.test(data.message)) {
      yield `# ${data.message}\n`;
    }
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

// The reporter of each test process of `npm test` (scripts/test-group.mjs): writes the
// events scripts/run-tests.mjs needs as JSON lines, a failure's error already printed as
// text, and at the end the process's own CPU time. They go to file descriptor 3, a pipe
// to run-tests.mjs, so that the tests' own output (stdout, stderr) cannot mix with them. The one reporter that people read,
// with the closing line CI reads, is scripts/test-reporter.mjs in run-tests.mjs.
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { inspect } from 'node:util';

const KEEP = new Set(['test:pass', 'test:fail', 'test:diagnostic']);

function plain(data) {
  const { details, name, nesting, file, skip, todo, message } = data;
  const out = { name, nesting, file, skip, todo, message };
  if (details) {
    const err = details.error;
    out.details = { type: details.type, duration_ms: details.duration_ms };
    if (err) out.details.error = { failureType: err.failureType, text: inspect(err.cause ?? err, { depth: 6 }) };
  }
  return out;
}

/** utime, stime, cutime and cstime of a /proc/<pid>/stat line, in ms (a tick is 10 ms on Linux), and its parent. */
function statOf(pid) {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(f[1]), ms: (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 10 };
}

/**
 * CPU spent so far by this process and everything it started (a file's simulator in here, its
 * command lines, Chromium and its renderers), in ms: its own, what its children reaped so far
 * spent, and what those still running spent. Null where /proc cannot say (not Linux).
 */
function treeCpuMs() {
  try {
    const parents = new Map();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        parents.set(Number(name), statOf(name));
      } catch {
        // gone meanwhile: its parent has counted it, or will
      }
    }
    const own = parents.get(process.pid);
    if (!own) return null;
    let ms = own.ms;
    const inTree = new Set([process.pid]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const [pid, st] of parents) {
        if (!inTree.has(pid) && inTree.has(st.ppid)) {
          inTree.add(pid);
          ms += st.ms;
          grew = true;
        }
      }
    }
    return ms;
  } catch {
    return null;
  }
}

export default async function* events(source) {
  const out = new Socket({ fd: 3, readable: false, writable: true });
  const send = async (event) => {
    if (!out.write(`${JSON.stringify(event)}\n`)) await once(out, 'drain');
  };
  // A file's tests are made by test-group.mjs's replay, so node:test names that file as
  // theirs: each is given back the file whose suite (the top level, named by its path) runs it.
  let current = null;
  // Each file's CPU, its children's included (STINT_TEST_TIMES=1 lists it): from the end of the file before.
  let cpuBefore = process.env.STINT_TEST_TIMES ? treeCpuMs() : null;
  let importsDone = false;
  for await (const { type, data } of source) {
    if (type === 'test:start' && data.nesting === 0) current = data.name;
    // The batch's files are imported before the first of them is taken off node:test's queue
    // (test-group.mjs; `test:start` may come later, in report order): said, so that the first
    // file's seconds are its own, not its batch's imports too.
    if (type === 'test:dequeue' && data.nesting === 0 && !importsDone) {
      importsDone = true;
      await send({ type: 'stint:imported', data: {} });
    }
    if (!KEEP.has(type)) continue;
    const kept = plain(data);
    if (cpuBefore !== null && type !== 'test:diagnostic' && data.nesting === 0) {
      const now = treeCpuMs();
      if (now !== null) kept.cpuMs = now - cpuBefore;
      cpuBefore = now;
    }
    if (current && data.nesting > 0 && (!kept.file || kept.file.endsWith('scripts/test-group.mjs'))) kept.file = current;
    await send({ type, data: kept });
  }
  const cpu = process.cpuUsage();
  await send({ type: 'stint:cpu', data: { userMs: cpu.user / 1000, systemMs: cpu.system / 1000 } });
  await new Promise((r) => out.end(r));
}

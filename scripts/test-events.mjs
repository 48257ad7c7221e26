// The reporter of each test process of `npm test` (scripts/test-group.mjs): writes the
// events scripts/run-tests.mjs needs as JSON lines, a failure's error already printed as
// text, and at the end the process's own CPU time. They go to file descriptor 3, a pipe
// to run-tests.mjs, so that the tests' own output (stdout, stderr) cannot mix with them. The one reporter that people read,
// with the closing line CI reads, is scripts/test-reporter.mjs in run-tests.mjs.
import { once } from 'node:events';
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

export default async function* events(source) {
  const out = new Socket({ fd: 3, readable: false, writable: true });
  const send = async (event) => {
    if (!out.write(`${JSON.stringify(event)}\n`)) await once(out, 'drain');
  };
  // A file's tests are made by test-group.mjs's replay, so node:test names that file as
  // theirs: each is given back the file whose suite (the top level, named by its path) runs it.
  let current = null;
  for await (const { type, data } of source) {
    if (type === 'test:start' && data.nesting === 0) current = data.name;
    if (!KEEP.has(type)) continue;
    const kept = plain(data);
    if (current && data.nesting > 0 && (!kept.file || kept.file.endsWith('scripts/test-group.mjs'))) kept.file = current;
    await send({ type, data: kept });
  }
  const cpu = process.cpuUsage();
  await send({ type: 'stint:cpu', data: { userMs: cpu.user / 1000, systemMs: cpu.system / 1000 } });
  await new Promise((r) => out.end(r));
}

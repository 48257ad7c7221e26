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
  for await (const { type, data } of source) {
    if (KEEP.has(type)) await send({ type, data: plain(data) });
  }
  const cpu = process.cpuUsage();
  await send({ type: 'stint:cpu', data: { userMs: cpu.user / 1000, systemMs: cpu.system / 1000 } });
  await new Promise((r) => out.end(r));
}

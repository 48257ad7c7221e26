// `npm run dev:browser -- --base-url <url> [--port <port>] [--data-dir <dir>] [--demo]`:
// the renderer in any browser, on the real engine. Prints exactly one line on stdout when
// ready (`harness on http://127.0.0.1:<port>/`); everything else goes to stderr. A bad
// option prints one line on stderr and exits 2. SIGINT and SIGTERM close the engine, which
// sends what it can first for at most 4 of the 5 s the stop may take (STINT_STOP_WITHIN_MS
// sets another bound), say on stderr what was kept for next time, and exit 0.

import { parseArgs } from 'node:util';
import { startHarness, type RunningHarness } from './server.ts';
import { harnessStopLines, seconds } from './stop-report.ts';
import { stopBound } from './stop-within.ts';

const USAGE = `usage: npm run dev:browser -- --base-url <url> [--port <n>] [--data-dir <dir>] [--demo]
  --base-url <url>   the service the sign-in form starts with (ends in /api/v1)
  --port <n>         port on 127.0.0.1 (default 0: any free port)
  --data-dir <dir>   settings, queued actions and the log (default: a temporary folder, deleted at exit)
  --demo             offer the demo account on the sign-in form
  --renderer-dir <dir>  the built renderer (default: dist/renderer)
  --help             this text
The renderer must be built first: npm run build:renderer.
Control endpoint: POST /control (see test/harness/README.md); tray model: GET /tray.
Ctrl-C stops within 5 s (STINT_STOP_WITHIN_MS sets another bound, in milliseconds) and says what was kept.`;

function fail(message: string, code: 1 | 2 = 2): never {
  console.error(code === 2 ? `dev:browser: ${message} (--help for usage)` : `dev:browser: ${message}`);
  process.exit(code);
}

let values: { 'base-url'?: string; port: string; 'data-dir'?: string; 'renderer-dir'?: string; demo: boolean; help: boolean };
try {
  ({ values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      port: { type: 'string', default: '0' },
      'data-dir': { type: 'string' },
      'renderer-dir': { type: 'string' },
      demo: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (e) {
  fail((e as Error).message.split('\n')[0]!);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const baseUrl = values['base-url'];
if (baseUrl === undefined || !/^https?:\/\/[^\s]+$/.test(baseUrl)) fail('--base-url must be an http(s) address, such as http://127.0.0.1:4010/api/v1');
const port = /^\d+$/.test(values.port) ? Number(values.port) : NaN;
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be an integer 0..65535, got "${values.port}"`);
const boundOrError = stopBound(process.env);
if (!boundOrError.ok) fail(boundOrError.message);
const bound = boundOrError.bound;

let harness: RunningHarness;
try {
  harness = await startHarness({
    baseUrl,
    port,
    demo: values.demo,
    keychainProcess: true,
    ...(values['data-dir'] !== undefined ? { dataDir: values['data-dir'] } : {}),
    ...(values['renderer-dir'] !== undefined ? { rendererDir: values['renderer-dir'] } : {}),
  });
} catch (e) {
  const code = (e as { code?: string }).code;
  if (code === 'EADDRINUSE') fail(`port ${port} is in use`, 1);
  fail(`could not start: ${(e as Error).message}`, 1);
}
let stopping = false;
const stop = () => {
  // Once: the settings store's exit hook (when-exit) raises the same signal again as it runs.
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    console.error(`dev:browser: something was still closing after ${seconds(bound.withinMs)}: stopped anyway.`);
    process.exit(1);
  }, bound.withinMs).unref();
  harness.close({ deadlineMs: bound.engineMs }).then(
    (report) => {
      for (const line of harnessStopLines(report, bound.engineMs)) console.error(`dev:browser: ${line}`);
      process.exit(0);
    },
    (e: unknown) => {
      console.error(`dev:browser: stopping failed: ${(e as Error).message}`);
      process.exit(1);
    },
  );
};
// Before the line: whoever reads it may signal at once.
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// One line each: the store's description is sentences of its own.
console.error(`secrets: ${harness.secretStore}`);
console.error(`data: ${harness.dataDir}${values['data-dir'] === undefined ? ' (a temporary folder, deleted at exit)' : ''}`);
console.log(`harness on ${harness.url}`);

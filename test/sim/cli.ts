// `npm run sim -- --port <port> [--no-limits]`: prints exactly one listening line, or one
// line on stderr saying what is wrong (never a stack trace) and exits non-zero.
import { parseArgs } from 'node:util';
import { startSim } from './start.ts';

const USAGE = `usage: npm run sim -- [--port <0..65535>] [--no-limits]
  --port <n>     port on 127.0.0.1 (default 0: any free port)
  --no-limits    lift every rate limit and quota (benchmarks)
  --help         this text`;

/** Exit code 2: a usage error (with the hint); 1: the simulator could not start. */
function fail(message: string, code: 1 | 2 = 2): never {
  console.error(code === 2 ? `sim: ${message} (--help for usage)` : `sim: ${message}`);
  process.exit(code);
}

let values: { port: string; 'no-limits': boolean; help: boolean };
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'no-limits': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (e) {
  // parseArgs explains unknown options and missing values in one sentence.
  fail((e as Error).message.split('\n')[0]!);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const port = /^\d+$/.test(values.port) ? Number(values.port) : NaN;
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be an integer 0..65535, got "${values.port}"`);

let running: Awaited<ReturnType<typeof startSim>>;
try {
  running = await startSim({ port, limits: !values['no-limits'] });
} catch (e) {
  const code = (e as { code?: string }).code;
  if (code === 'EADDRINUSE') fail(`port ${port} is in use`, 1);
  if (code === 'EACCES') fail(`port ${port} needs privileges this user does not have`, 1);
  fail(`could not start: ${(e as Error).message}`, 1);
}
const stop = () => {
  running.close().then(() => process.exit(0), () => process.exit(1));
};
// Before the line: whoever reads it may signal at once.
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
console.log(`listening on ${running.baseUrl}`);

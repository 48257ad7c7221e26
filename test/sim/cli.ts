// `npm run sim -- --port <port> [--no-limits]`: prints exactly one listening line.
import { parseArgs } from 'node:util';
import { startSim } from './start.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '0' }, 'no-limits': { type: 'boolean', default: false } },
});
const port = /^\d+$/.test(values.port) ? Number(values.port) : NaN;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be an integer 0..65535, got "${values.port}"`);
  process.exit(2);
}
const running = await startSim({ port, limits: !values['no-limits'] });
console.log(`listening on ${running.baseUrl}`);
const stop = () => {
  running.close().then(() => process.exit(0), () => process.exit(1));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

// The bare Node process the engine is read against (memory.bench.ts): the same Node binary,
// flags and V8 flags as the engine's day (engine-day.ts), bundled the same way, doing nothing
// but taking one reading as the engine's are taken (idle-reading.ts). Prints it as one JSON line.
//
//   node --expose-gc bare-node.js <{ idleMs, withoutAppFlags } as JSON>

import { setAppV8Flags } from '../../../main/platform/node/v8-flags.ts';
import type { EngineDayOptions } from './engine-day.ts';
import { idleReading } from './idle-reading.ts';

const optionsJson = process.argv[2];
if (optionsJson === undefined) throw new Error('usage: bare-node.js <options as JSON>');
const options = JSON.parse(optionsJson) as Pick<EngineDayOptions, 'idleMs' | 'withoutAppFlags'>;
if (!options.withoutAppFlags) setAppV8Flags();
process.stdout.write(`${JSON.stringify(await idleReading('idle', options.idleMs))}\n`);

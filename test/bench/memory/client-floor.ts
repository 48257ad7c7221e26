// The floor under the engine's figure (memory.bench.ts): a bare Node process (same binary,
// flags and V8 flags as bare-node.ts) that does only what any client of the service on Node
// must, and none of Stint's code: requests to the service with the engine's transport (JSON in
// and out, as the client's verbs), dates, amounts, names compared and text cut by the runtime's
// Intl (as the views, the pickers' name match and the activity record's titles do), and a file
// written and synced (the engine's transport: memory/app-fetch.ts, the app's net.fetch modelled
// by node:http, or Node's fetch with --node-fetch). Node loads ICU's data on first use: part of that is
// anonymous memory, most of it pages of Node's own binary (RssFile), counted in the resident
// size the goals are read on. Printed beside the engine's figures so that what Stint's own code
// and data add is read over this floor, and a goal below it is seen as one no client can meet.
//
//   node --expose-gc client-floor.js <{ idleMs, withoutAppFlags, nodeFetch, url } as JSON>

import { mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setAppV8Flags } from '../../../main/platform/node/v8-flags.ts';
import type { EngineDayOptions } from './engine-day.ts';
import { idleReading } from './idle-reading.ts';
import { appLikeFetch } from './app-fetch.ts';

/** Requests made: enough for undici's pool, parser and body readers to be loaded and warm. */
const REQUESTS = 30;

const optionsJson = process.argv[2];
if (optionsJson === undefined) throw new Error('usage: client-floor.js <options as JSON>');
const options = JSON.parse(optionsJson) as Pick<EngineDayOptions, 'idleMs' | 'withoutAppFlags' | 'nodeFetch'> & { readonly url: string };
// The engine's transport as the bench gives it (app-fetch.ts): the floor sends the same way.
const send = options.nodeFetch ? (url: string, init: RequestInit) => fetch(url, init) : appLikeFetch;
if (!options.withoutAppFlags) setAppV8Flags();

const verbs = ['GET', 'POST', 'PATCH', 'DELETE'] as const;
for (let i = 0; i < REQUESTS; i++) {
  const method = verbs[i % verbs.length]!;
  const body = method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify({ description: `entry ${i}`, duration: i * 60 });
  const res = await send(new URL(`/api/v1/time-entries/${i}`, options.url).href, { method, body, headers: { accept: 'application/json', 'content-type': 'application/json', authorization: 'Bearer floor' } });
  await res.json();
}

const at = Date.UTC(2026, 2, 10, 9, 30);
new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(at);
new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(1234.5);
new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(7.53);
new Intl.PluralRules('en-US').select(2);
new Intl.Collator('en', { sensitivity: 'accent', usage: 'search' }).compare('Café', 'cafe');
'Website Redesign'.localeCompare('Mobile Launch');
[...new Intl.Segmenter('en').segment('Review — Stint.md')];

const dir = mkdtempSync(join(tmpdir(), 'stint-floor-'));
const file = await open(join(dir, 'state.json'), 'w');
await file.writeFile(JSON.stringify({ queue: [], cache: Array.from({ length: 200 }, (_, id) => ({ id, name: `Project ${id}` })) }));
await file.sync();
await file.close();
rmSync(dir, { recursive: true, force: true });

process.stdout.write(`${JSON.stringify(await idleReading('idle', options.idleMs))}\n`);

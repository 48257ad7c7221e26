// What keeping the Intl objects per locale saves (issue 72, item 1): a tray line's decimal hours
// and a duration in words formatted through main/core/time/locale-format.ts (a formatter made
// once per locale) against a formatter made for each call, as the code did before it. Prints
// microseconds a call and the heap each way, with the machine's load beside them. Not a test.
//
//   node --import tsx --expose-gc test/bench/locale-format.bench.ts

import { loadavg } from 'node:os';
import { formatDurationWords, formatHundredthsOfHour } from '../../main/core/time/locale-format.ts';

const CALLS = 20_000;
const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'es-ES', 'pt-BR'];
const gc = (globalThis as { gc?: () => void }).gc;

function measure(name: string, call: (i: number) => string): void {
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let kept = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i++) kept += call(i).length;
  const us = Number(process.hrtime.bigint() - started) / 1000 / CALLS;
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  console.log(`${name}_us_per_call=${us.toFixed(2)} heap_growth_mb=${heapMb.toFixed(1)} chars=${kept}`);
}

measure('decimal_hours_cached', (i) => formatHundredthsOfHour(i, LOCALES[i % 5]!));
measure('decimal_hours_made_each_call', (i) => new Intl.NumberFormat(LOCALES[i % 5]!, { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(i / 100));
measure('duration_words_cached', (i) => formatDurationWords(i * 7, LOCALES[i % 5]!));
measure('duration_words_made_each_call', (i) => new (Intl as unknown as { DurationFormat: new (l: string, o: object) => { format(d: object): string } }).DurationFormat(LOCALES[i % 5]!, { style: 'long' }).format({ hours: Math.floor((i * 7) / 3600), minutes: Math.floor(((i * 7) % 3600) / 60) }));
console.log(`calls=${CALLS} locales=${LOCALES.length} load=${loadavg().map((l) => l.toFixed(2)).join(',')} gc=${gc !== undefined}`);

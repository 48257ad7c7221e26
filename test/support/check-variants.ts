// Values to hold a generated check (Ajv's standalone code) against the one Ajv compiles at run
// time: a pool of values of every kind and at the edges of the limits the app's schemas set,
// and each valid value with its parts changed to them. Shared by the settings' and the IPC
// payloads' equivalence tests (test/core/settings/settings-checks.test.ts,
// test/ipc/payload-checks.test.ts).
import { isDeepStrictEqual } from 'node:util';
import type { ErrorObject } from 'ajv';

/** Values of every kind, and the edges of the schemas' limits: most are wrong for most fields. */
export const POOL: readonly unknown[] = [
  null, true, false, 0, 1, -1, 1.5, 2.5, 4, 5, 6, 7, 12, 13, 24, 24.5, 60, 61, 120, 121, 180, 240, 241, 365, 480, 481, 3600, 3601, 100000, 100001, -100000, -100001,
  Number.NaN, Number.MAX_VALUE, '', ' ', 'x', '*', ' * ', '5', 'true', 'null', 'system', 'light', 'dark', 'blue', 'en', 'de', 'pt-BR', 'de-DE', '12h', '24h', 'stable', 'beta',
  'USD', 'usd', 'EURO', '1.4.0', '1.5.0-beta.2', '.1', 'v 1', 'abcd-1234', 'short', 'A'.repeat(64), 'A'.repeat(65), 'https://svc.test', 'http://127.0.0.1:8080/api',
  'https://', 'https://x y', 'ftp://svc.test', 'svc.test', 'ann@acme.test', 'a b@c', 'a@b@c', 'ac me', 'CommandOrControl+Shift+T', 'T', '09:00', '24:00', '25:00', '9:00',
  'x'.repeat(101), 'x'.repeat(201), 'x'.repeat(321), 'x'.repeat(2001), '\u{1F600}'.repeat(150), 'caf\u00e9',
  [], [0], [1], [6], [7], [-1], [1.5], ['1'], [1, 1], [0, 6], [1, 2, 3, 4, 5, 6, 0], [1, 2, 3, 4, 5, 6, 0, 1], [null], [''], [' '], ['*'], ['ok'], ['ok', ' '], ['*bank*', '**'],
  Array.from({ length: 201 }, (_, i) => `app ${i}`), [{}], [[]],
  {}, { x: 0, y: 0 }, { x: -1920, y: 40 }, { x: 1.5, y: 0 }, { x: 1 }, { x: 0, y: 0, z: 0 }, { days: [1], windows: [] }, { start: '09:00', end: '17:00' },
  { start: '09:00' }, { start: '09:00', end: '17:00', note: 1 }, { pattern: 'a', replacement: 'b' }, { pattern: '*', replacement: 'b' }, { pattern: 'a' }, { pattern: 'a', replacement: 'b', x: 1 },
  JSON.parse('{"__proto__": 1}') as unknown, { constructor: 1 }, { toString: 'x' },
];

/** `value` with each part (a key of an object, an entry of a list, down to the third level) changed to each value of the pool, taken out, or one added. */
export function variants(value: unknown, pool: readonly unknown[] = POOL, depth = 3): unknown[] {
  const out: unknown[] = [value];
  if (depth === 0 || value === null || typeof value !== 'object') return out;
  const parts = Array.isArray(value) ? value.map((_, i) => String(i)) : Object.keys(value);
  for (const part of parts) {
    for (const v of [...pool, ...variants((value as Record<string, unknown>)[part], pool, depth - 1).slice(1)]) {
      const copy = structuredClone(value) as Record<string, unknown>;
      copy[part] = structuredClone(v);
      out.push(copy);
    }
    const less = structuredClone(value) as Record<string, unknown>;
    if (Array.isArray(less)) less.splice(Number(part), 1);
    else delete less[part];
    out.push(less);
  }
  out.push(Array.isArray(value) ? [...structuredClone(value), structuredClone(value[0])] : { ...structuredClone(value), extra: 1 });
  return out;
}

/** A check as Ajv compiles it, or as its standalone code is. */
export interface Check {
  (value: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** What a check says of `value`: its verdict, its errors in order (what the app reads of them: instancePath, keyword, params, schemaPath; and message), and whether the value was left as it was. */
export function outcome(check: Check, value: unknown) {
  const before = structuredClone(value);
  const ok = check(value);
  const errors = ok ? [] : (check.errors ?? []).map((e) => ({ instancePath: e.instancePath, keyword: e.keyword, params: e.params, message: e.message, schemaPath: e.schemaPath }));
  return { ok, errors, unchanged: isDeepStrictEqual(before, value) };
}


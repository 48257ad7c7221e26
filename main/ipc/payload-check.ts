// Checks a payload that came over IPC (an `unknown`) against its channel's schema and says,
// field by field, what is wrong, in words that never repeat the value (it may be a password).
//
// Two steps. First the payload must be plain data, what JSON or a structured clone of JSON
// holds: objects with the ordinary prototype (or none), arrays without holes, strings,
// finite numbers, booleans, null, no getters, not nested absurdly deep. A Date, a Map, a
// class instance or an object whose prototype carries fields would otherwise pass
// `type: object` or satisfy `required` through inheritance. Then the channel's schema is
// checked, by Ajv's standalone code compiled from the contract's schemas at development time
// (scripts/gen-payload-checks.ts, into generated/payload-checks.js): no Ajv at run time.
// test/ipc/payload-checks.test.ts fails when the committed module is not what the generator
// makes of the contract now, or answers otherwise than Ajv compiling the schemas.

import type { ErrorObject } from 'ajv';
import { PAYLOAD_SCHEMAS, type Command, type JsonSchema, type RequestOf } from './contract.ts';
import { settingsFieldMessage } from './settings-messages.ts';
import { sourceWords, type I18n } from '../i18n/words.ts';
import { payloadChecks } from './generated/payload-checks.js';

/** A channel's check of its payload's schema (generated/payload-checks.js): its errors are Ajv's. */
export interface PayloadSchemaCheck {
  (value: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export type PayloadCheck<C extends Command> =
  | { readonly ok: true; readonly value: RequestOf<C> }
  | { readonly ok: false; readonly fields: Readonly<Record<string, string>> };

/** The name of the payload as a whole in `fields`. */
export const WHOLE = 'payload';
/** Deeper than any payload of the contract (a settings patch is four levels). */
const MAX_DEPTH = 16;
/** A field name chosen by the sender is cut to this length in an answer. */
const MAX_NAME = 100;
/** A refused payload names at most this many fields. */
const MAX_FIELDS = 20;

function fieldName(path: readonly string[]): string {
  const name = path.length === 0 ? WHOLE : path.join('.');
  return name.length > MAX_NAME ? `${name.slice(0, MAX_NAME)}...` : name;
}

/**
 * Adds an error unless the field already has one (the first is the most telling). Defined,
 * not assigned: a field named `__proto__` must become an entry, not a prototype.
 */
function put(fields: Record<string, string>, name: string, message: string): void {
  if (Object.hasOwn(fields, name) || Object.keys(fields).length >= MAX_FIELDS) return;
  Object.defineProperty(fields, name, { value: message, enumerable: true, writable: true, configurable: true });
}

const NOT_DATA = 'must be plain data (text, numbers, true or false, null, lists and objects)';

/** The path and reason of the first part of `v` that is not plain data, or undefined. */
function notPlainData(v: unknown, path: string[]): { path: string[]; message: string } | undefined {
  if (path.length > MAX_DEPTH) return { path, message: 'is nested too deeply' };
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return undefined;
  if (typeof v === 'number') return Number.isFinite(v) ? undefined : { path, message: 'must be a finite number' };
  if (typeof v !== 'object') return { path, message: NOT_DATA };
  const proto = Object.getPrototypeOf(v) as unknown;
  const isArray = Array.isArray(v);
  if (isArray ? proto !== Array.prototype : proto !== Object.prototype && proto !== null) return { path, message: NOT_DATA };
  if (Object.getOwnPropertySymbols(v).length > 0) return { path, message: NOT_DATA };
  const descriptors = Object.getOwnPropertyDescriptors(v) as Record<string, PropertyDescriptor>;
  for (const key of Object.keys(descriptors)) {
    if (isArray && key === 'length') continue;
    const d = descriptors[key]!;
    // Read nothing through a getter: it could run code or answer differently each time.
    if (!('value' in d) || !d.enumerable) return { path: [...path, key], message: NOT_DATA };
    // An absent optional field may arrive as `undefined` (structured clone keeps it); the
    // schema then treats it as absent. Anywhere else, `undefined` is not data.
    if (d.value === undefined && !isArray) continue;
    const found = notPlainData(d.value, [...path, key]);
    if (found) return found;
  }
  if (isArray && Object.keys(v).length !== (v as unknown[]).length) return { path, message: 'must be a list without holes' };
  return undefined;
}

/** The schema an Ajv error's keyword sits in (its `schemaPath` without the keyword). */
function schemaAt(root: JsonSchema, schemaPath: string): Record<string, unknown> | undefined {
  let cur: unknown = root;
  for (const raw of schemaPath.split('/').slice(1, -1)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return cur !== null && typeof cur === 'object' ? (cur as Record<string, unknown>) : undefined;
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

const COMPARISON_WORDS: Readonly<Record<string, string>> = { '>=': 'at least', '<=': 'at most', '>': 'more than', '<': 'less than' };

/** Words for a failed keyword of a schema without a `description` (the settings fields). */
function genericMessage(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'type':
      return `must be ${String(p.type)
        .split(',')
        .map((t) => TYPE_WORDS[t] ?? t)
        .join(' or ')}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `must be ${COMPARISON_WORDS[String(p.comparison)] ?? String(p.comparison)} ${String(p.limit)}`;
    case 'minLength':
      return `must have at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `must have at most ${String(p.limit)} characters`;
    case 'minItems':
      return `must have at least ${String(p.limit)} items`;
    case 'maxItems':
      return `must have at most ${String(p.limit)} items`;
    case 'uniqueItems':
      return 'must not list an item twice';
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).map((x) => String(x)).join(', ')}`;
    case 'format':
      return `must be a valid ${String(p.format)}`;
    default:
      return 'is not in the expected form';
  }
}

function messageFor(command: Command, payload: unknown, name: string, e: ErrorObject, i18n: I18n): string {
  switch (e.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not expected here';
    case 'minProperties':
      return 'must not be empty';
  }
  const description = schemaAt(PAYLOAD_SCHEMAS[command], e.schemaPath)?.description;
  if (typeof description === 'string') return `must be ${description}`;
  return (command === 'updateSettings' ? settingsFieldMessage(payload, name, i18n) : undefined) ?? genericMessage(e);
}

function errorPath(e: ErrorObject): string[] {
  const path = e.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'required') path.push(String(p.missingProperty));
  if (e.keyword === 'additionalProperties') path.push(String(p.additionalProperty));
  return path;
}

/**
 * Checks `payload` for `command`. A command without a payload takes `null`; an absent
 * payload (`undefined`: `invoke` without an argument, or a key JSON dropped) counts as null.
 * A settings field is refused in the settings' own words, in `i18n` (the language in use);
 * the rest only a window with a bug sends, said in English as the contract's schemas are.
 */
export function checkPayload<C extends Command>(command: C, payload: unknown, i18n: I18n = sourceWords()): PayloadCheck<C> {
  const fields: Record<string, string> = {};
  const schema = PAYLOAD_SCHEMAS[command];
  const value = payload === undefined && schema.type === 'null' ? null : payload;
  if (value === undefined) {
    put(fields, WHOLE, 'is required');
    return { ok: false, fields };
  }
  const bad = notPlainData(value, []);
  if (bad) {
    put(fields, fieldName(bad.path), bad.message);
    return { ok: false, fields };
  }
  const validate: PayloadSchemaCheck = payloadChecks[command];
  if (validate(value)) return { ok: true, value: value as RequestOf<C> };
  for (const e of validate.errors ?? []) {
    const path = errorPath(e);
    put(fields, fieldName(path), messageFor(command, value, path.join('.'), e, i18n));
  }
  return { ok: false, fields };
}

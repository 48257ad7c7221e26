// Runtime checks of what the service answers, compiled with Ajv (JSON Schema 2020-12, the
// dialect of OpenAPI 3.1) from the OpenAPI document itself: the whole document is added
// under one $id and each operation's success answer is checked against the schema its
// 2xx response names, so the check cannot drift from the document.
//
// One deliberate loosening: `additionalProperties: false` is dropped from the copy the
// client compiles. A field the service adds later must not turn every answer into an
// error in the field; missing fields, wrong types and bad formats still fail. (The
// simulator's own tests check the document strictly.)
//
// Each operation's check is compiled on first use and kept for the process.

import _Ajv2020 from 'ajv/dist/2020.js';
import _addFormats from 'ajv-formats';
import type { ResponseCheck } from './check.ts';
import { openapiDoc } from './generated/openapi-doc.ts';
import type { OperationId } from './types.ts';

// ajv and ajv-formats are CommonJS with `exports.default`; under NodeNext the default
// import is the module object for the type checker but the function at run time.
type AjvClass = typeof _Ajv2020.default;
type AjvInstance = InstanceType<AjvClass>;
const Ajv2020 = ((_Ajv2020 as { default?: AjvClass }).default ?? _Ajv2020) as AjvClass;
const addFormats = ((_addFormats as { default?: typeof _addFormats.default }).default ?? _addFormats) as typeof _addFormats.default;

export const DOC_ID = 'https://stint.invalid/api/openapi.json';

const METHODS = ['get', 'post', 'delete', 'put', 'patch'] as const;

type Json = { [k: string]: unknown };

function isObj(v: unknown): v is Json {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** A deep copy without `additionalProperties: false`. */
function tolerant(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(tolerant);
  if (!isObj(v)) return v;
  const out: Json = {};
  for (const [k, x] of Object.entries(v)) {
    if (k === 'additionalProperties' && x === false) continue;
    out[k] = tolerant(x);
  }
  return out;
}

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function at(doc: unknown, pointer: string): unknown {
  let cur = doc;
  for (const raw of pointer.split('/').slice(1)) {
    if (!isObj(cur)) return undefined;
    cur = cur[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return cur;
}

/** JSON pointers to the schemas of an operation's 2xx JSON answers. */
export function successSchemaPointers(doc: unknown, operationId: string): string[] {
  const paths = isObj(doc) && isObj(doc.paths) ? doc.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObj(item)) continue;
    for (const m of METHODS) {
      const op = item[m];
      if (!isObj(op) || op.operationId !== operationId) continue;
      const out: string[] = [];
      const responses = isObj(op.responses) ? op.responses : {};
      for (const [code, resp] of Object.entries(responses)) {
        if (!/^2\d\d$/.test(code)) continue;
        let ptr = `/paths/${esc(path)}/${m}/responses/${code}`;
        let node: unknown = resp;
        for (let i = 0; i < 5 && isObj(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#'); i++) {
          ptr = node.$ref.slice(1);
          node = at(doc, ptr);
        }
        if (!isObj(node) || !isObj(node.content) || !isObj(node.content['application/json'])) continue;
        const p = `${ptr}/content/application~1json/schema`;
        if (!out.includes(p)) out.push(p);
      }
      return out;
    }
  }
  throw new Error(`operation ${operationId} is not in the OpenAPI document`);
}

export class ResponseValidators {
  private readonly ajv: AjvInstance;
  private readonly cache = new Map<string, ResponseCheck<unknown>>();

  constructor(private readonly doc: unknown = openapiDoc) {
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
    addFormats(this.ajv);
    this.ajv.addSchema(tolerant(doc) as object, DOC_ID);
  }

  /** The check of an operation's success answer. */
  forOperation<T = unknown>(operationId: OperationId | string): ResponseCheck<T> {
    let check = this.cache.get(operationId);
    if (!check) {
      const ptrs = successSchemaPointers(this.doc, operationId);
      if (ptrs.length === 0) throw new Error(`operation ${operationId} has no JSON success answer`);
      const refs = ptrs.map((p) => ({ $ref: `${DOC_ID}#${p}` }));
      check = this.ajv.compile(refs.length === 1 ? refs[0]! : { anyOf: refs }) as ResponseCheck<unknown>;
      this.cache.set(operationId, check);
    }
    return check as ResponseCheck<T>;
  }

  /** The check of a named schema under `components.schemas`. */
  forSchema<T = unknown>(name: string): ResponseCheck<T> {
    const key = `#schema:${name}`;
    let check = this.cache.get(key);
    if (!check) {
      check = this.ajv.compile({ $ref: `${DOC_ID}#/components/schemas/${esc(name)}` }) as ResponseCheck<unknown>;
      this.cache.set(key, check);
    }
    return check as ResponseCheck<T>;
  }
}

let shared: ResponseValidators | undefined;

/** The process-wide validators compiled from the generated document. */
export function responseValidators(): ResponseValidators {
  shared ??= new ResponseValidators();
  return shared;
}

// Runtime checks of what the service answers, compiled with Ajv (JSON Schema 2020-12, the
// dialect of OpenAPI 3.1) from the client's answer profile (answer-profile.ts): the OpenAPI
// document with its answers loosened to what the app relies on. The whole profile is added
// under one $id and each operation's success answer is checked against the schema its 2xx
// response names, so the check cannot drift from the document.
//
// Ajv runs with `coerceTypes`: a check fixes the answer in place (`"31"` becomes 31, `0`
// becomes false where a boolean is documented), so the value the app gets is the checked
// one. Two keywords of the profile are defined here: `x-not-null` (a needed field is null)
// and `x-empty-as-object` (`[]`, null or a missing envelope object becomes `{}`).
//
// Each operation's check is compiled on its first call (the first answer it checks) and kept
// for the process.

import _Ajv2020, { _, type KeywordCxt } from 'ajv/dist/2020.js';
import _addFormats from 'ajv-formats';
import { EMPTY_AS_OBJECT, NOT_NULL, answerProfile } from './answer-profile.ts';
import type { ResponseCheck } from './check.ts';
import { openapiDoc } from './generated/openapi-doc.ts';
import type { OperationId, ResponseOf } from './types.ts';

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

function addProfileKeywords(ajv: AjvInstance): void {
  ajv.addKeyword({
    keyword: NOT_NULL,
    schemaType: 'boolean',
    error: { message: 'must not be null' },
    code(cxt: KeywordCxt) {
      if (cxt.schema === true) cxt.fail(_`${cxt.data} === null`);
    },
  });
  // Untyped keywords run before the object keywords (`properties`, `required`) of the same
  // schema, so the envelope's fields are objects by the time they are checked.
  ajv.addKeyword({
    keyword: EMPTY_AS_OBJECT,
    schemaType: 'array',
    modifying: true,
    validate: (fields: readonly string[], data: unknown) => {
      if (!isObj(data)) return true;
      for (const f of fields) {
        const v = data[f];
        if (v === undefined || v === null || (Array.isArray(v) && v.length === 0)) data[f] = {};
      }
      return true;
    },
  });
}

/**
 * A check compiled on its first call: a request is made before its answer is checked, and the
 * engine asks for its first requests while the app starts (bench:launch: the profile's
 * compile and the operations' compiles came before the tray's first menu).
 */
function compiledOnFirstCall(make: () => ResponseCheck<unknown>): ResponseCheck<unknown> {
  let made: ResponseCheck<unknown> | null = null;
  const check = ((data: unknown) => (made ??= make())(data)) as ResponseCheck<unknown>;
  Object.defineProperty(check, 'errors', { get: () => made?.errors ?? null });
  return check;
}

export class ResponseValidators {
  private made: AjvInstance | null = null;
  private readonly cache = new Map<string, ResponseCheck<unknown>>();

  constructor(private readonly doc: unknown = openapiDoc) {}

  /** Made with the profile on the first check that runs. */
  private get ajv(): AjvInstance {
    if (this.made === null) {
      const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false, coerceTypes: true });
      addFormats(ajv);
      addProfileKeywords(ajv);
      ajv.addSchema(answerProfile(this.doc) as object, DOC_ID);
      this.made = ajv;
    }
    return this.made;
  }

  /** The check of an operation's success answer (it coerces the answer in place). */
  forOperation<K extends OperationId>(operationId: K): ResponseCheck<ResponseOf<K>>;
  forOperation(operationId: string): ResponseCheck<unknown>;
  forOperation(operationId: string): ResponseCheck<unknown> {
    let check = this.cache.get(operationId);
    if (!check) {
      const ptrs = successSchemaPointers(this.doc, operationId);
      if (ptrs.length === 0) throw new Error(`operation ${operationId} has no JSON success answer`);
      const refs = ptrs.map((p) => ({ $ref: `${DOC_ID}#${p}` }));
      check = compiledOnFirstCall(() => this.ajv.compile(refs.length === 1 ? refs[0]! : { anyOf: refs }) as ResponseCheck<unknown>);
      this.cache.set(operationId, check);
    }
    return check;
  }

  /** The check of a named schema under `components.schemas`, as the profile has it. */
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

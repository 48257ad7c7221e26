// Validates response bodies against main/api/openapi.yaml (the project's description of
// the service). Used by the simulator's and the client's tests.
//
//   validateResponse('GET', '/projects?opt_page=2', 200, body)  // throws when invalid
//   operations()                                               // [{method, path, operationId}]
//   schema('TimeEntry')(body)                                  // compiled Ajv validator
//
// The whole document is added to Ajv under DOC_ID, so that every `$ref` of the form
// `#/components/schemas/X` resolves inside it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';

// ajv and ajv-formats are CommonJS: under NodeNext the default import is `module.exports`,
// whose `default` property is the class / plugin.
const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;
type Ajv = InstanceType<typeof Ajv2020>;

export const OPENAPI_PATH = fileURLToPath(new URL('../../main/api/openapi.yaml', import.meta.url));
const DOC_ID = 'https://stint.invalid/openapi.json';
const METHODS = ['get', 'post', 'delete', 'put', 'patch', 'head', 'options'] as const;

type Json = Record<string, unknown>;
export interface OperationInfo {
  method: string;
  path: string;
  operationId: string;
}

let docCache: Json | undefined;
let ajvCache: Ajv | undefined;
const validators = new Map<string, ValidateFunction>();

/** The parsed document (loaded once). */
export function openapiDocument(): Json {
  docCache ??= parse(readFileSync(OPENAPI_PATH, 'utf8')) as Json;
  return docCache;
}

function ajv(): Ajv {
  if (!ajvCache) {
    const a = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(a);
    a.addSchema({ ...openapiDocument(), $id: DOC_ID });
    ajvCache = a;
  }
  return ajvCache;
}

function escapePointer(part: string): string {
  return part.replace(/~/g, '~0').replace(/\//g, '~1');
}

function validatorAt(pointer: string): ValidateFunction {
  const cached = validators.get(pointer);
  if (cached) return cached;
  const v = ajv().compile({ $ref: `${DOC_ID}#${pointer}` });
  validators.set(pointer, v);
  return v;
}

/** Compiled validator for `components.schemas[name]`. */
export function schema(name: string): ValidateFunction {
  const schemas = ((openapiDocument().components as Json | undefined)?.schemas ?? {}) as Json;
  if (!(name in schemas)) throw new Error(`openapi: no schema components.schemas.${name}`);
  return validatorAt(`/components/schemas/${escapePointer(name)}`);
}

/** Every operation of the document. */
export function operations(): OperationInfo[] {
  const out: OperationInfo[] = [];
  const paths = (openapiDocument().paths ?? {}) as Record<string, Json>;
  for (const [path, item] of Object.entries(paths)) {
    for (const m of METHODS) {
      const op = item[m] as Json | undefined;
      if (op) out.push({ method: m.toUpperCase(), path, operationId: String(op.operationId ?? '') });
    }
  }
  return out;
}

/** Readable list of Ajv errors, one per line. */
export function formatErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((e) => {
      const extra =
        e.keyword === 'additionalProperties'
          ? ` (${String((e.params as { additionalProperty?: string }).additionalProperty)})`
          : e.keyword === 'enum' || e.keyword === 'const'
            ? ` (${JSON.stringify(e.params)})`
            : '';
      return `  ${e.instancePath || '(root)'}: ${e.message ?? e.keyword}${extra}  [${e.schemaPath}]`;
    })
    .join('\n');
}

/** The path template of the document matching a concrete path (literal segments win). */
export function matchPath(concretePath: string): string | undefined {
  const pathOnly = concretePath.split('?')[0]!.split('#')[0]!;
  const segs = pathOnly.replace(/\/+$/, '').split('/');
  let best: { template: string; score: number[] } | undefined;
  for (const template of Object.keys((openapiDocument().paths ?? {}) as Json)) {
    const tsegs = template.replace(/\/+$/, '').split('/');
    if (tsegs.length !== segs.length) continue;
    const score: number[] = [];
    let ok = true;
    for (let i = 0; i < tsegs.length; i++) {
      const t = tsegs[i]!;
      const s = safeDecode(segs[i]!);
      if (/^\{[^}]+\}$/.test(t)) {
        if (s === '') ok = false;
        score.push(0);
      } else if (t === s) {
        score.push(1);
      } else {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (!best || compareScores(score, best.score) > 0) best = { template, score };
  }
  return best?.template;
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

// Responses the service gives for requests that match no documented operation (unknown
// path, or a known path with a method it does not take): the shared error responses.
const UNMATCHED_RESPONSES: Record<string, string> = {
  '400': 'MalformedBody',
  '401': 'Unauthenticated',
  '404': 'NotFound',
  '405': 'MethodNotAllowed',
  '413': 'PayloadTooLarge',
  '415': 'UnsupportedMediaType',
  '429': 'TooManyRequests',
  '5XX': 'InjectedFault',
};

function responsePointer(
  responses: Json,
  base: string,
  status: number,
): string | undefined {
  const keys = [String(status), `${Math.floor(status / 100)}XX`, 'default'];
  for (const key of keys) {
    if (!(key in responses)) continue;
    let pointer = `${base}/${escapePointer(key)}`;
    let resp = responses[key] as Json;
    const ref = resp.$ref;
    if (typeof ref === 'string') {
      if (!ref.startsWith('#/')) throw new Error(`openapi: unsupported $ref ${ref}`);
      pointer = ref.slice(1);
      resp = resolvePointer(pointer) as Json;
    }
    const content = resp.content as Json | undefined;
    if (!content?.['application/json']) {
      throw new Error(`openapi: response ${key} at ${pointer} has no application/json content`);
    }
    return `${pointer}/content/application~1json/schema`;
  }
  return undefined;
}

function resolvePointer(pointer: string): unknown {
  let cur: unknown = openapiDocument();
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    cur = (cur as Json | undefined)?.[part];
  }
  if (cur === undefined) throw new Error(`openapi: cannot resolve ${pointer}`);
  return cur;
}

/**
 * Throws unless `body` is a documented response of `method path` with `status`.
 * `path` is relative to /api/v1 and may carry a query string.
 */
export function validateResponse(method: string, path: string, status: number, body: unknown): void {
  const m = method.toLowerCase();
  const label = `${method.toUpperCase()} ${path} → ${status}`;
  const template = matchPath(path);
  let pointer: string | undefined;
  if (template) {
    const item = (openapiDocument().paths as Record<string, Json>)[template]!;
    const op = item[m] as Json | undefined;
    if (op) {
      const base = `/paths/${escapePointer(template)}/${m}/responses`;
      pointer = responsePointer((op.responses ?? {}) as Json, base, status);
      if (!pointer) {
        throw new Error(
          `openapi: ${label}: status ${status} is not documented for ${m.toUpperCase()} ${template} ` +
            `(documented: ${Object.keys((op.responses ?? {}) as Json).join(', ')})`,
        );
      }
    }
  }
  if (!pointer) {
    // No operation: only the shared error responses can apply.
    const key = status >= 500 ? '5XX' : String(status);
    const name = UNMATCHED_RESPONSES[key];
    if (!name || (status === 405 && !template)) {
      throw new Error(
        `openapi: ${label}: no documented operation ${method.toUpperCase()} ` +
          `${template ?? path.split('?')[0]} and ${status} is not a response to unknown routes`,
      );
    }
    pointer = `/components/responses/${name}/content/application~1json/schema`;
  }
  const validate = validatorAt(pointer);
  if (!validate(body)) {
    throw new Error(
      `openapi: ${label}: body does not match ${pointer}\n${formatErrors(validate.errors)}\n` +
        `body: ${truncate(JSON.stringify(body))}`,
    );
  }
}

function truncate(s: string | undefined, max = 2000): string {
  if (s === undefined) return 'undefined';
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** A path segment as the server sees it; a malformed escape is kept as sent (the server answers 404). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

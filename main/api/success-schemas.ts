// Where an operation's success answers are described in the OpenAPI document: the JSON
// pointers of the schemas of its 2xx JSON answers. scripts/gen-checks.ts compiles the client's
// checks (main/api/generated/response-checks.js) from these.

export const DOC_ID = 'https://stint.invalid/api/openapi.json';

/** The generated module exports a named schema's check as `schema_<Name>`, an operation's as its operationId. */
export const SCHEMA_EXPORT_PREFIX = 'schema_';

const METHODS = ['get', 'post', 'delete', 'put', 'patch'] as const;

export type Json = { [k: string]: unknown };

export function isObj(v: unknown): v is Json {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

export const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The value at a JSON pointer of `doc`. */
export function at(doc: unknown, pointer: string): unknown {
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

/** The operationIds of the document, in its order. */
export function operationIds(doc: unknown): string[] {
  const out: string[] = [];
  const paths = isObj(doc) && isObj(doc.paths) ? doc.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObj(item)) continue;
    for (const m of METHODS) {
      const op = item[m];
      if (isObj(op) && typeof op.operationId === 'string') out.push(op.operationId);
    }
  }
  return out;
}

// The client's profile of the service's answers, derived from the OpenAPI document.
//
// The document describes what we send and what the simulator answers, strictly (the
// simulator's tests hold it to that). A real service may answer differently where the
// specification is silent or loose, and the client must keep working there. This profile
// is the document with the answers loosened to what the app relies on:
//
// - Every answer record names its NEEDED fields below. A needed field must be present and
//   usable: not null (unless the specification itself allows null), of its type after
//   coercion, in its format. These are the ids, the time-entry fields the tracker works
//   with (dates, times, the stopwatch), the names and flags the app shows or filters on,
//   and the envelopes' `data` (with `has_next_page` for pages).
// - Every other field may be missing or null. When present and not null it must still
//   have its type (after coercion) and format: the specification pins those, and a field
//   the client cannot read as documented is a contract break worth seeing.
// - Deprecated fields are never needed (building the profile fails if one is listed).
// - Numbers and booleans sent as strings (`"31"`, `"100.00"`, `"true"`) and booleans
//   sent as 0/1 are coerced in place by Ajv (`coerceTypes`), so the app gets real
//   numbers and booleans. Ajv would also turn `null` into `""`, `0` or `false`; the
//   profile makes every scalar type nullable so that never happens, and marks the needed
//   non-nullable ones with `x-not-null`, which rejects the null instead.
// - Fields whose values the specification does not enumerate (OPEN_VALUE_FIELDS) accept
//   any value of their base type; types.ts widens their TypeScript types to match.
// - `next_page_query_params` and `totals` sent as `[]` (a PHP-style encoder's empty
//   object), `null`, or left out become `{}` (`x-empty-as-object`), and
//   `next_page_query_params` is opaque: any keys, any values.
// - `additionalProperties: false` is dropped: a field the service adds must not break
//   the app.

import type { components } from './generated/openapi-types.ts';

type S = components['schemas'];

const TRACKED_ENTRY_FIELDS = [
  'id',
  'project_id',
  'user_id',
  'date_execution',
  'time_start',
  'time_end',
  'time_total',
  'stopwatch_active',
  'stopwatch_date_start',
] as const;

/**
 * The fields of each answer record (by its schema name in the document) that the app
 * relies on. Every object schema an operation answers with is listed, so a new one forces
 * a decision (test/api/client/answers-profile.test.ts checks it).
 */
export const NEEDED_FIELDS = {
  AuthToken: ['account_id', 'token'],
  DeprecatedNotice: [],
  TimeEntry: TRACKED_ENTRY_FIELDS,
  DetailedReportRow: TRACKED_ENTRY_FIELDS,
  Permissions: [],
  Project: ['id', 'name', 'active'],
  ProjectPage: ['data', 'has_next_page'],
  RowTotals: [],
  ProjectMemberList: ['data'],
  ProjectMember: ['id', 'project_id', 'user_id'],
  Team: ['id'],
  ProjectMemberEnvelope: ['data'],
  UnassignedUserList: ['data'],
  UnassignedUser: ['id'],
  ProjectTaskAssignmentList: ['data'],
  ProjectTaskAssignment: ['id', 'project_id', 'task_id'],
  ProjectTaskAssignmentEnvelope: ['data'],
  UnassignedTaskList: ['data'],
  UnassignedTask: ['id'],
  TodoListList: ['data'],
  TodoList: ['id', 'name', 'project_id'],
  TodoPage: ['data', 'has_next_page'],
  Todo: ['id', 'name', 'project_id'],
  CustomerList: ['data'],
  Customer: ['id', 'name'],
  TaskList: ['data'],
  Task: ['id', 'name'],
  UserList: ['data'],
  User: ['id', 'role', 'work_days', 'work_start_at', 'work_end_at'],
  DetailedReport: ['data', 'has_next_page'],
  DetailedReportTotals: [],
  GroupedReport: ['items', 'total'],
  GroupedReportItem: ['details', 'total', 'items'],
  GroupDetails: ['group_key', 'group_type', 'level'],
  GroupedTotal: ['time_total'],
  TimeObject: ['time', 'hours', 'minutes', 'seconds'],
} as const satisfies { readonly [N in keyof S]?: readonly (keyof S[N])[] };

export type AnswerSchemaName = keyof typeof NEEDED_FIELDS;

/**
 * Fields (by property name, in any answer record) whose values the specification does not
 * enumerate, or where an unknown value does no harm: any value of the base type is kept
 * and shown as it is.
 */
export const OPEN_VALUE_FIELDS = {
  status: 'string',
  project_status: 'integer',
  privacy: 'integer',
  privacy_s: 'string',
  role: 'string',
  budget_by: 'string',
  group_type: 'string',
} as const;

/** Envelope fields that always reach the app as an object. */
export const OBJECT_FIELDS = ['next_page_query_params', 'totals'] as const;

/** Opaque to the client: any keys, any values. */
const OPAQUE_SCHEMAS = ['NextPageQueryParams'];

export const NOT_NULL = 'x-not-null';
export const EMPTY_AS_OBJECT = 'x-empty-as-object';

type Json = { [k: string]: unknown };
const isObj = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);
const SCHEMA_REF = '#/components/schemas/';

function clone<T>(v: T): T {
  return structuredClone(v);
}

/** The document's types as a list (`type: x` or `type: [x, 'null']`). */
function typesOf(s: Json): string[] {
  if (typeof s.type === 'string') return [s.type];
  if (Array.isArray(s.type)) return s.type.filter((t): t is string => typeof t === 'string');
  return [];
}

function isScalarSchema(s: Json): boolean {
  const types = typesOf(s);
  return types.length > 0 && types.every((t) => SCALARS.has(t) || t === 'null');
}

class ProfileBuilder {
  private readonly schemas: Json;

  constructor(private readonly doc: Json) {
    const components = isObj(doc.components) ? doc.components : {};
    this.schemas = isObj(components.schemas) ? components.schemas : {};
  }

  private component(ref: unknown): Json | undefined {
    if (typeof ref !== 'string' || !ref.startsWith(SCHEMA_REF)) return undefined;
    const s = this.schemas[ref.slice(SCHEMA_REF.length)];
    return isObj(s) ? s : undefined;
  }

  /**
   * A schema with scalar refs inlined, `anyOf [X, null]` collapsed into X with 'null' in
   * its type, and every scalar type nullable; `x-not-null` marks the ones the document
   * did not allow null for. Objects and arrays keep their refs; array items are loosened.
   */
  loosen(schema: unknown): Json {
    if (!isObj(schema)) return {};
    let s: Json = { ...schema };
    const target = this.component(s.$ref);
    if (target && isScalarSchema(target)) {
      const { $ref: _ref, ...siblings } = s;
      s = { ...clone(target), ...siblings };
    }
    if (Array.isArray(s.anyOf)) {
      const branches = s.anyOf.filter(isObj);
      const nullBranch = branches.find((b) => b.type === 'null');
      const others = branches.filter((b) => b !== nullBranch);
      if (nullBranch && others.length === 1) {
        const { anyOf: _a, ...rest } = s;
        const inner = this.loosen(others[0]);
        if (isScalarSchema(inner)) {
          const { [NOT_NULL]: _n, ...nullable } = inner;
          return { ...rest, ...nullable };
        }
        // A nullable object or array: null is tried first, so it never meets coercion.
        return { ...rest, anyOf: [{ const: null }, inner] };
      }
    }
    const types = typesOf(s);
    if (types.length > 0 && types.every((t) => SCALARS.has(t) || t === 'null')) {
      const nullable = types.includes('null');
      s.type = nullable ? types : [...types, 'null'];
      if ('const' in s) {
        s.enum = [s.const];
        delete s.const;
      }
      if (Array.isArray(s.enum) && !s.enum.includes(null)) s.enum = [...s.enum, null];
      if (!nullable) s[NOT_NULL] = true;
      return s;
    }
    if (types.includes('array') && s.items !== undefined) s.items = this.loosen(s.items);
    return s;
  }

  /** The property schema as the profile checks it. */
  private property(name: string, schema: unknown, needed: boolean): Json {
    const open = (OPEN_VALUE_FIELDS as Record<string, string>)[name];
    let s: Json;
    if (open) {
      const description = isObj(schema) && typeof schema.description === 'string' ? { description: schema.description } : {};
      s = { ...description, type: [open, 'null'], [NOT_NULL]: true };
    } else {
      s = this.loosen(schema);
    }
    if (needed) return s;
    if (s.type !== undefined) {
      const types = typesOf(s);
      if (!types.includes('null')) s.type = [...types, 'null'];
      if (Array.isArray(s.enum) && !s.enum.includes(null)) s.enum = [...s.enum, null];
      delete s[NOT_NULL];
      return s;
    }
    return { anyOf: [{ const: null }, s] };
  }

  record(name: string, needed: readonly string[]): Json {
    const src = this.schemas[name];
    if (!isObj(src) || !isObj(src.properties)) throw new Error(`answer schema ${name} has no properties in the OpenAPI document`);
    const properties: Json = {};
    for (const field of needed) {
      const p = src.properties[field];
      if (!isObj(p)) throw new Error(`${name}.${field} is listed as needed but is not in the document`);
      if (p.deprecated === true) throw new Error(`${name}.${field} is deprecated and cannot be needed`);
    }
    for (const [field, p] of Object.entries(src.properties)) properties[field] = this.property(field, p, needed.includes(field));
    const { additionalProperties: _a, required: _r, ...rest } = src;
    const out: Json = { ...rest, properties, required: [...needed] };
    const objectFields = OBJECT_FIELDS.filter((f) => f in properties);
    if (objectFields.length > 0) out[EMPTY_AS_OBJECT] = objectFields;
    return out;
  }

  build(): Json {
    const doc = clone(this.doc);
    const components = isObj(doc.components) ? doc.components : {};
    const schemas: Json = isObj(components.schemas) ? components.schemas : {};
    for (const [name, needed] of Object.entries(NEEDED_FIELDS)) schemas[name] = this.record(name, needed);
    for (const name of OPAQUE_SCHEMAS) {
      const src = schemas[name];
      schemas[name] = { ...(isObj(src) && typeof src.description === 'string' ? { description: src.description } : {}), type: 'object' };
    }
    // Scalar components (Date, Flag, ...) still referenced from elsewhere are loosened
    // the same way, so a ref that escaped inlining cannot meet null coercion either.
    for (const [name, s] of Object.entries(schemas)) {
      if (isObj(s) && isScalarSchema(s)) schemas[name] = this.loosen(s);
    }
    return dropClosedObjects(doc) as Json;
  }
}

/** A deep copy without `additionalProperties: false`. */
function dropClosedObjects(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(dropClosedObjects);
  if (!isObj(v)) return v;
  const out: Json = {};
  for (const [k, x] of Object.entries(v)) {
    if (k === 'additionalProperties' && x === false) continue;
    out[k] = dropClosedObjects(x);
  }
  return out;
}

/** The OpenAPI document with its answer schemas replaced by the client profile. */
export function answerProfile(doc: unknown): unknown {
  if (!isObj(doc)) throw new TypeError('the OpenAPI document is not an object');
  return new ProfileBuilder(doc).build();
}

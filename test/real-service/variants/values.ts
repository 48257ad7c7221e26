// Values in success answers, encoded the way a real service may where the specification
// is loose: numbers and booleans as strings or 0/1, null for text, values it does not
// enumerate, deprecated fields gone, fields it does not list, other content types and
// encodings. The client reads them all and the app sees what it sees with the simulator.
import type { Answer } from '../rewriting-proxy.ts';
import { editValue, everyProp, onSuccessJson, REMOVE, type Variant } from '../variant.ts';

const ID_KEY = /^(id|[a-z_]+_id|created_by|changed_by)$/;
/** Amounts, rates and money totals, which a PHP service prints with two decimals. */
const MONEY_KEY = /(^|_)(rate|amount|cost|value|budget|margin|uninvoiced)(_|$)/;
/** Text the app can do without (it shows a placeholder). */
const TEXT_KEYS = new Set([
  'description',
  'customer_name',
  'task_name',
  'project_name',
  'user_name',
  'created_by_user_name',
  'changed_by_user_name',
  'todo_name',
]);

const withContentType = (type: string | undefined) => ({
  answer: (_req: unknown, a: Answer): Answer => {
    const headers = { ...a.headers };
    if (type === undefined) delete headers['content-type'];
    else headers['content-type'] = type;
    return { ...a, headers };
  },
});

export const VALUE_VARIANTS: readonly Variant[] = [
  {
    name: 'ids-as-strings',
    why: 'every id and user reference as a string ("31"), as a PHP service reading from MySQL sends them',
    proxy: () => everyProp((k, v) => (ID_KEY.test(k) && typeof v === 'number' ? String(v) : v)),
    expect: { works: true },
  },
  {
    name: 'numbers-as-strings',
    why: 'every number as a string, money with two decimals ("100.00"), counts and page numbers too',
    proxy: () => everyProp((k, v) => (typeof v === 'number' ? (MONEY_KEY.test(k) ? v.toFixed(2) : String(v)) : v)),
    expect: { works: true },
  },
  {
    name: 'booleans-as-0-1',
    why: 'every boolean as 1/0 (the specification itself mixes them), has_next_page included',
    proxy: () => everyProp((_k, v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v)),
    expect: { works: true },
  },
  {
    name: 'booleans-as-strings',
    why: 'every boolean as "true"/"false"',
    proxy: () => everyProp((_k, v) => (typeof v === 'boolean' ? String(v) : v)),
    expect: { works: true },
  },
  {
    name: 'null-for-text',
    why: 'null where a string is usually given: descriptions, customer, task, project and user names',
    proxy: () => everyProp((k, v) => (TEXT_KEYS.has(k) && typeof v === 'string' ? null : v)),
    expect: { works: true },
  },
  {
    name: 'unknown-enumerations',
    why: 'values the specification does not list: status "on_hold", project_status 3, privacy 3 / "team", role "owner", budget_by "money"',
    proxy: () =>
      everyProp((k, v) => {
        if (k === 'status' && typeof v === 'string') return 'on_hold';
        if (k === 'project_status' && typeof v === 'number') return 3;
        if (k === 'privacy' && typeof v === 'number') return 3;
        if (k === 'privacy_s' && typeof v === 'string') return 'team';
        if (k === 'role' && v === 'admin') return 'owner';
        if (k === 'budget_by' && typeof v === 'string') return 'money';
        return v;
      }),
    expect: {
      works: true,
      adjust: (x) => {
        editValue(x, 'users', (users) => {
          for (const u of users) {
            u.status = 'on_hold';
            if (u.role === 'admin') u.role = 'owner';
          }
        });
        editValue(x, 'projects', (p) => {
          for (const pr of p.projects) Object.assign(pr, { status: 'on_hold', privacy: 3, privacy_s: 'team', budget_by: 'money' });
        });
        for (const step of ['create', 'start', 'stop'] as const) editValue(x, step, (e) => (e.project_status = 3));
        editValue(x, 'report', (r) => {
          for (const row of r.rows) row.project_status = 3;
        });
      },
    },
  },
  {
    name: 'deprecated-fields-missing',
    why: 'billable, bill_by and contractor_id (deprecated) left out everywhere',
    proxy: () => everyProp((k, v) => (k === 'billable' || k === 'bill_by' || k === 'contractor_id' ? REMOVE : v)),
    expect: { works: true },
  },
  {
    name: 'extra-fields',
    why: 'fields the specification does not list, in every record and envelope',
    proxy: () => ({
      answer: onSuccessJson((json) => {
        const add = (v: unknown): unknown => {
          if (Array.isArray(v)) return v.map(add);
          if (v === null || typeof v !== 'object') return v;
          const out: Record<string, unknown> = {};
          for (const [k, x] of Object.entries(v)) out[k] = k === 'next_page_query_params' ? x : add(x);
          return { ...out, _links: { self: 'https://service.invalid/x' }, x_trace: ['a', 1, null], custom_fields_v2: {} };
        };
        return add(json);
      }),
    }),
    expect: { works: true },
  },
  {
    name: 'content-type-text-json',
    why: 'JSON labelled text/json',
    proxy: () => withContentType('text/json'),
    expect: { works: true },
  },
  {
    name: 'content-type-charset-upper',
    why: 'JSON labelled application/json;charset=UTF-8 (no space, upper case)',
    proxy: () => withContentType('application/json;charset=UTF-8'),
    expect: { works: true },
  },
  {
    name: 'content-type-missing',
    why: 'JSON with no Content-Type at all',
    proxy: () => withContentType(undefined),
    expect: { works: true },
  },
  {
    name: 'gzip',
    why: 'every body gzip-compressed (Content-Encoding: gzip)',
    proxy: () => ({ answer: (_req, a) => ({ ...a, headers: { ...a.headers, 'content-encoding': 'gzip' } }) }),
    expect: { works: true },
  },
  {
    name: 'utf8-bom',
    why: 'a UTF-8 byte order mark before every JSON body',
    proxy: () => ({
      answer: (_req, a) => ('json' in a.body ? { ...a, body: { text: '\uFEFF' + JSON.stringify(a.body.json) } } : a),
    }),
    expect: { works: true },
  },
  {
    name: 'pretty-printed',
    why: 'JSON indented over many lines',
    proxy: () => ({
      answer: (_req, a) => ('json' in a.body ? { ...a, body: { text: JSON.stringify(a.body.json, null, 2) + '\n' } } : a),
    }),
    expect: { works: true },
  },
  {
    name: 'creates-answer-200',
    why: 'a create answered 200 instead of 201 (success codes: not shown)',
    proxy: () => ({ answer: (_req, a) => (a.status === 201 ? { ...a, status: 200 } : a) }),
    expect: { works: true },
  },
];

// The client's profile of the service's answers (main/api/answer-profile.ts), one answer
// variant per test, through the whole client on a scripted fetch and the manual clock:
// what the app gets (coerced numbers and booleans, nulls kept, `{}` for `[]`), or the
// typed error and the JSON pointer of the field it cannot use.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../support/manual-clock.ts';
import { fails } from '../../support/assertions.ts';
import { schema } from '../../support/openapi.ts';
import { ServiceClient } from '../../../main/api/client.ts';
import { NEEDED_FIELDS, answerProfile } from '../../../main/api/answer-profile.ts';
import { openapiDoc } from '../../../main/api/generated/openapi-doc.ts';
import { scriptedFetch, type Step } from './fake-fetch.ts';
import * as R from './answer-records.ts';

const T0 = Date.parse('2025-11-20T10:00:00.000Z');

function client(...steps: Step[]) {
  const clock = new ManualClock(T0);
  const { fetch, seen } = scriptedFetch(clock, steps);
  const c = new ServiceClient({ baseUrl: 'http://svc.test/api/v1', credentials: { token: 'tok', userAgent: 'Stint/1.0.0 (linux; 1)' }, fetch, clock, pacing: [] });
  return { c, seen };
}

const ok = (json: unknown): Step => ({ status: 200, json });

describe('answer records used by these tests', () => {
  test('are valid for the strict document (the plain service answer)', () => {
    for (const [name, v] of [['TimeEntry', R.timeEntry()], ['ProjectPage', R.projectPage()], ['DetailedReport', R.detailedReport()], ['User', R.user()], ['Task', R.task()]] as const) {
      const check = schema(name);
      assert.equal(check(v), true, `${name}: ${JSON.stringify(check.errors)}`);
    }
  });

  test('an answer as documented reaches the app unchanged', async () => {
    const { c } = client(ok(R.timeEntry()));
    assert.deepEqual(await c.timeEntries.get(41), R.timeEntry());
  });
});

describe('coercion: numbers and booleans in other encodings', () => {
  test('numbers sent as strings arrive as numbers', async () => {
    const { c } = client(ok({ ...R.timeEntry(), id: '41', project_id: '7', user_id: '2', value_honorary_hour: '100.00', is_invoiced: '0' }));
    const e = await c.timeEntries.get(41);
    assert.deepEqual([e.id, e.project_id, e.user_id, e.value_honorary_hour, e.is_invoiced], [41, 7, 2, 100, 0]);
  });

  test('booleans sent as 0/1 or as "true"/"false" arrive as booleans', async () => {
    const { c } = client(ok({ ...R.timeEntry(), stopwatch_active: 0, stopwatch_date_start: null, is_billable: 1, is_locked: 'false' }));
    const e = await c.timeEntries.get(41);
    assert.deepEqual([e.stopwatch_active, e.is_billable, e.is_locked], [false, true, false]);
  });

  test('a report row stopwatch flag sent as a boolean arrives as the documented 0/1', async () => {
    const { c } = client(ok(R.detailedReport([{ ...R.reportRow(), stopwatch_active: true }, { ...R.reportRow(), id: 42, stopwatch_active: false, stopwatch_date_start: null }])));
    const page = await c.reports.detailed();
    assert.deepEqual(page.data.map((r) => r.stopwatch_active), [1, 0]);
  });

  test('a project flag sent as a boolean arrives as 0/1', async () => {
    const { c } = client(ok(R.projectPage([{ ...R.project(), active: true, required_task: false }])));
    const p = (await c.projects.list()).data[0]!;
    assert.deepEqual([p.active, p.required_task], [1, 0]);
  });
});

describe('null and absent where the app can work without the value', () => {
  test('null strings stay null (never turned into "")', async () => {
    const { c } = client(ok({ ...R.timeEntry(), description: null, project_name: null, user_name: null, created_by_user_name: null }));
    const e = await c.timeEntries.get(41);
    assert.deepEqual([e.description, e.project_name, e.user_name, e.created_by_user_name], [null, null, null, null]);
  });

  test('null numbers and booleans stay null (never 0 or false)', async () => {
    const { c } = client(ok({ ...R.timeEntry(), value_honorary_hour: null, is_billable: null, changed_by: null, permissions: null }));
    const e = await c.timeEntries.get(41);
    assert.deepEqual([e.value_honorary_hour, e.is_billable, e.changed_by, e.permissions], [null, null, null, null]);
  });

  test('an empty string for a nullable id is null', async () => {
    const { c } = client(ok({ ...R.timeEntry(), customer_id: '', task_id: '' }));
    const e = await c.timeEntries.get(41);
    assert.deepEqual([e.customer_id, e.task_id], [null, null]);
  });

  test('deprecated fields may be missing (billable, bill_by, contractor_id)', async () => {
    const { billable: _b, bill_by: _bb, contractor_id: _c, ...p } = R.project();
    const { c } = client(ok(p));
    const got = await c.projects.get(7);
    assert.equal(got.name, 'Website');
    assert.equal('billable' in got || 'bill_by' in got || 'contractor_id' in got, false);
  });

  test('fields the app does not need may be missing', async () => {
    const { project_name: _p, customer_name: _c, form: _f, permissions: _x, ...entry } = R.timeEntry();
    const { c } = client(ok(entry));
    assert.equal((await c.timeEntries.get(41)).id, 41);
  });
});

describe('values the specification does not enumerate are kept as sent', () => {
  test('project status, privacy and budget_by', async () => {
    const { c } = client(ok({ ...R.project(), status: 'paused', privacy_s: 'team', privacy: 3, budget_by: 'hours' }));
    const p = await c.projects.get(7);
    assert.deepEqual([p.status, p.privacy_s, p.privacy, p.budget_by], ['paused', 'team', 3, 'hours']);
  });

  test('any integer project_status on an entry, a string one coerced', async () => {
    const { c } = client(ok({ ...R.timeEntry(), project_status: 4 }), ok({ ...R.timeEntry(), project_status: '9' }));
    assert.equal((await c.timeEntries.get(41)).project_status, 4);
    assert.equal((await c.timeEntries.get(41)).project_status, 9);
  });

  test('an unknown user role', async () => {
    const { c } = client(ok({ ...R.user(), role: 'owner', status: 'invited' }));
    const u = await c.users.get(2);
    assert.deepEqual([u.role, u.status], ['owner', 'invited']);
  });
});

describe('empty objects as a PHP-style encoder writes them', () => {
  test('[] for totals and next_page_query_params arrives as {}', async () => {
    const { c } = client(ok({ ...R.projectPage(), next_page_query_params: [], totals: [] }));
    const page = await c.projects.list();
    assert.deepEqual(page.next_page_query_params, {});
    assert.deepEqual(page.totals, {});
    assert.equal(page.data[0]!.id, 7);
  });

  test('null or missing next_page_query_params and totals arrive as {}', async () => {
    const { next_page_query_params: _n, ...withoutNext } = R.detailedReport();
    const { c } = client(ok({ ...R.projectPage(), next_page_query_params: null, totals: null }), ok(withoutNext));
    const page = await c.projects.list();
    assert.deepEqual([page.next_page_query_params, page.totals], [{}, {}]);
    const report = await c.reports.detailed();
    assert.deepEqual(report.next_page_query_params, {});
  });

  test('next_page_query_params is opaque: a cursor and a string page number are kept', async () => {
    const { c } = client(ok({ ...R.projectPage([R.project()], true), next_page_query_params: { cursor: 'b64:xyz', opt_page: '2' } }));
    assert.deepEqual((await c.projects.list()).next_page_query_params, { cursor: 'b64:xyz', opt_page: '2' });
  });

  test('totals that are a non-empty list are a bad_response at /totals', async () => {
    const { c, seen } = client(ok({ ...R.projectPage(), totals: [3] }));
    const e = await fails(c.projects.list(), 'bad_response');
    assert.ok(e.problems.every((p) => p.at === '/totals'), JSON.stringify(e.problems));
    assert.equal(seen.length, 1);
  });
});

describe('a field the app needs, missing or unusable, is a bad_response naming it', () => {
  const cases: [string, Step, (c: ServiceClient) => Promise<unknown>, string][] = [
    ['an entry without id', ok((({ id: _i, ...e }) => e)(R.timeEntry())), (c) => c.timeEntries.get(41), '/id'],
    ['an entry with a null id', ok({ ...R.timeEntry(), id: null }), (c) => c.timeEntries.get(41), '/id'],
    ['a project in a page without id', ok(R.projectPage([(({ id: _i, ...p }) => p)(R.project())])), (c) => c.projects.list(), '/data/0/id'],
    ['a project without a name', ok(R.projectPage([R.project(), { ...R.project(), name: null }])), (c) => c.projects.list(), '/data/1/name'],
    ['a stopwatch flag "yes"', ok({ ...R.timeEntry(), stopwatch_active: 'yes' }), (c) => c.timeEntries.get(41), '/stopwatch_active'],
    ['a stopwatch flag 2', ok({ ...R.timeEntry(), stopwatch_active: 2 }), (c) => c.timeEntries.get(41), '/stopwatch_active'],
    ['a stopwatch flag null', ok({ ...R.timeEntry(), stopwatch_active: null }), (c) => c.timeEntries.get(41), '/stopwatch_active'],
    ['a report row stopwatch flag 2', ok(R.detailedReport([{ ...R.reportRow(), stopwatch_active: 2 }])), (c) => c.reports.detailed(), '/data/0/stopwatch_active'],
    ['a date that does not parse', ok({ ...R.timeEntry(), date_execution: '2025-13-01' }), (c) => c.timeEntries.get(41), '/date_execution'],
    ['a stopwatch start that does not parse', ok({ ...R.timeEntry(), stopwatch_date_start: 'yesterday' }), (c) => c.timeEntries.get(41), '/stopwatch_date_start'],
    ['a duration that does not parse', ok({ ...R.timeEntry(), time_total: '1h' }), (c) => c.timeEntries.get(41), '/time_total'],
    ['a user work day that is null', ok({ ...R.user(), work_days: [1, null] }), (c) => c.users.get(2), '/work_days/1'],
    ['a page without data', ok((({ data: _d, ...p }) => p)(R.projectPage())), (c) => c.projects.list(), '/data'],
    ['data that is not a list', ok({ data: {} }), (c) => c.tasks.list(), '/data'],
    ['a page without has_next_page', ok((({ has_next_page: _h, ...p }) => p)(R.projectPage())), (c) => c.projects.list(), '/has_next_page'],
    ['HTML instead of JSON', { status: 200, text: '<html>maintenance</html>' }, (c) => c.tasks.get(5), '/'],
  ];
  for (const [name, step, call, at] of cases) {
    test(`${name} -> bad_response at ${at}`, async () => {
      const { c, seen } = client(step);
      const e = await fails(call(c), 'bad_response');
      assert.equal(e.problems[0]?.at, at, JSON.stringify(e.problems));
      assert.equal(e.status, 200);
      assert.equal(seen.length, 1, 'not retried');
    });
  }
});

describe('the profile itself', () => {
  test('every object schema an operation answers with says which of its fields are needed', () => {
    const doc = openapiDoc as unknown as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>; components: { schemas: Record<string, { type?: unknown }>; responses: Record<string, unknown> } };
    const found = new Set<string>();
    const walk = (n: unknown): void => {
      if (Array.isArray(n)) return n.forEach(walk);
      if (n === null || typeof n !== 'object') return;
      const o = n as Record<string, unknown>;
      const m = typeof o.$ref === 'string' ? /^#\/components\/(schemas|responses)\/(.+)$/.exec(o.$ref) : null;
      if (m && !found.has(`${m[1]}/${m[2]}`)) {
        found.add(`${m[1]}/${m[2]}`);
        walk(m[1] === 'schemas' ? doc.components.schemas[m[2]!] : doc.components.responses[m[2]!]);
      }
      for (const [k, v] of Object.entries(o)) if (k !== 'headers') walk(v);
    };
    for (const item of Object.values(doc.paths)) for (const op of Object.values(item)) for (const [code, r] of Object.entries(op.responses ?? {})) if (code.startsWith('2')) walk(r);
    const objects = [...found].filter((k) => k.startsWith('schemas/') && doc.components.schemas[k.slice(8)]?.type === 'object').map((k) => k.slice(8));
    const unlisted = objects.filter((n) => !(n in NEEDED_FIELDS) && n !== 'NextPageQueryParams');
    assert.deepEqual(unlisted, []);
  });

  test('a deprecated field cannot be needed', () => {
    const doc = structuredClone(openapiDoc) as unknown as { components: { schemas: { Project: { properties: { name: Record<string, unknown> } } } } };
    doc.components.schemas.Project.properties.name.deprecated = true;
    assert.throws(() => answerProfile(doc), /Project\.name is deprecated/);
  });

  test('the OpenAPI document itself is not changed by building the profile', () => {
    const before = JSON.stringify(openapiDoc);
    answerProfile(openapiDoc);
    assert.equal(JSON.stringify(openapiDoc), before);
  });
});

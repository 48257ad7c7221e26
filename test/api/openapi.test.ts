// main/api/openapi.yaml: lints clean, holds exactly the routes of contract.md section 1,
// its schemas behave as the specification says, and the generated files do not drift.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  operations,
  schema,
  validateResponse,
  formatErrors,
  matchPath,
  openapiDocument,
} from '../support/openapi.ts';
import { generate, TYPES_FILE, DOC_FILE } from '../../scripts/gen-api.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

// contract.md section 1 (fixed): method, path.
const ROUTES: ReadonlyArray<readonly [string, string]> = [
  ['POST', '/auth'],
  ['GET', '/time-entries'],
  ['POST', '/time-entries'],
  ['GET', '/time-entries/{id}'],
  ['POST', '/time-entries/{id}'],
  ['POST', '/time-entries/{id}/start'],
  ['POST', '/time-entries/{id}/stop'],
  ['GET', '/projects'],
  ['POST', '/projects'],
  ['GET', '/projects/{id}'],
  ['POST', '/projects/{id}'],
  ['GET', '/projects/{id}/members'],
  ['POST', '/projects/{id}/members/{user_id}'],
  ['GET', '/projects/{id}/unassigned-users'],
  ['GET', '/projects/{id}/tasks'],
  ['POST', '/projects/{id}/tasks/{task_id}'],
  ['POST', '/projects/{id}/tasks/{task_id}/check'],
  ['DELETE', '/projects/{id}/tasks/{task_id}/check'],
  ['GET', '/projects/{id}/unassigned-tasks'],
  ['GET', '/projects/{id}/todo-lists'],
  ['GET', '/todos'],
  ['POST', '/todos'],
  ['GET', '/todos/{id}'],
  ['POST', '/todos/{id}'],
  ['POST', '/todo-lists'],
  ['GET', '/todo-lists/{id}'],
  ['POST', '/todo-lists/{id}'],
  ['GET', '/customers'],
  ['POST', '/customers'],
  ['GET', '/customers/{id}'],
  ['POST', '/customers/{id}'],
  ['GET', '/tasks'],
  ['POST', '/tasks'],
  ['GET', '/tasks/{id}'],
  ['POST', '/tasks/{id}'],
  ['GET', '/users'],
  ['POST', '/users'],
  ['GET', '/users/{id}'],
  ['POST', '/users/{id}'],
  ['GET', '/reports/detailed'],
  ['GET', '/reports/grouped'],
];

// ----- sample bodies written from the specification -----------------------------------

const timeEntry = {
  id: 12,
  bill_by: null,
  changed_by: 1,
  created_by: 1,
  created_by_user_name: 'Ada Admin',
  customer_id: 1,
  customer_name: 'Acme',
  date_changed: '2025-11-14 10:00:00',
  date_created: '2025-11-14 09:00:00',
  date_execution: '2025-11-14',
  description: 'Writing the spec',
  form: 'api',
  is_billable: true,
  is_invoiced: 0,
  is_locked: false,
  locked_reason: null,
  permissions: { can_modify_locked: true },
  project_id: 3,
  project_is_billable: true,
  project_name: 'Website',
  project_status: 1,
  stopwatch_active: false,
  stopwatch_date_start: null,
  task_id: 4,
  task_name: 'Design',
  time_end: '10:30:00',
  time_start: '09:00:00',
  time_total: '01:30:00',
  user_id: 1,
  user_name: 'Ada Admin',
  value_honorary_hour: 80,
  value_honorary_total: 120,
};

const user = {
  id: 1,
  active: 1,
  assigned_team_ids: [1],
  billable_rate_default: null,
  capacity_per_day: 8,
  cost_rate: '20.00',
  cost_rate_start_at: null,
  count_employees: 0,
  date_changed: '2025-11-14T09:00:00+0000',
  date_created: '2025-11-01T09:00:00+0000',
  date_deleted: null,
  email: 'ada@example.com',
  is_billable_default: true,
  is_owner: true,
  owner: true,
  manager_id: null,
  manager_email: null,
  manager_name: null,
  manage_restricted_teams: false,
  name: 'Ada Admin',
  role: 'admin',
  status: 'active',
  teams: [{ id: 1, name: 'Core' }],
  work_days: [1, 2, 3, 4, 5],
  work_start_at: '09:00:00',
  work_end_at: null,
};

const todo = {
  id: '00000000-0000-4000-8000-000000000001',
  changed_by: 1,
  created_by: 1,
  created_by_user_name: 'Ada Admin',
  changed_at: '2025-11-14 09:00:00',
  created_at: '2025-11-14 09:00:00',
  description: '',
  is_completed: false,
  name: 'Draft the landing page',
  position: 1,
  project_id: 3,
  project_name: 'Website',
  project_status: 1,
  todo_list_id: '00000000-0000-4000-8000-000000000002',
  todo_list_name: 'Launch',
  todo_list_position: 1,
  time_estimate: '02:00:00',
  user_id: null,
  user_name: null,
};

const { value_honorary_hour: _h, value_honorary_total: _t, form: _f, ...entryForRow } = timeEntry;
const detailedRow = {
  ...entryForRow,
  date_changed: '2025-11-14T10:00:00+0000',
  date_created: '2025-11-14T09:00:00+0000',
  stopwatch_active: 0,
  billable_net_amount: 120,
  billable_tax_amount: 0,
  billable_tax_rate: 0,
  cost_amount: 30,
  cost_rate: 20,
  margin_amount: 90,
  changed_by_user_name: 'Ada Admin',
  creator_id: 1,
  custom_fields: [],
  rate_hour: '80.00',
  rate_total: '120.00',
  todo_id: null,
  todo_name: null,
  user_email: 'ada@example.com',
  created_at: '2025-11-14 09:00:00',
  changed_at: '2025-11-14 10:00:00',
};

function timeObject(time: string) {
  const [h, m, s] = time.split(':').map(Number);
  return { time, hours: h, minutes: m, seconds: s };
}
function groupedTotal(time: string, pct: number) {
  return {
    billable_invoiced: 0,
    billable_net_total: 120,
    billable_taxes_total: 0,
    billable_total: 120,
    billable_uninvoiced: 120,
    cost_billable: 30,
    cost_non_billable: 0,
    cost_total: 30,
    margin_percentage: 75,
    margin_total: 90,
    time_percentage: pct,
    time_percentage_overall: pct,
    time_billable: timeObject(time),
    time_non_billable: timeObject('00:00:00'),
    time_total: timeObject(time),
  };
}
const groupedReport = {
  items: [
    {
      details: { group_key: '1', group_type: 'user_id', level: 1 },
      total: groupedTotal('127:05:09', 100),
      items: [
        {
          details: { group_key: '2025-11-14', group_type: 'date', level: 2 },
          total: groupedTotal('127:05:09', 100),
          items: [],
        },
      ],
    },
  ],
  total: groupedTotal('127:05:09', 100),
};

function assertValid(name: string, body: unknown): void {
  const v = schema(name);
  assert.ok(v(body), `${name} should be valid:\n${formatErrors(v.errors)}`);
}
function assertInvalid(name: string, body: unknown): void {
  assert.equal(schema(name)(body), false, `${name} should be rejected: ${JSON.stringify(body)}`);
}

// ----- tests --------------------------------------------------------------------------

test('redocly lint reports no errors', () => {
  const bin = `${root}node_modules/.bin/redocly`;
  const r = spawnSync(bin, ['lint', 'main/api/openapi.yaml', '--format=json'], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      NO_COLOR: '1',
    },
    timeout: 120_000,
  });
  assert.equal(r.error, undefined, `could not run redocly: ${String(r.error)}`);
  const out = r.stdout.trim();
  const start = out.indexOf('{');
  let report: { totals: { errors: number; warnings: number }; problems: unknown[] } | undefined;
  try {
    report = JSON.parse(out.slice(start));
  } catch {
    assert.fail(`redocly output is not JSON (exit ${r.status}):\n${out}\n${r.stderr}`);
  }
  const problems = JSON.stringify(report?.problems, null, 2);
  assert.equal(report?.totals.errors, 0, `redocly errors:\n${problems}`);
  assert.equal(r.status, 0, `redocly exit ${r.status}:\n${problems}\n${r.stderr}`);
  if (report?.totals.warnings) console.log(`redocly warnings:\n${problems}`);
});

test('the document holds exactly the 41 operations of contract.md section 1', () => {
  assert.equal(ROUTES.length, 41);
  const documented = operations();
  const key = (m: string, p: string) => `${m.toUpperCase()} ${p}`;
  const expected = new Set(ROUTES.map(([m, p]) => key(m, p)));
  const actual = new Set(documented.map((o) => key(o.method, o.path)));
  assert.deepEqual(
    [...expected].filter((k) => !actual.has(k)),
    [],
    'operations missing from the document',
  );
  assert.deepEqual(
    [...actual].filter((k) => !expected.has(k)),
    [],
    'operations in the document that contract.md does not list',
  );
  assert.equal(documented.length, 41);
  const ids = documented.map((o) => o.operationId);
  assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');
  for (const id of ids) assert.match(id, /^[a-z][A-Za-z]+$/, `operationId ${id} is camelCase`);
  for (const id of [
    'createTimeEntry',
    'listProjects',
    'startTimeEntryStopwatch',
    'checkProjectTask',
    'uncheckProjectTask',
    'getDetailedReport',
    'getGroupedReport',
    'generateToken',
    'listTimeEntriesDeprecated',
  ]) {
    assert.ok(ids.includes(id), `operationId ${id} exists`);
  }
});

test('creates answer 201, add member/task 201 and 200, everything else 200', () => {
  const doc = openapiDocument() as { paths: Record<string, Record<string, { responses: object }>> };
  for (const { method, path, operationId } of operations()) {
    const responses = Object.keys(doc.paths[path]![method.toLowerCase()]!.responses);
    const success = responses.filter((s) => s.startsWith('2')).sort();
    const expected =
      operationId === 'addProjectMember' || operationId === 'addProjectTask'
        ? ['200', '201']
        : method === 'POST' && /^(create)/.test(operationId)
          ? ['201']
          : ['200'];
    assert.deepEqual(success, expected, `${method} ${path} (${operationId})`);
  }
});

test('path matching prefers literal segments', () => {
  assert.equal(matchPath('/time-entries/7/start'), '/time-entries/{id}/start');
  assert.equal(matchPath('/projects/3/tasks?x=1'), '/projects/{id}/tasks');
  assert.equal(matchPath('/projects/3/tasks/4/check'), '/projects/{id}/tasks/{task_id}/check');
  assert.equal(matchPath('/nope'), undefined);
});

test('TimeEntry: a valid entry passes; stopwatch_active 1 fails; extra or missing fields fail', () => {
  assertValid('TimeEntry', timeEntry);
  assertInvalid('TimeEntry', { ...timeEntry, stopwatch_active: 1 });
  assertInvalid('TimeEntry', { ...timeEntry, invented: true });
  const { task_name: _tn, ...missing } = timeEntry;
  assertInvalid('TimeEntry', missing);
  assertInvalid('TimeEntry', { ...timeEntry, date_created: '2025-11-14T09:00:00+0000' });
  validateResponse('POST', '/time-entries', 201, timeEntry);
  validateResponse('POST', '/time-entries/12/start', 200, {
    ...timeEntry,
    stopwatch_active: true,
    stopwatch_date_start: '2025-11-14 11:00:00',
  });
  assert.throws(() => validateResponse('POST', '/time-entries', 200, timeEntry), /not documented/);
});

test('User: ISO 8601 datetimes; a space-separated date_created fails', () => {
  assertValid('User', user);
  assertInvalid('User', { ...user, date_created: '2025-11-01 09:00:00' });
  validateResponse('GET', '/users', 200, { data: [user] });
});

test('Todo: string ids; an integer id fails', () => {
  assertValid('Todo', todo);
  assertInvalid('Todo', { ...todo, id: 7 });
  validateResponse('GET', '/todos?opt_page_limit=1', 200, {
    data: [todo],
    has_next_page: true,
    next_page_query_params: { opt_page: 2 },
    totals: { total_rows: 3 },
  });
});

test('DetailedReportRow: stopwatch_active is 0/1; a boolean fails', () => {
  assertValid('DetailedReportRow', detailedRow);
  assertInvalid('DetailedReportRow', { ...detailedRow, stopwatch_active: false });
  assertInvalid('DetailedReportRow', { ...detailedRow, value_honorary_hour: 80 });
  validateResponse('GET', '/reports/detailed', 200, {
    data: [detailedRow],
    has_next_page: false,
    next_page_query_params: {},
    totals: { total_time: '01:30:00', total_rate: 120, total_cost: 30, total_uninvoiced: 120, total_rows: 1 },
  });
});

test('errors: message is required; 422 needs errors; codes follow the status', () => {
  assertValid('Error', { message: 'Not found', code: 'not_found' });
  assertValid('Error', { message: 'Something', code: null });
  assertInvalid('Error', { code: 'not_found' });
  assertInvalid('Error', { message: 'x', code: 'teapot' });
  validateResponse('GET', '/projects/999', 404, { message: 'Project 999 not found', code: 'not_found' });
  validateResponse('POST', '/projects', 422, {
    message: 'Validation failed',
    code: 'validation_failed',
    errors: { name: ['is required'] },
  });
  assert.throws(
    () => validateResponse('POST', '/projects', 422, { message: 'x', code: 'validation_failed' }),
    /errors/,
  );
  assert.throws(
    () => validateResponse('GET', '/projects', 401, { message: 'x', code: 'not_found' }),
    /does not match/,
  );
  validateResponse('DELETE', '/projects/3', 405, { message: 'Method not allowed', code: 'method_not_allowed' });
  validateResponse('GET', '/unknown/path', 404, { message: 'Not found', code: 'not_found' });
  validateResponse('POST', '/auth', 429, { message: 'Too many', code: 'auth_limit_exceeded' });
});

test('GroupedReport: nested items pass; a malformed time object fails', () => {
  assertValid('GroupedReport', groupedReport);
  validateResponse('GET', '/reports/grouped?opt_group_by=user_id,date', 200, groupedReport);
  const bad = structuredClone(groupedReport);
  (bad.items[0]!.items[0]!.total.time_total as { hours: unknown }).hours = '127';
  assertInvalid('GroupedReport', bad);
});

test('generated files equal what scripts/gen-api.ts produces', async () => {
  const { types, doc } = await generate();
  assert.ok(
    readFileSync(TYPES_FILE, 'utf8') === types,
    'main/api/generated/openapi-types.ts is stale: run npx tsx scripts/gen-api.ts',
  );
  assert.ok(
    readFileSync(DOC_FILE, 'utf8') === doc,
    'main/api/generated/openapi-doc.ts is stale: run npx tsx scripts/gen-api.ts',
  );
});

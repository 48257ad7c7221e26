// OperationCaller.call takes its arguments typed from the generated operations: path
// parameters by name and type, queries and bodies by their fields. The @ts-expect-error
// lines are checked by `tsc` (test/project/typecheck.test.ts): each must stay an error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../support/manual-clock.ts';
import { ServiceClient } from '../../../main/api/client.ts';
import type { OperationCaller } from '../../../main/api/operation-caller.ts';
import { scriptedFetch } from './fake-fetch.ts';
import * as R from './answer-records.ts';

/** Never called: the compiler checks these calls. */
function compileTimeChecks(ops: OperationCaller) {
  void ops.call('getProject', { path: { id: 1 } });
  void ops.call('addProjectMember', { path: { id: 1, user_id: 2 }, body: { manager: 1, rate: '20' } });
  void ops.call('listProjects');
  void ops.call('listProjects', { query: { active: 1, id: [1, 2] } });
  void ops.call('getTodo', { path: { id: '00000000-0000-4000-8000-000000000001' } });
  // @ts-expect-error a wrong path parameter name
  void ops.call('getProject', { path: { project_id: 1 } });
  // @ts-expect-error the path parameter is missing
  void ops.call('getProject');
  // @ts-expect-error to-do ids are strings
  void ops.call('getTodo', { path: { id: 3 } });
  // @ts-expect-error a nested object in a query
  void ops.call('listProjects', { query: { active: { eq: 1 } } });
  // @ts-expect-error a nested object in a body
  void ops.call('createTimeEntry', { body: { project_id: 1, description: { text: 'x' } } });
  // @ts-expect-error an operation without path parameters takes none
  void ops.call('listTasks', { path: { id: 1 } });
  // @ts-expect-error an unknown operation
  void ops.call('deleteEverything');
}
void compileTimeChecks;

test('the typed call fills the path, sends the query and body, and returns the checked answer', async () => {
  const clock = new ManualClock(0);
  const { fetch, seen } = scriptedFetch(clock, [{ status: 201, json: { data: { id: 3, project_id: 7, user_id: 2 } } }, { status: 200, json: R.task() }]);
  const c = new ServiceClient({ baseUrl: 'http://svc.test/api/v1', credentials: { token: 't', userAgent: 'ua' }, fetch, clock, pacing: [] });
  const member = await c.operations.call('addProjectMember', { path: { id: 7, user_id: 2 }, body: { manager: 1 } });
  assert.equal(member.data.user_id, 2);
  assert.equal(seen[0]!.url, 'http://svc.test/api/v1/projects/7/members/2');
  assert.equal(seen[0]!.body, 'manager=1');
  const task = await c.operations.call('getTask', { path: { id: 5 } });
  assert.equal(task.name, 'Design');
});

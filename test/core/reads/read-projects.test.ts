// The project list longer than the pages Stint reads (engine-many-projects.test.ts has the
// 10,000 projects that fit): the projects of the pages read are kept, and the cut is said,
// rather than all of them dropped and the same pages read again 15 minutes later.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ServiceClient } from '../../../main/api/client.ts';
import { readProjects } from '../../../main/core/reads/reads.ts';
import { jsonResponse, scriptedFetch } from '../../api/client/fake-fetch.ts';
import * as R from '../../api/client/answer-records.ts';

/** A service whose project list always announces another page: page n holds project n. */
function endlessList() {
  return scriptedFetch(undefined, [], (req) => {
    const page = Number(new URL(req.url).searchParams.get('opt_page') ?? 1);
    return jsonResponse(200, { ...R.projectPage([{ ...R.project(), id: page, name: `Project ${page}` }], true), next_page_query_params: { opt_page: page + 1 } });
  });
}

test('a project list cut at the pages read: those projects kept, the cut said', async () => {
  const { fetch, seen } = endlessList();
  const client = new ServiceClient({ baseUrl: 'http://svc.test/api/v1', credentials: { token: 't', userAgent: 'ua' }, fetch, pacing: [] });
  const read = await readProjects(client, 3);
  assert.deepEqual(read.projects.map((p) => p.name), ['Project 1', 'Project 2', 'Project 3']);
  assert.equal(read.cut, true);
  assert.equal(seen.length, 3, 'no page past the bound');
});

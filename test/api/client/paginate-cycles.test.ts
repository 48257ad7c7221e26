// Review: a server whose next_page_query_params points back to an earlier page (a cycle
// 1 -> 2 -> 1 -> ...) must end as a bad_response, not walk in a circle forever.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { paginate, type ListEnvelope } from '../../../main/api/paginate.ts';
import { BadResponseError } from '../../../main/api/errors.ts';

test('review: next_page_query_params cycling between two pages is a bad_response, not an endless loop', async () => {
  let calls = 0;
  const cycling = async (q: { [k: string]: unknown }): Promise<ListEnvelope<number>> => {
    calls++;
    const page = Number(q.opt_page ?? 1);
    return { data: [page], has_next_page: true, next_page_query_params: { opt_page: page === 1 ? 2 : 1 }, totals: {} };
  };
  let items = 0;
  await assert.rejects(async () => {
    for await (const _ of paginate(cycling, {})) {
      if (++items > 50) assert.fail('still paginating after 50 pages: the cycle is not detected');
    }
  }, BadResponseError);
  assert.ok(calls <= 3, `asked ${calls} pages`);
});

// A service whose next_page_query_params points back to an earlier page (a cycle
// 1 -> 2 -> 1 -> ...) must not keep the client walking in a circle: paging stops at the
// first query already asked, quietly, since every record there is was seen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { paginate, type ListEnvelope } from '../../../main/api/paginate.ts';

test('next_page_query_params cycling between two pages stops at the repeated page, which is not yielded again', async () => {
  let calls = 0;
  const cycling = async (q: { [k: string]: unknown }): Promise<ListEnvelope<number>> => {
    calls++;
    const page = Number(q.opt_page ?? 1);
    return { data: [page], has_next_page: true, next_page_query_params: { opt_page: page === 1 ? 2 : 1 }, totals: {} };
  };
  const items: number[] = [];
  for await (const n of paginate(cycling, {})) items.push(n);
  assert.deepEqual(items, [1, 2]);
  // The first query had no opt_page: the client cannot know that `opt_page=1` is the same
  // page until it sees the same records.
  assert.equal(calls, 3);
});

test('a cycle through a longer loop (1 -> 2 -> 3 -> 2) stops at the repeat', async () => {
  const asked: unknown[] = [];
  const loop = async (q: { [k: string]: unknown }): Promise<ListEnvelope<number>> => {
    asked.push(q.cursor ?? 'start');
    const next = { start: 'b', a: 'b', b: 'c', c: 'b' }[String(q.cursor ?? 'start') as 'start'];
    return { data: [asked.length], has_next_page: true, next_page_query_params: { cursor: next }, totals: {} };
  };
  const items: number[] = [];
  for await (const n of paginate(loop, {})) items.push(n);
  assert.deepEqual(asked, ['start', 'b', 'c']);
  assert.deepEqual(items, [1, 2, 3]);
});

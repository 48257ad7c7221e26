import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { pages, paginate, type ListEnvelope } from '../../../main/api/paginate.ts';
import { BadResponseError } from '../../../main/api/errors.ts';

type Q = { [k: string]: unknown };

function fakeList(total: number, seen: Q[]) {
  return async (q: Q): Promise<ListEnvelope<number>> => {
    seen.push({ ...q });
    const size = Number(q.opt_page_limit);
    const page = Number(q.opt_page ?? 1);
    const data = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * size, page * size);
    const more = page * size < total;
    return { data, has_next_page: more, next_page_query_params: more ? { opt_page: page + 1 } : {}, totals: { total_rows: total } };
  };
}

describe('pagination', () => {
  test('walks every page, merging next_page_query_params over the previous query; default 100 per page', async () => {
    const seen: Q[] = [];
    const items: number[] = [];
    for await (const n of paginate(fakeList(250, seen), { active: 1 })) items.push(n);
    assert.equal(items.length, 250);
    assert.deepEqual(seen, [
      { active: 1, opt_page_limit: 100 },
      { active: 1, opt_page_limit: 100, opt_page: 2 },
      { active: 1, opt_page_limit: 100, opt_page: 3 },
    ]);
  });

  test('a caller page size is kept; pages() yields envelopes; maxPages bounds it', async () => {
    const seen: Q[] = [];
    const got = [];
    for await (const p of pages(fakeList(25, seen), { opt_page_limit: 10 }, { maxPages: 2 })) got.push(p.data.length);
    assert.deepEqual(got, [10, 10]);
    assert.equal(seen[0]!.opt_page_limit, 10);
  });

  test('an empty list yields nothing after one request', async () => {
    const seen: Q[] = [];
    const items = [];
    for await (const n of paginate(fakeList(0, seen), {})) items.push(n);
    assert.equal(items.length, 0);
    assert.equal(seen.length, 1);
  });

  test('has_next_page without a way forward is a bad response, not an endless loop', async () => {
    const stuck = async (): Promise<ListEnvelope<number>> => ({ data: [1], has_next_page: true, next_page_query_params: {}, totals: {} });
    await assert.rejects(async () => {
      for await (const _ of paginate(stuck, {})) void _;
    }, BadResponseError);
    const same = async (): Promise<ListEnvelope<number>> => ({ data: [1], has_next_page: true, next_page_query_params: { opt_page: 1 }, totals: {} });
    await assert.rejects(async () => {
      for await (const _ of paginate(same, { opt_page: 1 })) void _;
    }, BadResponseError);
  });

  test('the call options reach every page fetch', async () => {
    const ac = new AbortController();
    const signals: unknown[] = [];
    const f = async (q: Q, o?: { signal?: AbortSignal }): Promise<ListEnvelope<number>> => {
      signals.push(o?.signal);
      const page = Number(q.opt_page ?? 1);
      return { data: [page], has_next_page: page < 2, next_page_query_params: page < 2 ? { opt_page: 2 } : {}, totals: {} };
    };
    for await (const _ of paginate(f, {}, { signal: ac.signal })) void _;
    assert.deepEqual(signals, [ac.signal, ac.signal]);
  });
});

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../../support/manual-clock.ts';
import { fails } from '../../support/assertions.ts';
import { pages, paginate, DEFAULT_MAX_PAGES, type ListEnvelope } from '../../../main/api/paginate.ts';
import { ServiceClient } from '../../../main/api/client.ts';
import { scriptedFetch, type Step } from './fake-fetch.ts';
import * as R from './answer-records.ts';

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

/** A list that always announces a next page, each with one record. */
function endless(seen: Q[]) {
  return async (q: Q): Promise<ListEnvelope<number>> => {
    seen.push({ ...q });
    const page = Number(q.opt_page ?? 1);
    return { data: [page], has_next_page: true, next_page_query_params: { opt_page: page + 1 }, totals: {} };
  };
}

async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

describe('pagination: walking the pages', () => {
  test('walks every page, merging next_page_query_params over the previous query; default 100 per page', async () => {
    const seen: Q[] = [];
    const items = await collect(paginate(fakeList(250, seen), { active: 1 }));
    assert.equal(items.length, 250);
    assert.deepEqual(seen, [
      { active: 1, opt_page_limit: 100 },
      { active: 1, opt_page_limit: 100, opt_page: 2 },
      { active: 1, opt_page_limit: 100, opt_page: 3 },
    ]);
  });

  test('a caller page size is kept; pages() yields envelopes', async () => {
    const seen: Q[] = [];
    const got = (await collect(pages(fakeList(25, seen), { opt_page_limit: 10 }))).map((p) => p.data.length);
    assert.deepEqual(got, [10, 10, 5]);
    assert.equal(seen[0]!.opt_page_limit, 10);
  });

  test('an empty list yields nothing after one request', async () => {
    const seen: Q[] = [];
    assert.deepEqual(await collect(paginate(fakeList(0, seen), {})), []);
    assert.equal(seen.length, 1);
  });

  test('the call options reach every page fetch', async () => {
    const ac = new AbortController();
    const signals: unknown[] = [];
    const f = async (q: Q, o?: { signal?: AbortSignal }): Promise<ListEnvelope<number>> => {
      signals.push(o?.signal);
      const page = Number(q.opt_page ?? 1);
      return { data: [page], has_next_page: page < 2, next_page_query_params: page < 2 ? { opt_page: 2 } : {}, totals: {} };
    };
    await collect(paginate(f, {}, { signal: ac.signal }));
    assert.deepEqual(signals, [ac.signal, ac.signal]);
  });
});

describe('pagination: next_page_query_params is opaque', () => {
  test('a cursor is merged, a key set to null is dropped, a string page number is sent as it is', async () => {
    const seen: Q[] = [];
    const answers: ListEnvelope<number>[] = [
      { data: [1], has_next_page: true, next_page_query_params: { opt_page: '2' }, totals: {} },
      { data: [2], has_next_page: true, next_page_query_params: { opt_page: null, cursor: 'c3' }, totals: {} },
      { data: [3], has_next_page: false, next_page_query_params: {}, totals: {} },
    ];
    const f = async (q: Q) => (seen.push({ ...q }), answers.shift()!);
    assert.deepEqual(await collect(paginate(f, { active: 1 })), [1, 2, 3]);
    assert.deepEqual(seen, [
      { active: 1, opt_page_limit: 100 },
      { active: 1, opt_page_limit: 100, opt_page: '2' },
      { active: 1, opt_page_limit: 100, cursor: 'c3' },
    ]);
  });

  test('a value that cannot go in a query is a bad_response naming its key', async () => {
    const f = async (): Promise<ListEnvelope<number>> => ({ data: [1], has_next_page: true, next_page_query_params: { cursor: { after: 3 } }, totals: {} });
    const e = await fails(collect(paginate(f, {})), 'bad_response');
    assert.deepEqual(e.problems.map((p) => p.at), ['/next_page_query_params/cursor']);
  });

  test('through the client: the cursor reaches the URL, an opt_page set to null leaves it', async () => {
    const clock = new ManualClock(0);
    const steps: Step[] = [
      { status: 200, json: { ...R.projectPage([R.project()], true), next_page_query_params: { opt_page: 2 } } },
      { status: 200, json: { ...R.projectPage([{ ...R.project(), id: 8 }], true), next_page_query_params: { opt_page: null, cursor: 'abc' } } },
      { status: 200, json: { ...R.projectPage([{ ...R.project(), id: 9 }]), next_page_query_params: [], totals: [] } },
    ];
    const { fetch, seen } = scriptedFetch(clock, steps);
    const c = new ServiceClient({ baseUrl: 'http://svc.test/api/v1', credentials: { token: 't', userAgent: 'ua' }, fetch, clock, pacing: [] });
    const ids = (await collect(c.projects.all({ active: 1 }))).map((p) => p.id);
    assert.deepEqual(ids, [7, 8, 9]);
    assert.deepEqual(seen.map((r) => new URL(r.url).search), ['?active=1&opt_page_limit=100', '?active=1&opt_page_limit=100&opt_page=2', '?active=1&opt_page_limit=100&cursor=abc']);
  });
});

describe('pagination: it stops', () => {
  test('on an empty page even when has_next_page is true, quietly', async () => {
    const seen: Q[] = [];
    const f = async (q: Q): Promise<ListEnvelope<number>> => (seen.push(q), { data: [], has_next_page: true, next_page_query_params: { opt_page: 2 }, totals: {} });
    assert.deepEqual(await collect(paginate(f, {})), []);
    assert.equal(seen.length, 1);
  });

  test('when the next query is the current one (empty or unchanged next_page_query_params), quietly', async () => {
    for (const next of [{}, { opt_page: 1 }, { opt_page: '1' }]) {
      const seen: Q[] = [];
      const f = async (q: Q): Promise<ListEnvelope<number>> => (seen.push(q), { data: [1], has_next_page: true, next_page_query_params: next, totals: {} });
      assert.deepEqual(await collect(paginate(f, { opt_page: 1 })), [1], JSON.stringify(next));
      assert.equal(seen.length, 1, JSON.stringify(next));
    }
  });

  test(`at the page cap (default ${DEFAULT_MAX_PAGES}) with more pages announced: PageLimitError after every page read`, async () => {
    const seen: Q[] = [];
    const items: number[] = [];
    const e = await fails(
      (async () => {
        for await (const n of paginate(endless(seen), {})) items.push(n);
      })(),
      'page_limit',
    );
    assert.equal(e.pagesRead, DEFAULT_MAX_PAGES);
    assert.equal(seen.length, DEFAULT_MAX_PAGES);
    assert.equal(items.length, DEFAULT_MAX_PAGES, 'every record read was yielded before the error');
  });

  test('maxPages sets the cap; a last page exactly at the cap is no error', async () => {
    const seen: Q[] = [];
    const e = await fails(collect(pages(endless(seen), {}, { maxPages: 3 })), 'page_limit');
    assert.equal(e.pagesRead, 3);
    assert.equal(seen.length, 3);
    const exact: Q[] = [];
    assert.equal((await collect(pages(fakeList(30, exact), { opt_page_limit: 10 }, { maxPages: 3 }))).length, 3);
    assert.equal(exact.length, 3);
  });

  test('a cap that is not a whole number of at least 1 is a programming error', async () => {
    await assert.rejects(collect(pages(endless([]), {}, { maxPages: 0 })), RangeError);
  });
});

describe('pagination: a service that ignores the page parameter', () => {
  test('the same records again stop the walk after the second request; they are not yielded twice', async () => {
    const seen: Q[] = [];
    const stuck = async (q: Q): Promise<ListEnvelope<number>> => {
      seen.push(q);
      const page = Number(q.opt_page ?? 1);
      return { data: [1, 2, 3], has_next_page: true, next_page_query_params: { opt_page: page + 1 }, totals: {} };
    };
    assert.deepEqual(await collect(paginate(stuck, {})), [1, 2, 3]);
    assert.equal(seen.length, 2);
  });
});

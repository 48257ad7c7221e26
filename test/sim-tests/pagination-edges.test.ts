// List envelopes (contract.md 5) at the page edge: a last page that is exactly
// full must say has_next_page false with next_page_query_params {}, for every envelope.
import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useSim } from '../support/sim-fixture.ts';

const sim = useSim({ limits: false });
let ada = '';

beforeEach(async () => {
  await sim.reset('2026-03-10T12:00:00Z');
  ({ ada } = await sim.signInAll());
});

async function page(path: string, query: Record<string, string | number>) {
  const r = await sim.call('GET', path, { token: ada, query });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body;
}

describe('audit: a full last page ends the pagination', () => {
  for (const path of ['/projects', '/todos', '/reports/detailed']) {
    test(`${path}: when the rows fill the last page exactly, has_next_page is false and next_page_query_params {}`, async () => {
      const total = (await page(path, { opt_page_limit: 100 })).totals.total_rows as number;
      assert.ok(total >= 2);
      // One page holding every row exactly.
      const whole = await page(path, { opt_page_limit: total });
      assert.equal(whole.data.length, total);
      assert.equal(whole.has_next_page, false);
      assert.deepEqual(whole.next_page_query_params, {});
      // An even split, when the count allows it: the second page is the last one.
      if (total % 2 === 0) {
        const half = total / 2;
        const first = await page(path, { opt_page_limit: half });
        assert.equal(first.has_next_page, true);
        const second = await page(path, { opt_page_limit: half, ...first.next_page_query_params });
        assert.equal(second.data.length, half);
        assert.equal(second.has_next_page, false);
        assert.deepEqual(second.next_page_query_params, {});
      }
    });
  }
});

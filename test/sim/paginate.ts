// List envelopes (spec "Conventions", contract.md section 5).
import type { Fields } from './fields.ts';

export interface Envelope<T> {
  data: T[];
  has_next_page: boolean;
  next_page_query_params: Record<string, unknown>;
  totals: Record<string, unknown>;
}

/** One page of `rows`; `totals` cover the whole filtered result. Reads opt_page and opt_page_limit. */
export function envelope<T>(rows: T[], f: Fields, totals: Record<string, unknown> = { total_rows: rows.length }): Envelope<T> {
  const { limit, page } = f.page();
  f.done();
  const start = (page - 1) * limit;
  const hasNext = start + limit < rows.length;
  return {
    data: rows.slice(start, start + limit),
    has_next_page: hasNext,
    next_page_query_params: hasNext ? { opt_page: page + 1 } : {},
    totals,
  };
}

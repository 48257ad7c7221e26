// Walking a list envelope page by page (contract.md 5): the next page is asked for by
// merging `next_page_query_params` (opaque to us) over the query of the page it came from,
// until `has_next_page` is false. Pages default to 100 records, the service's maximum.

import { BadResponseError } from './errors.ts';
import type { FormFields } from './form.ts';
import type { CallOptions } from './transport.ts';

export interface ListEnvelope<T> {
  data: T[];
  has_next_page: boolean;
  next_page_query_params: { [key: string]: unknown };
  totals: { [key: string]: unknown };
}

export const DEFAULT_PAGE_SIZE = 100;

export type PageFetcher<Q, E> = (query: Q, opts?: CallOptions) => Promise<E>;

export interface PaginateOptions extends CallOptions {
  /** Stop after this many pages (a guard for callers that want a bound). */
  maxPages?: number;
}

/** Yields each page's envelope. The first query gets `opt_page_limit: 100` unless it has one. */
export async function* pages<Q extends FormFields, E extends ListEnvelope<unknown>>(
  fetchPage: PageFetcher<Q, E>,
  query: Q,
  opts: PaginateOptions = {},
): AsyncGenerator<E, void, undefined> {
  const call: CallOptions = {};
  if (opts.signal) call.signal = opts.signal;
  if (opts.timeoutMs !== undefined) call.timeoutMs = opts.timeoutMs;
  let q = ('opt_page_limit' in query && query.opt_page_limit !== undefined
    ? { ...query }
    : { ...query, opt_page_limit: DEFAULT_PAGE_SIZE }) as Q;
  // Every query asked so far: a server that points back to an earlier page (1 -> 2 -> 1)
  // must not keep us walking in a circle.
  const asked = new Set<string>([queryKey(q)]);
  for (let n = 1; ; n++) {
    const page = await fetchPage(q, call);
    yield page;
    if (!page.has_next_page || (opts.maxPages !== undefined && n >= opts.maxPages)) return;
    const next = page.next_page_query_params;
    const merged = { ...q, ...next } as Q;
    if (Object.keys(next).length === 0 || sameQuery(q, merged) || asked.has(queryKey(merged))) {
      throw new BadResponseError('has_next_page is true but next_page_query_params does not move on', [
        { at: '/next_page_query_params', message: JSON.stringify(next) },
      ], { method: 'GET', path: '(pagination)' });
    }
    q = merged;
    asked.add(queryKey(q));
  }
}

/** Yields every record of every page. */
export async function* paginate<T, Q extends FormFields>(
  fetchPage: PageFetcher<Q, ListEnvelope<T>>,
  query: Q,
  opts: PaginateOptions = {},
): AsyncGenerator<T, void, undefined> {
  for await (const page of pages(fetchPage, query, opts)) yield* page.data;
}

function sameQuery(a: FormFields, b: FormFields): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) return false;
  return true;
}

function queryKey(q: FormFields): string {
  return JSON.stringify(Object.keys(q).sort().map((k) => [k, q[k]]));
}

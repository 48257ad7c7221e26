// Walking a list envelope page by page (contract.md 5). `next_page_query_params` is opaque:
// whatever keys it holds (a page number, a string page number, a cursor) are merged over
// the query of the page it came with, and a key set to null is dropped from the query.
//
// Paging can never burn the quota. It stops quietly when `has_next_page` is false, when a
// page is empty, or on a repeated page: a next query already asked (the same query again,
// or a cycle 1 -> 2 -> 1), or a page whose records equal an earlier page's (a service that
// ignores the page parameter; that page is not yielded again). Every record there is to
// see was seen. It stops with PageLimitError
// after `maxPages` pages (default 50) when the service still announces more: the caller
// learns the list was cut, it is never a silent truncation. Pages default to 100 records,
// the service's maximum.

import { createHash } from 'node:crypto';
import { BadResponseError, PageLimitError, type ErrorContext } from './errors.ts';
import { encodeForm, type FormFields } from './form.ts';
import type { CallOptions } from './transport.ts';
import type { NextPageQuery } from './types.ts';

export interface ListEnvelope<T> {
  data: T[];
  has_next_page: boolean;
  next_page_query_params: NextPageQuery;
  totals: object;
}

export const DEFAULT_PAGE_SIZE = 100;
/** 50 pages of 100: 5 000 records, a tenth of a minute's requests. */
export const DEFAULT_MAX_PAGES = 50;

export type PageFetcher<Q, E> = (query: Q, opts?: CallOptions) => Promise<E>;

export interface PaginateOptions extends CallOptions {
  /** Pages read at most; reaching it with more pages announced is a PageLimitError. Default 50. */
  maxPages?: number;
}

const CTX: ErrorContext = { method: 'GET', path: '(pagination)' };

const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** The next page's query: `next` merged over `q`; a null value drops its key. */
function nextQuery(q: FormFields, next: NextPageQuery): Record<string, unknown> {
  const out: Record<string, unknown> = { ...q };
  for (const [k, v] of Object.entries(next)) {
    if (v === null) delete out[k];
    else if (isScalar(v) || (Array.isArray(v) && v.every(isScalar))) out[k] = v;
    else {
      const at = `/next_page_query_params/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      throw new BadResponseError('next_page_query_params holds a value that cannot be sent in a query', [{ at, message: JSON.stringify(v) ?? String(v) }], CTX);
    }
  }
  return out;
}

/** Two queries that send the same thing have the same key (`"2"` and `2` included). */
function queryKey(q: FormFields): string {
  const sorted: Record<string, unknown> = {};
  for (const k of Object.keys(q).sort()) sorted[k] = q[k];
  return encodeForm(sorted);
}

/** Yields each page's envelope. The first query gets `opt_page_limit: 100` unless it has one. */
export async function* pages<Q extends FormFields, E extends ListEnvelope<unknown>>(
  fetchPage: PageFetcher<Q, E>,
  query: Q,
  opts: PaginateOptions = {},
): AsyncGenerator<E, void, undefined> {
  const maxPages = opts.maxPages ?? DEFAULT_MAX_PAGES;
  if (!Number.isInteger(maxPages) || maxPages < 1) throw new RangeError(`maxPages must be a whole number of at least 1, not ${maxPages}`);
  const call: CallOptions = {};
  if (opts.signal) call.signal = opts.signal;
  if (opts.timeoutMs !== undefined) call.timeoutMs = opts.timeoutMs;
  let q = ('opt_page_limit' in query && query.opt_page_limit !== undefined
    ? { ...query }
    : { ...query, opt_page_limit: DEFAULT_PAGE_SIZE }) as Q;
  const asked = new Set<string>([queryKey(q)]);
  const seenPages = new Set<string>();
  for (let n = 1; ; n++) {
    const page = await fetchPage(q, call);
    // A digest of each page's records, not the records' text: a list of 10,000 projects held
    // 100 pages of text (some megabytes) until its last page was read.
    const content = createHash('sha256').update(JSON.stringify(page.data)).digest('base64');
    if (page.data.length > 0 && seenPages.has(content)) return;
    seenPages.add(content);
    yield page;
    if (!page.has_next_page || page.data.length === 0) return;
    // The merged query may hold keys the caller's type does not know (a cursor): it is sent as it is.
    const next = nextQuery(q, page.next_page_query_params) as Q;
    const key = queryKey(next);
    if (asked.has(key)) return;
    if (n >= maxPages) {
      throw new PageLimitError(`stopped after ${n} pages while the service announced more`, n, CTX);
    }
    asked.add(key);
    q = next;
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

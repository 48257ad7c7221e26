// Pagination as a real service may do it: "how a next page is requested from
// next_page_query_params: not shown". The envelope's empty values in PHP's encoding, other
// keys than opt_page (the proxy translates a cursor back for the simulator), a key set to
// null to drop it, and pagers that never end or go round in circles. The client merges
// whatever it gets, stops on has_next_page false, an empty page or a repeated page, and
// fails with a typed error at the page cap; it never walks in a circle or burns the quota.
import assert from 'node:assert/strict';
import * as E from '../../../main/api/errors.ts';
import type { Answer, ProxyRequest } from '../rewriting-proxy.ts';
import { PROJECT_PAGE_SIZE, REPORT_PAGE_SIZE } from '../scenario.ts';
import { describeError, editValue, json, onPages, pageOf, type Outcomes, type Variant } from '../variant.ts';

const encodeCursor = (page: number) => Buffer.from(`page:${page}`).toString('base64url');
const decodeCursor = (c: string) => Number(/^page:(\d+)$/.exec(Buffer.from(c, 'base64url').toString())?.[1] ?? NaN);

/** A request with a cursor goes to the simulator as the page it stands for. */
function cursorToPage(req: ProxyRequest): URLSearchParams | undefined {
  const cursor = req.query.get('cursor');
  if (cursor === null) return undefined;
  const q = new URLSearchParams(req.query);
  q.delete('cursor');
  q.set('opt_page', String(decodeCursor(cursor)));
  return q;
}

/** Only the first `pages` pages of the projects and of the report reach the app. */
function firstPagesOnly(pages: number) {
  return (x: Outcomes) => {
    editValue(x, 'projects', (p) => {
      p.projects = p.projects.slice(0, pages * PROJECT_PAGE_SIZE);
    });
    editValue(x, 'report', (r) => {
      r.rows = r.rows.slice(0, pages * REPORT_PAGE_SIZE);
    });
  };
}

export const PAGINATION_VARIANTS: readonly Variant[] = [
  {
    name: 'php-empty-next-page-params',
    why: 'next_page_query_params [] on the last page (a PHP encoder\'s empty object)',
    proxy: () => ({ answer: onPages((p) => (p.has_next_page ? p : { ...p, next_page_query_params: [] })) }),
    expect: { works: true },
  },
  {
    name: 'null-next-page-params',
    why: 'next_page_query_params null on the last page',
    proxy: () => ({ answer: onPages((p) => (p.has_next_page ? p : { ...p, next_page_query_params: null })) }),
    expect: { works: true },
  },
  {
    name: 'next-page-params-missing',
    why: 'no next_page_query_params at all on the last page',
    proxy: () => ({
      answer: onPages((p) => {
        if (p.has_next_page) return p;
        const { next_page_query_params: _, ...rest } = p;
        return rest;
      }),
    }),
    expect: { works: true },
  },
  {
    name: 'php-empty-totals',
    why: 'totals [] (a PHP encoder\'s empty object) on every page',
    proxy: () => ({ answer: onPages((p) => ({ ...p, totals: [] })) }),
    expect: {
      works: true,
      adjust: (x) => {
        editValue(x, 'projects', (p) => (p.totals = {}));
        editValue(x, 'report', (r) => (r.totals = {}));
      },
    },
  },
  {
    name: 'cursor',
    why: 'an opaque cursor instead of a page number: {"cursor": "cGFnZToy"}',
    proxy: () => ({
      request: cursorToPage,
      answer: onPages((p, req) => (p.has_next_page ? { ...p, next_page_query_params: { cursor: encodeCursor(pageOf(req) + 1) } } : p)),
    }),
    expect: { works: true },
  },
  {
    name: 'string-page-numbers',
    why: 'page numbers as strings: {"opt_page": "2"}',
    proxy: () => ({
      answer: onPages((p, req) => (p.has_next_page ? { ...p, next_page_query_params: { opt_page: String(pageOf(req) + 1) } } : p)),
    }),
    expect: { works: true },
  },
  {
    name: 'null-drops-a-key',
    why: 'from page 2 on a cursor, with {"opt_page": null} meaning "drop it" (a service refuses both at once)',
    proxy: () => ({
      request: (req): URLSearchParams | Answer | undefined => {
        if (req.query.has('cursor') && req.query.has('opt_page')) {
          return json(422, { message: 'opt_page cannot be combined with cursor', code: 'validation_failed', errors: { opt_page: ['cannot be combined with cursor'] } });
        }
        return cursorToPage(req);
      },
      answer: onPages((p, req) =>
        p.has_next_page && pageOf(req) >= 2 ? { ...p, next_page_query_params: { cursor: encodeCursor(pageOf(req) + 1), opt_page: null } } : p,
      ),
    }),
    expect: { works: true },
  },
  {
    name: 'has-next-page-on-every-page',
    why: 'has_next_page true on the last page too, pointing past the end: paging stops on the empty page',
    proxy: () => ({
      answer: onPages((p, req) => ({ ...p, has_next_page: true, next_page_query_params: { opt_page: pageOf(req) + 1 } })),
    }),
    expect: { works: true, extra: { projects: 1, report: 1 } },
  },
  {
    name: 'last-page-points-back',
    why: 'the last page says has_next_page and points back to page 1: the repeated page ends paging, its rows are not shown twice',
    proxy: () => ({
      answer: onPages((p) => (p.has_next_page ? p : { ...p, has_next_page: true, next_page_query_params: { opt_page: 1 } })),
    }),
    expect: { works: true, extra: { projects: 1, report: 1 } },
  },
  {
    name: 'page-points-to-itself',
    why: 'page 2 says has_next_page and points to page 2 again: paging stops there, no request loop',
    proxy: () => ({
      answer: onPages((p, req) => (pageOf(req) === 2 ? { ...p, has_next_page: true, next_page_query_params: { opt_page: 2 } } : p)),
    }),
    expect: { works: true, adjust: firstPagesOnly(2), extra: { projects: -1, report: -1 } },
  },
  {
    name: 'has-next-page-with-empty-params',
    why: 'page 2 says has_next_page but next_page_query_params is {}: the query does not move, paging stops',
    proxy: () => ({
      answer: onPages((p, req) => (pageOf(req) === 2 ? { ...p, has_next_page: true, next_page_query_params: {} } : p)),
    }),
    expect: { works: true, adjust: firstPagesOnly(2), extra: { projects: -1, report: -1 } },
  },
  {
    name: 'endless-pages',
    why: 'a pager that never ends, each page new (fresh cursor, fresh ids): the page cap (50) is a typed error, not a truncation',
    proxy: () => ({
      request: (req) => (req.path === '/projects' && req.query.has('cursor') ? withPage(req.query, 1) : undefined),
      answer: (req, a) => {
        if (req.path !== '/projects') return a;
        return onPages((p) => {
          const n = req.query.has('cursor') ? decodeCursor(req.query.get('cursor')!) : 1;
          const data = (p.data as Record<string, unknown>[]).map((row) => ({ ...row, id: (row.id as number) + n * 1000 }));
          return { ...p, data, has_next_page: true, next_page_query_params: { cursor: encodeCursor(n + 1) } };
        })!(req, a);
      },
    }),
    expect: {
      works: false,
      at: 'projects',
      requestsAt: 50,
      error: (e) => {
        assert.ok(e instanceof E.PageLimitError, `expected page_limit, got ${describeError(e)}`);
        assert.equal(e.pagesRead, 50);
      },
    },
  },
];

function withPage(q: URLSearchParams, page: number): URLSearchParams {
  const out = new URLSearchParams(q);
  out.delete('cursor');
  out.set('opt_page', String(page));
  return out;
}

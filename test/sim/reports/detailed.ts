// GET /reports/detailed: filter once, sort once, total in one pass, render only the page.
import type { Fields } from '../fields.ts';
import { envelope } from '../paginate.ts';
import type { Store } from '../store.ts';
import { detailedRow } from './detailed-row.ts';
import { selectEntries } from './filter.ts';
import type { DetailedQuery } from './query.ts';
import { sortFacts } from './sort.ts';
import { detailedTotals, sumFacts } from './totals.ts';

/** `f` is the already validated query, read again only for opt_page/opt_page_limit. */
export function detailedReport(store: Store, q: DetailedQuery, f: Fields, canModifyLocked: boolean) {
  const rows = sortFacts(selectEntries(store, q.filter), q.sortBy, q.direction);
  const page = envelope(rows, f, detailedTotals(sumFacts(rows)));
  return { ...page, data: page.data.map((r) => detailedRow(store, r, canModifyLocked)) };
}

// The two report operations (contract.md section 1); the work is in ../reports/.
import { accountZone } from '../account-zone.ts';
import type { Router } from '../context.ts';
import { Fields } from '../fields.ts';
import { localDate } from '../format.ts';
import { detailedReport } from '../reports/detailed.ts';
import { groupedReport } from '../reports/grouped.ts';
import { readDetailedQuery, readGroupedQuery } from '../reports/query.ts';
import { canModifyLocked } from '../roles.ts';

export function reportsRoutes(r: Router): void {
  r.get('/reports/detailed', (req) => {
    const f = Fields.of(req.query);
    const q = readDetailedQuery(f);
    return { body: detailedReport(req.ctx.store, q, f, canModifyLocked(req.user)) };
  });

  r.get('/reports/grouped', (req) => {
    // A template's default range ends today in the account's zone.
    const q = readGroupedQuery(Fields.of(req.query), localDate(req.now, accountZone(req.ctx.store.account)));
    return { body: groupedReport(req.ctx.store, q) };
  });
}

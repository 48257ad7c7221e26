// Pagination the way a real service may do it (variants/pagination.ts): the same records as
// with the plain simulator, or a clean stop, never a loop; an endless pager ends at the cap.
import { test } from 'node:test';
import { check, GUARD, title, useRealService } from './harness.ts';
import { PAGINATION_VARIANTS } from './variants/pagination.ts';

const rs = useRealService();
for (const v of PAGINATION_VARIANTS) test(title(v), GUARD, () => check(rs, v));

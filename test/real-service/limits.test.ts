// Rate-limit headers and Retry-After the way a real service may send them
// (variants/limits.ts): nothing misread, no retry sooner than a second, the scenario as
// with the plain simulator.
import { test } from 'node:test';
import { check, GUARD, title, useRealService } from './harness.ts';
import { LIMIT_VARIANTS } from './variants/limits.ts';

const rs = useRealService();
for (const v of LIMIT_VARIANTS) test(title(v), GUARD, () => check(rs, v));

// Error answers the way a real service or a gateway may send them (variants/errors.ts):
// the same typed errors as with the plain simulator where a code is given, the status
// alone deciding where it is not, and writes never repeated.
import { test } from 'node:test';
import { check, GUARD, title, useRealService } from './harness.ts';
import { ERROR_VARIANTS } from './variants/errors.ts';

const rs = useRealService();
for (const v of ERROR_VARIANTS) test(title(v), GUARD, () => check(rs, v));

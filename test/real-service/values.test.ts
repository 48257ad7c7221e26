// Success answers encoded the way a real service may (variants/values.ts): the app sees
// exactly what it sees with the plain simulator.
import { test } from 'node:test';
import { check, GUARD, title, useRealService } from './harness.ts';
import { VALUE_VARIANTS } from './variants/values.ts';

const rs = useRealService();
for (const v of VALUE_VARIANTS) test(title(v), GUARD, () => check(rs, v));

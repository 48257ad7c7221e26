// Answers the client must refuse (variants/must-fail.ts): the typed error the answer
// deserves, at the step that got it, with no retry and nothing sent after.
import { test } from 'node:test';
import { check, GUARD, title, useRealService } from './harness.ts';
import { MUST_FAIL_VARIANTS } from './variants/must-fail.ts';

const rs = useRealService();
for (const v of MUST_FAIL_VARIANTS) test(title(v), GUARD, () => check(rs, v));

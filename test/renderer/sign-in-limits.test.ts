// The window's copy of the sign-in limit lines says what the engine's says, for every count
// the engine can give (today 0..60 or unknown, wrong tries 0..5 or none in a row).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { signInLimitLines as engineLines } from '../../main/core/session/session-messages.ts';
import { SIGN_INS_PER_DAY, WRONG_IN_A_ROW_BLOCKS } from '../../main/core/session/sign-in-attempts.ts';
import { signInLimitLines as windowLines } from '../../renderer/sign-in-limits.ts';

test('the window says what the engine says of every count', () => {
  const todays = [null, ...Array.from({ length: SIGN_INS_PER_DAY + 1 }, (_, i) => i)];
  const wrongs = [null, ...Array.from({ length: WRONG_IN_A_ROW_BLOCKS + 1 }, (_, i) => i)];
  for (const today of todays) {
    for (const wrong of wrongs) assert.deepEqual(windowLines(today, wrong), engineLines(today, wrong), `today ${today}, wrong left ${wrong}`);
  }
});

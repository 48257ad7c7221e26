// The window's CSP requires Trusted Types for every script sink (main/platform/electron/
// content-security-policy.ts; renderer/index.html's meta says the same): a string that
// reaches innerHTML is refused, not parsed, and the whole window works without one (every
// other browser test runs under the same policy).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BROWSER, withStint } from './support/browser-test.ts';

test('HTML written from a string is refused by the page itself (Trusted Types required)', BROWSER, () =>
  withStint({}, async (s) => {
    await s.page.getByRole('heading', { name: /sign in/i }).first().waitFor();
    const outcome = await s.page.evaluate(() => {
      const div = document.createElement('div');
      try {
        div.innerHTML = '<img src=x onerror="document.title = 1">';
        return `written: ${div.childElementCount}`;
      } catch (e) {
        return e instanceof TypeError ? 'refused' : String(e);
      }
    });
    assert.equal(outcome, 'refused');
    // Chromium reports the refusal on the console; it is this test's own doing.
    for (let i = s.errors.length - 1; i >= 0; i--) if (/TrustedHTML|Trusted Type/i.test(s.errors[i]!)) s.errors.splice(i, 1);
  }),
);

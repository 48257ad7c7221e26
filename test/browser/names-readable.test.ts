// Names readable at the window's width (360x560): a picker's option gives its first line to
// the name, whole, and puts the account, the customer and the billable mark on the second
// (they took all but about 10 characters of it: "Acme · Website..."); the tabs keep each name
// on one line ("To-dos", not "To- / dos"). Axe-clean, light and dark.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { STUDIO_ACCOUNT_ID } from '../sim/demo-studio.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { scanSchemes } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo } from './support/stint-page.ts';

test(`with two accounts, a project's name is whole on its option's first line, its account, customer and mark below; the tabs on one line each (light and dark)`, BROWSER, (t: TestContext) =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    assert.deepEqual(await s.harness.stint.addAccount({ label: 'Studio', baseUrl: s.sim.baseUrl, email: DEMO.admin, password: DEMO.password, accountId: STUDIO_ACCOUNT_ID }), { ok: true });
    const project = page.getByRole('combobox', { name: 'Project' });
    await project.focus();
    await page.keyboard.type('support retainer');
    const option = page.getByRole('listbox', { name: 'Project' }).getByRole('option').first();
    await eventually(async () => (await option.textContent()) ?? '', (text) => text.includes('Support Retainer'), 'Support Retainer listed first');
    const layout = await option.evaluate((o) => {
      const name = o.querySelector('.option-label')!;
      const below = [...o.querySelectorAll('.option-prefix, .option-detail, .option-mark')];
      return {
        name: name.textContent,
        whole: name.scrollWidth <= name.clientWidth,
        nameBottom: name.getBoundingClientRect().bottom,
        belowTops: below.map((e) => e.getBoundingClientRect().top),
        belowTexts: below.map((e) => e.textContent?.replace(/^,\s*/, '')),
      };
    });
    assert.equal(layout.name, 'Support Retainer');
    assert.ok(layout.whole, 'the name is not cut');
    assert.equal(layout.belowTexts.length, 3, 'the account, the customer and the mark');
    assert.match(layout.belowTexts[0]!, / · $/);
    assert.deepEqual(layout.belowTexts.slice(1), ['Initech', 'billable']);
    for (const top of layout.belowTops) assert.ok(top >= layout.nameBottom - 1, `below the name (${top} under ${layout.nameBottom})`);
    await scanSchemes(t, page, 'names-picker-two-accounts');

    await page.keyboard.press('Escape');
    for (const tab of await page.getByRole('tablist', { name: 'Screens' }).getByRole('tab').all()) {
      const lines = await tab.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      assert.equal(lines, 1, `the tab ${await tab.textContent()} on one line`);
      const box = (await tab.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 360, `the tab ${await tab.textContent()} inside the window`);
    }
  }),
);

// A picker with more matches than fit: the list draws only the rows in view, yet the
// wheel, the arrow keys and a click reach every result, and no scroll shows an empty gap.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { axeResults, describeViolation } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

/** Adds `n` active projects named "Zeta Project 01".. to the service, copies of its first one (not billable, so an option reads as its name alone). */
function addProjects(s: StintPage, n: number): void {
  const store = s.sim.sim.ctx.store;
  const model = [...store.projects.values()][0]!;
  for (let i = 1; i <= n; i++) {
    const id = store.nextId('project');
    store.projects.set(id, { ...model, id, name: `Zeta Project ${String(i).padStart(2, '0')}`, active: 1, required_task: 0, customer_id: null, is_billable: false });
  }
}

/** The active option as the combobox names it, and where it is against the list's view. */
async function activeOption(page: Page) {
  return page.getByRole('combobox', { name: 'Project' }).evaluate((input) => {
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '')!;
    const option = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    if (option === null) return null;
    const l = list.getBoundingClientRect();
    const o = option.getBoundingClientRect();
    return { text: option.textContent, posinset: option.getAttribute('aria-posinset'), inView: o.top >= l.top && o.bottom <= l.bottom };
  });
}

/** The option under a point of the list (what a person sees there), if any. */
async function optionAt(page: Page, yFraction: number) {
  return page.getByRole('listbox', { name: 'Project' }).evaluate((list, f) => {
    const r = list.getBoundingClientRect();
    const el = document.elementFromPoint(r.left + r.width / 2, r.top + r.height * f)?.closest('[role=option]');
    return el ? { text: el.textContent, posinset: Number(el.getAttribute('aria-posinset')) } : null;
  }, yFraction);
}

test('a long project list: the wheel, the arrow keys and a click reach every result, and no scroll shows a gap', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    addProjects(s, 40);
    await signInAsDemo(s);
    await page.getByRole('combobox', { name: 'Project' }).focus();
    await page.keyboard.type('zeta');
    const list = page.getByRole('listbox', { name: 'Project' });
    const options = list.getByRole('option');
    await options.first().waitFor();
    assert.equal(await options.first().getAttribute('aria-setsize'), '40', 'the list counts every match');
    const drawn = await options.count();
    assert.ok(drawn < 40, `only the rows near the view are in the page (${drawn})`);

    // Arrow up from the first wraps to the last: it is drawn, in view, and announced.
    await page.keyboard.press('ArrowUp');
    const last = await eventually(() => activeOption(page), (o) => o?.posinset === '40', 'the last option to be active');
    assert.deepEqual(last, { text: 'Zeta Project 40', posinset: '40', inView: true });

    // Back to the top, then the wheel: every point of the list shows a row, deep into it.
    await page.keyboard.press('ArrowDown');
    await eventually(() => activeOption(page), (o) => o?.posinset === '1' && o.inView, 'the first option to be active again');
    const box = (await list.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 450);
    await eventually(() => optionAt(page, 0.5), (o) => o !== null && o.posinset > 12, 'the wheel to bring rows past the first dozen into view');
    for (const f of [0.05, 0.3, 0.7, 0.95]) assert.ok(await optionAt(page, f), `a row at ${f * 100}% of the list's height`);
    // Rows not drawn keep their room above and below: the field and its list still pass axe-core.
    const { violations, passes } = await axeResults(page, '.pickers');
    assert.ok(passes.length > 0, 'axe-core checked the list');
    assert.equal(violations.length, 0, violations.map(describeViolation).join('\n'));
    await page.mouse.wheel(0, 5000);
    await eventually(() => optionAt(page, 0.95), (o) => o?.posinset === 40, 'the wheel to reach the last match');
    // The wheel moves the view, not the active option: the field still names the first, and it is in the page.
    assert.deepEqual(await activeOption(page), { text: 'Zeta Project 01', posinset: '1', inView: false });
    const middle = await optionAt(page, 0.5);
    assert.ok(middle !== null && middle.posinset > 30, `rows near the end fill the list (${JSON.stringify(middle)})`);

    // A click picks the row under the pointer.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    assert.equal(await page.getByRole('combobox', { name: 'Project' }).inputValue(), middle!.text);
  }),
);

test('a picker of 600 projects drawn ahead while closed: nothing of it shows or is announced until the person types, then its matches', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    addProjects(s, 600);
    await signInAsDemo(s);
    const field = page.getByRole('combobox', { name: 'Project' });
    await field.waitFor();
    // The rows for an empty field are in the page, hidden, once the index is made.
    await eventually(() => page.locator('.pickers [role=option]').count(), (n) => n > 0, 'the closed list to draw its rows ahead');
    assert.equal(await field.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.getByRole('option').count(), 0, 'no option of a closed list is exposed');
    assert.equal(await page.getByRole('listbox', { name: 'Project' }).isVisible(), false, 'the closed list is not shown');
    const closed = await axeResults(page, '.pickers');
    assert.equal(closed.violations.length, 0, closed.violations.map(describeViolation).join('\n'));

    await field.focus();
    await page.keyboard.type('zeta project 07');
    const options = page.getByRole('listbox', { name: 'Project' }).getByRole('option');
    await eventually(() => options.first().textContent(), (t) => t === 'Zeta Project 07', 'the first key typed to list its best match first');
    assert.equal(await field.getAttribute('aria-expanded'), 'true');
    // Escape closes it: hidden again, and its rows are still not announced.
    await page.keyboard.press('Escape');
    await eventually(() => field.getAttribute('aria-expanded'), (v) => v === 'false', 'Escape to close the list');
    assert.equal(await page.getByRole('option').count(), 0, 'no option of the closed list is exposed');
  }),
);

test('before the person types, a long picker draws rows for what they may type in its hidden list: nothing shows or is announced, and it opens on the empty field\'s rows', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    addProjects(s, 600);
    // From before the picker exists: every change to the Project list's rows, with what the
    // page exposed at that moment and the first row drawn.
    await page.evaluate(() => {
      const seen: { hidden: boolean; expanded: string | null; options: number; first: string | null }[] = [];
      (window as unknown as { rowChanges: typeof seen }).rowChanges = seen;
      new MutationObserver((records) => {
        const list = records.map((r) => (r.target instanceof Element ? r.target : r.target.parentElement)?.closest('[role=listbox][aria-label=Project]')).find((l) => l);
        if (!list) return;
        const input = document.querySelector(`[aria-controls="${list.id}"]`);
        const options = document.querySelectorAll('[role=listbox][aria-label=Project] [role=option]');
        const exposed = [...document.querySelectorAll('[role=option]')].filter((o) => o.checkVisibility());
        seen.push({ hidden: (list as HTMLElement).hidden !== false, expanded: input?.getAttribute('aria-expanded') ?? null, options: exposed.length, first: options[0]?.textContent ?? null });
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await signInAsDemo(s);
    const field = page.getByRole('combobox', { name: 'Project' });
    await field.waitFor();
    const changes = () => page.evaluate(() => (window as unknown as { rowChanges: { hidden: boolean; expanded: string | null; options: number; first: string | null }[] }).rowChanges);
    // Rows for several queries drawn, and back to the empty field's rows.
    const drawn = await eventually(changes, (cs) => cs.length > 0 && new Set(cs.map((c) => c.first)).size >= 3 && cs[cs.length - 1]!.first === cs[0]!.first, 'the hidden list to draw rows for other queries and come back');
    assert.deepEqual(
      drawn.filter((c) => !c.hidden || c.expanded !== 'false' || c.options > 0),
      [],
      'every row drawn ahead was in the hidden list, the field not expanded, no option shown',
    );
    assert.equal(await page.getByRole('option').count(), 0, 'no option of the closed list is exposed');

    // The window may have put the focus there already (quietly, the list closed): the arrow opens it.
    await field.focus();
    if ((await field.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('ArrowDown');
    const options = page.getByRole('listbox', { name: 'Project' }).getByRole('option');
    await eventually(() => options.count(), (n) => n > 0, 'the list to open');
    assert.equal(await options.first().textContent(), drawn[0]!.first, 'the open list starts on the empty field\'s first row');
  }),
);

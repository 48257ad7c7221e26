// The timer screen as it shows (issue 15, item 7): opening the Timer tab, or the window
// coming forward, shows the running clock at the top whatever was scrolled before; Switch
// opens only when the person asks for it; the task hint shows only while the task is empty;
// in a wide browser (the harness at 1280 px) the window keeps the popover's proportions.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { focused, hideAndShow, pick, startWebsite } from './support/actions.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo } from './support/stint-page.ts';

/** Where the running clock is on screen (its top, in px from the top of the window). */
async function clockTop(page: Page): Promise<number> {
  const clock = await page.getByRole('timer', { name: 'Elapsed time' }).boundingBox();
  assert.ok(clock !== null, 'the running clock is rendered');
  return Math.round(clock.y);
}

/** Scrolls the screen with the wheel over `region` as far down as it goes. */
async function scrollDown(page: Page, region: Locator): Promise<void> {
  const main = page.getByRole('main');
  const before = await main.evaluate((m) => m.scrollTop);
  await region.hover();
  await page.mouse.wheel(0, 5000);
  await eventually(() => main.evaluate((m) => m.scrollTop), (top) => top > before, 'the screen to scroll down');
}

test('the Timer tab opens at its top, the running clock first: not at the place scrolled to before', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await startWebsite(s, 'Header layout');
    await page.getByRole('region', { name: 'This week' }).waitFor();
    const home = await clockTop(page);

    await scrollDown(page, page.getByRole('region', { name: 'Today' }));
    await page.getByRole('tab', { name: 'Settings' }).click();
    await scrollDown(page, page.getByRole('region', { name: 'Settings' }));
    await page.getByRole('tab', { name: 'Timer' }).click();
    assert.equal(await clockTop(page), home, 'back on the Timer tab, the clock is where it was at the top');

    await scrollDown(page, page.getByRole('region', { name: 'Today' }));
    await hideAndShow(s);
    await eventually(() => clockTop(page), (top) => top === home, 'the window shown again with the clock at the top');
  }),
);

test('shown again while a timer runs, the window shows the running entry: Switch opens only when the person asks', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await startWebsite(s, 'Header layout');

    await hideAndShow(s);
    const switchButton = page.getByRole('button', { name: 'Switch', exact: true });
    await focused('the Switch button', switchButton);
    const project = page.getByRole('combobox', { name: 'Project' });
    assert.equal(await project.inputValue(), 'Website Redesign', "the running entry's own fields, not Switch's");
    assert.equal(await page.getByRole('button', { name: 'Cancel' }).count(), 0, 'no Switch form');

    // Asked for: Enter on Switch opens it, its picker focused and listing, ready to type.
    await switchButton.press('Enter');
    await focused("Switch's Project picker", project);
    assert.equal(await project.inputValue(), '', 'an empty picker: a new entry, not the running one');
    assert.equal(await project.getAttribute('aria-expanded'), 'true');
    await page.getByRole('button', { name: 'Cancel' }).waitFor();
  }),
);

test('"Required for this project." shows while the task is empty, and goes once a task is picked', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const hint = page.getByText('Required for this project.');
    assert.equal(await hint.count(), 0, 'no project yet: no hint');

    await pick(page, 'Project', 'mobile', /Mobile App/);
    await hint.waitFor();
    const task = page.getByRole('combobox', { name: 'Task' });
    assert.match((await describedBy(task)) ?? '', /Required for this project\./, 'the hint describes the Task picker');

    await pick(page, 'Task', 'testing', /Testing/);
    assert.equal(await task.inputValue(), 'Testing');
    assert.equal(await hint.count(), 0, 'a task picked: the hint is gone');
    assert.doesNotMatch((await describedBy(task)) ?? '', /Required/);
  }),
);

test('in a wide browser the window keeps the popover proportions: no stretched chart or fields', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await page.setViewportSize({ width: 1280, height: 800 });
    const chart = page.getByRole('img', { name: /^Time per day: / });
    await chart.waitFor();
    const box = await chart.boundingBox();
    assert.ok(box !== null);
    // At the popover's width the chart is about 310 x 115 px, its day labels 11 px high.
    assert.ok(box.width <= 480 && box.height <= 180, `the week chart keeps about its popover size: ${box.width} x ${box.height}`);
    const project = await page.getByRole('combobox', { name: 'Project' }).boundingBox();
    assert.ok(project !== null && project.width <= 240, `the Project picker keeps about its popover width: ${project?.width}`);
    const today = await page.getByRole('region', { name: 'Today' }).boundingBox();
    assert.ok(today !== null && today.width <= 480, `today's card keeps about its popover width: ${today?.width}`);
  }),
);

/** The text of the elements that describe `field` (aria-describedby), as a screen reader reads it. */
function describedBy(field: Locator): Promise<string | null> {
  return field.evaluate((el) => {
    const ids = el.getAttribute('aria-describedby');
    return ids === null ? null : ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

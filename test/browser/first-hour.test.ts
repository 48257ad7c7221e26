// What a newcomer met in the first hour with two accounts (issue 69, item 9), at 360x560 by
// role and accessible name, judged on what each account of the simulator holds:
//  - a range typed as a start: Quick entry reads it as start and end; Started earlier, where
//    one time is meant, says exactly what to type;
//  - the quota line names the account it counts;
//  - a gap offers the person's recent entries of every account, each named with its account;
//  - "Studio added." and Quick entry's "Save anyway" come into view below the tab bar;
//  - the overlap question of Started earlier has a Cancel;
//  - "Theme saved." is said in the section the theme is in;
//  - Undo of an Edit says what it undid;
//  - after Start pressed with Enter the focus is on Switch, so a second Enter stops nothing.
// Axe-clean light and dark where a screen changed. Two sessions, each several checks: a page
// start costs seconds.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { STUDIO_ACCOUNT_ID } from '../sim/demo-studio.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { testClock } from '../support/test-day.ts';
import { pick } from './support/actions.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { addPairing, pairingSent, queuedNone } from './support/held-change.ts';
import { openSettings, signInAsDemo } from './support/stint-page.ts';
import { brandRefreshId, described, scanBoth, storeOf, withStudio } from './support/two-accounts.ts';

const HOLD_MS = 10 * 60_000;

/** The text of the element that has the focus. */
const focusedText = (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** What an element shows on screen: its text without what is there for screen readers only. */
const shownText = (l: Locator): Promise<string> =>
  l.evaluate((el) => {
    const copy = el.cloneNode(true) as Element;
    for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
    return (copy.textContent ?? '').trim();
  });

/** The locator is wholly in sight: below the sticky tab bar and above the foot of the scrolling content. */
async function inSight(page: Page, what: Locator, name: string): Promise<void> {
  const [box, tabs, main] = await Promise.all([what.boundingBox(), page.getByRole('tablist').boundingBox(), page.locator('main').boundingBox()]);
  assert.ok(box && tabs && main, `${name}, the tab bar and the content are drawn`);
  assert.ok(box.y >= tabs.y + tabs.height - 1, `${name} below the tab bar (its top ${box.y}, the bar's foot ${tabs.y + tabs.height})`);
  assert.ok(box.y + box.height <= main.y + main.height + 1, `${name} above the fold (its foot ${box.y + box.height}, the content's ${main.y + main.height})`);
}

test('two accounts: the quota names its account; Start then Enter stops nothing; a range at Started earlier says what to type, its overlap question has Cancel; a gap offers the studio\'s entry, named so (light and dark)', BROWSER, (t: TestContext) => {
  const clock = testClock(12);
  return withStint({ clock, undoHoldMs: HOLD_MS }, async (s) => {
    const { page } = s;
    await withStudio(s);
    const person = s.harness.stint;

    // The quota line says whose requests it counts: the account shown's.
    await page.getByText(/ requests left today for demo\.$/).waitFor();

    // The studio's Moodboard, 10:00 to 11:00 today, on the service.
    const studioKey = person.snapshot().accounts!.rows.find((r) => r.name === 'Studio')!.key;
    assert.equal((await person.addManualEntry({ accountKey: studioKey, date: person.snapshot().today, start: '10:00', end: '11:00', projectId: brandRefreshId(person), description: 'Moodboard', confirmOverlap: true })).ok, true);
    await addPairing(s);
    clock.jump(HOLD_MS + 1_000);
    await eventually(() => described(storeOf(s, STUDIO_ACCOUNT_ID), 'Moodboard').length, (n) => n === 1, 'the studio holds Moodboard');
    await queuedNone(s);

    // Edit demo's Pairing, then Undo: the bar says what was undone, though the person's last
    // change is then the studio's Moodboard (its answer was hidden for not being about that one).
    const today = page.getByRole('region', { name: 'Today' });
    await today.getByRole('button', { name: 'Edit demo · Website Redesign: Pairing', exact: true }).press('Enter');
    const form = today.getByRole('form', { name: 'Edit demo · Website Redesign: Pairing' });
    await form.getByRole('textbox', { name: 'Description' }).fill('Pairing with Rui');
    await form.getByRole('button', { name: 'Save', exact: true }).press('Enter');
    await form.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo', exact: true }).press('Enter');
    await page.getByRole('region', { name: 'Undo' }).getByRole('status').filter({ hasText: /^Undone: .*Pairing.*\. Nothing was sent\.$/ }).waitFor();
    await scanBoth(t, page, 'first-hour-undo-edit');
    assert.equal(described(storeOf(s, DEMO.accountId), 'Pairing with Rui').length, 0, 'nothing sent');

    // Names whole across accounts: an account stands alone under a project without a customer
    // (no "demo ·" dangling), and the name picked is not cut in its field ("demo · Website Rec").
    const listbox = page.getByRole('listbox', { name: 'Project' });
    await page.getByRole('combobox', { name: 'Project' }).focus();
    await page.keyboard.type('internal');
    const internal = listbox.getByRole('option', { name: 'demo · Internal Tools', exact: true });
    await internal.waitFor();
    assert.equal(await shownText(internal.locator('.option-prefix')), 'demo', 'the account alone, no dangling "·"');
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Project' }).fill('');
    await pick(page, 'Project', 'website', /Website Redesign/);
    const website = page.getByRole('combobox', { name: 'Project' });
    assert.equal(await website.inputValue(), 'demo · Website Redesign');
    assert.ok(await website.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth), 'the whole name in sight in its field');
    await scanBoth(t, page, 'first-hour-picked-across');

    // Start pressed with Enter: the focus on Switch, where a second Enter opens the switch form and stops nothing.
    await page.getByLabel('Description', { exact: true }).fill('Header layout');
    await page.getByRole('button', { name: 'Start', exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Stop' }).waitFor();
    await eventually(() => focusedText(page), (f) => f === 'Switch', 'the focus on Switch after the start');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
    assert.notEqual(person.snapshot().running, null, 'the timer runs on');
    await page.getByRole('button', { name: 'Cancel', exact: true }).press('Enter');
    const startedAt = person.snapshot().running!.timeStart;

    // Started earlier: a range, where one time is meant, is refused saying what to type.
    await page.getByRole('button', { name: /Started earlier/ }).press('Enter');
    const group = page.getByRole('group', { name: 'Started earlier' });
    const at = group.getByRole('textbox', { name: 'Started at' });
    await at.fill('9:30-10:15');
    await at.press('Enter');
    await group.getByText('"9:30-10:15" is a range of two times: type the one time meant here, such as 9:30.', { exact: true }).waitFor();
    assert.equal(await at.getAttribute('aria-invalid'), 'true');

    // Over the studio's Moodboard: the question, and Cancel leaves the start as it was.
    await at.fill('10:30 AM');
    await at.press('Enter');
    const question = group.getByRole('group', { name: /the timer would overlap “Moodboard” in Studio/ });
    await question.waitFor();
    await scanBoth(t, page, 'first-hour-start-question');
    await question.getByRole('button', { name: 'Cancel', exact: true }).press('Enter');
    await question.waitFor({ state: 'detached' });
    await eventually(() => focusedText(page), (f) => f === '', 'the focus back in Started at');
    assert.equal(await at.evaluate((el) => el === document.activeElement), true, 'the focus back in Started at');
    assert.equal(person.snapshot().running!.timeStart, startedAt, 'the start as it was');
    await at.press('Escape');

    // The first gap of the day offers the studio's Moodboard, named with its account, and fills it there.
    const gap = today.getByRole('list', { name: /^Timeline, / }).getByRole('button', { name: /^Untracked, / }).first();
    const gapName = (await gap.getAttribute('aria-label')) ?? (await gap.innerText());
    await gap.press('Enter');
    const panel = today.getByRole('group', { name: gapName, exact: true });
    const offer = panel.getByRole('button', { name: 'Fill with Studio · Brand Refresh: Moodboard', exact: true });
    await offer.waitFor();
    // The account shown's recent work is named with its account too.
    await panel.getByRole('button', { name: /^Fill with demo · / }).first().waitFor();
    await scanBoth(t, page, 'first-hour-gap-across');
    await offer.press('Enter');
    // Waited for as it goes: reading its text after counting it raced its closing (a CI rehearsal waited 90 s on a panel already gone).
    await panel.waitFor({ state: 'detached' });
    await eventually(() => s.harness.stint.snapshot().undo?.words ?? '', (w) => w.includes('Filled '), 'the fill held for Undo');
    clock.jump(HOLD_MS + 1_000);
    const both = await eventually(() => described(storeOf(s, STUDIO_ACCOUNT_ID), 'Moodboard'), (es) => es.length === 2, 'the gap filled in the studio');
    assert.ok(both.some((e) => e.time_start !== 10 * 3600), `a second Moodboard, in the gap: ${JSON.stringify(both.map((e) => e.time_start))}`);
    assert.equal(described(storeOf(s, DEMO.accountId), 'Moodboard').length, 0, 'nothing booked in demo');
  });
});

test('one account, then two: a range typed as Quick entry\'s start is start and end, its Save anyway in sight; the target line clear of a bar\'s figure; "Studio added." in sight; "Theme saved." in its section (light and dark)', BROWSER, (t: TestContext) => {
  const clock = testClock(12);
  return withStint({ clock, undoHoldMs: HOLD_MS }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    // Yesterday (a working day) 7:23 of the 8:00 target: its figure just under the target's line.
    const yesterday = new Date(Date.parse(`${s.harness.stint.snapshot().today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const shown = await eventually(() => s.harness.stint.snapshot().shownWeek, (w) => w?.state === 'ready', 'the week read');
    const had = (shown!.days.find((d) => d.date === yesterday)?.entries ?? []).reduce((sum, e) => sum + e.totalSeconds, 0);
    const more = (7 * 60 + 23) * 60 - had;
    assert.ok(more > 0, `yesterday holds ${had} s`);
    const hms = [Math.floor(more / 3600), Math.floor((more % 3600) / 60), more % 60].map((n) => String(n).padStart(2, '0')).join(':');
    const long = await s.harness.stint.addManualEntry({ date: yesterday, projectId: 1, description: 'Long day', start: '00:30', duration: hms, confirmOverlap: true });
    assert.equal(long.ok, true, JSON.stringify(long));
    await pairingSent(s, clock, HOLD_MS);

    // The week's bars: the target's line runs clear of "7:23".
    const chart = page.getByRole('region', { name: 'This week' }).getByRole('img', { name: /^Time per day: .*; target 8 hours a working day$/ });
    await chart.waitFor();
    await eventually(() => chart.locator('text.bar-value').allTextContents(), (v) => v.includes('7:23'), 'yesterday\'s 7:23 drawn');
    const struck = await chart.evaluate((svg) =>
      [...svg.querySelectorAll('g')].flatMap((g) => {
        const value = g.querySelector('text.bar-value')?.getBoundingClientRect();
        const line = g.querySelector('line.target-mark')?.getBoundingClientRect();
        return value && line && value.width > 0 && line.top < value.bottom && line.bottom > value.top ? [g.textContent ?? ''] : [];
      }),
    );
    assert.deepEqual(struck, [], 'no figure struck through by the target line');

    // Quick entry: 9:30-10:15 typed as the start is the start and the end; over Pairing, Save anyway is in sight.
    await page.getByRole('tab', { name: 'Quick entry' }).click();
    const quick = page.getByRole('region', { name: 'Quick entry' });
    await quick.getByRole('combobox', { name: 'Project' }).focus();
    await page.keyboard.type('website');
    await quick.getByRole('listbox', { name: 'Project' }).getByRole('option', { name: /Website Redesign/ }).first().waitFor();
    await page.keyboard.press('Enter');
    await quick.getByLabel('Description', { exact: true }).fill('Review');
    const start = quick.getByRole('textbox', { name: 'Start time' });
    await start.fill('9:30-10:15');
    await quick.getByText(/^9:30\sAM–10:15\sAM, 0:45$/).waitFor();
    await start.press('Tab');
    assert.match(await start.inputValue(), /^9:30$/, 'the start alone in Start time');
    assert.match(await quick.getByRole('textbox', { name: 'End time' }).inputValue(), /^10:15$/, 'the end in End time');
    await quick.getByRole('button', { name: 'Save entry' }).press('Enter');
    const anyway = quick.getByRole('button', { name: 'Save anyway' });
    await anyway.waitFor();
    await inSight(page, anyway, 'Save anyway');
    await scanBoth(t, page, 'first-hour-quick-range-question');
    await anyway.press('Enter');
    // The hold starts when the engine takes the entry: jumping before it (a CI run did) leaves it held for good.
    await eventually(() => s.harness.stint.snapshot().undo?.words ?? '', (w) => w.includes('Added Review'), 'Review held for Undo');
    clock.jump(HOLD_MS + 1_000);
    const review = await eventually(() => [...s.sim.sim.ctx.store.entries.values()].filter((e) => e.description === 'Review'), (es) => es.length === 1, 'Review on the service');
    assert.deepEqual([review[0]!.time_start, review[0]!.time_total], [9.5 * 3600, 45 * 60], '9:30 to 10:15');

    // Settings: the theme's "saved" in its own section, not under the activity record.
    await openSettings(page);
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
    await page.getByRole('group', { name: 'Window and system' }).getByText('Theme saved.', { exact: true }).waitFor();
    assert.equal(await page.getByText('Theme saved.', { exact: true }).count(), 1);

    // Add the studio through the form: "Studio added." shows below the tab bar.
    await page.getByRole('button', { name: 'Add an account…' }).click();
    const add = page.getByRole('form', { name: 'Add an account' });
    await add.getByRole('textbox', { name: 'Name' }).fill('Studio');
    await add.getByRole('textbox', { name: 'Service address' }).fill(s.sim.baseUrl);
    await add.getByRole('textbox', { name: 'Email' }).fill(DEMO.admin);
    await add.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await add.getByRole('textbox', { name: 'Account ID' }).fill(STUDIO_ACCOUNT_ID);
    await add.getByRole('button', { name: /^Add/ }).press('Enter');
    const added = page.getByText('Studio added.', { exact: true });
    await added.waitFor();
    await inSight(page, added, '"Studio added."');
    await scanBoth(t, page, 'first-hour-studio-added');
  });
});

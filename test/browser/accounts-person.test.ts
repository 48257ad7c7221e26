// One person across accounts in the window (issue 59), by role and accessible name at the
// window's size: Quick entry offers the studio's projects while Acme's timer runs and books
// the entry in the studio; a typed start over the studio's entry asks first, naming it and its
// account; the changes not saved list both accounts' refusals (the studio's locked entry,
// Acme's archived project), each naming its account; Quick entry follows an entry booked in
// the studio to its saved line, or its refusal back at the fields; a change in the studio
// while the window shows the other account has its Undo bar, naming the studio, and Ctrl+Z,
// and the sync line counts it while it waits (issue 69, item 2).
// Judged on what each account of the simulator holds; axe-clean, light and dark.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { STUDIO_ACCOUNT_ID } from '../sim/demo-studio.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { testClock } from '../support/test-day.ts';
import { pick, startWebsite } from './support/actions.ts';
import { scanSchemes } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { openSettings } from './support/stint-page.ts';
import { accountKeyOf, brandRefreshId, described, runningIn, scanBoth, storeOf, withStudio } from './support/two-accounts.ts';

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

async function openQuickEntry(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Timer' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('region', { name: 'Quick entry' }).waitFor();
}

test(`Quick entry while Acme's timer runs: a studio project is offered, marked with its account, and the entry is booked in the studio (light and dark)`, BROWSER, (t: TestContext) =>
  withStint({ clock: testClock(12) }, async (s) => {
    const { page } = s;
    await withStudio(s);
    await startWebsite(s, 'Header layout');
    await openQuickEntry(page);
    await pick(page, 'Project', 'brand', /Brand Refresh/);
    assert.match(await page.getByRole('combobox', { name: 'Project' }).inputValue(), /Brand Refresh/);
    await field(page, 'Description').fill('Call with the studio');
    await field(page, 'Start time').fill('8:00');
    await field(page, 'Duration').fill('0:30');
    await scanSchemes(t, page, 'accounts-person-quick-entry');
    await page.getByRole('button', { name: 'Save' }).click();
    const studio = storeOf(s, STUDIO_ACCOUNT_ID);
    await eventually(() => described(studio, 'Call with the studio').length, (n) => n === 1, 'the studio holds the entry');
    // The form follows the entry in the studio's queue, not the account shown's, and names where it went.
    await page.getByRole('region', { name: 'Quick entry' }).getByText('Entry saved: Studio · Brand Refresh 0:30.', { exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Save entry' }).getAttribute('aria-busy'), 'false', 'Save is free for the next entry');
    assert.equal(described(storeOf(s, 'demo'), 'Call with the studio').length, 0, 'Acme does not');
    assert.equal(described(studio, 'Call with the studio')[0]!.time_total, 30 * 60);
    assert.equal([...storeOf(s, 'demo').entries.values()].filter((e) => e.stopwatch_started_at !== null).length, 1, "Acme's timer runs on");
  }),
);

test("Quick entry while Acme's timer runs: the studio's refusal of the entry booked there comes back to the form and is listed, naming the studio", BROWSER, () =>
  withStint({ clock: testClock(12) }, async (s) => {
    const { page } = s;
    await withStudio(s);
    await startWebsite(s, 'Header layout');
    await openQuickEntry(page);
    await pick(page, 'Project', 'brand', /Brand Refresh/);
    await field(page, 'Description').fill('Type specimen');
    await field(page, 'Start time').fill('9:00');
    await field(page, 'Duration').fill('0:45');
    // Archived on the web after the window offered it: the studio refuses the entry.
    const studio = storeOf(s, STUDIO_ACCOUNT_ID);
    [...studio.projects.values()].find((p) => p.name === 'Brand Refresh')!.active = 0;
    await page.getByRole('button', { name: 'Save entry' }).click();
    const region = page.getByRole('region', { name: 'Quick entry' });
    await region.getByText('Not saved: the service refused it. Fix the marked field and save again.', { exact: true }).waitFor();
    assert.equal(await page.getByRole('combobox', { name: 'Project' }).getAttribute('aria-invalid'), 'true', 'the refusal at the Project field');
    assert.equal(await field(page, 'Description').inputValue(), 'Type specimen', 'what was typed comes back');
    assert.equal(described(studio, 'Type specimen').length, 0);
    assert.equal(described(storeOf(s, DEMO.accountId), 'Type specimen').length, 0, 'nothing booked in Acme instead');
    await page.getByRole('heading', { name: 'Changes not saved' }).waitFor();
    assert.match((await page.locator('section.not-saved li').allTextContents()).join('\n'), /Studio: Add /, 'listed, naming the studio');
  }),
);

test("the changes not saved list both accounts' refusals, each naming its account (light and dark)", BROWSER, (t: TestContext) =>
  withStint({ clock: testClock(12) }, async (s) => {
    const { page } = s;
    await withStudio(s);
    const person = s.harness.stint;
    const studioKey = person.snapshot().accounts!.rows.find((r) => r.name === 'Studio')!.key;
    const today = person.snapshot().today;
    const brand = person.snapshot().accounts!.otherProjects.find((o) => o.project.name === 'Brand Refresh')!.project.id;
    assert.equal((await person.addManualEntry({ accountKey: studioKey, date: today, start: '07:00', end: '07:30', projectId: brand, description: 'Sketch', confirmOverlap: true })).ok, true);
    await eventually(() => described(storeOf(s, STUDIO_ACCOUNT_ID), 'Sketch').length, (n) => n === 1, 'the studio holds Sketch');
    const sketch = described(storeOf(s, STUDIO_ACCOUNT_ID), 'Sketch')[0]!;
    // The studio's Ada is a regular user there: a locked entry is not hers to change.
    sketch.is_locked = true;
    sketch.locked_reason = 'Period closed for invoicing';
    const key = (await eventually(() => person.snapshot().accounts?.otherEntries?.find((o) => o.entry.description === 'Sketch'), (o) => o !== undefined, 'the studio entry listed'))!;
    assert.equal((await person.editEntry({ accountKey: key.accountKey, entryKey: key.entry.key, description: 'Sketch v2' })).ok, true);
    // And Acme (the demo account, shown) refuses an entry on a project archived on the web meanwhile.
    const internal = person.snapshot().projects.find((p) => p.name === 'Internal Tools')!.id;
    [...storeOf(s, DEMO.accountId).projects.values()].find((p) => p.id === internal)!.active = 0;
    assert.equal((await person.addManualEntry({ date: today, start: '06:00', end: '06:30', projectId: internal, description: 'Backups', confirmOverlap: true })).ok, true);
    const list = page.getByRole('heading', { name: 'Changes not saved' });
    await list.waitFor();
    const items = page.locator('section.not-saved li');
    const both = await eventually(async () => (await items.allTextContents()).join('\n'), (text) => /Studio: Edit “Sketch”/.test(text) && /demo: Add Internal Tools/.test(text), "both accounts' refusals listed, each named");
    assert.equal(await items.count(), 2, both);
    await scanBoth(t, page, 'accounts-person-not-saved');
    await page.getByRole('button', { name: /^Dismiss: Studio: Edit “Sketch”/ }).click();
    await eventually(() => items.count(), (n) => n === 1, 'dismissed in the studio');
    await page.getByRole('button', { name: /^Dismiss: demo: Add Internal Tools/ }).click();
    await eventually(() => items.count(), (n) => n === 0, 'dismissed in Acme');
  }),
);

test("a start moved back over the studio's entry asks first, naming it and its account; \"Start it there anyway\" moves it (light and dark)", BROWSER, (t: TestContext) =>
  withStint({ clock: testClock(12) }, async (s) => {
    const { page } = s;
    await withStudio(s);
    const person = s.harness.stint;
    const studioKey = person.snapshot().accounts!.rows.find((r) => r.name === 'Studio')!.key;
    const brand = person.snapshot().accounts!.otherProjects.find((o) => o.project.name === 'Brand Refresh')!.project.id;
    assert.equal((await person.addManualEntry({ accountKey: studioKey, date: person.snapshot().today, start: '10:00', end: '11:00', projectId: brand, description: 'Moodboard', confirmOverlap: true })).ok, true);
    await eventually(() => described(storeOf(s, STUDIO_ACCOUNT_ID), 'Moodboard').length, (n) => n === 1, 'the studio holds Moodboard');
    await startWebsite(s, 'Header layout');
    const group = page.getByRole('group', { name: 'Started earlier' });
    await page.getByRole('button', { name: /Started earlier/ }).press('Enter');
    const at = group.getByRole('textbox', { name: 'Started at' });
    await at.fill('10:30 AM');
    await at.press('Enter');
    const question = group.getByRole('group', { name: /the timer would overlap “Moodboard” in Studio .*Start it there anyway\?$/ });
    await question.waitFor();
    assert.equal(await at.getAttribute('aria-invalid'), null, 'a question, not an error');
    await scanBoth(t, page, 'accounts-person-question');
    await question.getByRole('button', { name: 'Start it there anyway' }).press('Enter');
    await group.waitFor({ state: 'detached' });
    await eventually(() => person.snapshot().running?.timeStart, (v) => v === '10:30:00', 'the timer runs from 10:30');
  }),
);

test("Settings while Acme's timer runs: why no Show, where the studio's entries are; the studio, signed out, signs in again and Acme's timer runs on (light and dark)", BROWSER, (t: TestContext) =>
  withStint({ clock: testClock(12) }, async (s) => {
    const { page } = s;
    await withStudio(s);
    await startWebsite(s, 'Header layout');
    // The studio's sign-in revoked on the web: its account is signed out at its next read.
    const studio = storeOf(s, STUDIO_ACCOUNT_ID);
    for (const key of [...studio.tokens.keys()]) studio.tokens.delete(key);
    await s.harness.stint.refresh();
    await eventually(() => s.harness.stint.snapshot().accounts?.rows.find((r) => r.name === 'Studio')?.session, (v) => v === 'signed_out', 'the studio signed out');

    await openSettings(page);
    const studioRow = page.getByRole('listitem', { name: 'Studio' });
    await studioRow.getByText(/^Signed out/).waitFor();
    await page.getByText("While demo's timer runs, the window shows demo: every account's entries are in Today and the week, each with Edit, Split and Continue. Show another account once the timer stops.", { exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: /^Show / }).count(), 0, 'no Show that would show nothing');
    await scanBoth(t, page, 'accounts-person-settings-running');

    await studioRow.getByRole('button', { name: 'Sign in to Studio' }).click();
    await page.getByRole('heading', { name: 'Sign in to Studio' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await eventually(() => s.harness.stint.snapshot().accounts?.rows.map((r) => r.session), (v) => v?.join() === 'signed_in,signed_in', 'both signed in');
    await page.getByText('Running in demo · Website Redesign', { exact: true }).waitFor();
    assert.equal(runningIn(storeOf(s, DEMO.accountId)).length, 1, "Acme's timer runs on");
    assert.equal(runningIn(studio).length, 0);
  }),
);

test("a Quick entry and an Edit in the studio while demo's timer runs: the Undo bar names the studio, Ctrl+Z and Undo take them back, and the sync line counts what waits there (light and dark)", BROWSER, (t: TestContext) => {
  const clock = testClock(12);
  // 10 minutes, not the default 10 s: the clicks may take longer than 10 real seconds on a loaded machine (undo.test.ts).
  const hold = 10 * 60_000;
  return withStint({ clock, undoHoldMs: hold }, async (s) => {
    const { page } = s;
    await withStudio(s);
    const person = s.harness.stint;
    const studio = storeOf(s, STUDIO_ACCOUNT_ID);
    // Moodboard in the studio, past its hold and on the service: an entry of the studio to edit.
    assert.equal((await person.addManualEntry({ accountKey: accountKeyOf(person, 'Studio'), date: person.snapshot().today, start: '07:00', end: '08:00', projectId: brandRefreshId(person), description: 'Moodboard', confirmOverlap: true })).ok, true);
    clock.jump(hold + 1_000);
    const [moodboard] = await eventually(() => described(studio, 'Moodboard'), (l) => l.length === 1, 'the studio holds Moodboard');
    await startWebsite(s, 'Header layout');
    const footer = page.getByRole('contentinfo');
    const bar = page.getByRole('region', { name: 'Undo' });

    // A Quick entry booked in the studio, the window showing demo (its timer runs).
    await openQuickEntry(page);
    await pick(page, 'Project', 'brand', /Brand Refresh/);
    await field(page, 'Description').fill('Call with the studio');
    await field(page, 'Start time').fill('8:00');
    await field(page, 'Duration').fill('0:30');
    await page.getByRole('button', { name: 'Save entry' }).click();
    await bar.getByRole('status').filter({ hasText: /^Studio: Added Call with the studio / }).waitFor();
    await page.getByRole('region', { name: 'Quick entry' }).getByText(/^Sent in \d+ s$/).waitFor();
    await footer.getByText('1 action waiting to sync.', { exact: true }).waitFor();
    await footer.getByText('Show what waits (1)').click();
    await footer.getByRole('listitem').filter({ hasText: /^Studio: / }).waitFor();
    await scanBoth(t, page, 'accounts-person-undo-held');
    // Ctrl+Z outside a text field takes it back, in the studio.
    await page.getByRole('heading', { name: 'Quick entry' }).click();
    await page.keyboard.press('Control+z');
    await bar.getByRole('status').filter({ hasText: /^Undone: .+Nothing was sent\.$/ }).waitFor();
    await footer.getByText('All changes synced.', { exact: true }).waitFor();

    // An Edit of the studio's entry in Today, taken back with Undo.
    await page.getByRole('tab', { name: 'Timer' }).click();
    const list = page.getByRole('region', { name: 'Today' }).getByRole('list', { name: "Today's entries, all accounts" });
    await list.getByRole('button', { name: 'Edit Studio · Brand Refresh: Moodboard', exact: true }).press('Enter');
    const form = list.getByRole('form', { name: 'Edit Studio · Brand Refresh: Moodboard' });
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Moodboard v2');
    await form.getByRole('button', { name: 'Save', exact: true }).press('Enter');
    await form.waitFor({ state: 'detached' });
    await bar.getByRole('status').filter({ hasText: /^Studio: Edit/ }).waitFor();
    await footer.getByText('1 action waiting to sync.', { exact: true }).waitFor();
    await bar.getByRole('button', { name: 'Undo', exact: true }).click();
    await bar.getByRole('status').filter({ hasText: /^Undone: / }).waitFor();

    // Past the hold, the studio got neither.
    clock.jump(hold + 1_000);
    await eventually(() => person.snapshot().accounts?.rows.every((r) => r.queued === 0), (none) => none === true, 'nothing waiting in either account');
    assert.equal(described(studio, 'Call with the studio').length, 0, 'the Quick entry never reached the studio');
    assert.equal(moodboard!.description, 'Moodboard', 'the Edit never reached the studio');
    assert.equal(runningIn(storeOf(s, DEMO.accountId)).length, 1, "demo's timer runs on");
  });
});

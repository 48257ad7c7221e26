// Another account's entries within reach while a timer runs (issue 59, item 3), by role and
// accessible name at the window's size: with Acme's timer running, the studio's entry listed
// in Today and in the week, marked with its account (as Acme's are with theirs), is edited (a time laid over Acme's entry
// asks first, naming it and its account), split and continued in the studio; Continue stops
// Acme's timer at the instant the studio's starts. Judged on what each account of the
// simulator holds; axe-clean, light and dark.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Locator } from 'playwright-core';
import { STUDIO_ACCOUNT_ID } from '../sim/demo-studio.ts';
import type { TimeEntry } from '../sim/model.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { testClock } from '../support/test-day.ts';
import { formatLongDate } from '../../renderer/text/time.ts';
import { pick, startWebsite } from './support/actions.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import type { StintPage } from './support/stint-page.ts';
import { accountKeyOf, brandRefreshId, described, runningIn, scanBoth, storeOf, withStudio } from './support/two-accounts.ts';

const HOUR = 3600;

/** The studio holds Moodboard (07:00-08:00 today) and Acme (the demo account) a standup at 08:30-09:00; then Acme's timer runs. */
async function studioEntryWhileAcmeRuns(s: StintPage): Promise<TimeEntry> {
  await withStudio(s);
  const person = s.harness.stint;
  const date = person.snapshot().today;
  const common = { date, description: '', confirmOverlap: true } as const;
  assert.equal((await person.addManualEntry({ ...common, accountKey: accountKeyOf(person, 'Studio'), start: '07:00', end: '08:00', projectId: brandRefreshId(person), description: 'Moodboard' })).ok, true);
  const website = person.snapshot().projects.find((p) => p.name === 'Website Redesign')!.id;
  assert.equal((await person.addManualEntry({ ...common, start: '08:30', end: '09:00', projectId: website, description: 'Standup' })).ok, true);
  await eventually(() => described(storeOf(s, DEMO.accountId), 'Standup').length, (n) => n === 1, 'Acme holds the standup');
  const [moodboard] = await eventually(() => described(storeOf(s, STUDIO_ACCOUNT_ID), 'Moodboard'), (l) => l.length === 1, 'the studio holds Moodboard');
  await startWebsite(s, 'Header layout');
  await eventually(() => runningIn(storeOf(s, DEMO.accountId)).length, (n) => n === 1, "Acme's timer to run on the service");
  return moodboard!;
}

/** Continue on the studio's entry: it runs in the studio, and Acme's timer ends where it begins, to the second. */
async function continuedInStudio(s: StintPage, list: Locator, label: string, description: string): Promise<void> {
  await list.getByRole('button', { name: `Continue ${label}`, exact: true }).click();
  await s.page.getByText('Running in Studio · Brand Refresh', { exact: true }).waitFor();
  const studio = storeOf(s, STUDIO_ACCOUNT_ID);
  const demo = storeOf(s, DEMO.accountId);
  const [run] = await eventually(() => runningIn(studio), (l) => l.length === 1 && l[0]!.description === description, 'the studio entry to run again');
  await eventually(() => runningIn(demo).length, (n) => n === 0, "Acme's timer to stop on the service");
  await eventually(() => s.harness.stint.snapshot().accounts?.rows.every((r) => r.queued === 0), (none) => none === true, 'nothing waiting in either account');
  const header = described(demo, 'Header layout')[0]!;
  // Read as the service holds them once every correction is in (a correction may follow the stop).
  await eventually(() => [header.time_start + header.time_total, run!.time_start], ([end, start]) => end === start, "Acme's entry to end at the second the studio's begins");
}

/** The studio's entry split at 07:30: the first half stays, the second is a new entry of the studio, from 07:30 to its end. */
async function splitInStudio(s: StintPage, list: Locator, label: string, end: number): Promise<void> {
  await list.getByRole('button', { name: `Split ${label}`, exact: true }).press('Enter');
  const form = list.getByRole('form', { name: `Split ${label}` });
  await form.getByRole('textbox', { name: 'Split at' }).fill('7:30 AM');
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Moodboard, second pass');
  await form.getByRole('button', { name: 'Split', exact: true }).press('Enter');
  await form.waitFor({ state: 'detached' });
  const [second] = await eventually(() => described(storeOf(s, STUDIO_ACCOUNT_ID), 'Moodboard, second pass'), (l) => l.length === 1, 'the second part in the studio');
  assert.equal(second!.time_start, 7.5 * HOUR, 'from 07:30');
  assert.equal(second!.time_start + second!.time_total, end, 'to where the entry ended');
  assert.equal(described(storeOf(s, DEMO.accountId), 'Moodboard, second pass').length, 0, 'nothing of it in Acme');
  await list.getByRole('button', { name: 'Edit Studio · Brand Refresh: Moodboard, second pass', exact: true }).waitFor();
}

test("the studio's entry in Today while Acme's timer runs: Edit asks before laying it over Acme's standup (named with its account), then Split and Continue act in the studio (light and dark)", BROWSER, (t: TestContext) =>
  withStint({ clock: testClock(12) }, async (s) => {
    const { page } = s;
    const moodboard = await studioEntryWhileAcmeRuns(s);
    const today = page.getByRole('region', { name: 'Today' });
    const list = today.getByRole('list', { name: "Today's entries, all accounts" });
    const label = 'Studio · Brand Refresh: Moodboard';
    // Each entry says its account, the account shown's too.
    await list.getByRole('button', { name: 'Edit demo · Website Redesign: Standup', exact: true }).waitFor();

    await list.getByRole('button', { name: `Edit ${label}`, exact: true }).press('Enter');
    const form = list.getByRole('form', { name: `Edit ${label}` });
    await form.getByRole('textbox', { name: 'End time' }).fill('8:45 AM');
    await form.getByRole('button', { name: 'Save', exact: true }).press('Enter');
    const question = form.getByRole('group', { name: /^This entry overlaps “Standup” in demo .*Save it anyway\?$/ });
    await question.waitFor();
    assert.equal(moodboard.time_total, HOUR, 'nothing sent before the answer');
    await scanBoth(t, page, 'accounts-person-edit-question');
    await question.getByRole('button', { name: 'Save anyway' }).press('Enter');
    await form.waitFor({ state: 'detached' });
    await eventually(() => moodboard.time_total, (n) => n === 1.75 * HOUR, 'the studio entry to end at 08:45');
    assert.equal(described(storeOf(s, DEMO.accountId), 'Standup')[0]!.time_total, HOUR / 2, "Acme's standup untouched");
    assert.equal(runningIn(storeOf(s, DEMO.accountId)).length, 1, "Acme's timer runs on");

    await splitInStudio(s, list, label, 8.75 * HOUR);
    assert.equal(moodboard.time_total, HOUR / 2, 'Moodboard keeps 07:00-07:30');
    await continuedInStudio(s, list, 'Studio · Brand Refresh: Moodboard, second pass', 'Moodboard, second pass');
  }),
);

test("the studio's entry in the week while Acme's timer runs: Edit, Split and Continue act in the studio (light and dark)", BROWSER, (t: TestContext) =>
  withStint({ clock: testClock(12) }, async (s) => {
    const { page } = s;
    const moodboard = await studioEntryWhileAcmeRuns(s);
    const date = s.harness.stint.snapshot().today;
    const locale = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().locale);
    const week = page.getByRole('region', { name: 'This week', exact: true });
    const list = week.getByRole('list', { name: `Entries on ${formatLongDate(date, locale)}`, exact: true });
    const label = 'Studio · Brand Refresh: Moodboard';

    await list.getByRole('button', { name: `Edit ${label}`, exact: true }).press('Enter');
    const form = list.getByRole('form', { name: `Edit ${label}` });
    // The entry stays in the studio: a project of Acme picked for it is refused at the field, in words.
    await pick(form, 'Project', 'website', /Website Redesign/);
    await form.getByText("This entry is in Studio, and an entry cannot move to another account: pick one of Studio's projects.").waitFor();
    assert.equal(await form.getByRole('combobox', { name: 'Project' }).getAttribute('aria-invalid'), 'true');
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Moodboard v2');
    await scanBoth(t, page, 'accounts-person-week-edit');
    await form.getByRole('button', { name: 'Save', exact: true }).press('Enter');
    await form.waitFor({ state: 'detached' });
    await eventually(() => moodboard.description, (d) => d === 'Moodboard v2', 'the studio entry renamed');
    assert.equal(moodboard.project_id, brandRefreshId(s.harness.stint), 'on its own project still');
    assert.equal(described(storeOf(s, DEMO.accountId), 'Moodboard v2').length, 0, 'nothing of it in Acme');

    await splitInStudio(s, list, 'Studio · Brand Refresh: Moodboard v2', 8 * HOUR);
    await continuedInStudio(s, list, 'Studio · Brand Refresh: Moodboard v2', 'Moodboard v2');
  }),
);

// Quick entry in Chromium on the real engine: bad input shows each error next to its field
// and the window sends nothing; a valid entry says "Entry saved" only once the service holds
// it, shows in today's total and lands on the service; one the service refuses keeps its
// values with the service's error at the field, and Save sends nothing more until it changes.

import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { OffsetClock } from '../../main/time/offset-clock.ts';
import { testClock } from '../support/test-day.ts';
import { newEntries, pick } from './support/actions.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { descriptionOf } from './support/fields.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });
/** Today's total to the second: the figure reads h:mm, its seconds are on it as data. */
const todayTotal = async (page: Page) =>
  Number(await page.getByRole('region', { name: 'Today' }).locator('p', { hasText: 'Total today:' }).locator('[data-seconds]').getAttribute('data-seconds'));

/**
 * From now on, whenever "Entry saved" shows, the page calls `onSaved` (once): it answers
 * what the test wants to know at that very moment (how many entries the service holds).
 * Answers `seen()`: whether it ever showed.
 */
async function watchSavedLine(page: Page, onSaved: () => void = () => {}): Promise<{ seen: () => Promise<boolean> }> {
  await page.exposeFunction('stintTestSavedShown', onSaved);
  await page.evaluate(() => {
    const w = window as unknown as { stintTestSaved?: boolean; stintTestSavedShown: () => void };
    w.stintTestSaved = false;
    new MutationObserver(() => {
      if (w.stintTestSaved || !(document.body.textContent ?? '').includes('Entry saved')) return;
      w.stintTestSaved = true;
      w.stintTestSavedShown();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return { seen: () => page.evaluate(() => (window as unknown as { stintTestSaved?: boolean }).stintTestSaved === true) };
}

/** Counts the creates (POST /time-entries) the simulator receives from now on, refused ones included. */
function countCreates(s: StintPage): () => number {
  let n = 0;
  s.sim.sim.app.server.on('request', (req: IncomingMessage) => {
    if (req.method === 'POST' && new URL(req.url ?? '/', 'http://sim').pathname === '/api/v1/time-entries') n++;
  });
  return () => n;
}

/** Fills a Website Redesign entry of `start` and `duration` with `description`. */
async function fillWebsiteEntry(page: Page, description: string, start: string, duration: string): Promise<void> {
  await pick(page, 'Project', 'website', /Website Redesign/);
  await field(page, 'Description').fill(description);
  await field(page, 'Start time').fill(start);
  await field(page, 'Duration').fill(duration);
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A clock for the engine, the simulator and the page at 12:00 UTC of the test day (the demo account's zone): "now" is known to the test. */
function noonClock(): OffsetClock {
  return testClock(12);
}

/** A clock at 12:00 UTC of the test day: an entry of the morning has ended. */
function afternoonClock(): OffsetClock {
  return testClock(12);
}

async function openQuickEntry(page: Page): Promise<void> {
  // The screens are tabs: arrow keys move between them.
  await page.getByRole('tab', { name: 'Timer' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('region', { name: 'Quick entry' }).waitFor();
}

test('bad input (no project, 25:00, an end equal to the start) shows the errors next to the fields and sends nothing', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    await openQuickEntry(page);

    await field(page, 'Start time').fill('25:00');
    await field(page, 'End time').fill('09:00');
    await page.getByRole('button', { name: 'Save entry' }).press('Enter');
    const project = page.getByRole('combobox', { name: 'Project' });
    assert.equal(await project.getAttribute('aria-invalid'), 'true');
    assert.match(await descriptionOf(project), /Choose a project/);
    assert.equal(await field(page, 'Start time').getAttribute('aria-invalid'), 'true');
    assert.match(await descriptionOf(field(page, 'Start time')), /Enter the start time, e\.g\. 9:00 or 9:00 AM/);

    await pick(page, 'Project', 'website', /Website Redesign/);
    await field(page, 'Start time').fill('09:00');
    await page.getByRole('button', { name: 'Save entry' }).press('Enter');
    assert.equal(await project.getAttribute('aria-invalid'), null, 'the project error went with the project picked');
    assert.equal(await field(page, 'Start time').getAttribute('aria-invalid'), null);
    assert.equal(await field(page, 'End time').getAttribute('aria-invalid'), 'true');
    assert.match(await descriptionOf(field(page, 'End time')), /end is the same as the start/);

    await s.harness.stint.settled();
    assert.equal(s.harness.commandsReceived('addManualEntry'), 0, 'the window sent nothing to the engine');
    assert.deepEqual(newEntries(s, before), [], 'nothing reached the service');
    assert.equal(s.harness.stint.snapshot().sync.queued, 0, 'nothing waits to be sent');
  }),
);

test('a valid entry (start and duration) is previewed, saved, counted in today\'s total and stored on the service', BROWSER, () =>
  withStint({ clock: afternoonClock() }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    const totalBefore = await todayTotal(page);
    await openQuickEntry(page);

    await fillWebsiteEntry(page, 'Written up later', '06:00', '0:45');
    // The end is computed by the service's rule, and shown before anything is sent.
    const preview = page.getByRole('region', { name: 'Quick entry' }).getByText(/–.*, 0:45$/);
    await preview.waitFor();
    // The end field's placeholder reads as the preview line does (the display settings' "6:45 AM" or "06:45").
    const end = /–(.+), /.exec(await preview.innerText())?.[1];
    assert.equal(await field(page, 'End time').getAttribute('placeholder'), end);

    let heldWhenSaidSaved: number | null = null;
    const saved = await watchSavedLine(page, () => {
      heldWhenSaidSaved = newEntries(s, before).length;
    });
    await page.getByRole('button', { name: 'Save entry' }).press('Enter');
    await page.getByText('Entry saved: Website Redesign 0:45.', { exact: true }).waitFor();
    assert.equal(await saved.seen(), true);
    assert.equal(heldWhenSaidSaved, 1, 'the service held the entry when the window said it was saved');
    assert.deepEqual(
      [await field(page, 'Description').inputValue(), await field(page, 'Start time').inputValue(), await field(page, 'Duration').inputValue()],
      ['', '', ''],
      'the form is ready for the next entry',
    );

    assert.equal(s.harness.stint.snapshot().sync.queued, 0);
    const made = newEntries(s, before);
    assert.equal(made.length, 1);
    assert.deepEqual(
      { description: made[0]!.description, start: made[0]!.time_start, total: made[0]!.time_total, running: made[0]!.stopwatch_started_at },
      { description: 'Written up later', start: 6 * 3600, total: 45 * 60, running: null },
    );
    await page.getByRole('tab', { name: 'Timer' }).press('Enter');
    // No timer runs, so today's total is fixed: exactly the 45 minutes more.
    await eventually(() => todayTotal(page), (n) => n === totalBefore + 45 * 60, "today's total to include the entry");
  }),
);

test('offline, the entry is kept here and said so, never "saved"; back online it is sent, and only then "Entry saved"', BROWSER, () =>
  withStint({ clock: afternoonClock() }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    await openQuickEntry(page);
    await fillWebsiteEntry(page, 'Written on the train', '07:00', '0:20');
    let heldWhenSaidSaved: number | null = null;
    const saved = await watchSavedLine(page, () => {
      heldWhenSaidSaved = newEntries(s, before).length;
    });

    await s.control({ network: 'offline' });
    await page.getByRole('button', { name: 'Save entry' }).press('Enter');
    await page.getByText('Offline: the entry is kept here and will be sent when the service is back.', { exact: true }).waitFor();
    assert.deepEqual(
      [await field(page, 'Description').inputValue(), await field(page, 'Start time').inputValue(), await field(page, 'Duration').inputValue()],
      ['', '', ''],
      'the form is free for the next entry; Today shows this one as waiting',
    );
    assert.equal(await saved.seen(), false);
    assert.deepEqual(newEntries(s, before), []);

    await s.control({ network: 'online' });
    await page.getByText('Entry saved: Website Redesign 0:20.', { exact: true }).waitFor();
    assert.equal(heldWhenSaidSaved, 1, 'the service held the entry when the window said it was saved');
    assert.deepEqual(
      newEntries(s, before).map((e) => [e.description, e.time_start, e.time_total]),
      [['Written on the train', 7 * 3600, 20 * 60]],
    );
  }),
);

test("an entry the service refuses (its project archived meanwhile) keeps its values, shows the service's error at the project in words that say what to do, and Save sends nothing more", BROWSER, () =>
  withStint({ clock: afternoonClock() }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    await openQuickEntry(page);
    await fillWebsiteEntry(page, 'Archived meanwhile', '06:00', '0:30');
    // Archived on the service after the window read the projects: only the service knows.
    const website = s.sim.sim.ctx.store.projects.get(1);
    assert.ok(website?.name === 'Website Redesign', 'project 1 is Website Redesign');
    website.active = 0;
    const creates = countCreates(s);
    const saved = await watchSavedLine(page);

    await page.getByRole('button', { name: 'Save entry' }).press('Enter');
    const project = page.getByRole('combobox', { name: 'Project' });
    await eventually(() => project.getAttribute('aria-invalid'), (v) => v === 'true', "the service's error at the project");
    assert.equal(await descriptionOf(project), 'Website Redesign is archived: entries cannot be added to it. Pick another project.');
    await page.getByText('Not saved: the service refused it. Fix the marked field and save again.', { exact: true }).waitFor();
    assert.equal(await project.evaluate((el) => el === document.activeElement), true, 'the focus is on the project');
    await s.harness.stint.settled();
    assert.deepEqual(
      [await field(page, 'Description').inputValue(), await field(page, 'Start time').inputValue(), await field(page, 'Duration').inputValue()],
      ['Archived meanwhile', '06:00', '0:30'],
      'the values typed are kept',
    );

    await field(page, 'Description').focus();
    await page.getByRole('button', { name: 'Save entry' }).press('Enter');
    assert.equal(await project.evaluate((el) => el === document.activeElement), true, 'Save moved the focus to the project');
    assert.equal(await descriptionOf(project), 'Website Redesign is archived: entries cannot be added to it. Pick another project.', 'the error stays');
    await s.harness.stint.settled();
    assert.equal(s.harness.commandsReceived('addManualEntry'), 1, 'the second Save sent nothing to the engine');
    assert.equal(creates(), 1, 'the service received one create');
    assert.deepEqual(newEntries(s, before), []);
    assert.equal(await saved.seen(), false, '"Entry saved" never showed');
  }),
);

test("the Date the person did not choose follows today as days pass; a date they chose stays", BROWSER, () => {
  const clock = testClock();
  return withStint({ clock }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await openQuickEntry(page);
    const today = s.harness.stint.snapshot().today;
    assert.equal(await field(page, 'Date').inputValue(), today);

    // A day later (the window stays open for days), the untouched date is the new today.
    await page.getByRole('tab', { name: 'Timer' }).press('Enter');
    clock.jump(24 * 3600_000);
    await s.harness.stint.refresh();
    const tomorrow = await eventually(() => s.harness.stint.snapshot().today, (d) => d !== today, 'the engine to see the new day');
    await openQuickEntry(page);
    await eventually(() => field(page, 'Date').inputValue(), (d) => d === tomorrow, 'the Date to follow today');

    // A date chosen by the person is kept, the next day too.
    await field(page, 'Date').fill(today);
    await page.getByRole('tab', { name: 'Timer' }).press('Enter');
    clock.jump(24 * 3600_000);
    await s.harness.stint.refresh();
    await eventually(() => s.harness.stint.snapshot().today, (d) => d !== tomorrow, 'the engine to see another day');
    await openQuickEntry(page);
    assert.equal(await field(page, 'Date').inputValue(), today);
  });
});

test('yesterday 23:00 for 5 hours: the preview shows both entries before Save, and the service gets both', BROWSER, () =>
  withStint({ clock: noonClock() }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    await openQuickEntry(page);
    const today = s.harness.stint.snapshot().today;
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
    await field(page, 'Date').fill(yesterday);
    await fillWebsiteEntry(page, 'Night release', '23:00', '5h');
    const region = page.getByRole('region', { name: 'Quick entry' });
    const preview = region.getByText(/^Saved as 2 entries, one per day: /);
    await preview.waitFor();
    const text = await preview.innerText();
    assert.match(text, /–midnight, 0:59; /, 'the first day ends at midnight (its last second cannot be stored)');
    assert.match(text, /, 4:00\.$/, 'the next day holds the other 4 hours');

    await page.getByRole('button', { name: 'Save entry' }).press('Enter');
    // The demo's on-call handover (12:00 AM-12:30 AM today) lies under the second day: asked first.
    const overlap = page.getByRole('group', { name: /^This entry overlaps “On-call handover” \(12:00 AM–12:30 AM\)\. Save it anyway\?$/ });
    await overlap.waitFor();
    assert.deepEqual(newEntries(s, before), [], 'nothing sent before the yes');
    await overlap.getByRole('button', { name: 'Save anyway' }).press('Enter');
    await page.getByText('Entry saved: Website Redesign 5:00.', { exact: true }).waitFor();
    const made = newEntries(s, before).sort((a, b) => a.date_execution.localeCompare(b.date_execution));
    assert.deepEqual(
      made.map((e) => [e.date_execution, e.time_start, e.time_total, e.description]),
      [
        [yesterday, 23 * 3600, 3599, 'Night release'],
        [today, 0, 4 * 3600, 'Night release'],
      ],
    );
  }),
);

test('a date in 2100 is refused at the Date field, saying why, and nothing is sent', BROWSER, () =>
  withStint({ clock: noonClock() }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await openQuickEntry(page);
    await field(page, 'Date').fill('2100-06-01');
    await fillWebsiteEntry(page, 'Typo year', '09:00', '1h');
    await page.getByRole('button', { name: 'Save entry' }).press('Enter');
    const date = field(page, 'Date');
    assert.equal(await date.getAttribute('aria-invalid'), 'true');
    assert.match(await descriptionOf(date), /2100-06-01 has not come yet: enter the day the work was done/);
    await s.harness.stint.settled();
    assert.equal(s.harness.commandsReceived('addManualEntry'), 0, 'the window sent nothing to the engine');
  }),
);

test('an entry that ends later than now asks first, saying so; "Save anyway" saves it', BROWSER, () =>
  withStint({ clock: noonClock() }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const before = s.entryIds();
    await openQuickEntry(page);
    // It is 12:00 in the account's zone: 11:30 for an hour ends at 12:30.
    await fillWebsiteEntry(page, 'Call running over', '11:30', '1h');
    await page.getByRole('button', { name: 'Save entry' }).press('Enter');
    // The harness's system locale is en-US (support/stint-page.ts): the question reads 12-hour.
    const question = page.getByRole('group', { name: /This entry ends at 12:30 PM today, later than now \(12:0\d PM\)\. Save it anyway\?/ });
    await question.waitFor();
    assert.deepEqual(newEntries(s, before), [], 'nothing sent before the yes');
    await question.getByRole('button', { name: 'Save anyway' }).press('Enter');
    await page.getByText('Entry saved: Website Redesign 1:00.', { exact: true }).waitFor();
    assert.equal(newEntries(s, before).length, 1);
  }),
);

// A past day of the activity record reviewed and booked in bulk (issue 73, item 1), in the
// window on the real engine at the tray window's size, by role and accessible name, by
// keyboard only: yesterday's record (written to its day file as the recorder writes it) opens
// under Today as one list of stretches beside yesterday's entries; arrows and Space select
// two, Merge joins them into one row, the status line says what booking it takes (the
// engine's preview, breaks bridged), Book… books it to a project in one step; Undo in the hold
// takes it back and nothing reaches the service; booked again, the service holds exactly the
// merged time, and "Hide what is booked" leaves the row out; the week's day shows its lane as
// Today does. Axe-clean, light and dark.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { focused, newEntries, pick } from './support/actions.ts';
import { scan } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo } from './support/stint-page.ts';
import { MINUTE_MS, morningClock, recordOn, ScriptedActivity } from './support/activity-day.ts';
import { queuedNone, WEBSITE } from './support/held-change.ts';
import { FileActivityStore } from '../../main/platform/node/activity-files.ts';
import { lineOf } from '../../main/core/activity/activity-lines.ts';
import { TEST_DAY } from '../support/test-day.ts';
import { formatLongDate } from '../../renderer/text/time.ts';

const YESTERDAY = new Date(TEST_DAY - 86_400_000).toISOString().slice(0, 10);
const at = (hm: string): number => Date.parse(`${YESTERDAY}T${hm}:00Z`);
/** Yesterday from 10:00 (UTC, the demo account's zone): Figma, a 2-minute break, Figma again, Slack, Code. */
const RECORDED = [
  { s: at('10:00'), e: at('10:30'), a: 'Figma', t: 'Homepage — Acme' },
  { s: at('10:32'), e: at('11:00'), a: 'Figma', t: 'Homepage v2 — Acme' },
  { s: at('11:00'), e: at('11:10'), a: 'Slack', t: '#general' },
  { s: at('11:10'), e: at('11:40'), a: 'Code', t: 'invoice.ts' },
].map((x) => lineOf({ start: x.s, end: x.e, app: x.a, title: x.t }));

const today = (page: Page): Locator => page.getByRole('region', { name: 'Today' });
const words = (text: string | null): string => (text ?? '').replace(/[\s\u202f]+/g, ' ').trim();

test("a past day's review by keyboard: select two stretches, merge them, book them to a project, Undo; booked again, the service holds the merged time, and it hides once booked (light, dark)", BROWSER, (t: TestContext) => {
  const hold = 10 * MINUTE_MS;
  const clock = morningClock();
  return withStint({ clock, activity: new ScriptedActivity(), undoHoldMs: hold }, async (s) => {
    const { page } = s;
    // Written before Stint reads the week (at the sign-in), as the recorder would have written it yesterday.
    await new FileActivityStore(join(s.harness.dataDir, 'activity')).append(YESTERDAY, RECORDED);
    await signInAsDemo(s);
    await recordOn(s);

    const opener = today(page).getByRole('button', { name: 'Review a day of activity…' });
    await opener.press('Enter');
    const review = today(page).getByRole('region', { name: 'Review a day of activity' });
    const day = review.getByRole('combobox', { name: 'Day' });
    await focused('the day to review', day);
    assert.equal(await day.inputValue(), YESTERDAY, 'yesterday, to begin with');
    await review.getByRole('button', { name: 'Open', exact: true }).press('Enter');
    const list = review.getByRole('listbox', { name: `Stretches of ${formatLongDate(YESTERDAY, 'en-US')}` });
    const options = list.getByRole('option');
    await eventually(() => options.count(), (n) => n === 4, 'the four stretches');
    await eventually(() => s.harness.stint.snapshot().activity?.review?.held, (h) => h === true, "every account's entries of the day read");
    assert.equal(words(await options.first().textContent()), '10:00 AM to 10:30 AM, 30 minutes: Figma, Homepage — Acme');

    await list.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    const status = review.getByRole('status').first();
    await eventually(async () => words(await status.textContent()), (x) => x === '2 selected: books 1 hour as 1 entry, 10:00 AM to 11:00 AM (2 minutes of breaks bridged).', "the engine's preview of the two: the 2-minute break bridged (5 minutes by default)");
    await review.getByRole('button', { name: 'Merge', exact: true }).press('Enter');
    await eventually(() => options.count(), (n) => n === 3, 'the two rows merged into one');
    const mergedRow = options.first();
    assert.equal(words(await mergedRow.textContent()), '10:00 AM to 11:00 AM, 58 minutes, 2 stretches merged: Figma, Homepage — Acme; Figma, Homepage v2 — Acme');
    assert.equal(await mergedRow.getAttribute('aria-selected'), 'true');
    const preview = await s.harness.stint.previewActivityBooking({ date: YESTERDAY, starts: [at('10:00'), at('10:32')] });
    assert.ok(preview.ok && preview.booking);
    assert.deepEqual(preview.booking.parts, [{ start: at('10:00'), end: at('11:00') }]);
    await eventually(async () => words(await status.textContent()), (x) => x === '1 selected: books 1 hour as 1 entry, 10:00 AM to 11:00 AM (2 minutes of breaks bridged).', 'the merged row, booked the same');
    await scan(t, page, 'activity-day-review', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await scan(t, page, 'activity-day-review', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // Booked, then undone in the hold: nothing reaches the service.
    const before = s.entryIds();
    const book = async () => {
      const open = review.getByRole('button', { name: 'Book…' });
      await eventually(() => open.isEnabled(), (yes) => yes, 'Book… once the preview is there');
      await open.press('Enter');
      const form = review.getByRole('form', { name: 'Book the stretches selected' });
      await focused('the Project picker', form.getByRole('combobox', { name: 'Project' }));
      await pick(form, 'Project', 'website', /Website Redesign/);
      assert.equal(await form.getByRole('textbox', { name: 'Description' }).inputValue(), 'Homepage — Acme', 'the window most of it went to');
      await form.getByRole('button', { name: 'Book', exact: true }).press('Enter');
      await review.getByText('Booked 1 hour to Website Redesign.').waitFor();
    };
    await book();
    await eventually(async () => words(await mergedRow.textContent()), (x) => x.endsWith('; booked'), 'shown booked at once');
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await undo.press('Enter');
    await eventually(async () => words(await mergedRow.textContent()), (x) => !x.includes('booked'), 'open again');
    clock.jump(hold + MINUTE_MS);
    await queuedNone(s);
    assert.deepEqual(newEntries(s, before), [], 'nothing sent');

    // Booked again and sent: the service holds the merged hour; hidden once booked.
    await list.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await book();
    clock.jump(hold + MINUTE_MS);
    await queuedNone(s);
    assert.deepEqual(
      newEntries(s, before).map((e) => [e.date_execution, e.time_start, e.time_total, e.project_id, e.description]),
      [[YESTERDAY, 10 * 3600, 3600, WEBSITE, 'Homepage — Acme']],
    );
    await review.getByRole('checkbox', { name: 'Hide what is booked' }).press('Space');
    await eventually(() => options.count(), (n) => n === 2, 'the booked row left out');
    assert.deepEqual((await options.allTextContents()).map((x) => words(x).split(': ')[0]), ['11:00 AM to 11:10 AM, 10 minutes', '11:10 AM to 11:40 AM, 30 minutes']);

    // The week's days show their lane as Today does: yesterday's, chosen in the week.
    const long = formatLongDate(YESTERDAY, 'en-US');
    await page.getByRole('group', { name: 'Days' }).getByRole('button', { name: new RegExp(`^${long}, `) }).press('Enter');
    const lane = page.getByRole('list', { name: `Activity, ${long}, the longest first` });
    await lane.getByRole('listitem', { name: /^Figma, 58 minutes: Homepage — Acme, 30 minutes; Homepage v2 — Acme, 28 minutes$/ }).waitFor();
  });
});

// The calendar fills the day (issue 42), in the window on the real engine (through the
// harness), by role and accessible name: the harness's demo calendar (test/harness/demo-calendar.ts:
// a daily Standup 9:00-9:15 since last week, a Client call 11:00-11:45 and a Design review
// 14:00-15:00 today, a Sprint week all day) added through the facade, as Settings →
// Calendars would. At 10:00 of the test day (a Wednesday; nothing tracked from 9:00), the
// Standup lies in the gap 9:00-10:00; on Tuesday the demo's Ada has nothing at 9:00 either,
// so that day's Standup is offered too (Monday's lies under an entry).
//
// The lane lists the day's events; a gap offers "Fill with Standup…", whose form refuses a
// fill without a project (nothing typed lost) and fills with the work remembered for every
// event of its title; the entry shows in Today's list; Tuesday's Standup then offers its
// project, filled in one click; "Fill the day's meetings…" previews and fills; Forget forgets.
// An event outside the working hours (an Early sync at 7:30, from a calendar the test serves
// on 127.0.0.1) is listed apart in the preview and filled only when asked ("anyway").
// axe-core clean, light and dark.

import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, type TestContext } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DEMO_CALENDAR_PATH } from '../../renderer/state/demo-control.ts';
import { testClock, testInstant } from '../support/test-day.ts';
import { focused, newEntries, pick } from './support/actions.ts';
import { scan, type Scheme } from './support/axe.ts';
import { descriptionOf } from './support/fields.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

const HOUR_MS = 3_600_000;
const H9 = 9 * 3600;
/** The day before the test day (support/test-day.ts), in this week. */
const TUESDAY = '2026-11-17';

const today = (page: Page): Locator => page.getByRole('region', { name: 'Today' });
const week = (page: Page): Locator => page.getByRole('region', { name: 'This week' });
const queuedNone = (s: StintPage) => eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'nothing waiting to be sent');

/** Signs in at 10:00 and adds the demo calendar; answers today's lane, once it lists the day's events. */
async function withCalendar(s: StintPage): Promise<Locator> {
  await signInAsDemo(s);
  const added = await s.harness.stint.addCalendar({ address: `${s.harness.origin}${DEMO_CALENDAR_PATH}` });
  assert.equal(added.ok, true, JSON.stringify(added));
  const lane = today(s.page).getByRole('list', { name: 'Calendar events' });
  await lane.getByRole('listitem', { name: /^Standup, 9:00\sAM–9:15\sAM$/ }).waitFor();
  return lane;
}

/** Today's gap 9:00-10:00, chosen: its panel. */
async function morningGap(page: Page): Promise<Locator> {
  await today(page).getByRole('button', { name: 'Untracked, 9:00 AM to 10:00 AM, 1 hour' }).press('Enter');
  return today(page).getByRole('group', { name: 'Untracked, 9:00 AM to 10:00 AM, 1 hour' });
}

/** The form of "Fill with Standup…" in the gap's panel, opened. */
async function standupForm(panel: Locator): Promise<Locator> {
  const offer = panel.getByRole('button', { name: 'Fill with Standup…', exact: true });
  await focused('the event first in the panel', offer);
  assert.equal(await offer.getAttribute('aria-expanded'), 'false');
  await offer.press('Enter');
  const form = panel.getByRole('form', { name: 'Fill with Standup' });
  await focused('the Project picker', form.getByRole('combobox', { name: 'Project' }));
  return form;
}

/** Fills today's Standup from its form on Internal Tools, remembered as `remember` says. */
async function fillStandup(s: StintPage, remember: RegExp): Promise<void> {
  const form = await standupForm(await morningGap(s.page));
  await pick(form, 'Project', 'internal', /Internal Tools/);
  await form.getByRole('radio', { name: remember }).check();
  await form.getByRole('button', { name: 'Fill', exact: true }).click();
  await form.waitFor({ state: 'detached' });
  await queuedNone(s);
}

/** Chooses Tuesday in the week: its own strip, lane and offers. */
async function tuesday(s: StintPage): Promise<Locator> {
  await eventually(() => s.harness.stint.snapshot().shownWeek?.state, (st) => st === 'ready', 'the week to be read');
  const w = week(s.page);
  await w.getByRole('group', { name: 'Days' }).getByRole('button', { name: /^Tuesday, November 17/ }).click();
  await w.getByRole('list', { name: 'Calendar events' }).getByRole('listitem', { name: /^Standup, 9:00\sAM–9:15\sAM$/ }).waitFor();
  return w;
}

/** The service's entries made since `before`, as [date, start, seconds, description]. */
const made = (s: StintPage, before: Set<number>) => newEntries(s, before).map((e) => [e.date_execution, e.time_start, e.time_total, e.description]);

test("the lane lists the day's events; a gap offers its event, whose form refuses no project and keeps what was typed, then fills with the work remembered for every Standup; the entry shows in Today's list, and Tuesday's Standup offers that work (light)", BROWSER, (t: TestContext) =>
  withStint({ clock: testClock(10) }, async (s) => {
    const { page } = s;
    const lane = await withCalendar(s);
    assert.deepEqual(
      (await lane.getByRole('listitem').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).map((n) => n!.replace(/\u202f/g, ' ')),
      ['Standup, 9:00 AM–9:15 AM', 'Client call, 11:00 AM–11:45 AM', 'Design review, 2:00 PM–3:00 PM'],
    );
    await today(page).getByRole('list', { name: 'All-day events' }).getByRole('listitem', { name: 'Sprint week, all day' }).waitFor();
    await scan(t, page, 'calendar-lane', 'light');

    // Its form: no project is refused in the engine's words, at the field and in an alert; nothing typed is lost.
    const panel = await morningGap(page);
    const form = await standupForm(panel);
    const description = form.getByRole('textbox', { name: 'Description' });
    assert.equal(await description.inputValue(), 'Standup', "the event's title to start with");
    await description.fill('Daily standup');
    const everyStandup = form.getByRole('radio', { name: 'every event titled “Standup”' });
    assert.equal(await form.getByRole('radio', { name: 'this event' }).isChecked(), true);
    await everyStandup.check();
    const before = s.entryIds();
    await form.getByRole('button', { name: 'Fill', exact: true }).click();
    await form.getByRole('alert').filter({ hasText: /^Pick a project for “Standup”/ }).waitFor();
    const project = form.getByRole('combobox', { name: 'Project' });
    await focused('the Project picker', project);
    assert.match(await descriptionOf(project), /Pick a project\./);
    assert.equal(await description.inputValue(), 'Daily standup', 'the description kept');
    assert.equal(await everyStandup.isChecked(), true, 'the choice kept');
    await scan(t, page, 'event-fill-refused', 'light');

    await pick(form, 'Project', 'internal', /Internal Tools/);
    await form.getByRole('button', { name: 'Fill', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    // The entry in Today's list at once; on the service its 15 minutes.
    await today(page).getByRole('list', { name: "Today's entries" }).getByRole('button', { name: 'Continue Internal Tools: Daily standup' }).waitFor();
    await queuedNone(s);
    assert.deepEqual(made(s, before), [[s.harness.stint.snapshot().today, H9, 900, 'Daily standup']]);

    // Another Standup (Tuesday's): the work remembered for the title, with its description.
    const tuesdayStandup = () => s.harness.stint.snapshot().calendar?.fillable.find((f) => f.date === TUESDAY && f.title === 'Standup');
    await eventually(tuesdayStandup, (f) => f?.work?.rule === 'title' && f.work.description === 'Daily standup', "Tuesday's Standup to have the title's work");
    const w = await tuesday(s);
    await w.getByRole('list', { name: /^Timeline, / }).getByRole('button', { name: /^Untracked, 9:00\sAM to / }).press('Enter');
    await w.getByRole('group', { name: /^Untracked, 9:00\sAM to / }).getByRole('button', { name: 'Fill with Standup · Internal Tools', exact: true }).waitFor();
  }),
);

test("a remembered offer fills in one click (Forget beside it); at 15:30 the day's meetings without a project say so and fill none (light)", BROWSER, (t: TestContext) => {
  const clock = testClock(10);
  return withStint({ clock }, async (s) => {
    const { page } = s;
    await withCalendar(s);
    await fillStandup(s, /^this event$/);
    const w = await tuesday(s);
    await w.getByRole('list', { name: /^Timeline, / }).getByRole('button', { name: /^Untracked, 9:00\sAM to / }).press('Enter');
    const panel = w.getByRole('group', { name: /^Untracked, 9:00\sAM to / });
    const oneClick = panel.getByRole('button', { name: 'Fill with Standup · Internal Tools', exact: true });
    await focused('the remembered offer, first in the panel', oneClick);
    await panel.getByRole('button', { name: 'Forget the project for Standup' }).waitFor();
    await scan(t, page, 'event-offer-remembered', 'light');
    const before = s.entryIds();
    await oneClick.press('Enter');
    await panel.waitFor({ state: 'detached' });
    await queuedNone(s);
    assert.deepEqual(made(s, before), [[TUESDAY, H9, 900, 'Standup']]);

    // 15:30: the call and the review have passed, with no project remembered.
    const day = s.harness.stint.snapshot().today;
    clock.jump(5.5 * HOUR_MS);
    await eventually(() => s.harness.stint.snapshot().calendar?.fillable.filter((f) => f.date === day).length, (n) => n === 2, "today's two other meetings offered");
    const open = today(page).getByRole('button', { name: "Fill the day's meetings…" });
    await open.click();
    assert.equal(await open.getAttribute('aria-expanded'), 'true');
    const preview = today(page).getByRole('group', { name: "The day's meetings" });
    const items = preview.getByRole('list', { name: 'Meetings to fill' }).getByRole('listitem');
    assert.deepEqual((await items.allTextContents()).map((x) => x.replace(/\s+/g, ' ')), [
      'Client call, 11:00 AM–11:45 AM: no project yet Pick a project for Client call…',
      'Design review, 2:00 PM–3:00 PM: no project yet Pick a project for Design review…',
    ]);
    await preview.getByText(/^None has a project yet/).waitFor();
    assert.equal(await preview.getByRole('button', { name: /^Fill \d/ }).count(), 0);
    await scan(t, page, 'fill-meetings-none-ready', 'light');
  });
});

test("\"Fill the day's meetings…\" on a day of the week: its preview, then one step fills those with a project, said in a status line (dark)", BROWSER, (t: TestContext) =>
  withStint({ clock: testClock(10), colorScheme: 'dark' }, async (s) => {
    const { page } = s;
    await withCalendar(s);
    await scan(t, page, 'calendar-lane', 'dark');
    await fillStandup(s, /^this event$/);
    const w = await tuesday(s);
    const open = w.getByRole('button', { name: "Fill the day's meetings…" });
    await open.press('Enter');
    const preview = w.getByRole('group', { name: "The day's meetings" });
    const item = preview.getByRole('list', { name: 'Meetings to fill' }).getByRole('listitem');
    assert.equal(await item.count(), 1);
    assert.match((await item.textContent())!.replace(/\s+/g, ' '), /^Standup, 9:00 AM–9:15 AM: Internal Tools/);
    await preview.getByRole('button', { name: 'Forget the project for Standup' }).waitFor();
    await scan(t, page, 'fill-meetings-preview', 'dark');
    const before = s.entryIds();
    await preview.getByRole('button', { name: 'Fill 1 meeting', exact: true }).press('Enter');
    const said = w.getByRole('status').filter({ hasText: 'Filled 1 meeting.' });
    await said.waitFor();
    await focused('what was said', said);
    await preview.waitFor({ state: 'detached' });
    await open.waitFor({ state: 'detached' });
    await queuedNone(s);
    assert.deepEqual(made(s, before), [[TUESDAY, H9, 900, 'Standup']], 'its title as the description');
    await scan(t, page, 'fill-meetings-done', 'dark');
  }),
);

// Forget where an offer shows its work: in the gap's panel (light), in the day's preview (dark).
for (const [scheme, where] of [['light', 'gap'], ['dark', 'preview']] as const satisfies readonly (readonly [Scheme, string])[]) {
  test(`Forget on a remembered offer, in the ${where === 'gap' ? "gap's panel" : "day's preview"}: the rule goes, the offer asks for its project again, the focus kept near (${scheme})`, BROWSER, (t: TestContext) =>
    withStint({ clock: testClock(10), colorScheme: scheme }, async (s) => {
      const { page } = s;
      await withCalendar(s);
      const form = await standupForm(await morningGap(page));
      await scan(t, page, 'event-fill-form', scheme);
      // Escape closes the form alone, the focus back on its offer; a second one the panel.
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'detached' });
      await focused('the offer again', today(page).getByRole('button', { name: 'Fill with Standup…', exact: true }));
      await page.keyboard.press('Escape');
      await fillStandup(s, /^this event$/);
      const w = await tuesday(s);
      if (where === 'gap') {
        await w.getByRole('list', { name: /^Timeline, / }).getByRole('button', { name: /^Untracked, 9:00\sAM to / }).press('Enter');
        const panel = w.getByRole('group', { name: /^Untracked, 9:00\sAM to / });
        await panel.getByRole('button', { name: 'Forget the project for Standup' }).press('Enter');
        await focused('the offer, asking for its project', panel.getByRole('button', { name: 'Fill with Standup…', exact: true }));
      } else {
        const open = w.getByRole('button', { name: "Fill the day's meetings…" });
        await open.press('Enter');
        const preview = w.getByRole('group', { name: "The day's meetings" });
        await preview.getByRole('button', { name: 'Forget the project for Standup' }).press('Enter');
        await preview.getByText(/^None has a project yet/).waitFor();
        await focused("Fill the day's meetings…", open);
      }
      const tuesdayStandup = () => s.harness.stint.snapshot().calendar?.fillable.find((f) => f.date === TUESDAY && f.title === 'Standup');
      await eventually(tuesdayStandup, (f) => f !== undefined && f.work === null, 'the rule forgotten');
    }),
  );
}

/** A calendar of one event outside the working hours: an Early sync at 07:30-08:00 (floating: the account's clock) on `date`. */
function earlyCalendar(date: string): string {
  const day = date.replaceAll('-', '');
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Stint tests//Early//EN', 'X-WR-CALNAME:Early calendar', 'BEGIN:VEVENT', 'UID:early-sync@test.stint.app', `DTSTAMP:${day}T000000Z`, `DTSTART:${day}T073000`, `DTEND:${day}T080000`, 'SUMMARY:Early sync', 'END:VEVENT', 'END:VCALENDAR'];
  return `${lines.join('\r\n')}\r\n`;
}

test("\"Fill the day's meetings…\" lists the day's events outside working hours apart, never in \"Fill N meetings\": one filled anyway from its form, said in the status line, its offer gone (light, and dark)", BROWSER, (t: TestContext) =>
  withStint({ clock: testClock(10) }, async (s) => {
    const { page } = s;
    await withCalendar(s);
    const day = s.harness.stint.snapshot().today;
    // The harness's working hours that day: 09:00-17:00, so 07:30 lies outside them.
    assert.deepEqual(s.harness.stint.snapshot().timeline?.today.windows, [{ start: testInstant(9), end: testInstant(17) }]);
    const server = createServer((req, res) => {
      if (req.url === '/early.ics') res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(earlyCalendar(day));
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const added = await s.harness.stint.addCalendar({ address: `http://127.0.0.1:${(server.address() as AddressInfo).port}/early.ics` });
      assert.equal(added.ok, true, JSON.stringify(added));
      const early = () => s.harness.stint.snapshot().calendar?.outside.find((f) => f.title === 'Early sync');
      await eventually(early, (f) => f !== undefined && f.date === day && f.work === null, 'the Early sync offered outside working hours');
      assert.equal(s.harness.stint.snapshot().calendar?.fillable.some((f) => f.title === 'Early sync'), false, 'not among the fills of the working hours');

      const open = today(page).getByRole('button', { name: "Fill the day's meetings…" });
      await open.click();
      const preview = today(page).getByRole('group', { name: "The day's meetings" });
      const text = async (l: Locator) => (await l.getByRole('listitem').allTextContents()).map((x) => x.replace(/\s+/g, ' ').trim());
      assert.deepEqual(await text(preview.getByRole('list', { name: 'Meetings to fill' })), ['Standup, 9:00 AM–9:15 AM: no project yet Pick a project for Standup…']);
      await preview.getByText(/^None has a project yet/).waitFor();
      assert.equal(await preview.getByRole('button', { name: /^Fill \d/ }).count(), 0, 'the Early sync counts in no "Fill N meetings"');
      const outside = preview.getByRole('list', { name: 'Outside your working hours' });
      assert.deepEqual(await text(outside), ['Early sync, 7:30 AM–8:00 AM Fill Early sync anyway']);
      await outside.scrollIntoViewIfNeeded();
      await scan(t, page, 'fill-meetings-outside', 'light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await scan(t, page, 'fill-meetings-outside', 'dark');
      await page.emulateMedia({ colorScheme: 'light' });

      // No project remembered: its form, which fills any of its time as asked.
      const anyway = outside.getByRole('button', { name: 'Fill Early sync anyway', exact: true });
      assert.equal(await anyway.getAttribute('aria-expanded'), 'false');
      await anyway.press('Enter');
      assert.equal(await anyway.getAttribute('aria-expanded'), 'true');
      const form = outside.getByRole('form', { name: 'Fill Early sync anyway' });
      await focused('the Project picker', form.getByRole('combobox', { name: 'Project' }));
      assert.equal(await form.getByRole('textbox', { name: 'Description' }).inputValue(), 'Early sync');
      await form.scrollIntoViewIfNeeded();
      await scan(t, page, 'fill-outside-form', 'light');
      await pick(form, 'Project', 'internal', /Internal Tools/);
      const before = s.entryIds();
      await form.getByRole('button', { name: 'Fill', exact: true }).click();
      const said = today(page).getByRole('status').filter({ hasText: 'Filled Early sync outside your working hours.' });
      await said.waitFor();
      await focused('what was said', said);
      await outside.waitFor({ state: 'detached' });
      await eventually(early, (f) => f === undefined, 'the Early sync no longer offered');
      await queuedNone(s);
      assert.deepEqual(made(s, before), [[day, 7.5 * 3600, 1800, 'Early sync']]);
      // The day's meetings as they were: the preview stays, its Standup still to fill.
      assert.deepEqual(await text(preview.getByRole('list', { name: 'Meetings to fill' })), ['Standup, 9:00 AM–9:15 AM: no project yet Pick a project for Standup…']);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }),
);

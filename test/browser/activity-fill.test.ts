// Filling the day from the activity record (issue 62, items 5 and 4), in the window on the
// real engine at the tray window's size, by role and accessible name, by keyboard: a morning
// recorded (support/activity-day.ts) from 10:00 of the test day, in the gap 9:00-10:40.
//
// The gap's panel says what was done in it and offers "Fill with Homepage — Acme…": with no
// rule its form refuses a fill without a project (nothing typed lost), then books the time at
// the computer (10:00-10:40) on the service; "Always book “Homepage — Acme” to Internal
// Tools?" then makes the rule in one click, and the next gap's offer books with it in one
// click. A one-click fill is held for Undo like every fill, and undone sends nothing. "Fill
// the day from activity…" previews every gap's proposed fill; Cancel books nothing, Book
// books those a rule gives. Axe-clean, light and dark.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { focused, newEntries, pick } from './support/actions.ts';
import { scan, scanSchemes } from './support/axe.ts';
import { descriptionOf } from './support/fields.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';
import { join } from 'node:path';
import { FileActivityStore } from '../../main/platform/node/activity-files.ts';
import { testClock } from '../support/test-day.ts';
import { DemoDesktop, SCRIPTED_WORDS } from '../harness/demo-desktop.ts';
import type { ActivityFillView } from '../../main/core/snapshot.ts';
import { formatDurationWords, formatInstantTime } from '../../renderer/text/time.ts';
import { MINUTE_MS, MORNING, atTen, focusInTurn, recordOn, withActivityMorning } from './support/activity-day.ts';

const H10 = 10 * 3600;
/** An instant as the service's `time_start`: seconds into the day (UTC, the demo account's zone). */
const secondsOfDay = (ms: number) => Math.floor((ms % 86_400_000) / 1000);
/**
 * Whole minutes of a fill. The shared clock runs on between its jumps, so a window focused
 * "at 10:00" is focused some milliseconds after, and a fill takes whole seconds inside the
 * record (its first second after it began): 40 minutes of focus make 39:59 or 40:00.
 */
const minutesOf = (seconds: number) => Math.round(seconds / 60);
/** A proposed fill as the preview says it, from the engine's own instants (the demo account's zone is UTC). */
const proposed = (f: ActivityFillView, project: string) => {
  const at = (ms: number) => formatInstantTime(ms, 0, 'h12', 'en-US');
  const seconds = f.parts.reduce((sum, x) => sum + (x.end - x.start) / 1000, 0);
  return `${at(f.parts[0]!.start)} to ${at(f.parts.at(-1)!.end)} (${formatDurationWords(seconds, 'en-US')}), ${f.label}: ${project}`.replace(/[\s\u202f]+/g, ' ');
};
const INTERNAL = 3;
const WEBSITE = 1;
const today = (page: Page): Locator => page.getByRole('region', { name: 'Today' });
const queuedNone = (s: StintPage) => eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'nothing waiting to be sent');
/** The service's entries made since `before`, as [date, start, seconds, project, description]. */
const made = (s: StintPage, before: Set<number>) => newEntries(s, before).map((e) => [e.date_execution, e.time_start, e.time_total, e.project_id, e.description]);

/** The gap starting at `from` ("9:00"), chosen by keyboard: its panel. */
async function gap(page: Page, from: string): Promise<Locator> {
  const name = new RegExp(`^Untracked, ${from}\\sAM to `);
  await today(page).getByRole('list', { name: /^Timeline, / }).getByRole('button', { name }).press('Enter');
  return today(page).getByRole('group', { name });
}

test('a gap says what was done in it and fills with it: no project is refused, a project books the time at the computer; "Always book … to …?" makes the rule, and the next gap books with it in one click (light)', BROWSER, (t: TestContext) => {
  return withActivityMorning({}, async ({ s, clock, desktop }) => {
    const { page } = s;
    await recordOn(s);
    atTen(clock);
      await focusInTurn(s, desktop, clock, MORNING);
    const panel = await gap(page, '9:00');
    const done = panel.getByRole('list', { name: 'What you did in this gap' }).getByRole('listitem');
    await done.first().waitFor();
    assert.deepEqual((await done.allTextContents()).map((x) => x.replace(/\u202f/g, ' ')), ['Figma, 30 minutes: Homepage — Acme, 30 minutes', 'Code, 10 minutes: invoice.ts — Visual Studio Code, 10 minutes']);
    const offer = panel.getByRole('button', { name: 'Fill with Homepage — Acme…', exact: true });
    await focused('the activity offer, first in the panel', offer);
    await scan(t, page, 'activity-gap', 'light');
    await offer.press('Enter');
    const form = panel.getByRole('form', { name: 'Fill with Homepage — Acme' });
    const project = form.getByRole('combobox', { name: 'Project' });
    await focused('the Project picker', project);
    assert.equal(await form.getByRole('textbox', { name: 'Description' }).inputValue(), 'Homepage — Acme', 'what was done, to start with');

    const before = s.entryIds();
    await form.getByRole('button', { name: 'Fill', exact: true }).press('Enter');
    await form.getByRole('alert').filter({ hasText: /^Pick a project for “Homepage — Acme”/ }).waitFor();
    await focused('the Project picker, refused', project);
    assert.match(await descriptionOf(project), /Pick a project\./);
    await scan(t, page, 'activity-fill-refused', 'light');
    assert.deepEqual(made(s, before), [], 'nothing sent');

    // What the fill takes: the time at the computer inside the gap (10:00-10:40), not the whole gap (9:00-10:40).
    const parts = s.harness.stint.snapshot().activity!.fills[0]!.parts;
    assert.equal(parts.length, 1);
    assert.equal(Math.floor(secondsOfDay(parts[0]!.start) / 60), H10 / 60, 'from 10:00 (whole seconds: the first after the record began)');
    await pick(form, 'Project', 'internal', /Internal Tools/);
    await form.getByRole('button', { name: 'Fill', exact: true }).press('Enter');
    await panel.waitFor({ state: 'detached' });
    await queuedNone(s);
    const day = s.harness.stint.snapshot().today;
    assert.deepEqual(made(s, before), [[day, secondsOfDay(parts[0]!.start), (parts[0]!.end - parts[0]!.start) / 1000, INTERNAL, 'Homepage — Acme']]);
    assert.equal(minutesOf((parts[0]!.end - parts[0]!.start) / 1000), 40, 'from 10:00 to 10:40');

    // "Always book … to …?", one click; the rule is said, and is the person's.
    const ask = today(page).getByRole('group', { name: 'A rule from this booking' });
    await ask.getByText('Always book “Homepage — Acme” to Internal Tools?').waitFor();
    await scan(t, page, 'activity-rule-offer', 'light');
    await ask.getByRole('button', { name: 'Always book to Internal Tools' }).press('Enter');
    await today(page).getByText('Rule made: title “Homepage — Acme” → Internal Tools.', { exact: false }).waitFor();
    assert.deepEqual(
      s.harness.stint.snapshot().activity?.rules.map((r) => [r.match.title, r.match.app, r.projectId]),
      [['Homepage — Acme', null, INTERNAL]],
    );

    // Fifteen minutes more in Figma: the next gap books with the rule in one click.
    await focusInTurn(s, desktop, clock, [['Figma', 'Homepage — Acme', 15]]);
    const next = await gap(page, '10:40');
    const oneClick = next.getByRole('button', { name: 'Fill with Homepage — Acme · Internal Tools', exact: true });
    await focused('the offer with its rule', oneClick);
    const nextPart = s.harness.stint.snapshot().activity!.fills[0]!.parts[0]!;
    assert.equal(minutesOf((nextPart.end - nextPart.start) / 1000), 15);
    const before2 = s.entryIds();
    await oneClick.press('Enter');
    await next.waitFor({ state: 'detached' });
    await queuedNone(s);
    assert.deepEqual(made(s, before2), [[day, secondsOfDay(nextPart.start), (nextPart.end - nextPart.start) / 1000, INTERNAL, 'Homepage — Acme']]);
  });
});

test('a fill from activity is held for Undo like every fill: undone, the gap is back and nothing reaches the service (dark)', BROWSER, (t: TestContext) => {
  const hold = 10 * MINUTE_MS;
  return withActivityMorning({ colorScheme: 'dark', undoHoldMs: hold }, async ({ s, clock, desktop }) => {
    const { page } = s;
    assert.equal((await s.harness.stint.addActivityRule({ title: 'Homepage — *', projectId: WEBSITE, description: 'Homepage design' })).ok, true);
    await recordOn(s);
    atTen(clock);
      await focusInTurn(s, desktop, clock, MORNING);
    const panel = await gap(page, '9:00');
    const part = s.harness.stint.snapshot().activity!.fills[0]!.parts[0]!;
    const at = (ms: number) => formatInstantTime(ms, 0, 'h12', 'en-US').replace(/[\s\u202f]/g, ' ');
    const before = s.entryIds();
    await panel.getByRole('button', { name: 'Fill with Homepage design · Website Redesign', exact: true }).press('Enter');
    await panel.waitFor({ state: 'detached' });
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await undo.waitFor();
    assert.ok((await page.locator('.undo-bar').innerText()).replace(/[\s\u202f]/g, ' ').startsWith(`Filled ${at(part.start)}–${at(part.end)}`), 'the fill held, named by its time');
    await scan(t, page, 'activity-fill-held', 'dark');
    await undo.press('Enter');
    await today(page).getByRole('button', { name: /^Untracked, 9:00\sAM to 10:40\sAM/ }).waitFor();
    clock.jump(hold + MINUTE_MS);
    await queuedNone(s);
    assert.deepEqual(made(s, before), [], 'nothing sent');
  });
});

test(`"Fill the day from activity…" previews every gap's fill; Cancel books nothing; Book books those a rule gives (light and dark)`, BROWSER, (t: TestContext) => {
  return withActivityMorning({}, async ({ s, clock, desktop }) => {
    const { page } = s;
    const p = s.harness.stint;
    assert.equal((await p.addActivityRule({ title: 'Homepage — *', projectId: WEBSITE, description: 'Homepage design' })).ok, true);
    await recordOn(s);
    // 10:00-10:40 the morning; 10:40-10:50 a timer on Internal Tools, in Slack; Slack on to 11:10, which no rule books.
    atTen(clock);
    await focusInTurn(s, desktop, clock, MORNING);
    desktop.focus('Slack', '#general');
    assert.deepEqual(await p.start({ projectId: INTERNAL, description: 'Email' }), { ok: true });
    clock.jump(10 * MINUTE_MS);
    assert.deepEqual(await p.stop(), { ok: true });
    await focusInTurn(s, desktop, clock, [['Slack', '#general', 20]]);
    await queuedNone(s);

    const open = today(page).getByRole('button', { name: 'Fill the day from activity…' });
    await open.press('Enter');
    const preview = today(page).getByRole('group', { name: 'Fills proposed from your activity' });
    const items = preview.getByRole('list', { name: 'Proposed fills' }).getByRole('listitem');
    await items.first().waitFor();
    assert.equal(await open.getAttribute('aria-expanded'), 'true');
    const fills = p.snapshot().activity!.fills;
    assert.deepEqual(
      fills.map((f) => [f.label, minutesOf(f.parts.reduce((sum, x) => sum + (x.end - x.start) / 1000, 0)), f.work?.projectId ?? null]),
      [
        ['Homepage design', 40, WEBSITE],
        ['#general', 20, null],
      ],
    );
    assert.deepEqual((await items.allTextContents()).map((x) => x.replace(/[\s\u202f]+/g, ' ')), [proposed(fills[0]!, 'Website Redesign'), proposed(fills[1]!, 'no rule yet, pick a project in its gap')]);
    await scanSchemes(t, page, 'activity-day-preview');

    const before = s.entryIds();
    await preview.getByRole('button', { name: 'Cancel' }).press('Enter');
    await preview.waitFor({ state: 'detached' });
    await focused('back on the button', open);
    assert.equal(s.harness.commandsReceived('fillDayFromActivity'), 0, 'cancel sends nothing');
    assert.deepEqual(made(s, before), []);

    await open.press('Enter');
    await preview.getByRole('button', { name: 'Book 1 entry', exact: true }).press('Enter');
    const said = today(page).getByRole('status').filter({ hasText: 'Booked 1 entry from your activity.' });
    await said.waitFor();
    await focused('what was said', said);
    await queuedNone(s);
    const [booked] = made(s, before);
    assert.equal(booked?.[0], p.snapshot().today);
    assert.equal(Math.floor((booked![1] as number) / 60), H10 / 60, "the rule's gap, from 10:00");
    assert.deepEqual(booked?.slice(3), [WEBSITE, 'Homepage design']);
    assert.equal(minutesOf(booked![2] as number), 40);
    assert.equal(made(s, before).length, 1);
    await today(page).getByRole('button', { name: /^Untracked, 10:50\sAM to / }).waitFor();
  });
});

test('an entry with activity under it, given another project in its Edit, offers "Always book … to …?" and makes the rule (light)', BROWSER, (t: TestContext) => {
  return withActivityMorning({}, async ({ s, clock, desktop }) => {
    const { page } = s;
    const p = s.harness.stint;
    await recordOn(s);
    atTen(clock);
    assert.deepEqual(await p.start({ projectId: INTERNAL, description: 'Email' }), { ok: true });
    await focusInTurn(s, desktop, clock, MORNING);
    assert.deepEqual(await p.stop(), { ok: true });
    await queuedNone(s);
    const form = today(page).getByRole('form', { name: 'Edit Internal Tools: Email' });
    await today(page).getByRole('button', { name: 'Edit Internal Tools: Email', exact: true }).press('Enter');
    await pick(form, 'Project', 'website', /Website Redesign/);
    await form.getByRole('button', { name: 'Save', exact: true }).press('Enter');
    await form.waitFor({ state: 'detached' });
    const ask = today(page).getByRole('group', { name: 'A rule from this booking' });
    await ask.getByText('Always book “Homepage — Acme” to Website Redesign?').waitFor();
    await scan(t, page, 'activity-rule-offer-after-edit', 'light');
    await ask.getByRole('button', { name: 'Always book to Website Redesign' }).press('Enter');
    // Booked as the entry is: its project and its description.
    await today(page).getByText('Rule made: title “Homepage — Acme” → Website Redesign (Email).', { exact: false }).waitFor();
    assert.deepEqual(p.snapshot().activity?.rules.map((r) => [r.match.title, r.match.app, r.projectId, r.description]), [['Homepage — Acme', null, WEBSITE, 'Email']]);
  });
});

test('the demo\'s scripted desktop (issue 69): the lane shows its morning and says whose windows these are; a gap fills from it, and "Always book…" makes the rule', BROWSER, () => {
  const clock = testClock(10.75);
  const desktop = new DemoDesktop(clock, 'No desktop session was found (neither WAYLAND_DISPLAY nor DISPLAY is set), so there is no focused window to see.');
  return withStint({ clock, activity: desktop }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    // As npm run demo does after its sign-in: the morning, ending now, in the demo account's zone (UTC).
    await desktop.writeMorning(new FileActivityStore(join(s.harness.dataDir, 'activity')), clock.now(), 0);
    await recordOn(s);
    const lane = today(page).getByRole('list', { name: /^Activity, .*, the longest first$/ });
    await lane.getByRole('listitem', { name: /^Figma, 1 hour, 5 minutes: Homepage — Acme, 1 hour, 5 minutes/ }).waitFor();
    await today(page).getByText(`${SCRIPTED_WORDS} ${desktop.reason}`).waitFor();

    // 8:19 to 10:45: inside the 9:00 gap, 45 minutes of the editor, the longest.
    const panel = await gap(page, '9:00');
    const offer = panel.getByRole('button', { name: 'Fill with api-client.ts — mobile-app — Visual Studio Code…', exact: true });
    await offer.press('Enter');
    const form = panel.getByRole('form', { name: 'Fill with api-client.ts — mobile-app — Visual Studio Code' });
    await pick(form, 'Project', 'internal', /Internal Tools/);
    const before = s.entryIds();
    await form.getByRole('button', { name: 'Fill', exact: true }).press('Enter');
    await panel.waitFor({ state: 'detached' });
    await queuedNone(s);
    assert.deepEqual(made(s, before).map(([, , , project, description]) => [project, description]), [[INTERNAL, 'api-client.ts — mobile-app — Visual Studio Code']]);

    const ask = today(page).getByRole('group', { name: 'A rule from this booking' });
    await ask.getByRole('button', { name: 'Always book to Internal Tools' }).press('Enter');
    await eventually(() => s.harness.stint.snapshot().activity?.rules.map((r) => [r.match.title, r.projectId]), (r) => r?.length === 1, 'the rule made');
    assert.deepEqual(s.harness.stint.snapshot().activity?.rules.map((r) => [r.match.title, r.projectId]), [['api-client.ts — mobile-app — Visual Studio Code', INTERNAL]]);
  });
});

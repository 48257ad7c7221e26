// The day's timeline in the window, on the real engine (through the harness) against the
// simulator's demo account: working hours 09:00-17:00 (UTC), so at 10:00 of the test day with
// nothing tracked yet, 09:00 to 10:00 is a gap. Its button is named for a person; choosing it
// offers the recent entries, and one fills it in one step (exactly one entry on the service,
// spanning the gap, offline then back too); Quick entry… opens quick entry with that start and
// end; a locked screen shows as away; a past day of the week has its own strip.
//
// Time: the engine, the simulator and the page share one clock from a fixed instant (the
// test day, support/test-day.ts); the test jumps it instead of waiting.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { runTrayAction, trayAction } from '../../main/core/views/tray-menu-actions.ts';
import { testClock } from '../support/test-day.ts';
import { entryLabel } from '../../renderer/text/entry-label.ts';
import { focused, newEntries } from './support/actions.ts';
import { scan, scanSchemes } from './support/axe.ts';
import { descriptionOf } from './support/fields.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

const MINUTE_MS = 60_000;
const H9 = 9 * 3600;
const H10 = 10 * 3600;

const today = (page: Page): Locator => page.getByRole('region', { name: 'Today' });
const strip = (page: Page): Locator => today(page).getByRole('list', { name: /^Timeline, / });
const queuedNone = (s: StintPage) => eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'nothing waiting to be sent');

/** Signs in at 10:00 with nothing tracked today: the first gap is 9:00 to 10:00. */
async function morning(s: StintPage): Promise<Locator> {
  await signInAsDemo(s);
  const gap = strip(s.page).getByRole('button', { name: 'Untracked, 9:00 AM to 10:00 AM, 1 hour' });
  await gap.waitFor();
  return gap;
}

test('a gap of today is filled with a recent entry in one step: one entry on the service spanning it, offline then back', BROWSER, (t: TestContext) =>
  withStint({ clock: testClock(10) }, async (s) => {
    const { page } = s;
    const gap = await morning(s);
    await s.control({ network: 'offline' });
    await gap.press('Enter');
    assert.equal(await gap.getAttribute('aria-expanded'), 'true');
    const panel = today(page).getByRole('group', { name: 'Untracked, 9:00 AM to 10:00 AM, 1 hour' });
    const recent = s.harness.stint.snapshot().recent[0]!;
    const fill = panel.getByRole('button', { name: `Fill with ${entryLabel(recent)}`, exact: true });
    await focused('the first recent entry', fill);
    await scan(t, page, 'timeline-gap-chosen', 'light');
    const before = s.entryIds();
    await fill.press('Enter');
    await panel.waitFor({ state: 'detached' });
    await gap.waitFor({ state: 'detached' });
    await focused('the timeline', strip(page));
    // Shown at once, kept while offline.
    // Named as the entry it copies, its task too, before the project's tasks were ever read.
    await strip(page).getByText(`${entryLabel(recent)}, 9:00 AM to 10:00 AM`.replace(/ (AM|PM)/g, '\u202f$1'), { exact: true }).or(strip(page).getByText(`${entryLabel(recent)}, 9:00 AM to 10:00 AM`, { exact: true })).waitFor({ state: 'attached' });
    assert.equal(newEntries(s, before).length, 0, 'nothing sent while offline');
    await s.control({ network: 'online' });
    await queuedNone(s);
    const made = newEntries(s, before);
    assert.equal(made.length, 1, 'exactly one entry');
    assert.deepEqual([made[0]!.time_start, made[0]!.project_id, made[0]!.description], [H9, recent.projectId, recent.description]);
    // To the gap's end when it was filled: now, a few seconds past 10:00 on the shared clock.
    const end = made[0]!.time_start + made[0]!.time_total;
    assert.ok(end >= H10 && end < H10 + 600, `ends when the gap did: ${end}`);
  }),
);

test('Quick entry… on a gap opens quick entry with its day, start and end; Escape closes the choice, the focus back on the gap', BROWSER, () =>
  withStint({ clock: testClock(10) }, async (s) => {
    const { page } = s;
    const gap = await morning(s);
    await gap.press('Enter');
    const panel = today(page).getByRole('group', { name: 'Untracked, 9:00 AM to 10:00 AM, 1 hour' });
    await panel.getByRole('button', { name: 'Cancel' }).waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await focused('the gap', gap);
    assert.equal(s.harness.stint.snapshot().windowVisible, true, 'Escape closed the choice, not the window');

    await gap.press('Enter');
    await panel.getByRole('button', { name: 'Quick entry…' }).press('Enter');
    const quick = page.getByRole('region', { name: 'Quick entry' });
    await quick.waitFor();
    assert.match(await quick.getByRole('textbox', { name: 'Start time' }).inputValue(), /^9:00\sAM$/);
    assert.match(await quick.getByRole('textbox', { name: 'End time' }).inputValue(), /^10:00\sAM$/);
    assert.equal(await quick.getByLabel('Date').inputValue(), s.harness.stint.snapshot().today);
  }),
);

test('a locked screen shows as away: the gap it left is named so', BROWSER, () => {
  const clock = testClock(10);
  return withStint({ clock }, async (s) => {
    const gap = await morning(s);
    // 9:00 to 10:00 tracked first, so the time away stands as its own gap.
    await gap.press('Enter');
    await today(s.page).getByRole('button', { name: /^Fill with / }).first().press('Enter');
    await gap.waitFor({ state: 'detached' });
    await s.control({ event: 'lock' });
    clock.jump(30 * MINUTE_MS);
    await s.control({ event: 'unlock' });
    await strip(s.page).getByRole('button', { name: 'Untracked, away, 10:00 AM to 10:30 AM, 30 minutes' }).waitFor();
  });
});

test("a past day of the week has its own strip: its entries as blocks, a gap filled on that day (dark)", BROWSER, (t: TestContext) =>
  withStint({ clock: testClock(10), colorScheme: 'dark' }, async (s) => {
    const { page } = s;
    await morning(s);
    const week = page.getByRole('region', { name: 'This week' });
    await eventually(() => s.harness.stint.snapshot().shownWeek?.state, (st) => st === 'ready', 'the week to be read');
    // The day before today (a Tuesday, worked in the demo).
    const snap = s.harness.stint.snapshot();
    const day = snap.shownWeek!.days.find((d) => d.date < snap.today && d.entries.length > 0 && (snap.timeline?.week.find((w) => w.date === d.date)?.gaps.length ?? 0) > 0);
    assert.ok(day, 'a past day of this week with entries and a gap');
    await week.getByRole('group', { name: 'Days' }).getByRole('button', { name: new RegExp(`^${new Date(`${day.date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' })}`) }).press('Enter');
    const dayStrip = week.getByRole('list', { name: /^Timeline, / });
    await dayStrip.waitFor();
    assert.equal(await dayStrip.getByRole('listitem').filter({ hasNot: page.getByRole('button') }).count(), day.entries.length, 'a block per entry');
    const gaps = dayStrip.getByRole('button', { name: /^Untracked/ });
    const count = await gaps.count();
    assert.ok(count > 0);
    await scan(t, page, 'timeline-week-day', 'dark');
    await gaps.first().press('Enter');
    const before = s.entryIds();
    await week.getByRole('group', { name: /^Untracked/ }).getByRole('button', { name: /^Fill with / }).first().press('Enter');
    await eventually(() => gaps.count(), (n) => n === count - 1, 'the gap filled');
    await queuedNone(s);
    const made = newEntries(s, before);
    assert.equal(made.length, 1);
    assert.equal(made[0]!.date_execution, day.date, 'on that day');
  }),
);

test("the tray offers today's largest gaps with the recent entries to fill them; one click fills one, and the timeline follows", BROWSER, () =>
  withStint({ clock: testClock(10) }, async (s) => {
    const gap = await morning(s);
    // The tray as the Linux shell renders it (the harness's /tray), its items by id.
    const tray = await eventually(() => s.tray(), (t) => Object.keys(t.items).some((id) => id.startsWith('gap-fill:')), 'gap items in the tray');
    const fillId = Object.keys(tray.items).find((id) => id.startsWith('gap-fill:'))!;
    assert.match(tray.items[fillId]!.label, /\S/, 'each names the entry it fills with');
    const before = s.entryIds();
    // A click on it, as the shell carries it out.
    const outcome = await runTrayAction(trayAction(fillId, s.harness.stint.snapshot()), {
      stint: s.harness.stint,
      showWindow: () => assert.fail('filling opens no window'),
      openUrl: () => assert.fail('no page to open'),
      quit: () => assert.fail('no quit'),
      logger: { log: () => {} },
      tell: (message) => assert.fail(`told: ${message}`),
    });
    assert.deepEqual(outcome, { ok: true });
    await gap.waitFor({ state: 'detached' });
    await queuedNone(s);
    const made = newEntries(s, before);
    assert.equal(made.length, 1, 'one entry on the service');
    assert.equal(made[0]!.time_start, H9, 'from the start of the gap');
  }),
);

/** An entry of today through the engine, as another part of the window would add it, once on the service. */
async function tracked(s: StintPage, description: string, start: string, end: string): Promise<void> {
  const website = s.harness.stint.snapshot().projects.find((p) => p.name === 'Website Redesign')!;
  // Confirmed: the demo's own entries may lie there (the overlap check would ask first).
  const r = await s.harness.stint.addManualEntry({ date: s.harness.stint.snapshot().today, projectId: website.id, description, start, end, confirmOverlap: true });
  assert.equal(r.ok, true, JSON.stringify(r));
  await queuedNone(s);
}

test('a gap filled in part, from the gap\'s own From and To: the rest stays a gap, 15 minutes wide enough to see and press at 360 px; the strip spans the working day, a night entry no longer takes half of it (light and dark, axe clean)', BROWSER, async (t: TestContext) => {
  await withStint({ clock: testClock(10) }, async (s) => {
    const { page } = s;
    const gap = await morning(s);
    await tracked(s, 'Night deploy', '00:00', '00:30');
    await gap.press('Enter');
    const panel = today(page).getByRole('group', { name: 'Untracked, 9:00 AM to 10:00 AM, 1 hour' });
    const to = panel.getByRole('textbox', { name: 'To' });
    assert.match(await panel.getByRole('textbox', { name: 'From' }).inputValue(), /^9:00\sAM$/, 'the whole gap offered');
    assert.match(await to.inputValue(), /^10:00\sAM$/);
    // A To outside the gap says so at the field, and nothing is sent.
    await to.fill('11:00');
    const recent = s.harness.stint.snapshot().recent[0]!;
    const fill = panel.getByRole('button', { name: `Fill with ${entryLabel(recent)}`, exact: true });
    await fill.press('Enter');
    await eventually(() => to.getAttribute('aria-invalid'), (v) => v === 'true', 'the To outside the gap refused at its field');
    assert.match(await descriptionOf(to), /^Between 9:00\sAM and 10:00\sAM, inside the gap\.$/);
    await focused('the To field', to);
    await scanSchemes(t, page, 'gap-part-refused');
    await to.fill('9:45');
    await eventually(() => to.getAttribute('aria-invalid'), (v) => v === null, 'the reason gone once the time is right');
    const before = s.entryIds();
    await fill.press('Enter');
    await panel.waitFor({ state: 'detached' });
    await queuedNone(s);
    const made = newEntries(s, before);
    assert.deepEqual(made.map((e) => [e.time_start, e.time_total, e.description]), [[H9, 45 * 60, recent.description]], 'one entry, 9:00 to 9:45');

    const rest = strip(page).getByRole('button', { name: /^Untracked, 9:45\sAM to 10:0\d\sAM, 1\d minutes$/ });
    await rest.waitFor();
    const box = (await rest.boundingBox())!;
    const stripBox = (await strip(page).boundingBox())!;
    t.diagnostic(`the 15-minute gap ${box.width.toFixed(1)} x ${box.height.toFixed(1)} px on a strip of ${stripBox.width.toFixed(0)} px; its middle at ${(((box.x + box.width / 2 - stripBox.x) / stripBox.width) * 100).toFixed(1)}%`);
    assert.ok(box.width >= 24 && box.height >= 24, `the 15-minute gap is ${box.width} by ${box.height} px`);
    const share = (box.x + box.width / 2 - stripBox.x) / stripBox.width;
    assert.ok(share < 0.35, `midnight to 9:45 takes ${(share * 100).toFixed(0)}% of the strip, not half`);
    await strip(page).getByText(/^Website Redesign: Night deploy, 12:00\sAM to 12:30\sAM$/).waitFor({ state: 'attached' });
    await rest.click();
    assert.equal(await rest.getAttribute('aria-expanded'), 'true', 'pressed with the pointer');
    await scanSchemes(t, page, 'timeline-short-gap');
  });
});

test('the gap-fill choices show whole names at 360 px: two long names alike to their last words are told apart', BROWSER, () =>
  withStint({ clock: testClock(10) }, async (s) => {
    const { page } = s;
    const gap = await morning(s);
    const stem = 'Quarterly planning review with the whole product team and the client';
    await tracked(s, `${stem}, morning part`, '07:00', '07:30');
    await tracked(s, `${stem}, afternoon part`, '07:30', '08:00');
    await gap.press('Enter');
    const panel = today(page).getByRole('group', { name: 'Untracked, 9:00 AM to 10:00 AM, 1 hour' });
    const choices = panel.getByRole('button', { name: /^Fill with / });
    await choices.first().waitFor();
    const shown = await choices.evaluateAll((els) => els.map((el) => ({ text: (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim(), cut: el.scrollWidth > el.clientWidth, name: el.textContent!.replace(/\s+/g, ' ').trim() })));
    assert.ok(shown.some((c) => c.name.endsWith('morning part')) && shown.some((c) => c.name.endsWith('afternoon part')), JSON.stringify(shown));
    for (const c of shown) assert.equal(c.cut, false, `"${c.name}" shown whole, not cut`);
    assert.equal(new Set(shown.map((c) => c.text)).size, shown.length, 'no two choices read the same');
  }),
);

// Settings → Timesheets and what it changes in the day, in Chromium on the real engine against the
// simulator's demo account, by role and name with the keyboard only (issue 70, items 3 and 4): a
// currency refused in words until it is three letters; the account's rounding rule and one
// project's, a bad minimum refused in words with nothing saved; Today's "tracked · billed" as the
// core bills the day's entries under the stored rules; decimal hours; the amount hidden until
// shown, shown as the service priced the day, hidden again, remembered. Axe-clean light and dark.
//
// Time: the engine, the simulator and the page share one clock from 10:00 of the test day; the
// test jumps it for the 7 minutes worked instead of waiting.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { readRuleBook } from '../../main/core/timesheets/rounding-rule.ts';
import { billedDays } from '../../main/core/timesheets/day-billed.ts';
import { formatDecimalHours } from '../../main/core/views/hours.ts';
import { testClock } from '../support/test-day.ts';
import { DEMO } from '../support/sim-fixture.ts';
import { entryMoney } from '../sim/money.ts';
import { startWebsite } from './support/actions.ts';
import { scanSchemes } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { openSettings, signInAsDemo, type StintPage } from './support/stint-page.ts';

const MINUTE_MS = 60_000;
const queuedNone = (s: StintPage) => eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'nothing waiting to be sent');
const timesheets = (s: StintPage) => s.harness.stint.snapshot().timesheets!.accounts[0]!;

/** Today's tracked and billed seconds as the core bills the engine's entries under the stored rules. */
function dayFigures(s: StintPage): { tracked: number; billed: number } {
  const snap = s.harness.stint.snapshot();
  const book = readRuleBook(snap.settings.timesheets.rounding, 'Demo');
  assert.ok(book.ok, 'the stored rules read');
  const entries = snap.todayEntries.filter((e) => e.date === snap.today).map((e) => ({ date: e.date, projectId: e.projectId, customerId: e.customerId ?? snap.projects.find((p) => p.id === e.projectId)?.customerId ?? null, seconds: e.totalSeconds }));
  return billedDays(entries, book.value)[0]!;
}

/** Ada's billable cents on the service from `from` to `to`, as the service prices each entry. */
function serviceCents(s: StintPage, from: string, to: string): number {
  const store = s.sim.sim.ctx.store;
  const ada = [...store.users.values()].find((u) => u.email === DEMO.admin)!.id;
  const mine = [...store.entries.values()].filter((e) => e.user_id === ada && e.date_execution >= from && e.date_execution <= to);
  return mine.reduce((n, e) => n + Math.round(entryMoney(store, e).billableAmount * 100), 0);
}

async function walk(t: TestContext): Promise<void> {
  const clock = testClock(10);
  await withStint({ clock }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    // Seven minutes on Website Redesign (billable), stopped and on the service.
    await startWebsite(s, 'Seven minutes');
    await queuedNone(s);
    clock.jump(7 * MINUTE_MS + 5000);
    await page.getByRole('button', { name: 'Stop' }).press('Enter');
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await queuedNone(s);
    // The day read again now, as Refresh reads it, rather than at the policy's next read.
    assert.deepEqual(await s.harness.stint.refresh(), { ok: true });
    await eventually(() => s.harness.stint.snapshot().todayEntries, (l) => l.length > 0 && l.every((e) => e.billableAmount !== undefined), "today's entries read with their amounts");

    const today = page.getByRole('region', { name: 'Today' });
    // No rule yet: one figure, no billed beside it; the amount hidden.
    assert.equal(await today.getByText(/tracked ·/).count(), 0, 'no billed figure without a rule');
    const show = today.getByRole('button', { name: 'Show amounts' });
    assert.equal(await show.getAttribute('aria-pressed'), 'false');
    assert.equal(await today.getByRole('group', { name: 'Billable amounts' }).count(), 0, 'the amount hidden until shown');

    await openSettings(page);
    const sheet = page.getByRole('group', { name: 'Timesheets of this account' });
    // A currency that is not three letters is refused in words, nothing saved.
    const currency = sheet.getByRole('textbox', { name: 'Currency' });
    await currency.fill('euro');
    await currency.press('Enter');
    await sheet.getByText(/A currency is three letters, such as EUR or USD \("euro" is not\)/).waitFor();
    assert.equal(await currency.getAttribute('aria-invalid'), 'true');
    assert.equal(timesheets(s).currency, null, 'nothing saved');
    await currency.fill('eur');
    await currency.press('Enter');
    await eventually(() => timesheets(s).currency, (c) => c === 'EUR', 'the currency saved, in capitals');

    // The account's rule: each entry up to 15 minutes; a minimum that is no number is refused first.
    await sheet.getByRole('checkbox', { name: "Round this account's time" }).press('Space');
    await sheet.getByRole('combobox', { name: 'To' }).first().selectOption('15');
    await sheet.getByText('Each entry rounded up to 15 minutes.').first().waitFor();
    const minimum = sheet.getByRole('textbox', { name: 'Minimum entry (minutes)' }).first();
    await minimum.fill('ten');
    await sheet.getByRole('button', { name: 'Save rounding' }).press('Enter');
    await sheet.getByText(/A minimum is a whole number of minutes from 1 to 1440, or empty for none \("ten" is not\)/).waitFor();
    assert.equal(s.harness.stint.snapshot().settings.timesheets.rounding, null, 'nothing saved');
    await minimum.fill('');
    await sheet.getByRole('button', { name: 'Save rounding' }).press('Enter');
    await sheet.getByRole('list', { name: 'Rounding now' }).getByText('Each entry rounded up to 15 minutes', { exact: true }).waitFor();

    // One project's rule: Internal Tools, the day's total to the nearest 6 minutes.
    await sheet.getByText('A rule for one project…').press('Enter');
    await sheet.getByRole('combobox', { name: 'Project' }).selectOption({ label: 'Internal Tools' });
    const projectRound = sheet.getByRole('combobox', { name: 'Round' }).nth(1);
    await projectRound.selectOption('day');
    await sheet.getByRole('combobox', { name: 'Direction' }).nth(1).selectOption('nearest');
    await sheet.getByRole('combobox', { name: 'To' }).nth(1).selectOption('6');
    await sheet.getByRole('button', { name: "Save the project's rule" }).press('Enter');
    await sheet.getByRole('list', { name: 'Rules per project' }).getByText("Internal Tools: the day's total rounded to the nearest 6 minutes").waitFor();

    // Decimal hours on.
    await page.getByRole('checkbox', { name: 'Decimal hours' }).press('Space');
    await eventually(() => s.harness.stint.snapshot().settings.display.decimalHours, (on) => on === true, 'decimal hours saved');
    await scanSchemes(t, page, 'settings-timesheets');

    // Today: tracked beside billed, in decimal hours, with the rule in words.
    await page.getByRole('tab', { name: 'Timer' }).press('Enter');
    const { tracked, billed } = dayFigures(s);
    assert.notEqual(billed, tracked, 'the rule changes the figure');
    await today.locator('.day-billed').getByText(`${formatDecimalHours(tracked)} tracked · ${formatDecimalHours(billed)} billed`).waitFor();
    await today.getByText('Each entry rounded up to 15 minutes.').waitFor();

    // The amount: shown on one press, as the service priced today and the week, in euros; hidden again, remembered.
    await show.press('Enter');
    await eventually(() => s.harness.stint.snapshot().settings.display.showAmounts, (on) => on === true, 'showing the amounts remembered');
    const snap = s.harness.stint.snapshot();
    const { todayCents, weekCents } = timesheets(s).amounts;
    // The service's own money for today and for the week to today, to the cent.
    assert.equal(todayCents, serviceCents(s, snap.today, snap.today));
    assert.equal(weekCents, serviceCents(s, snap.billable!.week.start, snap.today));
    assert.ok(todayCents > 0 && weekCents > todayCents, 'billable time today and earlier this week');
    const euros = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    await today.getByRole('group', { name: 'Billable amounts' }).getByText(`Today ${euros(todayCents)} · this week ${euros(weekCents)}`).waitFor();
    assert.equal(await show.getAttribute('aria-pressed'), 'true');
    await scanSchemes(t, page, 'today-tracked-billed');
    await show.press('Enter');
    await today.getByRole('group', { name: 'Billable amounts' }).waitFor({ state: 'detached' });
    await eventually(() => s.harness.stint.snapshot().settings.display.showAmounts, (on) => on === false, 'hiding remembered');
  });
}

test('Settings → Timesheets: a currency and rounding rules refused in words or saved; Today tracked · billed in decimal hours; the amount shown and hidden (light and dark)', BROWSER, (t: TestContext) => walk(t));

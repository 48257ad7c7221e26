// Durations and times read as people type them, in Quick entry and an entry's Edit at the
// window's size (360x560): every form the README names previews before Save. A decimal is
// hours (`1.5`: Toggl, Clockify and Harvest read an hour and a half), a whole number minutes
// (`90`, as Toggl reads it), `1:30`, `1h30m`, `+1:30` (in Duration, or in End time as the
// length after the start), `noon`, a bare hour (`9`, as the three read their time fields); text
// that is none of them says why while typing, before any Save. Axe-clean, light and dark.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Locator } from 'playwright-core';
import { testClock } from '../support/test-day.ts';
import { pick } from './support/actions.ts';
import { scanSchemes } from './support/axe.ts';
import { BROWSER, withStint } from './support/browser-test.ts';
import { pairingSent } from './support/held-change.ts';
import { signInAsDemo } from './support/stint-page.ts';

/** The text as a whole-line pattern; Chromium may put a narrow no-break space before AM/PM. */
const clock = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ (AM|PM)/g, '[\\s\\u202f]$1');

/** Types the three times (empty: cleared) and waits for the preview line to read `want`. */
async function previewOf(form: Locator, times: { start: string; end: string; duration: string }, want: string): Promise<void> {
  await form.getByLabel('Start time', { exact: true }).fill(times.start);
  await form.getByLabel('End time', { exact: true }).fill(times.end);
  await form.getByLabel('Duration', { exact: true }).fill(times.duration);
  await form.locator('.preview').filter({ hasText: new RegExp(`^${clock(want)}$`) }).waitFor();
}

test(`Quick entry previews every form of duration and time the README names, and says why for one it cannot read (light and dark)`, BROWSER, (t: TestContext) =>
  withStint({ clock: testClock(15) }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await page.getByRole('tab', { name: 'Quick entry' }).click();
    const form = page.getByRole('region', { name: 'Quick entry' });
    await pick(form, 'Project', 'website', /Website Redesign/);
    const cases: [{ start: string; end: string; duration: string }, string][] = [
      [{ start: '9:00', end: '', duration: '1.5' }, '9:00 AM–10:30 AM, 1:30'],
      [{ start: '9:00', end: '', duration: '1,5' }, '9:00 AM–10:30 AM, 1:30'],
      [{ start: '9:00', end: '', duration: '.25' }, '9:00 AM–9:15 AM, 0:15'],
      [{ start: '9:00', end: '', duration: '90' }, '9:00 AM–10:30 AM, 1:30'],
      [{ start: '9:00', end: '', duration: '1:30' }, '9:00 AM–10:30 AM, 1:30'],
      [{ start: '9:00', end: '', duration: '1h30m' }, '9:00 AM–10:30 AM, 1:30'],
      [{ start: '9:00', end: '', duration: '+1:30' }, '9:00 AM–10:30 AM, 1:30'],
      [{ start: '9:00', end: '+1:30', duration: '' }, '9:00 AM–10:30 AM, 1:30'],
      [{ start: 'noon', end: '', duration: '45m' }, '12:00 PM–12:45 PM, 0:45'],
      [{ start: '9', end: '21:00', duration: '' }, '9:00 AM–9:00 PM, 12:00'],
      [{ start: '9:00 PM', end: '', duration: '2 hrs' }, '9:00 PM–11:00 PM, 2:00'],
    ];
    for (const [times, want] of cases) await previewOf(form, times, want);
    await previewOf(form, { start: '9:00', end: '', duration: 'soon' }, 'Enter the duration, e.g. 1:30, 1.5 (hours), 1h 30m or 90 (minutes).');
    await previewOf(form, { start: '', end: '+1:30', duration: '1:00' }, '+1:30 is a length after the start: give the start time too.');
    await scanSchemes(t, page, 'durations-quick-entry');
    assert.equal(await form.getByRole('alert').count(), 0, 'no error at a field before Save: the preview line says it');
  }),
);

test("an entry's Edit reads 1.5 as an hour and a half and +1:30 in End time as the length after its start", BROWSER, () => {
  const shared = testClock(15);
  return withStint({ clock: shared, undoHoldMs: 60_000 }, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await pairingSent(s, shared, 60_000);
    const today = page.getByRole('region', { name: 'Today' });
    await today.getByRole('button', { name: 'Edit Website Redesign: Pairing', exact: true }).press('Enter');
    const form = today.getByRole('form', { name: 'Edit Website Redesign: Pairing' });
    const end = form.getByLabel('End time', { exact: true });
    await form.getByLabel('Duration', { exact: true }).fill('1.5');
    assert.match(await end.inputValue(), new RegExp(`^${clock('9:30 AM')}$`), 'the end follows: 8:00 AM plus an hour and a half');
    // Again from the entry's own times: Cancel, and Edit once more.
    await form.getByRole('button', { name: 'Cancel', exact: true }).press('Enter');
    await today.getByRole('button', { name: 'Edit Website Redesign: Pairing', exact: true }).press('Enter');
    await end.fill('+1:30');
    assert.match(await form.getByLabel('Duration', { exact: true }).inputValue(), /^1:30$/);
    await form.getByRole('button', { name: 'Save', exact: true }).press('Enter');
    await form.waitFor({ state: 'detached' });
    const shown = s.harness.stint.snapshot().todayEntries.find((e) => e.description === 'Pairing')!;
    assert.deepEqual([shown.timeStart, shown.timeEnd], ['08:00:00', '09:30:00'], 'saved as previewed');
  });
});

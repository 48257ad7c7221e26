// Editing one of today's entries after the fact, by keyboard, on the real engine (through the
// harness) against the simulator: Edit opens the entry's form under its row (description,
// project, task, date, start, end, duration); Enter saves what changed, and the service holds
// it; Escape closes the form only; an end later than now asks first.
//
// Time: the engine, the simulator and the page share one clock from 10:00 of the test day
// (UTC, the demo account's zone): the times typed and read back are those of that day.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TimeEntry } from '../sim/model.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { focused, newEntries, runningOnServiceForASecond, startWebsite } from './support/actions.ts';
import { signInAsDemo, type StintPage } from './support/stint-page.ts';

const queuedNone = (s: StintPage) => eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the change to reach the service');

/** A timer on Website Redesign, run on the service and stopped: the entry the service holds. */
async function stoppedEntry(s: StintPage, description: string): Promise<TimeEntry> {
  const before = s.entryIds();
  await startWebsite(s, description);
  await runningOnServiceForASecond(s);
  await s.page.getByRole('button', { name: 'Stop' }).press('Enter');
  await s.page.getByRole('button', { name: 'Start', exact: true }).waitFor();
  await queuedNone(s);
  const made = newEntries(s, before);
  assert.equal(made.length, 1);
  return made[0]!;
}

test("Edit on one of today's entries changes its description by keyboard, and the service holds it; Escape closes the form only", BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const entry = await stoppedEntry(s, 'spec');
    const today = page.getByRole('region', { name: 'Today' });
    const edit = today.getByRole('button', { name: 'Edit Website Redesign: spec', exact: true });
    const form = today.getByRole('form', { name: 'Edit Website Redesign: spec' });

    // Escape leaves the form with nothing sent, the focus back on Edit, the window shown.
    await edit.press('Enter');
    const field = form.getByRole('textbox', { name: 'Description', exact: true });
    await focused('the Description field', field);
    assert.equal(await field.inputValue(), 'spec');
    await page.keyboard.type('thrown away');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await focused('the Edit button', edit);
    assert.equal(s.harness.commandsReceived('editEntry'), 0, 'nothing sent');

    await edit.press('Enter');
    assert.equal(await field.inputValue(), 'spec', 'the cancelled words are gone');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('spec review');
    await page.keyboard.press('Enter');
    await form.waitFor({ state: 'detached' });
    await today.getByRole('button', { name: 'Edit Website Redesign: spec review', exact: true }).waitFor();
    await queuedNone(s);
    assert.equal(entry.description, 'spec review', 'the service holds the new words');
    assert.equal(s.harness.stint.snapshot().windowVisible, true, 'Escape in the form did not hide the window');
  }),
);

test("an end later than now asks first; Save anyway sends the entry's three times as typed", BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    const entry = await stoppedEntry(s, 'review');
    const today = page.getByRole('region', { name: 'Today' });
    await today.getByRole('button', { name: 'Edit Website Redesign: review', exact: true }).press('Enter');
    const form = today.getByRole('form', { name: 'Edit Website Redesign: review' });

    // 9:15 to 11:45 today, while it is about 10:00: the end is later than now.
    await form.getByRole('textbox', { name: 'Start time' }).fill('9:15 AM');
    await form.getByRole('textbox', { name: 'End time' }).fill('11:45');
    assert.equal(await form.getByRole('textbox', { name: 'Duration' }).inputValue(), '2:30', 'the duration follows the two times');
    await form.getByRole('button', { name: 'Save', exact: true }).press('Enter');
    const question = form.getByRole('group', { name: /later than now/ });
    await question.waitFor();
    assert.equal(entry.time_start + entry.time_total < 11 * 3600, true, 'nothing sent before the answer');
    await question.getByRole('button', { name: 'Save anyway' }).press('Enter');
    await form.waitFor({ state: 'detached' });
    await queuedNone(s);
    assert.equal(entry.time_start, 9 * 3600 + 15 * 60, 'starts at 9:15');
    assert.equal(entry.time_total, 2.5 * 3600, 'holds 2:30');
    await today.getByText(/9:15\sAM–11:45\sAM/).waitFor();
  }),
);

test('a time the form cannot read is refused at its field and nothing is sent; the running entry offers no times', BROWSER, () =>
  withStint({}, async (s) => {
    const { page } = s;
    await signInAsDemo(s);
    await stoppedEntry(s, 'typo');
    const today = page.getByRole('region', { name: 'Today' });
    await today.getByRole('button', { name: 'Edit Website Redesign: typo', exact: true }).press('Enter');
    const form = today.getByRole('form', { name: 'Edit Website Redesign: typo' });
    const start = form.getByRole('textbox', { name: 'Start time' });
    await start.fill('25:99');
    await form.getByRole('button', { name: 'Save', exact: true }).press('Enter');
    await eventually(() => start.getAttribute('aria-invalid'), (v) => v === 'true', 'the error at Start time');
    await focused('the Start time field', start);
    assert.equal(s.harness.commandsReceived('editEntry'), 0, 'nothing sent');
    await form.getByRole('button', { name: 'Cancel' }).press('Enter');

    await startWebsite(s, 'still going');
    await today.getByRole('button', { name: 'Edit Website Redesign: still going', exact: true }).press('Enter');
    const running = today.getByRole('form', { name: 'Edit Website Redesign: still going' });
    await running.getByRole('textbox', { name: 'Description', exact: true }).waitFor();
    assert.equal(await running.getByRole('textbox', { name: 'Start time' }).count(), 0, 'no times on a running entry');
    await running.getByText(/Started earlier/).waitFor();
  }),
);

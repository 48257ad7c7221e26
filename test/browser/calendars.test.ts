// Settings → Calendars (issue 42), as a person does it, by role and accessible name: the
// demo calendar added (its address filled in on a demo page) and listed with its name and
// when it was read, the address never shown again once added; a plain-http address refused
// under the field, nothing added; Rename (name and colour); Remove, asked first; a local
// .ics file with an event left out, and a read that fails while its last copy serves. Each
// state scanned by axe-core, light and dark.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DEMO_CALENDAR_PATH } from '../../renderer/state/demo-control.ts';
import { DEMO_CALENDAR_NAME } from '../harness/demo-calendar.ts';
import { focused } from './support/actions.ts';
import { scan, scanSchemes } from './support/axe.ts';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { openSettings, signInAsDemo, type StintPage } from './support/stint-page.ts';

/** Settings → Calendars, scrolled into view; its Add form opened when asked. */
async function calendarsSection(page: Page): Promise<Locator> {
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Calendars' });
  await section.getByRole('heading', { name: 'Calendars' }).evaluate((h) => h.scrollIntoView({ block: 'start' }));
  return section;
}

async function openAddForm(section: Locator): Promise<Locator> {
  await section.getByRole('button', { name: 'Add a calendar…' }).click();
  const form = section.getByRole('form', { name: 'Add a calendar' });
  await focused('the address field', form.getByRole('textbox', { name: 'Private address or .ics file' }));
  return form;
}

/** Nothing of the window (its text, its markup, its fields' values) holds `secret`. */
async function assertNowhere(page: Page, secret: string): Promise<void> {
  const seen = await page.evaluate(() => ({
    text: document.body.innerText,
    html: document.documentElement.outerHTML,
    values: [...document.querySelectorAll('input, textarea')].map((e) => (e as HTMLInputElement).value),
  }));
  assert.equal(seen.text.includes(secret), false, 'the page text shows the address');
  assert.equal(seen.html.includes(secret), false, 'the page markup holds the address');
  assert.deepEqual(seen.values.filter((v) => v.includes(secret)), [], 'a field holds the address');
}

/** The text of the notes that describe `field` (aria-describedby), in order. */
function descriptionOf(field: Locator): Promise<string> {
  return field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

async function walk(t: TestContext, s: StintPage): Promise<void> {
  const { page, harness } = s;
  await signInAsDemo(s);
  const section = await calendarsSection(page);
  const form = await openAddForm(section);
  const address = form.getByRole('textbox', { name: 'Private address or .ics file' });
  assert.equal(await address.inputValue(), `${harness.origin}${DEMO_CALENDAR_PATH}`, "a demo page fills in the harness's demo calendar");
  assert.equal(await form.getByRole('radio', { name: 'Blue' }).isChecked(), true, "the palette's first colour, as the engine would give it");
  await scanSchemes(t, page, 'calendars-add');

  await form.getByRole('button', { name: 'Add calendar' }).click();
  const list = section.getByRole('list', { name: 'Your calendars' });
  const row = list.getByRole('listitem', { name: DEMO_CALENDAR_NAME });
  await row.getByText(/^Read at \d{1,2}:\d{2}/).waitFor();
  await section.getByText(`${DEMO_CALENDAR_NAME} added.`).waitFor();
  await row.getByText(`From 127.0.0.1:${new URL(harness.origin).port}/…/calendar.ics`, { exact: true }).waitFor();
  await focused('Add a calendar…', section.getByRole('button', { name: 'Add a calendar…' }));
  await assertNowhere(page, DEMO_CALENDAR_PATH);
  const today = harness.stint.snapshot().calendar?.today.map((e) => e.title);
  assert.deepEqual(today, ['Sprint week', 'Standup', 'Client call', 'Design review'], "today's events of the demo calendar");
  await scanSchemes(t, page, 'calendars-list');

  // Read now: read again (answered 304 from the ETag), still read, and still no address.
  await row.getByRole('button', { name: `Read now: ${DEMO_CALENDAR_NAME}` }).click();
  await row.getByText(/^Read at /).waitFor();

  // Rename: a name and a colour, both kept.
  await row.getByRole('button', { name: `Rename ${DEMO_CALENDAR_NAME}` }).click();
  const rename = row.getByRole('form', { name: `Rename ${DEMO_CALENDAR_NAME}` });
  await rename.getByRole('textbox', { name: 'Name' }).fill('Meetings');
  await rename.getByRole('radio', { name: 'Pink' }).check();
  await scanSchemes(t, page, 'calendars-rename');
  await rename.getByRole('button', { name: 'Save' }).click();
  const renamed = list.getByRole('listitem', { name: 'Meetings' });
  await renamed.waitFor();
  assert.deepEqual(harness.stint.snapshot().calendar?.calendars.map((c) => [c.name, c.colour]), [['Meetings', '#db2777']]);

  // Remove: asked first; Cancel keeps it, the second Remove removes it.
  await renamed.getByRole('button', { name: 'Remove Meetings' }).click();
  const ask = renamed.getByRole('group', { name: 'Remove Meetings?' });
  await ask.getByText(/the calendar itself does not change/).waitFor();
  await scanSchemes(t, page, 'calendars-remove');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await renamed.getByRole('button', { name: 'Remove Meetings' }).click();
  await ask.getByRole('button', { name: 'Remove Meetings', exact: true }).click();
  await list.waitFor({ state: 'detached' });
  assert.equal(harness.stint.snapshot().calendar, undefined, 'no calendar left');
  await focused('Add a calendar…', section.getByRole('button', { name: 'Add a calendar…' }));
  await assertNowhere(page, DEMO_CALENDAR_PATH);
}

test('calendars (light and dark): add the demo calendar, read it again, rename it, remove it; the address never shown once added', BROWSER, (t) =>
  withStint({ demo: true }, (s) => walk(t, s)),
);

test('a plain-http address is refused under the address field, which takes the focus; nothing is added, and an empty one is not even sent', BROWSER, () =>
  withStint({}, async (s) => {
    const { page, harness } = s;
    await signInAsDemo(s);
    const section = await calendarsSection(page);
    const form = await openAddForm(section);
    const address = form.getByRole('textbox', { name: 'Private address or .ics file' });
    assert.equal(await address.inputValue(), '', 'no demo here: nothing filled in');

    await form.getByRole('button', { name: 'Add calendar' }).click();
    await eventually(() => descriptionOf(address), (d) => d.startsWith("Paste the calendar's private address"), 'the empty address to be refused');
    assert.equal(harness.commandsReceived('addCalendar'), 0, 'an empty address is not sent');

    await address.fill('http://example.com/cal.ics');
    await form.getByRole('button', { name: 'Add calendar' }).click();
    await eventually(() => descriptionOf(address), (d) => d.startsWith('This address starts with http://, so the calendar would travel unencrypted.'), "the engine's refusal under the field");
    assert.equal(await address.getAttribute('aria-invalid'), 'true');
    await focused('the address field', address);
    assert.equal(await form.getByRole('alert').count(), 0, 'said once, under the field');
    assert.equal(harness.commandsReceived('addCalendar'), 1);
    assert.equal(harness.stint.snapshot().calendar, undefined, 'nothing added');
    assert.equal(await section.getByRole('list', { name: 'Your calendars' }).count(), 0);
  }),
);

const ICS = (events: readonly string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Stint//Browser test//EN', 'X-WR-CALNAME:Local', ...events, 'END:VCALENDAR', ''].join('\r\n');

test('a local .ics file: an event left out says why; a read that fails says why in a note while the last copy serves; axe-clean', BROWSER, (t) =>
  withStint({}, async (s) => {
    const { page, harness } = s;
    const dir = mkdtempSync(join(tmpdir(), 'stint-calendar-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'team.ics');
    writeFileSync(
      file,
      ICS([
        'BEGIN:VEVENT', 'UID:good', 'DTSTAMP:20260310T000000Z', 'SUMMARY:Review', 'DTSTART:20260310T120000Z', 'DTEND:20260310T130000Z', 'END:VEVENT',
        'BEGIN:VEVENT', 'UID:bad-start', 'DTSTAMP:20260310T000000Z', 'SUMMARY:Lunch\\, maybe', 'DTSTART:tomorrow-ish', 'END:VEVENT',
      ]),
    );
    await signInAsDemo(s);
    const section = await calendarsSection(page);
    const form = await openAddForm(section);
    await form.getByRole('textbox', { name: 'Private address or .ics file' }).fill(file);
    await form.getByRole('textbox', { name: 'Name' }).fill('Team file');
    await form.getByRole('radio', { name: 'Teal' }).check();
    await form.getByRole('button', { name: 'Add calendar' }).click();

    const row = section.getByRole('list', { name: 'Your calendars' }).getByRole('listitem', { name: 'Team file' });
    await row.getByText('From team.ics', { exact: true }).waitFor();
    await row.getByText('1 event left out').click();
    await row.getByText(/^Lunch, maybe: Stint could not read this event/).waitFor();

    writeFileSync(file, 'This is not a calendar.');
    await row.getByRole('button', { name: 'Read now: Team file' }).click();
    await eventually(() => harness.stint.snapshot().calendar?.calendars[0]?.state, (state) => state === 'problem', 'the failed read');
    const why = harness.stint.snapshot().calendar!.calendars[0]!.message!;
    await row.locator('.calendar-problem').getByText(why, { exact: true }).waitFor();
    await row.getByText(/^Read at /).waitFor();
    assert.equal(harness.stint.snapshot().calendar?.calendars[0]?.colour, '#0891b2');
    await scan(t, page, 'calendars-problem', 'light');
  }),
);

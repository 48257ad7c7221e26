// The window's words in the pseudo-locale and in German (issue 72), at 360x560, one sign-in
// per language. In en-XA every text the window shows (text nodes, aria-label, placeholder,
// title) is a catalog's: accented and ⟦bracketed⟧, so an English word left in the code shows
// as plain ASCII letters outside brackets, and a label cut short as a bracket never closed.
// Only data passes: the person's projects, tasks, descriptions and accounts, times, figures.
// In German the screens are found by role and name in German, are axe-clean light and dark,
// and cut nothing (whole labels, or an ellipsis with the whole text in a title).
//
// Walked in both: the sign-in screen, the timer with the Project picker open, a timer running
// with Today and the week before below it, Quick entry, To-dos, Export, Settings with the
// activity record's part open and a rule being made (its dry run said); in the pseudo-locale
// also the sign-in form's refusals, the away question, Today's timeline with a gap chosen and
// the activity lane, and Quick entry's refusal.
// The engine's own sentences are main's catalog, another part of the issue: none is shown here
// but the few dataOf names.

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Page } from 'playwright-core';
import { BROWSER, eventually, withStint } from './support/browser-test.ts';
import { scanSchemes } from './support/axe.ts';
import { DEMO } from '../support/sim-fixture.ts';
import type { StintPage } from './support/stint-page.ts';
import { testClock } from '../support/test-day.ts';
import { messages as pseudo } from '../../renderer/i18n/locales/en-XA/messages.ts';
import { recordOn, ScriptedActivity } from './support/activity-day.ts';

/** A name worded by a pseudo-locale message with data in it: it starts with the message's words before its first placeholder. */
function pseudoStart(id: string): RegExp {
  const m = pseudo[id];
  const first = Array.isArray(m) ? m.findIndex((p) => typeof p !== 'string') : -1;
  assert.ok(first > 0, `${id} is a message of the pseudo-locale with a placeholder after words`);
  const words = (m as string[]).slice(0, first).join('');
  return new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** A pseudo-locale message without placeholders, as the window shows it. */
function pseudoText(id: string): string {
  const m = pseudo[id];
  assert.ok(Array.isArray(m) && m.every((p) => typeof p === 'string'), `${id} is a plain message of the pseudo-locale`);
  return (m as string[]).join('');
}

/** Every text the page shows or names that is not data and not a catalog's, as "where: text". */
async function englishLeft(page: Page, data: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ data }) => {
      const left: string[] = [];
      // The pseudo-locale accents every letter of a catalog's text: an ASCII word left, once
      // the data is taken out (what the person typed or the service holds, times, addresses),
      // is English, inside a catalog's brackets too (an English value in a placeholder).
      const plain = (text: string) => {
        let rest = text;
        for (const d of data) rest = rest.split(d).join(' ');
        // Addresses, times of day, and key combinations as the shortcut setting writes them (Ctrl+Shift+T).
        rest = rest
          .replace(/https?:\/\/\S+/g, ' ')
          .replace(/\b\d{1,2}:\d{2}(:\d{2})?\s*(AM|PM)?\b/g, ' ')
          // The timeline's scale: whole hours as Intl writes them ("9 AM").
          .replace(/\b\d{1,2}\s*(AM|PM)\b/g, ' ')
          .replace(/\b[A-Za-z]+(\+[A-Za-z0-9]+)+\b/g, ' ');
        return /[A-Za-z]{2,}/.test(rest) ? rest.trim() : null;
      };
      const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true }) || el.closest('.visually-hidden') !== null;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
        const el = n.parentElement;
        if (el === null || !shown(el) || el.closest('script,style')) continue;
        const bad = plain(n.textContent ?? '');
        if (bad !== null) left.push(`text in <${el.tagName.toLowerCase()} class="${el.className}">: ${bad}`);
      }
      for (const el of document.querySelectorAll('[aria-label],[placeholder],[title]')) {
        if (!shown(el) && !el.matches('input,button')) continue;
        for (const attr of ['aria-label', 'placeholder', 'title']) {
          const value = el.getAttribute(attr);
          const bad = value === null ? null : plain(value);
          if (bad !== null) left.push(`${attr} of <${el.tagName.toLowerCase()}>: ${bad}`);
        }
      }
      // A catalog's text cut short: an opening bracket with no closing one in the same text.
      for (const el of document.querySelectorAll('button,label,[role=tab],h1,h2,h3,legend,summary')) {
        const text = el.textContent ?? '';
        if ((text.match(/⟦/g) ?? []).length !== (text.match(/⟧/g) ?? []).length) left.push(`cut: ${text}`);
      }
      return left;
    },
    { data },
  );
}

/** Buttons, labels, tabs and headings that do not show their whole text, without an ellipsis and a title saying it; a row of tabs scrolled out of sight. */
async function cutShort(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button,label,[role=tab],[role=tablist],h2,h3,summary,.badge')]
      .filter((el) => el.checkVisibility() && !el.closest('.visually-hidden') && el.scrollWidth > el.clientWidth + 1)
      .filter((el) => !(getComputedStyle(el).textOverflow === 'ellipsis' && (el.title === el.textContent || el.getAttribute('aria-label') !== null)))
      .map((el) => `${el.tagName.toLowerCase()} "${el.textContent}" ${el.scrollWidth} > ${el.clientWidth}`),
  );
}

/** The names Intl gives days, months and units in English, which the pseudo-locale's dates are written in. */
function intlWords(): string[] {
  const days = [0, 1, 2, 3, 4, 5, 6].map((d) => new Date(Date.UTC(1970, 0, 4 + d)));
  const months = [...Array(12).keys()].map((m) => new Date(Date.UTC(1970, m, 1)));
  const dates = (dates: Date[], o: Intl.DateTimeFormatOptions) => dates.map((d) => new Intl.DateTimeFormat('en', { ...o, timeZone: 'UTC' }).format(d));
  const units = ['hour', 'minute', 'second'].flatMap((unit) => [1, 2].map((n) => new Intl.NumberFormat('en', { style: 'unit', unit, unitDisplay: 'long' }).format(n).replace(/^\d+\s*/, '')));
  return [...dates(days, { weekday: 'long' }), ...dates(days, { weekday: 'short' }), ...dates(months, { month: 'long' }), ...units];
}

/** What the person and the service wrote, shown as is in every language. */
function dataOf(s: StintPage): string[] {
  const snap = s.harness.stint.snapshot();
  const names = [
    ...snap.projects.flatMap((p) => [p.name, p.customerName ?? '']),
    ...[...snap.todayEntries, ...snap.recent, ...(snap.shownWeek?.days.flatMap((d) => d.entries) ?? [])].flatMap((e) => [e.projectName, e.taskName ?? '', e.description]),
    ...(snap.accounts?.rows.map((r) => r.name) ?? []),
    // The windows the activity record saw: the desktop's applications and titles.
    ...(snap.activity?.today.apps.flatMap((a) => [a.app, ...a.titles.map((x) => x.title)]) ?? []),
    ...(snap.session.state === 'signed_in' ? [snap.session.accountId, snap.session.email] : []),
    // The person's to-dos, by project and list, and what they typed into the activity record's settings.
    ...(snap.todos?.projects.flatMap((p) => [p.projectName, ...p.lists.flatMap((l) => [l.listName ?? '', ...l.todos.map((x) => x.name)])]) ?? []),
    ...snap.settings.activity.excludedApps,
    ...snap.settings.activity.excludedTitles,
    ...snap.settings.activity.rewrites.flatMap((r) => [r.pattern, r.replacement]),
    // Where the record is kept: a path of this computer.
    snap.activity?.where ?? '',
    // File formats by their names, the same in every language.
    'CSV', 'XLSX', 'PDF', 'JSON',
    'Stint', s.sim.baseUrl, DEMO.admin, DEMO.accountId,
    // What the desktop's backend says of itself and the shell's lines (the harness's own, not
    // the app's: test/i18n/shell-words-pseudo.test.ts checks the app's). The budget bar's words
    // and where the token is kept are main's catalog's, checked here in the language shown.
    snap.activity?.note ?? '',
    ...Object.values(snap.shell).filter((v): v is string => typeof v === 'string'),
    // Each language named in itself in Settings → Language, as a person looking for theirs reads it.
    'English', 'Deutsch', 'Français', 'Español', 'Português (Brasil)',
    // Dates and lengths as Intl writes them in the pseudo-locale's dates (English's): data, not words of the code.
    ...intlWords(),
  ];
  // Longest first: a name inside another is taken out after it.
  return [...new Set(names.filter((n) => n.trim() !== ''))].sort((a, b) => b.length - a.length);
}

async function noEnglish(t: TestContext, s: StintPage, where: string): Promise<void> {
  const left = await englishLeft(s.page, dataOf(s));
  await t.test(`${where}: every text a catalog's`, () => assert.deepEqual(left, []));
}

const MINUTE_MS = 60_000;

test('the pseudo-locale: the sign-in screen, the timer with the picker open, a running timer with Today and the week before, the away question, Quick entry refused, To-dos, Export, Settings with a rule\'s dry run show only catalog words and data', BROWSER, (t) => {
  const clock = testClock();
  const desktop = new ScriptedActivity();
  return withStint({ clock, activity: desktop, storedSettings: { version: 2, language: 'en-XA' } }, async (s) => {
    const { page } = s;
    await page.getByRole('heading', { name: pseudoText('signIn.heading') }).waitFor();
    // Sent empty: the form's own refusals are the catalog's too.
    await page.getByRole('button', { name: pseudoText('signIn.signIn') }).click();
    await page.getByText(pseudoText('signIn.check.password')).waitFor();
    await noEnglish(t, s, 'the sign-in screen, refused');

    await page.getByRole('textbox', { name: pseudoText('signIn.address') }).fill(s.sim.baseUrl);
    await page.getByRole('textbox', { name: pseudoText('signIn.email') }).fill(DEMO.admin);
    await page.getByLabel(pseudoText('signIn.password'), { exact: true }).fill(DEMO.password);
    await page.getByRole('textbox', { name: pseudoText('signIn.accountId') }).fill(DEMO.accountId);
    await page.getByRole('button', { name: pseudoText('signIn.signIn') }).click();
    const project = page.getByRole('combobox', { name: pseudoText('picker.project') });
    await project.click();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox', { name: pseudoText('picker.project') }).getByRole('option').first().waitFor();
    await page.getByRole('heading', { name: pseudoText('today.heading') }).waitFor();
    await noEnglish(t, s, 'the timer, the Project picker open');

    await page.getByRole('listbox', { name: pseudoText('picker.project') }).getByRole('option').first().click();
    await page.getByRole('button', { name: pseudoText('start.start') }).click();
    await page.getByRole('button', { name: pseudoText('timer.stop') }).waitFor();
    await page.getByRole('button', { name: pseudoText('startEarlier.open') }).click();
    await page.getByRole('group', { name: pseudoText('startEarlier.name') }).waitFor();
    await eventually(() => s.harness.stint.snapshot().todayEntries.length, (n) => n > 0, 'the running entry in Today');
    // The week before, read, its days and its chosen day's strip under Today.
    await page.getByRole('button', { name: pseudoText('week.previous') }).click();
    await page.getByRole('heading', { name: pseudoStart('week.of') }).waitFor();
    await page.getByRole('group', { name: pseudoText('week.days') }).waitFor();
    await noEnglish(t, s, 'a timer running, Started earlier open, Today, the week before');
    // The activity record on, a window in focus until the screen locks: Today's lane shows it.
    await recordOn(s);
    desktop.focus('Figma', 'Homepage — Acme');

    // Away with the screen locked: the question that comes back with the person.
    await eventually(() => s.harness.stint.snapshot().sync.queued, (n) => n === 0, 'the start to reach the service');
    clock.jump(5 * MINUTE_MS);
    await s.control({ event: 'lock' });
    clock.jump(20 * MINUTE_MS);
    await s.control({ event: 'unlock' });
    const away = page.getByRole('dialog');
    await away.getByRole('button', { name: pseudoText('idle.keep') }).waitFor();
    await away.getByRole('button', { name: pseudoText('idle.book') }).click();
    await away.getByRole('group', { name: pseudoText('idle.bookLegend') }).or(away.getByText(pseudoText('idle.bookLegend'))).first().waitFor();
    await noEnglish(t, s, 'the away question, Book it to… open');
    await away.getByRole('button', { name: pseudoText('idle.keep') }).click();
    await away.waitFor({ state: 'detached' });

    // Today's timeline: the morning's gap (9:00 to 10:00, before the timer started) chosen, its
    // panel open, and the activity record's lane under the strip.
    const today = page.getByRole('region', { name: pseudoText('today.heading') });
    await today.getByRole('list', { name: pseudoStart('activity.appsLabel') }).getByRole('listitem').first().waitFor();
    const gap = today.getByRole('button', { name: pseudoStart('timeline.gap') }).first();
    await gap.press('Enter');
    await today.getByRole('textbox', { name: pseudoText('gap.from') }).waitFor();
    await noEnglish(t, s, "Today's timeline, a gap chosen, the activity lane");
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: pseudoText('screen.quickEntry') }).click();
    await page.getByRole('textbox', { name: pseudoText('quick.start') }).fill('soon');
    await page.getByRole('button', { name: pseudoText('quick.save') }).click();
    await page.getByText(pseudoText('quick.check.start')).first().waitFor();
    await noEnglish(t, s, 'Quick entry, refused');

    // To-dos read, by project and list; Export's form.
    await page.getByRole('tab', { name: pseudoText('screen.todos') }).click();
    await page.getByRole('textbox', { name: pseudoText('todos.filterToDos') }).waitFor();
    await noEnglish(t, s, 'To-dos');
    await page.getByRole('tab', { name: pseudoText('screen.export') }).click();
    await page.getByRole('heading', { name: pseudoText('export.exportATimesheet') }).waitFor();
    await noEnglish(t, s, 'Export');

    // Settings, the activity record's part open, a rule being made and its dry run said.
    await page.getByRole('tab', { name: pseudoText('screen.settings') }).click();
    await page.getByRole('checkbox', { name: pseudoText('settings.focusSessions') }).waitFor();
    const record = page.getByRole('region', { name: pseudoText('record.heading') });
    await record.getByRole('button', { name: pseudoText('record.heading') }).click();
    await record.getByRole('button', { name: pseudoText('record.rules.new') }).click();
    const rule = record.getByRole('form', { name: pseudoText('record.newRule.form') });
    await rule.getByRole('textbox', { name: pseudoText('record.kind.app.label') }).fill('Figma');
    await rule.getByRole('button', { name: pseudoText('record.dryRun.ask') }).click();
    await rule.getByRole('status').filter({ hasText: /\S/ }).waitFor();
    await noEnglish(t, s, "Settings, the activity record's part open, a rule's dry run");
  });
});

/** The German window at this state: nothing cut, axe-clean dark and light. */
async function germanState(t: TestContext, page: Page, state: string): Promise<void> {
  await t.test(`${state}: nothing cut in German`, async () => assert.deepEqual(await cutShort(page), []));
  await scanSchemes(t, page, `window-words-${state}-de`);
}

test('German at 360x560: every screen by German names (the picker open, the timer and Today, the week before, Quick entry, To-dos, Export, Settings with a rule being made), nothing cut, axe-clean dark and light', BROWSER, (t) =>
  withStint({ locale: 'de-DE', activity: new ScriptedActivity(), storedSettings: { version: 2, language: 'de' } }, async (s) => {
    const { page } = s;
    await page.getByRole('heading', { name: 'Bei Stint anmelden' }).waitFor();
    await germanState(t, page, 'sign-in');
    await page.getByRole('textbox', { name: 'Dienstadresse' }).fill(s.sim.baseUrl);
    await page.getByRole('textbox', { name: 'E-Mail' }).fill(DEMO.admin);
    await page.getByLabel('Passwort', { exact: true }).fill(DEMO.password);
    await page.getByRole('textbox', { name: 'Konto-ID' }).fill(DEMO.accountId);
    await page.getByRole('button', { name: 'Anmelden' }).click();

    // The Project picker open, its options found.
    await page.getByRole('combobox', { name: 'Projekt' }).fill('web');
    const website = page.getByRole('listbox', { name: 'Projekt' }).getByRole('option', { name: /Website Redesign/ });
    await website.waitFor();
    await germanState(t, page, 'picker');
    await website.click();
    await page.getByRole('textbox', { name: 'Beschreibung' }).fill('Startseite');
    await page.getByRole('button', { name: 'Starten' }).click();

    // A timer running, Today, and the week before below it.
    await page.getByRole('button', { name: 'Stoppen' }).waitFor();
    await page.getByRole('tab', { name: 'Timer', selected: true }).waitFor();
    await page.getByRole('heading', { name: 'Heute' }).waitFor();
    await page.getByRole('button', { name: 'Früher begonnen…' }).waitFor();
    await page.getByText('Alle Änderungen synchronisiert.').waitFor();
    await page.getByRole('button', { name: 'Vorige Woche' }).click();
    await page.getByRole('heading', { name: /^Woche vom / }).waitFor();
    await page.getByRole('group', { name: 'Tage' }).waitFor();
    await germanState(t, page, 'timer');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de', 'the page says its language');

    await page.getByRole('tab', { name: 'Schnelleintrag' }).click();
    await page.getByRole('button', { name: 'Eintrag speichern' }).waitFor();
    await germanState(t, page, 'quick-entry');

    await page.getByRole('tab', { name: 'To-dos' }).click();
    await page.getByRole('textbox', { name: 'To-dos filtern' }).waitFor();
    await germanState(t, page, 'todos');

    await page.getByRole('tab', { name: 'Export' }).click();
    await page.getByRole('heading', { name: 'Stundenzettel exportieren' }).waitFor();
    await germanState(t, page, 'export');

    // Settings, the activity record on and its part open, a rule being made and its dry run said.
    await recordOn(s);
    await page.getByRole('tab', { name: 'Einstellungen' }).click();
    const record = page.getByRole('region', { name: 'Aktivitätsprotokoll' });
    await record.getByRole('button', { name: 'Aktivitätsprotokoll' }).click();
    await record.getByRole('button', { name: 'Eine Stunde pausieren' }).waitFor();
    await record.getByRole('button', { name: 'Neue Regel…' }).click();
    const rule = record.getByRole('form', { name: 'Neue Regel' });
    await rule.getByRole('textbox', { name: 'Anwendung passt zu' }).fill('Figma');
    await rule.getByRole('button', { name: 'Was würde sie buchen?' }).click();
    await rule.getByRole('status').filter({ hasText: /^Diese Regel würde / }).waitFor();
    await germanState(t, page, 'settings');
  }));

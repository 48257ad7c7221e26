// A timesheet as an HTML page for a client (issue 70, item 2): who, for whom, when, the table
// grouped as the sheet is, the totals, page numbers from the page's own CSS; every word the
// person or the service wrote escaped, no script, nothing loaded. Printed to PDF and read back
// with pdftotext in test/browser/timesheet-pdf.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { RuleBook } from '../../../main/core/timesheets/rounding-rule.ts';
import { buildSheet } from '../../../main/core/timesheets/sheet.ts';
import type { GroupLevel } from '../../../main/core/timesheets/sheet-group.ts';
import { escapeHtml, sheetToHtml, totalsText, type HtmlOptions } from '../../../main/core/timesheets/sheet-html.ts';
import { entry } from './fixtures.ts';

const currencies = new Map([['studio', 'EUR'], ['home', 'CHF']]);
const upEach: RuleBook = { account: { scope: 'entry', direction: 'up', to: 15, minimum: null }, customers: new Map(), projects: new Map() };
const sheetOf = (entries: ReturnType<typeof entry>[], groupBy: GroupLevel[] = []) =>
  buildSheet({ entries, filters: new Map(), rules: new Map([['studio', upEach]]), groupBy, weekStartsOn: 1, currencies });
const options = (fields: Partial<HtmlOptions> = {}): HtmlOptions => ({
  columns: ['date', 'start', 'end', 'description', 'duration', 'amount'],
  durations: 'clock',
  currencies,
  person: 'Zoë Nakamura',
  client: 'Acme',
  period: '16-22 November 2026',
  ...fields,
});
/** The page's body, lines joined, for matching. */
const bodyOf = (html: string): string => html.slice(html.indexOf('<body>'));

test('escapes the five characters HTML reads as markup, and nothing else', () => {
  assert.equal(escapeHtml(`<b a="1" c='2'>&amp;</b>`), '&lt;b a=&quot;1&quot; c=&#39;2&#39;&gt;&amp;amp;&lt;/b&gt;');
  assert.equal(escapeHtml('Zoë 中村 شركة'), 'Zoë 中村 شركة');
});

test('the person, the client and the period at the top; empty ones left out', () => {
  const html = sheetToHtml(sheetOf([entry()]), options());
  assert.match(html, /<dl class="who"><dt>From<\/dt><dd><bdi>Zoë Nakamura<\/bdi><\/dd><dt>For<\/dt><dd><bdi>Acme<\/bdi><\/dd><dt>Period<\/dt><dd><bdi>16-22 November 2026<\/bdi><\/dd><\/dl>/);
  assert.match(html, /<title>Timesheet 16-22 November 2026<\/title>/);
  const bare = sheetToHtml(sheetOf([entry()]), options({ client: '', period: '' }));
  assert.match(bare, /<dl class="who"><dt>From<\/dt><dd><bdi>Zoë Nakamura<\/bdi><\/dd><\/dl>/);
  assert.match(bare, /<title>Timesheet<\/title>/);
  assert.ok(html.includes('<body>\n<h1>Timesheet</h1>\n<dl class="who">'), 'a heading, then who');
  assert.match(html, /<\/p>\n<\/body><\/html>\n$/);
  const nobody = sheetToHtml(sheetOf([entry()]), options({ person: '', client: '', period: '' }));
  assert.ok(nobody.includes('<h1>Timesheet</h1>\n\n<table>'), 'no who at all: nothing between the heading and the table');
});

test('a table with a header row and a row per entry: times to the minute, durations to the second, amounts with their currency', () => {
  const html = sheetToHtml(sheetOf([entry({ tracked: 7 * 60 + 5, amountCents: 1234, start: '09:30:00', end: '09:37:05' })]), options());
  assert.match(html, /<thead><tr><th scope="col">Date<\/th><th scope="col" class="n">Start<\/th><th scope="col" class="n">End<\/th><th scope="col">Description<\/th><th scope="col" class="n">Duration<\/th><th scope="col" class="n">Amount<\/th><\/tr><\/thead>/);
  assert.match(html, /<tbody><tr><td class="d">2026-11-18<\/td><td class="n">09:30<\/td><td class="n">09:37<\/td><td><bdi>Work<\/bdi><\/td><td class="n">0:07:05<\/td><td class="n">12.34 EUR<\/td><\/tr><\/tbody>/);
  assert.match(html, /<p class="total"><span>Total<\/span><span>0:07:05 tracked · 0:15:00 billed · 12.34 EUR<\/span><\/p>/);
});

test('an amount without a named currency, no amount, an empty word: said as they are', () => {
  const html = sheetToHtml(sheetOf([entry({ account: 'other', amountCents: 5, description: '' }), entry({ id: 77, account: 'home', amountCents: null, start: '11:00:00' })]), options({ columns: ['description', 'amount', 'billed'] }));
  assert.match(html, /<tr><td><\/td><td class="n">0.05<\/td><td class="n">1:00:00<\/td><\/tr><tr><td><bdi>Work<\/bdi><\/td><td class="n"><\/td><td class="n">1:00:00<\/td><\/tr>/);
  assert.match(html, /<span>2:00:00 · 0.05<\/span>/, 'rounding changed nothing: one figure');
});

test('decimal hours; the amounts left out of the totals when the table has no amount column', () => {
  const html = sheetToHtml(sheetOf([entry({ tracked: 7 * 3600 + 32 * 60, amountCents: 100 })]), options({ durations: 'decimal', columns: ['duration', 'billed'] }));
  assert.match(html, /<td class="n">7.53<\/td><td class="n">7.75<\/td>/);
  assert.match(html, /<span>7.53 tracked · 7.75 billed<\/span>/);
  assert.equal(totalsText({ tracked: 60, billed: 60, entries: 1, amounts: [{ currency: 'EUR', cents: 1 }, { currency: '', cents: 2 }] }, { durations: 'clock', columns: ['amount'] }), '0:01:00 · 0.01 EUR · 0.02');
});

test('groups as the sheet nests them, each headed with its totals, entries under the last level', () => {
  const sheet = sheetOf(
    [
      entry({ id: 1, customerId: 1, customerName: 'Acme', date: '2026-11-18', amountCents: 100 }),
      entry({ id: 2, customerId: 1, customerName: 'Acme', date: '2026-11-19', amountCents: 200 }),
      entry({ id: 3, customerId: 2, customerName: 'Bolt', date: '2026-11-19', start: '11:00:00', tracked: 60 }),
    ],
    ['customer', 'day'],
  );
  const rows = bodyOf(sheetToHtml(sheet, options({ columns: ['description', 'duration'] }))).match(/<tr[^>]*>.*?<\/tr>/g)!;
  const heads = rows.filter((r) => r.startsWith('<tr class="group'));
  assert.deepEqual(heads, [
    '<tr class="group depth-0"><th colspan="2" scope="rowgroup"><bdi>Acme</bdi><span class="sum">2:00:00</span></th></tr>',
    '<tr class="group depth-1"><th colspan="2" scope="rowgroup"><bdi>2026-11-18</bdi><span class="sum">1:00:00</span></th></tr>',
    '<tr class="group depth-1"><th colspan="2" scope="rowgroup"><bdi>2026-11-19</bdi><span class="sum">1:00:00</span></th></tr>',
    '<tr class="group depth-0"><th colspan="2" scope="rowgroup"><bdi>Bolt</bdi><span class="sum">0:01:00 tracked · 0:15:00 billed</span></th></tr>',
    '<tr class="group depth-1"><th colspan="2" scope="rowgroup"><bdi>2026-11-19</bdi><span class="sum">0:01:00 tracked · 0:15:00 billed</span></th></tr>',
  ]);
  assert.equal(rows.length, 1 + heads.length + 3, 'the header row, the group rows, an entry each');
  const deep = sheetOf([entry()], ['account', 'customer', 'project', 'task', 'day']);
  const classes = bodyOf(sheetToHtml(deep, options())).match(/class="group depth-\d"/g);
  assert.deepEqual(classes, [0, 1, 2, 3, 3].map((d) => `class="group depth-${d}"`), 'indented three levels at most');
});

test('every word is escaped and isolated; the page has no script and loads nothing; page numbers from its CSS', () => {
  const attack = '</td><script>alert(1)</script><img src=x onerror=alert(2)>';
  const sheet = sheetOf([entry({ description: attack, customerName: 'شركة "النور"', projectName: '株式会社 <b>' })], ['customer']);
  const html = sheetToHtml(sheet, options({ person: '<Zoë & "co">', client: 'شركة النور', period: `'Nov'`, columns: ['project', 'description'] }));
  assert.doesNotMatch(html, /<script|<img|onerror=alert\(2\)>/);
  assert.ok(html.includes(`<td><bdi>${escapeHtml(attack)}</bdi></td>`));
  assert.ok(html.includes('<bdi>&lt;Zoë &amp; &quot;co&quot;&gt;</bdi>'));
  assert.ok(html.includes('<bdi>شركة النور</bdi>'));
  assert.ok(html.includes('<bdi>شركة &quot;النور&quot;</bdi>'));
  assert.ok(html.includes('<td><bdi>株式会社 &lt;b&gt;</bdi></td>'));
  assert.ok(html.includes('<title>Timesheet &#39;Nov&#39;</title>'));
  assert.match(html, /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">/);
  assert.match(html, /@page \{[^}]*@bottom-right \{ content: "Page " counter\(page\) " of " counter\(pages\);/);
  assert.match(html, /^<!doctype html>\n<html lang="en"><head><meta charset="utf-8">/);
});

test('a sheet without groups: its entries in order; without entries, the total alone', () => {
  const html = sheetToHtml(sheetOf([entry({ id: 2, start: '11:00:00', description: 'second' }), entry({ id: 1, description: 'first' })]), options({ columns: ['description'] }));
  assert.match(html, /<tbody><tr><td><bdi>first<\/bdi><\/td><\/tr><tr><td><bdi>second<\/bdi><\/td><\/tr><\/tbody>/);
  const empty = sheetToHtml(sheetOf([]), options({ columns: ['description', 'amount'] }));
  assert.match(empty, /<tbody><\/tbody>/);
  assert.match(empty, /<span>Total<\/span><span>0:00:00<\/span>/);
});

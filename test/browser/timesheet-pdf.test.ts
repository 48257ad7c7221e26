// A timesheet as a PDF for a client (issue 70, item 2): sheet-html.ts's page printed by
// Chromium's print-to-PDF (Playwright's page.pdf is the DevTools protocol's Page.printToPDF,
// what Electron's webContents.printToPDF calls) and read back with pdftotext (poppler-utils,
// installed by .ci/run). One print for the file: the names in Latin, Arabic and CJK scripts,
// the totals and "Page N of M" on every page come out as text. Its first page is written to
// artifacts/screenshots/ as an image under `npm run screenshots` (docs/screenshots/timesheet-pdf.png is a copy).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSheet, type Sheet } from '../../main/core/timesheets/sheet.ts';
import { sheetToHtml, totalsText, type HtmlOptions } from '../../main/core/timesheets/sheet-html.ts';
import { entry } from '../core/timesheets/fixtures.ts';
import { BROWSER, theBrowser } from './support/browser-test.ts';
import { SCREENSHOT_DIR, SCREENSHOTS } from './support/axe.ts';

const PERSON = 'Zoë Nakamura';
const CLIENT = 'شركة النور';
const CJK_PROJECT = '株式会社 山田';

/** Why pdftotext cannot read the PDF here, or false when it can. */
function popplerMissing(): string | false {
  const probe = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' });
  return probe.error ? 'pdftotext is not installed: `apt-get install -y poppler-utils` (.ci/run installs it) to read the printed timesheet back' : false;
}

/** Why CJK cannot be drawn here (no font has its glyphs), or false. */
function cjkFontMissing(): string | false {
  const probe = spawnSync('fc-list', [':lang=ja'], { encoding: 'utf8' });
  return probe.error || probe.stdout.trim() === '' ? 'no font for Japanese: `apt-get install -y fonts-droid-fallback` (.ci/run installs it) to print CJK names' : false;
}

const SKIP = BROWSER.skip || popplerMissing();

/** A month of entries for one client, by day, in two projects (one named in CJK): more than one page. */
function theSheet(): Sheet {
  const entries = Array.from({ length: 60 }, (_, i) =>
    entry({
      id: i + 1,
      date: `2026-11-${String(2 + (i % 27)).padStart(2, '0')}`,
      start: `${String(8 + (i % 9)).padStart(2, '0')}:00:00`,
      end: `${String(9 + (i % 9)).padStart(2, '0')}:00:00`,
      tracked: 1800 + i * 37,
      amountCents: 2500 + i,
      description: `Review ${i + 1}`,
      customerName: CLIENT,
      projectId: 10 + (i % 2),
      projectName: i % 2 === 0 ? CJK_PROJECT : 'Website',
    }),
  );
  return buildSheet({ entries, filters: new Map(), rules: new Map(), groupBy: ['day'], weekStartsOn: 1, currencies: new Map([['studio', 'EUR']]) });
}

const sheet = theSheet();
const options: HtmlOptions = {
  columns: ['date', 'start', 'end', 'project', 'description', 'duration', 'amount'],
  durations: 'clock',
  currencies: new Map([['studio', 'EUR']]),
  person: PERSON,
  client: CLIENT,
  period: '1-30 November 2026',
};

interface Printed {
  readonly text: string;
  readonly pages: number;
}

let printed: Promise<Printed> | null = null;

/** The page printed once for the file, its text read back by pdftotext, its page count by pdfinfo. */
function print(): Promise<Printed> {
  printed ??= (async () => {
    const page = await (await theBrowser()).newPage();
    try {
      await page.setContent(sheetToHtml(sheet, options));
      // As the app prints it (printToPDF with preferCSSPageSize): A4 and the page numbers from the page's @page rule.
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      const dir = mkdtempSync(join(tmpdir(), 'stint-pdf-'));
      try {
        const file = join(dir, 'timesheet.pdf');
        writeFileSync(file, pdf);
        const text = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
        assert.equal(text.status, 0, text.stderr);
        const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
        const pages = Number(/^Pages:\s+(\d+)$/m.exec(info.stdout)?.[1]);
        if (SCREENSHOTS) {
          mkdirSync(SCREENSHOT_DIR, { recursive: true });
          spawnSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, join(SCREENSHOT_DIR, 'timesheet-pdf')]);
        }
        // pdftotext marks right-to-left runs with embedding controls; the words are what a reader copies.
        return { text: text.stdout.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ''), pages };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    } finally {
      await page.close();
    }
  })();
  return printed;
}

test('the printed timesheet says who, for whom, when, each group and the totals, and "Page N of M" on every page', { ...BROWSER, skip: SKIP }, async () => {
  const { text, pages } = await print();
  assert.ok(pages >= 2, `sixty entries fill more than a page (${pages})`);
  for (const words of ['Timesheet', PERSON, CLIENT, '1-30 November 2026', 'Website', 'Review 1', 'Review 60']) assert.ok(text.includes(words), `"${words}" in the PDF's text`);
  for (const group of sheet.groups) assert.ok(text.includes(totalsText(group.totals, options)), `${group.label}'s totals`);
  const total = totalsText(sheet.totals, options);
  assert.match(total, /^\d+:\d{2}:\d{2} · \d+\.\d{2} EUR$/);
  assert.ok(text.includes(total), `the total ${total}`);
  const numbers = [...text.matchAll(/Page (\d+) of (\d+)/g)].map((m) => `${m[1]}/${m[2]}`);
  assert.deepEqual(numbers, Array.from({ length: pages }, (_, i) => `${i + 1}/${pages}`));
});

test('a name in CJK prints as text', { ...BROWSER, skip: SKIP || cjkFontMissing() }, async () => {
  const { text } = await print();
  assert.ok(text.includes(CJK_PROJECT), `"${CJK_PROJECT}" in the PDF's text`);
});

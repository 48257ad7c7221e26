// A timesheet as an HTML page laid out for a client (issue 70, item 2): the person, the client,
// the period, the table (grouped as the sheet is), the totals, and "Page 1 of N" on every page.
// The app prints it with Chromium's print-to-PDF (webContents.printToPDF), so every script a
// name is written in prints as the browser draws it. Pure: the page holds no script and loads
// nothing (its own CSP says so); every text the person or the service wrote is escaped.
import { formatSheetDuration } from './hours.ts';
import { formatCents } from './money.ts';
import type { BilledEntry } from './rounding.ts';
import type { Sheet } from './sheet.ts';
import { cellOf, COLUMN_TITLES, type CellOptions, type SheetColumn } from './sheet-columns.ts';
import type { SheetGroup } from './sheet-group.ts';
import { currencyOf, type SheetTotals } from './sheet-totals.ts';

export interface HtmlOptions extends CellOptions {
  readonly columns: readonly SheetColumn[];
  /** Who hands the sheet over, as they sign. */
  readonly person: string;
  /** Whom it is for; none when empty. */
  readonly client: string;
  /** The period in the caller's words ("16-22 November 2026"). */
  readonly period: string;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or attribute value: `<`, `>`, `&`, `"` and `'` as entities. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A name or description: escaped, and isolated so that a right-to-left name keeps its order and leaves the line's. */
const words = (value: string): string => (value === '' ? '' : `<bdi>${escapeHtml(value)}</bdi>`);

const FIGURES: ReadonlySet<SheetColumn> = new Set(['start', 'end', 'duration', 'billed', 'amount']);

function entryCell(entry: BilledEntry, column: SheetColumn, options: HtmlOptions): string {
  // A client reads 09:00-10:30; the durations keep their seconds, so that the column sums.
  const value = column === 'start' || column === 'end' ? cellOf(entry, column, options).slice(0, 5) : cellOf(entry, column, options);
  if (column === 'amount' && entry.amountCents !== null) {
    const currency = currencyOf(entry, options.currencies);
    return `<td class="n">${escapeHtml(currency === '' ? value : `${value} ${currency}`)}</td>`;
  }
  if (FIGURES.has(column)) return `<td class="n">${escapeHtml(value)}</td>`;
  return column === 'date' ? `<td class="d">${escapeHtml(value)}</td>` : `<td>${words(value)}</td>`;
}

/** `7:32:05` (or `7.53`), `· 7:45:00 billed` where rounding changed it, then the amounts if asked. */
export function totalsText(totals: SheetTotals, options: Pick<HtmlOptions, 'durations' | 'columns'>): string {
  const time = (s: number): string => formatSheetDuration(s, options.durations, true);
  const parts = [totals.billed === totals.tracked ? time(totals.tracked) : `${time(totals.tracked)} tracked · ${time(totals.billed)} billed`];
  if (options.columns.includes('amount')) {
    for (const a of totals.amounts) parts.push(`${formatCents(a.cents)}${a.currency === '' ? '' : ` ${a.currency}`}`);
  }
  return parts.join(' · ');
}

function groupRows(group: SheetGroup, depth: number, options: HtmlOptions): string[] {
  const head = `<tr class="group depth-${Math.min(depth, 3)}"><th colspan="${options.columns.length}" scope="rowgroup">${words(group.label)}<span class="sum">${escapeHtml(totalsText(group.totals, options))}</span></th></tr>`;
  const below = group.groups.length > 0 ? group.groups.flatMap((g) => groupRows(g, depth + 1, options)) : group.entries.map((e) => entryRow(e, options));
  return [head, ...below];
}

const entryRow = (entry: BilledEntry, options: HtmlOptions): string => `<tr>${options.columns.map((c) => entryCell(entry, c, options)).join('')}</tr>`;

// Chromium draws @page margin boxes (since 131): the page numbers come from the page itself,
// the same in printToPDF and in `--print-to-pdf`, with no header or footer template.
const STYLE = `
@page { size: A4; margin: 16mm 14mm 18mm; @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 9pt sans-serif; color: #444; } }
* { box-sizing: border-box; }
body { margin: 0; font: 10pt/1.35 system-ui, "DejaVu Sans", "Noto Sans", "Noto Sans CJK SC", "Droid Sans Fallback", sans-serif; color: #111; }
h1 { font-size: 16pt; margin: 0 0 4mm; }
dl.who { display: grid; grid-template-columns: max-content 1fr; gap: 1mm 4mm; margin: 0 0 6mm; }
dl.who dt { color: #444; }
dl.who dd { margin: 0; }
table { width: 100%; border-collapse: collapse; }
thead { display: table-header-group; }
th, td { text-align: start; padding: 1.2mm 2mm; vertical-align: top; }
thead th { border-bottom: 1.5pt solid #111; font-weight: 600; }
td { border-bottom: 0.5pt solid #bbb; }
tr { break-inside: avoid; }
.n { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr.group th { padding-top: 3mm; border-bottom: 0.75pt solid #555; font-weight: 600; }
tr.group.depth-1 th { padding-inline-start: 5mm; font-weight: 500; }
tr.group.depth-2 th, tr.group.depth-3 th { padding-inline-start: 9mm; font-weight: 500; }
.d { white-space: nowrap; }
.sum { float: inline-end; font-variant-numeric: tabular-nums; }
p.total { margin: 5mm 0 0; padding-top: 2mm; border-top: 1.5pt solid #111; font-weight: 600; display: flex; justify-content: space-between; }
`;

/** The whole page. */
export function sheetToHtml(sheet: Sheet, options: HtmlOptions): string {
  const who = [
    ['From', options.person],
    ['For', options.client],
    ['Period', options.period],
  ]
    .filter(([, value]) => value !== '')
    .map(([term, value]) => `<dt>${term}</dt><dd>${words(value!)}</dd>`)
    .join('');
  const head = options.columns.map((c) => `<th scope="col"${FIGURES.has(c) ? ' class="n"' : ''}>${COLUMN_TITLES[c]}</th>`).join('');
  const body = sheet.groups.length > 0 ? sheet.groups.flatMap((g) => groupRows(g, 0, options)) : sheet.entries.map((e) => entryRow(e, options));
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    // Nothing runs and nothing loads: the page is text the person and the service wrote.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>Timesheet${options.period === '' ? '' : ` ${escapeHtml(options.period)}`}</title>`,
    `<style>${STYLE}</style></head><body>`,
    '<h1>Timesheet</h1>',
    who === '' ? '' : `<dl class="who">${who}</dl>`,
    `<table><thead><tr>${head}</tr></thead><tbody>${body.join('')}</tbody></table>`,
    `<p class="total"><span>Total</span><span>${escapeHtml(totalsText(sheet.totals, options))}</span></p>`,
    '</body></html>',
    '',
  ].join('\n');
}

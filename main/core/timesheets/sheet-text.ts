// "Copy as text" (issue 70, item 2): a timesheet as plain lines for a stand-up or a mail, one per
// group indented by its level, the entries under the last level if asked, the total last. The
// billed figure is said beside the tracked one only where rounding changed it.
import { formatSheetDuration, type DurationStyle } from './hours.ts';
import { formatCents } from './money.ts';
import type { BilledEntry } from './rounding.ts';
import type { Sheet } from './sheet.ts';
import type { SheetGroup } from './sheet-group.ts';
import { currencyOf, type Currencies, type SheetTotals } from './sheet-totals.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export interface TextOptions {
  /** The first line, as the caller words it ("Acme, 16-22 November 2026"); none when empty. */
  readonly title: string;
  readonly durations: DurationStyle;
  readonly entries: boolean;
  /** Amounts are hidden until the person shows them (screens get shared). */
  readonly amounts: boolean;
  readonly currencies: Currencies;
  /** The locale decimal hours are shown in (`7,53` in German); a file's `7.53` when absent. */
  readonly locale?: string;
  /** The words of the lines ("tracked", "billed", "Total"); English when none is given (a file's). */
  readonly i18n?: I18n;
}

const INDENT = '  ';

/** `7:32` alone, or `7:32 tracked · 7:45 billed`; amounts after, `· 1234.50 EUR`. */
export function figures(totals: Pick<SheetTotals, 'tracked' | 'billed' | 'amounts'>, options: Pick<TextOptions, 'durations' | 'amounts' | 'locale' | 'i18n'>): string {
  const time = (s: number): string => formatSheetDuration(s, options.durations, false, options.locale);
  const i18n = options.i18n ?? sourceWords();
  const hours =
    totals.billed === totals.tracked
      ? time(totals.tracked)
      : i18n._({ id: 'sheet.text.trackedBilled', message: '{tracked} tracked · {billed} billed', values: { tracked: time(totals.tracked), billed: time(totals.billed) } });
  if (!options.amounts) return hours;
  return [hours, ...totals.amounts.map((a) => `${formatCents(a.cents)}${a.currency === '' ? '' : ` ${a.currency}`}`)].join(' · ');
}

function entryLine(entry: BilledEntry, depth: number, options: TextOptions): string {
  const amount = entry.amountCents === null ? [] : [{ currency: currencyOf(entry, options.currencies), cents: entry.amountCents }];
  const what = entry.description === '' ? entry.projectName : entry.description;
  return `${INDENT.repeat(depth)}${entry.date} ${entry.start.slice(0, 5)}-${entry.end.slice(0, 5)}  ${what}  ${figures({ ...entry, amounts: amount }, options)}`;
}

function groupLines(group: SheetGroup, depth: number, options: TextOptions): string[] {
  const lines = [`${INDENT.repeat(depth)}${group.label}  ${figures(group.totals, options)}`];
  if (group.groups.length > 0) return lines.concat(group.groups.flatMap((g) => groupLines(g, depth + 1, options)));
  return options.entries ? lines.concat(group.entries.map((e) => entryLine(e, depth + 1, options))) : lines;
}

export function sheetToText(sheet: Sheet, options: TextOptions): string {
  const i18n = options.i18n ?? sourceWords();
  const body =
    sheet.groups.length > 0
      ? sheet.groups.flatMap((g) => groupLines(g, 0, options))
      : options.entries
        ? sheet.entries.map((e) => entryLine(e, 0, options))
        : [];
  const title = options.title === '' ? [] : [options.title, ''];
  return [...title, ...body, ...(body.length > 0 ? [''] : []), i18n._({ id: 'sheet.text.total', message: 'Total  {figures}', values: { figures: figures(sheet.totals, options) } })].join('\n') + '\n';
}

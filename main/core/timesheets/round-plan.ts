// "Apply rounding to these entries" (issue 70, item 3), the preview as a pure plan: of one
// account's timesheet (its filters, its rule book), which entries would store their billed time
// (the start kept, the end and total moved), by how much in all, and which are left as tracked
// and why. Billed exactly as the sheet bills them (sheet.ts: the same order, so a day-total
// rule spreads its difference onto the same entries), so the entries stored sum to the billed
// sheet. The neighbours an entry's new end must not reach are every entry of the person's that
// day, the filtered-out ones too: a rounded entry must not lie over an entry of another project.
import type { DetailedReportRow } from '../../api/types.ts';
import type { EntryVersionView, HourCycle } from '../snapshot.ts';
import { formatClockText } from '../time/clock-format.ts';
import { formatHms, parseHms } from '../time/local-time.ts';
import { formatSheetDuration } from './hours.ts';
import type { RuleBook } from './rounding-rule.ts';
import { buildSheet } from './sheet.ts';
import { readSheetEntry, type SheetEntry } from './sheet-entry.ts';
import type { AccountFilter } from './sheet-filter.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

/** The last second a day's entry may end on (the service keeps an entry on one date). */
const DAY_END_S = 24 * 3600 - 1;

/** An entry that would store its billed time. */
export interface RoundingChange {
  readonly id: number;
  readonly date: string;
  /** `HH:MM:SS`, kept. */
  readonly start: string;
  /** The entry in words ("“Spec” on 2026-02-03 at 09:00"). */
  readonly name: string;
  readonly tracked: number;
  readonly billed: number;
  /** The entry as read: nothing is sent over a change since. */
  readonly seen: EntryVersionView;
}

export interface RoundingLeft {
  readonly id: number;
  readonly words: string;
}

export interface RoundingPlan {
  readonly changes: readonly RoundingChange[];
  readonly left: readonly RoundingLeft[];
  /** Seconds the changed entries gain in all (negative: lose). */
  readonly added: number;
  /** Rows that could not be read (said, never counted as nothing). */
  readonly problems: readonly string[];
}

export interface RoundingPlanInput {
  readonly account: string;
  /** Every row of the person's in the range, unfiltered: the neighbours of a rounded entry. */
  readonly rows: readonly DetailedReportRow[];
  readonly book: RuleBook;
  readonly filter?: AccountFilter;
  readonly hourCycle: HourCycle;
  /** The words the plan's names and reasons are in (English when none is given). */
  readonly i18n?: I18n;
}

const flag = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

/** Locked on the service and not this user's to change (the service would refuse the update). */
function lockedFor(row: DetailedReportRow): boolean {
  const canModify = (row.permissions as { can_modify_locked?: unknown } | undefined)?.can_modify_locked;
  return flag(row.is_locked) && !flag(canModify);
}

function nameOf(e: SheetEntry, hourCycle: HourCycle, i18n: I18n): string {
  const what = e.description.trim() !== '' ? e.description.trim() : e.projectName !== '' ? e.projectName : i18n._({ id: 'rounding.plan.entryId', message: 'Entry {id}', values: { id: e.id } });
  return i18n._({ id: 'rounding.plan.entryName', message: '“{what}” on {date} at {time}', values: { what, date: e.date, time: formatClockText(e.start, hourCycle) } });
}

function seenOf(e: SheetEntry): EntryVersionView {
  return { date: e.date, timeStart: e.start, timeEnd: e.end, totalSeconds: e.tracked, projectId: e.projectId, taskId: e.taskId, description: e.description, running: e.running };
}

/**
 * The first entry of the day (by start) that the entry's new times would lie over: the check
 * before an update is sent refuses any such overlap, one already there too, so the plan leaves
 * the entry as tracked rather than queue an update bound to be refused.
 */
function under(e: SheetEntry, newEnd: number, day: readonly SheetEntry[]): SheetEntry | null {
  const start = parseHms(e.start);
  let first: SheetEntry | null = null;
  for (const o of day) {
    if (o.id === e.id) continue;
    const s = parseHms(o.start);
    if (s < newEnd && s + o.tracked > start && (first === null || s < parseHms(first.start))) first = o;
  }
  return first;
}

export function planRounding(input: RoundingPlanInput): RoundingPlan {
  const i18n = input.i18n ?? sourceWords();
  const all: SheetEntry[] = [];
  const problems: string[] = [];
  const locked = new Set<number>();
  for (const row of input.rows) {
    const read = readSheetEntry(input.account, row, i18n);
    if (!read.ok) {
      problems.push(i18n._({ id: 'rounding.plan.unread', message: '{problem} It is left as it is.', values: { problem: read.problem } }));
      continue;
    }
    all.push(read.entry);
    if (lockedFor(row)) locked.add(read.entry.id);
  }
  const byDay = new Map<string, SheetEntry[]>();
  for (const e of all) byDay.set(e.date, [...(byDay.get(e.date) ?? []), e]);
  const filters = new Map(input.filter ? [[input.account, input.filter] as const] : []);
  const billed = buildSheet({ entries: all, filters, rules: new Map([[input.account, input.book]]), groupBy: [], weekStartsOn: 1, currencies: new Map() }).entries;
  const changes: RoundingChange[] = [];
  const left: RoundingLeft[] = [];
  let added = 0;
  for (const e of billed) {
    // No rule, or nothing to change: not touched, not listed.
    if (e.rounding === null || e.billed === e.tracked) continue;
    const name = nameOf(e, input.hourCycle, i18n);
    const newEnd = parseHms(e.start) + e.billed;
    const to = formatSheetDuration(e.billed, 'clock', e.billed % 60 !== 0);
    let why: string | null = null;
    if (e.running) why = i18n._({ id: 'rounding.plan.running', message: '{name} is running: it keeps its tracked time. Stop it, then apply the rounding again.', values: { name } });
    else if (locked.has(e.id)) why = i18n._({ id: 'rounding.plan.locked', message: '{name} is locked on the service (its period is closed): left as tracked.', values: { name } });
    else if (newEnd > DAY_END_S) why = i18n._({ id: 'rounding.plan.pastMidnight', message: '{name} rounded to {to} would end past midnight, which the service does not store on one day: left as tracked.', values: { name, to } });
    else {
      const next = under(e, newEnd, byDay.get(e.date) ?? []);
      if (next !== null) why = i18n._({ id: 'rounding.plan.over', message: '{name} rounded to {to} would end at {end}, over {other}: left as tracked.', values: { name, to, end: formatClockText(formatHms(newEnd), input.hourCycle), other: nameOf(next, input.hourCycle, i18n) } });
    }
    if (why !== null) {
      left.push({ id: e.id, words: why });
      continue;
    }
    changes.push({ id: e.id, date: e.date, start: e.start, name, tracked: e.tracked, billed: e.billed, seen: seenOf(e) });
    added += e.billed - e.tracked;
  }
  return { changes, left, added, problems };
}

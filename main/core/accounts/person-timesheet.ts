// A timesheet over the person's accounts (issue 70): the one read the window's export and
// `stint export` both call. Each account chosen reads the range through its own engine (its
// client, pacer and daily quota; refused in words before it would spend what its timer keeps),
// and the timesheet core makes one sheet of what they read, with each account's rounding rules
// and currency from its own settings. Whatever was refused is said per account: an account
// whose read failed, a row that could not be read. A sheet is never silently short.

import type { TimesheetCostResult, TimesheetReadInput } from '../stint-api.ts';
import type { AccountFilter } from '../timesheets/sheet-filter.ts';
import { GROUP_LEVELS, type GroupLevel } from '../timesheets/sheet-group.ts';
import type { SheetColumn } from '../timesheets/sheet-columns.ts';
import type { DurationStyle } from '../timesheets/hours.ts';
import type { Sheet } from '../timesheets/sheet.ts';
import type { Currencies } from '../timesheets/sheet-totals.ts';
import { sheetOfAccounts, type AccountRows } from '../timesheets/sheet-of-accounts.ts';
import type { StintAccounts } from './accounts.ts';
import { sourceWords, wordsFor, type I18n } from '../../i18n/words.ts';

/** A key the person has no account of (`filter`: named as a filter's), said with the names they may choose instead, in the words of `i18n`. */
export function noAccount(key: string, all: readonly { readonly name: string }[], i18n: I18n = sourceWords(), filter = false): string {
  const names = all.map((x) => x.name).join(', ');
  return filter
    ? i18n._({ id: 'timesheet.noAccountToFilter', message: 'There is no account "{key}" to filter: choose one of {names}.', values: { key, names } })
    : i18n._({ id: 'timesheet.noAccount', message: 'There is no account "{key}": choose one of {names}.', values: { key, names } });
}

/** The words of the person's language now (the first account's snapshot says which). */
const wordsOfHub = (hub: StintAccounts): I18n => wordsFor(hub.first.snapshot().language);

export interface TimesheetRequest {
  /** `YYYY-MM-DD`, inclusive, in each account's calendar. */
  readonly from: string;
  readonly to: string;
  /** Account keys; left out: every signed-in account. */
  readonly accounts?: readonly string[];
  /** Per account key: the customers, projects and tasks kept (ids are each account's own). */
  readonly filters?: Readonly<Record<string, AccountFilter>>;
  readonly groupBy: readonly GroupLevel[];
  /** The columns a file shows (the writers' business; carried through). */
  readonly columns?: readonly SheetColumn[];
  /** Clock or decimal hours; left out: the person's "Decimal hours" setting. */
  readonly style?: DurationStyle;
  /** Billed under each account's rounding rules. */
  readonly rounding: boolean;
}

/** What one account's read came to. */
export interface AccountReadNote {
  readonly key: string;
  readonly name: string;
  /** Requests spent on the read. */
  readonly requests: number;
  /** Why its time is not in the sheet; null: it is. */
  readonly refused: string | null;
}

export type TimesheetResult =
  | {
      readonly ok: true;
      readonly sheet: Sheet;
      /** The currency of each account's amounts (by account name), for the writers. */
      readonly currencies: Currencies;
      readonly style: DurationStyle;
      readonly columns: readonly SheetColumn[] | null;
      readonly accounts: readonly AccountReadNote[];
      /** Everything refused, in words: an account's read, a row. Empty: the sheet holds everything asked for. */
      readonly problems: readonly string[];
      /** Some account's time is missing (its read was refused): a file must say so or not be written. */
      readonly incomplete: boolean;
    }
  | { readonly ok: false; readonly message: string; readonly accounts: readonly AccountReadNote[]; readonly problems: readonly string[] };

export interface TimesheetCostNote {
  readonly key: string;
  readonly name: string;
  readonly cost: TimesheetCostResult;
}

/** The timesheet's commands of the person's facade (person-stint.ts): the window's export and `stint export` call these. */
export interface TimesheetCommands {
  /** The sheet of a range over the accounts chosen, with what was refused in words. */
  timesheet(request: TimesheetRequest): Promise<TimesheetResult>;
  /** What it would cost in each account, said first (a request each where an export could follow); a string: the request is wrong. */
  timesheetCost(request: TimesheetRequest): Promise<TimesheetCostNote[] | string>;
}

interface Chosen {
  readonly key: string;
  readonly name: string;
  readonly input: TimesheetReadInput;
}

/** What is wrong with the request's shape (a command line or a window may send anything), or null. */
function shapeProblem(request: TimesheetRequest, i18n: I18n): string | null {
  const levels: readonly unknown[] = Array.isArray(request.groupBy) ? request.groupBy : [];
  if (!Array.isArray(request.groupBy) || levels.some((l) => !(GROUP_LEVELS as readonly unknown[]).includes(l))) {
    return i18n._({ id: 'timesheet.groupBy', message: 'Group by {levels} (any of them, in the order to nest), not {given}.', values: { levels: GROUP_LEVELS.join(', '), given: JSON.stringify(request.groupBy) } });
  }
  if (new Set(levels).size !== levels.length) return i18n._({ id: 'timesheet.groupByOnce', message: 'Group by each level once, not {given}.', values: { given: levels.join(', ') } });
  if (request.style !== undefined && request.style !== 'clock' && request.style !== 'decimal') return i18n._({ id: 'timesheet.style', message: 'Show durations on the clock or as decimal hours, not {given}.', values: { given: JSON.stringify(request.style) } });
  if (typeof request.rounding !== 'boolean') return i18n._({ id: 'timesheet.roundingFlag', message: 'Say whether the rounding rules apply: rounding true or false.' });
  return null;
}

/** The accounts a request names (or every signed-in one), or the words of what is wrong. */
function chosen(hub: StintAccounts, request: TimesheetRequest): Chosen[] | string {
  const i18n = wordsOfHub(hub);
  const wrong = shapeProblem(request, i18n);
  if (wrong !== null) return wrong;
  const all = hub.named();
  const keys = request.accounts ?? all.filter((a) => a.snapshot.session.state === 'signed_in').map((a) => a.key);
  if (keys.length === 0) {
    return request.accounts
      ? i18n._({ id: 'timesheet.chooseAccount', message: 'Choose at least one account to export.' })
      : i18n._({ id: 'timesheet.signInFirst', message: 'Sign in to an account first: no account is signed in.' });
  }
  // A filter of an account not exported would be dropped without a word: its ids say nothing elsewhere.
  const stray = Object.keys(request.filters ?? {}).find((k) => !keys.includes(k));
  if (stray !== undefined) {
    const name = all.find((x) => x.key === stray)?.name;
    return name === undefined
      ? noAccount(stray, all, i18n, true)
      : i18n._({ id: 'timesheet.filterNotExported', message: 'The filter is of {name}, which is not exported: tick {name} or clear the filter.', values: { name } });
  }
  const out: Chosen[] = [];
  for (const key of new Set(keys)) {
    const a = all.find((x) => x.key === key);
    if (!a) return noAccount(key, all, i18n);
    const f = request.filters?.[key];
    const input: TimesheetReadInput = {
      accountName: a.name,
      from: request.from,
      to: request.to,
      ...(f?.customerIds ? { customerIds: f.customerIds } : {}),
      ...(f?.projectIds ? { projectIds: f.projectIds } : {}),
      ...(f?.taskIds ? { taskIds: f.taskIds } : {}),
    };
    out.push({ key, name: a.name, input });
  }
  return out;
}

/** The sheet of a request over the person's accounts. */
export async function personTimesheet(hub: StintAccounts, request: TimesheetRequest): Promise<TimesheetResult> {
  const accounts = chosen(hub, request);
  if (typeof accounts === 'string') return { ok: false, message: accounts, accounts: [], problems: [accounts] };
  // Each account on its own quota and pacer: read side by side.
  const reads = await Promise.all(accounts.map(async (a) => ({ a, r: await hub.engineOf(a.key)!.readTimesheet(a.input) })));
  const notes: AccountReadNote[] = reads.map(({ a, r }) => ({ key: a.key, name: a.name, requests: r.requests, refused: r.ok ? null : r.message }));
  const i18n = wordsOfHub(hub);
  const refused = notes.flatMap((n) => (n.refused === null ? [] : [i18n._({ id: 'timesheet.accountRefused', message: '{account}: {why}', values: { account: n.name, why: n.refused } })]));
  const read: AccountRows[] = reads.flatMap(({ a, r }) => (r.ok ? [{ account: a.name, rows: r.rows, rounding: r.rounding, currency: r.currency }] : []));
  if (read.length === 0) {
    // Every account refused alike (a range that cannot be): said once, not once per account.
    const alike = new Set(notes.map((n) => n.refused));
    return { ok: false, message: alike.size === 1 && notes.length > 1 ? notes[0]!.refused! : refused.join(' '), accounts: notes, problems: refused };
  }
  const first = hub.named().find((x) => x.key === accounts[0]!.key)!.snapshot;
  const built = sheetOfAccounts(read, {
    filters: new Map(accounts.flatMap((a) => (request.filters?.[a.key] ? [[a.name, request.filters[a.key]!] as const] : []))),
    groupBy: request.groupBy,
    weekStartsOn: first.display.firstDayOfWeek,
    rounding: request.rounding,
    i18n,
  });
  if (!built.ok) return { ok: false, message: built.problems.join(' '), accounts: notes, problems: [...refused, ...built.problems] };
  return {
    ok: true,
    sheet: built.sheet,
    currencies: built.currencies,
    style: request.style ?? (first.settings.display.decimalHours ? 'decimal' : 'clock'),
    columns: request.columns ?? null,
    accounts: notes,
    problems: [...refused, ...built.problems],
    incomplete: refused.length > 0,
  };
}

/** What the request would cost in each account, said before anything is exported (a request each). */
export async function personTimesheetCost(hub: StintAccounts, request: TimesheetRequest): Promise<TimesheetCostNote[] | string> {
  const accounts = chosen(hub, request);
  if (typeof accounts === 'string') return accounts;
  return Promise.all(accounts.map(async (a) => ({ key: a.key, name: a.name, cost: await hub.engineOf(a.key)!.timesheetCost(a.input) })));
}

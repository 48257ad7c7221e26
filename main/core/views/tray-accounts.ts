// The tray's words for a person with several accounts (snapshot.accounts non-null): which
// account the timer runs in ("Acme · Website redesign"), today's total of every account
// together counted live, each account's figure, and the "Accounts" submenu (each account
// with its state, the one in use ticked; a click uses it, or opens Settings for one that is
// signed out; "Add an account…"). With one account `accounts` is null and none of this shows.

import type { I18n } from '../../i18n/words.ts';
import type { AccountRow, AccountsPanel, DisplayView, EntryView } from '../snapshot.ts';
import { truncateLabel } from './entry-label.ts';
import { formatHours } from './hours.ts';
import type { TrayMenuItem } from './tray-menu-item.ts';

/** An account's name where the menu writes it with something after it. */
const NAME_MAX = 30;
/** An account's problem in its line of the Accounts submenu. */
const PROBLEM_MAX = 40;

export const ACCOUNTS_MENU_ID = 'accounts';
export const ADD_ACCOUNT_ID = 'account-add';
const ACCOUNT_ITEM = 'account:';
const TODAY_ACCOUNT_ITEM = 'today-account:';
/** The accounts layer's keys (main/core/accounts/account-list.ts): `main`, or `a` and 8 letters or digits. */
const ACCOUNT_KEY = /^(main|a[a-z0-9]{8})$/;

/** The panel when there are several accounts; null (one account, or an input made by hand without it) otherwise. */
export function severalAccounts(accounts: AccountsPanel | null | undefined): AccountsPanel | null {
  return accounts !== null && accounts !== undefined && accounts.rows.length > 1 ? accounts : null;
}

/** The name of the account the running entry is in: the account in use's (the one whose timer runs). */
export function runningAccountName(accounts: AccountsPanel): string {
  return accounts.running !== null && accounts.running.accountKey === accounts.inUse ? accounts.running.accountName : accounts.inUseName;
}

/**
 * The running entry named with its account, as `accounts.running.title` names it ("Acme ·
 * Website redesign"), for `entryLabel` to cut as it cuts any entry. Unchanged with one account.
 */
export function withAccountName<E extends Pick<EntryView, 'projectName'>>(entry: E, accounts: AccountsPanel | null): E {
  return accounts === null ? entry : { ...entry, projectName: `${runningAccountName(accounts)} · ${entry.projectName}` };
}

export interface AccountSeconds {
  readonly row: AccountRow;
  readonly seconds: number;
}

/**
 * Each account's today at `now`: the account in use's from its own live total (`inUseSeconds`,
 * the running entry counted to `now`: only the account in use runs a timer Stint started),
 * the others' as of the snapshot (nothing of theirs runs). Once the account in use's day has
 * turned since the snapshot (`todayNow` is not the day its row was counted on), the others'
 * figures are the day before's: 0 until the next snapshot.
 */
export function accountSeconds(accounts: AccountsPanel, inUseSeconds: number, todayNow: string): AccountSeconds[] {
  const inUseRow = accounts.rows.find((r) => r.key === accounts.inUse);
  const sameDay = inUseRow === undefined || inUseRow.today === todayNow;
  return accounts.rows.map((row) => ({ row, seconds: row.key === accounts.inUse ? inUseSeconds : sameDay ? row.todaySeconds : 0 }));
}

/** Today's seconds of every account together at `now` (see `accountSeconds`). */
export function allAccountsSeconds(accounts: AccountsPanel, inUseSeconds: number, todayNow: string): number {
  return accountSeconds(accounts, inUseSeconds, todayNow).reduce((sum, a) => sum + a.seconds, 0);
}

/** "Acme: 2:05": one account's today, a line of the Today submenu (and of the bars' tooltip). */
export function accountTodayLabel(a: AccountSeconds, display?: Pick<DisplayView, 'decimalHours' | 'locale'>): string {
  return `${truncateLabel(a.row.name, NAME_MAX)}: ${formatHours(a.seconds, display)}`;
}

/** The Today submenu's lines per account, in the person's order. */
export function todayByAccountItems(list: readonly AccountSeconds[], display?: Pick<DisplayView, 'decimalHours' | 'locale'>): TrayMenuItem[] {
  return list.map((a) => ({ id: `${TODAY_ACCOUNT_ITEM}${a.row.key}`, label: accountTodayLabel(a, display), enabled: false }));
}

/** A project line of the Today submenu, which lists the account in use's projects: marked with its name. */
export function inUseProjectLabel(accounts: AccountsPanel, projectLabel: string): string {
  return `${truncateLabel(accounts.inUseName, NAME_MAX)} · ${projectLabel}`;
}

/**
 * An account's line in the Accounts submenu: its name, then what needs saying of it (signed
 * out, signing in, its timer running, its problem in the service's words, work waiting).
 */
export function accountLine(row: AccountRow, runningKey: string | null, i18n: I18n): string {
  const account = truncateLabel(row.name, NAME_MAX);
  const count = row.queued;
  if (row.session === 'signed_out') {
    return count > 0
      ? i18n._({ id: 'tray.account.signedOutWaiting', message: '{account}: signed out, {count} waiting…', values: { account, count } })
      : i18n._({ id: 'tray.account.signedOut', message: '{account}: signed out…', values: { account } });
  }
  if (row.session === 'signing_in') return i18n._({ id: 'tray.account.signingIn', message: '{account}: signing in', values: { account } });
  const problem = row.problem !== null && row.problem.trim() !== '' ? truncateLabel(row.problem.trim().replace(/\s+/g, ' '), PROBLEM_MAX) : null;
  const runs = row.key === runningKey;
  if (problem !== null) {
    return runs
      ? i18n._({ id: 'tray.account.runningProblem', message: '{account}: timer running, {problem}', values: { account, problem } })
      : i18n._({ id: 'tray.account.problem', message: '{account}: {problem}', values: { account, problem } });
  }
  if (count > 0) {
    return runs
      ? i18n._({ id: 'tray.account.runningWaiting', message: '{account}: timer running, {count} waiting', values: { account, count } })
      : i18n._({ id: 'tray.account.waiting', message: '{account}: {count} waiting', values: { account, count } });
  }
  return runs ? i18n._({ id: 'tray.account.running', message: '{account}: timer running', values: { account } }) : account;
}

/**
 * The "Accounts" submenu: each account with its state, the one in use ticked (greyed, as the
 * project that runs is in Switch to); a click on another uses it. While a timer runs the
 * window shows its account whatever is chosen, so the other signed-in accounts are greyed;
 * one signed out opens Settings, where it signs in. Then "Add an account…".
 */
export function accountsMenu(accounts: AccountsPanel, i18n: I18n): TrayMenuItem {
  const runningKey = accounts.running?.accountKey ?? null;
  const items: TrayMenuItem[] = accounts.rows.map((row) => {
    const label = accountLine(row, runningKey, i18n);
    const id = `${ACCOUNT_ITEM}${row.key}`;
    if (row.key === accounts.inUse) return { id, label, enabled: false, checked: true, type: 'checkbox' as const };
    return { id, label, enabled: row.session === 'signed_out' || runningKey === null };
  });
  items.push({ id: 'separator:accounts', label: '', enabled: false, type: 'separator' });
  items.push({ id: ADD_ACCOUNT_ID, label: i18n._({ id: 'tray.account.add', message: 'Add an account…' }), enabled: true });
  return { id: ACCOUNTS_MENU_ID, label: i18n._({ id: 'tray.accounts', message: 'Accounts' }), enabled: true, submenu: items };
}

/** The account a click on an Accounts item names; null for any other id. */
export function accountKeyOfItem(id: string): string | null {
  if (!id.startsWith(ACCOUNT_ITEM)) return null;
  const key = id.slice(ACCOUNT_ITEM.length);
  return ACCOUNT_KEY.test(key) ? key : null;
}

/** A line of the Today submenu per account (greyed; should a desktop let it be clicked, the window shows the day). */
export function isTodayAccountItem(id: string): boolean {
  return id.startsWith(TODAY_ACCOUNT_ITEM);
}

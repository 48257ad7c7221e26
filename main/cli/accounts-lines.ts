// `accounts`, `accounts add`, `accounts remove` and `use`: the person's accounts of the
// service on the command line, numbered as listed, through the accounts layer
// (main/core/accounts), which keeps one timer across them.

import type { StintAccounts } from '../core/accounts/accounts.ts';
import type { AccountRow } from '../core/accounts/accounts-view.ts';
import type { CommandResult } from '../core/stint.ts';
import { formatHours } from '../core/views/hours.ts';
import type { I18n } from '../i18n/words.ts';
import { errorLine } from './render.ts';

export interface CliAccounts {
  readonly hub: StintAccounts;
  /** The key of the account the commands act on. */
  current: string;
}

export interface AccountLines {
  readonly ok: boolean;
  readonly lines: readonly string[];
}

export function renderAccounts(a: CliAccounts, i18n: I18n): string[] {
  const view = a.hub.snapshot();
  // The person's display setting lives with the first account's settings, as the window reads it.
  const display = a.hub.first.snapshot().display;
  const lines = view.accounts.map((row, i) => {
    const who = [row.accountId, row.email].filter((x) => x !== null).join(', ');
    const name = row.key === a.current ? i18n._({ id: 'cli.accounts.inUse', message: '{name} (in use)', values: { name: row.name } }) : row.name;
    const parts = [
      `${i + 1}. ${name}${who ? ` (${who})` : ''}`,
      i18n._({ id: 'cli.accounts.session', message: '{session, select, signed_in {signed in} signing_in {signing in} other {signed out}}', values: { session: row.session } }),
      i18n._({ id: 'cli.accounts.today', message: 'today {hours}', values: { hours: formatHours(row.todaySeconds, display) } }),
      ...(row.queued > 0 ? [i18n._({ id: 'cli.accounts.waiting', message: '{count} waiting', values: { count: row.queued } })] : []),
      ...(view.running?.accountKey === row.key ? [i18n._({ id: 'cli.accounts.running', message: 'running: {entry}', values: { entry: view.running.title } })] : []),
      ...(row.problem ? [row.problem] : []),
    ];
    return parts.join(' · ');
  });
  if (view.several) lines.push(i18n._({ id: 'cli.accounts.allToday', message: 'All accounts today: {hours}', values: { hours: formatHours(view.todaySeconds, display) } }));
  return lines;
}

/** A refusal: its message, and each field's own words where they say more. */
export function failure(r: Extract<CommandResult, { ok: false }>, i18n: I18n): AccountLines {
  const fields = Object.entries(r.fields).filter(([, why]) => why !== r.message);
  return { ok: false, lines: [errorLine(r.message, i18n), ...fields.map(([field, why]) => `  ${field}: ${why}`)] };
}

/** The n-th account as listed, or the words for a number that names none. */
export function accountNumbered(a: CliAccounts, n: number, i18n: I18n): { key: string } | AccountLines {
  const row = a.hub.snapshot().accounts[n - 1];
  return row ? { key: row.key } : { ok: false, lines: [errorLine(i18n._({ id: 'cli.accounts.noSuch', message: 'there is no account {n}: accounts lists them.', values: { n } }), i18n)] };
}

export function useAccount(a: CliAccounts, n: number, i18n: I18n): AccountLines {
  const found = accountNumbered(a, n, i18n);
  if ('lines' in found) return found;
  a.current = found.key;
  const row = a.hub.snapshot().accounts[n - 1]!;
  const session = row.session === 'signed_in' ? 'in' : 'out';
  return { ok: true, lines: [i18n._({ id: 'cli.accounts.using', message: '{session, select, in {Using {name}.} other {Using {name}: signed out, signin signs in to it.}}', values: { session, name: row.name } })] };
}

export async function addAccount(a: CliAccounts, input: { label: string; accountId: string; email: string; baseUrl: string; password: string }, i18n: I18n): Promise<AccountLines> {
  const r = await a.hub.add(input);
  if (!r.ok) return failure(r, i18n);
  a.current = r.key;
  const row = a.hub.snapshot().accounts.find((x) => x.key === r.key)!;
  return { ok: true, lines: [i18n._({ id: 'cli.accounts.added', message: "Added {name} ({accountId}); using it now. One timer runs across every account: a start here stops the other's.", values: { name: row.name, accountId: input.accountId } })] };
}

/**
 * Removes the n-th account, dropping what its question says (main/core/accounts
 * removal-question.ts); without --yes it is refused, in those words, while the service would
 * never get something (its actions not sent yet, a timer left running there). Says what went.
 */
export async function removeAccount(a: CliAccounts, n: number, yes: boolean, i18n: I18n): Promise<AccountLines> {
  const found = accountNumbered(a, n, i18n);
  if ('lines' in found) return found;
  const view = a.hub.snapshot();
  // The person's display setting lives with the first account's settings, as the window reads it.
  const display = a.hub.first.snapshot().display;
  const row = view.accounts[n - 1]!;
  const runs = view.running?.accountKey === found.key ? view.running.title : null;
  const r = await a.hub.remove(found.key, { discardQueued: yes });
  if (!r.ok) {
    const anyway = i18n._({ id: 'cli.accounts.removeAnyway', message: '  accounts remove --yes {n} removes it all the same.', values: { n } });
    return a.hub.removal(found.key)?.asks && !yes ? { ok: false, lines: [...failure(r, i18n).lines, anyway] } : failure(r, i18n);
  }
  if (!a.hub.account(a.current)) a.current = 'main';
  // What the removal dropped, as its own question said it.
  const asked = r.dropped;
  const lost = asked.lost;
  const went = [
    asked.timer?.fate === 'runs_on'
      ? i18n._({ id: 'cli.accounts.removed.timerRunsOn', message: "its timer left running on the service (stop it on the service's website)" })
      : asked.timer?.fate === 'stopped'
        ? i18n._({ id: 'cli.accounts.removed.timerStopped', message: 'its timer ({entry}) stopped', values: { entry: runs ?? asked.timer.title } })
        : null,
    lost.length > 0 ? i18n._({ id: 'cli.accounts.removed.lost', message: '{count, plural, one {its action not sent lost ({actions})} other {its # actions not sent lost ({actions})}}', values: { count: lost.length, actions: lost.join('; ') } }) : null,
    row.session === 'signed_in' ? i18n._({ id: 'cli.accounts.removed.signedOut', message: 'signed out' }) : null,
    found.key === 'main'
      ? i18n._({ id: 'cli.accounts.removed.firstData', message: 'its queue and copies on this computer deleted; the first account keeps its place, empty.' })
      : i18n._({ id: 'cli.accounts.removed.data', message: 'its data on this computer deleted.' }),
  ];
  return { ok: true, lines: [i18n._({ id: 'cli.accounts.removed', message: 'Removed {name}: {what}', values: { name: row.name, what: went.filter((w) => w !== null).join(', ') } })] };
}

export async function renameAccount(a: CliAccounts, n: number, label: string, i18n: I18n): Promise<AccountLines> {
  const found = accountNumbered(a, n, i18n);
  if ('lines' in found) return found;
  const r = await a.hub.rename(found.key, label);
  return r.ok ? { ok: true, lines: [i18n._({ id: 'cli.accounts.renamed', message: 'Account {n} is now called {name}.', values: { n, name: label.trim() } })] } : failure(r, i18n);
}

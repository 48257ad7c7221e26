// `accounts`, `accounts add`, `accounts remove` and `use`: the person's accounts of the
// service on the command line, numbered as listed, through the accounts layer
// (main/core/accounts), which keeps one timer across them.

import type { StintAccounts } from '../core/accounts/accounts.ts';
import type { AccountRow } from '../core/accounts/accounts-view.ts';
import type { CommandResult } from '../core/stint.ts';
import { formatHours } from '../core/views/hours.ts';

export interface CliAccounts {
  readonly hub: StintAccounts;
  /** The key of the account the commands act on. */
  current: string;
}

export interface AccountLines {
  readonly ok: boolean;
  readonly lines: readonly string[];
}

const SESSION_WORDS: Readonly<Record<AccountRow['session'], string>> = { signed_in: 'signed in', signing_in: 'signing in', signed_out: 'signed out' };

export function renderAccounts(a: CliAccounts): string[] {
  const view = a.hub.snapshot();
  // The person's display setting lives with the first account's settings, as the window reads it.
  const display = a.hub.first.snapshot().display;
  const lines = view.accounts.map((row, i) => {
    const who = [row.accountId, row.email].filter((x) => x !== null).join(', ');
    const runs = view.running?.accountKey === row.key ? ` · running: ${view.running.title}` : '';
    const waits = row.queued > 0 ? ` · ${row.queued} waiting` : '';
    const use = row.key === a.current ? ' (in use)' : '';
    return `${i + 1}. ${row.name}${use}${who ? ` (${who})` : ''} · ${SESSION_WORDS[row.session]} · today ${formatHours(row.todaySeconds, display)}${waits}${runs}${row.problem ? ` · ${row.problem}` : ''}`;
  });
  if (view.several) lines.push(`All accounts today: ${formatHours(view.todaySeconds, display)}`);
  return lines;
}

/** A refusal: its message, and each field's own words where they say more. */
export function failure(r: Extract<CommandResult, { ok: false }>): AccountLines {
  const fields = Object.entries(r.fields).filter(([, why]) => why !== r.message);
  return { ok: false, lines: [`error: ${r.message}`, ...fields.map(([field, why]) => `  ${field}: ${why}`)] };
}

/** The n-th account as listed, or the words for a number that names none. */
export function accountNumbered(a: CliAccounts, n: number): { key: string } | AccountLines {
  const row = a.hub.snapshot().accounts[n - 1];
  return row ? { key: row.key } : { ok: false, lines: [`error: there is no account ${n}: accounts lists them.`] };
}

export function useAccount(a: CliAccounts, n: number): AccountLines {
  const found = accountNumbered(a, n);
  if ('lines' in found) return found;
  a.current = found.key;
  const row = a.hub.snapshot().accounts[n - 1]!;
  return { ok: true, lines: [`Using ${row.name}${row.session === 'signed_in' ? '' : ': signed out, signin signs in to it'}.`] };
}

export async function addAccount(a: CliAccounts, input: { label: string; accountId: string; email: string; baseUrl: string; password: string }): Promise<AccountLines> {
  const r = await a.hub.add(input);
  if (!r.ok) return failure(r);
  a.current = r.key;
  const row = a.hub.snapshot().accounts.find((x) => x.key === r.key)!;
  return { ok: true, lines: [`Added ${row.name} (${input.accountId}); using it now. One timer runs across every account: a start here stops the other's.`] };
}

/**
 * Removes the n-th account, dropping what its question says (main/core/accounts
 * removal-question.ts); without --yes it is refused, in those words, while the service would
 * never get something (its actions not sent yet, a timer left running there). Says what went.
 */
export async function removeAccount(a: CliAccounts, n: number, yes: boolean): Promise<AccountLines> {
  const found = accountNumbered(a, n);
  if ('lines' in found) return found;
  const view = a.hub.snapshot();
  // The person's display setting lives with the first account's settings, as the window reads it.
  const display = a.hub.first.snapshot().display;
  const row = view.accounts[n - 1]!;
  const runs = view.running?.accountKey === found.key ? view.running.title : null;
  const r = await a.hub.remove(found.key, { discardQueued: yes });
  if (!r.ok) return a.hub.removal(found.key)?.asks && !yes ? { ok: false, lines: [...failure(r).lines, `  accounts remove --yes ${n} removes it all the same.`] } : failure(r);
  if (!a.hub.account(a.current)) a.current = 'main';
  // What the removal dropped, as its own question said it.
  const asked = r.dropped;
  const lost = asked.lost;
  const went = [
    asked.timer?.fate === 'runs_on' ? "its timer left running on the service (stop it on the service's website)" : asked.timer?.fate === 'stopped' ? `its timer (${runs ?? asked.timer.title}) stopped` : null,
    lost.length > 0 ? `${lost.length === 1 ? 'its action' : `its ${lost.length} actions`} not sent lost (${lost.join('; ')})` : null,
    row.session === 'signed_in' ? 'signed out' : null,
    found.key === 'main' ? 'its queue and copies on this computer deleted; the first account keeps its place, empty.' : 'its data on this computer deleted.',
  ];
  return { ok: true, lines: [`Removed ${row.name}: ${went.filter((w) => w !== null).join(', ')}`] };
}

export async function renameAccount(a: CliAccounts, n: number, label: string): Promise<AccountLines> {
  const found = accountNumbered(a, n);
  if ('lines' in found) return found;
  const r = await a.hub.rename(found.key, label);
  return r.ok ? { ok: true, lines: [`Account ${n} is now called ${label.trim()}.`] } : failure(r);
}

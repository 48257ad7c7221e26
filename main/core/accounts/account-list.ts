// The accounts this Stint holds, in the order the person added them: a key of Stint's own
// (the name of the account's keychain item and data folder) and the name the person gave it.
// The first account keeps the key `main`: its token, settings, queue and caches stay where a
// Stint of one account kept them, so an upgrade carries them over with nothing to redo.

import { isRecord } from '../json-guard.ts';
import type { I18n } from '../../i18n/words.ts';

/** The key of the account a Stint of one account had: its stores are the ones it always used. */
export const FIRST_ACCOUNT_KEY = 'main';
/** The durable record (in the first account's store) that lists the accounts. */
export const ACCOUNT_LIST_KEY = 'accounts';
export const LABEL_MAX = 40;

export interface AccountEntry {
  /** `main`, or `a` and 8 letters or digits: safe in a file name and a keychain item's name. */
  readonly key: string;
  /** What the person calls it ("Acme"); empty until they name it (the account id shows then). */
  readonly label: string;
}

export interface AccountList {
  readonly accounts: readonly AccountEntry[];
}

const KEY = /^(main|a[a-z0-9]{8})$/;

/** The first account alone, under its old stores: what a Stint with no list has. */
export const ONE_ACCOUNT: AccountList = Object.freeze({ accounts: Object.freeze([Object.freeze({ key: FIRST_ACCOUNT_KEY, label: '' })]) });

/**
 * The list as stored, or null when it is not one this version knows (the caller keeps the
 * record aside and goes on with the first account). A list that lost its first account
 * (a hand edit) gets it back: its stores are always there.
 */
export function readAccountList(value: unknown): AccountList | null {
  if (!isRecord(value) || !Array.isArray(value.accounts)) return null;
  const accounts: AccountEntry[] = [];
  for (const a of value.accounts) {
    if (!isRecord(a) || typeof a.key !== 'string' || !KEY.test(a.key) || typeof a.label !== 'string') return null;
    if (accounts.some((b) => b.key === a.key)) return null;
    accounts.push({ key: a.key, label: a.label.slice(0, LABEL_MAX) });
  }
  if (!accounts.some((a) => a.key === FIRST_ACCOUNT_KEY)) accounts.unshift(ONE_ACCOUNT.accounts[0]!);
  return { accounts };
}

/** Why a name cannot be an account's, in words for the field; null when it can. */
export function labelProblem(list: AccountList, label: string, i18n: I18n, exceptKey?: string): string | null {
  const name = label.trim();
  if (name === '') return i18n._({ id: 'accounts.label.empty', message: 'Give the account a name, such as the client it is for.' });
  if (name.length > LABEL_MAX) return i18n._({ id: 'accounts.label.long', message: 'Keep the name within {max} characters.', values: { max: LABEL_MAX } });
  const taken = list.accounts.find((a) => a.key !== exceptKey && a.label.trim().toLowerCase() === name.toLowerCase());
  return taken ? i18n._({ id: 'accounts.label.taken', message: 'Another account is already called {name}.', values: { name: taken.label } }) : null;
}

/** A new key no account of the list has, from the engine's id maker (a UUID). */
export function newAccountKey(list: AccountList, makeId: () => string): string {
  for (;;) {
    const key = `a${makeId().replace(/[^a-z0-9]/gi, '').toLowerCase().slice(0, 8).padEnd(8, '0')}`;
    if (!list.accounts.some((a) => a.key === key)) return key;
  }
}

export function withAccount(list: AccountList, entry: AccountEntry): AccountList {
  return { accounts: [...list.accounts.filter((a) => a.key !== entry.key), entry] };
}

export function withLabel(list: AccountList, key: string, label: string): AccountList {
  return { accounts: list.accounts.map((a) => (a.key === key ? { key, label: label.trim() } : a)) };
}

export function withoutAccount(list: AccountList, key: string): AccountList {
  return { accounts: list.accounts.filter((a) => a.key !== key) };
}

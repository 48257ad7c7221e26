// What a window of several accounts shows beside the account in use: every account's row
// (Settings → Accounts, Today's breakdown), which account runs ("Acme · Website Redesign"),
// and the other accounts' projects and tasks for the pickers. A pure function of the merged
// view and the other accounts' tasks.

import type { AccountsPanel, OtherAccountProject, TaskView } from '../snapshot.ts';
import type { AccountProjectView, AccountsSnapshot } from './accounts-view.ts';

/** An account's projects as the pickers take them, by its marked list: the same objects while it stays, so a window compares them at a glance. */
const others = new WeakMap<readonly AccountProjectView[], readonly OtherAccountProject[]>();

function otherProjectsOf(list: readonly AccountProjectView[]): readonly OtherAccountProject[] {
  let made = others.get(list);
  if (made === undefined) others.set(list, (made = list.map(({ accountKey, accountName, pickerName: _name, ...project }) => ({ accountKey, accountName, project }))));
  return made;
}

export function accountsPanel(
  view: AccountsSnapshot,
  inUse: string,
  tasksOf: (accountKey: string) => Readonly<Record<number, readonly TaskView[]>>,
): AccountsPanel | null {
  if (!view.several) return null;
  const otherTasks: Record<string, Readonly<Record<number, readonly TaskView[]>>> = {};
  for (const row of view.accounts) if (row.key !== inUse) otherTasks[row.key] = tasksOf(row.key);
  const running = view.running;
  return {
    inUse,
    inUseName: view.accounts.find((a) => a.key === inUse)?.name ?? inUse,
    rows: view.accounts,
    todaySeconds: view.todaySeconds,
    running: running ? { accountKey: running.accountKey, accountName: running.accountName, title: running.title } : null,
    otherProjects: view.accounts.flatMap((row) => (row.key === inUse ? [] : otherProjectsOf(view.projectsOf.get(row.key) ?? []))),
    otherTasks,
  };
}

/**
 * The account the window shows: the one the person chose to sign in to again while it is
 * signed out (whatever runs), else the one whose timer runs, else the one the person chose while
 * it is signed in (or none is, or the person chose it to sign in to it again: `signingIn`),
 * else the first signed in, else the first.
 */
export function accountInUse(view: AccountsSnapshot, chosen: string, signingIn = false): string {
  const rows = view.accounts;
  const mine = rows.find((a) => a.key === chosen);
  // Signing in to an account again is possible whatever runs: its form is shown until it is done.
  if (signingIn && mine?.session === 'signed_out') return mine.key;
  if (view.running) return view.running.accountKey;
  const signedIn = rows.find((a) => a.session === 'signed_in');
  if (mine && (mine.session !== 'signed_out' || !signedIn || signingIn)) return mine.key;
  return signedIn?.key ?? rows[0]?.key ?? chosen;
}

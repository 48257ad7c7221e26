// What a window of several accounts shows beside the account in use: every account's row
// (Settings → Accounts, Today's breakdown), which account runs ("Acme · Website Redesign"),
// and the other accounts' projects and tasks for the pickers. A pure function of the merged
// view and the other accounts' tasks.

import type { AccountsPanel, OtherAccountProject, ProjectView, TaskView } from '../snapshot.ts';
import type { AccountsSnapshot } from './accounts-view.ts';

/**
 * An account's projects as the pickers take them, by its list: the same array while the list
 * and the account's name stay, so a window compares them at a glance. Each holds the account's
 * own project object, not a copy (two accounts of 10,000 projects held two copies more).
 */
const others = new WeakMap<readonly ProjectView[], { readonly key: string; readonly name: string; readonly list: readonly OtherAccountProject[] }>();

function otherProjectsOf(projects: readonly ProjectView[], accountKey: string, accountName: string): readonly OtherAccountProject[] {
  const kept = others.get(projects);
  if (kept !== undefined && kept.key === accountKey && kept.name === accountName) return kept.list;
  const list = projects.map((project) => ({ accountKey, accountName, project }));
  others.set(projects, { key: accountKey, name: accountName, list });
  return list;
}

/** The other accounts' projects: with one other account, its list itself (a tick's snapshot copies nothing). */
function otherProjects(view: AccountsSnapshot, inUse: string): readonly OtherAccountProject[] {
  const lists = view.accounts.filter((row) => row.key !== inUse).map((row) => otherProjectsOf(view.projectsOf.get(row.key) ?? [], row.key, row.name));
  return lists.length === 1 ? lists[0]! : lists.flat();
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
    otherProjects: otherProjects(view, inUse),
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

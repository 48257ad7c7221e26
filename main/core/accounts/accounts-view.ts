// One picture of the person's day over every account: which account runs the timer, today's
// entries and total of all accounts together and per account, the projects for the pickers,
// each marked with its account where there is more than one. A pure function of the accounts'
// own snapshots and `now`.

import type { AccountRow, EntryView, ProjectView, Snapshot } from '../snapshot.ts';
import { todayTotal } from '../views/totals.ts';
import type { AccountEntry } from './account-list.ts';

export type { AccountRow };

/** An entry with the account it belongs to. Keys are an account's own: the pair names one entry. */
export interface AccountEntryView extends EntryView {
  readonly accountKey: string;
  readonly accountName: string;
}

export interface RunningAcross extends AccountEntryView {
  /** "Acme · Website Redesign" with several accounts, "Website Redesign" with one. */
  readonly title: string;
}

export interface AccountsSnapshot {
  readonly accounts: readonly AccountRow[];
  /** The timer that runs: the newest run, when the web started another in a second account. */
  readonly running: RunningAcross | null;
  /** Timers that run besides it (started on the web in another account); Stint never starts two. */
  readonly alsoRunning: readonly AccountEntryView[];
  /** Every account's today's entries, newest first. */
  readonly todayEntries: readonly AccountEntryView[];
  /** Today's seconds of every account together, running part included. */
  readonly todaySeconds: number;
  /**
   * Every account's active projects, by account key: the account's own array and objects (no
   * copy: an account may hold 10,000), the same while its projects stay (a snapshot is made at
   * every tick).
   */
  readonly projectsOf: ReadonlyMap<string, readonly ProjectView[]>;
  /** More than one account: names are marked with their account. */
  readonly several: boolean;
}

export interface AccountSource {
  readonly entry: AccountEntry;
  readonly snapshot: Snapshot;
}

function nameOf(entry: AccountEntry, s: Snapshot, index: number): string {
  if (entry.label.trim() !== '') return entry.label.trim();
  if (s.session.state === 'signed_in') return s.session.accountId;
  return s.settings.lastSignIn.accountId ?? `Account ${index + 1}`;
}

function rowOf(src: AccountSource, name: string, now: number): AccountRow {
  const s = src.snapshot;
  const signedIn = s.session.state === 'signed_in' ? s.session : null;
  const last = s.settings.lastSignIn;
  const total = todayTotal({ entries: s.todayEntries, running: s.running, today: s.today, now });
  const problem = s.session.state === 'signed_out' && s.session.reason ? s.session.reason : (s.sync.state === 'error' ? s.sync.message : null) ?? s.notice?.message ?? null;
  return {
    key: src.entry.key,
    name,
    label: src.entry.label,
    session: s.session.state,
    accountId: signedIn?.accountId ?? last.accountId,
    email: signedIn?.email ?? last.email,
    baseUrl: signedIn?.baseUrl ?? last.serviceAddress,
    today: s.today,
    todaySeconds: total.seconds,
    queued: s.sync.queued,
    pendingKeys: s.sync.pendingKeys ?? [],
    syncState: s.sync.state,
    lastReadAt: s.sync.lastReadAt,
    readsRationed: s.sync.readsRationed ?? false,
    problem,
  };
}

const newestFirst = (a: EntryView, b: EntryView): number =>
  b.date.localeCompare(a.date) || (b.runningSince !== null ? 1 : 0) - (a.runningSince !== null ? 1 : 0) || b.timeStart.localeCompare(a.timeStart);

/** The active ones of an account's projects, by its list (the engine keeps the array while they stay): the list itself when all are. */
const activeOf = new WeakMap<readonly ProjectView[], readonly ProjectView[]>();

function activeProjects(projects: readonly ProjectView[]): readonly ProjectView[] {
  let active = activeOf.get(projects);
  if (active === undefined) activeOf.set(projects, (active = projects.every((p) => p.active) ? projects : projects.filter((p) => p.active)));
  return active;
}

export function accountsView(sources: readonly AccountSource[], now: number): AccountsSnapshot {
  const several = sources.length > 1;
  const named = sources.map((src, i) => ({ src, name: nameOf(src.entry, src.snapshot, i) }));
  const mark = (name: string, what: string): string => (several ? `${name} · ${what}` : what);
  const running: AccountEntryView[] = [];
  const today: AccountEntryView[] = [];
  const projectsOf = new Map<string, readonly ProjectView[]>();
  for (const { src, name } of named) {
    const s = src.snapshot;
    const own = (e: EntryView): AccountEntryView => ({ ...e, accountKey: src.entry.key, accountName: name });
    // A signed-out account's last copy may still hold a run: it is not this Stint's to show or stop (sign in again to it).
    if (s.running && s.session.state === 'signed_in') running.push(own(s.running));
    for (const e of s.todayEntries) today.push(own(e));
    projectsOf.set(src.entry.key, activeProjects(s.projects));
  }
  running.sort((a, b) => (b.runningSince ?? 0) - (a.runningSince ?? 0));
  const first = running[0];
  const accounts = named.map(({ src, name }) => rowOf(src, name, now));
  return {
    accounts,
    running: first ? { ...first, title: mark(first.accountName, first.projectName) } : null,
    alsoRunning: running.slice(1),
    todayEntries: today.sort(newestFirst),
    todaySeconds: accounts.reduce((sum, a) => sum + a.todaySeconds, 0),
    projectsOf,
    several,
  };
}

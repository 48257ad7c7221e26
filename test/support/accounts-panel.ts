// The person's accounts beside the account in use (snapshot.accounts) made by hand, for the
// pure views that read them (the tray model, the status bars' line, the tray's actions):
// signed in, in sync, nothing waiting, no problem, nothing running; a test names only what
// it changes.
import type { AccountRow, AccountsPanel } from '../../main/core/snapshot.ts';

export function accountRow(key: string, name: string, over: Partial<AccountRow> = {}): AccountRow {
  return {
    key,
    name,
    label: name,
    session: 'signed_in',
    accountId: `${name.toLowerCase()}-id`,
    email: 'ann@example.test',
    baseUrl: 'https://svc.test',
    today: '2025-11-20',
    todaySeconds: 0,
    queued: 0,
    syncState: 'ok',
    problem: null,
    ...over,
  };
}

/** The panel of `rows` with `inUse` the account in use; `running`: the key of the account whose timer runs. */
export function accountsPanel(rows: readonly AccountRow[], inUse: string, running: { key: string; projectName: string } | null = null): AccountsPanel {
  const nameOf = (key: string) => rows.find((r) => r.key === key)?.name ?? key;
  return {
    inUse,
    inUseName: nameOf(inUse),
    rows,
    todaySeconds: rows.reduce((sum, r) => sum + r.todaySeconds, 0),
    running: running === null ? null : { accountKey: running.key, accountName: nameOf(running.key), title: `${nameOf(running.key)} · ${running.projectName}` },
    otherProjects: [],
    otherTasks: {},
  };
}

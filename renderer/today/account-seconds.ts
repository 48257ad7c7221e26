// Today's seconds of each account and of all together, as the tray counts them
// (main/core/views/tray-accounts.ts, tested against it): the account shown's live total, the
// others' as their engines last counted them (only one timer runs, in the account shown);
// once the account shown's day has turned since, the others' are the day before's: 0.

import type { AccountsPanel } from '../../main/core/snapshot.ts';

export function secondsByAccount(panel: AccountsPanel, shownSeconds: number, today: string): { readonly key: string; readonly seconds: number }[] {
  const shownRow = panel.rows.find((r) => r.key === panel.inUse);
  const sameDay = shownRow === undefined || shownRow.today === today;
  return panel.rows.map((r) => ({ key: r.key, seconds: r.key === panel.inUse ? shownSeconds : sameDay ? r.todaySeconds : 0 }));
}

export function acrossAccounts(panel: AccountsPanel, shownSeconds: number, today: string): number {
  return secondsByAccount(panel, shownSeconds, today).reduce((sum, a) => sum + a.seconds, 0);
}

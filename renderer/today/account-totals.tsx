// Today by account, with several: each account's time (the one shown live, the others as
// their engines last counted them: only one timer runs, and it runs in the account shown),
// the one whose entries are listed below marked, the others one click from being shown
// while no timer runs.

import type { AccountsPanel } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import { useAction } from '../controls/use-action.ts';
import { ActionError } from '../controls/submit-row.tsx';
import { formatHoursMinutes } from '../text/time.ts';

/** Today's seconds of every account: the account shown's live total and the others' counts. */
export function acrossAccounts(panel: AccountsPanel, shownSeconds: number): number {
  return panel.rows.reduce((sum, r) => sum + (r.key === panel.inUse ? shownSeconds : r.todaySeconds), 0);
}

export function AccountTotals({ panel, shownSeconds }: { readonly panel: AccountsPanel; readonly shownSeconds: number }) {
  const bridge = useBridge();
  const action = useAction();
  return (
    <>
      <ul class="by-account" aria-label="By account">
        {panel.rows.map((r) => {
          const seconds = r.key === panel.inUse ? shownSeconds : r.todaySeconds;
          return (
            <li key={r.key}>
              {/* While a timer runs the window shows its account (the timer is that account's). */}
              {r.key === panel.inUse || r.session !== 'signed_in' || panel.running !== null ? (
                <span class="account-name">
                  {r.name}
                  {r.key === panel.inUse && <span class="visually-hidden"> (its entries below)</span>}
                </span>
              ) : (
                <button type="button" class="link" aria-label={`Show ${r.name}'s entries`} onClick={() => void action.run(() => outcome(bridge.useAccount({ accountKey: r.key })))}>
                  {r.name}
                </button>
              )}
              <span class="figure" data-seconds={seconds}>
                {formatHoursMinutes(seconds)}
              </span>
            </li>
          );
        })}
      </ul>
      <ActionError error={action.error} />
    </>
  );
}

// Today by account, with several: each account's time (the one shown live, the others as
// their engines last counted them: only one timer runs, and it runs in the account shown),
// the one whose entries are listed below marked, the others one click from being shown
// while no timer runs.

import type { AccountsPanel } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { useAction } from '../controls/use-action.ts';
import { ActionError } from '../controls/submit-row.tsx';
import { formatTotal } from '../text/hours.ts';
import { secondsByAccount } from './account-seconds.ts';
import { i18n } from '../i18n/words.ts';

export function AccountTotals({ panel, shownSeconds, today }: { readonly panel: AccountsPanel; readonly shownSeconds: number; readonly today: string }) {
  const bridge = useBridge();
  const action = useAction();
  const hours = useSnapshot().display;
  const seconds = new Map(secondsByAccount(panel, shownSeconds, today).map((a) => [a.key, a.seconds]));
  return (
    <>
      <ul class="by-account" aria-label={i18n._({ id: 'today.byAccount', message: 'By account' })}>
        {panel.rows.map((r) => {
          const own = seconds.get(r.key) ?? 0;
          return (
            <li key={r.key}>
              {/* While a timer runs the window shows its account (the timer is that account's). */}
              {r.key === panel.inUse || r.session !== 'signed_in' || panel.running !== null ? (
                <span class="account-name">
                  {r.name}
                  {r.key === panel.inUse && <span class="visually-hidden"> {i18n._({ id: 'today.entriesBelow', message: '(its entries below)' })}</span>}
                </span>
              ) : (
                <button type="button" class="link" aria-label={i18n._({ id: 'today.showEntries', message: "Show {account}'s entries", values: { account: r.name } })} onClick={() => void action.run(() => outcome(bridge.useAccount({ accountKey: r.key })))}>
                  {r.name}
                </button>
              )}
              <span class="figure" data-seconds={own}>
                {formatTotal(own, hours)}
              </span>
            </li>
          );
        })}
      </ul>
      <ActionError error={action.error} />
    </>
  );
}

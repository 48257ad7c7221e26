// What today's and this week's time is worth, beside the hours (issue 70, item 4): the amounts the
// service priced (its billable_net_amount, read with the day's entries: no request of their own),
// per currency; hidden until the person shows them (screens get shared), one button to show or
// hide, remembered in the settings; an account without a currency said, never a figure. Loaded
// with the billed line (timesheet-lazy.tsx).
import type { Snapshot } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { useAction } from '../controls/use-action.ts';
import { ActionError } from '../controls/submit-row.tsx';
import { formatAmount } from '../text/locale-format.ts';
import { i18n } from '../i18n/words.ts';
import { formatNameList } from '../text/time.ts';

export interface AmountTotals {
  readonly currency: string;
  readonly todayCents: number;
  readonly weekCents: number;
}

/** Each currency's today and week (accounts in the same currency added), and the accounts that name none. */
export function amountTotals(s: Pick<Snapshot, 'timesheets'>): { readonly totals: readonly AmountTotals[]; readonly unnamed: readonly string[]; readonly notCounted: number } {
  const totals = new Map<string, { todayCents: number; weekCents: number }>();
  const unnamed: string[] = [];
  let notCounted = 0;
  for (const a of s.timesheets?.accounts ?? []) {
    if (a.currency === null) {
      unnamed.push(a.name);
      continue;
    }
    const t = totals.get(a.currency) ?? { todayCents: 0, weekCents: 0 };
    totals.set(a.currency, { todayCents: t.todayCents + a.amounts.todayCents, weekCents: t.weekCents + a.amounts.weekCents });
    notCounted += a.amounts.notCounted;
  }
  return { totals: [...totals].map(([currency, t]) => ({ currency, ...t })), unnamed, notCounted };
}

function AmountFigures({ s }: { readonly s: Snapshot }) {
  const { totals, unnamed, notCounted } = amountTotals(s);
  const several = (s.timesheets?.accounts.length ?? 0) > 1;
  return (
    <div role="group" aria-label={i18n._({ id: 'amounts.label', message: 'Billable amounts' })}>
      {totals.map((t) => (
        <p key={t.currency} class="amount">
          {i18n._({ id: 'amounts.line', message: 'Today {today} · this week {week}', values: { today: formatAmount(t.todayCents, t.currency, s.display.locale), week: formatAmount(t.weekCents, t.currency, s.display.locale) } })}
        </p>
      ))}
      {unnamed.length > 0 && (
        <p class="hint">
          {several
            ? i18n._({ id: 'amounts.noCurrencyFor', message: 'No currency named for {accounts}: name a currency in Settings → Timesheets to see its amount.', values: { accounts: formatNameList(unnamed) } })
            : i18n._({ id: 'amounts.noCurrency', message: 'No currency named: name a currency in Settings → Timesheets to see the amount.' })}
        </p>
      )}
      {totals.length > 0 && notCounted > 0 && <p class="hint">{i18n._({ id: 'amounts.asPriced', message: 'As the service priced the tracked time; a running timer, or a change not read back yet, counts once the service has it.' })}</p>}
    </div>
  );
}

export function AmountLine() {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const shown = s.settings.display.showAmounts;
  return (
    <div class="amount-line">
      <button type="button" class="link" aria-pressed={shown} onClick={() => void action.run(() => outcome(bridge.updateSettings({ display: { showAmounts: !shown } })))}>
        {i18n._({ id: 'amounts.show', message: 'Show amounts' })}
      </button>
      {shown && <AmountFigures s={s} />}
      <ActionError error={action.error} />
    </div>
  );
}

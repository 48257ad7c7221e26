// Settings → Accounts: the person's accounts of the service (one timer runs across them), each
// with its state and Show, Rename, Remove; and Add an account, with its own sign-in. With one
// account the list is that account, from the session (the engine gives no panel then).

import { useEffect, useRef, useState } from 'preact/hooks';
import type { AccountRow } from '../../main/core/snapshot.ts';
import { useSnapshot } from '../state/state.ts';
import { AccountRowView } from './account-row.tsx';
import { AddAccountForm } from './add-account-form.tsx';
import { i18n } from '../i18n/words.ts';

export const ACCOUNTS_HEADING_ID = 'accounts-heading';

export function AccountsSettings({ addAsked = null }: { readonly addAsked?: number | null }) {
  const s = useSnapshot();
  const [adding, setAdding] = useState(addAsked !== null);
  const sectionRef = useRef<HTMLElement>(null);
  // Asked from the tray (Add an account…): the form opens where the section shows.
  useEffect(() => {
    if (addAsked === null) return;
    setAdding(true);
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [addAsked]);
  const [added, setAdded] = useState<string | null>(null);
  // The form closing takes its height away, which left "Studio added." scrolled under the tab
  // bar: brought into view below it (main's scroll-padding-top, styles.css).
  const addedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (added !== null) addedRef.current?.scrollIntoView({ block: 'nearest' });
  }, [added]);
  const panel = s.accounts ?? null;
  const session = s.session.state === 'signed_in' ? s.session : null;
  const rows: readonly AccountRow[] = panel?.rows ?? [];
  return (
    <section class="accounts-settings" aria-labelledby={ACCOUNTS_HEADING_ID} ref={sectionRef}>
      <h3 id={ACCOUNTS_HEADING_ID}>{i18n._({ id: 'accounts.accounts', message: 'Accounts' })}</h3>
      {panel ? (
        <>
          <p class="hint">{i18n._({ id: 'accounts.oneTimerRunsAcross', message: 'One timer runs across your accounts: a start in one stops the timer of another at the same instant.' })}</p>
          {panel.running !== null && (
            // Why no Show while a timer runs, and where the other accounts' entries are meanwhile.
            <p class="hint">
              {i18n._({
                id: 'accounts.whileRunning',
                message: "While {account}'s timer runs, the window shows {account}: every account's entries are in Today and the week, each with Edit, Split and Continue. Show another account once the timer stops.",
                values: { account: panel.running.accountName },
              })}
            </p>
          )}
          <ul class="account-rows" aria-label={i18n._({ id: 'accounts.yourAccounts', message: 'Your accounts' })}>
            {rows.map((row) => (
              <AccountRowView key={row.key} row={row} inUse={row.key === panel.inUse} only={false} showable={panel.running === null} />
            ))}
          </ul>
        </>
      ) : (
        session && <p>{i18n._({ id: 'accounts.one', message: 'One account: {account}. Add another to track time for a second client in the same Stint.', values: { account: session.accountId } })}</p>
      )}
      <p class="saved" aria-live="polite" ref={addedRef}>
        {added ? i18n._({ id: 'accounts.added', message: '{account} added.', values: { account: added } }) : ''}
      </p>
      {adding ? (
        <AddAccountForm
          onDone={(name) => {
            setAdding(false);
            setAdded(name);
          }}
        />
      ) : (
        <div class="actions">
          <button
            type="button"
            class="secondary"
            onClick={() => {
              setAdded(null);
              setAdding(true);
            }}
          >
            {i18n._({ id: 'accounts.addAnAccount', message: 'Add an account…' })}
          </button>
        </div>
      )}
    </section>
  );
}

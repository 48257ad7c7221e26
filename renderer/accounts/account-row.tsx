// One account in Settings → Accounts: its name, sign-in and state (signed out and why, actions
// waiting, today's time), with Show (the window shows that account; while a timer runs the
// window shows the timer's account, so Show waits for the timer to stop), Sign in (one signed
// out, whatever runs), Rename and Remove.
// Remove asks first, in the engine's own words of what it drops (`row.removal`: the actions
// not sent yet by what they are, a timer left running on the service and how to stop it, the
// keychain item, the data here), and the confirming button says what is lost with it.

import { useState } from 'preact/hooks';
import type { AccountRow, RemovalQuestion } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import { TextField } from '../controls/text-field.tsx';
import { ActionError, SubmitRow } from '../controls/submit-row.tsx';
import { ConfirmRow } from '../controls/confirm-row.tsx';
import { useAction } from '../controls/use-action.ts';
import { useRowFocus } from '../controls/row-focus.ts';
import { formatHoursMinutes } from '../text/time.ts';
import { i18n } from '../i18n/words.ts';

export interface AccountRowViewProps {
  readonly row: AccountRow;
  readonly inUse: boolean;
  /** The only account: nothing to show instead, and removing it is signing out. */
  readonly only: boolean;
  /** Another account can be shown: no timer runs (while one does, the window shows its account; signing in to one signed out is possible whatever runs). */
  readonly showable: boolean;
}

type Mode = 'idle' | 'rename' | 'remove';

function stateOf(row: AccountRow): string {
  if (row.session === 'signed_out') return row.problem ? i18n._({ id: 'accounts.signedOutWhy', message: 'Signed out: {problem}', values: { problem: row.problem } }) : i18n._({ id: 'compact.signedOut', message: 'Signed out' });
  const parts = [i18n._({ id: 'accounts.today', message: 'Today {hours}', values: { hours: formatHoursMinutes(row.todaySeconds) } })];
  if (row.queued > 0) parts.push(i18n._({ id: 'accounts.queued', message: '{count, plural, one {# waiting to be sent} other {# waiting to be sent}}', values: { count: row.queued } }));
  if (row.problem) parts.push(row.problem);
  return parts.join(' · ');
}

export function AccountRowView({ row, inUse, only, showable }: AccountRowViewProps) {
  const bridge = useBridge();
  const action = useAction();
  const [mode, setMode] = useState<Mode>('idle');
  const rowRef = useRowFocus(mode);
  const [label, setLabel] = useState(row.label || row.name);
  // The engine's question of what removing it drops; a row without one (made by hand) offers no Remove.
  const question = row.removal ?? null;

  const rename = async (e: Event) => {
    e.preventDefault();
    const r = await action.run(() => outcome(bridge.renameAccount({ accountKey: row.key, label: label.trim() })));
    if (r?.ok) setMode('idle');
  };
  // The confirmation names the question shown: a removal that would now drop more is refused, in its new words.
  const remove = async (q: RemovalQuestion) => {
    const r = await action.run(() => outcome(bridge.removeAccount({ accountKey: row.key, discardQueued: q.asks, asked: q.id })));
    if (r?.ok) setMode('idle');
  };

  return (
    <li aria-label={row.name} ref={rowRef}>
      <p class="account-name">
        <strong>{row.name}</strong>
        {inUse && !only && <span class="account-in-use">{i18n._({ id: 'accounts.shown', message: '(shown)' })}</span>}
      </p>
      <p class="hint">
        {row.email === null
          ? i18n._({ id: 'accounts.noSignIn', message: 'No sign-in yet' })
          : row.accountId
            ? i18n._({ id: 'accounts.emailAccount', message: '{email}, account {account}', values: { email: row.email, account: row.accountId } })
            : row.email}
      </p>
      <p class="account-state">{stateOf(row)}</p>
      {mode === 'idle' && (
        <div class="actions">
          {!inUse && row.session === 'signed_out' && (
            <button type="button" class="secondary" aria-label={i18n._({ id: 'accounts.signInTo', message: 'Sign in to {account}', values: { account: row.name } })} onClick={() => void action.run(() => outcome(bridge.useAccount({ accountKey: row.key })))}>
              {i18n._({ id: 'accounts.signIn', message: 'Sign in' })}
            </button>
          )}
          {!inUse && showable && row.session === 'signed_in' && (
            <button type="button" class="secondary" aria-label={i18n._({ id: 'accounts.showNamed', message: 'Show {account}', values: { account: row.name } })} onClick={() => void action.run(() => outcome(bridge.useAccount({ accountKey: row.key })))}>
              {i18n._({ id: 'accounts.show', message: 'Show' })}
            </button>
          )}
          <button type="button" class="secondary" aria-label={i18n._({ id: 'accounts.renameNamed', message: 'Rename {account}', values: { account: row.name } })} data-opens="rename" onClick={() => setMode('rename')}>
            {i18n._({ id: 'accounts.rename', message: 'Rename' })}
          </button>
          {!only && question && (
            <button type="button" class="secondary" aria-label={i18n._({ id: 'accounts.removeNamed', message: 'Remove {account}', values: { account: row.name } })} data-opens="remove" onClick={() => setMode('remove')}>
              {i18n._({ id: 'accounts.remove', message: 'Remove' })}
            </button>
          )}
        </div>
      )}
      {mode === 'rename' && (
        <form aria-label={i18n._({ id: 'accounts.renameNamed', message: 'Rename {account}', values: { account: row.name } })} onSubmit={(e) => void rename(e)} noValidate>
          <TextField label={i18n._({ id: 'accounts.newName', message: 'New name' })} value={label} onInput={setLabel} error={action.fields.label} />
          <SubmitRow submit={i18n._({ id: 'accounts.saveName', message: 'Save name' })} action={action} onCancel={() => setMode('idle')} />
        </form>
      )}
      {mode === 'remove' && question && (
        <div role="group" tabIndex={-1} aria-label={i18n._({ id: 'accounts.removeAsk', message: 'Remove {account}?', values: { account: row.name } })}>
          <p>{question.words}</p>
          <ConfirmRow confirm={question.confirm} busy={action.busy} onConfirm={() => void remove(question)} onCancel={() => setMode('idle')} />
        </div>
      )}
      {mode !== 'rename' && <ActionError error={action.error} />}
    </li>
  );
}

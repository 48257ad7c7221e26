// One account in Settings → Accounts: its name, sign-in and state (signed out and why, actions
// waiting, today's time), with Show (the window shows that account; while a timer runs the
// window shows the timer's account, so Show waits for the timer to stop), Sign in (one signed
// out, whatever runs), Rename and Remove.
// Remove asks first, and again in words when actions of the account are not sent yet (they
// would go with it: the service never gets them).

import { useState } from 'preact/hooks';
import type { AccountRow } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import { TextField } from '../controls/text-field.tsx';
import { ActionError, SubmitRow } from '../controls/submit-row.tsx';
import { ConfirmRow } from '../controls/confirm-row.tsx';
import { useAction } from '../controls/use-action.ts';
import { useRowFocus } from '../controls/row-focus.ts';
import { formatHoursMinutes } from '../text/time.ts';

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
  if (row.session === 'signed_out') return row.problem ? `Signed out: ${row.problem}` : 'Signed out';
  const parts = [`Today ${formatHoursMinutes(row.todaySeconds)}`];
  if (row.queued > 0) parts.push(`${row.queued} waiting to be sent`);
  if (row.problem) parts.push(row.problem);
  return parts.join(' · ');
}

export function AccountRowView({ row, inUse, only, showable }: AccountRowViewProps) {
  const bridge = useBridge();
  const action = useAction();
  const [mode, setMode] = useState<Mode>('idle');
  const rowRef = useRowFocus(mode);
  const [label, setLabel] = useState(row.label || row.name);
  const waiting = row.queued;

  const rename = async (e: Event) => {
    e.preventDefault();
    const r = await action.run(() => outcome(bridge.renameAccount({ accountKey: row.key, label: label.trim() })));
    if (r?.ok) setMode('idle');
  };
  const remove = async (discardQueued: boolean) => {
    const r = await action.run(() => outcome(bridge.removeAccount({ accountKey: row.key, discardQueued })));
    if (r?.ok) setMode('idle');
  };

  return (
    <li aria-label={row.name} ref={rowRef}>
      <p class="account-name">
        <strong>{row.name}</strong>
        {inUse && !only && <span class="account-in-use"> (shown)</span>}
      </p>
      <p class="hint">
        {row.email ?? 'No sign-in yet'}
        {row.accountId ? `, account ${row.accountId}` : ''}
      </p>
      <p class="account-state">{stateOf(row)}</p>
      {mode === 'idle' && (
        <div class="actions">
          {!inUse && row.session === 'signed_out' && (
            <button type="button" class="secondary" aria-label={`Sign in to ${row.name}`} onClick={() => void action.run(() => outcome(bridge.useAccount({ accountKey: row.key })))}>
              Sign in
            </button>
          )}
          {!inUse && showable && row.session === 'signed_in' && (
            <button type="button" class="secondary" aria-label={`Show ${row.name}`} onClick={() => void action.run(() => outcome(bridge.useAccount({ accountKey: row.key })))}>
              Show
            </button>
          )}
          <button type="button" class="secondary" aria-label={`Rename ${row.name}`} data-opens="rename" onClick={() => setMode('rename')}>
            Rename
          </button>
          {!only && (
            <button type="button" class="secondary" aria-label={`Remove ${row.name}`} data-opens="remove" onClick={() => setMode('remove')}>
              Remove
            </button>
          )}
        </div>
      )}
      {mode === 'rename' && (
        <form aria-label={`Rename ${row.name}`} onSubmit={(e) => void rename(e)} noValidate>
          <TextField label="New name" value={label} onInput={setLabel} error={action.fields.label} />
          <SubmitRow submit="Save name" action={action} onCancel={() => setMode('idle')} />
        </form>
      )}
      {mode === 'remove' && (
        <div role="group" tabIndex={-1} aria-label={`Remove ${row.name}?`}>
          <p>
            Remove {row.name} from Stint? Its sign-in leaves the keychain and its data this computer; its entries stay on the service.
            {waiting > 0 && ` ${waiting === 1 ? 'One action is' : `${waiting} actions are`} not sent yet: they would be lost.`}
          </p>
          <ConfirmRow
            confirm={waiting > 0 ? `Remove ${row.name} and lose ${waiting === 1 ? 'its action' : `its ${waiting} actions`}` : `Remove ${row.name}`}
            busy={action.busy}
            onConfirm={() => void remove(waiting > 0)}
            onCancel={() => setMode('idle')}
          />
        </div>
      )}
      {mode !== 'rename' && <ActionError error={action.error} />}
    </li>
  );
}

// Add an account: the person's name for it ("Acme", the client it is for) and its own
// sign-in (service address, email, password, account ID). The email and address start as
// the account in use's: a second account of the same service is the common case. Nothing is
// kept unless the sign-in works (main/core/accounts).

import { useEffect, useRef, useState } from 'preact/hooks';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { TextField } from '../controls/text-field.tsx';
import { SubmitRow } from '../controls/submit-row.tsx';
import { useAction } from '../controls/use-action.ts';
import { localChecks, type Form } from '../controls/sign-in-checks.ts';
import { DEMO_ACCOUNT, DEMO_SECOND_ACCOUNT } from '../state/demo-control.ts';
import type { AccountRow } from '../../main/core/snapshot.ts';
import { i18n } from '../i18n/words.ts';

const hasAccount = (rows: readonly AccountRow[] | undefined, accountId: string): boolean => rows?.some((r) => r.accountId === accountId) ?? false;

interface AddForm extends Form {
  label: string;
}

export interface AddAccountFormProps {
  readonly onDone: (name: string | null) => void;
}

export function AddAccountForm({ onDone }: AddAccountFormProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const session = s.session.state === 'signed_in' ? s.session : null;
  const last = s.settings.lastSignIn;
  const [form, setForm] = useState<AddForm>(() => {
    const baseUrl = session?.baseUrl ?? last.serviceAddress ?? '';
    const email = session?.email ?? last.email ?? '';
    // A demo (npm run demo) signed in to its simulator fills in the simulator's second account: try it with no account of your own.
    const demo = document.documentElement.dataset.demo === baseUrl && email === DEMO_ACCOUNT.email && !hasAccount(s.accounts?.rows, DEMO_SECOND_ACCOUNT.accountId);
    return demo ? { ...DEMO_SECOND_ACCOUNT, baseUrl, email } : { label: '', baseUrl, email, password: '', accountId: '' };
  });
  const [checked, setChecked] = useState<Record<string, string>>({});
  const labelRef = useRef<HTMLInputElement>(null);
  // Opened by the person: the first field takes the typing.
  useEffect(() => labelRef.current?.focus(), []);
  const set = (k: keyof AddForm) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const shown = { ...action.fields, ...checked };

  const submit = async (e: Event) => {
    e.preventDefault();
    const local = localChecks(form);
    if (form.label.trim() === '') local.label = i18n._({ id: 'accounts.nameCheck', message: 'Give the account a name, such as the client it is for.' });
    setChecked(local);
    if (Object.keys(local).length > 0) {
      action.newAttempt();
      return;
    }
    const r = await action.run(() => outcome(bridge.addAccount({ ...form, label: form.label.trim(), email: form.email.trim(), accountId: form.accountId.trim(), baseUrl: form.baseUrl.trim() })));
    if (r?.ok) onDone(form.label.trim());
  };

  return (
    <form class="add-account" aria-label={i18n._({ id: 'accounts.addAnAccount2', message: 'Add an account' })} onSubmit={(e) => void submit(e)} noValidate>
      <TextField label={i18n._({ id: 'accounts.name', message: 'Name' })} value={form.label} onInput={set('label')} error={shown.label} hint={i18n._({ id: 'accounts.whatYouCallIt', message: 'What you call it: the client or agency it is for.' })} inputRef={labelRef} />
      <TextField label={i18n._({ id: 'accounts.serviceAddress', message: 'Service address' })} type="url" value={form.baseUrl} onInput={set('baseUrl')} error={shown.baseUrl} />
      <TextField label={i18n._({ id: 'accounts.email', message: 'Email' })} type="email" value={form.email} onInput={set('email')} error={shown.email} autoComplete="username" />
      <TextField label={i18n._({ id: 'accounts.password', message: 'Password' })} type="password" value={form.password} onInput={set('password')} error={shown.password} autoComplete="current-password" />
      <TextField label={i18n._({ id: 'accounts.accountId', message: 'Account ID' })} value={form.accountId} onInput={set('accountId')} error={shown.accountId} />
      <SubmitRow submit={action.busy ? i18n._({ id: 'signIn.signingIn', message: 'Signing in…' }) : i18n._({ id: 'accounts.add', message: 'Add account' })} action={action} onCancel={() => onDone(null)} />
    </form>
  );
}

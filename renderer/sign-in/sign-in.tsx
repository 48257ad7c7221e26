// Sign in: service address, email, password and account ID, prefilled from the last
// sign-in; why the last sign-in failed until the form is sent again, and the sign-ins left
// today and the wrong tries left before the service's 15-minute block, when few.
// Started as a demo, the page names the simulator (`data-demo` on <html>) and one button
// fills in the demo account and signs in; blocked, the demo offers to start again instead.

import { useRef, useState } from 'preact/hooks';
import { outcome, type Outcome } from '../state/bridge.ts';
import { DEMO_ACCOUNT, demoControl, type DemoControl } from '../state/demo-control.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { TextField } from '../controls/text-field.tsx';
import { useAction } from '../controls/use-action.ts';
import { localChecks, type Form } from '../controls/sign-in-checks.ts';
import { i18n } from '../i18n/words.ts';


/** The demo started again, as a form's outcome; a lost connection is a refusal too. */
async function resetDemo(demo: DemoControl): Promise<Outcome> {
  try {
    const r = await demo.reset();
    return r.ok ? { ok: true } : { ok: false, message: r.message, fields: {} };
  } catch (e) {
    return { ok: false, message: i18n._({ id: 'signIn.demoNotReset', message: 'The demo was not reset: {reason}', values: { reason: e instanceof Error ? e.message : String(e) } }), fields: {} };
  }
}

export function SignIn() {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const last = s.settings.lastSignIn;
  const demoUrl = document.documentElement.dataset.demo;
  // A demo fills in what the last sign-in left empty with the demo account.
  const [form, setForm] = useState<Form>(() => {
    const email = last.email ?? (demoUrl ? DEMO_ACCOUNT.email : '');
    return {
      baseUrl: last.serviceAddress ?? demoUrl ?? '',
      email,
      password: demoUrl && email === DEMO_ACCOUNT.email ? DEMO_ACCOUNT.password : '',
      accountId: last.accountId ?? (demoUrl ? DEMO_ACCOUNT.accountId : ''),
    };
  });
  const refs = {
    baseUrl: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    accountId: useRef<HTMLInputElement>(null),
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const signingIn = s.session.state === 'signing_in' || action.busy;
  const signedOut = s.session.state === 'signed_out' ? s.session : null;
  // Why the session ended or the last sign-in failed, until this form is sent again: then
  // the newer attempt's outcome (its refusal, or the fields' own errors) takes its place.
  const [setAside, setSetAside] = useState<string | null>(null);
  const reason = signedOut?.reason != null && signedOut.reason !== setAside ? signedOut.reason : null;
  const limits = signedOut?.limits ?? [];
  // Blocked by either limit: in the demo, starting again is the way out (the simulator forgets both).
  const blocked = signedOut !== null && (signedOut.authAttemptsLeft === 0 || signedOut.authWrongLeft === 0);
  const demo = demoUrl ? demoControl() : null;
  const [resetting, setResetting] = useState(false);
  // Kept while the reset signs in again (the session is `signing_in` then, no longer blocked).
  const offerReset = blocked || resetting;

  const signIn = async (f: Form) => {
    const local = localChecks(f);
    setErrors(local);
    setSetAside(signedOut?.reason ?? null);
    const first = (['baseUrl', 'email', 'password', 'accountId'] as const).find((k) => local[k]);
    if (first) {
      action.newAttempt();
      refs[first].current?.focus();
      return;
    }
    const r = await action.run(() =>
      outcome(bridge.signIn({ baseUrl: f.baseUrl.trim(), email: f.email.trim(), password: f.password, accountId: f.accountId.trim() })),
    );
    const bad = r && !r.ok ? (['baseUrl', 'email', 'password', 'accountId'] as const).find((k) => r.fields[k]) : undefined;
    if (bad) refs[bad].current?.focus();
  };
  const set = (k: keyof Form) => (v: string) => {
    setForm((old) => ({ ...old, [k]: v }));
    if (errors[k]) setErrors(({ [k]: _, ...rest }) => rest);
  };
  const shown = { ...action.fields, ...errors };
  const message = action.error ?? reason;
  const panel = s.accounts ?? null;
  const others = panel?.rows.filter((r) => r.key !== panel.inUse && r.session === 'signed_in') ?? [];

  return (
    <section class="screen card sign-in" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">{panel ? i18n._({ id: 'signIn.headingTo', message: 'Sign in to {account}', values: { account: panel.inUseName } }) : i18n._({ id: 'signIn.heading', message: 'Sign in to Stint' })}</h2>
      <p class="hint">{i18n._({ id: 'signIn.hint', message: 'Use the account of your time-tracking service. Stint keeps only a token, never your password.' })}</p>
      {/* One of several accounts signed out: the others go on, one click away. */}
      {others.length > 0 && (
        <div class="actions">
          {others.map((r) => (
            <button key={r.key} type="button" class="secondary" onClick={() => void action.run(() => outcome(bridge.useAccount({ accountKey: r.key })))}>
              {i18n._({ id: 'signIn.backTo', message: 'Back to {account}', values: { account: r.name } })}
            </button>
          ))}
        </div>
      )}
      {message && (
        <p class="form-error" role="alert">
          {message}
        </p>
      )}
      {limits.map((line) => (
        <p class="hint" key={line}>
          {line}
        </p>
      ))}
      {blocked && demo !== null && <p class="hint">{i18n._({ id: 'signIn.resetHint', message: 'Reset the demo to lift the block now: the simulator starts again from the demo data.' })}</p>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void signIn(form);
        }}
        noValidate
        aria-busy={signingIn}
      >
        <TextField
          label={i18n._({ id: 'signIn.address', message: 'Service address' })}
          type="url"
          value={form.baseUrl}
          onInput={set('baseUrl')}
          error={shown.baseUrl}
          autoComplete="url"
          placeholder="https://example.com/api/v1"
          inputRef={refs.baseUrl}
        />
        <TextField label={i18n._({ id: 'signIn.email', message: 'Email' })} type="email" value={form.email} onInput={set('email')} error={shown.email} autoComplete="username" inputRef={refs.email} />
        <TextField
          label={i18n._({ id: 'signIn.password', message: 'Password' })}
          type="password"
          value={form.password}
          onInput={set('password')}
          error={shown.password}
          autoComplete="current-password"
          inputRef={refs.password}
        />
        <TextField label={i18n._({ id: 'signIn.accountId', message: 'Account ID' })} value={form.accountId} onInput={set('accountId')} error={shown.accountId} inputRef={refs.accountId} />
        <div class="actions">
          <button type="submit" class="primary" aria-busy={signingIn}>
            {i18n._({ id: 'signIn.signIn', message: 'Sign in' })}
          </button>
          {demo !== null && offerReset ? (
            <button
              type="button"
              class="secondary"
              aria-busy={resetting}
              onClick={() => {
                setResetting(true);
                setSetAside(signedOut?.reason ?? null);
                void action.run(() => resetDemo(demo)).then(() => setResetting(false));
              }}
            >
              {i18n._({ id: 'signIn.resetDemo', message: 'Reset the demo' })}
            </button>
          ) : (
            demoUrl && (
              <button
                type="button"
                class="secondary"
                onClick={() => {
                  const demoForm = { baseUrl: demoUrl, ...DEMO_ACCOUNT };
                  setForm(demoForm);
                  void signIn(demoForm);
                }}
              >
                {i18n._({ id: 'signIn.tryDemo', message: 'Try the demo' })}
              </button>
            )
          )}
          {signingIn && <span class="progress">{resetting ? i18n._({ id: 'signIn.resetting', message: 'Resetting the demo…' }) : i18n._({ id: 'signIn.signingIn', message: 'Signing in…' })}</span>}
        </div>
      </form>
    </section>
  );
}

// Settings → Timesheets (issue 70): per account its currency (the service names none) and its
// rounding rules, the account's default and one per project, each said in words; saved on the
// account's own channel (setAccountTimesheets), never in the person's settings. Rules stored in a
// form this version cannot read are said as such, with what to do: never shown as "no rounding".
import { useState } from 'preact/hooks';
import type { AccountTimesheetView, RoundingRuleView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { useAction } from '../controls/use-action.ts';
import { TextField } from '../controls/text-field.tsx';
import { Checkbox } from '../controls/checkbox.tsx';
import { draftOf, NEW_RULE, ruleOf, RuleFields, type RuleDraft } from './rounding-rule-fields.tsx';
import { i18n } from '../i18n/words.ts';

/** The rule book to store: the account's rule, the projects' rules, the customers' kept as they are. */
function bookOf(view: AccountTimesheetView, account: RoundingRuleView | null, projects: ReadonlyMap<number, RoundingRuleView>): Record<string, unknown> | null {
  const customers = view.rounding.state === 'rules' ? Object.fromEntries(view.rounding.customers.map((c) => [String(c.id), c.rule])) : {};
  if (account === null && projects.size === 0 && Object.keys(customers).length === 0) return null;
  return { account, customers, projects: Object.fromEntries([...projects].map(([id, r]) => [String(id), r])) };
}

function AccountTimesheets({ view, several }: { readonly view: AccountTimesheetView; readonly several: boolean }) {
  const s = useSnapshot();
  const bridge = useBridge();
  const save = useAction();
  const [saved, setSaved] = useState('');
  const [currency, setCurrency] = useState(view.currency ?? '');
  const [currencyError, setCurrencyError] = useState<string | undefined>();
  const rules = view.rounding.state === 'rules' ? view.rounding : null;
  const [accountOn, setAccountOn] = useState(rules?.account != null);
  const [accountDraft, setAccountDraft] = useState<RuleDraft>(rules?.account ? draftOf(rules.account) : NEW_RULE);
  const [accountError, setAccountError] = useState<string | undefined>();
  const [projectId, setProjectId] = useState('');
  const [projectDraft, setProjectDraft] = useState<RuleDraft>(NEW_RULE);
  const [projectError, setProjectError] = useState<string | undefined>();
  const projectRules = new Map((rules?.projects ?? []).map((p) => [p.id, p.rule]));
  // The account shown's projects are the snapshot's; another account's come with the accounts panel.
  const own = s.accounts ? s.accounts.inUse === view.key : true;
  const projects = own ? s.projects.filter((p) => p.active) : (s.accounts?.otherProjects ?? []).filter((o) => o.accountKey === view.key).map((o) => o.project);

  const send = async (input: { currency?: string | null; rounding?: unknown }, what: string) => {
    setSaved('');
    const r = await save.run(() => outcome(bridge.setAccountTimesheets({ accountKey: view.key, ...input })));
    if (r?.ok) setSaved(i18n._({ id: 'settings.saved', message: '{what} saved.', values: { what } }));
    return r?.ok === true;
  };
  const saveCurrency = () => {
    const code = currency.trim().toUpperCase();
    if (code === (view.currency ?? '')) return;
    if (code !== '' && !/^[A-Z]{3}$/.test(code)) {
      save.newAttempt();
      setCurrencyError(i18n._({ id: 'sheets.currency.check', message: 'A currency is three letters, such as EUR or USD ("{typed}" is not); empty for none.', values: { typed: currency.trim() } }));
      return;
    }
    setCurrencyError(undefined);
    setCurrency(code);
    void send({ currency: code === '' ? null : code }, i18n._({ id: 'sheets.currency.saved', message: 'Currency' }));
  };
  const saveAccountRule = () => {
    const read = accountOn ? ruleOf(accountDraft) : { rule: null };
    if ('error' in read) {
      save.newAttempt();
      setAccountError(read.error);
      return;
    }
    setAccountError(undefined);
    void send({ rounding: bookOf(view, read.rule, projectRules) }, i18n._({ id: 'sheets.rounding.saved', message: 'Rounding' }));
  };
  const addProjectRule = async () => {
    const read = ruleOf(projectDraft);
    if (projectId === '') {
      save.newAttempt();
      setProjectError(i18n._({ id: 'sheets.project.check', message: 'Choose the project the rule is for.' }));
      return;
    }
    if ('error' in read) {
      save.newAttempt();
      setProjectError(read.error);
      return;
    }
    setProjectError(undefined);
    const next = new Map(projectRules).set(Number(projectId), read.rule);
    if (await send({ rounding: bookOf(view, rules?.account ?? null, next) }, i18n._({ id: 'sheets.projectRule.saved', message: 'The project’s rule' }))) setProjectId('');
  };
  const removeProjectRule = (id: number) => {
    const next = new Map(projectRules);
    next.delete(id);
    void send({ rounding: bookOf(view, rules?.account ?? null, next) }, i18n._({ id: 'sheets.rounding.saved', message: 'Rounding' }));
  };

  return (
    <div class="timesheet-account" role="group" aria-label={several ? i18n._({ id: 'sheets.ofAccount', message: 'Timesheets of {account}', values: { account: view.name } }) : i18n._({ id: 'sheets.ofThisAccount', message: 'Timesheets of this account' })}>
      {several && <h3>{view.name}</h3>}
      <TextField
        label={i18n._({ id: 'sheets.currency', message: 'Currency' })}
        value={currency}
        onInput={setCurrency}
        onBlur={saveCurrency}
        onKeyDown={(e) => e.key === 'Enter' && saveCurrency()}
        error={currencyError ?? save.fields.currency}
        hint={i18n._({ id: 'sheets.theAmountsCurrencyAs', message: "The amounts' currency, as three letters (EUR, USD): the service names none. Empty: amounts are not shown." })}
      />
      {view.rounding.state === 'unreadable' && (
        <div class="form-error" role="alert">
          <p>{i18n._({ id: 'sheets.roundingUnreadable', message: 'The rounding rules stored for {account} cannot be read, so nothing is rounded and an export with rounding is refused until they are mended:', values: { account: view.name } })}</p>
          <ul>
            {view.rounding.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <p>{i18n._({ id: 'sheets.saveTheRulesAgain', message: 'Save the rules again below to replace them, or mend the settings file.' })}</p>
        </div>
      )}
      {rules && rules.words.length > 0 && (
        <ul class="rule-words" aria-label={i18n._({ id: 'sheets.roundingNow', message: 'Rounding now' })}>
          {rules.words.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <Checkbox label={i18n._({ id: 'sheets.roundThisAccountS', message: "Round this account's time" })} checked={accountOn} onChange={setAccountOn} hint={i18n._({ id: 'sheets.billedBesideTrackedIn', message: 'Billed beside tracked in Today, the week and exports; the stored entries are never changed.' })} />
      {accountOn && <RuleFields draft={accountDraft} onChange={setAccountDraft} error={accountError} />}
      <div class="actions">
        <button type="button" class="secondary" onClick={saveAccountRule}>{i18n._({ id: 'sheets.saveRounding', message: 'Save rounding' })}</button>
      </div>
      {rules && rules.projects.length > 0 && (
        <ul class="project-rules" aria-label={i18n._({ id: 'sheets.rulesPerProject', message: 'Rules per project' })}>
          {rules.projects.map((p) => (
            <li key={p.id}>
              {rules.words.find((w) => w.startsWith(`${p.name}: `)) ?? p.name}{' '}
              <button type="button" class="link" aria-label={i18n._({ id: 'sheets.removeRule', message: 'Remove the rule for {project}', values: { project: p.name } })} onClick={() => removeProjectRule(p.id)}>
                {i18n._({ id: 'sheets.remove', message: 'Remove' })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <details class="project-rule-form">
        <summary>{i18n._({ id: 'sheets.aRuleForOne', message: 'A rule for one project…' })}</summary>
        <div class="field">
          <label for={`project-rule-${view.key}`}>{i18n._({ id: 'sheets.project', message: 'Project' })}</label>
          <select id={`project-rule-${view.key}`} value={projectId} onChange={(e) => setProjectId(e.currentTarget.value)}>
            <option value="">{i18n._({ id: 'sheets.chooseAProject', message: 'Choose a project' })}</option>
            {projects.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.customerName ? `${p.customerName} · ${p.name}` : p.name}
              </option>
            ))}
          </select>
        </div>
        <RuleFields draft={projectDraft} onChange={setProjectDraft} error={projectError} />
        <div class="actions">
          <button type="button" class="secondary" onClick={() => void addProjectRule()}>
            {i18n._({ id: 'sheets.saveTheProjectS', message: "Save the project's rule" })}
          </button>
        </div>
      </details>
      <p class="saved" aria-live="polite">
        {save.busy ? i18n._({ id: 'common.saving', message: 'Saving…' }) : saved}
      </p>
      {save.error && (
        <p class="form-error" role="alert">
          {save.error}
        </p>
      )}
    </div>
  );
}

export function TimesheetSettings({ decimalHours, onDecimalHours }: { readonly decimalHours: boolean; readonly onDecimalHours: (on: boolean) => void }) {
  const s = useSnapshot();
  const accounts = s.timesheets?.accounts ?? [];
  return (
    <fieldset class="timesheet-settings">
      <legend>{i18n._({ id: 'sheets.timesheets', message: 'Timesheets' })}</legend>
      <Checkbox label={i18n._({ id: 'sheets.decimalHours', message: 'Decimal hours' })} checked={decimalHours} onChange={onDecimalHours} hint={i18n._({ id: 'sheets.753InsteadOf', message: '7.53 instead of 7:32 for every total: Today, the week, the tray, the status line.' })} />
      {accounts.map((a) => (
        <AccountTimesheets key={a.key} view={a} several={accounts.length > 1} />
      ))}
    </fieldset>
  );
}

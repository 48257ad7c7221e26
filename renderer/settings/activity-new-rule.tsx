// A rule made from scratch in Settings (issue 73, item 3): what it matches on (the application
// alone, a title pattern, all or any of some words, the web domain, a regular expression), what
// it books to, and before it is saved, the engine's dry run over the days the record keeps
// ("This rule would book 1:40 over 2 days; 0:10 of it is booked already"). Any change to the
// form clears the line: it always speaks of the rule as shown. The engine's refusal shows under
// the field it names.

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { ActivityRuleInput } from '../../main/core/stint-api.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { TextField } from '../controls/text-field.tsx';
import { SubmitRow } from '../controls/submit-row.tsx';
import { RuleProjectSelect } from './rule-project-select.tsx';
import { useAction } from '../controls/use-action.ts';
import { KINDS, kindWords, type Kind } from './rule-kinds.ts';
import { useDryRun } from './rule-dry-run.tsx';
import { i18n } from '../i18n/words.ts';

export function ActivityNewRule({ onDone }: { readonly onDone: (saved: boolean) => void }) {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const projects = s.projects.filter((p) => p.active);
  const [kind, setKind] = useState<Kind>('app');
  const [value, setValue] = useState('');
  const [projectId, setProjectId] = useState<number | null>(projects[0]?.id ?? null);
  const [description, setDescription] = useState('');
  const first = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => first.current?.focus(), []);
  const shown = kindWords(kind);

  const input = (): ActivityRuleInput | null =>
    projectId === null ? null : { [kind]: value.trim() === '' ? null : value.trim(), projectId, taskId: null, description: description.trim() === '' ? null : description.trim() };
  const { changed, line } = useDryRun(action, input);
  const submit = async (e: Event) => {
    e.preventDefault();
    const rule = input();
    if (rule === null) return;
    const r = await action.run(() => outcome(bridge.addActivityRule(rule)));
    if (r?.ok) onDone(true);
  };
  const f = action.fields;
  return (
    <form class="activity-new-rule" aria-label={i18n._({ id: 'record.newRule.form', message: 'New rule' })} onSubmit={submit}>
      <div class="field">
        <label for="new-rule-kind">{i18n._({ id: 'record.newRule.matchOn', message: 'Match on' })}</label>
        <select id="new-rule-kind" ref={first} value={kind} onChange={(e) => changed(setKind)(e.currentTarget.value as Kind)}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {kindWords(k).option}
            </option>
          ))}
        </select>
      </div>
      <TextField label={shown.label} value={value} onInput={changed(setValue)} hint={shown.hint} error={f[kind] ?? f.title} />
      <RuleProjectSelect projects={projects} value={projectId} onChange={changed(setProjectId)} error={f.project} />
      <TextField label={i18n._({ id: 'entry.description', message: 'Description' })} value={description} onInput={changed(setDescription)} hint={i18n._({ id: 'record.rule.descriptionHint', message: "Empty: the window's own title." })} error={f.description} />
      {line}
      <SubmitRow submit={i18n._({ id: 'record.rule.save', message: 'Save rule' })} action={action} onCancel={() => onDone(false)} fields={f} />
    </form>
  );
}

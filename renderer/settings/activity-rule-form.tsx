// Edit an activity rule in place: what it looks at (an application pattern, a title pattern,
// all or any of some words, the web domain, a regular expression: every one given must match,
// an empty one is not looked at) and what it books to (a project of its account, and the
// description: empty is the window's own title). Before saving, "What would it book?" asks the
// engine's dry run of the rule as shown, at its place in the person's order; any change clears
// the line. The engine's refusal shows under the field it names, else in an alert.

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { ActivityRuleView, ProjectView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { TextField } from '../controls/text-field.tsx';
import { SubmitRow } from '../controls/submit-row.tsx';
import { RuleProjectSelect } from './rule-project-select.tsx';
import { useAction } from '../controls/use-action.ts';
import { KINDS, kindWords, type Kind } from './rule-kinds.ts';
import { useDryRun } from './rule-dry-run.tsx';
import { projectNumberWords } from './activity-words.ts';
import { i18n } from '../i18n/words.ts';

export interface ActivityRuleFormProps {
  readonly rule: ActivityRuleView;
  readonly onDone: () => void;
}

/** The projects a rule of account `key` may book to: the account in use's, or another's. */
function projectsOf(key: string, s: ReturnType<typeof useSnapshot>): readonly ProjectView[] {
  const inUse = s.accounts ? s.accounts.inUse : key;
  if (key === inUse) return s.projects.filter((p) => p.active);
  return s.accounts?.otherProjects.filter((p) => p.accountKey === key).map((p) => p.project) ?? [];
}

/** The rule's matchers as the form shows them typed: words joined by spaces, absent ones empty. */
function typed(m: ActivityRuleView['match']): Record<Kind, string> {
  return { app: m.app ?? '', title: m.title ?? '', allWords: m.allWords?.join(' ') ?? '', anyWords: m.anyWords?.join(' ') ?? '', domain: m.domain ?? '', regex: m.regex ?? '' };
}

export function ActivityRuleForm({ rule, onDone }: ActivityRuleFormProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const [match, setMatch] = useState(() => typed(rule.match));
  const [projectId, setProjectId] = useState(rule.projectId);
  const [description, setDescription] = useState(rule.description ?? '');
  const first = useRef<HTMLInputElement>(null);
  // Opened from Edit: the focus goes into the form, on its first field.
  useLayoutEffect(() => first.current?.focus(), []);
  const projects = projectsOf(rule.accountKey, s);
  const listed = projects.some((p) => p.id === rule.projectId) ? projects : [...projects, { id: rule.projectId, name: projectNumberWords(rule.projectId) }];

  /** The rule as shown, for the engine: an empty matcher is none. */
  const input = () => ({
    ruleId: rule.id,
    ...(Object.fromEntries(KINDS.map((k) => [k, match[k].trim() === '' ? null : match[k].trim()])) as Record<Kind, string | null>),
    projectId,
    // Another project: the rule's task was that project's.
    taskId: projectId === rule.projectId ? rule.taskId : null,
    description: description.trim() === '' ? null : description.trim(),
    accountKey: rule.accountKey,
  });
  const { changed, line } = useDryRun(action, input);
  const submit = async (e: Event) => {
    e.preventDefault();
    const r = await action.run(() => outcome(bridge.updateActivityRule(input())));
    if (r?.ok) onDone();
  };
  const f = action.fields;
  return (
    <form onSubmit={submit}>
      {KINDS.map((k, i) => {
        const words = kindWords(k);
        return <TextField key={k} label={words.label} inputRef={i === 0 ? first : undefined} value={match[k]} onInput={changed((v: string) => setMatch({ ...match, [k]: v }))} hint={words.editHint} error={f[k]} />;
      })}
      <RuleProjectSelect projects={listed} value={projectId} onChange={changed(setProjectId)} error={f.project} />
      <TextField label={i18n._({ id: 'entry.description', message: 'Description' })} value={description} onInput={changed(setDescription)} hint={i18n._({ id: 'record.rule.descriptionHint', message: "Empty: the window's own title." })} error={f.description} />
      {line}
      <SubmitRow submit={i18n._({ id: 'record.rule.save', message: 'Save rule' })} action={action} onCancel={onDone} fields={f} />
    </form>
  );
}

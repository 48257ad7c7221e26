// Edit an activity rule in place: what it looks at (an application pattern, a title pattern,
// or both) and what it books to (a project of its account, and the description: empty is the
// window's own title). The engine's refusal shows under the field it names, else in an alert.

import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { ActivityRuleView, ProjectView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { TextField } from '../controls/text-field.tsx';
import { SubmitRow } from '../controls/submit-row.tsx';
import { RuleProjectSelect } from './rule-project-select.tsx';
import { useAction } from '../controls/use-action.ts';

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

/** A rule's words, domain and expression as the engine takes them typed. */
function keptMatchers(m: ActivityRuleView['match']) {
  return { allWords: m.allWords?.join(' ') ?? null, anyWords: m.anyWords?.join(' ') ?? null, domain: m.domain ?? null, regex: m.regex ?? null };
}

export function ActivityRuleForm({ rule, onDone }: ActivityRuleFormProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const [app, setApp] = useState(rule.match.app ?? '');
  const [title, setTitle] = useState(rule.match.title ?? '');
  const [projectId, setProjectId] = useState(rule.projectId);
  const [description, setDescription] = useState(rule.description ?? '');
  const first = useRef<HTMLInputElement>(null);
  // Opened from Edit: the focus goes into the form, on its first field.
  useLayoutEffect(() => first.current?.focus(), []);
  const projects = projectsOf(rule.accountKey, s);
  const listed = projects.some((p) => p.id === rule.projectId) ? projects : [...projects, { id: rule.projectId, name: `Project ${rule.projectId}` }];

  const submit = async (e: Event) => {
    e.preventDefault();
    const r = await action.run(() =>
      outcome(
        bridge.updateActivityRule({
          ruleId: rule.id,
          app: app.trim() === '' ? null : app.trim(),
          title: title.trim() === '' ? null : title.trim(),
          projectId,
          // Another project: the rule's task was that project's.
          taskId: projectId === rule.projectId ? rule.taskId : null,
          // The matchers this form does not show are kept as they are (an edit never drops them).
          ...keptMatchers(rule.match),
          description: description.trim() === '' ? null : description.trim(),
          accountKey: rule.accountKey,
        }),
      ),
    );
    if (r?.ok) onDone();
  };
  const f = action.fields;
  return (
    <form onSubmit={submit}>
      <TextField label="Application matches" inputRef={first} value={app} onInput={setApp} hint="Empty: any application. * stands for any text." error={f.app} />
      <TextField label="Title matches" value={title} onInput={setTitle} hint="Empty: any title." error={f.title} />
      <RuleProjectSelect projects={listed} value={projectId} onChange={setProjectId} error={f.project} />
      <TextField label="Description" value={description} onInput={setDescription} hint="Empty: the window's own title." error={f.description} />
      <SubmitRow submit="Save rule" action={action} onCancel={onDone} fields={f} />
    </form>
  );
}

// Pick a project (and a task where the project wants one), say what you do, Start. Enter
// moves on from each picker, so the whole start is typing and Enter. With a timer running
// (`switching`) the same form switches: Start stops the running entry and starts this one.

import type { RefObject } from 'preact';
import { useId, useRef, useState } from 'preact/hooks';
import { useDraft } from '../state/drafts.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { Pickers, projectById } from '../pickers/pickers.tsx';
import { focusQuietly } from '../pickers/combobox.tsx';
import { TextField } from '../controls/text-field.tsx';
import { useAction } from '../controls/use-action.ts';
import { i18n } from '../i18n/words.ts';

/** The first account's key (main/core/accounts/account-list.ts): the only one with one account. */
const FIRST_ACCOUNT = 'main';

interface Draft {
  /**
   * The project's account, kept as the account itself (`main` with one account): the account
   * shown may change while the draft waits, and the project must stay the one picked.
   */
  readonly accountKey?: string | null;
  readonly projectId: number | null;
  readonly taskId: number | null;
  readonly description: string;
}
const EMPTY: Draft = { projectId: null, taskId: null, description: '' };

export interface StartFormProps {
  readonly projectRef: RefObject<HTMLInputElement | null>;
  readonly startRef?: RefObject<HTMLButtonElement | null>;
  /** A timer runs: say that Start switches, and offer to go back to it. */
  readonly switching?: {
    readonly from: string;
    /** Where this switch's draft is kept: one per running entry, so another's never shows here. */
    readonly draftKey: string;
    readonly onCancel: () => void;
  };
}

export function StartForm({ projectRef, startRef, switching }: StartFormProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  // Kept while the person looks at another tab or the window hides (../drafts.ts).
  const [draft, setDraft] = useDraft<Draft>(switching?.draftKey ?? 'start', () => EMPTY);
  const { projectId, taskId, description } = draft;
  const inUse = s.accounts?.inUse ?? FIRST_ACCOUNT;
  // Relative to the account shown, as the pickers and the commands take it: null is its own.
  const accountKey = (draft.accountKey ?? inUse) === inUse ? null : draft.accountKey!;
  const setTaskId = (taskId: number | null) => setDraft((d) => ({ ...d, taskId }));
  const setDescription = (description: string) => setDraft((d) => ({ ...d, description }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const taskRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLInputElement>(null);
  const action = useAction();
  const project = projectById(s, projectId, accountKey);
  const switchHintId = useId();

  const submit = async (e: Event) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (projectId === null) local.project = i18n._({ id: 'start.chooseProject', message: 'Choose a project.' });
    else if (project?.requiredTask && taskId === null) local.task = i18n._({ id: 'start.needsTask', message: '{project} needs a task: pick one.', values: { project: project.name } });
    setErrors(local);
    if (projectId === null || local.task) {
      action.newAttempt();
      focusQuietly((local.project ? projectRef : taskRef).current);
      return;
    }
    const start = { projectId, taskId, description: description.trim() };
    const r = await action.run(() => outcome(accountKey === null ? bridge.start(start) : bridge.startInAccount({ accountKey, ...start })));
    if (r?.ok) setDraft(EMPTY);
  };

  const shown = { ...action.fields, ...errors };
  return (
    <form class="start-form" onSubmit={submit} noValidate>
      <Pickers
        projectId={projectId}
        taskId={taskId}
        accountKey={accountKey}
        acrossAccounts
        onProject={(p, how, pickedIn) => {
          const same = p.id === projectId && pickedIn === accountKey;
          setDraft((d) => ({ ...d, projectId: p.id, accountKey: pickedIn ?? inUse, taskId: same ? d.taskId : null }));
          setErrors({});
          if (how === 'keyboard') taskRef.current?.focus();
        }}
        onTask={(t, how) => {
          setTaskId(t);
          setErrors({});
          if (how === 'keyboard') descriptionRef.current?.focus();
        }}
        errors={shown}
        projectRef={projectRef}
        taskRef={taskRef}
        projectQueryDraft={`${switching?.draftKey ?? 'start'}.query`}
      />
      <TextField
        label={i18n._({ id: 'timer.description', message: 'Description' })}
        value={description}
        onInput={setDescription}
        error={shown.description}
        inputRef={descriptionRef}
        placeholder={i18n._({ id: 'timer.descriptionPlaceholder', message: 'What are you working on?' })}
      />
      <div class="actions">
        <button type="submit" class="primary" ref={startRef} aria-busy={action.busy} aria-describedby={switching ? switchHintId : undefined}>
          {i18n._({ id: 'start.start', message: 'Start' })}
        </button>
        {switching && (
          <button type="button" class="secondary" data-cancel onClick={switching.onCancel}>
            {i18n._({ id: 'common.cancel', message: 'Cancel' })}
          </button>
        )}
        {action.busy && <span class="progress">{switching ? i18n._({ id: 'start.switching', message: 'Switching…' }) : i18n._({ id: 'start.starting', message: 'Starting…' })}</span>}
      </div>
      {switching && (
        <p class="hint" id={switchHintId}>
          {i18n._({ id: 'start.switchHint', message: 'Start stops {running} and starts this.', values: { running: switching.from } })}
        </p>
      )}
      {action.error && (
        <p class="form-error" role="alert">
          {action.error}
        </p>
      )}
    </form>
  );
}

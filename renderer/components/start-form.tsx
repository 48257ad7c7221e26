// No timer runs: pick a project (and a task where the project wants one), say what you do,
// Start. Enter moves on from each picker, so the whole start is typing and Enter.

import type { RefObject } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { outcome } from '../bridge.ts';
import { useBridge, useSnapshot } from '../state.ts';
import { Pickers, projectById } from './pickers.tsx';
import { focusQuietly } from './combobox.tsx';
import { TextField } from './text-field.tsx';
import { useAction } from './use-action.ts';

export function StartForm({ projectRef, startRef }: { projectRef: RefObject<HTMLInputElement | null>; startRef: RefObject<HTMLButtonElement | null> }) {
  const s = useSnapshot();
  const bridge = useBridge();
  const [projectId, setProjectId] = useState<number | null>(null);
  const [taskId, setTaskId] = useState<number | null>(null);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const taskRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLInputElement>(null);
  const action = useAction();
  const project = projectById(s, projectId);

  const submit = async (e: Event) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (projectId === null) local.project = 'Choose a project.';
    else if (project?.requiredTask && taskId === null) local.task = `${project.name} needs a task: pick one.`;
    setErrors(local);
    if (projectId === null || local.task) {
      focusQuietly((local.project ? projectRef : taskRef).current);
      return;
    }
    await action.run(() => outcome(bridge.start({ projectId, taskId, description: description.trim() })));
  };

  const shown = { ...action.fields, ...errors };
  return (
    <form class="start-form" onSubmit={submit} noValidate>
      <Pickers
        projectId={projectId}
        taskId={taskId}
        onProject={(p, how) => {
          setProjectId(p.id);
          if (p.id !== projectId) setTaskId(null);
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
      />
      <TextField label="Description" value={description} onInput={setDescription} error={shown.description} inputRef={descriptionRef} placeholder="What are you working on?" />
      <div class="actions">
        <button type="submit" class="primary" ref={startRef} aria-busy={action.busy}>
          Start
        </button>
        {action.busy && <span class="progress">Starting…</span>}
      </div>
      {action.error && (
        <p class="form-error" role="alert">
          {action.error}
        </p>
      )}
    </form>
  );
}

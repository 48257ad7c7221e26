// An entry's project, task and description as an Edit or Split form holds them: the entry's
// own at first, the task cleared when another project is picked, and what changed in the
// engine's terms (a project changed sends its task too, cleared or picked).

import type { JSX, Ref } from 'preact';
import { useState } from 'preact/hooks';
import type { EntryView } from '../../main/core/snapshot.ts';
import type { EntryEditInput } from '../../main/core/stint-api.ts';
import { Pickers } from '../pickers/pickers.tsx';

export interface EntryFields {
  readonly projectId: number;
  readonly taskId: number | null;
  readonly description: string;
  readonly setDescription: (d: string) => void;
  /** Only what differs from the entry. */
  readonly changed: Pick<EntryEditInput, 'projectId' | 'taskId' | 'description'>;
  /** The Project and Task pickers on these fields, with the errors the engine named. */
  readonly pickers: (errors: Readonly<Record<string, string | undefined>>, refs: { readonly project: Ref<HTMLInputElement>; readonly task: Ref<HTMLInputElement> }) => JSX.Element;
}

export function useEntryFields(entry: EntryView): EntryFields {
  const [projectId, setProjectId] = useState(entry.projectId);
  const [taskId, setTaskId] = useState(entry.taskId);
  const [description, setDescription] = useState(entry.description);
  const moved = projectId !== entry.projectId;
  return {
    projectId,
    taskId,
    description,
    setDescription,
    changed: {
      ...(moved ? { projectId } : {}),
      ...(taskId !== entry.taskId || moved ? { taskId } : {}),
      ...(description.trim() !== entry.description ? { description: description.trim() } : {}),
    },
    pickers: (errors, refs) => (
      <Pickers
        projectId={projectId}
        taskId={taskId}
        onProject={(p) => {
          if (p.id !== projectId) setTaskId(null);
          setProjectId(p.id);
        }}
        onTask={setTaskId}
        errors={{ ...(errors.project ? { project: errors.project } : {}), ...(errors.task ? { task: errors.task } : {}) }}
        projectRef={refs.project}
        taskRef={refs.task}
      />
    ),
  };
}

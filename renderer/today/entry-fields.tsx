// An entry's project, task and description as an Edit or Split form holds them: the entry's
// own at first, the task cleared when another project is picked, and what changed in the
// engine's terms (a project changed sends its task too, cleared or picked). The same fields
// start empty for a calendar's event (event-fill-form.tsx), where a pick made with Enter
// moves on, as in the away question's booking.

import type { JSX, Ref, RefObject } from 'preact';
import { useState } from 'preact/hooks';
import type { EntryView } from '../../main/core/snapshot.ts';
import type { EntryEditInput } from '../../main/core/stint-api.ts';
import { Pickers } from '../pickers/pickers.tsx';

export interface WorkFields {
  readonly projectId: number | null;
  readonly taskId: number | null;
  readonly description: string;
  readonly setDescription: (d: string) => void;
  /** The Project and Task pickers on these fields, with the errors the engine named; given `onTo` (the field after them), a pick made with Enter moves on to Task, then to it. */
  readonly pickers: (
    errors: Readonly<Record<string, string | undefined>>,
    refs: { readonly project: Ref<HTMLInputElement>; readonly task: RefObject<HTMLInputElement | null>; readonly onTo?: RefObject<HTMLInputElement | null> },
  ) => JSX.Element;
}

export interface EntryFields extends WorkFields {
  /** Only what differs from the entry. */
  readonly changed: Pick<EntryEditInput, 'projectId' | 'taskId' | 'description'>;
}

export function useEntryFields(entry: EntryView): EntryFields {
  const work = useWorkFields(entry);
  const projectId = work.projectId ?? entry.projectId;
  const { taskId, description } = work;
  const moved = projectId !== entry.projectId;
  return {
    ...work,
    changed: {
      ...(moved ? { projectId } : {}),
      ...(taskId !== entry.taskId || moved ? { taskId } : {}),
      ...(description.trim() !== entry.description ? { description: description.trim() } : {}),
    },
  };
}

export function useWorkFields(start: { readonly projectId: number | null; readonly taskId: number | null; readonly description: string }): WorkFields {
  const [projectId, setProjectId] = useState(start.projectId);
  const [taskId, setTaskId] = useState(start.taskId);
  const [description, setDescription] = useState(start.description);
  return {
    projectId,
    taskId,
    description,
    setDescription,
    pickers: (errors, refs) => (
      <Pickers
        projectId={projectId}
        taskId={taskId}
        onProject={(p, how) => {
          if (p.id !== projectId) setTaskId(null);
          setProjectId(p.id);
          if (how === 'keyboard' && refs.onTo) refs.task.current?.focus();
        }}
        onTask={(t, how) => {
          setTaskId(t);
          if (how === 'keyboard') refs.onTo?.current?.focus();
        }}
        errors={{ ...(errors.project ? { project: errors.project } : {}), ...(errors.task ? { task: errors.task } : {}) }}
        projectRef={refs.project}
        taskRef={refs.task}
      />
    ),
  };
}

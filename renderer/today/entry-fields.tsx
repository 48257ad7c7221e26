// An entry's project, task and description as an Edit or Split form holds them: the entry's
// own at first, the task cleared when another project is picked, and what changed in the
// engine's terms (a project changed sends its task too, cleared or picked). The same fields
// start empty for a calendar's event (event-fill-form.tsx), where a pick made with Enter
// moves on, as in the away question's booking. Another account's entry stays in its account
// (the service moves no entry between accounts): its pickers show that account's project, and
// a project of another account picked there is refused at the field, in words.

import type { JSX, Ref, RefObject } from 'preact';
import { useState } from 'preact/hooks';
import { useKept } from '../state/drafts.ts';
import type { EntryView } from '../../main/core/snapshot.ts';
import type { EntryEditInput } from '../../main/core/stint-api.ts';
import { Pickers } from '../pickers/pickers.tsx';
import { useSnapshot } from '../state/state.ts';
import { i18n } from '../i18n/words.ts';

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

/**
 * `accountKey`: the entry is another account's than the account shown (absent: the account
 * shown's); `keep`: the fields kept among the drafts under this prefix (an open Edit form).
 */
export function useEntryFields(entry: EntryView, accountKey?: string, keep?: string): EntryFields {
  const work = useWorkFields(entry, accountKey, keep);
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

export function useWorkFields(start: { readonly projectId: number | null; readonly taskId: number | null; readonly description: string }, accountKey?: string, keep?: string): WorkFields {
  const s = useSnapshot();
  // Kept as drafts when asked (a window released while hidden opens the form as it was left).
  const [projectId, setProjectId] = useKept(keep && `${keep}.project`, start.projectId);
  const [taskId, setTaskId] = useKept(keep && `${keep}.task`, start.taskId);
  const [description, setDescription] = useKept(keep && `${keep}.description`, start.description);
  /** A project of another account was picked for an entry that stays in its own: why it was not taken. */
  const [elsewhere, setElsewhere] = useState<string | null>(null);
  const nameOf = (key: string | undefined) => s.accounts?.rows.find((r) => r.key === (key ?? s.accounts?.inUse))?.name ?? '';
  return {
    projectId,
    taskId,
    description,
    setDescription,
    pickers: (errors, refs) => (
      <Pickers
        projectId={projectId}
        taskId={taskId}
        // Another account's entry: its project is found among every account's (the pickers' list across accounts).
        {...(accountKey !== undefined ? { accountKey, acrossAccounts: true } : {})}
        onProject={(p, how, pickedIn) => {
          if ((pickedIn ?? undefined) !== accountKey) {
            const own = nameOf(accountKey);
            setElsewhere(i18n._({ id: 'entry.otherAccount', message: "This entry is in {account}, and an entry cannot move to another account: pick one of {account}'s projects.", values: { account: own } }));
            return;
          }
          setElsewhere(null);
          if (p.id !== projectId) setTaskId(null);
          setProjectId(p.id);
          if (how === 'keyboard' && refs.onTo) refs.task.current?.focus();
        }}
        onTask={(t, how) => {
          setTaskId(t);
          if (how === 'keyboard') refs.onTo?.current?.focus();
        }}
        errors={{ ...(elsewhere !== null ? { project: elsewhere } : errors.project ? { project: errors.project } : {}), ...(errors.task ? { task: errors.task } : {}) }}
        projectRef={refs.project}
        taskRef={refs.task}
      />
    ),
  };
}

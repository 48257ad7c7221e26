// The work of a gap's activity no rule gives yet (issue 62): its project and task (the
// pickers every form uses) and a description (what was done, at first); Fill sends it
// (`fillFromActivity`). A refusal (no project: the engine says so at the field) shows under
// the form, and what was typed stays. Escape closes the form alone. Once filled, the
// booking is handed up for "Always book … to …?".

import { useLayoutEffect, useRef } from 'preact/hooks';
import type { ActivityFillView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import { focusQuietly } from '../pickers/combobox.tsx';
import { TextField } from '../controls/text-field.tsx';
import { SubmitRow } from '../controls/submit-row.tsx';
import { useAction } from '../controls/use-action.ts';
import { escapeCloses } from '../controls/escape-closes.ts';
import type { BookedFromActivity } from './activity-words.ts';
import { useWorkFields } from './entry-fields.tsx';
import { i18n } from '../i18n/words.ts';

export interface ActivityFillFormProps {
  readonly offer: ActivityFillView;
  readonly filled: (booked: BookedFromActivity) => void;
  readonly cancel: () => void;
}

export function ActivityFillForm({ offer, filled, cancel }: ActivityFillFormProps) {
  const bridge = useBridge();
  const action = useAction();
  const work = useWorkFields({ projectId: null, taskId: null, description: offer.label });
  const { projectId, taskId, description } = work;
  const refs = { project: useRef<HTMLInputElement>(null), task: useRef<HTMLInputElement>(null), description: useRef<HTMLInputElement>(null) };
  useLayoutEffect(() => focusQuietly(refs.project.current), []);

  const fill = async (e: Event) => {
    e.preventDefault();
    const r = await action.run(() =>
      outcome(
        bridge.fillFromActivity({
          date: offer.date,
          gapStart: offer.gap.start,
          // No project: the engine refuses in its words, at the Project field.
          ...(projectId === null ? {} : { projectId, taskId }),
          description: description.trim(),
        }),
      ),
    );
    if (r?.ok && projectId !== null) return filled({ date: offer.date, start: offer.parts[0]!.start, projectId, label: offer.label });
    const bad = r && !r.ok && (['project', 'task', 'description'] as const).find((f) => r.fields[f]);
    if (bad) focusQuietly(refs[bad].current);
  };
  return (
    <form
      class="activity-fill"
      aria-label={i18n._({ id: 'gap.fillWith', message: 'Fill with {entry}', values: { entry: offer.label } })}
      onSubmit={fill}
      noValidate
      onKeyDown={escapeCloses(cancel)}
    >
      {work.pickers(action.fields, { ...refs, onTo: refs.description })}
      <TextField label={i18n._({ id: 'entry.description', message: 'Description' })} value={description} onInput={work.setDescription} error={action.fields.description} inputRef={refs.description} />
      <SubmitRow submit={i18n._({ id: 'meetings.fill', message: 'Fill' })} action={action} onCancel={cancel} />
    </form>
  );
}

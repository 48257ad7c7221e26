// The work of an event no rule knows yet (issue 42): its project and task (the pickers every
// form uses), a description (its title at first), and whether Stint remembers the work for
// this event (every occurrence of it), for every event of its title, or not at all; Fill
// sends it all at once (`fillFromEvent`). A refusal (no project: the engine says so at the
// field) shows under the form, and what was typed stays. Escape closes the form alone. With
// `anyTime` (an event outside working hours, filled as the person asks) it is named "Fill
// <title> anyway" and fills any of the event's time no entry covers. A task typed that matches
// none of the project's is said at the Task field, not dropped: nothing is sent.

import { useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { EventFillView } from '../../main/core/snapshot.ts';
import type { EventFillInput } from '../../main/core/stint-api.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { focusQuietly } from '../pickers/combobox.tsx';
import { TextField } from '../controls/text-field.tsx';
import { SubmitRow } from '../controls/submit-row.tsx';
import { useAction } from '../controls/use-action.ts';
import { escapeCloses } from '../controls/escape-closes.ts';
import { eventTitle } from './event-words.ts';
import { useWorkFields } from './entry-fields.tsx';
import { i18n } from '../i18n/words.ts';

type Remember = NonNullable<EventFillInput['remember']> | 'none';

export interface EventFillFormProps {
  readonly offer: EventFillView;
  /** The fill is queued: the gap's panel (or the form) closes. */
  readonly filled: () => void;
  readonly cancel: () => void;
  /** Fill outside working hours too (`EventFillInput.anyTime`): the person asked. */
  readonly anyTime?: boolean;
}

export function EventFillForm({ offer, filled, cancel, anyTime = false }: EventFillFormProps) {
  const bridge = useBridge();
  const s = useSnapshot();
  const action = useAction();
  const id = useId();
  const [taskError, setTaskError] = useState<string | null>(null);
  const title = eventTitle(offer.title);
  const work = useWorkFields({ projectId: null, taskId: null, description: offer.title });
  const { projectId, taskId, description } = work;
  const [remember, setRemember] = useState<Remember>('event');
  const refs = { project: useRef<HTMLInputElement>(null), task: useRef<HTMLInputElement>(null), description: useRef<HTMLInputElement>(null) };
  useLayoutEffect(() => focusQuietly(refs.project.current), []);

  const fill = async (e: Event) => {
    e.preventDefault();
    // Text left in Task that names no task picked (typed, nothing chosen from the list).
    const typedTask = refs.task.current?.value.trim() ?? '';
    const picked = projectId === null || taskId === null ? '' : (s.tasks[projectId]?.find((t) => t.id === taskId)?.name ?? typedTask);
    if (typedTask !== '' && typedTask !== picked) {
      setTaskError(i18n._({ id: 'meetings.noSuchTask', message: 'No task is called “{task}”: pick one from the list, or clear the field for no task.', values: { task: typedTask } }));
      action.newAttempt();
      focusQuietly(refs.task.current);
      return;
    }
    setTaskError(null);
    const input: EventFillInput = {
      eventKey: offer.eventKey,
      // No project: the engine refuses in its words, at the Project field.
      ...(projectId === null ? {} : { projectId, taskId }),
      description: description.trim(),
      ...(remember === 'none' ? {} : { remember }),
      ...(anyTime ? { anyTime } : {}),
    };
    const r = await action.run(() => outcome(bridge.fillFromEvent(input)));
    if (r?.ok) return filled();
    const bad = r && !r.ok && (['project', 'task', 'description'] as const).find((f) => r.fields[f]);
    if (bad) focusQuietly(refs[bad].current);
  };
  const choices: readonly [Remember, string][] = [
    ['event', i18n._({ id: 'meetings.rememberEvent', message: 'this event' })],
    ['title', i18n._({ id: 'meetings.rememberTitle', message: 'every event titled “{title}”', values: { title } })],
    ['none', i18n._({ id: 'meetings.rememberNone', message: "don't remember" })],
  ];
  return (
    <form
      class="event-fill"
      aria-label={anyTime ? i18n._({ id: 'meetings.fillAnyway', message: 'Fill {event} anyway', values: { event: title } }) : i18n._({ id: 'meetings.fillWith', message: 'Fill with {event}', values: { event: title } })}
      onSubmit={fill}
      noValidate
      onKeyDown={escapeCloses(cancel)}
    >
      {work.pickers(taskError === null ? action.fields : { ...action.fields, task: taskError }, { ...refs, onTo: refs.description })}
      <TextField label={i18n._({ id: 'meetings.description', message: 'Description' })} value={description} onInput={work.setDescription} error={action.fields.description} inputRef={refs.description} />
      <fieldset>
        <legend>{i18n._({ id: 'meetings.rememberFor', message: 'Remember for' })}</legend>
        {choices.map(([value, label]) => (
          <div class="radio" key={value}>
            <input id={`${id}-${value}`} type="radio" name={`${id}-remember`} checked={remember === value} onChange={() => setRemember(value)} />
            <label for={`${id}-${value}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      <SubmitRow submit={i18n._({ id: 'meetings.fill', message: 'Fill' })} action={action} onCancel={cancel} />
    </form>
  );
}

// "Book it to…" on the away prompt, opened: the time away becomes its own entry (a meeting,
// lunch) on the project, task and description picked here; the timer that ran ends where the
// absence began and, with the box checked, the same work goes on from now. No project: said
// at its field, nothing sent. The engine's refusal shows at its fields and in an alert, the
// dialog kept; booked, the engine clears the prompt and the dialog goes. Escape closes the
// group only (the list of a picker first), the focus back on the button that opened it.

import { useState, useRef } from 'preact/hooks';
import { outcome } from '../state/bridge.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { focusQuietly } from '../pickers/combobox.tsx';
import { Pickers, projectById } from '../pickers/pickers.tsx';
import { TextField } from '../controls/text-field.tsx';
import { useAction } from '../controls/use-action.ts';
import { i18n } from '../i18n/words.ts';

export interface IdleBookingFormProps {
  /** The time away in words ("30 minutes"). */
  readonly length: string;
  /** The entry that ran ("Website Redesign: spec"), which goes on when the box is checked. */
  readonly running: string | null;
  readonly close: () => void;
}

export function IdleBookingForm({ length, running, close }: IdleBookingFormProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const [projectId, setProjectId] = useState<number | null>(null);
  const [taskId, setTaskId] = useState<number | null>(null);
  const [description, setDescription] = useState('');
  const [goOn, setGoOn] = useState(true);
  /** Book was pressed: a missing project is said from then on. */
  const [tried, setTried] = useState(false);
  const refs = { project: useRef<HTMLInputElement>(null), task: useRef<HTMLInputElement>(null), description: useRef<HTMLInputElement>(null) };
  const project = projectById(s, projectId);
  const errors = tried && projectId === null ? { ...action.fields, project: i18n._({ id: 'idle.pickProject', message: 'Pick the project the time away goes to.' }) } : action.fields;

  const book = async (e: Event) => {
    e.preventDefault();
    setTried(true);
    if (projectId === null) {
      action.newAttempt();
      return focusQuietly(refs.project.current);
    }
    const r = await action.run(() => outcome(bridge.bookIdle({ projectId, taskId, description: description.trim(), continueTimer: goOn })));
    const bad = r && !r.ok && (['project', 'task', 'description'] as const).find((f) => r.fields[f]);
    if (bad) focusQuietly(refs[bad].current);
  };

  return (
    <form
      class="idle-booking"
      onSubmit={book}
      noValidate
      onKeyDown={(e) => {
        // The group only: neither the dialog nor the window (a picker's open list took its Escape already).
        if (e.key === 'Escape') {
          e.preventDefault();
          close();
        }
      }}
    >
      <fieldset>
        <legend>{i18n._({ id: 'idle.bookLegend', message: 'Book the time away' })}</legend>
        <Pickers
          projectId={projectId}
          taskId={taskId}
          onProject={(p, how) => {
            if (p.id !== projectId) setTaskId(null);
            setProjectId(p.id);
            if (how === 'keyboard') refs.task.current?.focus();
          }}
          onTask={(t, how) => {
            setTaskId(t);
            if (how === 'keyboard') refs.description.current?.focus();
          }}
          errors={errors}
          projectRef={refs.project}
          taskRef={refs.task}
        />
        <TextField
          label={i18n._({ id: 'timer.description', message: 'Description' })}
          value={description}
          onInput={setDescription}
          error={errors.description}
          inputRef={refs.description}
          placeholder={i18n._({ id: 'idle.descriptionPlaceholder', message: 'Meeting, lunch…' })}
        />
        <div class="checkbox">
          <input id="idle-go-on" type="checkbox" checked={goOn} onChange={(e) => setGoOn(e.currentTarget.checked)} aria-describedby="idle-go-on-hint" />
          <label for="idle-go-on">{i18n._({ id: 'idle.goOn', message: 'Keep the timer running from now' })}</label>
          <p id="idle-go-on-hint" class="hint">
            {running === null ? i18n._({ id: 'idle.goOnHintThe', message: 'The entry that ran goes on as a new entry.' }) : i18n._({ id: 'idle.goOnHint', message: '{entry} goes on as a new entry.', values: { entry: running } })}
          </p>
        </div>
        <button type="submit" class="primary" aria-busy={action.busy}>
          {project ? i18n._({ id: 'idle.bookTo', message: 'Book {length} to {project}', values: { length, project: project.name } }) : i18n._({ id: 'idle.bookLength', message: 'Book {length}', values: { length } })}
        </button>
        {action.error && (
          <p class="form-error" role="alert">
            {action.error}
          </p>
        )}
      </fieldset>
    </form>
  );
}

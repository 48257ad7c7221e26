// A finished entry typed in: date, project, task, description and any two of start, end and
// duration, the third previewed live by the service's rule. Errors sit next to their
// fields: the local ones from the first Save on (then live as the person types; shown
// earlier, on leaving a field, they would move the Save button under the pointer), the
// engine's and the service's as they come. Nothing is sent while a field is invalid.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { outcome } from '../bridge.ts';
import { previewManualEntry, type TimeField } from '../manual-preview.ts';
import { useBridge, useSnapshot } from '../state.ts';
import { formatElapsed, formatTimeOfDay } from '../time.ts';
import { Pickers, projectById } from './pickers.tsx';
import { focusQuietly } from './combobox.tsx';
import { TextField } from './text-field.tsx';
import { useAction } from './use-action.ts';

interface Form {
  date: string;
  projectId: number | null;
  taskId: number | null;
  description: string;
  start: string;
  end: string;
  duration: string;
}

const FIELD_ORDER = ['date', 'project', 'task', 'description', 'start', 'end', 'duration'] as const;
type FieldName = (typeof FIELD_ORDER)[number];

function hmsToSeconds(hms: string): number {
  const [h, m, s] = hms.split(':').map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
}

export function QuickEntry() {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const [form, setForm] = useState<Form>({ date: s.today, projectId: null, taskId: null, description: '', start: '', end: '', duration: '' });
  /** Save was pressed: local errors show from then on. */
  const [attempted, setAttempted] = useState(false);
  /** The engine's or the service's errors, each until its field changes. */
  const [remote, setRemote] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  /** When an entry was last sent from here: later notices with field errors are about it. */
  const [sentAt, setSentAt] = useState<number | null>(null);
  const refs = {
    date: useRef<HTMLInputElement>(null),
    project: useRef<HTMLInputElement>(null),
    task: useRef<HTMLInputElement>(null),
    description: useRef<HTMLInputElement>(null),
    start: useRef<HTMLInputElement>(null),
    end: useRef<HTMLInputElement>(null),
    duration: useRef<HTMLInputElement>(null),
  };

  const project = projectById(s, form.projectId);
  const preview = useMemo(() => previewManualEntry(form), [form.date, form.projectId, form.start, form.end, form.duration]);
  const local: Record<string, string> = { ...preview.fields };
  if (project?.requiredTask && form.taskId === null) local.task = `${project.name} needs a task: pick one.`;
  // The service's answer to an entry sent from here comes later, as a notice with field
  // errors: they join the engine's, each shown until its field changes.
  useEffect(() => {
    const n = s.notice;
    if (sentAt !== null && n !== null && n.at >= sentAt && Object.keys(n.fields).length > 0) setRemote(n.fields);
  }, [s.notice]);
  const errorOf = (f: FieldName): string | undefined => remote[f] ?? (attempted ? local[f] : undefined);

  const change = (f: FieldName, patch: Partial<Form>) => {
    setForm((old) => ({ ...old, ...patch }));
    setSaved(null);
    if (remote[f]) setRemote(({ [f]: _, ...rest }) => rest);
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    setAttempted(true);
    const first = FIELD_ORDER.find((f) => local[f] !== undefined);
    if (first !== undefined || form.projectId === null) {
      focusQuietly(refs[first ?? 'project'].current);
      return;
    }
    const given = (v: string) => (v.trim() === '' ? null : v.trim());
    setSentAt(Date.now());
    const r = await action.run(() =>
      outcome(
        bridge.addManualEntry({
          date: form.date,
          projectId: form.projectId!,
          taskId: form.taskId,
          description: form.description.trim(),
          start: given(form.start),
          end: given(form.end),
          duration: given(form.duration),
        }),
      ),
    );
    if (r === null) return;
    if (!r.ok) {
      setRemote(r.fields);
      const bad = FIELD_ORDER.find((f) => r.fields[f] !== undefined);
      if (bad) focusQuietly(refs[bad].current);
      return;
    }
    setSaved(`Entry saved: ${project?.name ?? ''} ${preview.times ? formatElapsed(hmsToSeconds(preview.times.duration)) : ''}.`);
    setForm((old) => ({ ...old, description: '', start: '', end: '', duration: '' }));
    setAttempted(false);
  };

  const timeField = (f: TimeField, label: string, placeholder: string) => {
    const computed = preview.computed === f && preview.times !== null;
    return (
      <TextField
        label={label}
        value={form[f]}
        onInput={(v) => change(f, { [f]: v })}
        error={errorOf(f)}
        placeholder={computed ? (f === 'duration' ? preview.times!.duration.slice(0, 5) : preview.times![f].slice(0, 5)) : placeholder}
        hint={computed ? 'Computed from the other two.' : undefined}
        inputRef={refs[f]}
        class="time-field"
      />
    );
  };

  return (
    <section class="screen card" aria-labelledby="quick-heading">
      <h2 id="quick-heading">Quick entry</h2>
      <form onSubmit={submit} noValidate>
        <TextField
          label="Date"
          type="date"
          value={form.date}
          onInput={(v) => change('date', { date: v })}
          error={errorOf('date')}
          inputRef={refs.date}
        />
        <Pickers
          projectId={form.projectId}
          taskId={form.taskId}
          onProject={(p, how) => {
            change('project', { projectId: p.id, ...(p.id !== form.projectId ? { taskId: null } : {}) });
            if (how === 'keyboard') refs.task.current?.focus();
          }}
          onTask={(taskId, how) => {
            change('task', { taskId });
            if (how === 'keyboard') refs.description.current?.focus();
          }}
          errors={{
            ...(errorOf('project') ? { project: errorOf('project')! } : {}),
            ...(errorOf('task') ? { task: errorOf('task')! } : {}),
          }}
          projectRef={refs.project}
          taskRef={refs.task}
        />
        <TextField
          label="Description"
          value={form.description}
          onInput={(v) => change('description', { description: v })}
          error={errorOf('description')}
          inputRef={refs.description}
        />
        <p class="hint">Give any two of start, end and duration.</p>
        <div class="time-fields">
          {timeField('start', 'Start time', '09:00')}
          {timeField('end', 'End time', '17:30')}
          {timeField('duration', 'Duration', '1:30 or 1h30m')}
        </div>
        <p class="preview" aria-live="polite">
          {preview.times
            ? `${formatTimeOfDay(preview.times.start)}–${formatTimeOfDay(preview.times.end)}, ${formatElapsed(hmsToSeconds(preview.times.duration))}`
            : ''}
        </p>
        <div class="actions">
          <button type="submit" class="primary" aria-busy={action.busy}>
            Save entry
          </button>
          {action.busy && <span class="progress">Saving…</span>}
        </div>
        {action.error && (
          <p class="form-error" role="alert">
            {action.error}
          </p>
        )}
        <p class="saved" aria-live="polite">
          {saved ?? ''}
        </p>
      </form>
    </section>
  );
}

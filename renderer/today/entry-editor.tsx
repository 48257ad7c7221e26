// Any entry changed after the fact, under its row (Today, a day of the week): description,
// project, task, and for a finished entry its date and any two of start, end and duration,
// checked and previewed as quick entry does (../manual-preview.ts), the third shown as it will
// be. Only what the person changed is sent (../entry-edit-times.ts); the engine sends all
// three times to the service. An end later than now asks first; across midnight the preview
// says it becomes one entry per day. Refusals show at their fields, the form kept open.
// An entry of today's with activity under it, given another project, offers "Always book
// <window> to <project>?" under the timeline (activity-booked.ts).
// A running entry offers description, project and task only (its start moves with Started
// earlier…). Loaded when first opened (entry-row.tsx).

import { useContext, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { EntryView } from '../../main/core/snapshot.ts';
import type { EntryEditInput } from '../../main/core/stint-api.ts';
import { confirmationAsked, outcome, type Confirmations } from '../state/bridge.ts';
import { timesToCheck, typedToSend, type TypedTimes } from './entry-edit-times.ts';
import { useEntryFields } from './entry-fields.tsx';
import { useKept } from '../state/drafts.ts';
import { previewManualEntry, whyNoPreview, type TimeField } from '../quick-entry/manual-preview.ts';
import { LengthChoice } from '../quick-entry/length-choice.tsx';
import { secondsOfDayNow } from '../text/time-meant.ts';
import { useBridge, useSnapshot } from '../state/state.ts';
import { dateToUtcMs, formatHoursMinutes, formatLongDate, formatTimeOfDay } from '../text/time.ts';
import { ActivityBookedContext } from './activity-booked.ts';
import { mostlyUnder } from './activity-words.ts';
import { entrySpans } from './timeline-layout.ts';
import { parseDurationInput } from '../text/time-input.ts';
import { focusQuietly } from '../pickers/combobox.tsx';
import { TextField } from '../controls/text-field.tsx';
import { useAction } from '../controls/use-action.ts';
import { SubmitRow } from '../controls/submit-row.tsx';
import { i18n } from '../i18n/words.ts';

export interface EntryFormProps {
  readonly entry: EntryView;
  /** The account the entry is in when it is another's than the account shown (absent: the account shown's). */
  readonly accountKey?: string | undefined;
  /** The entry's name, as its Continue button says it. */
  readonly label: string;
  /** Saved (queued) or cancelled: the row closes the form. */
  readonly done: () => void;
  /** The form's fields kept among the drafts under this prefix (Edit: ../state/drafts.ts). */
  readonly keep?: string | undefined;
}

/** No time typed yet: the entry's own times show. */
const NO_TIMES: TypedTimes = {};

const ORDER = ['description', 'project', 'task', 'date', 'start', 'end', 'duration'] as const;
type FieldName = (typeof ORDER)[number];

const seconds = (hms: string) => parseDurationInput(hms) ?? 0;

export function EntryEditor({ entry, accountKey, label, done, keep }: EntryFormProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const { hourCycle } = s.display;
  const running = entry.runningSince !== null;
  const fields = useEntryFields(entry, accountKey, keep);
  const { projectId, description, setDescription } = fields;
  const [date, setDate] = useKept(keep && `${keep}.date`, entry.date);
  const [typed, setTypedNow] = useKept<TypedTimes>(keep && `${keep}.times`, NO_TIMES);
  const setTyped = (next: TypedTimes | ((old: TypedTimes) => TypedTimes)) => setTypedNow(typeof next === 'function' ? next(typed) : next);
  const [question, setQuestion] = useState<{ readonly text: string; readonly confirm: Confirmations } | null>(null);
  /** Save was pressed: the form's own errors show from then on (not while a time is half typed). */
  const [attempted, setAttempted] = useState(false);
  const refs: Record<FieldName, { current: HTMLInputElement | null }> = {
    description: useRef(null),
    project: useRef(null),
    task: useRef(null),
    date: useRef(null),
    start: useRef(null),
    end: useRef(null),
    duration: useRef(null),
  };
  useLayoutEffect(() => {
    refs.description.current?.focus();
    refs.description.current?.select();
  }, []);

  const times = timesToCheck(entry, typed);
  // A time typed without AM/PM is the one nearest the entry's own times, as the engine reads it (typed-entry-times.ts).
  const near = { from: seconds(entry.timeStart), to: Math.min(seconds(entry.timeStart) + entry.totalSeconds, 86_400) };
  const preview = useMemo(
    () => previewManualEntry({ date, projectId, ...times, today: s.today, hourCycle, nowSeconds: secondsOfDayNow(s.zone.offsetMinutes), near, locale: s.display.locale }),
    [date, projectId, times.start, times.end, times.duration, s.today, hourCycle, near.from, near.to, s.display.locale],
  );
  const local: Partial<Record<FieldName, string>> = running ? {} : preview.fields;
  const errors: Partial<Record<FieldName, string>> = { ...(attempted ? local : {}), ...action.fields };
  const anyTyped = Object.values(typed).some((v) => v.trim() !== '');
  const shown = (f: TimeField): string => {
    const t = typed[f];
    if (t !== undefined) return t;
    const at = preview.times ?? { start: entry.timeStart, end: entry.timeEnd, duration: '' };
    if (f === 'duration') return formatHoursMinutes(preview.times ? seconds(preview.times.duration) : entry.totalSeconds);
    return formatTimeOfDay(at[f], hourCycle);
  };

  const activityBooked = useContext(ActivityBookedContext);
  /** An entry of today's with activity under it, given another project: "Always book … to …?" (the person's own entries only). */
  const offerRule = (projectId: number | undefined) => {
    const record = s.activity?.today;
    if (projectId === undefined || activityBooked === null || accountKey !== undefined || record?.date !== entry.date) return;
    const span = entrySpans(entry, dateToUtcMs(entry.date) - s.zone.offsetMinutes * 60_000, Date.now())[0];
    const label = span === undefined ? null : mostlyUnder(record.stretches, span);
    if (span !== undefined && label !== null) activityBooked.set({ date: entry.date, start: span.start, projectId, label });
  };

  const save = async (confirmations: Confirmations = {}) => {
    setQuestion(null);
    setAttempted(true);
    const first = ORDER.find((f) => local[f] !== undefined);
    if (first !== undefined) {
      action.newAttempt();
      focusQuietly(refs[first].current);
      return;
    }
    const change = {
      ...fields.changed,
      ...(running ? {} : { ...(date !== entry.date ? { date } : {}), ...typedToSend(typed, preview.send ?? { start: null, end: null, duration: null }) }),
    };
    if (Object.keys(change).length === 0) return done();
    const input: EntryEditInput = { entryKey: entry.key, ...(accountKey !== undefined ? { accountKey } : {}), ...change, ...confirmations };
    let asked: { text: string; confirm: Confirmations } | null = null;
    const r = await action.run(() =>
      outcome(
        bridge.editEntry(input).then((a) => {
          const confirm = a.ok && !a.value.ok ? confirmationAsked(a.value, confirmations) : null;
          if (a.ok && !a.value.ok && confirm !== null) asked = { text: a.value.message, confirm };
          return a;
        }),
      ),
    );
    if (r === null) return;
    if (asked !== null) {
      // A question, not an error: asked beside Save.
      action.clear();
      setQuestion(asked);
      return;
    }
    if (r.ok) {
      offerRule(change.projectId);
      return done();
    }
    const bad = ORDER.find((f) => r.fields[f] !== undefined);
    if (bad) focusQuietly(refs[bad].current);
  };

  const timeField = (f: TimeField, name: string) => (
    <TextField
      label={name}
      value={shown(f)}
      onInput={(v) => {
        setQuestion(null);
        setTyped((t) => ({ ...t, [f]: v }));
      }}
      error={errors[f]}
      hint={anyTyped && times[f] === '' && preview.times ? i18n._({ id: 'quick.computed', message: 'Computed from the other two.' }) : undefined}
      inputRef={refs[f]}
      class="time-field"
    />
  );

  const parts = preview.parts;
  return (
    <form
      class="entry-form"
      aria-label={i18n._({ id: 'entry.editNamed', message: 'Edit {entry}', values: { entry: label } })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField label={i18n._({ id: 'entry.description', message: 'Description' })} value={description} onInput={setDescription} error={errors.description} inputRef={refs.description} />
      {fields.pickers(errors, refs)}
      {running ? (
        <p class="hint">{i18n._({ id: 'entry.theTimerIsRunning', message: 'The timer is running: move its start with Started earlier…, or stop it to change its times.' })}</p>
      ) : (
        <>
          <TextField label={i18n._({ id: 'entry.date', message: 'Date' })} type="date" value={date} onInput={setDate} error={errors.date} inputRef={refs.date} />
          <div class="time-fields">
            {timeField('start', i18n._({ id: 'quick.start', message: 'Start time' }))}
            {timeField('end', i18n._({ id: 'quick.end', message: 'End time' }))}
            {timeField('duration', i18n._({ id: 'quick.duration', message: 'Duration' }))}
          </div>
          {preview.ask !== null && (
            <LengthChoice
              ask={preview.ask}
              onChoose={(text) => {
                const f = preview.ask!.field;
                setTyped((t) => ({ ...t, [f]: text }));
                focusQuietly(refs[f].current);
              }}
            />
          )}
          <p class="preview" aria-live="polite">
            {parts && parts.length > 1
              ? i18n._({
                  id: 'entry.preview.days',
                  message: '{count, plural, one {Saved as # entry: {parts}.} other {Saved as # entries, one per day: {parts}.}}',
                  values: {
                    count: parts.length,
                    parts: parts
                      .map((p) =>
                        i18n._({
                          id: 'entry.preview.part',
                          message: '{date} {start}–{end}',
                          values: { date: formatLongDate(p.date), start: formatTimeOfDay(p.start, hourCycle), end: p.end === '23:59:59' ? i18n._({ id: 'quick.preview.midnight', message: 'midnight' }) : formatTimeOfDay(p.end, hourCycle) },
                        }),
                      )
                      .join('; '),
                  },
                })
              : attempted
                ? ''
                : whyNoPreview(preview, times)}
          </p>
        </>
      )}
      {question !== null && (
        <div class="confirm" role="group" aria-labelledby={`confirm-${entry.key}`}>
          <p id={`confirm-${entry.key}`}>{question.text}</p>
          <button type="button" class="primary" onClick={() => void save(question.confirm)}>
            {i18n._({ id: 'entry.saveAnyway', message: 'Save anyway' })}
          </button>
        </div>
      )}
      <SubmitRow submit={i18n._({ id: 'entry.save', message: 'Save' })} action={action} onCancel={done} />
    </form>
  );
}

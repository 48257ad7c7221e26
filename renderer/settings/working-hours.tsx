// Working hours for reminders: the account's own (from the service, shown in words), or days
// and one or more windows a day set here (a lunch break is two windows). Choosing the
// account's hours is saved at once, like the other settings; one's own hours start from the
// account's and are saved with one button, since a half-edited set of windows is not worth
// sending. Times are shown in the person's clock and read back in either (9am, 17:30).

import { useEffect, useId, useState } from 'preact/hooks';
import type { WorkingHours } from '../../main/core/settings/settings-schema.ts';
import type { HourCycle } from '../../main/core/snapshot.ts';
import { useSnapshot } from '../state/state.ts';
import { formatTimeOfDay } from '../text/time.ts';
import { WEEK_ORDER, dayName, describeHours, readWorkingHours, windowTexts, type WindowText } from './working-hours-text.ts';
import { i18n } from '../i18n/words.ts';

/** Where one's own hours start when the service's are unknown: the engine's own assumption. */
const FALLBACK_HOURS: WorkingHours = { days: [1, 2, 3, 4, 5], windows: [{ start: '09:00', end: '17:00' }] };
/** An added window: the afternoon, after a lunch break. */
const ADDED_WINDOW = { start: '13:00', end: '17:00' } as const;

interface Draft {
  readonly days: readonly number[];
  readonly windows: readonly WindowText[];
}

const draftOf = (hours: WorkingHours, hourCycle: HourCycle): Draft => ({ days: [...hours.days], windows: windowTexts(hours, hourCycle) });

export interface WorkingHoursProps {
  readonly value: WorkingHours | null;
  /** The engine's errors, keyed by setting (`workingHours.windows.1.start`). */
  readonly errors: Readonly<Record<string, string>>;
  readonly onSave: (value: WorkingHours | null) => void;
}

export function WorkingHoursEditor({ value, errors, onSave }: WorkingHoursProps) {
  const { serviceWorkingHours: service, display } = useSnapshot();
  const { hourCycle } = display;
  const id = useId();
  const [own, setOwn] = useState(value !== null);
  /** The hours being edited; made when "My own hours" is first chosen. */
  const [draft, setDraft] = useState<Draft | null>(value === null ? null : draftOf(value, hourCycle));
  /** Save was pressed: the fields' own errors show from then on, live. */
  const [attempted, setAttempted] = useState(false);

  /** Keys of the engine's errors whose fields changed since: each shows until then. */
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  // By content: the settings screen hands a new object on every render. Each save clears
  // the errors before its answer, so a refusal repeated word for word still shows again.
  const errorsKey = JSON.stringify(Object.entries(errors).filter(([k]) => k.startsWith('workingHours')));
  useEffect(() => setEdited(new Set()), [errorsKey]);

  const read = draft === null ? null : readWorkingHours(draft.days, draft.windows);
  const local = attempted && read !== null && !read.ok ? read.errors : {};
  const errorOf = (key: string): string | undefined => local[key] ?? (edited.has(key) ? undefined : errors[`workingHours.${key}`]);
  const errorId = (key: string) => `${id}-${key.replace(/\./g, '-')}-error`;
  /** The aria attributes of a field described by the errors at `keys` (those present). */
  const described = (...keys: string[]) => {
    const ids = keys.filter((k) => errorOf(k) !== undefined).map(errorId);
    return { 'aria-invalid': ids.length > 0 ? true : undefined, 'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined };
  };
  const note = (key: string) => {
    const message = errorOf(key);
    return message === undefined ? null : (
      <p id={errorId(key)} class="field-error">
        {message}
      </p>
    );
  };

  const chooseOwn = () => {
    setOwn(true);
    if (draft === null) setDraft(draftOf(service ?? FALLBACK_HOURS, hourCycle));
  };
  const chooseAccount = () => {
    setOwn(false);
    setAttempted(false);
    if (value !== null) onSave(null);
  };
  const edit = (change: (d: Draft) => Draft) => setDraft((d) => (d === null ? d : change(d)));
  const setTime = (i: number, part: 'start' | 'end', text: string) => {
    edit((d) => ({ ...d, windows: d.windows.map((w, j) => (j === i ? { ...w, [part]: text } : w)) }));
    setEdited((e) => new Set([...e, `windows.${i}`, `windows.${i}.${part}`]));
  };
  /** One end of a window: its words ("From", "until") and the time as typed. */
  const timeField = (i: number, part: 'start' | 'end', words: string, value: string) => (
    <label>
      {words}
      <input
        type="text"
        value={value}
        aria-label={part === 'start' ? i18n._({ id: 'hours.windowFrom', message: 'Window {n} from', values: { n: i + 1 } }) : i18n._({ id: 'hours.windowUntil', message: 'Window {n} until', values: { n: i + 1 } })}
        autoComplete="off"
        spellcheck={false}
        {...described(`windows.${i}.${part}`, `windows.${i}`)}
        onInput={(e) => setTime(i, part, e.currentTarget.value)}
      />
    </label>
  );
  const removeWindow = (i: number) => {
    // The engine's errors name windows by place: after a removal they may name the wrong one.
    const keys = draft === null ? [] : draft.windows.flatMap((_, j) => [`windows.${j}`, `windows.${j}.start`, `windows.${j}.end`]);
    setEdited((e) => new Set([...e, ...keys]));
    edit((d) => ({ ...d, windows: d.windows.filter((_, j) => j !== i) }));
  };
  const save = () => {
    setAttempted(true);
    if (read?.ok) onSave(read.hours);
  };

  const accountLabel =
    service === null
      ? i18n._({ id: 'hours.account', message: 'The hours of my account on the service' })
      : service.source === 'user'
        ? i18n._({ id: 'hours.accountSet', message: 'The hours of my account on the service: {hours}', values: { hours: describeHours(service, hourCycle) } })
        : i18n._({ id: 'hours.accountNone', message: 'The hours of my account on the service (none set there, so {hours})', values: { hours: describeHours(service, hourCycle) } });
  // The engine's word on the whole setting has no field of its own: it goes with the days.
  const daysError = errorOf('days') ?? errors.workingHours;

  return (
    <fieldset class="working-hours">
      <legend>{i18n._({ id: 'hours.workingHoursForReminders', message: 'Working hours (for reminders)' })}</legend>
      <div class="radio">
        <input id={`${id}-account`} type="radio" name={`${id}-source`} checked={!own} onChange={chooseAccount} />
        <label for={`${id}-account`}>{accountLabel}</label>
      </div>
      <div class="radio">
        <input id={`${id}-own`} type="radio" name={`${id}-source`} checked={own} onChange={chooseOwn} />
        <label for={`${id}-own`}>{i18n._({ id: 'hours.myOwnHours', message: 'My own hours' })}</label>
      </div>
      {own && draft !== null && (
        <>
          <fieldset class="days" aria-describedby={daysError === undefined ? undefined : errorId('days')}>
            <legend>{i18n._({ id: 'hours.days', message: 'Days' })}</legend>
            {WEEK_ORDER.map((day) => (
              <label key={day} class="day">
                <input
                  type="checkbox"
                  checked={draft.days.includes(day)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    edit((d) => ({ ...d, days: on ? [...d.days, day] : d.days.filter((x) => x !== day) }));
                    setEdited((e) => new Set([...e, 'days']));
                  }}
                />
                {dayName(day)}
              </label>
            ))}
            {daysError !== undefined && (
              <p id={errorId('days')} class="field-error">
                {daysError}
              </p>
            )}
          </fieldset>
          <ol class="windows">
            {draft.windows.map((w, i) => (
              <li key={i}>
                {timeField(i, 'start', i18n._({ id: 'hours.from', message: 'From' }), w.start)}
                {timeField(i, 'end', i18n._({ id: 'hours.until', message: 'until' }), w.end)}
                {draft.windows.length > 1 && (
                  <button type="button" class="link" aria-label={i18n._({ id: 'hours.removeWindow', message: 'Remove window {n}', values: { n: i + 1 } })} onClick={() => removeWindow(i)}>
                    {i18n._({ id: 'hours.remove', message: 'Remove' })}
                  </button>
                )}
                {note(`windows.${i}.start`)}
                {note(`windows.${i}.end`)}
                {note(`windows.${i}`)}
              </li>
            ))}
          </ol>
          {note('windows')}
          <button type="button" class="link" onClick={() => edit((d) => ({ ...d, windows: [...d.windows, { start: formatTimeOfDay(ADDED_WINDOW.start, hourCycle), end: formatTimeOfDay(ADDED_WINDOW.end, hourCycle) }] }))}>
            {i18n._({ id: 'hours.addAWindow', message: 'Add a window' })}
          </button>
          <div class="actions">
            <button type="button" class="secondary" onClick={save}>{i18n._({ id: 'hours.saveWorkingHours', message: 'Save working hours' })}</button>
          </div>
        </>
      )}
    </fieldset>
  );
}

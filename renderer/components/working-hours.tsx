// Working hours for reminders: the account's own (from the service), or days and one or
// more windows a day set here (a lunch break is two windows). Saved with one button, since
// a half-edited set of windows is not worth sending.

import { useState } from 'preact/hooks';
import type { WorkingHours } from '../../main/core/settings-schema.ts';
import { formatWeekday } from '../time.ts';

// 2023-01-01 was a Sunday: day n of the service's week (0 Sunday) is 2023-01-0(n+1).
const DAYS = [1, 2, 3, 4, 5, 6, 0].map((d) => ({ day: d, name: formatWeekday(`2023-01-0${d + 1}`) }));
const DEFAULT_HOURS: WorkingHours = { days: [1, 2, 3, 4, 5], windows: [{ start: '09:00', end: '17:00' }] };

export interface WorkingHoursProps {
  readonly value: WorkingHours | null;
  readonly errors: Readonly<Record<string, string>>;
  readonly onSave: (value: WorkingHours | null) => void;
}

export function WorkingHoursEditor({ value, errors, onSave }: WorkingHoursProps) {
  const [own, setOwn] = useState(value !== null);
  const [hours, setHours] = useState<WorkingHours>(value ?? DEFAULT_HOURS);
  const err = (key: string) => errors[`workingHours.${key}`];
  const setWindow = (i: number, part: 'start' | 'end', v: string) =>
    setHours((h) => ({ ...h, windows: h.windows.map((w, j) => (j === i ? { ...w, [part]: v } : w)) }));

  return (
    <fieldset class="working-hours">
      <legend>Working hours (for reminders)</legend>
      <div class="radio">
        <input id="wh-account" type="radio" name="wh" checked={!own} onChange={() => setOwn(false)} />
        <label for="wh-account">The hours of my account on the service</label>
      </div>
      <div class="radio">
        <input id="wh-own" type="radio" name="wh" checked={own} onChange={() => setOwn(true)} />
        <label for="wh-own">My own hours</label>
      </div>
      {own && (
        <>
          <fieldset class="days">
            <legend>Days</legend>
            {DAYS.map(({ day, name }) => (
              <label key={day} class="day">
                <input
                  type="checkbox"
                  checked={hours.days.includes(day)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setHours((h) => ({ ...h, days: on ? [...h.days, day].sort() : h.days.filter((d) => d !== day) }));
                  }}
                />
                {name}
              </label>
            ))}
            {(err('days') ?? errors.workingHours) && <p class="field-error">{err('days') ?? errors.workingHours}</p>}
          </fieldset>
          <ol class="windows">
            {hours.windows.map((w, i) => (
              <li key={i}>
                <label>
                  From
                  <input type="text" inputMode="numeric" value={w.start} aria-label={`Window ${i + 1} from`} onInput={(e) => setWindow(i, 'start', e.currentTarget.value)} />
                </label>
                <label>
                  until
                  <input type="text" inputMode="numeric" value={w.end} aria-label={`Window ${i + 1} until`} onInput={(e) => setWindow(i, 'end', e.currentTarget.value)} />
                </label>
                {hours.windows.length > 1 && (
                  <button type="button" class="link" aria-label={`Remove window ${i + 1}`} onClick={() => setHours((h) => ({ ...h, windows: h.windows.filter((_, j) => j !== i) }))}>
                    Remove
                  </button>
                )}
                {(err(`windows.${i}`) ?? err(`windows.${i}.start`) ?? err(`windows.${i}.end`)) && (
                  <p class="field-error">{err(`windows.${i}`) ?? err(`windows.${i}.start`) ?? err(`windows.${i}.end`)}</p>
                )}
              </li>
            ))}
          </ol>
          <button type="button" class="link" onClick={() => setHours((h) => ({ ...h, windows: [...h.windows, { start: '13:00', end: '17:00' }] }))}>
            Add a window
          </button>
        </>
      )}
      <div class="actions">
        <button type="button" class="secondary" onClick={() => onSave(own ? hours : null)}>
          Save working hours
        </button>
      </div>
    </fieldset>
  );
}

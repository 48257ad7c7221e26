// Rename a calendar: its name and its colour, both kept at once; the engine's refusal shows
// under the field it is about (which takes the focus), else in an alert.

import { useRef, useState } from 'preact/hooks';
import type { CalendarView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import { TextField } from '../controls/text-field.tsx';
import { SubmitRow } from '../controls/submit-row.tsx';
import { useAction } from '../controls/use-action.ts';
import { ColourChoice } from './colour-choice.tsx';
import { nameProblem } from './calendar-form-checks.ts';
import { i18n } from '../i18n/words.ts';

export interface RenameCalendarFormProps {
  readonly calendar: CalendarView;
  readonly onDone: () => void;
}

export function RenameCalendarForm({ calendar, onDone }: RenameCalendarFormProps) {
  const bridge = useBridge();
  const action = useAction();
  const [name, setName] = useState(calendar.name);
  const [colour, setColour] = useState(calendar.colour);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const shown = { ...action.fields, ...checked };

  const submit = async (e: Event) => {
    e.preventDefault();
    const wrong = nameProblem(name, { optional: false });
    setChecked(wrong === null ? {} : { name: wrong });
    if (wrong !== null) {
      action.newAttempt();
      nameRef.current?.focus();
      return;
    }
    const r = await action.run(() => outcome(bridge.renameCalendar({ calendarId: calendar.id, name: name.trim(), colour })));
    if (r?.ok) onDone();
    else if (r?.fields.name !== undefined) nameRef.current?.focus();
  };

  return (
    <form aria-label={i18n._({ id: 'calendars.renameNamed', message: 'Rename {calendar}', values: { calendar: calendar.name } })} onSubmit={(e) => void submit(e)} noValidate>
      <TextField label={i18n._({ id: 'calendars.name', message: 'Name' })} value={name} onInput={setName} error={shown.name} inputRef={nameRef} />
      <ColourChoice value={colour} onChange={setColour} error={shown.colour} />
      <SubmitRow submit={i18n._({ id: 'calendars.save', message: 'Save' })} action={action} onCancel={onDone} fields={shown} />
    </form>
  );
}

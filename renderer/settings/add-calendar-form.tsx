// Add a calendar: its private address (or a local .ics file), a name (else the calendar's
// own), a colour. The engine reads it once before keeping anything; its refusal shows under
// the address, which then takes the focus so a screen reader reads why. On a demo page the
// address starts as the harness's demo calendar (renderer/state/demo-control.ts).

import { useEffect, useRef, useState } from 'preact/hooks';
import type { CalendarView } from '../../main/core/snapshot.ts';
import { outcome } from '../state/bridge.ts';
import { useBridge } from '../state/state.ts';
import { DEMO_CALENDAR_PATH } from '../state/demo-control.ts';
import { TextField } from '../controls/text-field.tsx';
import { SubmitRow } from '../controls/submit-row.tsx';
import { useAction } from '../controls/use-action.ts';
import { nextCalendarColour } from './calendar-palette.ts';
import { ColourChoice } from './colour-choice.tsx';
import { addressProblem, nameProblem } from './calendar-form-checks.ts';
import { i18n } from '../i18n/words.ts';

const addressHint = (): string => i18n._({ id: 'calendars.addressHint', message: "Google: the calendar's “Secret address in iCal format”; Outlook: a published calendar's ICS link; Apple: its public calendar link." });

/** The demo's calendar on a demo page, unless one from this page's harness is there already. */
function demoAddress(calendars: readonly CalendarView[]): string {
  if (document.documentElement.dataset.demo === undefined) return '';
  // `shown` names the host the calendar is read from (never the rest of the address).
  if (calendars.some((c) => c.shown.startsWith(`${location.host}/`))) return '';
  return `${location.origin}${DEMO_CALENDAR_PATH}`;
}

export interface AddCalendarFormProps {
  readonly calendars: readonly CalendarView[];
  /** Added (true) or cancelled (false). */
  readonly onDone: (added: boolean) => void;
}

export function AddCalendarForm({ calendars, onDone }: AddCalendarFormProps) {
  const bridge = useBridge();
  const action = useAction();
  const [address, setAddress] = useState(() => demoAddress(calendars));
  const [name, setName] = useState('');
  const [colour, setColour] = useState(() => nextCalendarColour(calendars.map((c) => c.colour)));
  const [checked, setChecked] = useState<Record<string, string>>({});
  const addressRef = useRef<HTMLInputElement>(null);
  // Opened by the person: the address takes the paste.
  useEffect(() => addressRef.current?.focus(), []);
  const shown = { ...action.fields, ...checked };

  const submit = async (e: Event) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    const addressWrong = addressProblem(address);
    if (addressWrong !== null) local.address = addressWrong;
    const nameWrong = nameProblem(name, { optional: true });
    if (nameWrong !== null) local.name = nameWrong;
    setChecked(local);
    if (Object.keys(local).length > 0) {
      action.newAttempt();
      return;
    }
    const r = await action.run(() => outcome(bridge.addCalendar({ address: address.trim(), colour, ...(name.trim() === '' ? {} : { name: name.trim() }) })));
    if (r?.ok) onDone(true);
    // Refused for its address: the field keeps what was typed and takes the focus, so its description (why) is read.
    else if (r?.fields.address !== undefined) addressRef.current?.focus();
  };

  return (
    <form class="add-calendar" aria-label={i18n._({ id: 'calendars.addACalendar2', message: 'Add a calendar' })} onSubmit={(e) => void submit(e)} noValidate>
      <TextField label={i18n._({ id: 'calendars.privateAddressOrIcs', message: 'Private address or .ics file' })} value={address} onInput={setAddress} error={shown.address} hint={addressHint()} inputRef={addressRef} />
      <TextField label={i18n._({ id: 'calendars.name', message: 'Name' })} value={name} onInput={setName} error={shown.name} hint={i18n._({ id: 'calendars.optionalTheCalendarS', message: "Optional: the calendar's own name otherwise." })} />
      <ColourChoice value={colour} onChange={setColour} error={shown.colour} />
      <SubmitRow submit={action.busy ? i18n._({ id: 'calendars.reading', message: 'Reading the calendar…' }) : i18n._({ id: 'calendars.add', message: 'Add calendar' })} action={action} onCancel={() => onDone(false)} fields={shown} />
    </form>
  );
}

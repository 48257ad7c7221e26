// A labelled checkbox that saves as soon as it changes; its hint and error (what the system
// made of the setting) are its description, read with it by a screen reader.

import { useId } from 'preact/hooks';
import { FieldNotes, describedBy } from './field-notes.tsx';

export interface CheckboxProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly hint?: string | undefined;
  readonly error?: string | null | undefined;
}

export function Checkbox({ label, checked, onChange, hint, error }: CheckboxProps) {
  const id = useId();
  return (
    <div class="checkbox">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} aria-describedby={describedBy({ id, hint, error })} />
      <label for={id}>{label}</label>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

// A labelled checkbox that saves as soon as it changes; its hint and error (what the system
// made of the setting) are its description, read with it by a screen reader. It shows the
// person's click at once and until the engine's snapshot agrees (or the save is refused):
// a snapshot published meanwhile, for anything else, would otherwise draw it unclicked.

import { useEffect, useId, useState } from 'preact/hooks';
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
  const [clicked, setClicked] = useState<boolean | null>(null);
  useEffect(() => {
    if (clicked !== null && (checked === clicked || error)) setClicked(null);
  }, [checked, error, clicked]);
  return (
    <div class="checkbox">
      <input
        id={id}
        type="checkbox"
        checked={clicked ?? checked}
        onChange={(e) => {
          setClicked(e.currentTarget.checked);
          onChange(e.currentTarget.checked);
        }}
        aria-describedby={describedBy({ id, hint, error })}
      />
      <label for={id}>{label}</label>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

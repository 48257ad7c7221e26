// A whole number typed in a settings field (minutes, sessions), checked against its range
// and saved when the field is left or Enter is pressed; a number out of range says the range
// next to the field and is not sent. The engine's own refusal shows there too.

import { useState } from 'preact/hooks';
import { TextField } from './text-field.tsx';

export interface WholeNumberFieldProps {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  /** What is counted, in the error's words ("a whole number of minutes from 1 to 120"). */
  readonly unit?: string;
  readonly error: string | undefined;
  readonly onSave: (n: number) => void;
}

export function WholeNumberField({ label, value, min, max, unit = 'minutes', error, onSave }: WholeNumberFieldProps) {
  const [text, setText] = useState(String(value));
  const [local, setLocal] = useState<string | undefined>(undefined);
  const commit = () => {
    const n = Number(text);
    if (!/^\d+$/.test(text.trim()) || n < min || n > max) {
      setLocal(`Enter a whole number of ${unit} from ${min} to ${max}.`);
      return;
    }
    setLocal(undefined);
    if (n !== value) onSave(n);
  };
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      value={text}
      min={min}
      max={max}
      onInput={setText}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      error={local ?? error}
      class="short"
    />
  );
}

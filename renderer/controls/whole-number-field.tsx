// A whole number typed in a settings field (minutes, sessions), checked against its range
// and saved when the field is left or Enter is pressed; a number out of range says the range
// next to the field and is not sent. The engine's own refusal shows there too.

import { useState } from 'preact/hooks';
import { TextField } from './text-field.tsx';
import { i18n } from '../i18n/words.ts';

export interface WholeNumberFieldProps {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  /** What is counted, in the error's words ("a whole number of minutes from 1 to 120"). */
  readonly unit?: 'minutes' | 'seconds' | 'days' | 'focus sessions';
  readonly error: string | undefined;
  readonly onSave: (n: number) => void;
}

export function WholeNumberField({ label, value, min, max, unit = 'minutes', error, onSave }: WholeNumberFieldProps) {
  const [text, setText] = useState(String(value));
  const [local, setLocal] = useState<string | undefined>(undefined);
  const commit = () => {
    const n = Number(text);
    if (!/^\d+$/.test(text.trim()) || n < min || n > max) {
      setLocal(
        i18n._({
          id: 'number.range',
          message: '{unit, select, seconds {Enter a whole number of seconds from {min} to {max}.} days {Enter a whole number of days from {min} to {max}.} sessions {Enter a whole number of focus sessions from {min} to {max}.} other {Enter a whole number of minutes from {min} to {max}.}}',
          values: { unit: unit === 'focus sessions' ? 'sessions' : unit, min, max },
        }),
      );
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

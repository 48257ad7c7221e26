// A labelled text input with its error next to it: the label is the accessible name, the
// error (and a hint) its description, so a screen reader reads both with the field.

import type { Ref } from 'preact';
import { useId } from 'preact/hooks';
import { FieldNotes, describedBy } from './field-notes.tsx';

export interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onInput: (value: string) => void;
  readonly onBlur?: () => void;
  readonly onKeyDown?: (e: KeyboardEvent) => void;
  readonly error?: string | null | undefined;
  readonly hint?: string | undefined;
  readonly type?: 'text' | 'email' | 'password' | 'url' | 'date' | 'number';
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'url';
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly class?: string;
}

export function TextField(p: TextFieldProps) {
  const id = useId();
  return (
    <div class={`field${p.class ? ` ${p.class}` : ''}`}>
      <label for={id}>{p.label}</label>
      <input
        id={id}
        ref={p.inputRef}
        // Preact types an input by its `type` (roles allowed per type); these all take text.
        type={(p.type ?? 'text') as 'text'}
        value={p.value}
        onInput={(e) => p.onInput(e.currentTarget.value)}
        onBlur={p.onBlur}
        onKeyDown={p.onKeyDown}
        autoComplete={p.autoComplete ?? 'off'}
        inputMode={p.inputMode}
        placeholder={p.placeholder}
        required={p.required}
        disabled={p.disabled}
        min={p.min}
        max={p.max}
        spellcheck={false}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={describedBy({ id, hint: p.hint, error: p.error })}
      />
      <FieldNotes id={id} hint={p.hint} error={p.error} />
    </div>
  );
}

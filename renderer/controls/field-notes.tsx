// The hint and the error under a field, and the ids that tie them to it: a field passes
// `describedBy(id, ...)` as its aria-describedby, so a screen reader reads both with it.

export interface FieldNotesProps {
  /** The field's id (`useId()`): the notes' ids derive from it. */
  readonly id: string;
  readonly hint?: string | undefined;
  readonly error?: string | null | undefined;
}

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** The aria-describedby of a field with these notes; undefined when it has none. */
export function describedBy(p: FieldNotesProps): string | undefined {
  return [p.error ? errorId(p.id) : null, p.hint ? hintId(p.id) : null].filter(Boolean).join(' ') || undefined;
}

export function FieldNotes(p: FieldNotesProps) {
  return (
    <>
      {p.hint && (
        <p id={hintId(p.id)} class="hint">
          {p.hint}
        </p>
      )}
      {p.error && (
        <p id={errorId(p.id)} class="field-error">
          {p.error}
        </p>
      )}
    </>
  );
}

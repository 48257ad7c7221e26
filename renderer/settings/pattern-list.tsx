// A list the activity record never records (applications, or title patterns): each with its
// Remove, and a field to add one. What is typed stays in the field until the list holds it
// (the engine may refuse it, and then says why under the field); the whole list is saved as
// one setting, as the settings path saves every list.

import { useEffect, useId, useState } from 'preact/hooks';
import { TextField } from '../controls/text-field.tsx';

/** A pattern needs some text besides `*` and spaces (settings-schema.ts's PATTERN_SCHEMA). */
const SOME_TEXT = /[^*\s]/;
export const PATTERN_MAX = 200;

export interface PatternListProps {
  /** The list's name ("Applications never recorded"). */
  readonly label: string;
  /** What one item is, in a button's name ("application" → "Remove the application Firefox"). */
  readonly noun: string;
  readonly items: readonly string[];
  readonly hint: string;
  readonly error: string | undefined;
  readonly onSave: (items: readonly string[]) => void;
}

/** Why `text` cannot be added to `items`; null: it can. */
export function patternProblem(text: string, items: readonly string[], noun: string): string | null {
  const t = text.trim();
  if (!SOME_TEXT.test(t)) return `Type some text besides * (which stands for any text).`;
  if (t.length > PATTERN_MAX) return `Keep it to ${PATTERN_MAX} characters.`;
  if (items.some((i) => i.toLowerCase() === t.toLowerCase())) return `This ${noun} is in the list already.`;
  return null;
}

export function PatternList({ label, noun, items, hint, error, onSave }: PatternListProps) {
  const listId = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Saved: the list now holds it, so the field is free for the next one.
  useEffect(() => {
    if (draft.trim() !== '' && items.includes(draft.trim())) setDraft('');
  }, [items]);
  const add = (e: Event) => {
    e.preventDefault();
    const wrong = patternProblem(draft, items, noun);
    setProblem(wrong);
    if (wrong === null) onSave([...items, draft.trim()]);
  };
  return (
    <div class="pattern-list">
      <p id={listId} class="list-label">
        {label}
      </p>
      {items.length > 0 ? (
        <ul class="activity-rows" aria-labelledby={listId}>
          {items.map((item) => (
            <li key={item}>
              <span class="pattern">{item}</span>
              <button type="button" class="link" aria-label={`Remove the ${noun} ${item}`} onClick={() => onSave(items.filter((i) => i !== item))}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p class="hint">None.</p>
      )}
      <form class="add-row" onSubmit={add}>
        <TextField label={`Add ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`} value={draft} onInput={setDraft} hint={hint} error={problem ?? error} />
        <button type="submit" class="secondary">
          Add
        </button>
      </form>
    </div>
  );
}

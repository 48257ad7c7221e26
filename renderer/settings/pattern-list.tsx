// A list the activity record never records (applications, or title patterns): each with its
// Remove, and a field to add one. What is typed stays in the field until the list holds it
// (the engine may refuse it, and then says why under the field); the whole list is saved as
// one setting, as the settings path saves every list.

import { useEffect, useId, useState } from 'preact/hooks';
import { TextField } from '../controls/text-field.tsx';
import { i18n } from '../i18n/words.ts';

/** A pattern needs some text besides `*` and spaces (settings-schema.ts's PATTERN_SCHEMA). */
const SOME_TEXT = /[^*\s]/;
export const PATTERN_MAX = 200;

/** A list's words, each a whole sentence of its own language (an item's kind changes its article, its case, its gender). */
export interface PatternListWords {
  /** The list's name ("Applications never recorded"). */
  readonly label: string;
  /** The field's label ("Add an application"). */
  readonly add: string;
  /** An item's Remove button, named with the item ("Remove the application Firefox"). */
  readonly remove: (item: string) => string;
  /** Said when the item typed is in the list already. */
  readonly already: string;
  readonly hint: string;
}

export interface PatternListProps {
  readonly words: PatternListWords;
  readonly items: readonly string[];
  readonly error: string | undefined;
  readonly onSave: (items: readonly string[]) => void;
}

/** "Keep it to 200 characters.": a pattern or what a rewrite keeps, too long. */
export function tooLongWords(): string {
  return i18n._({ id: 'record.pattern.tooLong', message: 'Keep it to {max} characters.', values: { max: PATTERN_MAX } });
}

/** Why `text` cannot be added to `items`; null: it can. `already`: the words for one in the list already. */
export function patternProblem(text: string, items: readonly string[], already: string): string | null {
  const t = text.trim();
  if (!SOME_TEXT.test(t)) return i18n._({ id: 'record.pattern.someText', message: 'Type some text besides * (which stands for any text).' });
  if (t.length > PATTERN_MAX) return tooLongWords();
  if (items.some((i) => i.toLowerCase() === t.toLowerCase())) return already;
  return null;
}

export function PatternList({ words, items, error, onSave }: PatternListProps) {
  const listId = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Saved: the list now holds it, so the field is free for the next one.
  useEffect(() => {
    if (draft.trim() !== '' && items.includes(draft.trim())) setDraft('');
  }, [items]);
  const add = (e: Event) => {
    e.preventDefault();
    const wrong = patternProblem(draft, items, words.already);
    setProblem(wrong);
    if (wrong === null) onSave([...items, draft.trim()]);
  };
  return (
    <div class="pattern-list">
      <p id={listId} class="list-label">
        {words.label}
      </p>
      {items.length > 0 ? (
        <ul class="activity-rows" aria-labelledby={listId}>
          {items.map((item) => (
            <li key={item}>
              <span class="pattern">{item}</span>
              <button type="button" class="link" aria-label={words.remove(item)} onClick={() => onSave(items.filter((i) => i !== item))}>
                {i18n._({ id: 'record.remove', message: 'Remove' })}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p class="hint">{i18n._({ id: 'record.none', message: 'None.' })}</p>
      )}
      <form class="add-row" onSubmit={add}>
        <TextField label={words.add} value={draft} onInput={setDraft} hint={words.hint} error={problem ?? error} />
        <button type="submit" class="secondary">
          {i18n._({ id: 'record.add', message: 'Add' })}
        </button>
      </form>
    </div>
  );
}

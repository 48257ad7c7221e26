// Today's entries: the description edited in place. A button named for the entry turns the
// description into a field; Enter saves through the engine (which refuses a locked entry or
// one gone from the list, and says why), Escape puts the text back without hiding the window.

import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { EntryView } from '../../main/core/snapshot.ts';
import { outcome } from '../bridge.ts';
import { useBridge } from '../state.ts';
import { useAction } from './use-action.ts';
import { useFocusAfterRender } from '../focus-after-render.ts';

export interface DescriptionEditProps {
  readonly entry: EntryView;
  /** The entry's name, as its Continue button says it. */
  readonly label: string;
  /** The entry's meta line (times, badges); the Edit button joins it. */
  readonly children: ComponentChildren;
}

export function DescriptionEdit({ entry, label, children }: DescriptionEditProps) {
  const bridge = useBridge();
  const action = useAction();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(entry.description);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const errorId = `edit-error-${entry.key}`;

  // As soon as the field is in the page, before the next key can arrive: the button that
  // had the focus is gone, and a key typed in between would go nowhere.
  useLayoutEffect(() => {
    if (!editing) return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [editing]);

  const focusAfterRender = useFocusAfterRender();
  const close = () => {
    setEditing(false);
    // The field goes away under the focus: give it back to the button that opened it.
    focusAfterRender(() => buttonRef.current?.focus());
  };

  const onKeyDown = async (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      // Escape here leaves the field only; the window's Escape would hide the window.
      e.preventDefault();
      e.stopPropagation();
      action.clear();
      setText(entry.description);
      close();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const r = await action.run(() => outcome(bridge.editDescription({ entryKey: entry.key, description: text })));
      if (r?.ok) close();
    }
  };

  return (
    <>
      {editing ? (
        <input
          ref={inputRef}
          class="entry-description-input"
          type="text"
          value={text}
          aria-label={`Description of ${label}`}
          aria-invalid={action.error ? true : undefined}
          aria-describedby={action.error ? errorId : undefined}
          aria-busy={action.busy || undefined}
          autoComplete="off"
          spellcheck={false}
          onInput={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => void onKeyDown(e)}
        />
      ) : (
        entry.description.trim() !== '' && <span class="entry-description">{entry.description}</span>
      )}
      <span class="entry-meta">
        {children}
        {!editing && (
          <button
            type="button"
            ref={buttonRef}
            class="link entry-edit"
            aria-label={`Edit description of ${label}`}
            onClick={() => {
              action.clear();
              setText(entry.description);
              setEditing(true);
            }}
          >
            Edit
          </button>
        )}
      </span>
      {action.error && (
        <span id={errorId} class="field-error" role="alert">
          {action.error}
        </span>
      )}
    </>
  );
}

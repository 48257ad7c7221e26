// A picker that filters as you type (the ARIA 1.2 combobox with a list popup): arrow keys
// move through the options, Enter picks one, Escape closes the list (and only a second
// Escape reaches the window), a click picks too. The list opens when the person moves
// into the field (so a keyboard user lands in it ready to type), not when the window moves
// the focus there (`focusQuietly`: after an error, or when the window comes forward), where
// a list popping up would cover the form.
//
// The search index is begun after the window's first frame (fuzzysort prepares it in idle
// moments), not while the window first draws. The list draws a window of `DRAWN` options
// around the active one (about twice what fits): arrow keys still reach every result, the
// drawn ones moving with them. Options are keyed by their place in the list, so a keystroke
// rewrites the text of the same elements instead of removing and building them again.

import type { Ref } from 'preact';
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import { rank, searchable, segments, type PickOption, type Searchable } from '../fuzzy.ts';
import { FieldNotes, describedBy } from './field-notes.tsx';

export interface ComboboxProps<T extends PickOption> {
  readonly label: string;
  /** In their plain order; recently used ones come first on their own. */
  readonly options: readonly T[];
  /** Ids of recently used options, most recent first. */
  readonly recentIds: readonly string[];
  readonly value: string | null;
  /** `keyboard`: picked with Enter (the form may move on to its next field). */
  readonly onSelect: (option: T, how: 'keyboard' | 'pointer') => void;
  readonly error?: string | null | undefined;
  readonly hint?: string | undefined;
  /** What the list says when nothing is there to pick. */
  readonly emptyText: string;
  readonly required?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
}

function Highlighted({ text, marks }: { text: string; marks: readonly number[] }) {
  return (
    <>
      {segments(text, marks).map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : s.text))}
    </>
  );
}

/** Options drawn at once (about nine fit in the window's list). */
const DRAWN = 20;

interface BuiltIndex<T extends PickOption> {
  readonly options: readonly T[];
  readonly recentIds: readonly string[];
  readonly index: Searchable<T>;
}

/** Moves the focus into a field without opening its list (any other element: just focus). */
export function focusQuietly(el: HTMLElement | null): void {
  if (el === null || document.activeElement === el) return;
  if (el.getAttribute('role') === 'combobox') el.dataset.quiet = '';
  el.focus();
}

export function Combobox<T extends PickOption>(p: ComboboxProps<T>) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  /** What is typed; null while not editing (the input shows the picked option). */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const built = useRef<BuiltIndex<T> | null>(null);
  const indexNow = (): Searchable<T> => {
    const b = built.current;
    if (b !== null && b.options === p.options && b.recentIds === p.recentIds) return b.index;
    const index = searchable(p.options, p.recentIds);
    built.current = { options: p.options, recentIds: p.recentIds, index };
    return index;
  };
  // Begun after the frame that showed the field: fuzzysort then prepares its snapshot in
  // idle moments, so it is ready before the first keystroke (or finished by it).
  useEffect(() => void indexNow(), [p.options, p.recentIds]);
  const results = useMemo(() => (open ? rank(indexNow(), query ?? '') : []), [p.options, p.recentIds, query, open]);
  const selected = useMemo(() => p.options.find((o) => o.id === p.value) ?? null, [p.options, p.value]);
  const expanded = open && results.length > 0;
  const activeIndex = Math.min(active, Math.max(0, results.length - 1));
  // The drawn window moves only as far as it must to hold the active option.
  const drawnFrom = useRef(0);
  let from = Math.min(drawnFrom.current, activeIndex);
  if (activeIndex >= from + DRAWN) from = activeIndex - DRAWN + 1;
  from = Math.max(0, Math.min(from, results.length - DRAWN));
  drawnFrom.current = from;
  const drawn = results.slice(from, from + DRAWN);

  useEffect(() => {
    if (expanded) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [expanded, activeIndex]);

  const openList = () => {
    setOpen(true);
    setQuery(null);
    // With nothing typed, start on the picked option (or the first).
    const at = selected === null ? 0 : rank(indexNow(), '').findIndex((r) => r.option.id === selected.id);
    setActive(Math.max(0, at));
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (option: T, how: 'keyboard' | 'pointer') => {
    close();
    p.onSelect(option, how);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const n = results.length;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        e.preventDefault();
        if (!open) openList();
        else if (n > 0) setActive((activeIndex + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
        break;
      case 'Enter':
        // With the list open, Enter picks; it never submits the form under a half-typed name.
        if (open) {
          e.preventDefault();
          const r = results[activeIndex];
          if (r) choose(r.option, 'keyboard');
        }
        break;
      case 'Escape':
        if (open || query !== null) {
          e.preventDefault();
          e.stopPropagation();
          close();
        }
        break;
    }
  };

  return (
    <div class="field combobox">
      <label for={id}>{p.label}</label>
      <input
        id={id}
        ref={p.inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        spellcheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
        aria-required={p.required ? true : undefined}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={describedBy({ id, hint: p.hint, error: p.error })}
        value={query ?? selected?.label ?? ''}
        placeholder={selected === null ? 'Type to search' : undefined}
        onFocus={(e) => {
          const input = e.currentTarget;
          input.select();
          if (input.dataset.quiet !== undefined) delete input.dataset.quiet;
          else openList();
        }}
        onClick={() => {
          if (!open) openList();
        }}
        onBlur={close}
        onInput={(e) => {
          setQuery(e.currentTarget.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label={p.label} class="listbox" hidden={!expanded}>
        {expanded &&
          drawn.map((r, at) => {
            const i = from + at;
            return (
              <li
                key={at}
                id={optionId(i)}
                role="option"
                aria-selected={i === activeIndex}
                aria-setsize={results.length}
                aria-posinset={i + 1}
                class={r.option.id === p.value ? 'option picked' : 'option'}
                // Keep the focus in the input, so the click does not blur (and close) first.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(r.option, 'pointer')}
              >
                <span class="option-label">
                  <Highlighted text={r.option.label} marks={r.labelMarks} />
                </span>
                {r.option.detail !== null && (
                  <span class="option-detail">
                    <span class="visually-hidden">, </span>
                    <Highlighted text={r.option.detail} marks={r.detailMarks} />
                  </span>
                )}
              </li>
            );
          })}
      </ul>
      {open && results.length === 0 && <p class="listbox-empty">{query ? `Nothing matches “${query}”.` : p.emptyText}</p>}
      <FieldNotes id={id} hint={p.hint} error={p.error} />
    </div>
  );
}

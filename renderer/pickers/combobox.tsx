// A picker that filters as you type (the ARIA 1.2 combobox with a list popup): arrow keys
// move through the options, Enter picks one, Tab picks the one the person typed or moved to
// and goes on to the next field (the APG's combobox with automatic selection; what was typed
// used to vanish), Escape closes the list (and only a second Escape reaches the window), a
// click picks too. The list itself is never a Tab stop: Chromium makes a scrolling list one,
// and Tab then landed on a list that closed as the field lost the focus, leaving none. The list opens when the person moves
// into the field (so a keyboard user lands in it ready to type), not when the window moves
// the focus there (`focusQuietly`: after an error, or when the window comes forward), where
// a list popping up would cover the form.
//
// The search's code loads after the window's first frame (./search-loader.ts); the index is
// made once it is there, not while the window first draws, and the search warmed up on it
// (../search-warm-up.ts). A list opened or a key typed before it came is searched when it comes. The list is as tall as all
// its results but draws only the rows in view and a few either side (../list-window.ts):
// the wheel, the scrollbar and the arrow keys reach every result, and a keystroke rewrites a
// dozen rows whatever matched; the active row is drawn too wherever it is (the field names
// it). Rows are keyed by their place in the results, so a keystroke rewrites the text of the
// same elements, and a row whose option and marks stayed is not drawn again (./option-row.tsx);
// the matched characters are in <mark> (./marked-text.tsx). The field and the list
// keep their own size (styles.css): what a keystroke changes in them is laid out inside them.

import type { JSX, Ref } from 'preact';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useKept } from '../state/drafts.ts';
import type { PickOption, Ranked, Searchable } from './fuzzy.ts';
import { loadSearch, loadedSearch, type Search } from './search-loader.ts';
import { shownName } from './pick-option.ts';
import { rowRuns, topAt, topToShow, type RowWindow } from './list-window.ts';
import { FieldNotes, describedBy } from '../controls/field-notes.tsx';
import { OptionRow } from './option-row.tsx';
import { i18n } from '../i18n/words.ts';

/** How an option was picked: Enter, Tab (the browser moves the focus on) or the pointer. */
export type PickedBy = 'keyboard' | 'tab' | 'pointer';

export interface ComboboxProps<T extends PickOption> {
  readonly label: string;
  /**
   * Keeps what is typed in the window's drafts under this key (../state/drafts.ts), so a
   * window released while hidden shows it again (the start form's Project picker).
   */
  readonly queryDraft?: string;
  /** In their plain order; recently used ones come first on their own. */
  readonly options: readonly T[];
  /**
   * The lists `options` is joined from, in its order (each account's projects): each has one
   * search index, shared by every picker that lists it. Absent: `options` alone.
   */
  readonly parts?: readonly (readonly T[])[];
  /** Shown before the name of an option without a prefix of its own (the account in use's, across accounts); absent: none. */
  readonly prefix?: string | null;
  /** Ids of recently used options, most recent first. */
  readonly recentIds: readonly string[];
  readonly value: string | null;
  /** `keyboard`: picked with Enter (the form may move on to its next field); `tab`: with Tab, which moves on itself. */
  readonly onSelect: (option: T, how: PickedBy) => void;
  readonly error?: string | null | undefined;
  readonly hint?: string | undefined;
  /** What the list says when nothing is there to pick. */
  readonly emptyText: string;
  readonly required?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
  /** What the empty field says (nothing picked); absent: "Type to search". */
  readonly placeholder?: string;
}

/**
 * One option's height (px): every row the same, so a scroll offset names its rows. Two
 * lines: the name takes the first whole (at 360 px it had about 10 characters beside the
 * account, the customer and the billable mark), those go on the second.
 */
const ROW_PX = 40;
/** Rows in view at once: the list's height (as 8 rows of one line were). */
const VISIBLE_ROWS = 6;
/**
 * Rows drawn beyond the view on either side once the list is scrolled: the row a scroll between
 * two rows shows in part, and a little slack. At its top, as while typing (each key brings the
 * list back there), the rows in view alone: each row drawn is rewritten by a keystroke, and
 * the one below the view cost about 0.1 ms a key (bench:ui's median key over the floor's:
 * 1.28 and 1.29 without it, 1.36 and 1.40 with it, in runs taken in turns).
 */
const OVERSCAN = 1;
/** The list's padding and border (px), above the first row and below the last together. */
const LIST_EDGES_PX = 10;

interface BuiltIndex<T extends PickOption> {
  readonly options: readonly T[];
  readonly recentIds: readonly string[];
  readonly index: Searchable<T>;
}

/** A closed list's results (one list: the memoized rows compare it by reference). */
const NO_RESULTS: readonly never[] = [];

/** Lists long enough for a slow first search: their index is made at once and the search warmed up. */
const WARM_FROM = 500;

/** The drawn rows in their runs, and between and around them the room of the rows not drawn (the scroller is as tall as every result). */
function drawnRows(runs: readonly RowWindow[], count: number, row: (i: number) => JSX.Element): JSX.Element[] {
  const out: JSX.Element[] = [];
  let end = 0;
  const gap = (to: number) => {
    if (to > end) out.push(<li key={`gap-${end}`} role="none" style={{ height: `${(to - end) * ROW_PX}px` }} />);
  };
  for (const run of runs) {
    gap(run.from);
    for (let i = run.from; i < run.to; i++) out.push(row(i));
    end = run.to;
  }
  gap(count);
  return out;
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
  const [query, setQuery] = useKept<string | null>(p.queryDraft, null);
  /** A query given back by a new page (a window released while hidden): the field's first opening keeps it. */
  const given = useRef(query !== null);
  // Given back, the words show as they were left, in the field and focused; their list opens
  // at the next key or click (searching 20,000 projects for them would hold back the first paint).
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    if (!given.current) return;
    const input = document.getElementById(id);
    if (input === null) return;
    input.dataset.quiet = '';
    input.focus({ preventScroll: true });
    // Focusing selects the field's text: the person goes on typing after their words, not over them.
    if (input instanceof HTMLInputElement) input.setSelectionRange(input.value.length, input.value.length);
  }, []);
  const [active, setActive] = useState(0);
  /** The person moved through the list with the arrow keys since it opened: Tab takes that option. */
  const [moved, setMoved] = useState(false);

  /** The search's code: null until it has loaded (./search-loader.ts), then drawn again with it. */
  const [search, setSearch] = useState<Search | null>(loadedSearch);
  useEffect(() => {
    if (search !== null) return;
    let gone = false;
    loadSearch().then(
      (loaded) => {
        if (!gone) setSearch(loaded);
      },
      // A chunk that did not load (the app updated under the window): the list says so below.
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, []);

  const built = useRef<BuiltIndex<T> | null>(null);
  const indexNow = (m: Search): Searchable<T> => {
    const b = built.current;
    if (b !== null && b.options === p.options && b.recentIds === p.recentIds) return b.index;
    // The parts come with their options (./project-options.ts): the same options, the same parts.
    const index = m.searchable(p.options, p.recentIds, p.parts);
    built.current = { options: p.options, recentIds: p.recentIds, index };
    return index;
  };
  // Made after the frame that showed the field, at once: the frame with the field is not
  // held back, and the index is ready before the first keystroke. Then the search is run on
  // it a few dozen times (../search-warm-up.ts), so the first keystrokes are as quick as the
  // rest, and the answers for the first keys made; then the hidden list draws their rows (the
  // drawing code warmed the same way: `rehearsed`). New recent options alone (a start) keep
  // the prepared options (../fuzzy.ts) and make a new index around them: the code is warm
  // already, and only the first keys' answers are made for it. It stops at the person's
  // first keystroke: their searches warm the code from then on, and the warm-up's on the same
  // index would only compete with them.
  const stopWarmUp = useRef<() => void>(() => {});
  const warmedFor = useRef<readonly T[] | null>(null);
  /**
   * A long list's rows are drawn while it is closed (hidden, the list for an empty field):
   * the first key typed then rewrites their text, as every later key does, instead of making
   * a dozen rows as the list opens (that key's handler: 3.0 ms, now 1.8; bench:ui's cold
   * first key over ten loads).
   */
  const [primed, setPrimed] = useState(false);
  /** While closed, the query whose rows the hidden list draws (the warm-up's rehearsal); null: the empty field's. */
  const [rehearsed, setRehearsed] = useState<string | null>(null);
  // All of it in a task of its own, after the one that runs effects: that one comes right
  // after the frame that first shows the picker (Quick entry's tab clicked, the window
  // loaded), and the index of thousands of options, the hidden list's rows and the
  // warm-up's first slice made there held back what else waited on that frame (bench:ui's
  // first opening of Quick entry). A key typed before it runs makes the index (`indexNow`).
  useEffect(() => {
    if (search === null) return;
    let stop: (() => void) | null = null;
    const later = new MessageChannel();
    later.port1.onmessage = () => {
      later.port1.close();
      const index = indexNow(search);
      const long = index.options.length >= WARM_FROM;
      setPrimed(long);
      if (!long) return;
      stop = stopWarmUp.current = search.warmUp(index, undefined, warmedFor.current === p.options ? 0 : undefined, setRehearsed);
      warmedFor.current = p.options;
    };
    later.port2.postMessage(null);
    return () => {
      later.port1.close();
      stop?.();
    };
  }, [p.options, p.recentIds, search]);
  /** The rows drawn: the results while open, and a primed list's rows for an empty field (or the rehearsed query) while closed. */
  const drawnQuery = open ? (query ?? '') : primed ? (rehearsed ?? '') : null;
  const listed = useMemo(() => (drawnQuery === null || search === null ? NO_RESULTS : search.rank(indexNow(search), drawnQuery)), [p.options, p.recentIds, drawnQuery, search]);
  const results = open ? listed : NO_RESULTS;
  const selected = useMemo(() => p.options.find((o) => o.id === p.value) ?? null, [p.options, p.value]);
  const expanded = open && results.length > 0;
  const activeIndex = Math.min(active, Math.max(0, results.length - 1));
  /** The first row in view: moved by the keys (to show the active row) and by scrolling. */
  const [top, setTop] = useState(0);
  /** The list is scrolled away from its top: rows either side of the view are drawn. */
  const [away, setAway] = useState(false);
  const runs = rowRuns(listed.length, top, VISIBLE_ROWS, away ? OVERSCAN : 0, activeIndex);
  const listRef = useRef<HTMLUListElement>(null);
  /**
   * The scroller's offset as last set or reported (reading it would lay out the page in the
   * middle of a keystroke); null: not known, as after the list was hidden away from its top.
   * A new list is at its top, and one hidden there is still there when shown again: opening
   * it as a key is typed then writes nothing (a write lays the window out there and then).
   */
  const scrolled = useRef<number | null>(0);
  // Before the frame: the scroller shows the rows this render drew.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!expanded || list === null) {
      if (scrolled.current !== 0) scrolled.current = null;
    } else if (scrolled.current === null || topAt(scrolled.current, ROW_PX) !== top) list.scrollTop = scrolled.current = top * ROW_PX;
  }, [expanded, top, results]);

  const moveTo = (i: number, count = results.length) => {
    setActive(i);
    setTop((t) => topToShow(count, t, i, VISIBLE_ROWS));
  };
  const openList = () => {
    setOpen(true);
    setMoved(false);
    if (given.current && query !== null) {
      given.current = false;
      setActive(0);
      setTop(0);
      return;
    }
    given.current = false;
    setQuery(null);
    // With nothing typed, start on the picked option (or the first); before the search has
    // loaded, on the first row, which is where its list will start.
    const list = search === null ? NO_RESULTS : search.rank(indexNow(search), '');
    const at = selected === null ? 0 : list.findIndex((r) => r.option.id === selected.id);
    setTop(0);
    moveTo(Math.max(0, at), list.length);
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (option: T, how: PickedBy) => {
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
        else if (n > 0) {
          moveTo((activeIndex + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
          setMoved(true);
        }
        break;
      case 'Tab': {
        // An option the person typed towards or moved to is theirs: Tab takes it, as Enter
        // does, and the focus moves on as Tab moves it. A list merely opened by arriving
        // in the field is passed through untouched.
        const r = results[activeIndex];
        if (open && !e.shiftKey && r && (moved || (query !== null && query.trim() !== ''))) choose(r.option, 'tab');
        break;
      }
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

  // One click handler for every row and render (a new one would draw each row again), calling
  // the latest `choose`.
  const pick = useRef(choose);
  pick.current = choose;
  const onPick = useRef((option: PickOption) => pick.current(option as T, 'pointer')).current;
  const option = (i: number, r: Ranked<T>) => (
    <OptionRow key={i} id={optionId(i)} index={i} count={listed.length} active={i === activeIndex} picked={r.option.id === p.value} result={r} prefix={p.prefix ?? null} onPick={onPick} />
  );

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
        value={query ?? (selected ? shownName(selected, p.prefix ?? null) : '')}
        placeholder={selected === null ? (p.placeholder ?? i18n._({ id: 'picker.typeToSearch', message: 'Type to search' })) : undefined}
        onFocus={(e) => {
          const input = e.currentTarget;
          input.select();
          if (input.dataset.quiet !== undefined) delete input.dataset.quiet;
          else openList();
        }}
        onClick={() => {
          if (!open) openList();
        }}
        // Text that matches nothing stays when the focus leaves, so that a form can say so
        // (event-fill-form.tsx) rather than the words vanishing unread.
        // Words given back to a new page stay until the person comes back to them (another
        // form given back may take the focus as it is drawn).
        onBlur={() => (given.current ? undefined : query !== null && query.trim() !== '' && open && results.length === 0 ? setOpen(false) : close())}
        onInput={(e) => {
          given.current = false;
          stopWarmUp.current();
          setQuery(e.currentTarget.value);
          setOpen(true);
          setActive(0);
          setTop(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        ref={listRef}
        role="listbox"
        aria-label={p.label}
        class="listbox"
        // Not a Tab stop, however it scrolls (the field names its active option).
        tabIndex={-1}
        hidden={!expanded}
        style={{
          '--option-row': `${ROW_PX}px`,
          // Its own height, not its rows': with `contain: strict` (styles.css) a keystroke's
          // rows lay out inside it without the window around it being laid out again.
          height: `${Math.min(results.length, VISIBLE_ROWS) * ROW_PX + LIST_EDGES_PX}px`,
        }}
        onScroll={(e) => {
          scrolled.current = e.currentTarget.scrollTop;
          setAway(scrolled.current > 0);
          const t = topAt(scrolled.current, ROW_PX);
          if (t !== top) setTop(t);
        }}
        // Keep the focus in the input: a press on an option or the scrollbar must not blur
        // (and close) the list before the click picks or the drag scrolls.
        onMouseDown={(e) => e.preventDefault()}
      >
        {drawnRows(runs, listed.length, (i) => option(i, listed[i]!))}
      </ul>
      {open && results.length === 0 && (search === null ? (
          <p class="listbox-empty">{i18n._({ id: 'picker.searching', message: 'Searching…' })}</p>
        ) : (
          <p class="listbox-empty">{query ? i18n._({ id: 'picker.nothingMatches', message: 'Nothing matches “{query}”.', values: { query } }) : p.emptyText}</p>
        ))}
      <FieldNotes id={id} hint={p.hint} error={p.error} />
    </div>
  );
}

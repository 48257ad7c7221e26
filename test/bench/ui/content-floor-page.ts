// The page side of the same-content floor (content-floor.ts), bundled for the window's page
// and evaluated in it: reads the Project picker as the window drew it, and puts the floor's
// own keystroke handling in place of the renderer's.

/** The picker as the window drew it for one query. */
/** An element or a text as drawn (the window's CSP requires Trusted Types for HTML, so the rows are carried as a tree, not as markup). */
export type Drawn = string | { readonly tag: string; readonly attrs: readonly (readonly [string, string])[]; readonly children: readonly Drawn[] };

function drawn(node: Node): Drawn {
  if (!(node instanceof Element)) return node.textContent ?? '';
  return { tag: node.tagName.toLowerCase(), attrs: [...node.attributes].map((a) => [a.name, a.value] as const), children: [...node.childNodes].map(drawn) };
}

function built(d: Drawn): Node {
  if (typeof d === 'string') return document.createTextNode(d);
  const el = document.createElement(d.tag);
  for (const [name, value] of d.attrs) el.setAttribute(name, value);
  for (const c of d.children) el.append(built(c));
  return el;
}

export interface PickerState {
  /** The listbox's rows, as drawn. */
  readonly rows: readonly Drawn[];
  /** The listbox's own height (inline style) and whether it is hidden. */
  readonly height: string;
  readonly hidden: boolean;
  /** The "Nothing matches" line under it, if any. */
  readonly empty: string | null;
  readonly expanded: string | null;
  readonly activeDescendant: string | null;
}

/** In the page: the Project combobox's picker as drawn now. */
export function readPicker(): PickerState {
  const input = [...document.querySelectorAll('label')].filter((l) => l.textContent === 'Project').map((l) => document.getElementById(l.htmlFor))[0] as HTMLInputElement;
  const list = document.getElementById(input.getAttribute('aria-controls')!)!;
  return {
    rows: [...list.childNodes].map(drawn),
    height: list.style.height,
    // `hidden` may be "until-found" (a string) in newer DOM types: hidden too.
    hidden: list.hidden !== false,
    empty: list.parentElement!.querySelector('.listbox-empty')?.textContent ?? null,
    expanded: input.getAttribute('aria-expanded'),
    activeDescendant: input.getAttribute('aria-activedescendant'),
  };
}

/**
 * In the page: takes the Project field's keystrokes from the renderer (stopped before its
 * listeners, at the window) and, on each, puts the captured rows for the field's value into
 * the list; times keydown → painted frame as the window's probe does (page-init.ts).
 */
export function installFloor(states: Record<string, PickerState>): void {
  const input = [...document.querySelectorAll('label')].filter((l) => l.textContent === 'Project').map((l) => document.getElementById(l.htmlFor))[0] as HTMLInputElement;
  const list = document.getElementById(input.getAttribute('aria-controls')!)!;
  const field = list.parentElement!;
  const templates = new Map(
    Object.entries(states).map(([value, s]) => {
      const rows = document.createDocumentFragment();
      for (const d of s.rows) rows.append(built(d));
      let empty: HTMLElement | null = null;
      if (s.empty !== null) {
        empty = document.createElement('p');
        empty.className = 'listbox-empty';
        empty.textContent = s.empty;
      }
      return [value, { s, rows, empty }] as const;
    }),
  );
  // The renderer keeps running (the clock, the snapshots) and draws the field again from its
  // own state, which no longer hears the keys: its writes of the value are ignored, or each
  // redraw would empty the field mid-word.
  const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
  Object.defineProperty(input, 'value', {
    configurable: true,
    get(this: HTMLInputElement) {
      return value.get!.call(this) as string;
    },
    set() {},
  });
  const paints: number[] = [];
  const missed: string[] = [];
  const pending = new Set<Promise<unknown>>();
  const afterPaint = () =>
    new Promise<number>((r) =>
      requestAnimationFrame(() => {
        const c = new MessageChannel();
        c.port1.onmessage = () => r(performance.now());
        c.port2.postMessage(null);
      }),
    );
  let down = 0;
  window.addEventListener(
    'keydown',
    (e) => {
      if (e.target !== input) return;
      down = e.timeStamp;
      e.stopImmediatePropagation();
    },
    true,
  );
  window.addEventListener(
    'input',
    (e) => {
      if (e.target !== input) return;
      e.stopImmediatePropagation();
      const t0 = down;
      const next = templates.get(input.value);
      if (next === undefined) {
        missed.push(input.value);
        return;
      }
      list.replaceChildren(next.rows.cloneNode(true));
      list.style.height = next.s.height;
      list.hidden = next.s.hidden;
      field.querySelector('.listbox-empty')?.remove();
      if (next.empty !== null) list.after(next.empty.cloneNode(true));
      if (next.s.expanded === null) input.removeAttribute('aria-expanded');
      else input.setAttribute('aria-expanded', next.s.expanded);
      if (next.s.activeDescendant === null) input.removeAttribute('aria-activedescendant');
      else input.setAttribute('aria-activedescendant', next.s.activeDescendant);
      const p = afterPaint().then((t) => paints.push(t - t0));
      pending.add(p);
      void p.then(() => pending.delete(p));
    },
    true,
  );
  const w = window as unknown as { contentFloorPaints: number[]; contentFloorMissed: string[]; contentFloorSettled(): Promise<void> };
  w.contentFloorPaints = paints;
  w.contentFloorMissed = missed;
  w.contentFloorSettled = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };
}


export interface ContentFloorPage {
  readPicker(): PickerState;
  installFloor(states: Record<string, PickerState>): void;
}

(globalThis as { stintContentFloor?: ContentFloorPage }).stintContentFloor = { readPicker, installFloor };

// What the person had on screen, told by the window and kept by main, so that a window
// released after it stayed hidden (issue 71: its renderer closed, the engine keeps
// everything) comes back as it was left: the tab, Settings' folded section, what was typed
// in the Project picker, the forms' drafts, where each screen was scrolled.
//
// Kept in memory only, never on disk: a restart starts fresh, and a draft may hold private
// words (a description typed and not yet sent). The newest view wins; a page that opens asks
// for it with its first snapshot. A place the shell asked for while no window existed (the
// tray's Settings…, a notification's click) is handed to that page the same way, once: a
// prompt sent to a page still loading would reach nobody.

/** The window's screens (renderer/app/app.tsx). */
export const VIEW_SCREENS = ['timer', 'quick', 'todos', 'export', 'settings'] as const;
export type ViewScreen = (typeof VIEW_SCREENS)[number];

/** A place the window may be asked to open at (contract.ts's `open` prompt names these). */
export type ViewPlace = 'picker' | 'quick-entry' | 'export' | 'settings' | 'accounts' | 'today' | 'sign-in' | 'todos';

/** What the window tells main of itself (the `keepView` command's payload). */
export interface WindowView {
  readonly screen: ViewScreen;
  /** The window's drafts by key (renderer/state/drafts.ts): plain data, each a form as typed. */
  readonly drafts: Readonly<Record<string, unknown>>;
  /** Where each screen's content was scrolled to, in CSS pixels, by screen. */
  readonly scroll: Readonly<Partial<Record<ViewScreen, number>>>;
}

/** What a page that opens is handed: the last view (null: none yet), and a place asked for meanwhile. */
export interface ViewHandOver {
  readonly view: WindowView | null;
  readonly open: ViewPlace | null;
}

export type KeepViewAnswer = { readonly kept: true } | { readonly kept: false; readonly message: string };

/** Bounds on a view (the schema bounds each part: contract.ts `keepView`). */
export const VIEW_LIMITS = {
  /** Drafts the window keeps: a form per screen and per running entry's switch, far fewer. */
  drafts: 50,
  draftKey: 100,
  /** The view as JSON: 100 descriptions of 5,000 characters would not fit; a person's drafts do. */
  jsonChars: 256 * 1024,
  /** A scroll offset: far taller than any screen. */
  scrollPx: 1_000_000,
} as const;

export const VIEW_TOO_LARGE = `The window's state was larger than ${VIEW_LIMITS.jsonChars / 1024} KiB, so Stint kept the one before it. Shorten a draft to have it kept while the window is closed.`;

export interface ViewKeeper {
  /** The newest view, already checked against the schema; refused (the older one kept) when too large. */
  keep(view: WindowView): KeepViewAnswer;
  /** For the page that opens: the view, and the place asked for while no page listened (then forgotten). */
  handOver(): ViewHandOver;
  /** The shell made a new window for `place`: its page opens there. */
  openAt(place: ViewPlace): void;
}

export function createViewKeeper(): ViewKeeper {
  let view: WindowView | null = null;
  let open: ViewPlace | null = null;
  return {
    keep(next) {
      if (JSON.stringify(next).length > VIEW_LIMITS.jsonChars) return { kept: false, message: VIEW_TOO_LARGE };
      view = next;
      return { kept: true };
    },
    handOver() {
      const given = { view, open };
      open = null;
      return given;
    },
    openAt(place) {
      open = place;
    },
  };
}

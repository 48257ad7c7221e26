// The window tells main what the person has on screen (the tab, the drafts, the Project
// picker's text, where the screen is scrolled), so that a window released after it stayed
// hidden (issue 71; main/ipc/view-state.ts) opens again as it was left; and a page opened
// from such a view scrolls back to where it was. Told a moment after each change, and at
// once when the window hides or the page goes: the shell releases a window only after it
// stayed hidden for minutes, so the view told at its hiding is its last. Loaded after the
// window's first paint (the app imports it then): none of it is needed to draw.

import type { ViewScreen, WindowView } from '../../main/ipc/view-state.ts';
import type { StintBridge } from './bridge.ts';
import type { WatchedDrafts } from './view-hand-over.ts';

/** A person's typing and scrolling come in bursts: one message once a burst is over. */
export const VIEW_QUIET_MS = 500;

/** What the app shows now. */
export interface ShownView {
  readonly screen: ViewScreen;
  /** The window shows (the snapshot's `windowVisible`). */
  readonly visible: boolean;
  /** The app is drawn, signed in: the content a kept scroll belongs to is there. */
  readonly drawn: boolean;
}

export interface ViewKeepingFacts {
  readonly bridge: StintBridge;
  readonly drafts: WatchedDrafts;
  /** The window's one scroller (the app's <main>), once drawn. */
  readonly scroller: () => HTMLElement | null;
  readonly shown: () => ShownView;
  /** Where the content was scrolled when the view was handed over (0: nowhere to go back to). */
  readonly restoreTop: number;
}

export interface ViewKeeping {
  /** The screen, the window's showing or the scroll changed: told once quiet, at once on hiding. */
  changed(): void;
  stop(): void;
}

/** What the person does that means the content stays where it is. */
const GIVE_UP = ['wheel', 'keydown', 'pointerdown', 'touchstart'] as const;

export function keepView(facts: ViewKeepingFacts): ViewKeeping {
  const { bridge, drafts } = facts;
  let told: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let wasVisible = facts.shown().visible;
  let restore: (() => void) | null = null;
  let restoring = facts.restoreTop > 0;

  /** `always`: told even when unchanged (the window hides: what main holds is then this page's last word). */
  const tell = (always = false) => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const { screen } = facts.shown();
    const top = facts.scroller()?.scrollTop ?? 0;
    const view: WindowView = { screen, drafts: Object.fromEntries(drafts), scroll: top > 0 ? { [screen]: Math.round(top) } : {} };
    const json = JSON.stringify(view);
    if (json === told && !always) return;
    told = json;
    void bridge.keepView(view).catch(() => undefined);
  };
  const soon = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => tell(), VIEW_QUIET_MS);
  };
  const now = () => tell();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') tell();
  };

  /**
   * Scrolls back to where the view left the content, and back there each time the content
   * changes size while it settles: what is below the picker is drawn a frame later
   * (first-frame.ts), a screen's code may still be loading, and the browser keeps what is in
   * sight when something above it changes size (scroll anchoring), which moved it off. Given
   * up once the person scrolls, types or clicks: the place is theirs from then on.
   */
  const startRestoring = (el: HTMLElement) => {
    restoring = false;
    const top = facts.restoreTop;
    const place = () => {
      if (Math.abs(el.scrollTop - top) >= 1) el.scrollTop = top;
    };
    const watch = new ResizeObserver(place);
    const giveUp = () => {
      restore = null;
      watch.disconnect();
      for (const type of GIVE_UP) el.removeEventListener(type, giveUp);
    };
    restore = giveUp;
    for (const type of GIVE_UP) el.addEventListener(type, giveUp, { passive: true });
    place();
    for (const child of el.children) watch.observe(child);
  };

  drafts.onChange = soon;
  window.addEventListener('pagehide', now);
  document.addEventListener('visibilitychange', onVisibility);

  const keeping: ViewKeeping = {
    changed() {
      const { visible, drawn } = facts.shown();
      const el = facts.scroller();
      if (restoring && drawn && el !== null) startRestoring(el);
      if (wasVisible && !visible) tell(true);
      else soon();
      wasVisible = visible;
    },
    stop() {
      drafts.onChange = () => {};
      window.removeEventListener('pagehide', now);
      document.removeEventListener('visibilitychange', onVisibility);
      if (timer !== null) clearTimeout(timer);
      restore?.();
    },
  };
  keeping.changed();
  return keeping;
}

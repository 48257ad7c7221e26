// What every backend hands the record: a focused window built the same way, and only when it
// differs from the one before (a poll that sees the same window, or a compositor that repeats
// an event, costs the record nothing).

import type { FocusedWindow } from '../../../core/ports.ts';

/** The app's name as the record keeps it when a desktop gives none (an X11 window without WM_CLASS). */
export const UNNAMED_APP = 'unknown';

/** A focused window from a backend's raw fields; null when there is neither an app nor a title. */
export function focusedWindow(app: unknown, title: unknown, url?: unknown): FocusedWindow | null {
  const a = typeof app === 'string' ? app.trim() : '';
  const t = typeof title === 'string' ? title : '';
  if (a === '' && t === '') return null;
  // Only a real address: x-win answers a sentence ("URL recovery not supported ...") where it has none.
  const u = typeof url === 'string' && /^https?:\/\/\S+$/i.test(url) ? url : undefined;
  return { app: a === '' ? UNNAMED_APP : a, title: t, ...(u !== undefined ? { url: u } : {}) };
}

function same(a: FocusedWindow | null, b: FocusedWindow | null): boolean {
  if (a === null || b === null) return a === b;
  return a.app === b.app && a.title === b.title && a.url === b.url;
}

/** Wraps `onFocus` so it is called for the first window and then only for a different one. */
export function changesOnly(onFocus: (focused: FocusedWindow | null) => void): (focused: FocusedWindow | null) => void {
  let last: FocusedWindow | null | undefined;
  return (focused) => {
    if (last !== undefined && same(last, focused)) return;
    last = focused;
    onFocus(focused);
  };
}
